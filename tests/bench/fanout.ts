/**
 * Socket fan-out (issue 8, target p95 < 50 ms): one notification emitted to a company room holding 1 000
 * connected sockets of one server process, delivery time per socket from the emit to its arrival. The clients
 * run in the same Node process (one clock), so their own work is part of the figure. `npx tsx tests/bench/fanout.ts`
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp } from '../../server/src/test-helpers';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function runFanoutBench(sockets = 1000, rounds = 20): Promise<string[]> {
  const t = await createTestApp();
  const base = await t.listen();
  const session = await t.login('servicer');
  const user = session.body.data.user;
  const clients: Socket[] = [];
  try {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < sockets; i += 100) {
      const batch = Array.from({ length: Math.min(100, sockets - i) }, () =>
        connect(base, { path: '/socket.io', auth: { token: session.token, user_id: user.id }, transports: ['websocket'], forceNew: true, reconnection: false }),
      );
      clients.push(...batch);
      await Promise.all(batch.map((s) => new Promise<void>((resolve, reject) => (s.connected ? resolve() : (s.once('connect', () => resolve()), s.once('connect_error', reject))))));
    }
    global.gc?.();
    const perConnection = (process.memoryUsage().heapUsed - heapBefore) / sockets;

    const delays: number[] = [];
    const roundP100: number[] = [];
    for (let r = 0; r < rounds; r++) {
      let sentAt = 0;
      let worst = 0;
      const arrived = clients.map(
        (s) =>
          new Promise<void>((resolve) =>
            s.once('bench', () => {
              const d = performance.now() - sentAt;
              delays.push(d);
              worst = Math.max(worst, d);
              resolve();
            }),
          ),
      );
      sentAt = performance.now();
      t.app.realtime.toCompany(user.company_id, 'bench', { id: r, title: 'bench', message: 'fan-out', type: 'system', data: {}, meta: { ts: Date.now() }, extra: {} });
      await Promise.all(arrived);
      roundP100.push(worst);
    }
    delays.sort((a, b) => a - b);
    roundP100.sort((a, b) => a - b);
    return [
      `${sockets} sockets on one process, ${rounds} notifications: delivery p50 ${quantile(delays, 0.5).toFixed(2)} ms  p95 ${quantile(delays, 0.95).toFixed(2)} ms  (last socket of a round: median ${quantile(roundP100, 0.5).toFixed(2)} ms)  (target p95 < 50 ms)`,
      `memory per connection (server and client sides, one process, heap): ${(perConnection / 1024).toFixed(1)} KiB`,
    ];
  } finally {
    clients.forEach((s) => s.disconnect());
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runFanoutBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
