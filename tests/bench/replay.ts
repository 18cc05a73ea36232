/**
 * Outbox replay (issue 6): the real app (`npm start` on a temporary data directory) in headless Chromium queues
 * 1 000 actions while offline — 800 receipts and 200 signatures with a photo each — then the network comes back
 * and the outbox drains them against the local server. Prints the time from reconnect to an empty queue, the
 * throughput, and the local write latency of those entries in the browser's IndexedDB.
 * Run alone with `npx tsx tests/bench/replay.ts` (BENCH_REPLAY_ACTIONS / BENCH_REPLAY_PHOTOS to change it).
 */
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { caller, signInDesk, type Call } from './bench-page';
import { chromium } from '@playwright/test';

const ACTIONS = Number(process.env.BENCH_REPLAY_ACTIONS ?? 1000);
const PHOTOS = Number(process.env.BENCH_REPLAY_PHOTOS ?? 200);
const PORT = Number(process.env.BENCH_REPLAY_PORT ?? 18191);


/** `n` submitted orders, then walked in batches to TO_RECEIVE (all) and TO_SIGN (the first `toSign`). */
async function prepareOrders(call: Call, n: number, toSign: number): Promise<{ receive: string[]; sign: string[] }> {
  const consignors = await call<{ list: { id: number; is_forbid_create_order: number }[] }>('GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const product = (await call<{ list: { id: number }[] }>('GET', '/user/product/getAllProduct')).data.list[0].id;
  const warehouse = (await call<{ list: { id: number }[] }>('GET', '/user/warehouse/all?page=1&per_page=5')).data.list[0].id;
  const delivery = (await call<{ list: { id: number }[] }>('GET', '/user/resource_binding/delivery/?page=1&per_page=5')).data.list[0].id;
  const nos: string[] = [];
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => {
      const i = start + k;
      return {
        variant: 'waybill',
        consignor_resource_id: consignor,
        end_contact: `回放${i}`,
        end_tel: `135${String(i).padStart(8, '0')}`,
        end_province_code: '310000',
        end_city_code: '310100',
        end_district_code: '310101',
        end_address: `回放路${i}号`,
        products: [{ product_id: product, quantity: 1 }],
        services_pkg_code: 'DELIVERY',
        submit: true,
        row_key: `bench-replay-${i}`,
      };
    });
    const res = await call<{ list: { ok: boolean; order_no?: string; msg?: string }[] }>('POST', '/order/orders/import', { rows });
    if (res.code !== '0') throw new Error(`import: ${res.msg}`);
    for (const r of res.data.list) {
      if (!r.ok || !r.order_no) throw new Error(`import row: ${r.msg}`);
      nos.push(r.order_no);
    }
  }
  const batch = async (action: string, list: string[], data: Record<string, unknown> = {}) => {
    for (let i = 0; i < list.length; i += 500) await call('POST', `/order/orders/batch/${action}`, { nos: list.slice(i, i + 500), ...data });
  };
  await batch('approve', nos);
  const sign = nos.slice(0, toSign);
  await batch('receive', sign);
  await batch('warehouse_in', sign, { warehouse_id: warehouse });
  await batch('warehouse_out', sign);
  await batch('arrive', sign);
  await batch('assign', sign, { delivery_resource_id: delivery });
  const at = new Date(Date.now() + 86_400_000).toISOString();
  for (const no of sign) {
    const res = await call('POST', `/order/orders/${no}/actions/appoint`, { appoint_at: at });
    if (res.code !== '0') throw new Error(`appoint ${no}: ${res.msg}`);
  }
  return { receive: nos.slice(toSign), sign };
}

