import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createSeededDatabase, createTestApp, type TestApp } from '../test-helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'lading-dist-'));
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lading</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
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
    for (const url of ['/', '/login?redirect=%2Fsaas%2Fdashboard%2Findex', '/saas/waybill/all/index', '/order/attachment/12/2250101000001']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Lading</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a missing asset is a 404, and /api misses stay JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-9999.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('404');
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
