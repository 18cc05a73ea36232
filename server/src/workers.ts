/**
 * Several server processes on one port (WEB_CONCURRENCY): node:cluster's primary does the start-up work once,
 * forks the workers (each a whole server), restarts one that dies, and stops them all on SIGINT/SIGTERM. Only with
 * DATABASE_URL: the embedded PGlite's data directory belongs to one process.
 *
 * Sticky sessions: the primary listens on the port itself and hands each connection to a worker
 * (@socket.io/sticky): a socket.io long-polling request goes to the worker that holds its session (by the `sid`
 * in its URL), anything else to the next worker in turn. Without it a browser that cannot open a
 * WebSocket falls back to polling and its requests land on any worker, which answers 'Session ID unknown'. The
 * cost: socket.io's own requests are answered with `Connection: close` (its connection is never reused for another
 * session; the API keeps its connections, socket/keep-alive.ts), and a connection whose first request's body does not
 * arrive with its headers is relayed through the primary.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import { setupMaster } from '@socket.io/sticky';
import { answerSessionBinds } from './socket/sticky-sid';

/** set on the workers: the primary already migrated and seeded */
export const STARTUP_DONE_ENV = 'LADING_STARTUP_DONE';
/** set on the workers: they take their connections from the sticky primary instead of listening */
export const STICKY_WORKER_ENV = 'LADING_STICKY_WORKER';
/** a worker's message to the primary once it takes connections (a connection handed over before is lost) */
export const WORKER_READY = 'lading:worker-ready';

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

/** The primary: `startup` once, then `count` workers kept running until a signal stops them, behind one sticky port. */
export async function runPrimary(count: number, startup: () => Promise<void>, listen: { port: number; host: string }): Promise<void> {
  await startup();
  // Buffers cross the IPC channel as they are (the sticky relay sends request and response bytes)
  cluster.setupPrimary({ serialization: 'advanced' });
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork({ [STARTUP_DONE_ENV]: '1', [STICKY_WORKER_ENV]: '1' });
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
  // The port is a plain TCP server; a connection goes on to the sticky router (an HTTP server that never listens)
  // only while every worker takes connections — one handed to a worker still starting would be lost — and waits,
  // its first bytes buffered, while one starts or restarts.
  const router = createServer();
  // round-robin: 'least-connection' counts socket.io clients only, so with none yet (or every HTTP-only client) it
  // handed every connection to the first worker — four processes served as one in the load bench
  setupMaster(router, { loadBalancingMethod: 'round-robin' });
  // after sticky's own listener: a worker's new session id is bound before its handshake is answered (sticky-sid.ts)
  answerSessionBinds((listener) => cluster.on('message', listener));
  const ready = new Set<number>();
  const held: Socket[] = [];
  const allReady = () => {
    const ids = Object.values(cluster.workers ?? {}).map((w) => w?.id);
    return ids.length > 0 && ids.every((id) => id !== undefined && ready.has(id));
  };
  const release = () => {
    while (allReady() && held.length) {
      const socket = held.shift()!;
      if (!socket.destroyed) router.emit('connection', socket);
    }
  };
  cluster.on('message', (worker, message: { type?: string }) => {
    if (message?.type !== WORKER_READY) return;
    ready.add(worker.id);
    release();
  });
  cluster.on('exit', (worker) => ready.delete(worker.id));
  const front = createTcpServer((socket) => {
    socket.on('error', () => socket.destroy());
    if (allReady()) router.emit('connection', socket);
    else held.push(socket);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(listen.port, listen.host, () => resolve());
  });
  console.log(`Lading: ${count} processes (WEB_CONCURRENCY) on one port, sticky sessions for socket.io`);
}
