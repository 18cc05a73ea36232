import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles, auditLog, companies, orders, resources, subscriptionRenewals, warehouses } from '../../../db/schema';
import type { Session } from '../../../test-helpers';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const admin = t.signIn('admin');
const servicer = t.signIn('servicer');
const servicer2 = t.signIn('servicer2');
const consignor = t.signIn('consignor');
const EN = { 'accept-language': 'en' };

const req = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...s.headers, ...headers }, ...(payload ? { payload } : {}) });
const companyOf = (s: Session) => s.body.data.user.company_id;

const draft = async (over: object = {}) => {
  const res = await req(admin, 'POST', '/content/article', { title: '新功能上线', body: '<p>一段<strong>加粗</strong>的文字</p>', audience: 'consignor', ...over });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
};

describe('/api/content/article — the platform writes, sanitised on the server', () => {
  it('strips <script>, on* handlers and javascript: URLs from what it stores', async () => {
    const id = await draft({ body: '<p onclick="steal()">hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">' });
    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, id));
    expect(row.body).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
    expect(row.body).toContain('<strong>there</strong>');
    const detail = (await req(admin, 'GET', `/content/article/${id}`)).json().data;
    expect(detail).toMatchObject({ id, status: 'draft', audience: 'consignor', author_name: expect.any(String) });
    expect(detail.body).toBe(row.body);
  });

  it('moves draft → published → withdrawn → published and refuses what the table does not allow', async () => {
    const id = await draft();
    const withdrawDraft = await req(admin, 'POST', `/content/article/${id}/action`, { action: 'withdraw' }, EN);
    expect(withdrawDraft.statusCode).toBe(400);
    expect(withdrawDraft.json().msg).toBe('The article is draft: it cannot be withdrawn');
    const published = await req(admin, 'POST', `/content/article/${id}/action`, { action: 'publish' });
    expect(published.json().data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect((await req(admin, 'POST', `/content/article/${id}/action`, { action: 'publish' })).statusCode).toBe(400);
    const edit = await req(admin, 'PUT', `/content/article/${id}`, { title: 'x', body: '<p>y</p>', audience: 'all' }, EN);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().msg).toBe('Withdraw a published article before editing it');
    expect((await req(admin, 'DELETE', `/content/article/${id}`)).statusCode).toBe(400);
    expect((await req(admin, 'POST', `/content/article/${id}/action`, { action: 'withdraw' })).json().data.status).toBe('withdrawn');
    expect((await req(admin, 'PUT', `/content/article/${id}`, { title: '改过的标题', body: '<p>y</p>', audience: 'all' })).statusCode).toBe(200);
    expect((await req(admin, 'POST', `/content/article/${id}/action`, { action: 'publish' })).json().data).toMatchObject({ status: 'published', title: '改过的标题' });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'article'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['article.create', 'article.publish', 'article.withdraw', 'article.update']));
  });

  it('answers bad input 400 in the caller\'s language and writes nothing', async () => {
    const before = (await t.database.db.select().from(articles)).length;
    const noTitle = await req(admin, 'POST', '/content/article', { title: ' ', body: '<p>x</p>', audience: 'consignor' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().msg).toContain('请填写标题');
    const blank = await req(admin, 'POST', '/content/article', { title: 't', body: '<p></p>', audience: 'consignor' }, EN);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('Write the text');
    expect((await req(admin, 'POST', '/content/article', { title: 't', body: '<p>x</p>', audience: 'everyone' })).statusCode).toBe(400);
    expect((await req(admin, 'POST', '/content/article/1/action', { action: 'delete' })).statusCode).toBe(400);
    expect((await t.database.db.select().from(articles)).length).toBe(before);
  });

  it('is the platform admin\'s only: a servicer or merchant is refused, another id is not found', async () => {
    const id = await draft();
    expect((await req(servicer, 'GET', '/content/article')).statusCode).toBe(403);
    expect((await req(consignor, 'GET', `/content/article/${id}`)).statusCode).toBe(403);
    expect((await req(consignor, 'POST', '/content/article', { title: 't', body: '<p>x</p>', audience: 'consignor' })).statusCode).toBe(403);
    expect((await req(admin, 'GET', '/content/article/999999')).statusCode).toBe(404);
  });
});

