/** The bench page: DataTable with 100 000 client rows; window.bench drives scrolling and the exports. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { system } from '@/app/theme';
import { DataTable } from '@/components/ui/data-table/data-table';
import { buildWorkbook } from '@/components/ui/data-table/excel-export';
import * as tableStrings from '@/components/ui/data-table/i18n';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { initI18n, i18n } from '@/lib/i18n';
import { BENCH_COLUMNS, benchRows, type BenchRow } from './bench-rows';

initI18n({ en: tableStrings.en, zh: tableStrings.zh });
const rows = benchRows();
const rules = ROW_STYLE_RULES as readonly RowStyleRule<BenchRow>[];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))];
}

interface ScrollFigures {
  p50: number;
  p95: number;
  max: number;
  frames: number;
  rowsInDom: number;
  /** per scroll event: the virtualizer's handler, React's render and commit, and a forced layout */
  workP50: number;
  workP95: number;
  workMax: number;
}

async function scroll(frames = 600, step = 170): Promise<ScrollFigures> {
  const el = document.querySelector<HTMLElement>('[data-testid="data-table"]')!;
  el.scrollTop = 0;
  await new Promise((r) => setTimeout(r, 300));
  const deltas: number[] = [];
  const work: number[] = [];
  let started = 0;
  // capture on window runs before the virtualizer's listener; this bubble listener, added later, runs after it
  const before = () => (started = performance.now());
  const after = () => {
    void el.lastElementChild?.getBoundingClientRect();
    void (el.querySelector('.dt-row:last-child') as HTMLElement | null)?.offsetTop;
    work.push(performance.now() - started);
  };
  window.addEventListener('scroll', before, true);
  el.addEventListener('scroll', after);
  let rowsInDom = 0;
  await new Promise<void>((resolve) => {
    let last = 0;
    let n = 0;
    const tick = (t: number) => {
      if (last) deltas.push(t - last);
      last = t;
      if (step) el.scrollTop += step;
      rowsInDom = Math.max(rowsInDom, el.querySelectorAll('.dt-row').length);
      if (++n >= frames) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  window.removeEventListener('scroll', before, true);
  el.removeEventListener('scroll', after);
  deltas.sort((a, b) => a - b);
  work.sort((a, b) => a - b);
  return {
    p50: percentile(deltas, 0.5),
    p95: percentile(deltas, 0.95),
    max: deltas[deltas.length - 1],
    frames: deltas.length,
    rowsInDom,
    workP50: work.length ? percentile(work, 0.5) : 0,
    workP95: work.length ? percentile(work, 0.95) : 0,
    workMax: work.length ? work[work.length - 1] : 0,
  };
}

const exportColumns = BENCH_COLUMNS.map((c) => ({ title: c.title, width: Math.round(c.width / 7), value: c.value }));

async function exportWorker(): Promise<{ ms: number; bytes: number; rows: number }> {
  const t0 = performance.now();
  const blob = await buildWorkbook<BenchRow>({
    columns: exportColumns,
    source: async function* () {
      yield { rows, total: rows.length };
    },
    signal: new AbortController().signal,
  });
  return { ms: performance.now() - t0, bytes: blob.size, rows: rows.length };
}

async function exportExcelJs(): Promise<{ ms: number; bytes: number }> {
  const ExcelJS = (await import('exceljs')).default;
  const t0 = performance.now();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.columns = exportColumns.map((c) => ({ header: c.title, width: c.width }));
  for (const r of rows) ws.addRow(exportColumns.map((c) => c.value(r)));
  const buf = await wb.xlsx.writeBuffer();
  return { ms: performance.now() - t0, bytes: buf.byteLength };
}

declare global {
  interface Window {
    bench: { scroll: typeof scroll; exportWorker: typeof exportWorker; exportExcelJs: typeof exportExcelJs; ready: boolean };
  }
}
window.bench = { scroll, exportWorker, exportExcelJs, ready: false };

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <ChakraProvider value={system}>
      <QueryClientProvider client={new QueryClient()}>
        <div style={{ padding: 16 }}>
          <DataTable<BenchRow>
            pageKey="/bench/table"
            columns={BENCH_COLUMNS}
            rows={rows}
            getRowId={(r) => String(r.id)}
            rowStyles={rules}
            selectable
            exportConfig={{ prefix: 'bench' }}
            height="600px"
          />
        </div>
      </QueryClientProvider>
    </ChakraProvider>
  </I18nextProvider>,
);
requestAnimationFrame(() => {
  window.bench.ready = true;
});
