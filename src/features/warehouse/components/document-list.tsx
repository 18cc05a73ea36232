/**
 * A warehouse document list of one kind: status tabs (the kind's lifecycle), warehouse and document-number
 * filters, paged through the shared data table with everything in the URL; a row opens the document drawer
 * (?doc={id}); 新建 opens the create screen or the kind's create dialog.
 */
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHardDriveDownload, LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import { SearchBox } from '@/components/ui/search-box';
import { formatDateTime } from '@/domain/relative-time';
import type { DocumentSummary } from '@/domain/warehouse/api';
import { SHIFT_STATUSES } from '@/domain/warehouse/shift';
import { DOCUMENTS_URL } from '../api/documents-list';
import { useDeviceDocuments, type DeviceDocument } from '../api/shift-download';
import { useOnline } from '@/lib/use-online';
import { documentListParams, STATUSES_OF, type DocumentListConfig, type DocumentListSearch } from '../utils/document-lists';
import { statusLabel, useLang } from '../utils/labels';
import { CreateDocumentDialog } from './create-document-dialog';
import { documentColumns } from './document-columns';
import { DocumentDrawer } from './document-drawer';
import { WarehouseSelect } from './place-selects';
import { ShiftDownloadBar } from './shift-download-bar';

export interface DocumentListProps {
  config: DocumentListConfig;
  search: DocumentListSearch;
  /** merges a patch into the URL search (undefined removes a key) */
  go(patch: Partial<DocumentListSearch>): void;
  title: string;
}

const rowId = (r: DocumentSummary) => String(r.id);

export function DocumentList({ config, search, go, title }: DocumentListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const online = useOnline();
  const shiftKind = !!SHIFT_STATUSES[config.kind];
  const device = useDeviceDocuments(shiftKind);
  const onDevice = useMemo(() => new Map((device.data ?? []).map((d) => [d.doc.id, d.fetchedAt])), [device.data]);
  const columns = useMemo(() => {
    const [docNo, ...rest] = documentColumns(config.kind, t, lang);
    return shiftKind ? [docNo, deviceColumn(onDevice, t), ...rest] : [docNo, ...rest];
  }, [config.kind, t, lang, onDevice, shiftKind]);
  // with no network the list is the documents kept on this device, filtered as the server would
  const offlineRows = useMemo(() => (online || !shiftKind ? undefined : deviceRows(device.data ?? [], config.kind, search)), [online, shiftKind, device.data, config.kind, search]);
  const tabs = useMemo<DataTableTab<DocumentSummary>[]>(
    () => [
      { key: 'all', label: t('warehouse.list.all') },
      ...STATUSES_OF[config.kind].map((s) => ({ key: s, label: statusLabel(s, lang), params: { status: s } })),
    ],
    [config.kind, t, lang],
  );
  const params = useMemo(() => documentListParams(config.kind, search), [config.kind, search]);
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab };

  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const id = target.closest<HTMLElement>('.dt-row[data-row-id]')?.dataset.rowId;
    if (id && /^\d+$/.test(id)) go({ doc: Number(id) });
  };

  const create = () => ('route' in config.create ? void navigate({ to: config.create.route } as never) : setCreating(true));

  return (
    <>
      <HStack gap="2" flexWrap="wrap" data-testid="wh-list-filters">
        <Box w={{ base: 'full', sm: '200px' }}>
          <WarehouseSelect value={search.warehouse_id ? String(search.warehouse_id) : ''} onChange={(v) => go({ warehouse_id: v ? Number(v) : undefined, page: undefined })} emptyLabel={t('warehouse.list.allWarehouses')} />
        </Box>
        <SearchBox key={search.doc_no ?? ''} initial={search.doc_no ?? ''} onSearch={(no) => go({ doc_no: no || undefined, page: undefined })} label={t('warehouse.list.docNo')} buttonLabel={t('warehouse.list.search')} maxLength={40} w={{ base: '160px', md: '200px' }} testId="wh-filter-doc-no" buttonTestId="wh-filter-search" />
        <Button size="sm" colorPalette="brand" ms="auto" onClick={create} data-testid="wh-create">
          <LuPlus /> {t(`warehouse.list.create.${config.kind}`)}
        </Button>
      </HStack>
      {shiftKind && <ShiftDownloadBar warehouseId={search.warehouse_id} online={online} offlineCount={offlineRows?.length ?? 0} />}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<DocumentSummary>
          pageKey={`${config.path}#${config.kind}`}
          columns={columns}
          tabs={tabs}
          url={DOCUMENTS_URL}
          params={params}
          rows={offlineRows}
          getRowId={rowId}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('warehouse.list.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      <DocumentDrawer docId={search.doc} onClose={() => go({ doc: undefined })} />
      {creating && 'dialog' in config.create && (
        <CreateDocumentDialog kind={config.create.dialog} defaultWarehouse={search.warehouse_id} onClose={() => setCreating(false)} onCreated={(id) => go({ doc: id })} />
      )}
    </>
  );
}

/** when the row's document was stored on this device (downloaded or opened), or nothing */
function deviceColumn(onDevice: ReadonlyMap<number, number>, t: (k: string, o?: Record<string, unknown>) => string): DataTableColumn<DocumentSummary> {
  const at = (r: DocumentSummary) => onDevice.get(r.id);
  return {
    key: 'on_device',
    title: t('warehouse.shift.onDevice'),
    width: 130,
    value: (r) => {
      const when = at(r);
      return when ? formatDateTime(new Date(when)) : '';
    },
    render: (r) => {
      const when = at(r);
      if (!when) return null;
      const text = formatDateTime(new Date(when));
      return (
        <HStack as="span" gap="1" color="green.fg" title={t('warehouse.shift.onDeviceAt', { when: text })} data-testid="wh-on-device">
          <LuHardDriveDownload aria-label={t('warehouse.shift.onDevice')} />
          <Text as="span" fontSize="xs">
            {text.slice(5)}
          </Text>
        </HStack>
      );
    },
  };
}

/** the device's copies of a list's kind, warehouse, number and tab (status), newest first */
function deviceRows(docs: readonly DeviceDocument[], kind: DocumentListConfig['kind'], search: DocumentListSearch): DocumentSummary[] {
  const no = search.doc_no?.toLowerCase();
  return docs
    .map((d) => d.doc)
    .filter((d) => d.kind === kind && (!search.warehouse_id || d.warehouse_id === search.warehouse_id) && (!no || d.doc_no.toLowerCase().includes(no)) && (!search.tab || search.tab === 'all' || d.status === search.tab));
}
