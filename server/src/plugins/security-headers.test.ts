import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { files } from '../db/schema';
import { createSeededDatabase, createTestApp, type Session, type TestApp } from '../test-helpers';
import { API_CSP, APP_CSP, HSTS } from './security-headers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = '----lading-headers-boundary';

const dist = mkdtempSync(path.join(tmpdir(), 'lading-headers-dist-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'lading-headers-data-'));
let database: DatabaseHandle;
let t: TestApp;
let servicer: Session;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lading</title><script type="module" src="/assets/index-1.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log(1)');
  database = await createSeededDatabase();
  t = await createTestApp({ distDir: dist, dataDir }, database);
  servicer = await t.login('servicer');
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const COMMON = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' };

async function upload(): Promise<string> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="x.html"\r\nContent-Type: text/html\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...servicer.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().data.fileid as string;
}

describe('security headers', () => {
  it('the app (deep links, files, 404s) carries the app policy: no inline script, no framing', async () => {
    for (const url of ['/', '/login', '/assets/index-1.js', '/assets/missing-2.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers, url).toMatchObject({ 'content-security-policy': APP_CSP, ...COMMON });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const directives = new Map(APP_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
    expect(directives.get('script-src')).toEqual(['\'self\'', 'http://localhost:8000', 'http://localhost:18000']);
    expect(APP_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('API answers, refusals and errors carry the data-only policy', async () => {
    const cases = [
      { url: '/api/map/help/system_info', headers: {}, status: 200 },
      { url: '/api/order/waybills/list?page=1&per_page=5', headers: {}, status: 401 },
      { url: '/api/order/waybills/list?page=1&per_page=5', headers: servicer.headers, status: 200 },
      { url: '/api/does/not/exist', headers: servicer.headers, status: 404 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: c.url, headers: c.headers });
      expect(res.statusCode, c.url).toBe(c.status);
      expect(res.headers, c.url).toMatchObject({ 'content-security-policy': API_CSP, 'cross-origin-resource-policy': 'same-origin', ...COMMON });
    }
  });

  it('HSTS only over TLS: a proxy saying https (trustProxy), never plain http', async () => {
    const tls = await t.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe(HSTS);
    const api = await t.app.inject({ method: 'GET', url: '/api/map/help/system_info', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe(HSTS);
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('an uploaded image goes out as its checked type, inline under a harmless name, unable to run in the page', async () => {
    // declared text/html named x.html: the bytes (a PNG) decide
    const fileid = await upload();
    const res = await t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: servicer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="${fileid}.png"`,
      'content-security-policy': API_CSP,
      ...COMMON,
    });
    // a row whose type is not a checked image type (older data, a manual fix) is only ever a download
    await database.db.update(files).set({ contentType: 'text/html' }).where(eq(files.fileid, fileid));
    const odd = await t.app.inject({ method: 'GET', url: `/api/file/image/download?file_id=${fileid}`, headers: servicer.headers });
    expect(odd.headers['content-type']).toBe('application/octet-stream');
    expect(odd.headers['content-disposition']).toBe(`attachment; filename="${fileid}"`);
  });

  it("socket.io's own answers (polling, which never passes through Fastify) carry them too; HSTS behind a TLS proxy", async () => {
    const base = await t.listen();
    const polling = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).toBe(200);
    for (const [name, value] of Object.entries({ ...COMMON, 'content-security-policy': API_CSP, 'cross-origin-resource-policy': 'same-origin' })) {
      expect(polling.headers.get(name), name).toBe(value);
    }
    expect(polling.headers.get('strict-transport-security')).toBeNull();
    await polling.text();
    const proxied = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
    await proxied.text();
  });
});
