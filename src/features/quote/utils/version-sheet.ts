/**
 * A version's rows as an Excel sheet and back, through the columns defined once in src/domain/quote/import-columns.ts:
 * the header is the columns' titles (Chinese or English both read back), each data row keeps its sheet row number
 * so the server's row errors point at the line the user sees.
 */
import { importColumns, rowToCells, type Cell } from '@/domain/quote/import-columns';
import type { CardKind, RateRow } from '@/domain/quote/model';

type Lang = 'zh' | 'en';
type SheetValue = string | number | boolean | Date | null | undefined;

export function sheetColumns(kind: CardKind, lang: Lang): { title: string; width: number }[] {
  return importColumns(kind).map((c) => ({ title: c[lang], width: Math.max(10, c[lang].length * (lang === 'zh' ? 2 : 1) + 2) }));
}

export function rowsToSheet(kind: CardKind, rows: readonly RateRow[]): Cell[][] {
  const keys = importColumns(kind).map((c) => c.key);
  return rows.map((r) => {
    const cells = rowToCells(kind, r);
    return keys.map((k) => cells[k] ?? null);
  });
}

const cellOf = (v: SheetValue): Cell => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'boolean' ? String(v) : v);

/** the sheet's rows (rows[0] the header) → cells by column key with their sheet row numbers; blank rows skipped */
export function sheetToCells(kind: CardKind, sheet: readonly (readonly SheetValue[])[]): { rows: { row: number; cells: Record<string, Cell> }[] } | { missing: string } {
  const columns = importColumns(kind);
  const header = (sheet[0] ?? []).map((h) => String(h ?? '').trim());
  const at = new Map<string, number>();
  header.forEach((h, i) => {
    const col = columns.find((c) => c.zh === h || c.en === h || c.key === h);
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  // the zone and the fee must be there; every other column may be left out (its default applies)
  const required = columns.filter((c) => c.at === 'zone' || c.key === 'code').filter((c) => c.key !== 'line_id' && c.key !== 'city_code' && c.key !== 'district_code' && c.key !== 'from_code');
  const missing = required.find((c) => !at.has(c.key));
  if (missing) return { missing: `${missing.zh} / ${missing.en}` };
  const rows: { row: number; cells: Record<string, Cell> }[] = [];
  sheet.slice(1).forEach((line, i) => {
    const cells: Record<string, Cell> = {};
    let blank = true;
    for (const [key, index] of at) {
      const v = cellOf(line[index]);
      cells[key] = v;
      if (v !== null && String(v).trim() !== '') blank = false;
    }
    if (!blank) rows.push({ row: i + 2, cells });
  });
  return { rows };
}
