/**
 * /saas/order/mapAssign/index (and its /bang, /da, /da-shop aliases): orders waiting for assignment on a map and
 * in a list side by side, one selection shared by both, a provider/driver picker and a batch assign with a
 * per-order result. The map is a lazy chunk: without it (offline) the list, selection and assign still work.
 *
 * Filters (area, consignor, time limit, created dates, order nos, phone) live in the URL search. The server
 * sends the most urgent first (C_DANGER, then the longest waiting), 500 at a time: when more match, the
 * summary says so and 下一批 shows the next 500. The selection only ever holds orders the screen shows: going to
 * another 500 (or narrowing the filters) drops the selected orders that are no longer listed.
 */
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuRefreshCw, LuSend, LuX } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useAssignOrders, type AssignResult } from '../api/assign-orders';
import { useAreaCounts } from '../api/get-area-counts';
import { useAssignableOrders } from '../api/get-assignable-orders';
import { MAP_ORDERS_LIMIT, mapFiltersOf, searchForFilters, shownMessage, shownRange, validateMapSearch, type MapSearch } from '../utils/map-search';
import { limitationColour } from '../utils/limitation-colours';
import { applySelection, pruneSelection, type SelectMode } from '../utils/selection';
import { BatchResultDialog } from '@/components/ui/batch-result-dialog';
import { AssigneePicker } from '@/features/resources/components/assignee-picker';
import { AreaCountsPanel } from './area-counts-panel';
import { MapFilters } from './map-filters';
import { MapPanel } from './map-panel';

const PAGE_KEY = '/saas/order/mapAssign/index';
const rowId = (r: WaybillRow) => String(r.id);
/** the map and list row: the rest of the window below the filters, never so small the map is unusable (the page scrolls) */
const MAP_ROW_HEIGHT = 'max(420px, calc(100dvh - 320px))';
const TABLE_HEIGHT = 'max(370px, calc(100dvh - 370px))';

