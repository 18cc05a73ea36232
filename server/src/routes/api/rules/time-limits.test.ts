import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

describe('global time limits', () => {
  it('reads the seeded limits and saves new ones', async () => {
    const seeded = (await call('GET', '/user/time_limit/global')).json();
    expect(seeded.code).toBe('0');
    expect(seeded.data).toMatchObject({ receive_hours: 24, sign_hours: 72, warning_percent: 80 });
    const saved = await call('PUT', '/user/time_limit/global', { receive_hours: 12, warehouse_out_hours: '', sign_hours: 60, warning_percent: 70 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ receive_hours: 12, warehouse_out_hours: null, sign_hours: 60, warning_percent: 70 });
    expect((await call('GET', '/user/time_limit/global')).json().data).toMatchObject({ receive_hours: 12, sign_hours: 60, warning_percent: 70 });
  });

  it('names the field of a bad value', async () => {
    const res = await call('PUT', '/user/time_limit/global', { receive_hours: 0, warning_percent: 80 });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('receive_hours：不能小于1');
    expect((await call('PUT', '/user/time_limit/global', { warning_percent: 120 })).json().msg).toBe('warning_percent：不能大于100');
    expect((await call('PUT', '/user/time_limit/global', {})).json().msg).toBe('warning_percent：必填');
  });

  it('is per company', async () => {
    expect((await call('GET', '/user/time_limit/global', undefined, s2)).json().data).toMatchObject({ receive_hours: null, warning_percent: 80 });
  });
});

describe('district overrides', () => {
  it('creates, lists, updates and deletes an override, refusing a second one for the same area', async () => {
    const created = await call('POST', '/user/time_limit/district', { area_code: '320505', sign_hours: 20, warning_percent: '' });
    expect(created.statusCode).toBe(200);
    const row = created.json().data;
    expect(row).toMatchObject({ area_code: '320505', area_level: 'district', area_name: '江苏省/苏州市/虎丘区', sign_hours: 20, warning_percent: null });
    expect((await call('POST', '/user/time_limit/district', { area_code: '320505', sign_hours: 5, warning_percent: '' })).json().msg).toBe('该地区的时效已存在');
    const list = (await call('GET', '/user/time_limit/district?area_code=320000')).json().data;
    expect(list.list.map((r: { area_code: string }) => r.area_code)).toEqual(['320505']);
    const updated = await call('PUT', `/user/time_limit/district/${row.id}`, { area_code: '320505', sign_hours: 18, warning_percent: 60 });
    expect(updated.json().data).toMatchObject({ sign_hours: 18, warning_percent: 60 });
    expect((await call('DELETE', `/user/time_limit/district/${row.id}`)).json().data).toEqual({ removed: true });
    expect((await call('DELETE', `/user/time_limit/district/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses an unknown or malformed area code', async () => {
    expect((await call('POST', '/user/time_limit/district', { area_code: '999999', warning_percent: '' })).json().msg).toBe('area_code：地区不存在');
    expect((await call('POST', '/user/time_limit/district', { area_code: '3205', warning_percent: '' })).json().msg).toBe('area_code：格式不正确');
  });

  it("another company's override is not found", async () => {
    const row = (await call('GET', '/user/time_limit/district')).json().data.list[0];
    expect(row).toBeDefined();
    expect((await call('PUT', `/user/time_limit/district/${row.id}`, { area_code: row.area_code, warning_percent: 50 }, s2)).statusCode).toBe(404);
    expect((await call('DELETE', `/user/time_limit/district/${row.id}`, undefined, s2)).json().msg).toBe('数据不存在');
    expect((await call('GET', '/user/time_limit/district', undefined, s2)).json().data.total).toBe(0);
  });
});

describe('ticket limits', () => {
  it('creates, refuses a duplicate type, updates and deletes', async () => {
    const created = (await call('POST', '/user/time_limit/ticket', { ticket_type: 'COMPLAINT', ticket_type_name: '投诉', hours: '8', warning_percent: '' })).json();
    expect(created.data).toMatchObject({ ticket_type: 'COMPLAINT', hours: 8, warning_percent: null });
    expect((await call('POST', '/user/time_limit/ticket', { ticket_type: 'COMPLAINT', hours: 2, warning_percent: '' })).json().msg).toBe('该工单类型的时效已存在');
    expect((await call('POST', '/user/time_limit/ticket', { ticket_type: '', hours: 2, warning_percent: '' })).json().msg).toBe('ticket_type：必填');
    expect((await call('PUT', `/user/time_limit/ticket/${created.data.id}`, { ticket_type: 'COMPLAINT', hours: 6, warning_percent: 50 })).json().data.hours).toBe(6);
    expect((await call('PUT', `/user/time_limit/ticket/${created.data.id}`, { ticket_type: 'COMPLAINT', hours: 6, warning_percent: 50 }, s2)).statusCode).toBe(404);
    const list = (await call('GET', '/user/time_limit/ticket')).json().data;
    expect(list.list.map((r: { ticket_type: string }) => r.ticket_type)).toContain('COMPLAINT');
    expect((await call('DELETE', `/user/time_limit/ticket/${created.data.id}`)).statusCode).toBe(200);
  });
});

describe('evaluation and the repository', () => {
  it('forCompany returns the set limitationStatus takes; most specific wins', async () => {
    const companyId = s.body.data.user.company_id;
    const set = await t.app.timeLimits.forCompany(companyId);
    expect(set.areas).toContainEqual({ areaCode: '310115', level: 'district', hours: { APPOINT: 12, SIGN: 36 }, warningPercent: 75 });
    const started = new Date(Date.now() - 30 * 3_600_000).toISOString();
    const pudong = { end_province_code: '310000', end_city_code: '310100', end_district_code: '310115' };
    const r1 = (await call('POST', '/user/time_limit/evaluate', { stage: 'TO_SIGN', stage_started_at: started, ...pudong })).json().data;
    expect(r1).toEqual({ limitation_status_code: 'B_WARNING', hours: 36, warning_percent: 75, source: 'district' });
    const r2 = (await call('POST', '/user/time_limit/evaluate', { stage: 'sign', stage_started_at: started, end_province_code: '110000', end_city_code: '110100', end_district_code: '110101' })).json().data;
    expect(r2.source).toBe('global');
    expect((await call('POST', '/user/time_limit/evaluate', { stage: 'sign', stage_started_at: 'yesterday' })).json().msg).toBe('stage_started_at：格式不正确');
  });
});
