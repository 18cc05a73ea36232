/**
 * The projection never drifts from the ledger (issue 17): random sequences of documents — inbounds received and put
 * away or cancelled, outbounds confirmed / short-picked / shipped / cancelled, locks and releases, counts approved,
 * replenishments — run through the real repository on the real embedded PostgreSQL. After every step the balances
 * equal the moves summed from scratch (the domain's balancesFromLedger and the SQL drift check), no balance is
 * negative, locked never exceeds on hand, and locked equals what the open documents still reserve.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { stockMoves } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { balancesFromLedger, keyOf, type Move } from '../../../../src/domain/warehouse/ledger';
import { withTestApp } from '../../test-app';
import type { Actor } from './documents';
import { HttpError } from '../../lib/http-error';

const t = withTestApp();
let actor: Actor;
let warehouseId: number;
let locationIds: number[];
let productIds: number[];
let ownerIds: number[];

beforeAll(async () => {
  const s = await t.login('servicer');
  const companyId = s.body.data.user.company_id;
  actor = { companyId, userId: s.body.data.user.id, name: 'property', lang: 'zh' };
  const rows = (q: ReturnType<typeof sql>) => t.database.db.execute(q).then((r) => (r as unknown as { rows: Record<string, number>[] }).rows);
  // a warehouse of its own, empty, so the test's stock is the only stock in it
  const [wh] = await rows(sql`insert into warehouses (company_id, code, name) values (${companyId}, 'WH-PROP', '性质测试仓') returning id`);
  warehouseId = wh.id;
  locationIds = (await rows(sql`insert into storage_locations (company_id, warehouse_id, code, name) select ${companyId}, ${warehouseId}, 'P-' || g, '性质' || g from generate_series(1, 4) g returning id`)).map((r) => r.id);
  productIds = (await rows(sql`select id from products where company_id = ${companyId} order by id limit 3`)).map((r) => r.id);
  ownerIds = [0, ...(await rows(sql`select id from resources where company_id = ${companyId} and object_type = 'consignor' order by id limit 1`)).map((r) => r.id)];
});

/** a small deterministic generator (mulberry32) so a failing seed can be replayed */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('stock ledger vs projection, under random documents', () => {
  // no timing is asserted: the generous timeout only keeps a loaded 2-core machine from cutting the run short
  it('agree after every step of 10 random runs of 20 documents', { timeout: 300_000 }, async () => {
    const repo = t.app.warehouseDocuments;
    let refusals = 0;
    let applied = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = rng(seed);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
      const qty = () => 1 + Math.floor(r() * 5);
      const line = () => ({ product_id: pick(productIds), package_no: '', owner_id: pick(ownerIds), location_id: pick(locationIds), quantity: qty(), memo: '' });
      const base = { warehouse_id: warehouseId, owner_id: 0, source: 'manual' as const, reason: '', ship_to: 'CUSTOMER' as const, memo: '' };
      const run = async (work: () => Promise<unknown>) => {
        try {
          await work();
          applied++;
        } catch (error) {
          // refusals (not enough stock, a transition that no longer applies) are part of the game; anything else is a bug
          if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
          refusals++;
        }
      };
      for (let step = 0; step < 20; step++) {
        const kind = pick(['inbound', 'inbound', 'outbound', 'outbound', 'lock', 'count', 'replenish'] as const);
        const lines = Array.from({ length: 1 + Math.floor(r() * 3) }, line);
        await run(async () => {
          const now = new Date();
          if (kind === 'inbound') {
            const id = await repo.create(actor, { ...base, kind, location_id: pick(locationIds), lines }, now);
            await repo.transition(actor, id, 'confirm', { lines: [], found: [], reason: '' }, now);
            const docLines = await repo.linesOf(t.app.db, id);
            await repo.transition(actor, id, 'receive', { lines: docLines.map((l) => ({ line_id: l.id, quantity: l.expected, damaged: r() < 0.2 ? 1 : 0 })), found: [], reason: '' }, now);
            if (r() < 0.7) await repo.transition(actor, id, 'put_away', { lines: docLines.map((l) => ({ line_id: l.id, location_id: pick(locationIds) })), found: [], reason: '' }, now);
            if (r() < 0.2) await repo.transition(actor, id, 'cancel', { lines: [], found: [], reason: 'random' }, now);
          } else if (kind === 'outbound') {
            const id = await repo.create(actor, { ...base, kind, lines }, now);
            await repo.transition(actor, id, 'confirm', { lines: [], found: [], reason: '' }, now);
            if (r() < 0.2) return repo.transition(actor, id, 'cancel', { lines: [], found: [], reason: 'random' }, now);
            await repo.transition(actor, id, 'start_pick', { lines: [], found: [], reason: '' }, now);
            const docLines = await repo.linesOf(t.app.db, id);
            await repo.transition(actor, id, 'pick', { lines: docLines.map((l) => ({ line_id: l.id, quantity: Math.max(1, l.expected - (r() < 0.3 ? 1 : 0)) })), found: [], reason: '' }, now);
            if (r() < 0.8) await repo.transition(actor, id, 'ship', { lines: [], found: [], reason: '' }, now);
            else await repo.transition(actor, id, 'cancel', { lines: [], found: [], reason: 'random' }, now);
          } else if (kind === 'lock') {
            const id = await repo.create(actor, { ...base, kind, reason: 'random', lines }, now);
            if (r() < 0.6) await repo.transition(actor, id, 'release', { lines: [], found: [], reason: '' }, now);
          } else if (kind === 'count') {
            const id = await repo.create(actor, { ...base, kind, location_id: pick(locationIds), lines: [] }, now);
            await repo.transition(actor, id, 'start', { lines: [], found: [], reason: '' }, now);
            const docLines = await repo.linesOf(t.app.db, id);
            await repo.transition(actor, id, 'submit', { lines: docLines.map((l) => ({ line_id: l.id, quantity: Math.floor(r() * 8) })), found: [], reason: '' }, now);
            await repo.transition(actor, id, r() < 0.8 ? 'approve' : 'reject', { lines: [], found: [], reason: 'random' }, now);
          } else {
            const moves = lines.map((l) => ({ ...l, to_location_id: pick(locationIds.filter((x) => x !== l.location_id)) }));
            const id = await repo.create(actor, { ...base, kind, lines: moves }, now);
            await repo.transition(actor, id, 'confirm', { lines: [], found: [], reason: '' }, now);
            await repo.transition(actor, id, 'complete', { lines: [], found: [], reason: '' }, now);
          }
        });
        await expectAgreement(seed, step);
      }
    }
    // the runs exercised both paths
    expect(applied).toBeGreaterThan(80);
    expect(refusals).toBeGreaterThan(5);
  });
});

