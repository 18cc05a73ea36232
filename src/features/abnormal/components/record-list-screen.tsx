/**
 * The one screen of the abnormal record lists — 异常登记 (every record; ?register=1 shows the register form in its
 * place), 异常审核 (registered: accept / reject from the row), 异常完结 (open records: end from the row) and 异常归档
 * (ended and rejected: archive from the row) — for the desk under /saas/abnormal and the merchant under
 * /da/abnormal; filters, page and page size in the URL, server pages through the shared data table, overdue rows red.
 */
import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableView } from '@/components/ui/data-table/types';
import type { RecordSummary } from '@/domain/abnormal/api';
import { actionsFor, type AbnormalAction } from '@/domain/abnormal/records';
import { routeNameForPath } from '@/domain/route-catalog';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { RECORDS_URL } from '../api/records';
import { cleanSearch, detailPath, recordListFor, recordListParams, type RecordListConfig, type RecordListSearch } from '../utils/record-lists';
import { useLang } from '../utils/labels';
import { RecordActionDialog } from './record-action-dialog';
import { recordColumns } from './record-columns';
import { RecordFilters } from './record-filters';
import { RegisterForm } from './register-form';

export function RecordListScreen() {
  const { pathname } = useLocation();
  const config = recordListFor(pathname);
  if (!config) return null;
  return <ConfiguredList key={config.path} config={config} />;
}

const rowId = (r: RecordSummary) => String(r.id);
const rules = ROW_STYLE_RULES as readonly RowStyleRule<RecordSummary>[];

const rowActionsOf = (config: RecordListConfig, r: RecordSummary): AbnormalAction[] =>
  actionsFor({ status: r.status, responsibleParty: r.responsible_party, openHandlings: r.open_handlings, holdsOrder: r.holds_order }, 'desk').filter((a) => config.rowActions.includes(a));

function ConfiguredList({ config }: { config: RecordListConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const search = useSearch({ strict: false }) as RecordListSearch;
  const navigate = useNavigate();
  const [acting, setActing] = useState<{ record: RecordSummary; action: AbnormalAction } | null>(null);
  const go = useCallback(
    (patch: Partial<RecordListSearch>) => void navigate({ to: config.path, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate, config.path],
  );
  const title = t(`routes.${routeNameForPath(config.path)}`);
  const columns = useMemo(
    () => recordColumns(t, lang, { actionsOf: (r) => rowActionsOf(config, r), act: (record, action) => setActing({ record, action }) }, { merchant: config.merchant, withActions: config.rowActions.length > 0 }),
    [t, lang, config],
  );
  const params = useMemo(() => recordListParams(config, search), [config, search]);
  const view: TableView = { page: search.page, per_page: search.per_page };

  if (config.kind === 'create' && search.register === '1') {
    return <RegisterForm detailBase={config.detailBase} initialOrderNo={search.order_no} onBack={() => go({ register: undefined, order_no: undefined })} />;
  }

  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const id = target.closest<HTMLElement>('.dt-row[data-row-id]')?.dataset.rowId;
    if (id && /^\d+$/.test(id)) void navigate({ to: detailPath(config.detailBase, Number(id)) } as never);
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ab-list" data-list={config.kind}>
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        {config.kind === 'create' && (
          <Button size="sm" colorPalette="brand" ms="auto" onClick={() => go({ register: '1' })} data-testid="ab-register">
            <LuPlus /> {t('abnormal.list.register')}
          </Button>
        )}
      </HStack>
      <RecordFilters config={config} search={search} go={go} />
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<RecordSummary>
          pageKey={`${config.path}#abnormal`}
          columns={columns}
          url={RECORDS_URL}
          params={params}
          getRowId={rowId}
          rowStyles={rules}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('abnormal.list.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
      {acting && <RecordActionDialog record={acting.record} action={acting.action} onClose={() => setActing(null)} />}
    </Stack>
  );
}
