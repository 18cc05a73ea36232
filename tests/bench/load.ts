/**
 * Load (issue 16): the real server under the desk mix and a field replay at once, next to a fastify hello-world
 * in the same run, on 127.0.0.1 only and bounded in time. Configurations: `npm start` as shipped (embedded PGlite,
 * one process), and PostgreSQL with several processes (WEB_CONCURRENCY) when TEST_DATABASE_URL or
 * LOAD_DATABASE_URL names a server to create a throwaway database on (`bash scripts/with-postgres.sh npm run bench:load`).
 *
 * Knobs: LOAD_CONNECTIONS (100), LOAD_SECONDS (60), LOAD_PROCESSES (auto = one per core, the PostgreSQL run's WEB_CONCURRENCY),
 * LOAD_FIELD_PHONES (4 phones replaying outboxes), LOAD_SIGN_ORDERS (200 orders prepared for signing),
 * LOAD_ONLY (pglite | postgres | hello), LOAD_ROOT (another checkout's server, for a before/after). Standalone: `npm run bench:load`; also a section of `npm run bench`.
 * What was found and changed while profiling it is in README's performance section.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startAppServer, type AppServer } from './app-server';
import { checkDeskMix, deskRequests, DESK_ACCOUNTS, fieldReplay, prepareSignable, signIn, someOrderKeys, type FieldFigures } from './load-mix';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
// one process per core by default (WEB_CONCURRENCY=auto): on 2 cores 4 processes gave p99 178 ms, 2 gave 102 ms
const PROCESSES = process.env.LOAD_PROCESSES || 'auto';
const PROCESS_COUNT = PROCESSES === 'auto' ? availableParallelism() : Number(PROCESSES);
const PHONES = Number(process.env.LOAD_FIELD_PHONES ?? 4);
const SIGN_ORDERS = Number(process.env.LOAD_SIGN_ORDERS ?? 200);
const ONLY = process.env.LOAD_ONLY ?? '';
const PORT = Number(process.env.LOAD_PORT ?? 18300);
const ROOT = new URL('../..', import.meta.url).pathname;
/** another checkout to start instead (a baseline, e.g. a `git worktree` of an older commit with node_modules linked) */
const SERVER_ROOT = process.env.LOAD_ROOT ?? ROOT;

interface Run {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function cannon(opts: autocannon.Options): Promise<Run> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

const line = (name: string, r: Run) =>
  `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p97.5 ${r.p975} ms  p99 ${r.p99} ms  max ${r.max} ms  ` +
  `(${r.requests} requests, ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx)`;

function fieldLine(f: FieldFigures, seconds: number): string {
  const sorted = [...f.latencies].sort((a, b) => a - b);
  const q = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0) : '-');
  return (
    `field replay (${PHONES} phones, photo ~60 KB + sign)`.padEnd(44) +
    ` ${(f.signs / seconds).toFixed(1)} signs/s  p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  (${f.signs} signed, ${f.replays} repeats replayed, ${f.failures} failures` +
    `${f.firstFailure ? `: ${f.firstFailure}` : ''})`
  );
}

/** A fastify hello-world in its own process, as the server runs in its own. */
async function helloWorld(port: number): Promise<Run> {
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' }); console.log('up');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (c) => reject(new Error(`hello-world exited ${c}`)));
  });
  try {
    return await cannon({ url: `http://127.0.0.1:${port}/` });
  } finally {
    child.kill('SIGTERM');
  }
}

/** CPU time (user + system, ms) of a process and all its descendants so far, from /proc (Linux); null elsewhere. */
function treeCpuMs(pid: number): number | null {
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  const tick = 10; // USER_HZ 100 on Linux
  let total = 0;
  const visit = (p: number) => {
    try {
      // the fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
      for (const task of readdirSync(`/proc/${p}/task`)) {
        for (const child of readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) visit(Number(child));
      }
    } catch {
      // the process ended meanwhile
    }
  };
  visit(pid);
  return total;
}

/** The mixes against one started server: desk through autocannon, field replay by `PHONES` phones meanwhile. */
async function againstServer(server: AppServer): Promise<string[]> {
  await server.ready();
  const base = server.base;
  const desk = await Promise.all(DESK_ACCOUNTS.map(([u, p]) => signIn(base, u, p, 'BANG')));
  const delivery = await signIn(base, 'delivery', 'delivery123', 'PAI');
  const t0 = Date.now();
  const signable = await prepareSignable(base, desk[0], delivery, SIGN_ORDERS);
  const prepared = `prepared ${signable.length} orders to sign in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
  const keys = await someOrderKeys(base, desk[0], 400);
  const next = deskRequests(desk, keys);
  await checkDeskMix(base, next, 30);
  const started = Date.now();
  const cpuBefore = treeCpuMs(server.pid);
  const [deskRun, field] = await Promise.all([
    cannon({
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
    }),
    fieldReplay(base, delivery, signable, PHONES, Date.now() + SECONDS * 1000),
  ]);
  const cpuAfter = treeCpuMs(server.pid);
  // machine-independent of the run's concurrency: what one request costs the server's processes (not PostgreSQL's)
  const cpu =
    cpuBefore === null || cpuAfter === null
      ? 'server CPU: not measured (no /proc)'
      : `server processes' CPU ${((cpuAfter - cpuBefore) / 1000).toFixed(1)} s = ${((cpuAfter - cpuBefore) / (deskRun.requests + field.signs)).toFixed(2)} ms per request (desk + signs; PostgreSQL's own processes not counted)`;
  return [prepared, line(`desk mix, ${CONNECTIONS} connections, ${SECONDS} s`, deskRun), fieldLine(field, (Date.now() - started) / 1000), cpu];
}

/** A throwaway database on the PostgreSQL server `adminUrl` names; dropped by the returned function. */
async function throwawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lading_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function runLoadBench(): Promise<string[]> {
  const lines: string[] = [`${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load generator in the same machine and process`];
  const want = (what: string) => !ONLY || ONLY.split(',').includes(what);
  if (want('hello')) lines.push(line(`fastify hello-world, ${CONNECTIONS} connections`, await helloWorld(PORT + 9)));
  if (want('pglite')) {
    const server = startAppServer(PORT, 'load', SERVER_ROOT, { SKIP_BUILD: '1' });
    try {
      lines.push('npm start (embedded PGlite, one process):', ...(await againstServer(server)).map((l) => `  ${l}`));
    } finally {
      await server.stop();
    }
  }
  const adminUrl = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (want('postgres')) {
    if (!adminUrl) {
      lines.push('PostgreSQL: skipped (no TEST_DATABASE_URL; run `bash scripts/with-postgres.sh npm run bench:load`)');
    } else {
      const database = await throwawayDatabase(adminUrl);
      const server = startAppServer(PORT + 1, 'load-pg', SERVER_ROOT, { SKIP_BUILD: '1', DATABASE_URL: database.url, WEB_CONCURRENCY: String(PROCESSES) });
      try {
        lines.push(`PostgreSQL, WEB_CONCURRENCY=${PROCESSES} (${PROCESS_COUNT} processes):`, ...(await againstServer(server)).map((l) => `  ${l}`));
      } finally {
        await server.stop();
        await database.drop().catch(() => undefined);
      }
    }
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const l of await runLoadBench()) console.log(l);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
