/**
 * The Excel import worker (Comlink): parses an uploaded .xlsx with the hardened reader off the main thread,
 * and writes small workbooks (the import template) with the same writer the export uses.
 */
import * as Comlink from 'comlink';
import type { CellValue } from './xlsx/cells';
import { readXlsx, type ReadValue } from './xlsx/reader';
import { writeXlsx, type XlsxColumn } from './xlsx/writer';

const api = {
  /** the first sheet's rows (rows[0] the header); throws XlsxFormatError's message on a bad file */
  read(bytes: ArrayBuffer): { name: string; rows: ReadValue[][] } {
    const sheet = readXlsx(new Uint8Array(bytes));
    return { name: sheet.name, rows: sheet.rows };
  },
  write(columns: XlsxColumn[], rows: CellValue[][], sheetName?: string): Uint8Array {
    const bytes = writeXlsx(columns, rows, { sheetName });
    return Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]);
  },
};

export type ExcelReadWorkerApi = typeof api;

Comlink.expose(api);