describe('/api/content/feed — readers see only published articles of their audience', () => {
  it('shows the merchant the published consignor articles with read marks, never drafts or withdrawn ones', async () => {
    const shown = await draft({ title: '商家可见的文章' });
    await req(admin, 'POST', `/content/article/${shown}/action`, { action: 'publish' });
    const hidden = await draft({ title: '仍是草稿' });
    const withdrawn = await draft({ title: '撤回的文章' });
    await req(admin, 'POST', `/content/article/${withdrawn}/action`, { action: 'publish' });
    await req(admin, 'POST', `/content/article/${withdrawn}/action`, { action: 'withdraw' });
    const forServicers = await draft({ title: '服务商的文章', audience: 'servicer' });
    await req(admin, 'POST', `/content/article/${forServicers}/action`, { action: 'publish' });

    const feed = (await req(consignor, 'GET', '/content/feed?per_page=100')).json().data;
    const ids = feed.list.map((a: { id: number }) => a.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(withdrawn);
    expect(ids).not.toContain(forServicers);
    expect(feed.list.find((a: { id: number }) => a.id === shown)).toMatchObject({ read: false, title: '商家可见的文章' });
    expect((await req(servicer, 'GET', '/content/feed?per_page=100')).json().data.list.map((a: { id: number }) => a.id)).toContain(forServicers);

    expect((await req(consignor, 'GET', `/content/feed/${hidden}`)).statusCode).toBe(404);
    expect((await req(consignor, 'GET', `/content/feed/${forServicers}`)).statusCode).toBe(404);
    const opened = (await req(consignor, 'GET', `/content/feed/${shown}`)).json().data;
    expect(opened.body).toContain('<strong>加粗</strong>');
    const after = (await req(consignor, 'GET', '/content/feed?per_page=100')).json().data;
    expect(after.list.find((a: { id: number }) => a.id === shown).read).toBe(true);
    expect(after.unread).toBe(feed.unread - 1);
    expect((await req(admin, 'GET', `/content/article/${shown}`)).json().data.reads).toBe(1);
  });
});

describe('/api/content/incentive — a servicer\'s drivers over a period', () => {
  it('computes each driver\'s figures in fen from signed orders and feedback, for the caller\'s company only', async () => {
    const company = companyOf(servicer);
    const db = t.database.db;
    const [driver] = await db.select().from(resources).where(and(eq(resources.companyId, company), isNotNull(resources.name))).limit(1);
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company)).limit(3);
    const signedAt = new Date('2031-03-10T04:00:00Z');
    for (const [i, o] of mine.entries()) {
      await db.update(orders).set({ deliveryResourceId: driver.id, signedAt, feedbackResult: ['SATISFIED', 'SATISFIED', 'UNSATISFIED'][i] }).where(eq(orders.id, o.id));
    }
    const saved = await req(servicer, 'PUT', '/content/incentive/rule', { target: 'driver', per_signed: 200, per_good_feedback: 100, per_complaint: 500, per_abnormal: 1000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const raw = await req(servicer, 'GET', '/content/incentive?target=driver&date_from=2031-03-01&date_to=2031-03-31');
    expect(raw.statusCode, raw.body).toBe(200);
    const res = raw.json().data;
    const line = res.list.find((l: { target_id: number }) => l.target_id === driver.id);
    expect(line).toMatchObject({ target_name: driver.name, signed: 3, good_feedback: 2, complaints: 1 });
    expect(line.amount).toBe(3 * 200 + 2 * 100 - 500 - line.abnormal * 1000);
    expect((await req(servicer2, 'GET', '/content/incentive?target=driver&date_from=2031-03-01&date_to=2031-03-31')).json().data.list).toEqual([]);
    expect((await req(servicer2, 'GET', '/content/incentive/rule?target=driver')).json().data.per_signed).toBe(0);
  });

  it('computes each station\'s figures from the orders that left its warehouse, by its own rule', async () => {
    const company = companyOf(servicer);
    const db = t.database.db;
    const [station] = await db.select().from(warehouses).where(eq(warehouses.companyId, company)).limit(1);
    expect(station).toBeDefined();
    const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company)).offset(10).limit(2);
    const signedAt = new Date('2032-05-10T04:00:00Z');
    for (const [i, o] of mine.entries()) await db.update(orders).set({ warehouseId: station.id, signedAt, feedbackResult: i === 0 ? 'SATISFIED' : '' }).where(eq(orders.id, o.id));
    const saved = await req(servicer, 'PUT', '/content/incentive/rule', { target: 'station', per_signed: 300, per_good_feedback: 50, per_complaint: 0, per_abnormal: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = (await req(servicer, 'GET', '/content/incentive?target=station&date_from=2032-05-01&date_to=2032-05-31')).json().data;
    const line = res.list.find((l: { target_id: number }) => l.target_id === station.id);
    expect(line).toMatchObject({ target_name: station.name, signed: 2, good_feedback: 1, complaints: 0, amount: 2 * 300 + 50 });
    // the driver rule does not price stations
    expect((await req(servicer, 'GET', '/content/incentive?target=driver&date_from=2032-05-01&date_to=2032-05-31')).json().data.list.some((l: { target_id: number; target_name: string }) => l.target_name === station.name)).toBe(false);
  });

  it('refuses fractional or negative fen, a reversed or over-long period, and non-servicers', async () => {
    expect((await req(servicer, 'PUT', '/content/incentive/rule', { target: 'driver', per_signed: 1.5, per_good_feedback: 0, per_complaint: 0, per_abnormal: 0 })).statusCode).toBe(400);
    const neg = await req(servicer, 'PUT', '/content/incentive/rule', { target: 'station', per_signed: -1, per_good_feedback: 0, per_complaint: 0, per_abnormal: 0 }, EN);
    expect(neg.statusCode).toBe(400);
    expect(neg.json().msg).toContain('The amount cannot be negative');
    expect((await req(servicer, 'GET', '/content/incentive?target=driver&date_from=2031-03-31&date_to=2031-03-01')).statusCode).toBe(400);
    expect((await req(servicer, 'GET', '/content/incentive?target=driver&date_from=2029-01-01&date_to=2031-03-01')).statusCode).toBe(400);
    expect((await req(consignor, 'GET', '/content/incentive/rule?target=driver')).statusCode).toBe(403);
  });
});

describe('/api/content/recommend and /api/content/fee — the platform\'s, read by companies', () => {
  it('recommends an active servicer to merchants once; not a servicer is refused', async () => {
    const res = await req(admin, 'POST', '/content/recommend', { servicer_company_id: companyOf(servicer), headline: '准时送装', sort: 1 });
    expect(res.statusCode).toBe(200);
    const again = await req(admin, 'POST', '/content/recommend', { servicer_company_id: companyOf(servicer), headline: '再来', sort: 1 }, EN);
    expect(again.json().msg).toBe('This servicer is already recommended');
    expect((await req(admin, 'POST', '/content/recommend', { servicer_company_id: companyOf(consignor), headline: 'x' })).statusCode).toBe(400);
    const seen = (await req(consignor, 'GET', '/content/recommend')).json().data.list;
    expect(seen).toEqual(expect.arrayContaining([expect.objectContaining({ servicer_company_id: companyOf(servicer), headline: '准时送装' })]));
    expect((await req(consignor, 'POST', '/content/recommend', { servicer_company_id: companyOf(servicer), headline: 'x' })).statusCode).toBe(403);
    expect((await req(consignor, 'DELETE', `/content/recommend/${res.json().data.id}`)).statusCode).toBe(403);
  });

  it('keeps fee items per edition in fen; a company reads its own edition\'s enabled items', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyOf(servicer2)));
    const version = company.subscribeVersion;
    const add = await req(admin, 'POST', '/content/fee', { version, code: 'MONTHLY_FEE', name: '月费', unit: 'month', amount: 19900 });
    expect(add.statusCode).toBe(200);
    const dup = await req(admin, 'POST', '/content/fee', { version, code: 'MONTHLY_FEE', name: '重复', unit: 'month', amount: 1 }, EN);
    expect(dup.json().msg).toBe('This edition already has this fee code');
    expect((await req(admin, 'POST', '/content/fee', { version, code: 'bad code', name: 'x', unit: 'month', amount: 1 })).statusCode).toBe(400);
    expect((await req(admin, 'POST', '/content/fee', { version, code: 'HALF', name: 'x', unit: 'month', amount: 0.5 })).statusCode).toBe(400);
    const list = (await req(servicer2, 'GET', '/content/fee')).json().data.list;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'MONTHLY_FEE', amount: 19900 })]));
    await req(admin, 'PUT', `/content/fee/${add.json().data.id}`, { version, code: 'MONTHLY_FEE', name: '月费', unit: 'month', amount: 19900, enabled: false });
    expect((await req(servicer2, 'GET', '/content/fee')).json().data.list.map((f: { code: string }) => f.code)).not.toContain('MONTHLY_FEE');
    expect((await req(servicer2, 'POST', '/content/fee', { version, code: 'X1', name: 'x', unit: 'month', amount: 1 })).statusCode).toBe(403);
  });
});

