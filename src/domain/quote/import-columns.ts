/**
 * The Excel columns of a version's rows (issue 20), defined once: the screens export and build the import template
 * from them, the worker reads a sheet into cells keyed by them, and the server turns the cells back into rows
 * (`cellsToRow`) before validating them with model.rowsSchema. A column's key is the row field it fills (zone and
 * condition fields flattened: `district_code`, `keywords`). Money is typed in yuan (元, at most 2 decimals) and
 * stored in fen; quantities are integers in base units (pieces, grams, cm³, metres); lists are separated by
 * commas, 、 or ；.
 */
import { CARD_KIND_INFO, type CardKind, type RateRow, type RowShape, type ZoneType } from './model';

export type ImportColumnType = 'text' | 'code' | 'int' | 'optionalInt' | 'yuan' | 'list';

export interface ImportColumn {
  /** the row field it fills, flattened */
  key: string;
  zh: string;
  en: string;
  type: ImportColumnType;
  /** where the value sits in the row: 'zone', 'condition' or the row itself */
  at: 'zone' | 'condition' | 'row';
  /** the row shapes and zone types that have this column (absent: all) */
  shapes?: readonly RowShape[];
  zones?: readonly ZoneType[];
}

const PRICED: readonly RowShape[] = ['basic', 'extra'];

/** Every column, in sheet order. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'province_code', zh: '省编码', en: 'Province code', type: 'code', at: 'zone', zones: ['area'] },
  { key: 'city_code', zh: '市编码', en: 'City code', type: 'code', at: 'zone', zones: ['area'] },
  { key: 'district_code', zh: '区县编码', en: 'District code', type: 'code', at: 'zone', zones: ['area'] },
  { key: 'from_code', zh: '始发地编码', en: 'Origin code', type: 'code', at: 'zone', zones: ['route'] },
  { key: 'to_code', zh: '目的地编码', en: 'Destination code', type: 'code', at: 'zone', zones: ['route'] },
  { key: 'line_id', zh: '线路ID', en: 'Line id', type: 'optionalInt', at: 'zone', zones: ['route'] },
  { key: 'station_id', zh: '站点ID', en: 'Station id', type: 'int', at: 'zone', zones: ['station'] },
  { key: 'code', zh: '费用项', en: 'Fee', type: 'text', at: 'row' },
  { key: 'category', zh: '商品品类', en: 'Product category', type: 'text', at: 'row', shapes: ['basic'] },
  { key: 'basis', zh: '计费方式', en: 'Basis', type: 'text', at: 'row', shapes: PRICED },
  { key: 'tier_min', zh: '区间下限', en: 'Tier from', type: 'int', at: 'row', shapes: PRICED },
  { key: 'tier_max', zh: '区间上限', en: 'Tier to', type: 'optionalInt', at: 'row', shapes: PRICED },
  { key: 'mode', zh: '计价模式', en: 'Price mode', type: 'text', at: 'row', shapes: PRICED },
  { key: 'unit_cents', zh: '单价(元)', en: 'Unit price (yuan)', type: 'yuan', at: 'row', shapes: PRICED },
  { key: 'first_units', zh: '首重/首件', en: 'First units', type: 'int', at: 'row', shapes: PRICED },
  { key: 'first_cents', zh: '首重价(元)', en: 'First price (yuan)', type: 'yuan', at: 'row', shapes: PRICED },
  { key: 'step_units', zh: '续重单位', en: 'Step units', type: 'int', at: 'row', shapes: PRICED },
  { key: 'additional_cents', zh: '续重价(元)', en: 'Additional price (yuan)', type: 'yuan', at: 'row', shapes: PRICED },
  { key: 'flat_cents', zh: '固定价(元)', en: 'Flat price (yuan)', type: 'yuan', at: 'row', shapes: PRICED },
  { key: 'keywords', zh: '超区关键词', en: 'Keywords', type: 'list', at: 'condition', shapes: ['extra'] },
  { key: 'over_m', zh: '超区距离(米)', en: 'Over distance (m)', type: 'int', at: 'condition', shapes: ['extra'] },
  { key: 'covered_m', zh: '覆盖半径(米)', en: 'Covered radius (m)', type: 'optionalInt', at: 'condition', shapes: ['extra'] },
  { key: 'free_floors', zh: '免费楼层', en: 'Free floors', type: 'int', at: 'condition', shapes: ['extra'] },
  { key: 'dates', zh: '节假日', en: 'Holiday dates', type: 'list', at: 'condition', shapes: ['extra'] },
  { key: 'min_piece_g', zh: '单件重量下限(克)', en: 'Piece weight from (g)', type: 'int', at: 'condition', shapes: ['extra'] },
  { key: 'of', zh: '计费基数', en: 'Percentage of', type: 'list', at: 'row', shapes: ['ratio'] },
  { key: 'percent_bp', zh: '比例(基点)', en: 'Percent (bp)', type: 'int', at: 'row', shapes: ['ratio'] },
  { key: 'min_cents', zh: '最低收费(元)', en: 'Minimum (yuan)', type: 'yuan', at: 'row' },
  { key: 'max_cents', zh: '封顶(元)', en: 'Cap (yuan)', type: 'yuan', at: 'row', shapes: ['ratio'] },
];

/** The columns of a card kind's rows, in sheet order. */
export function importColumns(kind: CardKind): ImportColumn[] {
  const info = CARD_KIND_INFO[kind];
  return IMPORT_COLUMNS.filter((c) => (!c.shapes || c.shapes.includes(info.rows)) && (!c.zones || c.zones.includes(info.zone)));
}

