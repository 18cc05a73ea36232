/**
 * Several server processes on one port (WEB_CONCURRENCY): node:cluster's primary does the start-up work once,
 * forks the workers (each a whole server sharing the listening socket), restarts one that dies, and stops them
 * all on SIGINT/SIGTERM. Only with DATABASE_URL: the embedded PGlite's data directory belongs to one process.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** set on the workers: the primary already migrated and seeded */
export const STARTUP_DONE_ENV = 'LADING_STARTUP_DONE';

/** WEB_CONCURRENCY: a positive integer, or 'auto' for one per CPU; absent or empty is 1. */
export function webConcurrency(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`WEB_CONCURRENCY must be a positive integer or "auto", got "${value}"`);
  return n;
}

/** How many processes to run: `wanted`, or 1 with the reason when the database is the embedded one. */
export function processCount(wanted: number, databaseUrl: string | null): { count: number; note: string | null } {
  if (wanted <= 1 || databaseUrl) return { count: wanted, note: null };
  return {
    count: 1,
    note: `WEB_CONCURRENCY=${wanted} ignored: the embedded database (PGlite) serves one process; set DATABASE_URL to a PostgreSQL to run several. Running one process.`,
  };
}

/** The primary: `startup` once, then `count` workers kept running until a signal stops them. */
export async function runPrimary(count: number, startup: () => Promise<void>): Promise<void> {
  await startup();
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ [STARTUP_DONE_ENV]: '1' });
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Lading: worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // a worker that dies at once would die again: wait a moment instead of spinning
    setTimeout(fork, lived < 5_000 ? 2_000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Lading: ${signal}, stopping ${count} processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i++) fork();
  console.log(`Lading: ${count} processes (WEB_CONCURRENCY) on one port`);
}
