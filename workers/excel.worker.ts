/**
 * The Excel export worker (Comlink): rows arrive in chunks from the main thread and stream through the xlsx
 * writer; the deflated output is folded into Blobs as it grows so the worker heap holds little of it.
 */
import * as Comlink from 'comlink';
import type { CellValue } from './xlsx/cells';
import { XLSX_MIME, XlsxStreamWriter, type XlsxColumn, type XlsxWriterOptions } from './xlsx/writer';

const FOLD_BYTES = 4 * 1024 * 1024;

let writer: XlsxStreamWriter | null = null;
let parts: BlobPart[] = [];
let pending: Uint8Array<ArrayBuffer>[] = [];
let pendingBytes = 0;

function fold(): void {
  if (pending.length) parts = [new Blob([...parts, ...pending])];
  pending = [];
  pendingBytes = 0;
}

const api = {
  begin(columns: XlsxColumn[], options: XlsxWriterOptions = {}): void {
    parts = [];
    pending = [];
    pendingBytes = 0;
    writer = new XlsxStreamWriter(
      columns,
      (chunk) => {
        pending.push(chunk as Uint8Array<ArrayBuffer>);
        pendingBytes += chunk.length;
        if (pendingBytes > FOLD_BYTES) fold();
      },
      // the platform's zlib (CompressionStream) deflates several times faster than JavaScript can
      { ...options, nativeDeflate: true },
    );
  },
  /** returns the rows written so far */
  async addRows(rows: CellValue[][]): Promise<number> {
    if (!writer) throw new Error('export not started');
    writer.addRows(rows);
    // the main thread sends the next chunk only when this resolves: memory stays bounded
    await writer.drained();
    return writer.rowCount;
  },
  /** rows sent flat (see XlsxStreamWriter.addFlatRows); returns the rows written so far */
  async addFlatRows(values: CellValue[], width: number): Promise<number> {
    if (!writer) throw new Error('export not started');
    writer.addFlatRows(values, width);
    await writer.drained();
    return writer.rowCount;
  },
  async finish(): Promise<Blob> {
    if (!writer) throw new Error('export not started');
    writer.finish();
    await writer.done;
    fold();
    writer = null;
    const blob = new Blob(parts, { type: XLSX_MIME });
    parts = [];
    return blob;
  },
};

export type ExcelWorkerApi = typeof api;

Comlink.expose(api);
