/**
 * Data-permission roles by business unit (issue 22): `unit` sees the rows created or handled by the members of the
 * user's own departments, `unit_tree` also those of the departments below them; nobody else's. The executor is in
 * 华东 (top), finance in 上海 (under 华东): an order finance created is in the executor's unit_tree scope, not its unit
 * scope; an order of neither is in neither (list and detail).
 */
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userGroups } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const [servicer, executor, finance] = ['servicer', 'executor', 'finance'].map((u) => t.signIn(u));

const req = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** which of the order numbers the user's waybill list shows (the list filtered to them) */
const listed = async (s: Session, nos: string[]): Promise<string[]> => {
  const res = await req(s, 'GET', `/order/waybills/list?per_page=100&nos=${nos.join(',')}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as { order_no: string }[]).map((r) => r.order_no).sort();
};

describe('unit and unit_tree data roles', () => {
  it('see the rows of the user’s departments, and of the departments below only with unit_tree', async () => {
    const companyId = servicer.body.data.user.company_id as number;
    const [executorId, financeId] = [executor.body.data.user.id as number, finance.body.data.user.id as number];
    const group = async (pid: number, name: string) => {
      const res = await req(servicer, 'POST', '/user/group/create', { pid, name });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const east = await group(0, '华东数据范围');
    const shanghai = await group(east, '上海数据范围');
    // the seed puts both (and the main account) in its own departments: only the two new ones count here
    await t.app.db.delete(userGroups).where(inArray(userGroups.userId, [executorId, financeId]));
    await t.app.db.insert(userGroups).values([{ userId: executorId, groupId: east }, { userId: financeId, groupId: shanghai }]);

    // three orders nobody of the two handles: one becomes finance's, one the executor's, one stays outside
    const picked = await rows<{ id: number; order_no: string }>(sql`
      select id, order_no from orders where company_id = ${companyId} and deleted_at is null
         and created_by is distinct from ${executorId} and servicer_user_id is distinct from ${executorId}
         and created_by is distinct from ${financeId} and servicer_user_id is distinct from ${financeId}
       order by id limit 3`);
    expect(picked).toHaveLength(3);
    const [byFinance, byExecutor, outside] = picked;
    await t.app.db.execute(sql`update orders set created_by = ${financeId} where id = ${byFinance.id}`);
    await t.app.db.execute(sql`update orders set created_by = ${executorId} where id = ${byExecutor.id}`);

    const role = await req(servicer, 'POST', '/system/role/data/create', { name: '本部门', scope: 'unit', user_ids: [executorId] });
    expect(role.statusCode, role.body).toBe(200);
    const roleId = role.json().data.id as number;

    const nos = picked.map((o) => o.order_no);
    expect(await listed(servicer, nos)).toEqual([...nos].sort());
    expect(await listed(executor, nos)).toEqual([byExecutor.order_no]);
    expect((await req(executor, 'GET', `/order/orders/${byFinance.order_no}`)).statusCode).toBe(404);

    const tree = await req(servicer, 'PUT', `/system/role/data/detail/${roleId}`, { name: '本部门及下级', scope: 'unit_tree', user_ids: [executorId] });
    expect(tree.statusCode, tree.body).toBe(200);
    expect(await listed(executor, nos)).toEqual([byExecutor.order_no, byFinance.order_no].sort());
    expect((await req(executor, 'GET', `/order/orders/${byFinance.order_no}`)).statusCode).toBe(200);
    expect((await req(executor, 'GET', `/order/orders/${outside.order_no}`)).statusCode).toBe(404);

    // finance (no data role) and the main account still see every order
    for (const s of [finance, servicer]) expect((await req(s, 'GET', `/order/orders/${outside.order_no}`)).statusCode).toBe(200);
  });
});
