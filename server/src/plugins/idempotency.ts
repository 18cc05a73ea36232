/**
 * Exactly once for every signed-in POST/PUT/PATCH/DELETE that carries an Idempotency-Key header (issue 6).
 *
 * Design: an onRoute hook wraps each mutating handler. With a key, the handler runs inside one request
 * transaction (lib/request-tx.ts: `app.db` joins it, so every repository write and the stored answer commit
 * or roll back together). In that transaction the (user, key) row is looked up: the same request hash replays
 * the stored status and body with `Idempotent-Replayed: true` and runs nothing; another hash is a 422; none
 * runs the handler and inserts the row before commit. A handler that throws rolls everything back and stores
 * nothing, so the retry runs again (a refusal changed nothing). A repeat while the first still runs is a 402
 * '请勿重复提交': an in-process set answers at once, and `pg_try_advisory_xact_lock` covers several processes
 * on one PostgreSQL. Keys are scoped by user (another user's key never replays), kept 35 days (longer than the
 * 30 days a client holds an entry) and purged at start and every 6 hours.
 *
 * Routes choose with `config.idempotency`: 'auto' (default) as above; 'manual' for multipart uploads, which
 * must not hold the transaction while a phone streams the body — the key is checked and marked as running
 * up front, and the route calls `app.idempotent(request, reply, hashInput, work)` once the file is received;
 * 'route' for routes that apply the key themselves inside their own per-order transactions (order actions,
 * order create). Public routes (sign-in, refresh) and requests without the header are untouched.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, badRequest } from '../lib/http-error';
import { inRequestTransaction, withRequestTransaction } from '../lib/request-tx';
import { IdempotencyKeysRepository } from '../repositories/idempotency-keys';

export type IdempotencyMode = 'auto' | 'manual' | 'route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how an Idempotency-Key is honoured (see plugins/idempotency.ts); 'auto' when absent */
    idempotency?: IdempotencyMode;
  }
  interface FastifyRequest {
    /** the request's valid Idempotency-Key when the idempotency layer covers it, else null */
    idempotencyKey: string | null;
  }
  interface FastifyInstance {
    /**
     * Runs `work` once per (user, Idempotency-Key): a repeat with the same `hashInput` answers the stored
     * result instead. Without a key it just runs `work`. For 'manual' routes, after their body is received.
     */
    idempotent<T>(request: FastifyRequest, reply: FastifyReply, hashInput: string, work: () => Promise<T>): Promise<T>;
    idempotencyKeys: IdempotencyKeysRepository;
  }
}

const PURGE_EVERY_MS = 6 * 3_600_000;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_FORMAT = /^[\w.:-]{8,100}$/;
export const REPLAYED_HEADER = 'idempotent-replayed';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex');
const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

function keyHeader(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return null;
  if (!KEY_FORMAT.test(key)) throw badRequest('idempotencyKeyInvalid');
  return key;
}

/** A result that can be stored as JSON and replayed: not the reply itself, a stream or bytes. */
function storable(result: unknown, reply: FastifyReply): boolean {
  if (result === reply || reply.sent) return false;
  if (result === undefined || result === null) return true;
  if (typeof result !== 'object') return true;
  return !Buffer.isBuffer(result) && typeof (result as { pipe?: unknown }).pipe !== 'function';
}

