/**
 * Quote cards, versions, templates, generate, import, overview and the public price (issue 20) on a real database:
 * every rule allowed and refused, another company's ids 404, nothing written by a refusal.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaDistanceM, type CentreTable } from '../../../../../src/domain/quote/distance';
import centres from '../../../../../src/lib/geo/area-centroids.json';
import { bannedAreas, quoteCards, quoteCardVersions, resources, warehouses } from '../../../db/schema';
import { createTestApp, type Session, type TestApp } from '../../../test-helpers';

let t: TestApp;
let servicer: Session;
let other: Session;
let company: number;
let otherCompany: number;
let consignorA: number;
let consignorB: number;
let consignorC: number;
let otherConsignor: number;
let delivery: number;

const area = (province_code = '', city_code = '', district_code = '') => ({ zone: 'area', province_code, city_code, district_code });
const basic = (over: Record<string, unknown> = {}) => ({ shape: 'basic', zone: area('310000'), code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1234, ...over });
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (s: Session | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...(s?.headers ?? { 'accept-language': 'zh-CN' }), ...headers }, payload: payload as object });
async function okData(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
function refusedWith(res: Awaited<ReturnType<typeof call>>, ...parts: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  for (const p of parts) expect(res.json().msg).toContain(p);
  return res.json();
}
const cardCount = async () => (await t.database.db.select({ n: count() }).from(quoteCards).where(eq(quoteCards.companyId, company)))[0].n;
const versionsOf = (cardId: number) => t.database.db.select().from(quoteCardVersions).where(eq(quoteCardVersions.cardId, cardId)).orderBy(quoteCardVersions.versionNo);

async function resource(companyId: number, objectType: string, name: string, sub: string | null = null) {
  const [r] = await t.database.db.insert(resources).values({ companyId, objectType, objectSubType: sub, name }).returning({ id: resources.id });
  return r.id;
}

beforeAll(async () => {
  t = await createTestApp();
  [servicer, other] = await Promise.all([t.login('servicer'), t.login('servicer2')]);
  company = servicer.body.data.user.company_id;
  otherCompany = other.body.data.user.company_id;
  consignorA = await resource(company, 'consignor', '报价测试A');
  consignorB = await resource(company, 'consignor', '报价测试B');
  consignorC = await resource(company, 'consignor', '报价测试C');
  otherConsignor = await resource(otherCompany, 'consignor', '别家商家');
  delivery = await resource(company, 'delivery', '报价配送商', 'T_PZ');
});
afterAll(() => t.close());

const createCard = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(servicer, 'POST', '/quote/cards', { kind: 'CONSIGNOR_BASIC', name: '测试报价', party_type: 'CONSIGNOR', party_id: consignorA, effective_from: day(0), rows: [basic()], ...body }, headers);

describe('the demo (seed/quote.ts)', () => {
  it('holds published default, template, own, ratio, over-distance and delivery cards', async () => {
    const cards = await t.database.db.select().from(quoteCards).where(eq(quoteCards.companyId, company));
    const summary = cards.map((c) => `${c.kind}:${c.partyType}:${c.partyId === null ? 'default' : 'own'}`).sort();
    expect(summary).toEqual([
      'CONSIGNOR_BASIC:CONSIGNOR:default',
      'CONSIGNOR_BASIC:CONSIGNOR:own',
      'CONSIGNOR_BASIC:TEMPLATE:own',
      'CONSIGNOR_RATIO:CONSIGNOR:default',
      'DELIVERY_BASIC:DELIVERY:own',
      'OVER_DISTANCE:CONSIGNOR:default',
    ]);
    const templates = await okData(await call(servicer, 'GET', '/quote/templates'));
    expect(templates.list[0]).toMatchObject({ name: '标准商家模板', consignors: [{ name: '优居家具' }], cards: [{ kind: 'CONSIGNOR_BASIC', current_version_no: 1 }] });
    const basicCards = await okData(await call(servicer, 'GET', '/quote/cards?kind=CONSIGNOR_BASIC'));
    const def = basicCards.list.find((c: { party_id: number | null }) => c.party_id === null);
    expect(def.current_version).toMatchObject({ version_no: 1, state: 'PUBLISHED', row_count: 9 });
  });
});

describe('cards and versions', () => {
  let cardId: number;
  let v1: number;

  it('creates a card with its first version as a draft, once per Idempotency-Key', async () => {
    const before = await cardCount();
    const headers = { 'idempotency-key': 'quote-card-create-1' };
    const card = await okData(await createCard({}, headers));
    const again = await okData(await createCard({}, headers));
    expect(again.id).toBe(card.id);
    expect(await cardCount()).toBe(before + 1);
    expect(card).toMatchObject({ kind: 'CONSIGNOR_BASIC', party_type: 'CONSIGNOR', party_id: consignorA, party_name: '报价测试A', currency: 'CNY', current_version: null });
    expect(card.versions).toHaveLength(1);
    expect(card.versions[0]).toMatchObject({ version_no: 1, state: 'DRAFT', row_count: 1 });
    expect(card.versions[0].rows[0]).toMatchObject({ unit_cents: 1234, tier_min: 0, tier_max: null });
    cardId = card.id;
    v1 = card.versions[0].id;
  });

  it('refuses a bad row naming its row number and column in the user’s language, writing nothing', async () => {
    const before = await cardCount();
    const zh = refusedWith(await createCard({ party_id: consignorB, rows: [basic(), basic({ unit_cents: -5 })] }), '第2行', '单价(元)', '不能为负数');
    expect(zh.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'unit_cents' })]);
    refusedWith(await createCard({ party_id: consignorB, rows: [basic({ tier_min: 10, tier_max: 5 })] }, { 'accept-language': 'en' }), 'Row 1', 'Tier to', 'upper bound');
    refusedWith(await createCard({ party_id: consignorB, rows: [basic({ zone: { zone: 'station', station_id: 1 } })] }), '第1行');
    expect(await cardCount()).toBe(before);
  });

  it('holds its currency, CNY, and refuses any other in the user’s language, writing nothing', async () => {
    const before = await cardCount();
    refusedWith(await createCard({ party_id: consignorB, currency: 'USD' }), '币种仅支持人民币（CNY）');
    refusedWith(await createCard({ party_id: consignorB, currency: 'usd' }, { 'accept-language': 'en' }), 'only currency', 'CNY');
    expect(await cardCount()).toBe(before);
    // the database holds it too: a card's currency cannot become anything but CNY
    await expect(t.database.db.update(quoteCards).set({ currency: 'USD' }).where(eq(quoteCards.id, cardId))).rejects.toThrow();
    const [stored] = await t.database.db.select({ currency: quoteCards.currency }).from(quoteCards).where(eq(quoteCards.id, cardId));
    expect(stored.currency).toBe('CNY');
    const listed = await okData(await call(servicer, 'GET', '/quote/cards?kind=CONSIGNOR_BASIC'));
    expect(listed.list.find((c: { id: number }) => c.id === cardId)).toMatchObject({ currency: 'CNY' });
  });

  it('checks the party: the kind’s types, the company’s ids, a template named, one default and one card per party', async () => {
    const before = await cardCount();
    refusedWith(await createCard({ party_type: 'DELIVERY', party_id: delivery }), '不能选择此类对象');
    refusedWith(await createCard({ party_id: otherConsignor }), '报价对象不存在');
    refusedWith(await createCard({ party_type: 'TEMPLATE', party_id: null }), '请选择报价模板');
    refusedWith(await createCard({}), '报价测试A已有此类报价');
    await okData(await createCard({ kind: 'LAND', party_type: 'DELIVERY', party_id: null }));
    refusedWith(await createCard({ kind: 'LAND', party_type: 'DELIVERY', party_id: null }), '已有默认报价');
    const ownDelivery = await okData(await createCard({ kind: 'DELIVERY_BASIC', party_type: 'DELIVERY', party_id: delivery }));
    expect(ownDelivery.party_name).toBe('报价配送商');
    expect(await cardCount()).toBe(before + 2);
  });

  it('edits a draft, publishes it, then never edits nor deletes it', async () => {
    const put = await okData(await call(servicer, 'PUT', `/quote/versions/${v1}`, { effective_from: day(-10), effective_to: null, rows: [basic(), basic({ code: 'INSTALL', unit_cents: 500 })] }));
    expect(put).toMatchObject({ row_count: 2, effective_from: day(-10), state: 'DRAFT' });
    refusedWith(await call(servicer, 'PUT', `/quote/versions/${v1}`, { effective_from: day(0), effective_to: day(-1), rows: [] }), '失效日期不能早于生效日期');
    refusedWith(await call(servicer, 'PUT', `/quote/versions/${v1}`, { effective_from: '2026-02-30', effective_to: null, rows: [] }), '日期格式不正确');
    const published = await okData(await call(servicer, 'POST', `/quote/versions/${v1}/publish`));
    expect(published).toMatchObject({ state: 'PUBLISHED' });
    expect(published.published_at).not.toBeNull();
    refusedWith(await call(servicer, 'PUT', `/quote/versions/${v1}`, { effective_from: day(-10), effective_to: null, rows: [basic()] }), '已发布的版本不能修改');
    refusedWith(await call(servicer, 'POST', `/quote/versions/${v1}/publish`), '已发布的版本不能修改');
    refusedWith(await call(servicer, 'DELETE', `/quote/versions/${v1}`), '已发布的版本不能删除');
    const [row] = await versionsOf(cardId);
    expect(row).toMatchObject({ state: 'PUBLISHED', rowCount: 2 });
    const card = await okData(await call(servicer, 'GET', `/quote/cards/${cardId}`));
    expect(card.current_version).toMatchObject({ id: v1, version_no: 1 });
  });

  it('numbers versions 1, 2, 3; publishing closes the open-ended one the day before and refuses an overlap', async () => {
    const v2 = await okData(await call(servicer, 'POST', `/quote/cards/${cardId}/versions`, { effective_from: day(5) }));
    expect(v2).toMatchObject({ version_no: 2, state: 'DRAFT', row_count: 2 }); // copied from the latest
    await okData(await call(servicer, 'POST', `/quote/versions/${v2.id}/publish`));
    const [first, second] = await versionsOf(cardId);
    expect(first.effectiveTo).toBe(day(4));
    expect(second).toMatchObject({ state: 'PUBLISHED', effectiveFrom: day(5), effectiveTo: null });

    const v3 = await okData(await call(servicer, 'POST', `/quote/cards/${cardId}/versions`, { effective_from: day(-3), effective_to: day(1), rows: [basic({ unit_cents: 999 })] }));
    expect(v3.version_no).toBe(3);
    refusedWith(await call(servicer, 'POST', `/quote/versions/${v3.id}/publish`), '与已发布的第1版');
    expect((await versionsOf(cardId)).map((v) => [v.state, v.effectiveTo])).toEqual([
      ['PUBLISHED', day(4)],
      ['PUBLISHED', null],
      ['DRAFT', day(1)],
    ]);
    await okData(await call(servicer, 'DELETE', `/quote/versions/${v3.id}`));
    expect(await versionsOf(cardId)).toHaveLength(2);
    const empty = await okData(await call(servicer, 'POST', `/quote/cards/${cardId}/versions`, { effective_from: day(30), rows: [] }));
    expect(empty.version_no).toBe(3); // the deleted draft's number is free again
    refusedWith(await call(servicer, 'POST', `/quote/versions/${empty.id}/publish`), '没有报价行');
  });

  it('lists a kind’s cards with the version in force and the latest; disables a card', async () => {
    const list = await okData(await call(servicer, 'GET', `/quote/cards?kind=CONSIGNOR_BASIC&keyword=${encodeURIComponent('报价测试A')}`));
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: cardId, current_version: { version_no: 1 }, latest_version: { version_no: 3, state: 'DRAFT' } });
    const patched = await okData(await call(servicer, 'PATCH', `/quote/cards/${cardId}`, { status: 0, name: '停用的报价' }));
    expect(patched).toMatchObject({ status: 0, name: '停用的报价' });
    const parties = await okData(await call(servicer, 'GET', `/quote/parties?party_type=CONSIGNOR&keyword=${encodeURIComponent('报价测试')}`));
    expect(parties.list.map((p: { name: string }) => p.name)).toEqual(['报价测试A', '报价测试B', '报价测试C']);
  });

  it('answers 404 for another company’s cards, versions and templates, and changes none of them', async () => {
    const theirCard = await okData(
      await call(other, 'POST', '/quote/cards', { kind: 'CONSIGNOR_BASIC', name: '别家报价', party_type: 'CONSIGNOR', party_id: otherConsignor, effective_from: day(0), rows: [basic()] }),
    );
    const theirVersion = theirCard.versions[0].id;
    const theirTemplate = await okData(await call(other, 'POST', '/quote/templates', { name: '别家模板' }));
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/quote/cards/${theirCard.id}`],
      ['PATCH', `/quote/cards/${theirCard.id}`, { status: 0 }],
      ['POST', `/quote/cards/${theirCard.id}/versions`, { effective_from: day(0) }],
      ['GET', `/quote/versions/${theirVersion}`],
      ['PUT', `/quote/versions/${theirVersion}`, { effective_from: day(0), effective_to: null, rows: [] }],
      ['POST', `/quote/versions/${theirVersion}/publish`],
      ['POST', `/quote/versions/${theirVersion}/import`, { rows: [{ row: 2, cells: { code: 'DELIVERY' } }] }],
      ['DELETE', `/quote/versions/${theirVersion}`],
      ['GET', `/quote/templates/${theirTemplate.id}`],
      ['PATCH', `/quote/templates/${theirTemplate.id}`, { name: '改名' }],
    ];
    for (const [method, url, body] of attempts) expect((await call(servicer, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    refusedWith(await call(servicer, 'POST', '/quote/generate/preview', { template_id: theirTemplate.id, consignor_ids: [consignorA], effective_from: day(0) }), '报价对象不存在');
    const [v] = await versionsOf(theirCard.id);
    expect(v).toMatchObject({ state: 'DRAFT', rowCount: 1 });
    const mine = await okData(await call(servicer, 'GET', '/quote/cards?kind=CONSIGNOR_BASIC&per_page=200'));
    expect(mine.list.some((c: { id: number }) => c.id === theirCard.id)).toBe(false);
  });
});

describe('Excel import', () => {
  it('refuses the whole import listing every bad row, nothing written; a good sheet replaces the draft’s rows', async () => {
    const card = await okData(await createCard({ party_id: consignorC, rows: [basic()] }));
    const vid = card.versions[0].id;
    const good = { province_code: '310000', city_code: '310100', district_code: '310101', code: 'DELIVERY', basis: 'VOLUME', mode: 'UNIT', unit_cents: '12.5', tier_min: 0, tier_max: 1000000 };
    const res = await call(servicer, 'POST', `/quote/versions/${vid}/import`, {
      rows: [
        { row: 2, cells: good },
        { row: 3, cells: { ...good, unit_cents: '1.234' } },
        { row: 4, cells: good },
        { row: 5, cells: { ...good, basis: 'LIGHTYEAR' } },
        { row: 6, cells: { ...good, district_code: '310101', city_code: '' } },
      ],
    });
    const body = refusedWith(res, '3行有误', '第3行', '单价(元)');
    expect(body.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'unit_cents'],
      [5, 'basis'],
      [6, 'city_code'],
    ]);
    expect((await versionsOf(card.id))[0]).toMatchObject({ rowCount: 1 });
    expect((await versionsOf(card.id))[0].rows[0]).toMatchObject({ unit_cents: 1234 });

    const done = await okData(await call(servicer, 'POST', `/quote/versions/${vid}/import`, { rows: [{ row: 2, cells: good }, { row: 3, cells: { ...good, tier_min: 1000000, tier_max: '', unit_cents: '10' } }] }));
    expect(done.imported).toBe(2);
    expect(done.version.rows.map((r: { unit_cents: number; tier_max: number | null }) => [r.unit_cents, r.tier_max])).toEqual([
      [1250, 1000000],
      [1000, null],
    ]);
    await okData(await call(servicer, 'POST', `/quote/versions/${vid}/publish`));
    refusedWith(await call(servicer, 'POST', `/quote/versions/${vid}/import`, { rows: [{ row: 2, cells: good }] }), '已发布的版本不能修改');
  });
});

describe('templates and generate', () => {
  it('binds a consignor to at most one template, generates adjusted cards (preview stores nothing), refuses an overlapping publish', async () => {
    const tpl = await okData(await call(servicer, 'POST', '/quote/templates', { name: '报价测试模板', memo: '测试', consignor_ids: [consignorB] }));
    expect(tpl.consignors).toEqual([{ id: consignorB, name: '报价测试B' }]);
    refusedWith(await call(servicer, 'POST', '/quote/templates', { name: '另一个模板', consignor_ids: [consignorB] }), '报价测试B', '报价测试模板');
    const other2 = await okData(await call(servicer, 'POST', '/quote/templates', { name: '另一个模板' }));
    const renamed = await okData(await call(servicer, 'PATCH', `/quote/templates/${tpl.id}`, { name: '报价测试模板' }));
    expect(renamed.consignors).toEqual([{ id: consignorB, name: '报价测试B' }]); // a rename keeps the bound consignors
    refusedWith(await call(servicer, 'PATCH', `/quote/templates/${other2.id}`, { name: '报价测试模板' }), '模板名称已存在');
    const moved = await okData(await call(servicer, 'PATCH', `/quote/templates/${other2.id}`, { consignor_ids: [consignorC] }));
    expect(moved.consignors).toEqual([{ id: consignorC, name: '报价测试C' }]);
    refusedWith(await call(servicer, 'POST', '/quote/templates', { name: '报价测试模板' }), '模板名称已存在');
    refusedWith(await call(servicer, 'POST', '/quote/templates', { name: '第三个模板', consignor_ids: [otherConsignor] }), '商家不存在');
    refusedWith(await call(servicer, 'POST', '/quote/generate/preview', { template_id: tpl.id, consignor_ids: [consignorB], effective_from: day(0) }), '没有已发布的报价');

    const tcard = await okData(await createCard({ party_type: 'TEMPLATE', party_id: tpl.id, name: '模板基础价', rows: [basic({ unit_cents: 1234, min_cents: 2000 })], effective_from: day(-30) }));
    expect(tcard.party_name).toBe('报价测试模板');
    await okData(await call(servicer, 'POST', `/quote/versions/${tcard.versions[0].id}/publish`));
    const listed = await okData(await call(servicer, 'GET', `/quote/templates?keyword=${encodeURIComponent('报价测试')}`));
    expect(listed.list[0].cards).toEqual([{ id: tcard.id, kind: 'CONSIGNOR_BASIC', name: '模板基础价', current_version_no: 1 }]);

    const before = await cardCount();
    const body = { template_id: tpl.id, consignor_ids: [consignorB], adjust_bp: 1000, rounding: 'JIAO', effective_from: day(1), publish: true };
    const preview = await okData(await call(servicer, 'POST', '/quote/generate/preview', body));
    expect(preview.cards).toHaveLength(1);
    expect(preview.cards[0]).toMatchObject({ consignor_id: consignorB, kind: 'CONSIGNOR_BASIC', existing_card_id: null });
    expect(preview.cards[0].rows[0]).toMatchObject({ unit_cents: 1360, min_cents: 2200 }); // 1357.4 → 1357 → 1360
    expect(preview.cards[0].changes).toEqual([
      { row: 1, field: 'unit_cents', from_cents: 1234, to_cents: 1360 },
      { row: 1, field: 'min_cents', from_cents: 2000, to_cents: 2200 },
    ]);
    expect(await cardCount()).toBe(before);

    const applied = await okData(await call(servicer, 'POST', '/quote/generate', body));
    expect(await cardCount()).toBe(before + 1);
    const own = await okData(await call(servicer, 'GET', `/quote/cards/${applied.cards[0].card_id}`));
    expect(own).toMatchObject({ party_type: 'CONSIGNOR', party_id: consignorB });
    expect(own.versions[0]).toMatchObject({ state: 'PUBLISHED', effective_from: day(1) });
    expect(own.versions[0].rows[0].unit_cents).toBe(1360);

    // the same date again: the new version would overlap the one just published
    refusedWith(await call(servicer, 'POST', '/quote/generate', body), '重叠');
    expect(await versionsOf(own.id)).toHaveLength(1);
    // as a draft it is a new version of the consignor's own card
    const drafted = await okData(await call(servicer, 'POST', '/quote/generate', { ...body, publish: false, adjust_bp: 0, rounding: 'FEN' }));
    expect(drafted.cards[0].card_id).toBe(own.id);
    expect((await versionsOf(own.id)).map((v) => [v.versionNo, v.state])).toEqual([
      [1, 'PUBLISHED'],
      [2, 'DRAFT'],
    ]);
  });
});

describe('overview', () => {
  it('counts cards per kind and lists versions ending within 30 days with no successor', async () => {
    const card = await okData(await createCard({ kind: 'ROUTE', party_type: 'CARRIER', party_id: null, rows: [{ shape: 'basic', zone: { zone: 'route', from_code: '310000', to_code: '320000' }, code: 'LINE_HAUL', basis: 'ORDER', mode: 'FLAT', flat_cents: 50000 }], effective_from: day(-5), effective_to: day(10) }));
    await okData(await call(servicer, 'POST', `/quote/versions/${card.versions[0].id}/publish`));
    const o = await okData(await call(servicer, 'GET', '/quote/overview'));
    expect(o.kinds.find((k: { kind: string }) => k.kind === 'ROUTE')).toMatchObject({ defaults: 1 });
    expect(o.kinds).toHaveLength(11);
    expect(o.expiring).toContainEqual(expect.objectContaining({ card_id: card.id, effective_to: day(10) }));
    for (const g of o.gaps) expect(g.orders).toBeGreaterThan(0);
    const next = await okData(await call(servicer, 'POST', `/quote/cards/${card.id}/versions`, { effective_from: day(11) }));
    await okData(await call(servicer, 'POST', `/quote/versions/${next.id}/publish`));
    const after = await okData(await call(servicer, 'GET', '/quote/overview'));
    expect(after.expiring.some((e: { card_id: number }) => e.card_id === card.id)).toBe(false);
  });

  it('shows a consignor’s districts no card covers until it has a card covering them', async () => {
    const o = await okData(await call(servicer, 'GET', '/quote/overview'));
    const owners = new Set(
      (await t.database.db.select({ partyId: quoteCards.partyId }).from(quoteCards).where(and(eq(quoteCards.companyId, company), eq(quoteCards.kind, 'CONSIGNOR_BASIC')))).map((c) => c.partyId),
    );
    // the demo's default card covers Shanghai and Jiangsu only: orders to the other provinces are gaps
    const gap = o.gaps.find((g: { consignor_id: number; district_code: string }) => !owners.has(g.consignor_id) && !/^3[12]/.test(g.district_code));
    expect(gap).toBeDefined();
    expect(o.gaps.some((g: { district_code: string }) => g.district_code.startsWith('31'))).toBe(false);
    const province = `${gap.district_code.slice(0, 2)}0000`;
    const own = await okData(await createCard({ party_id: gap.consignor_id, rows: [basic({ zone: area(province) })], effective_from: day(0) }));
    await okData(await call(servicer, 'POST', `/quote/versions/${own.versions[0].id}/publish`));
    const after = await okData(await call(servicer, 'GET', '/quote/overview'));
    expect(after.gaps.some((g: { consignor_id: number; district_code: string }) => g.consignor_id === gap.consignor_id && g.district_code.startsWith(province.slice(0, 2)))).toBe(false);
  });
});

describe('public price', () => {
  it('answers served and the company-default over-distance rule without sign-in, never a merchant’s own price', async () => {
    const { token } = await okData(await call(servicer, 'GET', '/transit/public-link'));
    const rule = (unit_cents: number) => [{ shape: 'extra', zone: area('310000'), code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents, condition: { keywords: ['测试镇'], over_m: 12000 } }];
    const existing = await t.database.db.select().from(quoteCards).where(and(eq(quoteCards.companyId, company), eq(quoteCards.kind, 'OVER_DISTANCE')));
    for (const c of existing) await t.database.db.update(quoteCards).set({ status: 0 }).where(eq(quoteCards.id, c.id));
    const def = existing.find((c) => c.partyId === null);
    const defaultCard = def
      ? await okData(await call(servicer, 'PATCH', `/quote/cards/${def.id}`, { status: 1 }))
      : await okData(await createCard({ kind: 'OVER_DISTANCE', party_id: null, rows: rule(300), effective_from: day(0) }));
    const draft = def ? await okData(await call(servicer, 'POST', `/quote/cards/${defaultCard.id}/versions`, { effective_from: day(0), rows: rule(300) })) : defaultCard.versions[0];
    await okData(await call(servicer, 'POST', `/quote/versions/${draft.id}/publish`));
    const merchant = await okData(await createCard({ kind: 'OVER_DISTANCE', party_id: consignorA, rows: rule(99900), effective_from: day(0) }));
    await okData(await call(servicer, 'POST', `/quote/versions/${merchant.versions[0].id}/publish`));

    const q = (address: string, c = token, province = '310000') => `/quote/public-price?c=${encodeURIComponent(c)}&province_code=${province}&city_code=310100&district_code=310118&address=${encodeURIComponent(address)}`;
    const hit = await okData(await call(null, 'GET', q('青浦区测试镇一号')));
    expect(hit).toEqual({ served: true, reason: '', over_distance: { applies: true, over_km: 12, amount_cents: 3600, keyword: '测试镇' } });
    expect(JSON.stringify(hit)).not.toContain('99900');
    const plain = await okData(await call(null, 'GET', q('南京东路1号')));
    expect(plain.over_distance).toEqual({ applies: false, over_km: null, amount_cents: null, keyword: '' });

    // beyond the covered radius: the company's warehouses in Shanghai (Huangpu), a row for Jiangsu covering 60 km
    // around them, an address in Suzhou (Gusu) — the metres beyond it, priced by the default card only
    const db = t.database.db;
    await db.update(warehouses).set({ provinceCode: '310000', cityCode: '310100', districtCode: '310101' }).where(eq(warehouses.companyId, company));
    const [inForce] = await db.select().from(quoteCardVersions).where(and(eq(quoteCardVersions.cardId, defaultCard.id), eq(quoteCardVersions.state, 'PUBLISHED'), eq(quoteCardVersions.effectiveFrom, day(0))));
    const radius = { shape: 'extra', zone: area('320000'), code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, min_cents: 0, condition: { keywords: [], over_m: 0, covered_m: 60_000, free_floors: 1, dates: [], min_piece_g: 0 } };
    await db.update(quoteCardVersions).set({ rows: [...(inForce.rows as unknown[]), radius] as never }).where(eq(quoteCardVersions.id, inForce.id));
    const far = await okData(await call(null, 'GET', `/quote/public-price?c=${encodeURIComponent(token)}&province_code=320000&city_code=320500&district_code=320508&address=${encodeURIComponent('人民路1号')}`));
    const metres = areaDistanceM('310101', '320508', centres as unknown as CentreTable)!;
    expect(metres).toBeGreaterThan(60_000);
    expect(far).toEqual({ served: true, reason: '', over_distance: { applies: true, over_km: (metres - 60_000) / 1000, amount_cents: Math.round((300 * (metres - 60_000)) / 1000), keyword: '' } });
    // within the radius: Kunshan's centre is nearer than 60 km
    const near = await okData(await call(null, 'GET', `/quote/public-price?c=${encodeURIComponent(token)}&province_code=320000&city_code=320500&district_code=320583&address=${encodeURIComponent('人民路1号')}`));
    expect(areaDistanceM('310101', '320583', centres as unknown as CentreTable)!).toBeLessThan(60_000);
    expect(near.over_distance.applies).toBe(false);

    await t.database.db.insert(bannedAreas).values({ companyId: company, provinceCode: '650000', keywords: [] });
    const banned = await okData(await call(null, 'GET', q('某路', token, '650000')));
    expect(banned).toMatchObject({ served: false, reason: '该地区暂不收货' });

    expect((await call(null, 'GET', q('测试镇', `${company}.AAAAAAAAAAAAAAAA`))).statusCode).toBe(404);
    expect((await call(null, 'GET', `/quote/public-price?c=${token}&province_code=abc`)).statusCode).toBe(400);
  });
});

describe('who may call', () => {
  it('refuses accounts other than the servicer’s', async () => {
    const consignor = await t.login('consignor');
    expect((await call(consignor, 'GET', '/quote/cards?kind=CONSIGNOR_BASIC')).statusCode).toBe(403);
    expect((await call(consignor, 'POST', '/quote/templates', { name: 'x' })).statusCode).toBe(403);
  });
});
