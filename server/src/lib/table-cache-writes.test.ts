/**
 * The per-process cache of read-mostly rows (lib/table-cache.ts) on a pooled PostgreSQL connection: the tables a
 * connection's own statements write are marked when the write (or its transaction's COMMIT / ROLLBACK) is
 * answered (watchClientWrites). A hand-driven fake connection, no database; the cache's own rules and the change
 * feed are in table-cache.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { TableCache, watchClientWrites } from './table-cache';

describe('watchClientWrites (a pooled PostgreSQL connection: this process sees its own writes at once)', () => {
  /** a connection whose answers the test releases by hand, recording what was sent */
  const fakeClient = () => {
    const sent: string[] = [];
    const pending: (() => void)[] = [];
    const client = {
      lastValues: [] as string[],
      query: (config: unknown, ...rest: unknown[]) => {
        sent.push(typeof config === 'string' ? config : (config as { text: string }).text);
        if (Array.isArray(rest[0])) client.lastValues.push(String(rest[0][1]));
        const callback = rest.find((r) => typeof r === 'function') as ((e: null, r: unknown) => void) | undefined;
        if (callback) {
          pending.push(() => callback(null, { rows: [] }));
          return undefined;
        }
        return new Promise((r) => pending.push(() => r({ rows: [] })));
      },
    };
    return { client, sent, answerAll: () => pending.splice(0).forEach((f) => f()) };
  };

  it('an autocommit write: an entry loaded while the statement was on its way is stale once it is answered', async () => {
    const cache = new TableCache();
    const { client, answerAll } = fakeClient();
    watchClientWrites(client, cache);
    const write = client.query('update "orders" set memo = $1 where id = $2', ['x', 1]) as Promise<unknown>;
    // another request reads the orders before the write commits: the rows as they were
    expect(await cache.get('page', ['orders'], async () => 'before')).toBe('before');
    expect(await cache.get('page', ['orders'], async () => 'unused')).toBe('before');
    answerAll();
    await write;
    expect(await cache.get('page', ['orders'], async () => 'after')).toBe('after');
    // an untouched table keeps its entries; a read statement marks nothing
    expect(await cache.get('menus', ['menus'], async () => 'm1')).toBe('m1');
    const read = client.query({ text: 'select * from "orders"', values: [] }) as Promise<unknown>;
    answerAll();
    await read;
    expect(await cache.get('page', ['orders'], async () => 'unused')).toBe('after');
    expect(await cache.get('menus', ['menus'], async () => 'unused')).toBe('m1');
  });

  it('in a transaction the written tables are marked when COMMIT (or ROLLBACK) is answered, not at a savepoint', async () => {
    const cache = new TableCache();
    const { client, answerAll } = fakeClient();
    watchClientWrites(client, cache);
    const step = async (text: string) => {
      const answer = client.query(text) as Promise<unknown>;
      answerAll();
      await answer;
    };
    await step('begin');
    await step('insert into "order_events" ("order_id") values (1)');
    await step('savepoint sp1');
    await step('update "resources" set name = 1');
    await step('rollback to savepoint sp1');
    // loaded after the writes were sent but before the commit: the committed rows are not in it
    expect(await cache.get('detail', ['order_events', 'resources'], async () => 'uncommitted view')).toBe('uncommitted view');
    expect(await cache.get('detail', ['order_events', 'resources'], async () => 'unused')).toBe('uncommitted view');
    const commit = client.query('commit') as Promise<unknown>;
    expect(await cache.get('detail', ['order_events', 'resources'], async () => 'unused')).toBe('uncommitted view');
    answerAll();
    await commit;
    expect(await cache.get('detail', ['order_events', 'resources'], async () => 'committed')).toBe('committed');
    await step('begin');
    await step('delete from "warehouses" where id = 1');
    expect(await cache.get('w', ['warehouses'], async () => 'w1')).toBe('w1');
    await step('rollback');
    expect(await cache.get('w', ['warehouses'], async () => 'w2')).toBe('w2');
  });

  it('a committed order change: pages stale at once; details held off until the change has come back through the feed', async () => {
    const cache = new TableCache();
    const { client, sent, answerAll } = fakeClient();
    watchClientWrites(client, cache);
    const rows = { tables: ['orders', 'order_events'] as const, ids: (v: { id: number }) => [v.id] };
    let n = 0;
    const detail = () => cache.get('d5', ['resources'], async () => ({ id: 5, n: ++n }), { rows });
    const page = () => cache.get('page', ['orders'], async () => ++n);
    const d = await detail();
    const p = await page();
    const write = client.query('update "orders" set "memo" = $1 where "orders"."id" = $2', ['x', 7]) as Promise<unknown>;
    // sent, not committed: nothing is marked yet (every entry may still be read)
    expect(await detail()).toBe(d);
    answerAll();
    await write;
    expect(await page()).not.toBe(p);
    // the token follows the change through the feed; until it is back a detail is read from the database
    expect(sent.at(-1)).toBe('select pg_notify($1, $2)');
    const [tokenValue] = client.lastValues.slice(-1);
    expect(tokenValue.startsWith('sync:')).toBe(true);
    const held = await detail();
    expect(held).not.toBe(d);
    expect(await detail()).not.toBe(held);
    // the feed: the change names order 7, then the token — order 5's detail is cached again
    cache.changed('orders#7');
    cache.changed(tokenValue);
    const after = await detail();
    expect(await detail()).toBe(after);
    // a token that could not be sent: the whole table counts as changed
    const again = client.query('delete from "order_events" where "order_id" = 9') as Promise<unknown>;
    answerAll();
    await again;
    const failed = client.lastValues.at(-1)!;
    cache.syncFailed(failed);
    expect(await detail()).not.toBe(after);
  });

  it("the callback form (pg.Pool's own query) is marked before the callback runs", async () => {
    const cache = new TableCache();
    const { client, answerAll } = fakeClient();
    watchClientWrites(client, cache);
    expect(await cache.get('k', ['users'], async () => 'old')).toBe('old');
    let seen: unknown;
    client.query('update users set status = 0', [], () => {
      seen = cache.get('k', ['users'], async () => 'new');
    });
    answerAll();
    expect(await seen).toBe('new');
  });
});
