/**
 * The one data table of every list screen (spec §2.5): server pages (url) or a client data set (rows), tabs with
 * their own url and columns, selection, row tones from a rule list, page sizes remembered per page, hidden
 * columns and header order persisted under a hash of the page, copy of the selection and Excel export in a worker.
 * Page, page size, sort and tab are a controlled `view` so screens keep them in the URL.
 */
import { Box, Tabs } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowTone, type RowStyleRule } from '@/domain/row-styles';
import { loadTablePrefs, moveColumn, orderColumns, saveTablePrefs } from '@/lib/table-prefs';
import { toast } from '@/lib/toaster';
import { ColumnsDialog } from './columns-dialog';
import { ExportProgress } from './export-progress';
import { fetchAllPages, fetchPage } from './fetch-page';
import { Pager } from './pager';
import { TableGrid, type GridRow } from './table-grid';
import { TableToolbar } from './table-toolbar';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, PAGE_SIZES, type DataTableColumn, type DataTableExport, type DataTableTab, type TableView } from './types';
import { useTableExport } from './use-table-export';

const features = tableFeatures({ rowSelectionFeature, columnVisibilityFeature, columnOrderingFeature });

export interface DataTableProps<R extends RowData> {
  /** the page path: preferences are stored under its hash */
  pageKey: string;
  columns: DataTableColumn<R>[];
  getRowId(row: R): string;
  /** server mode: list endpoint taking page/per_page plus params */
  url?: string;
  /** filters sent with every request (server mode) */
  params?: Record<string, unknown>;
  /** client mode: the whole data set (virtualised, no pages) */
  rows?: readonly R[];
  tabs?: DataTableTab<R>[];
  rowStyles?: readonly RowStyleRule<R>[];
  selectable?: boolean;
  exportConfig?: DataTableExport;
  /** clipboard text for the selected rows; shows the copy button */
  copySummary?(rows: R[]): string;
  view?: TableView;
  onViewChange?(patch: TableView): void;
  pagerVariant?: 'full' | 'small';
  /** CSS height of the scrolling body */
  height?: string;
  emptyText?: string;
  /** screen buttons in the toolbar */
  toolbar?: ReactNode;
  /** the selected rows, whenever the selection changes (batch actions of list screens) */
  onSelectionChange?(rows: R[]): void;
  /** controlled selection (row ids): set from outside, e.g. a map that selects the same rows */
  selectedIds?: readonly string[];
}

