/**
 * Per-process cache of read-mostly rows that nearly every request reads: a company's time limits, the menus a
 * role holds, a user's data role, the account gate of a session (issue 16: on the embedded database each of these
 * was a query of its own on every request, ~1 ms of fixed cost apiece before any row was read).
 *
 * Correctness comes from the database, not from remembering every write path: statement triggers on the watched
 * tables raise `NOTIFY lading_cache '<table>'` (migration 0048), delivered at commit and never for a rolled-back
 * change. On PGlite the listener runs before the writing query's promise resolves (one connection, so nothing
 * reads in between). On PostgreSQL every process LISTENs; a write made by this process is also seen by the
 * process itself (`watchClientWrites` on every pooled connection): when its change is committed — an autocommit
 * statement's answer, a transaction's COMMIT — and before the writer's code goes on, the table counts as changed;
 * for orders and their events (whose feed names the orders, migration 0055) the list pages count as changed and the
 * entries of single orders are read from the database until the change has come back through the feed (`holdRows`),
 * so a signed order does not empty every other order's detail. Nothing is held off for a fixed time. While the
 * LISTEN connection is down nothing is cached, and every entry expires after `ttlMs` whatever happens.
 *
 * Inside a request transaction the cache is bypassed: the transaction may have changed the rows (its NOTIFY comes
 * at commit) and must read its own writes.
 */
import { inRequestTransaction } from './request-tx';

/** The tables the triggers of migration 0048 watch: what a cached value may depend on. */
export const WATCHED_TABLES = [
  'time_limits',
  'ticket_time_limits',
  'menus',
  'role_menus',
  'roles',
  'users',
  'companies',
  'refresh_tokens',
  'company_reviews',
  'data_roles',
  'user_data_roles',
  'user_groups',
  'business_groups',
  'system_settings',
  // the order list's pages and an order's detail (migration 0053)
  'orders',
  'order_events',
  'resources',
  'warehouses',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

export const CACHE_CHANNEL = 'lading_cache';

interface Entry {
  value: Promise<unknown>;
  /** the change counter when the load started: a change of one of `tables` after it makes the entry stale */
  started: number;
  expires: number;
  tables: readonly WatchedTable[];
  /** tables the entry read only some rows of, and (once the value is there) which: `null` = not known, any row */
  rows?: { tables: readonly RowTable[]; ids?: readonly number[] | null };
}

/** The tables whose change feed names the rows (the orders they belong to) — migration 0055. */
export type RowTable = 'orders' | 'order_events';

/** A payload of the feed that is not a change: a process's own token (`holdRows`). */
export const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 2_000;

const ROW_TABLES = new Set<string>(['orders', 'order_events'] satisfies RowTable[]);

/** More row marks than this and they are folded into "any row of the table changed" (a bound on memory). */
const MAX_ROW_MARKS = 50_000;

export interface CacheGetOptions<T> {
  /** a bound of its own for large values (list pages), the oldest of the group making way for the newest */
  group?: { name: string; max: number };
  /**
   * The value read only some rows of these tables: `ids(value)` names them (an order's id), `null` when it cannot
   * (nothing found — a row added later may match). A change of other rows leaves the entry alone.
   */
  rows?: { tables: readonly RowTable[]; ids: (value: T) => readonly number[] | null };
  /** a shorter life than the cache's own (a value that also moves with the clock) */
  ttlMs?: number;
  /**
   * A value another process's commit must change here at once, not when the feed brings it (a session's account
   * gate: a logout or a disabled account at process B refuses the very next request at process A). On a database
   * other processes write too (PostgreSQL), it is read every time; on PGlite (one process) it is cached as usual.
   */
  atOnceEverywhere?: boolean;
}

export interface TableCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** other processes write the same database (PostgreSQL): their changes reach this cache a moment after commit */
  sharedDatabase?: boolean;
}