export async function runReplayBench(): Promise<string[]> {
  const app = startAppServer(PORT, 'replay');
  const base = app.base;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await app.ready();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: 'zh', url: base }]);
    const page = await context.newPage();
    await signInDesk(page, base, () => page.evaluate(() => localStorage.setItem('lading.bench', '1')));
    // a warehouse tablet's screen (the navbar's badge follows the queue, as it would for the user)
    await page.goto(`${base}/saas/field/scan`);
    await page.getByTestId('field-scan-screen').waitFor();
    await page.waitForFunction(() => '__ladingOutbox' in window);
    const call = caller(page);
    const photos = Math.min(PHOTOS, ACTIONS);
    const orders = await prepareOrders(call, ACTIONS, photos);

    // offline: nothing reaches the server; every write is an outbox entry
    await context.route('**/api/**', (r) => r.abort('internetdisconnected'));
    const writes = await page.evaluate(
      async ({ receive, sign }) => {
        const outbox = (window as unknown as { __ladingOutbox: { enqueue(input: unknown): Promise<unknown>; photoRef(): string } }).__ladingOutbox;
        // one ~60 KB JPEG (noise compresses badly, like a real photo)
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const ctx = canvas.getContext('2d')!;
        const img = ctx.createImageData(640, 480);
        for (let i = 0; i < img.data.length; i += 4) {
          const v = (Math.random() * 255) | 0;
          img.data[i] = v;
          img.data[i + 1] = (v * 7) & 255;
          img.data[i + 2] = 255 - v;
          img.data[i + 3] = 255;
        }
        ctx.putImageData(img, 0, 0);
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.5));
        const bytes = await blob.arrayBuffer();
        // (no named helper functions in here: the bench runs under tsx, whose keepNames helper the page lacks)
        const inputs: unknown[] = [];
        for (const no of sign) {
          const ref = outbox.photoRef();
          inputs.push({
            kind: 'order.action',
            entity: `order:${no}`,
            payload: { orderKey: no, action: 'sign', data: { signer: '本人', photos: [ref] } },
            label: { action: 'sign', target: no },
            photos: [{ ref, data: bytes.slice(0), type: 'image/jpeg', name: `${no}.jpg` }],
          });
        }
        for (const no of receive) {
          inputs.push({ kind: 'order.action', entity: `order:${no}`, payload: { orderKey: no, action: 'receive', data: {} }, label: { action: 'receive', target: no } });
        }
        const times: number[] = [];
        for (const input of inputs) {
          const t = performance.now();
          await outbox.enqueue(input);
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        return { photoBytes: bytes.byteLength, p50: times[Math.floor(times.length * 0.5)], p95: times[Math.floor(times.length * 0.95)] };
      },
      { receive: orders.receive, sign: orders.sign },
    );

    // the network returns: time to an empty queue
    await context.unroute('**/api/**');
    const t0 = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForFunction(
      () => {
        const s = (window as unknown as { __ladingOutbox: { summary(): { pending: number; failed: number } } }).__ladingOutbox.summary();
        return s.pending + s.failed === 0;
      },
      undefined,
      { timeout: 30 * 60_000, polling: 200 },
    );
    const seconds = (Date.now() - t0) / 1000;
    const summary = await page.evaluate(() => (window as unknown as { __ladingOutbox: { summary(): { failed: number } } }).__ladingOutbox.summary());
    const signed = await call<{ total: number }>('GET', '/order/waybills/list?status=TO_REVISIT&per_page=1&page=1');
    return [
      `${ACTIONS} queued actions (${ACTIONS - photos} receipts, ${photos} signatures with a ${(writes.photoBytes / 1024).toFixed(0)} KiB photo each)`,
      `local write of an entry (IndexedDB, in the page)  p50 ${writes.p50.toFixed(2)} ms  p95 ${writes.p95.toFixed(2)} ms`,
      `reconnect → empty queue  ${seconds.toFixed(1)} s  (${(ACTIONS / seconds).toFixed(1)} actions/s, ${photos} photo uploads)`,
      `failed entries ${summary.failed}; orders signed on the server ${signed.data.total}`,
    ];
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const line of await runReplayBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
