import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createSeededDatabase, createTestApp, type TestApp } from '../test-helpers';

const dist = mkdtempSync(path.join(tmpdir(), 'lading-manifest-'));
let database: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'config'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lading</title>');
  writeFileSync(path.join(dist, 'config', 'demo.json'), JSON.stringify({ systemName: 'Lading Demo Logistics', appCode: 'PAI' }));
  database = await createSeededDatabase();
  t = await createTestApp({ distDir: dist }, database);
});
afterAll(async () => {
  await t.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (host: string, lang = 'zh-CN') =>
  t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host, 'accept-language': lang } });

describe('GET /manifest.webmanifest', () => {
  it('names the variant of the host label, with its theme colour and icons, without signing in', async () => {
    const res = await get('da.lading.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const m = res.json();
    expect(m.name).toBe('Lading 货主端');
    expect(m.short_name).toBe('货主端');
    expect(m.theme_color).toBe('#ea580c');
    expect(m.display).toBe('standalone');
    expect(m.start_url).toBe('/');
    expect(m.icons.map((i: { src: string; purpose: string }) => `${i.src} ${i.purpose}`)).toEqual([
      '/icons/da-192.png any',
      '/icons/da-512.png any',
      '/icons/da-maskable-192.png maskable',
      '/icons/da-maskable-512.png maskable',
    ]);
  });

  it('uses the default variant on localhost and English titles for English browsers', async () => {
    const m = (await get('127.0.0.1:8080', 'en-US')).json();
    expect(m.name).toBe('Lading Logistics');
    expect(m.icons[0].src).toBe('/icons/bang-192.png');
  });

  it('reads an unknown label from its config file, and falls back for a label without one', async () => {
    const demo = (await get('demo.lading.test')).json();
    expect(demo.name).toBe('Lading Demo Logistics');
    expect(demo.theme_color).toBe('#16a34a');
    const other = (await get('nosuch.lading.test')).json();
    expect(other.name).toBe('Lading 物流服务商');
  });
});
