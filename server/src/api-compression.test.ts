import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { ok } from './lib/schemas';
import { REPLAYED_HEADER } from './plugins/idempotency';
import { createSeededDatabase, DEMO_PASSWORDS, testConfig, ZH } from './test-helpers';

const BROWSER = 'gzip, deflate, br, zstd';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----lading-compress-boundary';

/** a keyed POST whose answer is large and differs every time it really runs */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post('/compress-probe', async () => ok({ run: Math.random(), rows: Array.from({ length: 100 }, (_, i) => ({ i, name: `第${i}行`, memo: 'x'.repeat(20) })) }));
};

let database: DatabaseHandle;
let app: FastifyInstance;
let dataDir: string;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await createSeededDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'lading-compress-'));
  app = await buildApp({ db: database.db, config: testConfig({ dataDir }), extraRoutes: probeRoutes });
  const res = await app.inject({ method: 'POST', url: '/api/login/login', headers: ZH, payload: { username: 'servicer', password: DEMO_PASSWORDS.servicer, app_code: 'BANG' } });
  headers = { 'x-token': res.json().data.token, ...ZH };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  const raw = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
  return JSON.parse(raw.toString()) as unknown;
};

describe('API answers are compressed when the client accepts it', () => {
  it('an order list page goes out brotli (gzip for older clients), decoding to the same JSON', async () => {
    const url = '/api/order/waybills/list?page=1&per_page=50';
    const plain = await app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': BROWSER } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(br)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gz = await app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toEqual(plain.json());
  });

  it('small answers (under 1 KB) go out as they are', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/map/help/system_info', headers: { 'accept-encoding': BROWSER } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('an idempotent replay answers the same JSON, compressed the same way', async () => {
    const keyed = { ...headers, 'accept-encoding': BROWSER, 'idempotency-key': `compress-${Date.now()}` };
    const first = await app.inject({ method: 'POST', url: '/api/compress-probe', headers: keyed, payload: {} });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({ method: 'POST', url: '/api/compress-probe', headers: keyed, payload: {} });
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-encoding']).toBe('br');
    expect(decode(again)).toEqual(decode(first));
    // and to a client that does not accept compression, the same stored answer in plain JSON
    const plain = await app.inject({ method: 'POST', url: '/api/compress-probe', headers: { ...keyed, 'accept-encoding': 'identity' }, payload: {} });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(decode(first));
  });

  it('images are sent untouched, with their length', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const up = await app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
    expect(up.statusCode).toBe(200);
    const got = await app.inject({ method: 'GET', url: up.json().data.url, headers: { ...headers, 'accept-encoding': BROWSER } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-encoding']).toBeUndefined();
    expect(Number(got.headers['content-length'])).toBe(PNG.length);
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('request bodies are never inflated: a gzip body is refused, not unpacked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/compress-probe',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({})),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('the socket.io handshake is not touched', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const res = await fetch(`http://127.0.0.1:${address.port}/socket.io/?EIO=4&transport=polling`, { headers: { 'accept-encoding': BROWSER } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });
});
