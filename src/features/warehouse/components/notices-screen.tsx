/**
 * 到货预报 (/da/warehouse/notice/index): the merchant's own advance notices to its servicer's warehouses — status
 * tabs, paged through the shared data table with the view in the URL; a row opens the notice (?notice={id}); 新建预报
 * opens the form, as does 修改 while the warehouse has not confirmed it.
 */
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import { formatDateTime } from '@/domain/relative-time';
import { NOTICE_STATUSES, type NoticeDetail, type NoticeSummary } from '@/domain/warehouse/notices';
import { NOTICES_URL, useNoticeSentEffect } from '../api/notices';
import { cleanSearch } from '../utils/document-lists';
import { statusLabel, useLang, type Lang } from '../utils/labels';
import type { NoticeSearch } from '../utils/notice-search';
import { StatusBadge } from './document-facts';
import { NoticeDrawer } from './notice-drawer';
import { NoticeFormDialog } from './notice-form-dialog';

const PATH = '/da/warehouse/notice/index';
const rowId = (r: NoticeSummary) => String(r.id);
const NO_PARAMS = {};
const received = (r: NoticeSummary) => r.status === 'received' || r.status === 'put_away';

function noticeColumns(t: (k: string) => string, lang: Lang): DataTableColumn<NoticeSummary>[] {
  const c = (key: string, width: number, value: DataTableColumn<NoticeSummary>['value'], extra: Partial<DataTableColumn<NoticeSummary>> = {}): DataTableColumn<NoticeSummary> => ({
    key,
    title: t(`warehouseNotice.columns.${key}`),
    width,
    value,
    ...extra,
  });
  return [
    c('doc_no', 160, (r) => r.doc_no, {
      render: (r) => (
        <Text as="span" color="brand.fg" fontFamily="mono" data-testid="notice-doc-no">
          {r.doc_no}
        </Text>
      ),
    }),
    c('status', 90, (r) => statusLabel(r.status, lang), { render: (r) => <StatusBadge status={r.status} /> }),
    c('warehouse', 130, (r) => r.warehouse_name),
    c('expected_date', 110, (r) => r.expected_date),
    c('lines', 60, (r) => r.line_count, { align: 'end' }),
    c('total', 80, (r) => r.total_quantity, { align: 'end' }),
    c('received', 80, (r) => (received(r) ? r.received_quantity : ''), { align: 'end' }),
    c('damaged', 80, (r) => (received(r) ? r.damaged_quantity : ''), { align: 'end' }),
    c('memo', 160, (r) => r.memo),
    c('created_at', 140, (r) => formatDateTime(new Date(r.created_at))),
  ];
}

export function NoticesScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const search = useSearch({ strict: false }) as NoticeSearch;
  const navigate = useNavigate();
  // a notice queued on this device and sent later joins the list
  useNoticeSentEffect();
  const go = useCallback((patch: Partial<NoticeSearch>) => void navigate({ to: PATH, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never), [navigate]);
  const [form, setForm] = useState<{ notice?: NoticeDetail } | null>(null);
  const columns = useMemo(() => noticeColumns(t, lang), [t, lang]);
  const tabs = useMemo<DataTableTab<NoticeSummary>[]>(
    () => [{ key: 'all', label: t('warehouse.list.all') }, ...NOTICE_STATUSES.map((s) => ({ key: s, label: statusLabel(s, lang), params: { status: s } }))],
    [t, lang],
  );
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab };
  const title = t('routes.daWarehouseNoticeIndex');

  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const id = target.closest<HTMLElement>('.dt-row[data-row-id]')?.dataset.rowId;
    if (id && /^\d+$/.test(id)) go({ notice: Number(id) });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="notice-screen">
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        <Button size="sm" colorPalette="brand" ms="auto" onClick={() => setForm({})} data-testid="notice-create">
          <LuPlus /> {t('warehouseNotice.create')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('warehouseNotice.intro')}
      </Text>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<NoticeSummary>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={NOTICES_URL}
          params={NO_PARAMS}
          getRowId={rowId}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('warehouseNotice.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      <NoticeDrawer id={search.notice} onClose={() => go({ notice: undefined })} onEdit={(notice) => setForm({ notice })} />
      {form && <NoticeFormDialog notice={form.notice} onClose={() => setForm(null)} onSaved={(n) => go({ notice: n.id })} />}
    </Stack>
  );
}
