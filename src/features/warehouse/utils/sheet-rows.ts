/**
 * A spreadsheet's first sheet as import rows for a warehouse document: the header row names the columns (Chinese or
 * English, IMPORT_LINE_COLUMNS), blank rows are skipped, row numbers are the sheet's (header = 1) so the server's
 * messages point at the right line. A sheet without a product-code column says so.
 */
import { IMPORT_LINE_COLUMNS, type ImportLinesBody } from '@/domain/warehouse/api-import-lines';

type Cell = string | number | boolean | Date | null;
type Row = ImportLinesBody['rows'][number];

const text = (v: Cell | undefined) => (v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v).trim());

export function sheetRows(rows: Cell[][]): { rows: Row[] } | { missing: string } {
  const header = (rows[0] ?? []).map((h) => text(h).toLowerCase());
  const col = (names: readonly string[]) => header.findIndex((h) => names.some((n) => n.toLowerCase() === h));
  const at = {
    product_code: col(IMPORT_LINE_COLUMNS.product_code),
    package_no: col(IMPORT_LINE_COLUMNS.package_no),
    quantity: col(IMPORT_LINE_COLUMNS.quantity),
    location_code: col(IMPORT_LINE_COLUMNS.location_code),
  };
  if (at.product_code < 0) return { missing: IMPORT_LINE_COLUMNS.product_code[0] };
  if (at.quantity < 0) return { missing: IMPORT_LINE_COLUMNS.quantity[0] };
  const out: Row[] = [];
  rows.slice(1).forEach((r, i) => {
    const get = (c: number) => (c < 0 ? '' : text(r[c]));
    if (r.every((v) => text(v) === '')) return;
    const qty = at.quantity < 0 ? '' : r[at.quantity];
    out.push({
      row: i + 2,
      product_code: get(at.product_code).slice(0, 64),
      package_no: get(at.package_no).slice(0, 40),
      quantity: typeof qty === 'number' ? qty : text(qty).slice(0, 20),
      location_code: get(at.location_code).slice(0, 64),
    });
  });
  return { rows: out };
}
