/**
 * Fair turns for API work under load (issue 16).
 *
 * Found with the load bench: Node accepts about one new connection per turn of its event loop, and on the embedded
 * database a turn lasts as long as every request read in it takes to finish — the queries run as chains of
 * promises on the main thread and never give the loop back. With 100 busy connections a turn took ~0.8 s, so a
 * desk user opening a new connection waited in the kernel's accept queue for seconds (autocannon's 10 s timeouts)
 * while connections already open were served again and again.
 *
 * So at most `limit` API requests do their database work at once; the rest wait in one first-come first-served
 * queue, and a finished request hands its turn on from a macrotask (setImmediate), so the loop polls — accepts
 * connections, reads requests into the queue — between every hand-over. The turn is taken in preValidation, after
 * the body has arrived (a phone uploading a photo slowly holds no turn) and before anything reads the database
 * (auth's session check is the first), and given back when the answer is handed to the socket (onSend), when the
 * client goes away, or at the latest when the response ends.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface Turns {
  /** resolves when the caller may run; callers are served in the order they asked */
  take(): Promise<void>;
  /** gives a turn back (once per take) */
  give(): void;
  readonly active: number;
  readonly waiting: number;
}

export function createTurns(limit: number): Turns {
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`the number of turns must be a positive integer, got ${limit}`);
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    take() {
      if (active < limit) {
        active++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => queue.push(resolve));
    },
    give() {
      const next = queue.shift();
      // the turn passes straight to the next in line, from a macrotask: the event loop polls before it runs
      if (next) setImmediate(next);
      else active = Math.max(0, active - 1);
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** API_CONCURRENCY, else 4 on the embedded database (one connection) and 16 on PostgreSQL (a pool of 10 per process) */
export function apiConcurrency(value: string | undefined, databaseUrl: string | null): number {
  if (value === undefined || value.trim() === '') return databaseUrl ? 16 : 4;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`API_CONCURRENCY must be a positive integer, got "${value}"`);
  return n;
}

export default fp<{ limit: number }>(
  async (app, { limit }) => {
    const turns = createTurns(limit);
    const holding = new WeakSet<FastifyRequest>();
    const giveBack = (request: FastifyRequest) => {
      if (!holding.delete(request)) return;
      turns.give();
    };
    app.decorate('apiTurns', turns);
    app.addHook('preValidation', async (request) => {
      if (!(request.routeOptions.url ?? '').startsWith('/api/') || request.is404) return;
      await turns.take();
      holding.add(request);
      // the client left while it waited: nothing to do, the next one goes
      if (request.raw.destroyed) giveBack(request);
    });
    app.addHook('onSend', async (request) => giveBack(request));
    app.addHook('onRequestAbort', async (request) => giveBack(request));
    app.addHook('onResponse', async (request) => giveBack(request));
  },
  { name: 'fair-queue' },
);

declare module 'fastify' {
  interface FastifyInstance {
    apiTurns: Turns;
  }
}
