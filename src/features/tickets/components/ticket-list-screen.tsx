/**
 * The one screen of every ticket list route (/saas/ticket/v2/index and the per-type lists): the route picks the
 * ticket type (ticket-list-config.ts); status tabs with the server's counts within the scope, a scope switch
 * (全部 / 我处理的 / 待我审核, the finance review queue), timed-out rows red through the shared row-style rule,
 * scope, tab and page in the URL, a row click opens the ticket, 新建工单 chooses a template and opens the create
 * screen.
 */
import { Box, Button, Group, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import { SearchBox } from '@/components/ui/search-box';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import { formatDateTime } from '@/domain/relative-time';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { routeNameForPath } from '@/domain/route-catalog';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@/domain/tickets/workflow';
import { useCompanyUsers, userLabel, type CompanyUser } from '../api/get-company-users';
import { useTicketStats } from '../api/get-ticket-stats';
import { TICKETS_URL, type TicketRow } from '../api/get-tickets';
import { TicketListSchemaChooser, useTicketSchemaList, type SchemaSummary } from './ticket-list-schemas';
import {
  statusTabs,
  tabParams,
  TICKET_DETAIL_PATH,
  TICKET_SCOPES,
  ticketListFor,
  ticketListParams,
  type TicketListConfig,
  type TicketListSearch,
  type TicketScope,
} from './ticket-list-config';
import { useOrderDetailPath } from '@/lib/session/order-detail-path';
import { useSearchPatch } from '@/lib/use-search-patch';

const rowId = (r: TicketRow) => String(r.id);
const rules = ROW_STYLE_RULES as readonly RowStyleRule<TicketRow>[];
const when = (iso: string | null | undefined) => (iso ? formatDateTime(new Date(iso)) : '');

export function TicketListScreen() {
  const { pathname } = useLocation();
  const config = ticketListFor(pathname);
  if (!config) return null;
  return <ConfiguredTicketList key={config.path} config={config} />;
}

type Lang = 'zh' | 'en';

export function ticketColumns(
  t: (k: string, o?: Record<string, unknown>) => string,
  lang: Lang,
  users: readonly CompanyUser[] | undefined,
  schemas: readonly SchemaSummary[] | undefined,
  orderPath: (idOrNo: number | string) => string = (id) => `/saas/order/detail/${id}`,
): DataTableColumn<TicketRow>[] {
  const schemaOf = (r: TicketRow) => schemas?.find((s) => s.id === r.schema_id) ?? schemas?.find((s) => s.type === r.type);
  const typeName = (r: TicketRow) => schemaOf(r)?.name || t(`tickets.desk.types.${r.type}`, { defaultValue: r.type });
  const subTypeName = (r: TicketRow) => (r.sub_type ? (schemaOf(r)?.sub_type_options.find((o) => o.value === r.sub_type)?.label ?? r.sub_type) : '');
  const status = (r: TicketRow) => TICKET_STATUS_LABELS[r.status]?.[lang] ?? r.status;
  const c = (key: string, width: number, value: (r: TicketRow) => string | number | boolean | null, extra: Partial<DataTableColumn<TicketRow>> = {}): DataTableColumn<TicketRow> => ({
    key,
    title: t(`tickets.desk.columns.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('id', 90, (r) => r.id, {
      render: (r) => (
        <Link asChild color="brand.fg" fontFamily="mono" data-testid="ticket-link">
          <RouterLink to={TICKET_DETAIL_PATH(r.id)}>{r.id}</RouterLink>
        </Link>
      ),
    }),
    c('type', 110, typeName),
    c('sub_type', 100, subTypeName),
    c('status', 100, status),
    c('order_no', 150, (r) => r.order_no ?? '', {
      render: (r) =>
        r.order_no && r.order_id ? (
          <Link asChild color="brand.fg" fontFamily="mono" data-testid="ticket-order-link">
            <RouterLink to={orderPath(r.order_id)}>{r.order_no}</RouterLink>
          </Link>
        ) : null,
    }),
    c('executive', 170, (r) => userLabel(users, r.executive_uid)),
    c('financial', 160, (r) => userLabel(users, r.financial_uid)),
    c('requester', 110, (r) => r.requester_uname),
    c('timed_out', 80, (r) => (r.is_timed_out ? t('tickets.desk.yes') : t('tickets.desk.no'))),
    c('created_at', 140, (r) => when(r.created_at)),
    c('updated_at', 140, (r) => when(r.updated_at)),
  ];
}

function ConfiguredTicketList({ config }: { config: TicketListConfig }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const search = useSearch({ strict: false }) as TicketListSearch;
  const navigate = useNavigate();
  const scope: TicketScope = (search.scope as TicketScope | undefined) ?? 'all';

  const go = useSearchPatch<TicketListSearch>(config.path);

  const users = useCompanyUsers().data;
  const schemas = useTicketSchemaList(config.type).data;
  const allSchemas = useTicketSchemaList(undefined).data;
  const stats = useTicketStats(config.type, scope, search.order_no);
  const orderPath = useOrderDetailPath();
  const columns = useMemo(() => ticketColumns(t, lang, users, allSchemas ?? schemas, orderPath), [t, lang, users, allSchemas, schemas, orderPath]);
  const tabs = useMemo<DataTableTab<TicketRow>[]>(
    () =>
      statusTabs(stats.data ?? []).map((x) => ({
        key: x.key,
        label: x.key === 'all' ? t('tickets.desk.tabs.all', { count: x.count }) : t('tickets.desk.tabs.status', { label: TICKET_STATUS_LABELS[x.key as TicketStatus][lang], count: x.count }),
        params: tabParams(x.key),
      })),
    [stats.data, t, lang],
  );
  const params = useMemo(() => ticketListParams(config, scope, search.order_no), [config, scope, search.order_no]);
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab };
  const title = t(`routes.${routeNameForPath(config.path)}`);
  const [choosing, setChoosing] = useState(false);

  // a click anywhere on a row (not on a link or a checkbox) opens the ticket
  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const row = target.closest<HTMLElement>('.dt-row[data-row-id]');
    const id = row?.dataset.rowId;
    if (id && /^\d+$/.test(id)) void navigate({ to: TICKET_DETAIL_PATH(id) } as never);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="ticket-list-screen" data-type={config.type ?? 'ALL'} minW="0">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading size="md">{title}</Heading>
        <HStack gap="2" flexWrap="wrap">
          <Group attached role="radiogroup" aria-label={t('tickets.desk.scope.label')}>
            {TICKET_SCOPES.map((s) => (
              <Button
                key={s}
                size="sm"
                role="radio"
                aria-checked={scope === s}
                variant={scope === s ? 'solid' : 'outline'}
                colorPalette="brand"
                data-testid={`ticket-scope-${s}`}
                onClick={() => go({ scope: s === 'all' ? undefined : s, page: undefined })}
              >
                {t(`tickets.desk.scope.${s}`)}
              </Button>
            ))}
          </Group>
          <SearchBox
            key={search.order_no ?? ''}
            initial={search.order_no ?? ''}
            onSearch={(no) => go({ order_no: no || undefined, page: undefined })}
            label={t('tickets.desk.orderNoPlaceholder')}
            buttonLabel={t('tickets.desk.search')}
            maxLength={40}
            w={{ base: '150px', md: '190px' }}
            inputMode="numeric"
            testId="ticket-filter-order-no"
            buttonTestId="ticket-filter-search"
          />
          <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)} data-testid="ticket-create">
            <LuPlus /> {t('tickets.desk.create')}
          </Button>
        </HStack>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<TicketRow>
          pageKey={config.path}
          columns={columns}
          tabs={tabs}
          url={TICKETS_URL}
          params={params}
          getRowId={rowId}
          rowStyles={rules}
          exportConfig={{ prefix: t('tickets.desk.exportPrefix'), sheetName: title }}
          emptyText={t('tickets.desk.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, page: patch.page === 1 ? undefined : patch.page } as Partial<TicketListSearch>)}
        />
      </Box>
      {choosing && <TicketListSchemaChooser type={config.type} schemas={schemas} onClose={() => setChoosing(false)} />}
    </Stack>
  );
}
