/**
 * /saas/order/mapAssign/index (and its /bang, /da, /da-shop aliases): orders waiting for assignment on a map and
 * in a list side by side, one selection shared by both, a provider/driver picker and a batch assign with a
 * per-order result. The map is a lazy chunk: without it (offline) the list, selection and assign still work.
 */
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw, LuSend, LuX } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { WaybillRow } from '@/domain/columns/waybill-columns';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useAssignOrders, type AssignResult } from '../api/assign-orders';
import { useAssignableOrders } from '../api/get-assignable-orders';
import { limitationColour } from '../utils/limitation-colours';
import { applySelection, pruneSelection, type SelectMode } from '../utils/selection';
import { AssigneePicker } from './assignee-picker';
import { BatchResultDialog } from '@/components/ui/batch-result-dialog';
import { MapPanel } from './map-panel';

const PAGE_KEY = '/saas/order/mapAssign/index';
const rowId = (r: WaybillRow) => String(r.id);

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
  const orders = useAssignableOrders();
  const rows = useMemo(() => orders.data?.list ?? [], [orders.data]);
  const total = orders.data?.total ?? 0;
  const columns = useColumns();

  const [picked, setPicked] = useState<string[]>([]);
  const available = useMemo(() => new Set(rows.map(rowId)), [rows]);
  // assigned orders leave the list on refresh and so leave the selection
  const selected = useMemo(() => pruneSelection(picked, available), [picked, available]);
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
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="map-assign-screen" minW="0" h="calc(100dvh - 110px)" minH="560px">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="md">{t('orderMap.title')}</Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="map-assign-total">
          {t('orderMap.total', { shown: rows.length })}
          {total > rows.length ? ` · ${t('orderMap.more', { shown: rows.length, total })}` : ''}
          {placedCount !== null && placedCount < rows.length ? ` · ${t('orderMap.unplaced', { count: rows.length - placedCount })}` : ''}
        </Text>
        <Box flex="1" />
        <Button size="sm" variant="outline" onClick={() => void orders.refetch()} loading={orders.isFetching} data-testid="map-assign-refresh">
          <LuRefreshCw /> {t('orderMap.refresh')}
        </Button>
      </Flex>
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
          <AssigneePicker value={assignee} onChange={setAssignee} />
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
      <Flex gap="3" flex="1" minH="0" direction={{ base: 'column', lg: 'row' }}>
        <Box flex={{ base: 'none', lg: '1 1 50%' }} h={{ base: '360px', lg: 'auto' }} minW="0">
          <MapPanel rows={rows} selectedIds={selected} onSelect={onMapSelect} onPlaced={setPlacedCount} />
        </Box>
        <Box flex={{ base: 'none', lg: '1 1 50%' }} minW="0" bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" data-testid="map-assign-list" data-count={orders.data ? rows.length : undefined}>
          <DataTable<WaybillRow>
            pageKey={PAGE_KEY}
            columns={columns}
            rows={rows}
            getRowId={rowId}
            selectable
            selectedIds={selected}
            onSelectionChange={onTableSelect}
            height="calc(100dvh - 330px)"
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
