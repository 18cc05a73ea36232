/**
 * The one screen of every order lifecycle list (receive, warehouse in/out, arrival, assign, sign, drafts,
 * recycle bin, …): the route suffix picks its configuration (status tabs, fixed filters, batch actions);
 * filters, tab, sort and page live in the URL. Batch: select rows → the action's dialog → per-order results.
 */
import { Badge, Box, Button, Heading, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useLocation, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuListFilter } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Drawer } from '@/components/ui/drawer/drawer';
import type { DataTableTab, TableView } from '@/components/ui/data-table/types';
import { waybillSummary, type WaybillRow } from '@/domain/columns/waybill-columns';
import { orderRoleOf, type OrderAction } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { routeNameForPath } from '@/domain/route-catalog';
import { useEdition } from '@/lib/session/edition';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { ORDERS_LIST_URL } from '../api/get-orders';
import { useRefreshOrdersOnSent } from '../api/refresh-on-sent';
import type { BatchResult } from '../api/run-batch-action';
import { batchActionsFor, ENTERED_ORDERS, LIST_BY_SUFFIX, splitOrderPath, tabParams, type ListConfig } from '../utils/list-configs';
import { ORDER_FILTER_KEYS, orderListParams, type OrderListSearch } from '../utils/list-search';
import { ActionDialog } from './action-dialog';
import { EnteredOrdersPending } from './entered-orders-pending';
import { BatchResultDialog } from '@/components/ui/batch-result-dialog';
import { useSearchPatch } from '@/lib/use-search-patch';
import { orderColumns } from './order-columns';
import { OrderListFilters, type OrderFilterValues } from './order-list-filters';

const rowId = (r: WaybillRow) => String(r.id);
const rules = ROW_STYLE_RULES as readonly RowStyleRule<WaybillRow>[];

export function OrderListScreen() {
  const { pathname } = useLocation();
  const split = splitOrderPath(pathname);
  const config = split ? LIST_BY_SUFFIX.get(split.suffix) : undefined;
  if (!split || !config) return null;
  return <ConfiguredList key={pathname} prefix={split.prefix} path={`${split.prefix}/${split.suffix}`} config={config} />;
}

/** The orders the signed-in user entered (/saas/order-entry/show); details open under the account's own prefix. */
export function EnteredOrdersScreen() {
  const app = useTokenPayload()?.app_code;
  const prefix = app === 'DA' ? '/da/order' : app === 'PAI' ? '/saas/order' : '/bang/order';
  return <ConfiguredList prefix={prefix} path="/saas/order-entry/show" config={ENTERED_ORDERS} top={<EnteredOrdersPending />} />;
}

interface ConfiguredListProps {
  prefix: string;
  path: string;
  config: ListConfig;
  /** shown above the table (the entered-orders list: the creates not sent yet) */
  top?: ReactNode;
}

function ConfiguredList({ prefix, path, config, top }: ConfiguredListProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const search = useSearch({ strict: false }) as OrderListSearch;
  const role = orderRoleOf(useTokenPayload()?.main_type ?? '');
  useRefreshOrdersOnSent();

  const go = useSearchPatch<OrderListSearch>(path);

  const edition = useEdition();
  const columns = useMemo(() => orderColumns(lang, prefix, config.columns, edition), [lang, prefix, config.columns, edition]);
  const tabs = useMemo<DataTableTab<WaybillRow>[]>(
    () =>
      config.tabs.map((x) => ({
        key: x.key,
        label: ORDER_STATUS_LABELS[x.key as OrderStatus]?.[lang] ?? t(`orders.list.tabs.${x.key}`),
        url: ORDERS_LIST_URL,
        params: tabParams(config, x),
      })),
    [config, lang, t],
  );
  const params = useMemo(() => orderListParams(search), [search]);
  const view: TableView = { page: search.page, per_page: search.per_page, sort: search.sort, tab: search.tab };
  const actions = batchActionsFor(config, role, search.tab);

  const [selected, setSelected] = useState<WaybillRow[]>([]);
  const [running, setRunning] = useState<{ action: OrderAction; nos: string[] } | null>(null);
  const [result, setResult] = useState<{ action: OrderAction; result: BatchResult } | null>(null);

  const start = (action: OrderAction) => {
    if (selected.length === 0) {
      toast.warning(t('orders.list.selectFirst'));
      return;
    }
    setRunning({ action, nos: selected.map((r) => r.order_no) });
  };

  // phones get the filter form in a drawer so the list starts above the fold
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const onSearch = (values: OrderFilterValues) => {
    setFiltersOpen(false);
    go({ ...Object.fromEntries(ORDER_FILTER_KEYS.map((k) => [k, undefined])), ...values, page: undefined });
  };
  const activeFilters = ORDER_FILTER_KEYS.filter((k) => k !== 'created_to' && (search[k] || (k === 'created_from' && search.created_to))).length;
  const title = t(`routes.${routeNameForPath(config.titleRoute ?? `/saas/order/${config.suffix}`)}`);
  const filters = <OrderListFilters key={JSON.stringify(params)} initial={search} onSearch={onSearch} stacked={phone} />;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="order-list-screen" data-suffix={config.suffix} minW="0">
      {phone ? (
        <HStack justify="space-between">
          <Heading size="md">{title}</Heading>
          <Button size="sm" variant="outline" onClick={() => setFiltersOpen(true)} data-testid="order-filters-open">
            <LuListFilter /> {t('orders.list.filters.more')}
            {activeFilters > 0 && (
              <Badge size="sm" colorPalette="brand" variant="solid">
                {activeFilters}
              </Badge>
            )}
          </Button>
          <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} alignment="right" width="min(360px, 90vw)" title={t('orders.list.filters.more')} data-testid="order-filter-drawer">
            {filters}
          </Drawer>
        </HStack>
      ) : (
        <>
          <Heading size="md">{title}</Heading>
          <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
            {filters}
          </Box>
        </>
      )}
      {top}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<WaybillRow>
          pageKey={path}
          columns={columns}
          tabs={tabs}
          url={ORDERS_LIST_URL}
          params={params}
          getRowId={rowId}
          rowStyles={rules}
          selectable
          onSelectionChange={setSelected}
          exportConfig={{ prefix: t('orders.list.exportPrefix'), sheetName: title }}
          copySummary={(rows) => waybillSummary(rows, lang)}
          view={view}
          onViewChange={(patch) => go({ ...patch, page: patch.page === 1 ? undefined : patch.page } as Partial<OrderListSearch>)}
          toolbar={
            actions.length > 0 ? (
              actions.map((a) => (
                <Button key={a} size="xs" colorPalette="brand" variant={a === actions[0] ? 'solid' : 'outline'} onClick={() => start(a)} data-testid={`batch-${a}`}>
                  {ORDER_ACTION_LABELS[a][lang]}
                </Button>
              ))
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {t('orders.list.noActions')}
              </Text>
            )
          }
        />
      </Box>
      {running && (
        <ActionDialog
          action={running.action}
          target={{ kind: 'batch', nos: running.nos }}
          onClose={() => setRunning(null)}
          onDone={(done) => {
            setRunning(null);
            if (done.kind === 'batch') setResult({ action: running.action, result: done.result });
          }}
        />
      )}
      {result && (
        <BatchResultDialog title={t('orders.batch.resultTitle', { action: ORDER_ACTION_LABELS[result.action][lang] })} result={result.result} onClose={() => setResult(null)} />
      )}
    </Stack>
  );
}