export class TableCache {
  private counter = 0;
  private syncs = 0;
  /** this process's own committed row changes on their way through the feed, by token */
  private readonly held = new Map<string, { tables: readonly RowTable[]; timer: ReturnType<typeof setTimeout> }>();
  /** per table: the counter at its last change of any row */
  private readonly changedAt = new Map<string, number>();
  /** per table: the counter at its last change of rows not named (a bare table name in the feed) */
  private readonly wholeChangedAt = new Map<string, number>();
  /** per `table#id`: the counter at the last change naming that row */
  private readonly rowChangedAt = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  /** the keys of each bounded group, oldest first */
  private readonly groups = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly sharedDatabase: boolean;
  /** false while the change feed is not known to work (PostgreSQL's LISTEN connection down): nothing is cached */
  private live = true;
  /** reads answered from the cache, reads that went to the database, and values never cached here (`atOnceEverywhere`) */
  readonly stats = { hits: 0, misses: 0, everyTime: 0 };

  constructor(options: TableCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.sharedDatabase = options.sharedDatabase ?? false;
  }

  /**
   * The cached value of `key` (which depends on every row of `tables`, and on the rows `options.rows` names), or
   * `load()`'s, shared by concurrent callers.
   */
  get<T>(key: string, tables: readonly WatchedTable[], load: () => PromiseLike<T>, options: CacheGetOptions<T> = {}): Promise<T> {
    const { group, rows, ttlMs = this.ttlMs } = options;
    if (options.atOnceEverywhere && this.sharedDatabase) {
      this.stats.everyTime++;
      return Promise.resolve(load());
    }
    if (!this.live || inRequestTransaction() || (rows && this.rowsHeld(rows.tables))) {
      this.stats.misses++;
      return Promise.resolve(load());
    }
    const found = this.entries.get(key);
    if (found && this.fresh(found)) {
      this.stats.hits++;
      return found.value as Promise<T>;
    }
    this.stats.misses++;
    // Promise.resolve: a drizzle query is a thenable that runs again each time it is awaited — keep its one answer
    const entry: Entry = { value: Promise.resolve(load()), started: this.counter, expires: this.now() + Math.min(ttlMs, this.ttlMs), tables };
    if (rows) {
      const deps: NonNullable<Entry['rows']> = { tables: rows.tables };
      entry.rows = deps;
      entry.value.then(
        (v) => (deps.ids = rows.ids(v as T)),
        () => undefined,
      );
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    if (group) {
      const keys = this.groups.get(group.name) ?? new Set<string>();
      this.groups.set(group.name, keys);
      keys.delete(key);
      keys.add(key);
      if (keys.size > group.max) {
        const oldest = keys.values().next().value as string;
        keys.delete(oldest);
        this.entries.delete(oldest);
      }
    }
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value as Promise<T>;
  }

  /**
   * This process committed a change of rows of `tables` (PostgreSQL, `watchClientWrites`): their entries are read
   * from the database until the feed has delivered that change, which names the rows. The caller sends the returned
   * token through the feed after the commit; the feed delivers in commit order, so when the token comes back the
   * change came before it. Not back within `SYNC_TIMEOUT_MS` (or failed to send: `syncFailed`): the whole tables
   * count as changed.
   */
  holdRows(tables: readonly RowTable[]): string {
    // entries of any row (list pages) are stale now; entries of named rows wait for the feed
    tables.forEach((t) => this.changedAt.set(t, ++this.counter));
    const token = `${SYNC_PREFIX}${process.pid}:${++this.syncs}:${Math.random().toString(36).slice(2, 8)}`;
    const timer = setTimeout(() => this.syncFailed(token), SYNC_TIMEOUT_MS);
    timer.unref?.();
    this.held.set(token, { tables, timer });
    return token;
  }

  /** The token could not be sent (or never came back): release the hold, every entry of those tables stale. */
  syncFailed(token: string): void {
    const hold = this.held.get(token);
    if (!hold) return;
    this.release(token);
    hold.tables.forEach((t) => this.changed(t));
  }

  private release(token: string): void {
    const hold = this.held.get(token);
    if (hold) clearTimeout(hold.timer);
    this.held.delete(token);
  }

  private rowsHeld(tables: readonly RowTable[]): boolean {
    if (!this.held.size) return false;
    for (const hold of this.held.values()) if (hold.tables.some((t) => tables.includes(t))) return true;
    return false;
  }

  /**
   * A committed change (its NOTIFY): `table` — any row, every entry read from it is stale; `table#1,2` — those
   * orders' rows: entries of the whole table and entries of those rows are stale.
   */
  changed(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.release(payload); // another process's token: not held here, nothing to do
      return;
    }
    const c = ++this.counter;
    const hash = payload.indexOf('#');
    if (hash < 0) {
      this.changedAt.set(payload, c);
      this.wholeChangedAt.set(payload, c);
      return;
    }
    const table = payload.slice(0, hash);
    this.changedAt.set(table, c);
    for (const id of payload.slice(hash + 1).split(',')) this.rowChangedAt.set(`${table}#${id}`, c);
    if (this.rowChangedAt.size > MAX_ROW_MARKS) {
      this.rowChangedAt.clear();
      for (const t of this.changedAt.keys()) this.wholeChangedAt.set(t, c);
    }
  }