const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `map-assign-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

function useColumns(): DataTableColumn<WaybillRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'order_no', title: t('orderMap.columns.orderNo'), width: 150, value: (r) => r.order_no },
      {
        key: 'limitation',
        title: t('orderMap.columns.limitation'),
        width: 80,
        value: (r) => r.limitation_status_code,
        render: (r) => (
          <HStack gap="1.5">
            <Box w="9px" h="9px" borderRadius="full" flexShrink={0} style={{ background: limitationColour(r.limitation_status_code) }} />
            <Text as="span">{t(`orderMap.legend.${r.limitation_status_code in { A_NORMAL: 1, B_WARNING: 1, C_DANGER: 1 } ? r.limitation_status_code : 'other'}`)}</Text>
          </HStack>
        ),
      },
      { key: 'end_contact', title: t('orderMap.columns.contact'), width: 90, value: (r) => r.end_contact },
      { key: 'area', title: t('orderMap.columns.area'), width: 170, value: (r) => `${r.end_province}${r.end_city}${r.end_district}` },
      { key: 'end_address', title: t('orderMap.columns.address'), width: 180, value: (r) => r.end_address },
      { key: 'consignor', title: t('orderMap.columns.consignor'), width: 110, value: (r) => r.consignor_name },
      { key: 'package', title: t('orderMap.columns.package'), width: 60, value: (r) => r.package, align: 'end' },
    ],
    [t],
  );
}

export function MapAssignScreen() {
  const { t } = useTranslation();
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => validateMapSearch(rawSearch), [rawSearch]);
  const navigate = useNavigate();
  const path = useLocation({ select: (l) => l.pathname });
  const go = useCallback((next: MapSearch) => void navigate({ to: path, search: next } as never), [navigate, path]);
  const filters = useMemo(() => mapFiltersOf(search), [search]);
  const filterKey = JSON.stringify(filters);
  const page = search.page ?? 1;

  const orders = useAssignableOrders(search);
  const counts = useAreaCounts(search);
  const rows = useMemo(() => orders.data?.list ?? [], [orders.data]);
  const total = orders.data?.total ?? 0;
  const range = shownRange(total, page, rows.length);
  const shown = shownMessage(range);
  const columns = useColumns();

  const [picked, setPicked] = useState<string[]>([]);
  const available = useMemo(() => new Set(rows.map(rowId)), [rows]);
  // assigned orders leave the list on refresh, and another 500 or other filters replace it: the selection
  // keeps only what is still listed (and does not come back when the orders do)
  const selected = useMemo(() => pruneSelection(picked, available), [picked, available]);
  useEffect(() => {
    if (orders.isPlaceholderData) return;
    setPicked((cur) => {
      const next = pruneSelection(cur, available);
      return next.length === cur.length ? cur : next;
    });
  }, [available, orders.isPlaceholderData]);
  const onMapSelect = useCallback((ids: string[], mode: SelectMode) => setPicked((cur) => applySelection(pruneSelection(cur, available), ids, mode)), [available]);
  const onTableSelect = useCallback((rs: WaybillRow[]) => setPicked(rs.map(rowId)), []);
  const [placedCount, setPlacedCount] = useState<number | null>(null);

  const [assignee, setAssignee] = useState('');
  const [result, setResult] = useState<AssignResult | null>(null);
  const assign = useAssignOrders();

  const onAssign = () => {
    if (selected.length === 0) return void toast.warning(t('orderMap.selectFirst'));
    if (!assignee) return void toast.warning(t('orderMap.chooseAssignee'));
    const chosen = new Set(selected);
    const nos = rows.filter((r) => chosen.has(rowId(r))).map((r) => r.order_no);
    assign.mutate(
      { nos, deliveryResourceId: Number(assignee), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (res) => setResult(res),
        onError: (e) => toast.error(t('orderMap.assignFailed', { msg: e instanceof ApiError ? e.msg : e.message })),
      },
    );
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="map-assign-screen" minW="0">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="md">{t('orderMap.title')}</Heading>
        <Text fontSize="sm" color={range.more ? 'orange.fg' : 'fg.muted'} fontWeight={range.more ? 'medium' : undefined} data-testid="map-assign-total" data-total={orders.data ? total : undefined} data-more={range.more ? '' : undefined}>
          {orders.data ? t(shown.key, shown.values) : ''}
          {placedCount !== null && placedCount < rows.length ? ` · ${t('orderMap.unplaced', { count: rows.length - placedCount })}` : ''}
        </Text>
        {range.more && (
          <HStack gap="1" title={t('orderMap.pageHint')}>
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => go({ ...search, page: page > 2 ? page - 1 : undefined })} data-testid="map-assign-prev">
              <LuChevronLeft /> {t('orderMap.prevPage', { limit: MAP_ORDERS_LIMIT })}
            </Button>
            <Button size="xs" variant="outline" disabled={page >= range.pages} onClick={() => go({ ...search, page: page + 1 })} data-testid="map-assign-next">
              {t('orderMap.nextPage', { limit: MAP_ORDERS_LIMIT })} <LuChevronRight />
            </Button>
          </HStack>
        )}
        <Box flex="1" />
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            void orders.refetch();
            void counts.refetch();
          }}
          loading={orders.isFetching}
          data-testid="map-assign-refresh"
        >
          <LuRefreshCw /> {t('orderMap.refresh')}
        </Button>
      </Flex>
      <Box bg="bg" borderWidth="1px" borderRadius="md" px="3" py="2">
        <MapFilters key={filterKey} initial={filters} onSearch={(next) => go(searchForFilters(next))} />
      </Box>
      <Flex gap="2" align="center" wrap="wrap" bg="bg" borderWidth="1px" borderRadius="md" px="3" py="2">
        <Badge colorPalette={selected.length ? 'blue' : 'gray'} variant="subtle" data-testid="map-assign-selected" data-count={selected.length}>
          {t('orderMap.selected', { count: selected.length })}
        </Badge>
        {selected.length > 0 && (
          <Button size="xs" variant="ghost" onClick={() => setPicked([])} data-testid="map-assign-clear">
            <LuX /> {t('orderMap.clear')}
          </Button>
        )}
        <Box flex="1" />
        <Text fontSize="sm">{t('orderMap.assignee')}</Text>
        <Box w={{ base: '100%', sm: '260px' }}>
          <AssigneePicker value={assignee} onChange={setAssignee} data-testid="map-assignee" />
        </Box>
        <Button size="sm" colorPalette="brand" onClick={onAssign} loading={assign.isPending} data-testid="map-assign-submit">
          <LuSend /> {t('orderMap.assign')}
        </Button>
      </Flex>
      {orders.isError && (
        <Text color="red.600" fontSize="sm" data-testid="map-assign-error">
          {t('orderMap.listFailed')}
        </Text>
      )}
      <Flex gap="3" h={{ base: 'auto', lg: MAP_ROW_HEIGHT }} direction={{ base: 'column', lg: 'row' }}>
        <Flex flex={{ base: 'none', lg: '1 1 55%' }} h={{ base: '360px', lg: 'auto' }} minW="0" gap="2">
          <Box w={{ base: '130px', xl: '160px' }} flexShrink={0} minH="0">
            <AreaCountsPanel
              list={counts.data?.list}
              loading={counts.isLoading}
              failed={counts.isError}
              activeCode={search.end_area_code}
              onPick={(code) => go({ ...filters, end_area_code: code })}
            />
          </Box>
          <Box flex="1" minW="0">
            <MapPanel rows={rows} selectedIds={selected} onSelect={onMapSelect} onPlaced={setPlacedCount} fitKey={orders.isPlaceholderData ? undefined : `${filterKey}|${page}`} />
          </Box>
        </Flex>
        <Box flex={{ base: 'none', lg: '1 1 45%' }} minW="0" bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" data-testid="map-assign-list" data-count={orders.data ? rows.length : undefined}>
          <DataTable<WaybillRow>
            pageKey={PAGE_KEY}
            columns={columns}
            rows={rows}
            getRowId={rowId}
            selectable
            selectedIds={selected}
            onSelectionChange={onTableSelect}
            height={TABLE_HEIGHT}
            emptyText={orders.isLoading ? undefined : t('orderMap.empty')}
          />
        </Box>
      </Flex>
      {result && (
        <BatchResultDialog
          title={t('orderMap.result.title')}
          okLabel={t('orderMap.result.ok')}
          result={result}
          onClose={() => setResult(null)}
          testIds={{ content: 'map-assign-result', summary: 'map-assign-summary', row: 'map-assign-result-row', close: 'map-assign-result-close' }}
        />
      )}
    </Stack>
  );
}
