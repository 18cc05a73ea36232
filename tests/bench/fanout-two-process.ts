/**
 * Fan-out through two server processes over PostgreSQL (issue 8): 1 000 sockets of one delivery account, half on
 * process A and half on process B; a servicer's assignment sent to B creates the notification, and the time from
 * sending that request to each socket's arrival is measured (so it includes the request's own work: the order
 * action, the notification rows and the adapter's NOTIFY round trip for A's half). Needs a real PostgreSQL:
 * `bash scripts/with-postgres.sh npx tsx tests/bench/fanout-two-process.ts` (skipped without TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { postgresHandle } from '../../server/src/db/client';
import { orders, users } from '../../server/src/db/schema';
import { PG_TEMPLATE_DB } from '../../server/src/test-helpers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function startServer(env: Record<string, string>, port: number, children: ChildProcess[]): Promise<string> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/server.ts'], { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
    try {
      if ((await fetch(`${base}/api/map/help/system_info`)).status < 500) return base;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

async function login(base: string, username: string, password: string, appCode: string) {
  const res = await fetch(`${base}/api/login/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password, app_code: appCode }) });
  const body = (await res.json()) as { data: { token: string; user: { id: number } } };
  return { token: body.data.token, id: body.data.user.id };
}

export async function runTwoProcessFanoutBench(sockets = 1000, rounds = 10): Promise<string[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return ['skipped: needs a real PostgreSQL (bash scripts/with-postgres.sh npx tsx tests/bench/fanout-two-process.ts)'];
  const dbName = `lading_fanout_${process.pid}`;
  const admin = postgresHandle(adminUrl);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${dbName} TEMPLATE ${PG_TEMPLATE_DB}`));
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const database = postgresHandle(url.toString());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lading-fanout-'));
  const children: ChildProcess[] = [];
  const clients: Socket[] = [];
  try {
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, JWT_SECRET: 'fanout-bench-secret', LOG_LEVEL: 'warn', DIST_DIR: path.join(dataDir, 'none') };
    const [a, b] = await Promise.all([freePort(), freePort()]);
    const [baseA, baseB] = await Promise.all([startServer(env, a, children), startServer(env, b, children)]);
    const delivery = await login(baseA, 'delivery', 'delivery123', 'PAI');
    const servicer = await login(baseB, 'servicer', 'servicer123', 'BANG');
    const [deliveryRow] = await database.db.select().from(users).where(eq(users.username, 'delivery'));
    const [consignorRow] = await database.db.select().from(users).where(eq(users.username, 'consignor'));

    for (let i = 0; i < sockets; i += 100) {
      const batch = Array.from({ length: Math.min(100, sockets - i) }, (_, j) =>
        connect((i + j) % 2 ? baseB : baseA, { path: '/socket.io', auth: { token: delivery.token, user_id: delivery.id }, transports: ['websocket'], forceNew: true, reconnection: false }),
      );
      clients.push(...batch);
      await Promise.all(batch.map((s) => new Promise<void>((resolve, reject) => (s.once('connect', () => resolve()), s.once('connect_error', reject)))));
    }
    await new Promise((r) => setTimeout(r, 500));

    const delays: number[] = [];
    for (let r = 0; r < rounds; r++) {
      const [order] = await database.db
        .insert(orders)
        .values({
          companyId: deliveryRow.servicerId!,
          orderNo: `26${String(Date.now()).slice(-10)}${r}`,
          appCode: 'BANG',
          status: 'TO_ASSIGN',
          consignorResourceId: consignorRow.resourceId!,
          createVariant: 'pre-order',
          endContact: '张三',
          endTel: '13800001111',
          endAddress: '人民路1号',
        })
        .returning();
      let sentAt = 0;
      const arrived = clients.map((s) => new Promise<void>((resolve) => s.once('notify', () => (delays.push(performance.now() - sentAt), resolve()))));
      sentAt = performance.now();
      const res = await fetch(`${baseB}/api/order/orders/${order.orderNo}/actions/assign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': servicer.token },
        body: JSON.stringify({ delivery_resource_id: deliveryRow.resourceId }),
      });
      if (res.status !== 200) throw new Error(`assign answered ${res.status}`);
      await Promise.all(arrived);
    }
    delays.sort((x, y) => x - y);
    return [
      `${sockets} sockets over two processes (half each), ${rounds} assignments sent to one: request → arrival p50 ${quantile(delays, 0.5).toFixed(2)} ms  p95 ${quantile(delays, 0.95).toFixed(2)} ms`,
    ];
  } finally {
    clients.forEach((s) => s.disconnect());
    await Promise.all(children.map((c) => new Promise<void>((resolve) => (c.exitCode !== null ? resolve() : (c.once('exit', () => resolve()), c.kill('SIGTERM'))))));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    const cleanup = postgresHandle(adminUrl);
    await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => undefined);
    await cleanup.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runTwoProcessFanoutBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
