/**
 * Every administrative write leaves an audit entry (issue 22): sub-account create / update (role, groups) / status /
 * password reset, department create / rename / delete, the company's details — each with before and after, written
 * in the change's transaction, read back through the searchable list. A refused write leaves none.
 */
import { describe, expect, it } from 'vitest';
import type { AuditListItem } from '../../../../../src/domain/admin/api';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const servicer = t.signIn('servicer');

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: servicer.headers, ...(payload ? { payload } : {}) });

const entries = async (query: string): Promise<AuditListItem[]> => {
  const res = await req('GET', `/system/audit/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list;
};

describe('audit of account, group and company writes', () => {
  it('records a sub-account from creation to password reset, never the password', async () => {
    const role = (await req('GET', '/user/sub_user/roles')).json().data.list[0] as { id: number };
    const created = await req('POST', '/user/sub_user/create', { nickname: '审计员', phone: '13912340001', username: 'audited1', password: 'abc12345', confirm_password: 'abc12345' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const [create] = await entries(`action=account.create&entity_id=${id}`);
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ username: 'audited1', nickname: '审计员', role_id: null, group_ids: [] });

    expect((await req('PUT', `/user/sub_user/detail/${id}`, { nickname: '审计员二', phone: '13912340001', role_id: role.id })).statusCode).toBe(200);
    const [update] = await entries(`action=account.update&entity_id=${id}`);
    expect(update.before).toMatchObject({ nickname: '审计员', role_id: null });
    expect(update.after).toMatchObject({ nickname: '审计员二', role_id: role.id });

    expect((await req('PUT', `/user/sub_user/detail/${id}/status`, { status: 0 })).statusCode).toBe(200);
    expect((await req('POST', '/user/users/updateUserStatus', { id, status: 1 })).statusCode).toBe(200);
    const statuses = await entries(`action=account.status&entity_id=${id}`);
    expect(statuses.map((e) => [(e.before as { status: number }).status, (e.after as { status: number }).status])).toEqual([[0, 1], [1, 0]]);

    expect((await req('PUT', `/user/sub_user/detail/${id}/password`, { password: 'xyz12345', confirm_password: 'xyz12345' })).statusCode).toBe(200);
    const [reset] = await entries(`action=account.password&entity_id=${id}`);
    expect(reset.after).toMatchObject({ password_reset: true });
    expect(JSON.stringify(reset)).not.toMatch(/xyz12345|password_hash|\$argon|\$2[aby]\$/);

    // another company's account: not found, nothing recorded
    const before = (await entries('entity_type=account')).length;
    expect((await req('PUT', `/user/sub_user/detail/999999/status`, { status: 0 })).statusCode).toBe(404);
    expect((await entries('entity_type=account')).length).toBe(before);
  });

  it('records department create, rename and delete', async () => {
    const made = await req('POST', '/user/group/create', { pid: 0, name: '审计部' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect((await req('PUT', `/user/group/item/${id}`, { name: '审计二部' })).statusCode).toBe(200);
    expect((await req('DELETE', `/user/group/item/${id}`)).statusCode).toBe(200);
    const list = await entries(`entity_type=group&entity_id=${id}`);
    expect(list.map((e) => e.action)).toEqual(['group.delete', 'group.update', 'group.create']);
    expect(list[1].before).toMatchObject({ name: '审计部' });
    expect(list[1].after).toMatchObject({ name: '审计二部' });
    expect(list[0].after).toBeNull();
  });

  it("records the company's details before and after", async () => {
    const info = (await req('GET', '/user/company/info')).json().data as { name: string; contact_phone: string };
    const saved = await req('PUT', '/user/company/info', { name: info.name, contact_phone: info.contact_phone, memo: '审计备注' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [entry] = await entries('action=company.update');
    expect(entry.after).toMatchObject({ name: info.name, memo: '审计备注' });
    expect((entry.before as { memo: string }).memo).not.toBe('审计备注');
  });
});
