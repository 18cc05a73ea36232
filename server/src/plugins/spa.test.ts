import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-plugin-precompress';
import type { DatabaseHandle } from '../db/client';
import { createSeededDatabase, createTestApp, type TestApp } from '../test-helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'lading-dist-'));
let database: DatabaseHandle;
let t: TestApp;
const INDEX_HTML = `<!doctype html><title>Lading</title>${'<meta name="x" content="padding">'.repeat(40)}`;
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'x'.repeat(i % 17)}";`).join('\n');

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'big-5678.js'), BIG_JS);
  writeFileSync(path.join(dist, 'sw.js'), BIG_JS);
  mkdirSync(path.join(dist, 'prerender'));
  for (const page of ['BANG-zh', 'BANG-en', 'DA-zh']) {
    writeFileSync(path.join(dist, 'prerender', `login-${page}.html`), `<!doctype html><title>prerendered ${page}</title>${'<p>sign in</p>'.repeat(60)}`);
  }
  await precompressDir(dist);
  database = await createSeededDatabase();
  t = await createTestApp({ distDir: dist }, database);
});
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the PWA', () => {
  it('serves files, caching hashed assets for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers deep links with index.html, uncached', async () => {
    for (const url of ['/', '/login/other', '/saas/waybill/all/index', '/order/attachment/12/2250101000001']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Lading</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /login with the prerendered sign-in page of the host\'s variant and the language cookie', async () => {
    const login = (host: string, cookie?: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/login?redirect=%2Fsaas%2Fdashboard%2Findex',
        headers: { host, ...(cookie ? { cookie } : {}), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const title = (body: string) => body.match(/<title>([^<]*)<\/title>/)?.[1];
    // plain localhost is the default (servicer) variant; English unless the cookie says zh, as the app decides
    expect(title((await login('localhost:8080')).body)).toBe('prerendered BANG-en');
    expect(title((await login('localhost:8080', 'sidebarStatus=1; language=zh')).body)).toBe('prerendered BANG-zh');
    const da = await login('da.example.com', 'language=zh');
    expect(title(da.body)).toBe('prerendered DA-zh');
    expect(da.headers['cache-control']).toBe('no-cache');
    expect(String(da.headers.vary)).toMatch(/Cookie/);
    // a variant whose page was not built, and an unknown label (its title comes from a config file at run time): the shell
    expect(title((await login('pai.example.com', 'language=zh')).body)).toBe('Lading');
    expect(title((await login('acme.example.com', 'language=zh')).body)).toBe('Lading');
    // the build's brotli copy of the prerendered page is sent as it is
    const br = await login('localhost:8080', 'language=zh', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(title(brotliDecompressSync(br.rawPayload).toString())).toBe('prerendered BANG-zh');
  });

  it('a missing asset is a 404, and /api misses stay JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-9999.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('404');
  });

  it('sends the build\'s brotli or gzip copy to a client that accepts it, the file itself otherwise', async () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const br = await get('/assets/big-5678.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 3);

    const gz = await get('/assets/big-5678.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await get('/assets/big-5678.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_JS);

    // too small to be worth a compressed copy: the file itself
    const tiny = await get('/assets/app-1234.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });

  it('index.html and the service worker stay revalidated when sent compressed', async () => {
    for (const url of ['/saas/dashboard/index', '/', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(url === '/sw.js' ? BIG_JS : INDEX_HTML);
    }
  });

  it('a file edited in place after the build is sent as it is now, not as its older compressed copy', async () => {
    const file = path.join(dist, 'config-demo.json');
    writeFileSync(file, JSON.stringify({ systemName: 'old', padding: 'x'.repeat(2000) }));
    await precompressDir(dist);
    const edited = JSON.stringify({ systemName: 'new', padding: 'y'.repeat(2000) });
    writeFileSync(file, edited);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    const res = await t.app.inject({ method: 'GET', url: '/config-demo.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(edited);
  });

  it('without a build it says how to make one', async () => {
    const bare = await createTestApp({ distDir: path.join(dist, 'missing') }, database);
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/saas/dashboard/index', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/map/help/system_info' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
