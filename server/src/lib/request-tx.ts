/**
 * A request-scoped transaction: while a request's work runs inside one, every query made through the scoped
 * database (`app.db`, which every repository holds) joins it, and a repository's own `db.transaction(...)`
 * becomes a savepoint of it. Outside one, the scoped database is the plain database.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';

interface Scope {
  tx: Db;
  /** false once the transaction has ended: work still running after it (a late callback) uses the plain database */
  open: boolean;
  /** work to do once the transaction has committed (a socket event about the write) */
  committed: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** `base`, or the transaction of the request being served when there is one. */
export function requestScopedDb(base: Db): Db {
  return new Proxy(base, {
    get(target, prop) {
      const scope = scopes.getStore();
      const db = scope?.open ? scope.tx : target;
      const value: unknown = Reflect.get(db, prop, db);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(db) : value;
    },
  });
}

/** Whether the current async context already runs inside a request transaction. */
export function inRequestTransaction(): boolean {
  return scopes.getStore()?.open === true;
}

/**
 * Runs `work` in one transaction of `db` that every query of the same async context joins. A throw rolls all
 * of it back. On PGlite the transaction holds the single connection: other requests' queries wait for it.
 */
export async function withRequestTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    const scope: Scope = { tx: tx as unknown as Db, open: true, committed };
    try {
      return await scopes.run(scope, () => work(scope.tx));
    } finally {
      scope.open = false;
    }
  });
  // a nested one (a savepoint) hands its callbacks to the enclosing transaction
  for (const fn of committed) afterCommit(fn);
  return result;
}

/**
 * Runs `fn` once the current request transaction has committed (never, when it rolls back), or at once
 * outside one: tell others about a write (a socket event) only when it is there for them to read.
 */
export function afterCommit(fn: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) return void scope.committed.push(fn);
  try {
    fn();
  } catch (error) {
    // the write is committed and answered either way; a failed notice must not turn it into an error
    process.emitWarning(`afterCommit callback failed: ${String(error)}`);
  }
}