describe('/api/user/user_subscription/renew/:id/reject — the platform says no with a reason', () => {
  it('rejects a pending request once; the company reads the reason', async () => {
    const asked = await req(servicer, 'POST', '/user/user_subscription/renew', { version: 'BASIC', months: 6 });
    expect(asked.statusCode).toBe(200);
    const id = asked.json().data.id;
    expect((await req(admin, 'POST', `/user/user_subscription/renew/${id}/reject`, { reason: ' ' })).statusCode).toBe(400);
    expect((await req(servicer, 'POST', `/user/user_subscription/renew/${id}/reject`, { reason: 'x' })).statusCode).toBe(403);
    expect((await req(admin, 'POST', `/user/user_subscription/renew/${id}/reject`, { reason: '请先结清欠费' })).statusCode).toBe(200);
    expect((await req(admin, 'POST', `/user/user_subscription/renew/${id}/reject`, { reason: '再次' })).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(subscriptionRenewals).where(eq(subscriptionRenewals.id, id));
    expect(row).toMatchObject({ status: 'rejected', rejectReason: '请先结清欠费' });
    const own = (await req(servicer, 'GET', '/user/user_subscription/renew')).json().data.list;
    expect(own.find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'rejected', reject_reason: '请先结清欠费' });
  });
});

describe('article images — an upload shown in a published article is fetched by every reader', () => {
  it('serves the platform\'s image to a merchant once the article is published, not before', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const boundary = '----h33boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({ method: 'POST', url: '/api/file/image/upload', headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(up.statusCode, up.body).toBe(200);
    const fileid = up.json().data.fileid as string;
    const id = await draft({ body: `<p>图</p><img src="blob:x" data-fileid="${fileid}">` });
    const url = `/file/image/download?file_id=${encodeURIComponent(fileid)}`;
    expect((await req(consignor, 'GET', url)).statusCode).toBe(404);
    await req(admin, 'POST', `/content/article/${id}/action`, { action: 'publish' });
    expect((await req(consignor, 'GET', url)).statusCode).toBe(200);
    expect((await req(admin, 'GET', `/content/article/${id}`)).json().data.cover).toBe(fileid);
  });
});
