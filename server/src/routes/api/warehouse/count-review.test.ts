import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, users } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const main = t.signIn('servicer');
const executor = t.signIn('executor');
const finance = t.signIn('finance');
let wh: { id: number };
let prods: { id: number; code: string }[];

beforeAll(async () => {
  // the second counter here is the finance sub-account, given the inventory screen too (the permission guard wants a warehouse menu)
  const db = t.database.db;
  const [me] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.username, 'finance'));
  const [inventory] = await db.select({ id: menus.id }).from(menus).where(and(eq(menus.appCode, 'BANG'), eq(menus.path, '/saas/warehouse/inventory/index')));
  await db.insert(roleMenus).values({ roleId: me.roleId!, menuId: inventory.id, buttons: [] });
  [wh] = (await call(main, 'GET', '/user/warehouse/all?per_page=300')).json().data.list;
  prods = (await call(main, 'GET', '/user/product/getAllProduct')).json().data.list;
});

function call(session: Session, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
}
const data = async (res: ReturnType<typeof call>) => {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data;
};
const act = (session: Session, id: number, action: string, body: object = {}) => call(session, 'POST', `/warehouse/documents/${id}/actions/${action}`, body);
const OWN = '盘点人不能审核自己的盘点，请由其他同事或主账号审核';

/** a count of a fresh empty location started by `starter`, `scanner` scanning 2 of product `p` (found), submitted by `submitter` */
async function submittedCount(p: { code: string }, starter: Session, scanner: Session, submitter: Session) {
  const code = `R${randomUUID().slice(0, 8)}`;
  const loc = await data(call(main, 'POST', '/user/basic/storage-locations', { warehouse_id: wh.id, code, name: code }));
  const doc = await data(call(starter, 'POST', '/warehouse/documents', { kind: 'count', warehouse_id: wh.id, location_id: loc.id }));
  await data(act(starter, doc.id, 'start'));
  const scanned = await data(call(scanner, 'POST', `/warehouse/documents/${doc.id}/scans`, { scans: [{ scan_id: `r-${randomUUID()}`, code: p.code, quantity: 2 }] }));
  expect(scanned.results[0].result).toBe('ok');
  const submitted = await data(act(submitter, doc.id, 'submit'));
  expect(submitted.status).toBe('submitted');
  return submitted as { id: number; doc_no: string };
}

describe('a count is reviewed by someone else', () => {
  it('refuses the counter (submitter) approve and reject with the reason the drawer shows; another user approves', async () => {
    const doc = await submittedCount(prods[1], executor, executor, executor);
    const seen = await data(call(executor, 'GET', `/warehouse/documents/${doc.id}`));
    expect(seen.actions).toEqual(['approve', 'reject']);
    expect(seen.blocked_actions).toEqual({ approve: OWN, reject: OWN });
    const approve = await act(executor, doc.id, 'approve');
    expect(approve.statusCode).toBe(400);
    expect(approve.json().msg).toBe(OWN);
    const reject = await act(executor, doc.id, 'reject', { reason: '重盘' });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().msg).toBe(OWN);
    // nothing was booked by the refusals
    expect((await data(call(main, 'GET', `/warehouse/moves?doc_no=${doc.doc_no}`))).total).toBe(0);
    // in English too
    const en = await t.app.inject({ method: 'POST', url: `/api/warehouse/documents/${doc.id}/actions/approve`, headers: { ...executor.headers, 'accept-language': 'en' }, payload: {} });
    expect(en.json().msg).toBe('You counted this: another user or the main account approves or rejects it');

    // someone who took no part sees no block and approves
    const other = await data(call(finance, 'GET', `/warehouse/documents/${doc.id}`));
    expect(other.blocked_actions).toBeUndefined();
    const approved = await data(act(finance, doc.id, 'approve'));
    expect(approved.status).toBe('approved');
    expect((await data(call(main, 'GET', `/warehouse/moves?doc_no=${doc.doc_no}`))).total).toBeGreaterThan(0);
  });

  it('whoever scanned in it is refused too, even when another user submitted', async () => {
    const doc = await submittedCount(prods[2], main, executor, finance);
    expect((await act(executor, doc.id, 'approve')).json().msg).toBe(OWN);
    expect((await act(finance, doc.id, 'reject', { reason: '重盘' })).json().msg).toBe(OWN);
    // the main account counted nothing here; it approves
    expect((await data(act(main, doc.id, 'approve'))).status).toBe('approved');
  });

  it('the main account may approve its own count', async () => {
    const doc = await submittedCount(prods[3], main, main, main);
    expect((await data(call(main, 'GET', `/warehouse/documents/${doc.id}`))).blocked_actions).toBeUndefined();
    expect((await data(act(main, doc.id, 'approve'))).status).toBe('approved');
  });

  it('a company with a single active user reviews its own counts', async () => {
    const doc = await submittedCount(prods[4], executor, executor, executor);
    expect((await act(executor, doc.id, 'approve')).statusCode).toBe(400);
    const db = t.database.db;
    const [me] = await db.select().from(users).where(eq(users.username, 'executor'));
    const others = await db.select({ id: users.id }).from(users).where(and(eq(users.companyId, me.companyId), ne(users.id, me.id), eq(users.status, 1)));
    // everyone else of the company disabled straight in the table (a login would end the sessions; only the count matters here)
    for (const o of others) await db.update(users).set({ status: 0 }).where(eq(users.id, o.id));
    try {
      expect((await data(call(executor, 'GET', `/warehouse/documents/${doc.id}`))).blocked_actions).toBeUndefined();
      expect((await data(act(executor, doc.id, 'approve'))).status).toBe('approved');
    } finally {
      for (const o of others) await db.update(users).set({ status: 1 }).where(eq(users.id, o.id));
    }
  });
});
