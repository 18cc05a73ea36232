/**
 * The table itself: sticky header with draggable (reorderable) and sortable headers, and a virtualised body
 * (@tanstack/react-virtual) with fixed row height: only visible rows plus a small overscan are in the DOM, rows
 * are memoised and recycled (see inSlotOrder), and only cells whose text does not fit are clipped (text-fit.ts).
 */
import { Box } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowTone } from '@/domain/row-styles';
import { textFitFor, type TextFits } from './text-fit';
import type { DataTableColumn } from './types';

export const ROW_HEIGHT = 34;
const CHECK_WIDTH = 40;
const OVERSCAN = 8;
/** horizontal padding of a body cell, each side */
const CELL_PADDING = 8;
const DRAG_TYPE = 'text/x-lading-column';

export interface GridRow<R> {
  id: string;
  original: R;
  selected: boolean;
  tone: RowTone | null;
}

export interface TableGridProps<R> {
  rows: readonly GridRow<R>[];
  columns: readonly DataTableColumn<R>[];
  selectable: boolean;
  allSelected: boolean | 'indeterminate';
  onToggleRow(id: string, on: boolean): void;
  onToggleAll(on: boolean): void;
  sort?: string;
  onSort?(sort: string): void;
  onReorder(from: string, to: string): void;
  loading: boolean;
  emptyText: string;
  /** CSS height of the scroll area */
  height: string;
}

const cellStyle = (c: { width: number; align?: string }): CSSProperties => ({
  width: c.width,
  minWidth: c.width,
  maxWidth: c.width,
  textAlign: c.align === 'end' ? 'right' : 'left',
});

function display(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? '✓' : '';
  return String(v);
}

interface RowViewProps<R> {
  row: GridRow<R>;
  index: number;
  columns: readonly DataTableColumn<R>[];
  selectable: boolean;
  onToggleRow(id: string, on: boolean): void;
  selectLabel: string;
  /** null: clip every cell */
  fitsText: TextFits | null;
}

function RowViewInner<R>({ row, index, columns, selectable, onToggleRow, selectLabel, fitsText }: RowViewProps<R>) {
  return (
    <div
      role="row"
      className="dt-row"
      data-tone={row.tone ?? undefined}
      data-odd={index % 2 === 1 ? '' : undefined}
      data-selected={row.selected ? '' : undefined}
      data-row-id={row.id}
      aria-rowindex={index + 2}
      style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      {selectable && (
        <div role="cell" className="dt-cell dt-check" style={{ width: CHECK_WIDTH, minWidth: CHECK_WIDTH }}>
          <input type="checkbox" aria-label={selectLabel} checked={row.selected} onChange={(e) => onToggleRow(row.id, e.currentTarget.checked)} />
        </div>
      )}
      {columns.map((c) => {
        const text = display(c.value(row.original));
        const fits = !c.render && fitsText !== null && fitsText(text, c.width - 2 * CELL_PADDING);
        return (
          <div role="cell" key={c.key} className={fits ? 'dt-cell' : 'dt-cell dt-clip'} data-col={c.key} style={cellStyle(c)} title={fits ? undefined : text}>
            {/* keyed by row: a recycled slot remounts custom cells, so their state never moves to another row */}
            {c.render ? <Fragment key={row.id}>{c.render(row.original)}</Fragment> : text}
          </div>
        );
      })}
    </div>
  );
}

const RowView = memo(RowViewInner) as typeof RowViewInner;

