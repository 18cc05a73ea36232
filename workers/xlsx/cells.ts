/** Cell values and A1 references shared by the xlsx writer and reader (pure TS: browser, worker, server). */
export type CellValue = string | number | boolean | Date | null | undefined;

/** Excel's serial day 0 is 1899-12-30 (with the 1900 leap-year bug folded in); dates are written as UTC wall time. */
const EPOCH_OFFSET_DAYS = 25569;
const DAY_MS = 86_400_000;

export function dateToSerial(d: Date): number {
  return d.getTime() / DAY_MS + EPOCH_OFFSET_DAYS;
}

export function serialToDate(serial: number): Date {
  return new Date(Math.round((serial - EPOCH_OFFSET_DAYS) * DAY_MS));
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** 'AB12' → { col: 27, row: 11 } (zero-based), null when malformed. */
export function parseCellRef(ref: string): { col: number; row: number } | null {
  const m = /^([A-Z]{1,3})([1-9][0-9]{0,6})$/.exec(ref);
  if (!m) return null;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { col: col - 1, row: Number(m[2]) - 1 };
}
