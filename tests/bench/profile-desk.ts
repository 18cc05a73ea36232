/**
 * Where a desk request's time goes: each request of the load bench's desk mix through inject on the seeded
 * embedded database, alone, with its time and the SQL it runs (PROFILE_SQL=1 prints the statements).
 * `npx tsx tests/bench/profile-desk.ts`.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const statements: string[] = [];
const original = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
  statements.push(String(args[0]).replace(/\s+/g, ' ').slice(0, 240));
  return original.apply(this, args) as never;
} as PGlite['query'];

const database = await createSeededDatabase();
const t = await createTestApp({}, database);
const s = await t.login('servicer');
const list = (await t.app.inject({ url: '/api/order/waybills/list?page=1&per_page=50', headers: s.headers })).json().data;
console.log(`orders in the demo seed: ${list.total}`);
const id = list.list[7].id;
const no = list.list[9].order_no;
const urls = [
  '/api/order/waybills/list?page=1&per_page=20',
  '/api/order/waybills/list?page=3&per_page=50',
  '/api/order/waybills/list?page=1&per_page=20&status=TO_ASSIGN,TO_APPOINT,TO_SIGN',
  '/api/order/waybills/list?page=1&per_page=20&created_from=2026-10-01&created_to=2026-12-31&end_tel=13',
  '/api/order/waybills/list?page=1&per_page=50&urgent_first=1&status=TO_ASSIGN',
  `/api/order/orders/${id}`,
  `/api/order/orders/${no}`,
  '/api/user/users/getUserByToken',
  '/api/user/group/getMenuPermissionByToken?app_code=BANG',
];
const N = Number(process.env.PROFILE_N ?? 100);
for (const url of urls) {
  for (let i = 0; i < 5; i++) await t.app.inject({ url, headers: s.headers });
  statements.length = 0;
  const res = await t.app.inject({ url, headers: s.headers });
  const sqls = [...statements];
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const a = performance.now();
    await t.app.inject({ url, headers: s.headers });
    times.push(performance.now() - a);
  }
  times.sort((a, b) => a - b);
  console.log(`${url.padEnd(100)} ${res.statusCode} p50 ${times[N >> 1].toFixed(2)} ms  p95 ${times[Math.floor(N * 0.95)].toFixed(2)} ms  ${sqls.length} queries  ${res.rawPayload.length} B`);
  if (process.env.PROFILE_SQL) for (const q of sqls) console.log(`    ${q}`);
}
await t.close();
await database.close();
