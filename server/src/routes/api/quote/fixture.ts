/**
 * What the quote route tests share (issue 20): a published card written straight into the tables (version 1 from
 * 2020-01-01, in force for every order), an order to Shanghai's Huangpu district as the order API takes it, and the
 * shop cost projection beside the lines it projects.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { RateRow } from '../../../../../src/domain/quote/model';
import type { Db } from '../../../db/client';
import { products, quoteCards, quoteCardVersions, users } from '../../../db/schema';
import type { TestApp } from '../../../test-helpers';

/**
 * The demo company's consignor (the `consignor` user's resource) and a product of it, with the demo's rate cards
 * (seed/quote.ts) out of the way: the test prices with its own cards only.
 */
export async function ownCardsOnly(t: TestApp, companyId: number): Promise<{ consignorResource: number; productId: number }> {
  const db = t.database.db;
  const consignorResource = (await db.select().from(users).where(eq(users.username, 'consignor')))[0].resourceId!;
  const productId = (await db.select().from(products).where(eq(products.companyId, companyId)).limit(1))[0].id;
  await db.delete(quoteCardVersions).where(eq(quoteCardVersions.companyId, companyId));
  await db.delete(quoteCards).where(eq(quoteCards.companyId, companyId));
  return { consignorResource, productId };
}

/** A default card (no party) of `kind` with one published version of `rows`; its id. */
export async function insertPublishedCard(t: TestApp, companyId: number, kind: string, partyType: string, rows: RateRow[], publishedAt = new Date()): Promise<number> {
  const db = t.database.db;
  const [card] = await db.insert(quoteCards).values({ companyId, kind, name: `${kind} 默认`, partyType, partyId: null }).returning({ id: quoteCards.id });
  await db.insert(quoteCardVersions).values({ companyId, cardId: card.id, versionNo: 1, effectiveFrom: '2020-01-01', state: 'PUBLISHED', rows, rowCount: rows.length, publishedAt });
  return card.id;
}

/** A waybill of the consignor to 南京东路100号, Huangpu, Shanghai: `quantity` of the product, delivery and installation. */
export const shanghaiOrder = (consignorId: number, productId: number, quantity = 2) => ({
  variant: 'waybill',
  consignor_resource_id: consignorId,
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: productId, quantity }],
  services_pkg_code: 'DELIVERY_INSTALL',
});

/**
 * The shop cost projection (report_fee_daily 'est', report_shop_daily) of the orders `ids` — created on the days
 * from..to, no other order of the company's — and of the store, beside the sums of their estimated lines: both as
 * sorted text, to compare.
 */
export async function projectionAndTruth(db: Db, companyId: number, ids: readonly number[], storeId: number, from: string, to: string) {
  const rowsOf = async (q: SQL) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const truth = sql`
    select (o.created_at at time zone 'Asia/Shanghai')::date as day, coalesce(o.store_resource_id, 0) as store_id, coalesce(o.consignor_resource_id, 0) as consignor_id,
      f.direction, sum(f.amount_cents)::bigint as sum_cents, count(*)::int as fee_count
    from order_estimated_fees f join orders o on o.id = f.order_id and o.deleted_at is null
    where f.order_id in (${sql.raw(ids.join(','))}) group by 1, 2, 3, 4`;
  const daily = async (q: SQL) => (await rowsOf(q)).map((r) => `${String(r.day)}|${r.store_id}|${r.consignor_id}|${r.direction}|${r.sum_cents}|${r.fee_count}`).sort();
  const rolled = async (q: SQL) => (await rowsOf(q)).map((r) => `${String(r.day)}|${r.direction}|${r.sum_cents}|${r.n}`).sort();
  return {
    expected: await daily(truth),
    projected: await daily(sql`
      select day, store_id, consignor_id, direction, sum_cents, fee_count from report_fee_daily
      where company_id = ${companyId} and source = 'est' and day between ${from} and ${to} and fee_count <> 0`),
    expectedStore: await rolled(sql`select day, direction, sum(sum_cents)::bigint as sum_cents, sum(fee_count)::int as n from (${truth}) t where store_id = ${storeId} group by 1, 2`),
    projectedStore: await rolled(sql`select day, direction, sum_cents, n from report_shop_daily where company_id = ${companyId} and dim = 'store' and key_id = ${storeId} and source = 'est' and n <> 0`),
  };
}
