/**
 * Orders priced by the quote engine (issue 20, src/domain/quote/README.md 'Where fees are computed and stored'): an
 * order's facts as the engine's PricingOrder, its lines written to order_estimated_fees (replaced as a whole) with
 * the pricing's totals and notes in order_pricings, and the lines read back in the reader's language. Reads and
 * writes are set based, so a batch of orders (an import chunk, a re-pricing) costs a fixed number of statements.
 */
import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderFeesDto } from '../../../../src/domain/quote/api';
import { compileCards } from '../../../../src/domain/quote/engine';
import { formulaText, noteText, type PricingNote, type QuoteLang } from '../../../../src/domain/quote/engine-text';
import { FEE_CODE_NAMES, type CardKind, type FeeDirection, type FeeExplanation, type FeeLine, type PartyType, type PricingOrder, type QuoteFeeCode, type RateCard } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { orderPricings, orders, products, quoteCards, quoteCardVersions, quoteTemplateConsignors, resources } from '../../db/schema';
import { toRateCard, type VersionRow } from './cards';
import { factsHashSql, pricingFacts } from './pricing-facts';
import { buildInputs, packedRows, prepareWrite, priceInputs, totalsOf, type EstDelta, type PreparedWrite, type Priced, type PricingBatchData, type PricingInput } from './pricing-batch';
import { expandLines, fromStored, type StoredExplanation } from './stored-lines';

export { priceInputs, totalsOf, type Priced, type PricingInput } from './pricing-batch';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/**
 * `column in (select unnest('{1,2,3}'::int[]))`: one parameter however many ids (a list of parameters stops at
 * 65 535), planned as a join (`= any(array)` over thousands of ids was a linear search per row scanned)
 */
export const idIn = (column: AnyColumn, ids: readonly number[]) => sql`${column} in (select unnest(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]))`;

/**
 * What the orders matching `where` (the company's, not destroyed) are priced from, in id order (pricing-batch.ts
 * buildInputs makes them the engine's orders). The orders' rows are read as one JSON value (json_agg): the embedded
 * database hands each field of a result to JavaScript on its own, and twenty columns of 10 000 orders cost a first
 * pricing more than the JSON of the same figures (0.42 → 0.16 s CPU per 10 000 orders); the address is joined and the
 * service date (China time) computed in the statement. The rows stay JSON text (`keepText`) for a worker thread;
 * `withStored` reads each order's stored totals, lines hash and line counts with it (a re-pricing compares them);
 * without `factsHash` the facts hash is left out ('': the caller has it — a re-pricing's choice of orders computed it).
 */
