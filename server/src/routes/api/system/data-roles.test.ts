/**
 * Data-permission roles (issue 22): the CRUD's refusals and audit, and the scope enforced on orders — a sub-account
 * holding a `chosen` consignor role lists only that consignor's orders and gets 404 on any other order; `own` sees only
 * what it created; another company's ids are not found; main accounts always see every row.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataRoleDetail } from '../../../../../src/domain/admin/data-scope';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const [servicer, executor, servicer2] = ['servicer', 'executor', 'servicer2'].map((u) => t.signIn(u));

const req = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** the two consignors of the servicer's company with the most orders */
async function twoConsignors(companyId: number): Promise<{ id: number; name: string; n: number }[]> {
  const list = await rows<{ id: number; name: string; n: string }>(sql`
    select o.consignor_resource_id as id, r.name, count(*) as n from orders o join resources r on r.id = o.consignor_resource_id
     where o.company_id = ${companyId} and o.deleted_at is null
     group by 1, 2 order by 3 desc limit 2`);
  return list.map((r) => ({ id: Number(r.id), name: r.name, n: Number(r.n) }));
}

async function saveRole(body: object, id?: number): Promise<number> {
  const res = id ? await req(servicer, 'PUT', `/system/role/data/detail/${id}`, body) : await req(servicer, 'POST', '/system/role/data/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

const waybills = async (s: Session, query = '') => {
  const res = await req(s, 'GET', `/order/waybills/list?per_page=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: { id: number; order_no: string; consignor_name: string }[]; total: number };
};

describe('a chosen-consignor data role on orders', () => {
  it('lists only the consignor’s orders, answers 404 for others, and lets go when the role is removed', async () => {
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const [x, y] = await twoConsignors(companyId);
    expect(x && y, 'the seed has orders of two consignors').toBeTruthy();
    const before = await waybills(executor);
    expect(before.total).toBeGreaterThanOrEqual(x.n + y.n);

    const id = await saveRole({ name: '仅货主X', scope: 'chosen', consignor_ids: [x.id], user_ids: [executorId] });
    const scoped = await waybills(executor);
    expect(scoped.total).toBe(x.n);
    expect(scoped.list.length).toBeGreaterThan(0);
    expect(scoped.list.every((r) => r.consignor_name === x.name)).toBe(true);
    // the dashboard counters agree
    const sums = (await req(executor, 'GET', '/order/stats/statusSum')).json().data;
    expect(sums.total).toBe(x.n);

    const [other] = await rows<{ id: number; order_no: string }>(sql`select id, order_no from orders where company_id = ${companyId} and consignor_resource_id = ${y.id} limit 1`);
    expect((await req(executor, 'GET', `/order/orders/${other.order_no}`)).statusCode).toBe(404);
    expect((await req(executor, 'GET', `/order/orders/${scoped.list[0].order_no}`)).statusCode).toBe(200);
    // the main account keeps every row
    expect((await waybills(servicer)).total).toBe(before.total);
    expect((await req(servicer, 'GET', `/order/orders/${other.order_no}`)).statusCode).toBe(200);

    const detail: DataRoleDetail = (await req(servicer, 'GET', `/system/role/data/detail/${id}`)).json().data;
    expect(detail.users.map((u) => u.id)).toEqual([executorId]);

    expect((await req(servicer, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(200);
    expect((await waybills(executor)).total).toBe(before.total);
  });

  it('own: only the orders the user created or is assigned', async () => {
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const id = await saveRole({ name: '仅本人', scope: 'own', user_ids: [executorId] });
    const [{ n }] = await rows<{ n: string }>(sql`
      select count(*) as n from orders where company_id = ${companyId} and deleted_at is null
         and (created_by = ${executorId} or servicer_user_id = ${executorId})`);
    expect((await waybills(executor)).total).toBe(Number(n));
    const [foreign] = await rows<{ order_no: string }>(sql`
      select order_no from orders where company_id = ${companyId} and deleted_at is null
         and created_by is distinct from ${executorId} and servicer_user_id is distinct from ${executorId} limit 1`);
    expect((await req(executor, 'GET', `/order/orders/${foreign.order_no}`)).statusCode).toBe(404);
    expect((await req(servicer, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(200);
  });

  it('own: an abnormal record the user reported or handles on someone else’s order stays visible, others’ are hidden', async () => {
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const foreign = await rows<{ id: number }>(sql`
      select id from orders where company_id = ${companyId} and deleted_at is null and status in ('TO_SIGN', 'TO_DELIVER', 'TO_PICKUP')
         and created_by is distinct from ${executorId} and servicer_user_id is distinct from ${executorId} order by id desc limit 3`);
    expect(foreign.length, 'the seed has three orders of other users').toBe(3);
    const register = async (s: Session, orderId: number) => {
      const res = await req(s, 'POST', '/abnormal/records', { order_id: orderId, type_code: 'DAMAGED', stage: 'delivery', description: '数据权限：本人上报' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number };
    };
    // reported by the user before the role applied; one the main account reported and assigned to the user; one not theirs
    const reported = await register(executor, foreign[0].id);
    const handled = await register(servicer, foreign[1].id);
    const others = await register(servicer, foreign[2].id);
    await t.app.db.execute(sql`update abnormal_records set handler_uid = ${executorId} where id = ${handled.id}`);

    const id = await saveRole({ name: '仅本人异常', scope: 'own', user_ids: [executorId] });
    const listed = await req(executor, 'GET', '/abnormal/records?per_page=100');
    expect(listed.statusCode, listed.body).toBe(200);
    const seen = new Set((listed.json().data.list as { id: number }[]).map((r) => r.id));
    expect(seen.has(reported.id) && seen.has(handled.id)).toBe(true);
    expect(seen.has(others.id)).toBe(false);
    expect((await req(executor, 'GET', `/abnormal/records/${reported.id}`)).statusCode).toBe(200);
    expect((await req(executor, 'GET', `/abnormal/records/${others.id}`)).statusCode).toBe(404);
    // the main account sees all three
    const all = new Set(((await req(servicer, 'GET', '/abnormal/records?per_page=100')).json().data.list as { id: number }[]).map((r) => r.id));
    expect([reported.id, handled.id, others.id].every((r) => all.has(r))).toBe(true);
    expect((await req(servicer, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(200);
  });
});

describe('the data-role screens’ API', () => {
  it('refuses bad input with a message and writes nothing', async () => {
    const chosenNothing = await req(servicer, 'POST', '/system/role/data/create', { name: 'empty', scope: 'chosen' });
    expect(chosenNothing.statusCode).toBe(400);
    expect(chosenNothing.json().msg).toBe('请至少选择一个货主、仓库或网点');
    const foreignWarehouse = (await rows<{ id: number }>(sql`select id from warehouses where company_id = ${servicer2.body.data.user.company_id} limit 1`))[0];
    if (foreignWarehouse) {
      const res = await req(servicer, 'POST', '/system/role/data/create', { name: 'foreign', scope: 'chosen', warehouse_ids: [foreignWarehouse.id] });
      expect(res.statusCode).toBe(400);
    }
    const mainHolder = await req(servicer, 'POST', '/system/role/data/create', { name: 'main', scope: 'own', user_ids: [servicer.body.data.user.id] });
    expect(mainHolder.statusCode).toBe(400);
    expect(mainHolder.json().msg).toBe('只能分配给本公司的子账号');
    expect((await req(servicer, 'POST', '/system/role/data/create', { name: 'x', scope: 'everything' })).statusCode).toBe(400);
    const list = (await req(servicer, 'GET', '/system/role/data/list')).json().data.list as { name: string }[];
    expect(list.map((r) => r.name)).not.toContain('empty');
  });

  it('keeps names unique, logs every write, and hides another company’s roles', async () => {
    const id = await saveRole({ name: '华东仓', scope: 'unit' });
    const dup = await req(servicer, 'POST', '/system/role/data/create', { name: '华东仓', scope: 'own' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('数据权限角色名称已存在');
    await saveRole({ name: '华东仓', scope: 'unit_tree' }, id);
    const audit = (await req(servicer, 'GET', `/system/audit/list?entity_id=${id}`)).json().data.list as { action: string }[];
    expect(audit.map((a) => a.action).sort()).toEqual(['dataRole.create', 'dataRole.update']);
    expect((await req(servicer2, 'GET', `/system/role/data/detail/${id}`)).statusCode).toBe(404);
    expect((await req(servicer2, 'PUT', `/system/role/data/detail/${id}`, { name: 'stolen', scope: 'all' })).statusCode).toBe(404);
    expect((await req(servicer2, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(404);
    expect((await req(servicer2, 'GET', '/system/role/data/list')).json().data.list.some((r: { id: number }) => r.id === id)).toBe(false);
  });
});

describe('a chosen-warehouse data role on warehouse documents, stock and transit loads', () => {
  it('lists only rows of the warehouse and answers 404 for the others', async () => {
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const docs = await rows<{ id: number; warehouse_id: number }>(sql`select id, warehouse_id from warehouse_documents where company_id = ${companyId} order by id`);
    const warehouseIds = [...new Set(docs.map((d) => Number(d.warehouse_id)))];
    expect(warehouseIds.length, 'the seed has documents').toBeGreaterThan(0);
    const w = warehouseIds[0];
    const id = await saveRole({ name: '仅仓库W', scope: 'chosen', warehouse_ids: [w], user_ids: [executorId] });

    const list = (await req(executor, 'GET', '/warehouse/documents?per_page=100')).json().data as { list: { id: number; warehouse_id: number }[]; total: number };
    expect(list.total).toBe(docs.filter((d) => Number(d.warehouse_id) === w).length);
    expect(list.list.every((d) => d.warehouse_id === w)).toBe(true);
    const other = docs.find((d) => Number(d.warehouse_id) !== w);
    if (other) expect((await req(executor, 'GET', `/warehouse/documents/${other.id}`)).statusCode).toBe(404);
    expect((await req(executor, 'GET', `/warehouse/documents/${list.list[0].id}`)).statusCode).toBe(200);
    expect((await req(servicer, 'GET', '/warehouse/documents?per_page=1')).json().data.total).toBe(docs.length);

    const stock = (await req(executor, 'GET', '/warehouse/balances?per_page=100')).json().data as { list: { warehouse_id: number }[] };
    expect(stock.list.every((r) => r.warehouse_id === w)).toBe(true);

    const loads = await rows<{ id: number; in_scope: boolean }>(sql`
      select id, (from_site_type = 'warehouse' and from_site_id = ${w}) or (to_site_type = 'warehouse' and to_site_id = ${w}) as in_scope
        from transit_loads where company_id = ${companyId}`);
    const seen = (await req(executor, 'GET', '/transit/loads?per_page=100')).json().data as { list: { id: number }[]; total: number };
    expect(seen.total).toBe(loads.filter((l) => l.in_scope).length);
    const outside = loads.find((l) => !l.in_scope);
    if (outside) expect((await req(executor, 'GET', `/transit/loads/${outside.id}`)).statusCode).toBe(404);
    expect((await req(servicer, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(200);
  });
});

describe('a chosen-consignor data role on tickets', () => {
  it('lists only tickets of the consignor’s orders and answers 404 for another', async () => {
    const companyId = servicer.body.data.user.company_id;
    const executorId = executor.body.data.user.id;
    const all = await rows<{ id: number; consignor: number | null }>(sql`
      select t.id, o.consignor_resource_id as consignor from tickets t left join orders o on o.id = t.order_id where t.company_id = ${companyId}`);
    const withConsignor = all.filter((r) => r.consignor !== null);
    expect(withConsignor.length, 'the seed has tickets on orders').toBeGreaterThan(0);
    const x = Number(withConsignor[0].consignor);
    const id = await saveRole({ name: '工单货主X', scope: 'chosen', consignor_ids: [x], user_ids: [executorId] });
    const listed = (await req(executor, 'GET', '/order/tickets?per_page=100')).json().data as { list: { id: number }[]; total: number };
    expect(listed.total).toBe(all.filter((r) => Number(r.consignor) === x).length);
    const inScope = new Set(all.filter((r) => Number(r.consignor) === x).map((r) => r.id));
    expect(listed.list.every((r) => inScope.has(r.id))).toBe(true);
    const outside = all.find((r) => Number(r.consignor) !== x);
    if (outside) expect((await req(executor, 'GET', `/order/ticket/${outside.id}`)).statusCode).toBe(404);
    expect((await req(executor, 'GET', `/order/ticket/${withConsignor[0].id}`)).statusCode).toBe(200);
    expect((await req(servicer, 'DELETE', `/system/role/data/detail/${id}`)).statusCode).toBe(200);
  });
});
