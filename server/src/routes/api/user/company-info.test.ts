import { describe, expect, it } from 'vitest';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

describe('company info', () => {
  it('shows the company and lets its main account edit it', async () => {
    const info = (await req('GET', '/user/company/info')).json().data;
    expect(info).toMatchObject({ name: '示例物流', type: 'servicer', app_code: 'BANG', review_status: 'approved' });
    const body = { name: '示例物流（上海）', contact_phone: '021-68880000', contact_name: '张经理', address: '上海市浦东新区', license_no: '91310000MA1234567X', memo: '' };
    const res = await req('PUT', '/user/company/info', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: '示例物流（上海）', contact_name: '张经理', address: '上海市浦东新区' });
    expect((await req('GET', '/user/company/info')).json().data.license_no).toBe('91310000MA1234567X');
  });

  it('validates the fields and refuses sub-accounts', async () => {
    expect((await req('PUT', '/user/company/info', { name: '' })).json().msg).toBe('name：必填');
    expect((await req('PUT', '/user/company/info', { name: 'x', contact_phone: 'abc' })).json().msg).toBe('contact_phone：格式不正确');
    expect((await req('PUT', '/user/company/info', { name: 'x', memo: 'm'.repeat(321) })).json().msg).toBe('memo：长度不能超过320');
    const finance = await t.login('finance');
    const res = await req('PUT', '/user/company/info', { name: '篡改' }, finance);
    expect(res.statusCode).toBe(403);
    expect((await req('GET', '/user/company/info', undefined, finance)).json().data.id).toBe(s.body.data.user.company_id);
  });
});

describe('company review (the applicant side)', () => {
  it('a registered company is pending; seeded ones count as approved; resubmit only after a rejection', async () => {
    expect((await req('GET', '/user/company/review')).json().data.status).toBe('approved');
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/register',
      headers: ZH,
      payload: { company_name: '待审物流', username: `pending_${Date.now() % 100000}`, password: 'pend123', phone: '13611112222', app_code: 'BANG' },
    });
    const token = reg.json().data.token;
    const headers = { 'x-token': token, ...ZH };
    const review = (await t.app.inject({ method: 'GET', url: '/api/user/company/review', headers })).json().data;
    expect(review).toMatchObject({ status: 'pending', reason: '', company_name: '待审物流' });
    const early = await t.app.inject({ method: 'POST', url: '/api/user/company/review/resubmit', headers });
    expect(early.json().msg).toBe('仅被驳回的申请可以重新提交');
  });
});

describe('review gate', () => {
  it('holds writes of a company under review until it is approved; its own data and photos stay editable', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/users/register',
      headers: ZH,
      payload: { company_name: '闸门物流', username: `gate_${Date.now() % 100000}`, password: 'gate123', phone: '13611113333', app_code: 'BANG' },
    });
    const { token, user } = reg.json().data;
    const headers = { 'x-token': token, ...ZH };
    const sub = { nickname: '员工', username: `gsub_${Date.now() % 100000}`, phone: '13611114444', password: 'abc123', confirm_password: 'abc123' };
    const held = await t.app.inject({ method: 'POST', url: '/api/user/sub_user/create', headers, payload: sub });
    expect(held.statusCode).toBe(403);
    expect(held.json().msg).toBe('企业资料审核中');
    expect((await t.app.inject({ method: 'POST', url: '/api/user/group/create', headers, payload: { pid: 0, name: '总部' } })).statusCode).toBe(403);
    // reads, its own company data and photos are open
    expect((await t.app.inject({ method: 'GET', url: '/api/user/sub_user/list', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/company/info', headers, payload: { name: '闸门物流', address: '成都' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/company/qualification', headers, payload: { fileids: [] } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/users/updateUser', headers, payload: { nickname: '闸门', phone: '13611113333' } })).statusCode).toBe(200);

    await t.app.companyReviews.decide(user.company_id, 'approved', '', { companyId: user.company_id, userId: s.body.data.user.id, name: 'test' });
    const open = await t.app.inject({ method: 'POST', url: '/api/user/sub_user/create', headers, payload: sub });
    expect(open.statusCode, open.body).toBe(200);
    // seeded companies were never held
    expect((await req('POST', '/user/group/create', { pid: 0, name: `总部${Date.now() % 1000}` })).statusCode).toBe(200);
  });
});
