/**
 * The embedded database's upkeep (db/upkeep.ts): autovacuum's default thresholds, and a table whose rows changed is
 * analyzed, one whose rows were all rewritten vacuumed, one table a turn, until nothing is due. Runs on both databases
 * (on PostgreSQL the server leaves this to its autovacuum; the statements are the same).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-app';
import type { Db } from './client';
import { EmbeddedUpkeep, upkeepOf, type UpkeepStep } from './upkeep';

const t = withTestApp();

interface ProbeStats {
  live: number;
  dead: number;
  changed: number;
  analyzed: boolean;
  vacuumed: boolean;
}

/** the probe table's statistics once this process's counts reached them (another connection's may come a moment later) */
async function probe(until: (s: ProbeStats) => boolean): Promise<ProbeStats> {
  let last: ProbeStats | undefined;
  for (let i = 0; i < 50; i++) {
    await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
    const [row] = (
      (await t.database.db.execute(sql`
        select n_live_tup::int as live, n_dead_tup::int as dead, n_mod_since_analyze::int as changed,
          last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
        from pg_stat_user_tables where relname = 'upkeep_probe' and schemaname = current_schema()`)) as unknown as { rows: ProbeStats[] }
    ).rows;
    last = row;
    if (row && until(row)) return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the probe's statistics never showed the change: ${JSON.stringify(last)}`);
}

describe('the embedded database upkeep (its autovacuum)', () => {
  it('is due as autovacuum is by default: vacuum beyond 50 + 20 % dead rows, analyze beyond 50 + 10 % changed', () => {
    expect(upkeepOf({ relname: 'x', live: 1000, dead: 251, changed: 0 })).toBe('vacuum');
    expect(upkeepOf({ relname: 'x', live: 1000, dead: 250, changed: 150 })).toBeNull();
    expect(upkeepOf({ relname: 'x', live: 1000, dead: 0, changed: 151 })).toBe('analyze');
    expect(upkeepOf({ relname: 'x', live: 1000, dead: 300, changed: 500 })).toBe('vacuum');
    expect(upkeepOf({ relname: 'x', live: 0, dead: 0, changed: 50 })).toBeNull();
  });

  it('analyzes a table whose rows changed and vacuums one whose rows were rewritten, a table a turn, until nothing is due', async () => {
    const db = t.database.db;
    // PostgreSQL's own autovacuum kept off this table: what upkeeps it here is the test's
    await db.execute(sql`create table upkeep_probe (id int primary key, v text) with (autovacuum_enabled = false)`);
    await db.execute(sql`insert into upkeep_probe select g, 'a' from generate_series(1, 2000) g`);
    await probe((s) => s.changed >= 2000);
    const logged: UpkeepStep[] = [];
    const upkeep = new EmbeddedUpkeep(db, { log: (s) => logged.push(s) });
    const settle = async () => {
      const steps: UpkeepStep[] = [];
      for (let i = 0; i < 500; i++) {
        const step = await upkeep.step();
        if (!step) return steps;
        steps.push(step);
      }
      throw new Error('upkeep never ran out of tables to upkeep');
    };

    const first = await settle();
    // one table a turn, each once: nothing is done twice
    expect(new Set(first.map((s) => s.table)).size).toBe(first.length);
    expect(first).toContainEqual(expect.objectContaining({ table: 'upkeep_probe', action: 'analyze' }));
    expect(logged).toEqual(first);
    const analyzed = await probe((s) => s.analyzed);
    expect(analyzed).toMatchObject({ changed: 0, vacuumed: false });
    // the planner now knows how many rows the table has
    const [{ reltuples }] = ((await db.execute(sql`select reltuples::int as reltuples from pg_class where relname = 'upkeep_probe'`)) as unknown as { rows: { reltuples: number }[] }).rows;
    expect(reltuples).toBe(2000);

    // every row rewritten: 2 000 dead row versions, vacuumed (and analyzed with it)
    await db.execute(sql`update upkeep_probe set v = 'b'`);
    await probe((s) => s.dead >= 2000);
    const second = await settle();
    expect(second).toContainEqual(expect.objectContaining({ table: 'upkeep_probe', action: 'vacuum' }));
    expect(await probe((s) => s.vacuumed)).toMatchObject({ dead: 0, changed: 0, live: 2000 });
    expect(await upkeep.step()).toBeNull();
    await db.execute(sql`drop table upkeep_probe`);
  });

  it('tells a turn that failed and tries again at the next round, until stopped', async () => {
    const failing = {
      execute: async () => {
        throw new Error('the database is closed');
      },
    } as unknown as Db;
    const warned: string[] = [];
    const upkeep = new EmbeddedUpkeep(failing, { everyMs: 20, warn: (e) => warned.push(e.message) }).start();
    await expect.poll(() => warned.length).toBeGreaterThanOrEqual(2);
    await upkeep.stop();
    const after = warned.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(warned.length).toBe(after);
    expect(warned[0]).toBe('the database is closed');
  });
});