async function expectAgreement(seed: number, step: number) {
  const where = `seed ${seed} step ${step}`;
  const db = t.database.db;
  const ledgerRows = await db.select().from(stockMoves).where(eq(stockMoves.warehouseId, warehouseId)).orderBy(asc(stockMoves.id));
  const moves: Move[] = ledgerRows.map((m) => ({
      warehouseId: m.warehouseId,
      from: m.fromLocationId ? { kind: 'storage', id: m.fromLocationId } : { kind: 'virtual', code: m.fromVirtual as 'SUPPLIER' },
      to: m.toLocationId ? { kind: 'storage', id: m.toLocationId } : { kind: 'virtual', code: m.toVirtual as 'SUPPLIER' },
      productId: m.productId,
      packageNo: m.packageNo,
      ownerId: m.ownerId,
      quantity: m.quantity,
    }));
  const recomputed = balancesFromLedger(moves);
  const projected = (await db.execute(sql`select * from stock_balances where warehouse_id = ${warehouseId}`)) as unknown as {
    rows: { location_id: number; product_id: number; package_no: string; owner_id: number; on_hand: number; locked: number }[];
  };
  const onHand = new Map(projected.rows.map((b) => [keyOf({ warehouseId, locationId: b.location_id, productId: b.product_id, packageNo: b.package_no, ownerId: b.owner_id }), b.on_hand]));
  expect(Object.fromEntries(onHand), where).toEqual(Object.fromEntries([...recomputed].map(([k, b]) => [k, b.onHand])));
  for (const b of projected.rows) expect(b.locked >= 0 && b.locked <= b.on_hand, where).toBe(true);
  // what is locked is exactly what open outbounds and active locks still reserve
  const reserved = (await db.execute(sql`
    select l.location_id, l.product_id, l.package_no, l.owner_id, sum(l.reserved)::int as reserved
    from warehouse_document_lines l join warehouse_documents d on d.id = l.document_id
    where d.warehouse_id = ${warehouseId} and l.reserved > 0 group by 1, 2, 3, 4`)) as unknown as { rows: { location_id: number; product_id: number; package_no: string; owner_id: number; reserved: number }[] };
  const lockedNow = new Map(projected.rows.filter((b) => b.locked > 0).map((b) => [`${b.location_id}|${b.product_id}|${b.package_no}|${b.owner_id}`, b.locked]));
  expect(Object.fromEntries(lockedNow), where).toEqual(Object.fromEntries(reserved.rows.map((r) => [`${r.location_id}|${r.product_id}|${r.package_no}|${r.owner_id}`, r.reserved])));
  expect((await t.app.warehouseDocuments.ledger.drift(db, actor.companyId)).differences, where).toEqual([]);
}
