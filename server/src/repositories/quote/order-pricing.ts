/**
 * Orders priced by the quote engine (issue 20, src/domain/quote/README.md 'Where fees are computed and stored'): an
 * order's facts as the engine's PricingOrder, its lines written to order_estimated_fees (replaced as a whole) with
 * the pricing's totals and notes in order_pricings, and the lines read back in the reader's language. Reads and
 * writes are set based, so a batch of orders (an import chunk, a re-pricing) costs a fixed number of statements.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { OrderFeesDto } from '../../../../src/domain/quote/api';
import { compileCards, priceOrder, type CompiledCards, type PriceResult } from '../../../../src/domain/quote/engine';
import { formulaText, noteText, type PricingNote, type QuoteLang } from '../../../../src/domain/quote/engine-text';
import { FEE_CODE_NAMES, type CardKind, type FeeDirection, type FeeExplanation, type FeeLine, type PartyType, type PricingOrder, type QuoteFeeCode, type RateCard } from '../../../../src/domain/quote/model';
import type { Db } from '../../db/client';
import { orderPricings, orders, products, quoteCards, quoteCardVersions, quoteTemplateConsignors, resources, type OrderProductLine } from '../../db/schema';
import { toRateCard, type VersionRow } from './cards';
import { factsHashSql, pricingFacts } from './pricing-facts';
import { compactLine, expandLines, fromStored, LineParts, type LinePart, type StoredExplanation } from './stored-lines';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;

/** the services package → the services it asks for */
const SERVICES: Record<string, string[]> = { DELIVERY: ['DELIVERY'], INSTALL: ['INSTALL'], DELIVERY_INSTALL: ['DELIVERY', 'INSTALL'] };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/**
 * `column in (select unnest('{1,2,3}'::int[]))`: one parameter however many ids (a list of parameters stops at
 * 65 535), planned as a join (`= any(array)` over thousands of ids was a linear search per row scanned)
 */
export const idIn = (column: AnyColumn, ids: readonly number[]) => sql`${column} in (select unnest(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]))`;
const CHUNK = 5000;

export interface PricingInput {
  orderId: number;
  orderNo: string;
  order: PricingOrder;
  /** the order's facts hash as read (pricing-facts.ts factsHashSql), stored with its pricing */
  factsHash: string;
  names: Partial<Record<PartyType, string>>;
}

/** an order's row as pricingInputs reads it: one JSON array per order (OrderRow's fields in this order) */
type PackedOrder = [
  id: number,
  orderNo: string,
  consignorId: number | null,
  deliveryId: number | null,
  provinceCode: string,
  cityCode: string,
  districtCode: string,
  address: string,
  products: OrderProductLine[],
  pieces: number,
  services: string,
  date: string,
  warehouseId: number | null,
  senderName: string,
  floor: number | null,
  hasLift: boolean | null,
  factsHash: string,
];

/**
 * The orders matching `where` (the company's, not destroyed) as the engine's input, in id order. The orders' rows are
 * read as one JSON value (json_agg): the embedded database hands each field of a result to JavaScript on its own, and
 * twenty columns of 10 000 orders cost a first pricing more than the JSON of the same figures (0.42 → 0.16 s CPU per
 * 10 000 orders); the address is joined and the service date (China time) computed in the statement.
 */
