/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL in this process with no background workers, so the
 * autovacuum PostgreSQL would run never does: no table is ever analyzed (the planner guesses how many rows a table
 * has and how they spread — a re-pricing's choice of orders read 100 000 pricing rows estimated at 1 317, sorted both
 * sides of a merge join on disk) and no table is vacuumed (the dead row versions of every update stay until a page is
 * pruned). This does what autovacuum does with its default thresholds, from the same statistics
 * (pg_stat_user_tables): ANALYZE a table whose rows changed since it was last analyzed by more than 50 + 10 % of its
 * rows, VACUUM one whose dead rows are more than 50 + 20 % of its rows.
 *
 * The embedded database answers one statement at a time, so upkeep holds the requests that come meanwhile: it does one
 * table per turn (an ANALYZE reads a sample of 30 000 rows; a VACUUM the table) and takes the next turn after
 * `pauseMs`, every `everyMs` while there is nothing to do, or soon after a large write asks for it (`soon`). On
 * PostgreSQL its own autovacuum does this: the server starts upkeep for the embedded database only (server.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export interface UpkeepStep {
  table: string;
  action: 'analyze' | 'vacuum';
  ms: number;
}

interface TableStats {
  relname: string;
  live: number;
  dead: number;
  changed: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** a table name as a quoted identifier (the names come from the catalog) */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** what a table needs now by autovacuum's default thresholds, the more pressing first (null: nothing) */
export function upkeepOf(t: TableStats): UpkeepStep['action'] | null {
  if (t.dead > 50 + 0.2 * t.live) return 'vacuum';
  if (t.changed > 50 + 0.1 * t.live) return 'analyze';
  return null;
}

/** the server's upkeep (one embedded database per process: its data directory belongs to one process) */
let serving: EmbeddedUpkeep | null = null;

/**
 * A write of many rows just committed (a re-pricing's apply): the server's upkeep looks at the tables soon. Nothing
 * when no upkeep runs (PostgreSQL, tests).
 */
export function upkeepSoon(): void {
  serving?.soon();
}

/** Start the server's upkeep of the embedded database (server.ts); stop() ends it. */
export function startServerUpkeep(db: Db, log: (step: UpkeepStep) => void, warn: (error: Error) => void): EmbeddedUpkeep {
  serving = new EmbeddedUpkeep(db, { log, warn }).start();
  return serving;
}

export class EmbeddedUpkeep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<UpkeepStep | null> | null = null;
  private stopped = true;
  /** what upkeep has done (the last 100 steps), for the log and tests */
  readonly done: UpkeepStep[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: { everyMs?: number; pauseMs?: number; log?: (step: UpkeepStep) => void; warn?: (error: Error) => void } = {},
  ) {}

  start(): this {
    this.stopped = false;
    this.schedule(this.options.everyMs ?? 60_000);
    return this;
  }

  stop(): Promise<unknown> {
    this.stopped = true;
    if (serving === this) serving = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.running ?? Promise.resolve();
  }

  /** a large write just happened: look at the tables within `ms` rather than at the next regular turn */
  soon(ms = 1_000): void {
    if (!this.stopped && !this.running) this.schedule(ms);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.turn(), ms);
    this.timer.unref();
  }

  private async turn(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    // a turn that fails (the database closing, a statement refused) is told and tried again at the next regular round
    const step = await this.step().catch((error: Error) => {
      this.options.warn?.(error);
      return null;
    });
    // more to do: the next table after a pause; else the regular round
    if (!this.stopped) this.schedule(step ? (this.options.pauseMs ?? 2_000) : (this.options.everyMs ?? 60_000));
  }

  /** Look at the tables' statistics and upkeep the one that needs it most; what was done (null: nothing was due). */
  step(): Promise<UpkeepStep | null> {
    if (!this.running)
      this.running = this.upkeepOne().finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async upkeepOne(): Promise<UpkeepStep | null> {
    // the counts of this process's statements reach pg_stat_user_tables when they are flushed: now
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const tables = rowsOf<TableStats>(
      await this.db.execute(sql`
        select relname, n_live_tup::float8 as live, n_dead_tup::float8 as dead, n_mod_since_analyze::float8 as changed
        from pg_stat_user_tables where schemaname = current_schema()`),
    );
    const due = tables
      .map((t) => ({ t, action: upkeepOf(t) }))
      .filter((x): x is { t: TableStats; action: UpkeepStep['action'] } => x.action !== null)
      // vacuum first (it analyzes too), then the table with the most changed rows
      .sort((a, b) => (a.action === b.action ? b.t.changed + b.t.dead - (a.t.changed + a.t.dead) : a.action === 'vacuum' ? -1 : 1));
    const next = due[0];
    if (!next) return null;
    const started = performance.now();
    await this.db.execute(sql.raw(next.action === 'vacuum' ? `vacuum (analyze) ${ident(next.t.relname)}` : `analyze ${ident(next.t.relname)}`));
    const step: UpkeepStep = { table: next.t.relname, action: next.action, ms: Math.round(performance.now() - started) };
    this.done.push(step);
    if (this.done.length > 100) this.done.shift();
    this.options.log?.(step);
    return step;
  }
}