export async function readPricingBatch(db: Reader, companyId: number, where: SQL | undefined, { keepText = false, withStored = false, factsHash = true } = {}): Promise<PricingBatchData> {
  const [packed] = rowsOf<{ rows: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(orders.id, orders.order_no, orders.consignor_resource_id, orders.delivery_resource_id, orders.end_province_code,
        orders.end_city_code, orders.end_district_code, orders.end_province || orders.end_city || orders.end_district || orders.end_address, orders.products,
        orders.package, orders.services_pkg_code, to_char((coalesce(orders.appoint_at, orders.created_at) at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
        orders.warehouse_id, orders.sender_name, orders.end_floor, orders.end_has_lift, ${factsHash ? factsHashSql('orders') : sql`''`},
        coalesce(orders.store_resource_id, 0), (orders.created_at at time zone 'Asia/Shanghai')::date - date '1970-01-01'${
          withStored ? sql`, case when p.order_id is null then null else json_build_array(p.income_cents, p.outlay_cents, p.lines_hash, p.income_lines, p.outlay_lines) end` : sql``
        }) order by orders.id)::text as rows
      from orders ${withStored ? sql`left join order_pricings p on p.order_id = orders.id and p.company_id = ${companyId}` : sql``}
      where orders.company_id = ${companyId} and orders.deleted_at is null ${where ? sql`and ${where}` : sql``}`),
  );
  const text = packed?.rows ?? '';
  const rows = packedRows(text);
  const data: PricingBatchData = { rows: keepText ? text : rows, products: [], templates: [], names: [], facts: [] };
  if (rows.length === 0) return data;
  const productIds = [...new Set(rows.flatMap((r) => r[8].map((p) => p.product_id)))];
  const resourceIds = [...new Set(rows.flatMap((r) => [r[2], r[3]]).filter((x): x is number => x !== null))];
  const [prods, templates, names, facts] = await Promise.all([
    productIds.length ? db.select({ id: products.id, weightG: products.weightG, volumeCm3: products.volumeCm3 }).from(products).where(and(eq(products.companyId, companyId), idIn(products.id, productIds))) : [],
    db.select({ consignorId: quoteTemplateConsignors.consignorId, templateId: quoteTemplateConsignors.templateId }).from(quoteTemplateConsignors).where(eq(quoteTemplateConsignors.companyId, companyId)),
    resourceIds.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), idIn(resources.id, resourceIds))) : [],
    pricingFacts(
      db,
      companyId,
      rows.map((r) => ({ id: r[0], warehouseId: r[12], senderName: r[13], districtCode: r[6], cityCode: r[5], provinceCode: r[4] })),
    ),
  ]);
  data.products = prods.map((p) => [p.id, p.weightG, p.volumeCm3]);
  data.templates = templates.map((t) => [t.consignorId, t.templateId]);
  data.names = names.map((n) => [n.id, n.name]);
  data.facts = [...facts];
  return data;
}

/** The orders matching `where` (the company's, not destroyed) as the engine's input, in id order. */
export async function pricingInputs(db: Reader, companyId: number, where: SQL | undefined): Promise<PricingInput[]> {
  return buildInputs(await readPricingBatch(db, companyId, where));
}

/** The company's cards that can price these orders: the defaults, and the own cards of their consignors, templates, delivery providers, carriers, stations and factories (published versions only). */
export async function cardsForInputs(db: Reader, companyId: number, inputs: readonly PricingInput[]): Promise<RateCard[]> {
  const ids = (pick: (o: PricingOrder) => number | null) => [...new Set(inputs.map((i) => pick(i.order)).filter((x): x is number => x !== null))];
  const parties: [PartyType, number[]][] = [
    ['CONSIGNOR', ids((o) => o.consignor_id)],
    ['TEMPLATE', ids((o) => o.template_id)],
    ['DELIVERY', ids((o) => o.delivery_id)],
    ['CARRIER', ids((o) => o.carrier_id)],
    ['STATION', ids((o) => o.station_id)],
    ['FACTORY', ids((o) => o.factory_id)],
  ];
  const own = parties.filter(([, list]) => list.length > 0).map(([type, list]) => and(eq(quoteCards.partyType, type), idIn(quoteCards.partyId, list)));
  const cards = await db
    .select()
    .from(quoteCards)
    .where(and(eq(quoteCards.companyId, companyId), or(isNull(quoteCards.partyId), ...own)))
    .orderBy(asc(quoteCards.id));
  if (cards.length === 0) return [];
  const versions = await db
    .select()
    .from(quoteCardVersions)
    .where(and(eq(quoteCardVersions.companyId, companyId), eq(quoteCardVersions.state, 'PUBLISHED'), idIn(quoteCardVersions.cardId, cards.map((c) => c.id))));
  const byCard = new Map<number, VersionRow[]>();
  for (const v of versions) byCard.set(v.cardId, [...(byCard.get(v.cardId) ?? []), v]);
  return cards.map((c) => toRateCard(c, byCard.get(c.id) ?? []));
}


/** the stored lines hashes of these orders ('' or absent: never priced, or priced before hashes were kept) */
async function storedHashes(db: Reader, companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 20_000) {
    const rows = await db
      .select({ orderId: orderPricings.orderId, hash: orderPricings.linesHash })
      .from(orderPricings)
      .where(and(eq(orderPricings.companyId, companyId), idIn(orderPricings.orderId, ids.slice(i, i + 20_000))));
    for (const r of rows) out.set(r.orderId, r.hash);
  }
  return out;
}

/**
 * Replace the estimated fees and pricing rows of the orders whose lines changed (lines in zh; read back in any
 * language). Each order's lines and notes as stored are hashed (order_pricings.lines_hash): an order whose hash is the
 * stored one is not written at all — it keeps its lines and the time they were computed — so re-pricing 100 000
 * orders after a card change writes only the orders the change reaches. Answers how many orders were written.
 */
export async function storePricing(db: Reader, companyId: number, priced: readonly Priced[], at: Date, storedHashesOf?: ReadonlyMap<number, string>): Promise<number> {
  if (priced.length === 0) return 0;
  // the caller may have read them already (a re-pricing reads the stored totals and hashes at once)
  const old =
    storedHashesOf ??
    (await storedHashes(
      db,
      companyId,
      priced.map((p) => p.orderId),
    ));
  return writePrepared(db, companyId, prepareWrite(priced, old), at);
}

/**
 * Write a batch's pricing made ready (pricing-batch.ts prepareWrite). The line parts the rows name are stored once per
 * company (content keys: an existing key is the same part); `sent` holds the keys a run of batches stored already.
 */
export async function writePrepared(db: Reader, companyId: number, w: PreparedWrite, at: Date, sent = new Set<string>()): Promise<number> {
  // priced and found unchanged: its lines stay, the time it was last priced moves (a re-pricing's reach starts there)
  // (its facts as priced are recorded either way: a re-pricing reaches it again only when they change)
  if (w.unchanged.length)
    await db.execute(sql`
      update order_pricings set checked_at = ${at}, facts_hash = ${factsHashSql('o')}
      from orders o where o.id = order_pricings.order_id and order_pricings.company_id = ${companyId} and ${idIn(orderPricings.orderId, w.unchanged)}`);
  // one row per order, its lines a json array (one row per line cost the embedded database most of a first pricing),
  // per chunk of orders from one text parameter (pricing-batch.ts storedRow: tab-separated, one order a line): thousands of orders
  // in one statement without a parameter per value
  let written = 0;
  // a chunk's rows (thousands of orders' lines) are more than the 4 MB a statement may sort and hold in memory by
  // default: the function scan and the triggers' transition tables went to temporary files. For this transaction only.
  if (w.chunks.length) await db.execute(sql`select set_config('work_mem', '64MB', true)`);
  for (const chunk of w.chunks) {
    written += chunk.count;
    const fresh = chunk.parts.filter(([key]) => !sent.has(key));
    for (const [key] of fresh) sent.add(key);
    const storeParts = fresh.length
      ? sql`with parts as (insert into order_fee_line_parts (company_id, key, part, code, name, direction, party_type, card_id, version_id, version_no)
          select ${companyId}, x.key, x.part, x.part->>'code', x.part->>'name', x.part->>'direction', x.part->>'party_type', (x.part->>'card_id')::int,
            (x.part->>'version_id')::int, (x.part->>'version_no')::int
          from json_to_recordset(${`[${fresh.map(([key, json]) => `{"key":${JSON.stringify(key)},"part":${json}}`).join(',')}]`}::json) as x(key text, part jsonb)
          on conflict do nothing)`
      : sql``;
    await db.execute(sql`${storeParts}
      insert into order_pricings (order_id, company_id, priced_at, checked_at, income_cents, outlay_cents, income_lines, outlay_lines, issues, lines, lines_hash, facts_hash, party_ids)
      select f[1]::int, ${companyId}, ${at}, ${at}, f[2]::bigint, f[3]::bigint, f[4]::int, f[5]::int, f[6]::jsonb, f[10]::json, f[7], f[8], f[9]::int[]
      from unnest(string_to_array(${chunk.rows}::text, chr(10))) as r, string_to_array(r, chr(9)) as f
      on conflict (order_id) do update set priced_at = excluded.priced_at, checked_at = excluded.checked_at, income_cents = excluded.income_cents,
        outlay_cents = excluded.outlay_cents, income_lines = excluded.income_lines, outlay_lines = excluded.outlay_lines, issues = excluded.issues,
        lines = excluded.lines, lines_hash = excluded.lines_hash, facts_hash = excluded.facts_hash, party_ids = excluded.party_ids`);
  }
  return written;
}

/**
 * Add what a run of pricings wrote to the shop cost projection's estimates (report_fee_daily, source 'est', rolled up
 * into report_shop_daily by that table's trigger) in one statement: the writer that projects itself (a re-pricing on a
 * database that runs alone, order-reprice.ts) writes its orders with `lading.est_by_writer` on, so order_pricings'
 * statement triggers (0049, 0059) leave them to this. Each entry is the change for a day, store and consignor — the
 * sums the triggers would have added chunk by chunk, added once.
 */
export async function projectEstimates(db: Reader, companyId: number, deltas: readonly EstDelta[]): Promise<void> {
  const moved = deltas.filter((d) => d[3] !== 0 || d[4] !== 0 || d[5] !== 0 || d[6] !== 0);
  if (moved.length === 0) return;
  await db.execute(sql`
    insert into report_fee_daily as r (company_id, day, store_id, consignor_id, source, direction, sum_cents, fee_count)
    select ${companyId}, date '1970-01-01' + (e->>0)::int, (e->>1)::int, (e->>2)::int, 'est', d.direction, d.cents, d.n
    from json_array_elements(${JSON.stringify(moved)}::json) e
    cross join lateral (values ('INCOME', (e->>3)::bigint, (e->>4)::int), ('OUTLAY', (e->>5)::bigint, (e->>6)::int)) d(direction, cents, n)
    where d.cents <> 0 or d.n <> 0
    order by 2, 3, 4, 6
    on conflict (company_id, day, store_id, consignor_id, source, direction)
    do update set sum_cents = r.sum_cents + excluded.sum_cents, fee_count = r.fee_count + excluded.fee_count`);
}

/** Price these orders of the company now and store their lines (the cards of their parties, read once). */
export async function priceOrders(db: Reader, companyId: number, orderIds: readonly number[], at = new Date()): Promise<Priced[]> {
  if (orderIds.length === 0) return [];
  const inputs = await pricingInputs(db, companyId, idIn(orders.id, orderIds));
  const compiled = compileCards(await cardsForInputs(db, companyId, inputs));
  const priced = priceInputs(inputs, compiled);
  await storePricing(db, companyId, priced, at);
  return priced;
}

/**
 * Price orders inside the transaction that wrote them, in a savepoint: pricing never fails the order write (an
 * error rolls back only the pricing, and the order stays as it was priced before, or unpriced).
 */
export async function priceOrdersSafely(tx: Tx, companyId: number, orderIds: readonly number[]): Promise<void> {
  try {
    await tx.transaction((sp) => priceOrders(sp, companyId, orderIds));
  } catch (e) {
    // the order write goes on; the order keeps its previous estimate until it is priced again
    process.emitWarning(`order pricing failed for orders ${orderIds.slice(0, 10).join(',')}: ${(e as Error).message}`);
  }
}

/** An order's estimated fee lines in the reader's language; null when the order is not the company's. */
export async function orderFees(db: Reader, companyId: number, orderId: number, lang: QuoteLang): Promise<OrderFeesDto | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId), isNull(orders.deletedAt)));
  if (!order) return null;
  const [pricing] = await db
    .select()
    .from(orderPricings)
    .where(and(eq(orderPricings.orderId, orderId), eq(orderPricings.companyId, companyId)));
  const rows = await expandLines(db, companyId, pricing?.lines ?? []);
  const cardIds = [...new Set(rows.map((r) => r.card_id))];
  const cards = cardIds.length ? await db.select({ id: quoteCards.id, name: quoteCards.name, kind: quoteCards.kind }).from(quoteCards).where(and(eq(quoteCards.companyId, companyId), idIn(quoteCards.id, cardIds))) : [];
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const lines: FeeLine[] = rows.map((r) => {
    const code = r.code as QuoteFeeCode;
    const card = cardOf.get(r.card_id);
    const e: FeeExplanation = {
      ...fromStored(r.explanation as unknown as StoredExplanation),
      card_id: r.card_id,
      card_name: card?.name ?? '',
      kind: (card?.kind ?? '') as CardKind,
      version_id: r.version_id,
      version_no: r.version_no,
      formula: '',
    };
    return {
      code,
      name: FEE_CODE_NAMES[code]?.[lang] ?? r.name,
      direction: r.direction as FeeDirection,
      party: { type: r.party_type as PartyType, id: r.party_id, name: r.party_name },
      amount_cents: Number(r.amount_cents),
      explanation: { ...e, formula: formulaText(e, lang) },
    };
  });
  return {
    order_id: orderId,
    priced_at: pricing ? pricing.pricedAt.toISOString() : null,
    lines,
    totals: totalsOf(lines),
    notes: ((pricing?.issues ?? []) as PricingNote[]).map((n) => noteText(n, lang)),
  };
}

