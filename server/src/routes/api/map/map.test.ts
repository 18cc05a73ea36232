import { describe, expect, it } from 'vitest';
import type { AddressNode } from '../../../../../src/domain/auth';
import { packageVersion } from '../../../lib/version';
import { AREAS_VERSION } from '../../../seed/areas';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();

describe('GET /api/map/area/getDistrictList', () => {
  it('lists the provinces under 100000 by default and a level below any code', async () => {
    const provinces = (await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList' })).json();
    expect(provinces.code).toBe('0');
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data[0]).toEqual({ name: '北京市', code: '110000' });
    const zhejiang = (await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList?parentCode=330000' })).json().data;
    expect(zhejiang[0]).toEqual({ name: '杭州市', code: '330100' });
    const hangzhou = (await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList?parentCode=330100' })).json().data;
    expect(hangzhou.map((d: { name: string }) => d.name)).toContain('西湖区');
  });

  it('an unknown code has no children; a malformed one is a 400 naming parentCode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList?parentCode=999999' })).json().data).toEqual([]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/map/area/getDistrictList?parentCode=abc', headers: ZH });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('parentCode：格式不正确');
    const long = await t.app.inject({ method: 'GET', url: `/api/map/area/getDistrictList?parentCode=${'1'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('GET /api/map/area/three_level_address', () => {
  it('returns the whole tree under 100000, with an ETag that revalidates to 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/area/three_level_address' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const root = res.json().data as AddressNode;
    expect(res.json().code).toBe('0');
    expect(root).toMatchObject({ value: '100000', label: '全国' });
    expect(root.children).toHaveLength(31);
    const shanghai = root.children!.find((p) => p.label === '上海市')!;
    expect(shanghai.value).toBe('310000');
    expect(shanghai.children![0].children!.map((d) => d.value)).toContain('310115');
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/api/map/area/three_level_address', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('help endpoints', () => {
  it('system_info gives the version, areas_version the address data version', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/map/help/system_info?ts=123' })).json();
    expect(info).toEqual({ code: '0', msg: 'ok', data: { version: packageVersion() } });
    const areas = (await t.app.inject({ method: 'GET', url: '/api/map/help/areas_version' })).json();
    expect(areas.data.version).toBe(AREAS_VERSION);
  });

  it('maintenance state is public', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/map/help/maintenance' })).json();
    expect(res.data).toEqual({ enabled: false, content: '' });
  });

  it('unknown API paths are a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/nothing-here', headers: ZH });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404', msg: '接口不存在', data: null });
  });
});
