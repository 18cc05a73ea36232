import { describe, expect, it } from 'vitest';
import { ZH } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';
import { addDays, chinaDate } from '../../../lib/subscription';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const t = withTestApp();
const admin = t.signIn('admin');
const servicer = t.signIn('servicer');

const req = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

let seq = 0;
/** registers a company (as the browser does) and uploads one qualification photo */
async function register(name: string) {
  const username = `reg_${Date.now() % 100000}_${(seq += 1)}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/user/users/register', headers: ZH, payload: { company_name: name, username, password: 'regist1', phone: '13622223333', app_code: 'BANG' } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  const headers = { 'x-token': data.token, ...ZH };
  const boundary = 'XBOUNDARY';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="q.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
  expect(up.statusCode, up.body).toBe(200);
  const fileid = up.json().data.fileid;
  expect((await t.app.inject({ method: 'POST', url: '/api/user/company/qualification', headers, payload: { fileids: [fileid] } })).statusCode).toBe(200);
  return { companyId: data.user.company_id as number, headers, fileid, username, refreshToken: data.refresh_token as string };
}

describe('qualification review', () => {
  it('lists pending registrations, shows the photos, approves one with the decision recorded', async () => {
    const a = await register('审核通过物流');
    const list = (await req('GET', `/platform/audit/list?status=pending&name=${encodeURIComponent('审核通过物流')}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: a.companyId, status: 'pending', qualification_count: 1, username: a.username });

    const detail = (await req('GET', `/platform/audit/detail/${a.companyId}`)).json().data;
    expect(detail).toMatchObject({ id: a.companyId, app_code: 'BANG', qualification_fileids: [a.fileid], status: 'pending' });
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['submitted']);

    const image = await req('GET', `/platform/audit/detail/${a.companyId}/image?file_id=${a.fileid}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // nothing but the company's qualification photos
    expect((await req('GET', `/platform/audit/detail/${a.companyId}/image?file_id=nope`)).statusCode).toBe(404);

    const ok = await req('POST', `/platform/audit/detail/${a.companyId}/approve`);
    expect(ok.json().data).toMatchObject({ status: 'approved' });
    const after = (await req('GET', `/platform/audit/detail/${a.companyId}`)).json().data;
    expect(after.status).toBe('approved');
    expect(after.events[0]).toMatchObject({ action: 'approved', actor_name: '平台管理员' });
    expect(Date.parse(after.decided_at)).toBeGreaterThan(0);
    // the applicant now sees approved
    expect((await t.app.inject({ method: 'GET', url: '/api/user/company/review', headers: a.headers })).json().data.status).toBe('approved');
    // a second decision is refused
    const again = await req('POST', `/platform/audit/detail/${a.companyId}/reject`, { reason: '晚了' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该企业不在待审核状态');
    expect((await req('GET', '/platform/audit/list?status=approved&name=审核通过物流')).json().data.total).toBe(1);
    // the decision is in the platform's audit log, once (the refused second one wrote nothing)
    const logged = (await req('GET', `/system/audit/list?action=company.review&entity_id=${a.companyId}`)).json().data.list;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor_name: '平台管理员', before: { review: 'pending' }, after: { review: 'approved' } });
  });

  it('rejects with a required reason the applicant sees, who may resubmit', async () => {
    const b = await register('审核驳回物流');
    const empty = await req('POST', `/platform/audit/detail/${b.companyId}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('reason：请填写驳回原因');
    expect((await req('POST', `/platform/audit/detail/${b.companyId}/reject`, {})).json().msg).toBe('reason：必填');
    expect((await req('POST', `/platform/audit/detail/${b.companyId}/reject`, { reason: '长'.repeat(201) })).json().msg).toBe('reason：长度不能超过200');
    const res = await req('POST', `/platform/audit/detail/${b.companyId}/reject`, { reason: '营业执照照片不清晰' });
    expect(res.json().data.status).toBe('rejected');
    const seen = (await t.app.inject({ method: 'GET', url: '/api/user/company/review', headers: b.headers })).json().data;
    expect(seen).toMatchObject({ status: 'rejected', reason: '营业执照照片不清晰' });
    const detail = (await req('GET', `/platform/audit/detail/${b.companyId}`)).json().data;
    expect(detail.events[0]).toMatchObject({ action: 'rejected', reason: '营业执照照片不清晰', actor_name: '平台管理员' });
    expect((await req('GET', '/platform/audit/list?status=rejected&name=审核驳回物流')).json().data.list[0].reason).toBe('营业执照照片不清晰');

    const again = await t.app.inject({ method: 'POST', url: '/api/user/company/review/resubmit', headers: b.headers });
    expect(again.json().data).toMatchObject({ status: 'pending', reason: '' });
    expect((await req('GET', `/platform/audit/detail/${b.companyId}`)).json().data.events.map((e: { action: string }) => e.action)).toEqual(['resubmitted', 'rejected', 'submitted']);
  });

  it('is for the platform admin only; unknown and never-reviewed ids are 404', async () => {
    for (const res of [
      await req('GET', '/platform/audit/list', undefined, servicer.headers),
      await req('POST', '/platform/audit/detail/1/approve', undefined, servicer.headers),
      await req('GET', '/platform/servicer/list', undefined, servicer.headers),
      await req('POST', '/platform/servicer/detail/1/extend', { days: 30 }, servicer.headers),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('仅平台管理员可以操作');
    }
    expect((await req('GET', '/platform/audit/detail/99999999')).statusCode).toBe(404);
    expect((await req('POST', `/platform/audit/detail/${servicer.body.data.user.company_id}/approve`)).statusCode).toBe(404);
    expect((await req('GET', '/platform/audit/list?status=bogus')).statusCode).toBe(400);
  });
});

