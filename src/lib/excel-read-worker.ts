/** Main-thread side of the Excel read worker (imports of orders and warehouse lines): created on first use (its reader/writer code is its own chunk). */
import * as Comlink from 'comlink';
import type { ExcelReadWorkerApi } from '../../workers/excel-read.worker';

let remote: Comlink.Remote<ExcelReadWorkerApi> | null = null;

export function excelReadWorker(): Comlink.Remote<ExcelReadWorkerApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../workers/excel-read.worker.ts', import.meta.url), { type: 'module', name: 'excel-read' });
    remote = Comlink.wrap<ExcelReadWorkerApi>(worker);
  }
  return remote;
}

export function saveBytes(bytes: Uint8Array, filename: string, type: string): void {
  const href = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