export function DataTable<R extends RowData>(props: DataTableProps<R>) {
  const { t } = useTranslation();
  const { pageKey, tabs, url, getRowId, rowStyles, selectable = false, exportConfig } = props;
  const [localView, setLocalView] = useState<TableView>({});
  const view = props.view ?? localView;
  const setView = useCallback(
    (patch: TableView) => (props.onViewChange ? props.onViewChange(patch) : setLocalView((v) => ({ ...v, ...patch }))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [props.onViewChange],
  );

  const [prefs, setPrefs] = useState(() => loadTablePrefs(pageKey));
  const tab = tabs?.find((x) => x.key === view.tab) ?? tabs?.[0];
  const allColumns = tab?.columns ?? props.columns;
  const listUrl = tab?.url ?? url;
  const serverMode = !!listUrl && !props.rows;
  const pageSize = view.per_page && (PAGE_SIZES as readonly number[]).includes(view.per_page) ? view.per_page : (prefs.pageSize ?? DEFAULT_PAGE_SIZE);
  const page = view.page ?? 1;
  const params = useMemo(() => ({ ...props.params, ...tab?.params, ...(view.sort ? { sort: view.sort } : {}) }), [props.params, tab?.params, view.sort]);

  const pageFetcher = tab?.fetchPage ?? fetchPage<R>;
  const query = useQuery({
    // a tab with its own fetcher reads other rows from the same url and params
    queryKey: ['data-table', listUrl, params, page, pageSize, ...(tab?.fetchPage ? [tab.key] : [])],
    queryFn: ({ signal }) => pageFetcher(listUrl!, { ...params, page, per_page: pageSize }, signal),
    enabled: serverMode,
    placeholderData: keepPreviousData,
  });
  const data = useMemo(() => (serverMode ? (query.data?.list ?? []) : (props.rows ?? [])), [serverMode, query.data, props.rows]);
  const total = serverMode ? (query.data?.total ?? 0) : data.length;

  // ---- TanStack Table: selection, visibility and order state
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const { selectedIds } = props;
  useEffect(() => {
    if (!selectedIds) return;
    setRowSelection((s) => {
      const same = selectedIds.length === Object.keys(s).length && selectedIds.every((id) => s[id]);
      return same ? s : Object.fromEntries(selectedIds.map((id) => [id, true]));
    });
  }, [selectedIds]);
  const columnDefs = useMemo<ColumnDef<typeof features, R>[]>(
    () => allColumns.map((c) => ({ id: c.key, header: c.title, accessorFn: (row: R) => c.value(row) })),
    [allColumns],
  );
  const keys = useMemo(() => allColumns.map((c) => c.key), [allColumns]);
  const columnVisibility = useMemo(() => Object.fromEntries((prefs.hidden ?? []).map((k) => [k, false])), [prefs.hidden]);
  const columnOrder = useMemo(() => orderColumns(keys, prefs.order), [keys, prefs.order]);
  const table = useTable({
    features,
    columns: columnDefs,
    data: data as R[],
    getRowId: (row) => getRowId(row),
    enableRowSelection: selectable,
    state: { rowSelection, columnVisibility, columnOrder },
    onRowSelectionChange: setRowSelection,
  });
  const byKey = useMemo(() => new Map(allColumns.map((c) => [c.key, c])), [allColumns]);
  const visibleColumns = table
    .getVisibleLeafColumns()
    .map((c) => byKey.get(c.id))
    .filter((c): c is DataTableColumn<R> => !!c);
  const visibleKey = visibleColumns.map((c) => c.key).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableColumns = useMemo(() => visibleColumns, [visibleKey, byKey]);

  const tones = useMemo(() => (rowStyles ? data.map((r) => rowTone(r, rowStyles)) : null), [data, rowStyles]);
  const gridRows = useMemo<GridRow<R>[]>(
    () => data.map((r, i) => {
      const id = getRowId(r);
      return { id, original: r, selected: !!rowSelection[id], tone: tones?.[i] ?? null };
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, rowSelection, tones],
  );
  const selectedRows = useMemo(() => gridRows.filter((r) => r.selected).map((r) => r.original), [gridRows]);
  const { onSelectionChange } = props;
  useEffect(() => onSelectionChange?.(selectedRows), [selectedRows, onSelectionChange]);
  const allSelected = selectedRows.length === 0 ? false : selectedRows.length === gridRows.length ? true : 'indeterminate';

  const onToggleRow = useCallback((id: string, on: boolean) => setRowSelection((s) => {
    const next = { ...s };
    if (on) next[id] = true;
    else delete next[id];
    return next;
  }), []);
  const onToggleAll = useCallback((on: boolean) => table.toggleAllRowsSelected(on), [table]);

  const savePrefs = (patch: Parameters<typeof saveTablePrefs>[1]) => setPrefs(saveTablePrefs(pageKey, patch));
  const onReorder = useCallback(
    (from: string, to: string) => setPrefs(saveTablePrefs(pageKey, { order: moveColumn(orderColumns(keys, loadTablePrefs(pageKey).order), from, to) })),
    [pageKey, keys],
  );
  const [columnsOpen, setColumnsOpen] = useState(false);

  const exporter = useTableExport();
  const onExport = (which: 'all' | 'selected') => {
    if (!exportConfig) return;
    const columns = visibleColumns.map((c) => ({ title: c.title, width: Math.round(c.width / 7), value: c.value }));
    const chosen = which === 'selected' ? selectedRows : null;
    const source = chosen
      ? async function* () {
          yield { rows: chosen, total: chosen.length };
        }
      : serverMode
        ? (signal: AbortSignal) => fetchAllPages<R>(listUrl!, params, EXPORT_PAGE_SIZE, signal, pageFetcher)
        : async function* () {
            yield { rows: data, total: data.length };
          };
    void exporter.start({ columns, source, sheetName: exportConfig.sheetName }, exportConfig.prefix);
  };

  const onCopy = async () => {
    if (!props.copySummary) return;
    if (selectedRows.length === 0) {
      toast.warning(t('dataTable.selectFirst'));
      return;
    }
    try {
      await navigator.clipboard.writeText(props.copySummary(selectedRows));
      toast.success(t('dataTable.copied', { count: selectedRows.length }));
    } catch {
      toast.error(t('dataTable.copyFailed'));
    }
  };

  const changeView = (patch: TableView) => {
    setRowSelection({});
    setView(patch);
  };

  return (
    <Box data-testid="data-table-root">
      {tabs && tabs.length > 0 && (
        <Tabs.Root value={tab?.key} onValueChange={(d) => changeView({ tab: d.value, page: 1 })} size="sm" variant="line">
          <Tabs.List overflowX="auto" overflowY="hidden">
            {tabs.map((x) => (
              <Tabs.Trigger key={x.key} value={x.key} data-testid={`table-tab-${x.key}`} whiteSpace="nowrap" flexShrink="0">
                {x.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      )}
      <TableToolbar
        selectedCount={selectedRows.length}
        canExport={!!exportConfig}
        canCopy={!!props.copySummary}
        exporting={exporter.running}
        loading={serverMode && query.isFetching}
        onRefresh={serverMode ? () => void query.refetch() : undefined}
        onExport={onExport}
        onColumns={() => setColumnsOpen(true)}
        onCopy={() => void onCopy()}
      >
        {props.toolbar}
      </TableToolbar>
      {exporter.running && <ExportProgress progress={exporter.progress} onCancel={exporter.cancel} />}
      <TableGrid
        rows={gridRows}
        columns={stableColumns}
        selectable={selectable}
        allSelected={allSelected}
        onToggleRow={onToggleRow}
        onToggleAll={onToggleAll}
        sort={view.sort}
        onSort={serverMode ? (sort) => changeView({ sort, page: 1 }) : undefined}
        onReorder={onReorder}
        loading={serverMode && query.isPending}
        emptyText={query.isError ? t('dataTable.loadFailed') : (props.emptyText ?? t('dataTable.empty'))}
        height={props.height ?? 'clamp(260px, calc(100vh - 330px), 2000px)'}
      />
      {serverMode && (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          small={props.pagerVariant === 'small'}
          onPage={(p) => changeView({ page: p })}
          onPageSize={(size) => {
            savePrefs({ pageSize: size });
            changeView({ per_page: size, page: 1 });
          }}
        />
      )}
      <ColumnsDialog
        open={columnsOpen}
        columns={orderColumns(keys, prefs.order).map((k) => ({ key: k, title: byKey.get(k)?.title ?? k }))}
        hidden={prefs.hidden ?? []}
        onClose={() => setColumnsOpen(false)}
        onConfirm={(hidden) => {
          savePrefs({ hidden });
          setColumnsOpen(false);
        }}
      />
    </Box>
  );
}
