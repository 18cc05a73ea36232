/** `npm run bench`: prints the performance figures README's performance section records. */
import { cpus, totalmem } from 'node:os';
import { measureApi } from './api';
import { measureBundle } from './bundle';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(2)} ms`;

console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);

try {
  const b = measureBundle();
  console.log('\nBundle (dist/, gzip -9)');
  console.log(`  first load (entry + preloads)  ${kb(b.entryGzip)}`);
  console.log(`  all JS   ${b.js.files} files  ${kb(b.js.raw)} raw  ${kb(b.js.gzip)} gzip  (largest ${b.js.largestName} ${kb(b.js.largestGzip)})`);
  console.log(`  all CSS  ${b.css.files} files  ${kb(b.css.raw)} raw  ${kb(b.css.gzip)} gzip`);
} catch (e) {
  console.log(`\nBundle: ${(e as Error).message}`);
}

const api = await measureApi(Number(process.env.BENCH_ITERATIONS ?? 200));
console.log(`\nEmbedded PostgreSQL: migrate + seed demo data ${ms(api.seedMs)}`);
console.log('API latency through inject (in-process, no network)');
for (const r of api.rows) console.log(`  ${r.name.padEnd(34)} n=${String(r.n).padStart(3)}  p50 ${ms(r.p50).padStart(10)}  p95 ${ms(r.p95).padStart(10)}`);