export type Cell = string | number | null;
export type Cells = Record<string, Cell>;

const LIST_SEPARATORS = /[,，、;；\n]+/;
const cellText = (v: Cell | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/** '12.5' 元 → 1250 fen; null when it is not an amount with at most 2 decimals. */
export function yuanCellToCents(v: Cell | undefined): number | null {
  const t = cellText(v);
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250 fen → '12.50' */
export const centsToYuanCell = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export interface CellError {
  field: string;
  /** a QUOTE_MESSAGES key */
  msg: 'qtCents' | 'qtQuantityInt';
}

/**
 * A sheet row's cells as a row of `kind` (not yet validated: model.rowsSchema decides), or the cells that are not
 * numbers of the right kind. Blank cells are left out, so the row's defaults apply.
 */
export function cellsToRow(kind: CardKind, cells: Cells): { row: Record<string, unknown>; errors: CellError[] } {
  const info = CARD_KIND_INFO[kind];
  const zone: Record<string, unknown> = { zone: info.zone };
  const condition: Record<string, unknown> = {};
  const row: Record<string, unknown> = { shape: info.rows, zone };
  const errors: CellError[] = [];
  for (const col of importColumns(kind)) {
    const text = cellText(cells[col.key]);
    const target = col.at === 'zone' ? zone : col.at === 'condition' ? condition : row;
    if (text === '') {
      if (col.type === 'code') target[col.key] = '';
      continue;
    }
    switch (col.type) {
      case 'yuan': {
        const cents = yuanCellToCents(text);
        if (cents === null) errors.push({ field: col.key, msg: 'qtCents' });
        else target[col.key] = cents;
        break;
      }
      case 'int':
      case 'optionalInt':
        if (!/^\d{1,16}$/.test(text)) errors.push({ field: col.key, msg: 'qtQuantityInt' });
        else target[col.key] = Number(text);
        break;
      case 'list':
        target[col.key] = text
          .split(LIST_SEPARATORS)
          .map((s) => s.trim())
          .filter(Boolean);
        break;
      case 'code':
      case 'text':
        target[col.key] = text;
        break;
    }
  }
  if (Object.keys(condition).length > 0) row.condition = condition;
  return { row, errors };
}

/** A row as the sheet's cells (export and the import template's example), keyed like `importColumns`. */
export function rowToCells(kind: CardKind, row: RateRow): Cells {
  const flat: Record<string, unknown> = { ...row, ...row.zone, ...('condition' in row ? row.condition : {}) };
  const cells: Cells = {};
  for (const col of importColumns(kind)) {
    const v = flat[col.key];
    if (v === null || v === undefined) cells[col.key] = null;
    else if (col.type === 'yuan') cells[col.key] = centsToYuanCell(Number(v));
    else if (col.type === 'list') cells[col.key] = (v as unknown[]).join(',');
    else cells[col.key] = typeof v === 'number' ? v : String(v);
  }
  return cells;
}

/** The column key a validation issue of a row points at (its path inside the row), '' for the whole row. */
export function columnOfPath(path: readonly PropertyKey[]): string {
  const keys = path.filter((p): p is string => typeof p === 'string');
  const known = new Set(IMPORT_COLUMNS.map((c) => c.key));
  for (let i = keys.length - 1; i >= 0; i--) if (known.has(keys[i])) return keys[i];
  return '';
}

/** A column's header in the language given. */
export function columnLabel(key: string, lang: 'zh' | 'en'): string {
  const col = IMPORT_COLUMNS.find((c) => c.key === key);
  return col ? col[lang] : key;
}