export async function pricingInputs(db: Reader, companyId: number, where: SQL | undefined): Promise<PricingInput[]> {
  const [packed] = rowsOf<{ rows: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(orders.id, orders.order_no, orders.consignor_resource_id, orders.delivery_resource_id, orders.end_province_code,
        orders.end_city_code, orders.end_district_code, orders.end_province || orders.end_city || orders.end_district || orders.end_address, orders.products,
        orders.package, orders.services_pkg_code, to_char((coalesce(orders.appoint_at, orders.created_at) at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD'),
        orders.warehouse_id, orders.sender_name, orders.end_floor, orders.end_has_lift, ${factsHashSql('orders')}) order by orders.id)::text as rows
      from orders
      where orders.company_id = ${companyId} and orders.deleted_at is null ${where ? sql`and ${where}` : sql``}`),
  );
  const rows = ((packed?.rows ? JSON.parse(packed.rows) : []) as PackedOrder[]).map(
    ([id, orderNo, consignorId, deliveryId, provinceCode, cityCode, districtCode, address, products, pieces, services, date, warehouseId, senderName, floor, hasLift, factsHash]) => ({
      id,
      orderNo,
      consignorId,
      deliveryId,
      provinceCode,
      cityCode,
      districtCode,
      address,
      products,
      pieces,
      services,
      date,
      warehouseId,
      senderName,
      floor,
      hasLift,
      factsHash,
    }),
  );
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.flatMap((r) => r.products.map((p) => p.product_id)))];
  const resourceIds = [...new Set(rows.flatMap((r) => [r.consignorId, r.deliveryId]).filter((x): x is number => x !== null))];
  const [prods, templates, names, facts] = await Promise.all([
    productIds.length ? db.select({ id: products.id, weightG: products.weightG, volumeCm3: products.volumeCm3 }).from(products).where(and(eq(products.companyId, companyId), idIn(products.id, productIds))) : [],
    db.select({ consignorId: quoteTemplateConsignors.consignorId, templateId: quoteTemplateConsignors.templateId }).from(quoteTemplateConsignors).where(eq(quoteTemplateConsignors.companyId, companyId)),
    resourceIds.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), idIn(resources.id, resourceIds))) : [],
    pricingFacts(
      db,
      companyId,
      rows.map((r) => ({ id: r.id, warehouseId: r.warehouseId, senderName: r.senderName, districtCode: r.districtCode, cityCode: r.cityCode, provinceCode: r.provinceCode })),
    ),
  ]);
  const productOf = new Map(prods.map((p) => [p.id, p]));
  const templateOf = new Map(templates.map((t) => [t.consignorId, t.templateId]));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => {
    let weight = 0;
    let volume = 0;
    let maxPiece = 0;
    for (const line of r.products) {
      const p = productOf.get(line.product_id);
      if (!p) continue;
      const qty = Math.max(0, Math.trunc(line.quantity));
      weight += p.weightG * qty;
      volume += p.volumeCm3 * qty;
      // a product of several cartons: its heaviest piece is its share per carton, rounded up
      maxPiece = Math.max(maxPiece, Math.ceil(p.weightG / Math.max(1, line.package || 1)));
    }
    const f = facts.get(r.id);
    const order: PricingOrder = {
      date: r.date,
      consignor_id: r.consignorId,
      template_id: r.consignorId === null ? null : (templateOf.get(r.consignorId) ?? null),
      delivery_id: r.deliveryId,
      carrier_id: f?.carrier_id ?? null,
      station_id: f?.station_id ?? null,
      factory_id: f?.factory_id ?? null,
      line_id: f?.line_id ?? null,
      province_code: r.provinceCode,
      city_code: r.cityCode,
      district_code: r.districtCode,
      address: r.address,
      origin_code: f?.origin_code ?? '',
      pieces: r.pieces,
      weight_g: weight,
      volume_cm3: volume,
      max_piece_g: maxPiece,
      categories: [...new Set(r.products.map((p) => p.category_path).filter(Boolean))],
      services: SERVICES[r.services] ?? [],
      floor: r.floor,
      has_lift: r.hasLift,
      distance_m: f?.distance_m ?? null,
    };
    const names: Partial<Record<PartyType, string>> = { ...f?.names };
    if (r.consignorId !== null) names.CONSIGNOR = nameOf.get(r.consignorId) ?? '';
    if (r.deliveryId !== null) names.DELIVERY = nameOf.get(r.deliveryId) ?? '';
    return { orderId: r.id, orderNo: r.orderNo, order, names, factsHash: r.factsHash };
  });
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


export interface Priced {
  orderId: number;
  result: PriceResult;
  /** the facts hash read with the order's facts (stored with the lines) */
  factsHash: string;
}

export const totalsOf = (lines: readonly { direction: FeeDirection; amount_cents: number }[]) => {
  const t = { INCOME: 0, OUTLAY: 0 };
  for (const l of lines) t[l.direction] += l.amount_cents;
  return t;
};

/**
 * the ids of the parties the lines name, distinct and ascending — as order_pricing_party_ids(lines) answers them
 * (migration 0058): order_pricings.party_ids, written with the lines (an unchanged set leaves its GIN index alone)
 */
export const partyIdsOf = (lines: readonly { party: { id: number | null } }[]) =>
  [...new Set(lines.map((l) => l.party.id).filter((id): id is number => id !== null))].sort((a, b) => a - b);

export const priceInputs = (inputs: readonly PricingInput[], compiled: CompiledCards): Priced[] =>
  inputs.map((i) => ({ orderId: i.orderId, result: priceOrder(i.order, compiled, { names: i.names, formulas: false }), factsHash: i.factsHash }));

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
  const changed: { p: Priced; lines: string; hash: string; parts: LinePart[] }[] = [];
  const unchanged: number[] = [];
  const shared = new LineParts();
  for (const p of priced) {
    // each line small (its shared part by key, stored-lines.ts); the lines' JSON is hashed and sent as it is
    const parts = p.result.lines.map((l) => shared.partOf(l));
    const lines = JSON.stringify(p.result.lines.map((l, i) => compactLine(l, parts[i])));
    const hash = createHash('sha1').update(lines).update(JSON.stringify(p.result.issues)).digest('base64');
    if (old.get(p.orderId) !== hash) changed.push({ p, lines, hash, parts });
    else unchanged.push(p.orderId);
  }
  // priced and found unchanged: its lines stay, the time it was last priced moves (a re-pricing's reach starts there)
  // (its facts as priced are recorded either way: a re-pricing reaches it again only when they change)
  if (unchanged.length)
    await db.execute(sql`
      update order_pricings set checked_at = ${at}, facts_hash = ${factsHashSql('o')}
      from orders o where o.id = order_pricings.order_id and order_pricings.company_id = ${companyId} and ${idIn(orderPricings.orderId, unchanged)}`);
  // one row per order, its lines a jsonb array (one row per line cost the embedded database most of a first pricing),
  // per chunk of orders from one JSON parameter: thousands of orders in one statement without a parameter per value
  const sent = new Set<string>();
  for (let i = 0; i < changed.length; i += CHUNK) {
    const chunk = changed.slice(i, i + CHUNK);
    // the parts this batch meets for the first time, stored once per company (content keys: an existing key is the same part)
    const fresh = new Map<string, string>();
    for (const c of chunk) for (const part of c.parts) if (!sent.has(part.key)) fresh.set(part.key, part.json);
    for (const key of fresh.keys()) sent.add(key);
    const storeParts = fresh.size
      ? sql`with parts as (insert into order_fee_line_parts (company_id, key, part, code, name, direction, party_type, card_id, version_id, version_no)
          select ${companyId}, x.key, x.part, x.part->>'code', x.part->>'name', x.part->>'direction', x.part->>'party_type', (x.part->>'card_id')::int,
            (x.part->>'version_id')::int, (x.part->>'version_no')::int
          from json_to_recordset(${`[${[...fresh].map(([key, json]) => `{"key":${JSON.stringify(key)},"part":${json}}`).join(',')}]`}::json) as x(key text, part jsonb)
          on conflict do nothing)`
      : sql``;
    const json = `[${chunk
      .map(({ p, lines, hash }) => {
        const t = totalsOf(p.result.lines);
        const n = p.result.lines.filter((l) => l.direction === 'INCOME').length;
        const head = JSON.stringify({ order_id: p.orderId, income: t.INCOME, outlay: t.OUTLAY, income_lines: n, outlay_lines: p.result.lines.length - n, issues: p.result.issues, hash, facts: p.factsHash, parties: partyIdsOf(p.result.lines) });
        return `${head.slice(0, -1)},"lines":${lines}}`;
      })
      .join(',')}]`;
    await db.execute(sql`${storeParts}
      insert into order_pricings (order_id, company_id, priced_at, checked_at, income_cents, outlay_cents, income_lines, outlay_lines, issues, lines, lines_hash, facts_hash, party_ids)
      select x.order_id, ${companyId}, ${at}, ${at}, x.income, x.outlay, x.income_lines, x.outlay_lines, x.issues, x.lines, x.hash, x.facts, x.parties
      from json_to_recordset(${json}::json) as x(order_id int, income bigint, outlay bigint, income_lines int, outlay_lines int, issues jsonb, lines jsonb, hash text, facts text, parties int[])
      on conflict (order_id) do update set priced_at = excluded.priced_at, checked_at = excluded.checked_at, income_cents = excluded.income_cents,
        outlay_cents = excluded.outlay_cents, income_lines = excluded.income_lines, outlay_lines = excluded.outlay_lines, issues = excluded.issues,
        lines = excluded.lines, lines_hash = excluded.lines_hash, facts_hash = excluded.facts_hash, party_ids = excluded.party_ids`);
  }
  return changed.length;
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

