/**
 * 仓储日志: every stock move of the ledger, filtered by warehouse, product, carton, document number and kind, and a
 * date range of at most 31 days (the shared date shortcuts); exported to Excel through the data table's worker.
 */
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableView } from '@/components/ui/data-table/types';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { FilterSelect } from '@/components/ui/filter-select';
import type { DateRange, RangeProblem } from '@/domain/date-shortcuts';
import type { MoveRow } from '@/domain/warehouse/api';
import { MOVES_URL } from '../api/stock-lists';
import { cleanSearch, WAREHOUSE_LOG_INDEX } from '../utils/document-lists';
import { DOC_KINDS_FILTER, moveParams, type MoveSearch } from '../utils/inventory-search';
import { kindLabel, useLang } from '../utils/labels';
import { moveColumns } from './move-columns';
import { PagedCards, usePhone } from './phone-cards';
import { MoveCard } from './stock-cards';
import { ProductPicker } from './party-pickers';
import { WarehouseSelect } from './place-selects';

const MAX_DAYS = 31;
const rowId = (r: MoveRow) => String(r.id);

export function WarehouseLogScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const search = useSearch({ strict: false }) as MoveSearch;
  const navigate = useNavigate();
  const go = useCallback(
    (patch: Partial<MoveSearch>) => void navigate({ to: WAREHOUSE_LOG_INDEX, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate],
  );
  const [draft, setDraft] = useState({ warehouse_id: search.warehouse_id ? String(search.warehouse_id) : '', product_id: search.product_id ? String(search.product_id) : '', product_label: '', package_no: search.package_no ?? '', doc_no: search.doc_no ?? '', doc_kind: search.doc_kind ?? '' });
  const [range, setRange] = useState<DateRange | null>(search.from_date && search.to_date ? [search.from_date, search.to_date] : null);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const columns = useMemo(() => moveColumns(t, lang), [t, lang]);
  const params = useMemo(() => moveParams(search), [search]);
  const title = t('routes.saasReportWarehouseLogIndex');
  const view: TableView = { page: search.page, per_page: search.per_page };
  const phone = usePhone();
  const onViewChange = (patch: TableView) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    go({
      warehouse_id: Number(draft.warehouse_id) || undefined,
      product_id: Number(draft.product_id) || undefined,
      package_no: draft.package_no.trim() || undefined,
      doc_no: draft.doc_no.trim() || undefined,
      doc_kind: (draft.doc_kind || undefined) as MoveSearch['doc_kind'],
      from_date: range?.[0] || undefined,
      to_date: range?.[1] || undefined,
      page: undefined,
    });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="wh-log-screen">
      <Heading size="md">{title}</Heading>
      <form onSubmit={submit} role="search">
        <HStack gap="2" flexWrap="wrap" align="start">
          <Box w={{ base: 'full', sm: '170px' }}>
            <WarehouseSelect value={draft.warehouse_id} onChange={(v) => setDraft((d) => ({ ...d, warehouse_id: v }))} emptyLabel={t('warehouse.list.allWarehouses')} />
          </Box>
          <Box w={{ base: 'full', sm: '220px' }}>
            <ProductPicker value={draft.product_id} label={draft.product_label} onChange={(v, label) => setDraft((d) => ({ ...d, product_id: v, product_label: label }))} placeholder={t('warehouse.filters.product')} data-testid="wh-log-product" />
          </Box>
          <Input size="sm" w={{ base: 'full', sm: '160px' }} fontFamily="mono" maxLength={40} value={draft.package_no} placeholder={t('warehouse.filters.packageNo')} onChange={({ currentTarget: { value } }) => setDraft((d) => ({ ...d, package_no: value }))} />
          <Input size="sm" w={{ base: 'full', sm: '150px' }} maxLength={40} value={draft.doc_no} placeholder={t('warehouse.list.docNo')} onChange={({ currentTarget: { value } }) => setDraft((d) => ({ ...d, doc_no: value }))} data-testid="wh-log-doc-no" />
          <FilterSelect
            value={draft.doc_kind}
            onChange={(value) => setDraft((d) => ({ ...d, doc_kind: value as typeof d.doc_kind }))}
            options={DOC_KINDS_FILTER.map((k) => ({ value: k, label: kindLabel(k, lang) }))}
            label={t('warehouse.move.doc_kind')}
            allLabel={t('warehouse.filters.allKinds')}
            w={{ base: 'full', sm: '130px' }}
          />
          <Stack gap="0">
            <DateRangePicker
              value={range}
              maxDays={MAX_DAYS}
              onChange={(next, p) => {
                setRange(next);
                setProblem(p);
              }}
              data-testid="wh-log-range"
            />
            {problem && (
              <Text fontSize="xs" color="fg.error">
                {t(`ui.dateRange.problems.${problem}`, { days: MAX_DAYS })}
              </Text>
            )}
          </Stack>
          <Button type="submit" size="sm" colorPalette="brand" disabled={!!problem} data-testid="wh-log-apply">
            <LuSearch /> {t('warehouse.list.search')}
          </Button>
        </HStack>
      </form>
      {phone ? (
        <PagedCards<MoveRow> url={MOVES_URL} params={params} view={view} onViewChange={onViewChange} getRowId={rowId} renderCard={(r) => <MoveCard row={r} />} emptyText={t('warehouse.log.empty')} />
      ) : (
        <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
          <DataTable<MoveRow>
            pageKey={WAREHOUSE_LOG_INDEX}
            columns={columns}
            url={MOVES_URL}
            params={params}
            getRowId={rowId}
            exportConfig={{ prefix: title, sheetName: title }}
            emptyText={t('warehouse.log.empty')}
            view={view}
            onViewChange={onViewChange}
          />
        </Box>
      )}
    </Stack>
  );
}
