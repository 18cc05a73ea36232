import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
let servicer: Session;
let servicer2: Session;
let consignor: Session;

beforeAll(async () => {
  [servicer, servicer2, consignor] = await Promise.all(['servicer', 'servicer2', 'consignor'].map((u) => t.login(u)));
});

const get = (s: Session, url: string) => t.app.inject({ method: 'GET', url, headers: s.headers });
const put = (s: Session, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/order/jd/binding', headers: s.headers, payload });

describe('JD binding', () => {
  it('answers the defaults, then stores normalised shop IDs per company', async () => {
    const first = await get(servicer, '/api/order/jd/binding');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ shop_ids: '', enabled: false, updated_at: null });
    const saved = await put(servicer, { shop_ids: ' 1001 , 1002', enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.shop_ids).toBe('1001,1002');
    expect((await get(servicer, '/api/order/jd/binding')).json().data).toMatchObject({ shop_ids: '1001,1002', enabled: true });
    // another company does not see it
    expect((await get(servicer2, '/api/order/jd/binding')).json().data.shop_ids).toBe('');
  });

  it('refuses malformed IDs with the spec message', async () => {
    const res = await put(servicer, { shop_ids: '1001;abc', enabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入有效的京东商家ID，多个ID请用逗号分隔');
  });

  it('reports the sync as not connected, never as a success', async () => {
    const res = await get(servicer, '/api/order/jd/status');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ connected: false, reason: 'NO_CREDENTIALS' });
    expect((await get(servicer2, '/api/order/jd/status')).json().data.reason).toBe('NOT_BOUND');
  });

  it('is for servicers only', async () => {
    expect((await get(consignor, '/api/order/jd/binding')).statusCode).toBe(403);
  });
});