describe('servicers', () => {
  it('lists servicer companies with app code, status, subscription end and users count', async () => {
    const list = (await req('GET', `/platform/servicer/list?name=${encodeURIComponent('示例物流')}`)).json().data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ name: '示例物流', app_code: 'BANG', status: 1, review_status: 'approved' });
    expect(list.list[0].users_count).toBeGreaterThanOrEqual(3);
    expect(list.list[0].hosting_end).toBe(addDays(chinaDate(), 300));
    const all = (await req('GET', '/platform/servicer/list?per_page=100')).json().data;
    expect(all.list.every((r: { app_code: string }) => r.app_code === 'BANG')).toBe(true);
  });

  it('shows the detail and extends the subscription, logging who did it', async () => {
    const id = servicer.body.data.user.company_id;
    const detail = (await req('GET', `/platform/servicer/detail/${id}`)).json().data;
    expect(detail).toMatchObject({ id, name: '示例物流', main_username: 'servicer', extensions: [] });
    expect(detail.sub_users_count).toBeGreaterThanOrEqual(2);
    const res = await req('POST', `/platform/servicer/detail/${id}/extend`, { days: 30 });
    expect(res.json().data.hosting_end).toBe(addDays(detail.hosting_end, 30));
    const after = (await req('GET', `/platform/servicer/detail/${id}`)).json().data;
    expect(after.extensions[0]).toMatchObject({ days: 30, previous_end: detail.hosting_end, actor_name: '平台管理员' });
    expect((await req('POST', `/platform/servicer/detail/${id}/extend`, { days: 0 })).json().msg).toBe('days：不能小于1');
    expect((await req('POST', `/platform/servicer/detail/${id}/extend`, { days: 5000 })).json().msg).toBe('days：不能大于1095');
    // audit-logged with the end before and after; the refused ones wrote nothing
    const logged = (await req('GET', `/system/audit/list?action=subscription.extend&entity_id=${id}`)).json().data.list;
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ before: { hosting_end: detail.hosting_end }, after: { hosting_end: addDays(detail.hosting_end, 30), days: 30 } });
    // a consignor company is not a servicer
    const consignor = await t.login('consignor');
    expect((await req('GET', `/platform/servicer/detail/${consignor.body.data.user.company_id}`)).statusCode).toBe(404);
    expect((await req('POST', `/platform/servicer/detail/${consignor.body.data.user.company_id}/extend`, { days: 30 })).statusCode).toBe(404);
  });
});