/** Static styles of the grid: rows and cells are plain divs styled from here (cheap to mount while scrolling). */
const GRID_CSS = {
  overscrollBehavior: 'contain',
  '& .dt-head': { position: 'sticky', top: 0, zIndex: 2, display: 'flex', bg: 'gray.100', borderBottomWidth: '1px', borderColor: 'border', fontWeight: '600', color: 'fg' },
  '& .dt-th': { display: 'flex', alignItems: 'center', gap: '1', height: `${ROW_HEIGHT}px`, px: '2', borderRightWidth: '1px', borderColor: 'border', userSelect: 'none', cursor: 'grab', whiteSpace: 'nowrap', overflow: 'hidden' },
  '& .dt-th[data-drop]': { boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-500)' },
  '& .dt-th button': { all: 'unset', cursor: 'pointer', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .dt-row': { position: 'absolute', top: 0, left: 0, display: 'flex', height: `${ROW_HEIGHT}px`, width: '100%', bg: 'bg', borderBottomWidth: '1px', borderColor: 'border.muted', contain: 'layout size style' },
  '& .dt-row[data-odd]': { bg: 'gray.50' },
  '& .dt-row[data-tone=danger]': { bg: 'red.50', color: 'red.700' },
  '& .dt-row[data-tone=warning]': { bg: 'orange.50', color: 'orange.700' },
  '& .dt-row[data-tone=purple]': { bg: 'purple.50', color: 'purple.700' },
  '& .dt-row[data-tone=success]': { bg: 'green.50', color: 'green.700' },
  '& .dt-row:hover': { bg: 'blue.50' },
  '& .dt-row[data-selected]': { bg: 'blue.100' },
  '& .dt-cell': { flexShrink: 0, px: `${CELL_PADDING}px`, lineHeight: `${ROW_HEIGHT - 1}px`, whiteSpace: 'nowrap' },
  '& .dt-clip': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .dt-check': { display: 'flex', alignItems: 'center', justifyContent: 'center', px: '0' },
  '& input[type=checkbox]': { width: '14px', height: '14px', cursor: 'pointer', accentColor: 'var(--chakra-colors-brand-500)' },
} as const;

interface VirtualBodyProps<R> {
  /** the scrolling box (state, not a ref: the body renders again once it exists) */
  scrollElement: HTMLDivElement | null;
  rows: readonly GridRow<R>[];
  columns: readonly DataTableColumn<R>[];
  width: number;
  selectable: boolean;
  onToggleRow(id: string, on: boolean): void;
  selectLabel: string;
}

/**
 * Row recycling. Rows are keyed by slot (index modulo the largest window seen) and rendered in slot order, so a
 * row scrolling out at one end is reused, in place, for the row coming in at the other: React updates its text
 * and attributes instead of unmounting and mounting elements, and no DOM node moves. Rows are positioned by
 * transform, so the DOM order does not show; `aria-rowindex` carries the real order (as in AG Grid's default
 * row order). At the top of the list the slot order is the row order.
 */
function inSlotOrder<T extends { index: number }>(items: readonly T[], slots: { current: number }, viewHeight: number): T[] {
  // the window mid-list (overscan on both sides), so leaving the top does not change the slot count
  const n = Math.max(items.length, Math.ceil(viewHeight / ROW_HEIGHT) + 2 * OVERSCAN + 1);
  if (n > slots.current) slots.current = n;
  const size = slots.current;
  return items.slice().sort((a, b) => (a.index % size) - (b.index % size));
}

/** The only part that re-renders while scrolling: the window of rows. */
function VirtualBody<R>({ scrollElement, rows, columns, width, selectable, onToggleRow, selectLabel }: VirtualBodyProps<R>) {
  const fitsText = useMemo(() => textFitFor(scrollElement), [scrollElement]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const slots = useRef(0);
  return (
    <div role="rowgroup" style={{ position: 'relative', height: virtualizer.getTotalSize(), width, minWidth: '100%' }}>
      {inSlotOrder(virtualizer.getVirtualItems(), slots, scrollElement?.clientHeight ?? 0).map((item) => (
        <RowView
          key={item.index % slots.current}
          row={rows[item.index]}
          index={item.index}
          columns={columns}
          selectable={selectable}
          onToggleRow={onToggleRow}
          selectLabel={selectLabel}
          fitsText={fitsText}
        />
      ))}
    </div>
  );
}

export function TableGrid<R>(p: TableGridProps<R>) {
  const { t } = useTranslation();
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const width = p.columns.reduce((n, c) => n + c.width, p.selectable ? CHECK_WIDTH : 0);
  const [sortKey, sortDir] = (p.sort ?? '').split(' ');

  const onDragStart = (e: DragEvent, key: string) => {
    e.dataTransfer.setData(DRAG_TYPE, key);
    e.dataTransfer.effectAllowed = 'move';
  };
  const onDrop = (e: DragEvent, key: string) => {
    e.preventDefault();
    setDropTarget(null);
    const from = e.dataTransfer.getData(DRAG_TYPE);
    if (from && from !== key) p.onReorder(from, key);
  };

  return (
    <Box
      ref={setScrollElement}
      data-testid="data-table"
      role="region"
      aria-busy={p.loading}
      overflow="auto"
      height={p.height}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg"
      fontSize="13px"
      position="relative"
      css={GRID_CSS}
    >
      <div role="table" aria-rowcount={p.rows.length + 1} style={{ width, minWidth: '100%' }}>
        <div role="rowgroup" className="dt-head" style={{ width, minWidth: '100%' }}>
          <div role="row" style={{ display: 'flex' }}>
            {p.selectable && (
              <div role="columnheader" className="dt-th dt-check" style={{ width: CHECK_WIDTH, minWidth: CHECK_WIDTH, cursor: 'default' }}>
                <input
                  type="checkbox"
                  aria-label={t('dataTable.selectPage')}
                  data-testid="select-page"
                  checked={p.allSelected === true}
                  ref={(el) => {
                    if (el) el.indeterminate = p.allSelected === 'indeterminate';
                  }}
                  onChange={(e) => p.onToggleAll(e.currentTarget.checked)}
                />
              </div>
            )}
            {p.columns.map((c) => {
              const sorted = sortKey === c.key ? sortDir : undefined;
              return (
                <div
                  key={c.key}
                  role="columnheader"
                  className="dt-th"
                  data-col={c.key}
                  data-drop={dropTarget === c.key ? '' : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  style={cellStyle(c)}
                  draggable
                  title={t('dataTable.dragHint')}
                  onDragStart={(e) => onDragStart(e, c.key)}
                  onDragOver={(e) => {
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'move';
                    if (dropTarget !== c.key) setDropTarget(c.key);
                  }}
                  onDragLeave={() => setDropTarget((k) => (k === c.key ? null : k))}
                  onDrop={(e) => onDrop(e, c.key)}
                >
                  {c.sortable && p.onSort ? (
                    <button type="button" aria-label={t('dataTable.sortBy', { column: c.title })} onClick={() => p.onSort?.(`${c.key} ${sorted === 'desc' ? 'asc' : 'desc'}`)}>
                      {c.title} {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                    </button>
                  ) : (
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{c.title}</span>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <VirtualBody
          scrollElement={scrollElement}
          rows={p.rows}
          columns={p.columns}
          width={width}
          selectable={p.selectable}
          onToggleRow={p.onToggleRow}
          selectLabel={t('dataTable.selectRow')}
        />
      </div>
      {p.rows.length === 0 && (
        <Box position="sticky" left="0" py="12" textAlign="center" color="fg.muted" data-testid="table-empty" width="100%">
          {p.loading ? t('dataTable.loading') : p.emptyText}
        </Box>
      )}
    </Box>
  );
}