export default fp(
  async (app) => {
    const keys = new IdempotencyKeysRepository(app.db);
    app.decorate('idempotencyKeys', keys);
    app.decorateRequest('idempotencyKey', null);
    /** (user, key) pairs whose first request is running in this process */
    const running = new Map<string, FastifyRequest>();

    /** The stored-answer protocol of one keyed request, in one transaction with `work`'s writes. */
    async function once<T>(request: FastifyRequest, reply: FastifyReply, requestHash: string, work: () => Promise<T>): Promise<T> {
      const user = request.user();
      const key = request.idempotencyKey!;
      const outcome = await withRequestTransaction(app.db, async () => {
        if (!(await keys.tryLock(user.id, key))) throw new HttpError(402, 'idempotencyInProgress');
        const stored = await keys.find(user.id, key);
        if (stored) {
          if (stored.requestHash !== requestHash) throw new HttpError(422, 'idempotencyKeyReused');
          return { replayed: true as const, statusCode: stored.statusCode, body: stored.response as T };
        }
        const result = await work();
        const statusCode = reply.statusCode;
        if (statusCode >= 200 && statusCode < 300 && storable(result, reply)) {
          await keys.insert({
            companyId: user.company_id,
            userId: user.id,
            key,
            method: request.method,
            path: pathOf(request),
            requestHash,
            statusCode,
            response: result === undefined ? null : (JSON.parse(JSON.stringify(result)) as unknown),
          });
        } else {
          request.log.warn({ url: request.url, statusCode }, 'idempotency: answer not stored, a repeat runs again');
        }
        return { replayed: false as const, body: result };
      });
      if (!outcome.replayed) return outcome.body;
      request.log.info({ url: request.url, key }, 'idempotency: replayed the stored answer');
      reply.code(outcome.statusCode).header(REPLAYED_HEADER, 'true');
      return outcome.body;
    }

    app.decorate('idempotent', async function <T>(request: FastifyRequest, reply: FastifyReply, hashInput: string, work: () => Promise<T>) {
      // without a key, or already inside a keyed transaction ('auto' route), there is nothing more to do
      if (!request.idempotencyKey || !request.auth || inRequestTransaction()) return work();
      return once(request, reply, sha256(request.method, pathOf(request), hashInput), work);
    });

    const covered = (request: FastifyRequest) => {
      const config = request.routeOptions.config as { public?: boolean; idempotency?: IdempotencyMode } | undefined;
      return MUTATING.has(request.method) && !!request.auth && !config?.public && config?.idempotency !== 'route';
    };
    // the owner is remembered from the mark: by release, request.auth may be gone (an ended session is a 401)
    const owners = new WeakMap<FastifyRequest, string>();
    const release = (request: FastifyRequest) => {
      const owner = owners.get(request);
      if (owner && running.get(owner) === request) running.delete(owner);
    };

    // Marked on request, before anything reads the database (the auth hook's session check, the review gate), which
    // on PGlite waits for the first request's transaction: a repeat learns 402 at once instead of queueing behind it.
    // The token's signature is checked by then, its session not yet: a repeat of an ended session gets 402, not 401.
    app.addHook('onRequest', async (request) => {
      if (!covered(request)) return;
      const key = keyHeader(request);
      if (!key) return;
      const owner = `${request.auth!.id}:${key}`;
      if (running.has(owner)) throw new HttpError(402, 'idempotencyInProgress');
      running.set(owner, request);
      owners.set(request, owner);
      request.idempotencyKey = key;
    });
    // a request refused after it was marked (review gate, 401) or cut off before its handler ran
    app.addHook('onResponse', async (request) => release(request));

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((m) => MUTATING.has(m.toUpperCase()))) return;
      const config = route.config as { public?: boolean; idempotency?: IdempotencyMode } | undefined;
      const mode = config?.idempotency ?? 'auto';
      if (config?.public || mode === 'route') return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function (this: typeof app, request: FastifyRequest, reply: FastifyReply) {
        if (!request.idempotencyKey) return handler.call(this, request, reply);
        try {
          // a multipart body streams in the handler: such routes call app.idempotent once it is received
          if (mode === 'manual' || /^multipart\//i.test(request.headers['content-type'] ?? '')) {
            return await handler.call(this, request, reply);
          }
          const hash = sha256(request.method, request.url, canonicalJson(request.body));
          return await once(request, reply, hash, async () => handler.call(this, request, reply));
        } finally {
          release(request);
        }
      } as RouteHandlerMethod;
    });

    const purge = async () => {
      try {
        const removed = await keys.purgeExpired();
        if (removed) app.log.info({ removed }, 'idempotency: purged old keys');
      } catch (error) {
        app.log.error({ err: error }, 'idempotency: purging old keys failed');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      await purge();
      timer = setInterval(() => void purge(), PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth', 'errors'] },
);
