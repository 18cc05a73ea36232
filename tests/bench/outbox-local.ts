/**
 * Local write latency of an outbox entry (issue 6, target < 5 ms): 1 000 enqueues without photos and without
 * waiting, through the real public API on Dexie over fake-indexeddb in Node (a browser's IndexedDB differs;
 * this measures the engine's own work per write). `npx tsx tests/bench/outbox-local.ts`
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

/** localStorage for the token store (Node has none): the signed-in user's scope comes from the token. */
function installLocalStorage(): void {
  if (typeof globalThis.localStorage !== 'undefined') return;
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, String(v)),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function runOutboxBench(count = 1000): Promise<string[]> {
  installLocalStorage();
  const [{ LadingDb, useLocalDbForTests: setLocalDb }, { setTokens }, outbox, { OutboxEngine }] = await Promise.all([
    import('../../src/lib/db'),
    import('../../src/lib/session/token-store'),
    import('../../src/lib/outbox/index'),
    import('../../src/lib/outbox/engine'),
  ]);
  const db = new LadingDb(`outbox-bench-${Date.now()}`);
  setLocalDb(db);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  setTokens({ token: `h.${b64({ id: 7, company_id: 2, username: 'bench', exp: 4_000_000_000 })}.s` });
  // no drains: the engine's lock is taken, so enqueue measures the local write alone
  const engine = new OutboxEngine({ locks: { request: (_n, _o, cb) => cb(null) }, channel: null });
  outbox.setOutboxEngineForTests(engine);
  const input = (i: number) => ({
    kind: 'order.action' as const,
    entity: `order:${2000000000 + (i % 50)}`,
    payload: { orderKey: String(2000000000 + (i % 50)), action: 'sign', data: { sign_name: '张三', sign_type: 'SELF', photos: [] } },
    label: { action: 'sign', target: String(2000000000 + (i % 50)) },
  });
  for (let i = 0; i < 50; i++) await outbox.enqueue(input(i)); // warm-up (JIT, database open)
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await outbox.enqueue(input(i));
    times.push(performance.now() - t0);
  }
  const stored = await db.outbox.count();
  outbox.setOutboxEngineForTests(null);
  db.close();
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  return [
    `outbox enqueue (local write, no photos) n=${count}  p50 ${ms(quantile(times, 0.5))}  p95 ${ms(quantile(times, 0.95))}  max ${ms(times[times.length - 1])}  (target < 5 ms; ${stored} entries stored)`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runOutboxBench()) console.log(line);
  process.exit(0);
}
