/**
 * Main-thread side of the Excel export: the worker is created lazily on the first export (so the writer is
 * its own chunk), rows go to it in chunks, and cancel aborts fetching and terminates the worker.
 */
import * as Comlink from 'comlink';
import type { ExcelWorkerApi } from '../../../../workers/excel.worker';
import type { CellValue } from '../../../../workers/xlsx/cells';
import { downloadTimestamp } from '@/lib/api-download';

export interface ExportColumn<R> {
  title: string;
  width?: number;
  value(row: R): CellValue;
}

export interface ExportProgress {
  done: number;
  total: number;
}

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

const CHUNK = 5000;

export interface ExcelExportJob<R> {
  columns: readonly ExportColumn<R>[];
  sheetName?: string;
  /** yields rows page by page (fetching as needed); total may grow as pages arrive */
  source: (signal: AbortSignal) => AsyncIterable<{ rows: readonly R[]; total: number }>;
  onProgress?: (p: ExportProgress) => void;
  signal: AbortSignal;
}

let worker: Worker | null = null;
let remote: Comlink.Remote<ExcelWorkerApi> | null = null;

function excelWorker(): Comlink.Remote<ExcelWorkerApi> {
  if (!remote) {
    worker = new Worker(new URL('../../../../workers/excel.worker.ts', import.meta.url), { type: 'module', name: 'excel' });
    remote = Comlink.wrap<ExcelWorkerApi>(worker);
  }
  return remote;
}

/** Ends the worker (cancel): the next export starts a fresh one. */
export function terminateExcelWorker(): void {
  if (remote) remote[Comlink.releaseProxy]();
  worker?.terminate();
  worker = null;
  remote = null;
}

/** Streams the job's rows through the worker and returns the finished workbook. */
export async function buildWorkbook<R>(job: ExcelExportJob<R>): Promise<Blob> {
  const { columns, signal } = job;
  const api = excelWorker();
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new ExportCancelled());
    signal.addEventListener('abort', () => reject(new ExportCancelled()), { once: true });
  });
  aborted.catch(() => undefined);
  const guard = <T>(p: Promise<T>) => Promise.race([p, aborted]);

  await guard(api.begin(columns.map((c) => ({ title: c.title, width: c.width })), { sheetName: job.sheetName }));
  let done = 0;
  let total = 0;
  // one chunk in flight while the next is prepared: the worker and the main thread overlap
  let inflight: Promise<number> | null = null;
  const settle = async () => {
    if (!inflight) return;
    done = await guard(inflight);
    inflight = null;
    job.onProgress?.({ done, total: Math.max(total, done) });
  };
  for await (const page of job.source(signal)) {
    if (signal.aborted) throw new ExportCancelled();
    total = page.total;
    for (let at = 0; at < page.rows.length; at += CHUNK) {
      // one flat array per chunk: far cheaper to clone into the worker than an array per row
      const end = Math.min(page.rows.length, at + CHUNK);
      const width = columns.length;
      const flat: CellValue[] = new Array((end - at) * width);
      for (let r = at, k = 0; r < end; r++) {
        const row = page.rows[r];
        for (let c = 0; c < width; c++) flat[k++] = columns[c].value(row);
      }
      await settle();
      inflight = api.addFlatRows(flat, width);
    }
  }
  await settle();
  return guard(api.finish());
}

/** Saves a Blob as prefix + timestamp + .xlsx. */
export function saveWorkbook(blob: Blob, prefix: string): string {
  const filename = `${prefix}${downloadTimestamp()}.xlsx`;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return filename;
}