  /** The change feed is down (`false`: cache nothing, drop everything) or back (`true`: start afresh). */
  setLive(live: boolean): void {
    this.live = live;
    this.entries.clear();
    this.groups.clear();
  }

  private fresh(entry: Entry): boolean {
    if (entry.expires <= this.now()) return false;
    const since = (map: Map<string, number>, k: string) => (map.get(k) ?? 0) <= entry.started;
    if (!entry.tables.every((t) => since(this.changedAt, t))) return false;
    const rows = entry.rows;
    // still loading (callers share the load), or rows named: only a change of the table as a whole or of those rows
    if (!rows || rows.ids === undefined) return true;
    const { ids } = rows;
    if (ids === null) return rows.tables.every((t) => since(this.changedAt, t));
    return rows.tables.every((t) => since(this.wholeChangedAt, t) && ids.every((id) => since(this.rowChangedAt, `${t}#${id}`)));
  }
}

const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const WATCHED = new Set<string>(WATCHED_TABLES);

/** The watched tables a statement writes (drizzle's SQL and the repositories' raw SQL). */
export function watchedTablesWritten(statement: string): string[] {
  const found = new Set<string>();
  for (const m of statement.matchAll(WRITE)) {
    const table = m[1].toLowerCase();
    if (WATCHED.has(table)) found.add(table);
  }
  return [...found];
}

/** The statements that end a transaction (not `rollback to savepoint`, which ends a nested one only). */
const TRANSACTION_START = /^\s*(?:begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Wraps a pooled PostgreSQL connection's `query` so this process sees its own writes to watched tables at once
 * (module comment): a written table counts as changed when the statement is sent and again when its change is
 * committed, before the caller gets the answer. Inside BEGIN … COMMIT/ROLLBACK the tables are collected and marked
 * at the end; outside, at the statement's answer. Both the promise and the callback form (pg.Pool's own query) are
 * covered; anything else (a cursor, a stream) passes through.
 */
export function watchClientWrites(client: { query: QueryFn }, cache: Pick<TableCache, 'changed' | 'holdRows' | 'syncFailed'>): void {
  const query = client.query.bind(client) as QueryFn;
  let transaction: Set<string> | null = null;
  client.query = (...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return query(...args);
    const written = watchedTablesWritten(text);
    // tables the feed names the rows of are handled at commit only: marking them whole here would drop every entry
    written.filter((t) => !ROW_TABLES.has(t)).forEach((t) => cache.changed(t));
    let settled: string[] = [];
    if (TRANSACTION_START.test(text)) transaction = new Set();
    else if (TRANSACTION_END.test(text)) {
      settled = transaction ? [...transaction] : [];
      transaction = null;
    } else if (transaction) written.forEach((t) => transaction!.add(t));
    else settled = written;
    if (!settled.length) return query(...args);
    const mark = () => {
      const rows = settled.filter((t) => ROW_TABLES.has(t)) as RowTable[];
      settled.filter((t) => !ROW_TABLES.has(t)).forEach((t) => cache.changed(t));
      if (!rows.length) return;
      // held until the change (which names its rows) has come through the feed: the token follows it there
      const token = cache.holdRows(rows);
      (query('select pg_notify($1, $2)', [CACHE_CHANNEL, token]) as Promise<unknown>).catch(() => cache.syncFailed(token));
    };
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (...r: unknown[]) => unknown;
      return query(...args.slice(0, -1), (...r: unknown[]) => {
        mark();
        return callback(...r);
      });
    }
    const answer = query(...args);
    if (answer && typeof (answer as PromiseLike<unknown>).then === 'function') {
      return (answer as Promise<unknown>).then(
        (v) => {
          mark();
          return v;
        },
        (e: unknown) => {
          mark();
          throw e;
        },
      );
    }
    mark();
    return answer;
  };
}
