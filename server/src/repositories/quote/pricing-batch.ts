/**
 * One batch of orders priced, without the database (issue 20, src/domain/quote/README.md 'Re-pricing on two cores'):
 * what pricingInputs reads (order-pricing.ts readPricingBatch) as plain data, made into the engine's orders, priced,
 * and — for a write — made into the rows storePricing sends (each order's lines small, hashed; the unchanged ones
 * told apart). Pure, so the same code runs in the request's thread (one order, an import chunk) and in the pricing
 * worker (pricing-worker.ts) while the request's thread writes the batch before: a re-pricing of 100 000 orders
 * spends about as long in JavaScript as in the embedded database, which runs on the request's thread.
 */
import { hash as cryptoHash } from 'node:crypto';
import { priceOrder, type CompiledCards, type PriceResult } from '../../../../src/domain/quote/engine';
import type { FeeDirection, PartyType, PricingOrder } from '../../../../src/domain/quote/model';
import type { CompactFeeLine } from '../../db/schema';
import type { OrderProductLine } from '../../db/schema/orders';
import type { OrderFactsOut } from './pricing-facts';
import { compactLine, LineParts } from './stored-lines';

/** the services package → the services it asks for */
const SERVICES: Record<string, string[]> = { DELIVERY: ['DELIVERY'], INSTALL: ['INSTALL'], DELIVERY_INSTALL: ['DELIVERY', 'INSTALL'] };
/** orders per statement of a write (one JSON parameter each) */
export const WRITE_CHUNK = 5000;

/** an order's row as readPricingBatch reads it: one JSON array per order, its fields in this order */
export type PackedOrder = [
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
  /** the order's key in the shop cost projection (report_fee_daily): its store (0: none) and its creation's China day (days since 1970-01-01) */
  storeId: number,
  createdDay: number,
  /** read with `withStored`: the order's stored pricing, null when never priced */
  stored?: StoredTotals | null,
];

/** an order's stored pricing: its totals, lines hash and line counts (order_pricings) */
export type StoredTotals = [income: number, outlay: number, hash: string, incomeLines: number, outlayLines: number];

/** what a batch of orders is priced from (plain data: a worker thread is handed it as it is) */
export interface PricingBatchData {
  /** the orders (PackedOrder[]) as the database answered them, in id order */
  rows: PackedOrder[] | string;
  products: [id: number, weightG: number, volumeCm3: number][];
  /** consignor → its quote template */
  templates: [consignorId: number, templateId: number][];
  /** the consignors' and delivery providers' names */
  names: [id: number, name: string][];
  facts: [orderId: number, facts: OrderFactsOut][];
  /**
   * the orders' stored pricing (income, outlay, lines hash) as the caller read it (a re-pricing's choice of orders),
   * in place of what `withStored` reads with the rows; an order absent was never priced
   */
  stored?: [orderId: number, ...StoredTotals][];
  /**
   * the orders' facts hashes as the caller computed them (a re-pricing's choice of orders: the same factsHashSql), in
   * place of the rows' (read as '')
   */
  factsHashes?: [orderId: number, hash: string][];
  /**
   * an apply that writes the shop cost projection itself (order-reprice.ts, on a database that runs alone): the batch
   * answers what its written orders change in it (BatchResult.projection)
   */
  project?: boolean;
  /**
   * a preview kept for its apply (reprice-kept.ts): the batch answers each order's write on its own, with what it was
   * priced from (BatchResult.kept), instead of chunks ready to write
   */
  keep?: boolean;
}

export interface PricingInput {
  orderId: number;
  orderNo: string;
  order: PricingOrder;
  /** the order's facts hash as read (pricing-facts.ts factsHashSql), stored with its pricing */
  factsHash: string;
  names: Partial<Record<PartyType, string>>;
}

export interface Priced {
  orderId: number;
  result: PriceResult;
  /** the facts hash read with the order's facts (stored with the lines) */
  factsHash: string;
}

export const packedRows = (rows: PricingBatchData['rows']): PackedOrder[] => (typeof rows === 'string' ? (rows ? (JSON.parse(rows) as PackedOrder[]) : []) : rows);

/** the engine's orders of a batch */
export function buildInputs(data: PricingBatchData): PricingInput[] {
  const productOf = new Map(data.products.map(([id, weightG, volumeCm3]) => [id, { weightG, volumeCm3 }]));
  const templateOf = new Map(data.templates);
  const nameOf = new Map(data.names);
  const factsOf = new Map(data.facts);
  const hashOf = data.factsHashes && new Map(data.factsHashes);
  return packedRows(data.rows).map(([id, orderNo, consignorId, deliveryId, provinceCode, cityCode, districtCode, address, products, pieces, services, date, , , floor, hasLift, factsHash]) => {
    let weight = 0;
    let volume = 0;
    let maxPiece = 0;
    for (const line of products) {
      const p = productOf.get(line.product_id);
      if (!p) continue;
      const qty = Math.max(0, Math.trunc(line.quantity));
      weight += p.weightG * qty;
      volume += p.volumeCm3 * qty;
      // a product of several cartons: its heaviest piece is its share per carton, rounded up
      maxPiece = Math.max(maxPiece, Math.ceil(p.weightG / Math.max(1, line.package || 1)));
    }
    const f = factsOf.get(id);
    const order: PricingOrder = {
      date,
      consignor_id: consignorId,
      template_id: consignorId === null ? null : (templateOf.get(consignorId) ?? null),
      delivery_id: deliveryId,
      carrier_id: f?.carrier_id ?? null,
      station_id: f?.station_id ?? null,
      factory_id: f?.factory_id ?? null,
      line_id: f?.line_id ?? null,
      province_code: provinceCode,
      city_code: cityCode,
      district_code: districtCode,
      address,
      origin_code: f?.origin_code ?? '',
      pieces,
      weight_g: weight,
      volume_cm3: volume,
      max_piece_g: maxPiece,
      categories: [...new Set(products.map((p) => p.category_path).filter(Boolean))],
      services: SERVICES[services] ?? [],
      floor,
      has_lift: hasLift,
      distance_m: f?.distance_m ?? null,
    };
    const names: Partial<Record<PartyType, string>> = { ...f?.names };
    if (consignorId !== null) names.CONSIGNOR = nameOf.get(consignorId) ?? '';
    if (deliveryId !== null) names.DELIVERY = nameOf.get(deliveryId) ?? '';
    return { orderId: id, orderNo, order, names, factsHash: hashOf?.get(id) ?? factsHash };
  });
}

export const priceInputs = (inputs: readonly PricingInput[], compiled: CompiledCards): Priced[] =>
  inputs.map((i) => ({ orderId: i.orderId, result: priceOrder(i.order, compiled, { names: i.names, formulas: false }), factsHash: i.factsHash }));

export const totalsOf = (lines: readonly { direction: FeeDirection; amount_cents: number }[]) => {
  const t = { INCOME: 0, OUTLAY: 0 };
  for (const l of lines) t[l.direction] += l.amount_cents;
  return t;
};

/** a batch's pricing made ready to store: the orders whose lines are what is stored, and the others' rows */
export interface PreparedWrite {
  unchanged: number[];
  /** the changed orders, WRITE_CHUNK at a time: their rows (one order a line, as storedRow writes it), and the line parts they name */
  chunks: { rows: string; count: number; parts: [key: string, json: string][] }[];
}

/** an order's pricing as stored: its row for the write, the keys of the line parts it names, its line counts and lines hash */
interface StoredRow {
  row: string;
  partKeys: string[];
  incomeLines: number;
  outlayLines: number;
  hash: string;
}

/**
 * An order's row as storePricing writes it (its lines small, hashed); the parts it names are added to `parts`. The row:
 * order_id, income, outlay, income_lines, outlay_lines, issues (JSON), lines_hash, facts_hash, party_ids (`{1,2}`:
 * distinct and ascending, as order_pricing_party_ids(lines) answers them — migration 0058), lines (JSON) —
 * tab-separated, one order a line in a chunk, taken apart by the write's statement with string_to_array
 * (order-pricing.ts writePrepared). The embedded database parsed the same rows sent as one JSON array
 * (json_to_recordset) in about twice the time: 2.2 against 1.3 s per 100 000 orders, of a rewrite's 3.4 s.
 */
function storedRow(p: Priced, shared: LineParts, parts: Map<string, string>): StoredRow {
  const { lines: fee, issues } = p.result;
  const compact: CompactFeeLine[] = [];
  const partKeys: string[] = [];
  const parties: number[] = [];
  let income = 0;
  let outlay = 0;
  let n = 0;
  // one pass over the lines: each one's part, its small form, the totals, the line counts and the parties it names
  for (const l of fee) {
    const part = shared.partOf(l);
    compact.push(compactLine(l, part));
    if (!partKeys.includes(part.key)) {
      partKeys.push(part.key);
      if (!parts.has(part.key)) parts.set(part.key, part.json);
    }
    if (l.direction === 'INCOME') {
      income += l.amount_cents;
      n++;
    } else outlay += l.amount_cents;
    if (l.party.id !== null && !parties.includes(l.party.id)) parties.push(l.party.id);
  }
  const lines = JSON.stringify(compact);
  // the lines' JSON and then the notes' (one hash call: the same digest as two updates)
  const hash = cryptoHash('sha1', lines + JSON.stringify(issues), 'base64');
  parties.sort((a, b) => a - b);
  // tab-separated: JSON.stringify never writes a raw tab or newline (it escapes every control character),
  // the hashes are base64 and hex, the rest figures
  const row = `${p.orderId}\t${income}\t${outlay}\t${n}\t${fee.length - n}\t${JSON.stringify(issues)}\t${hash}\t${p.factsHash}\t{${parties.join(',')}}\t${lines}`;
  return { row, partKeys, incomeLines: n, outlayLines: fee.length - n, hash };
}

/** rows of changed orders as the chunks writePrepared sends, WRITE_CHUNK at a time, each with the parts its rows name */
export function chunksOf(rows: readonly { row: string; partKeys: readonly string[] }[], parts: ReadonlyMap<string, string>): PreparedWrite['chunks'] {
  const chunks: PreparedWrite['chunks'] = [];
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    const slice = rows.slice(i, i + WRITE_CHUNK);
    const keys = new Set(slice.flatMap((r) => r.partKeys));
    chunks.push({ rows: slice.map((r) => r.row).join('\n'), count: slice.length, parts: [...keys].map((k) => [k, parts.get(k)!]) });
  }
  return chunks;
}

/**
 * The rows of the orders whose lines changed: each line small (its shared part by key, stored-lines.ts), the lines'
 * JSON hashed and compared with the stored hash (`old`; absent or '': never priced) — an order with the stored hash
 * is not written at all.
 */
export function prepareWrite(priced: readonly Priced[], old: ReadonlyMap<number, string>, shared = new LineParts()): PreparedWrite {
  const unchanged: number[] = [];
  const changed: StoredRow[] = [];
  const parts = new Map<string, string>();
  for (const p of priced) {
    const r = storedRow(p, shared, parts);
    if (old.get(p.orderId) === r.hash) unchanged.push(p.orderId);
    else changed.push(r);
  }
  return { unchanged, chunks: chunksOf(changed, parts) };
}

/**
 * what the orders a batch writes change in the shop cost projection's estimates (report_fee_daily, source 'est'): per
 * creation day, store and consignor (0: none), the change of the income and outlay sums and line counts — what 0049's
 * statement triggers on order_pricings add for the same rows (new totals less the stored ones)
 */
export type EstDelta = [day: number, storeId: number, consignorId: number, incomeCents: number, incomeLines: number, outlayCents: number, outlayLines: number];

/** what a batch priced answers: each order's totals now and as stored (0 / 0 never priced), and (when asked to) its write made ready */
export interface BatchResult {
  totals: [orderId: number, orderNo: string, income: number, outlay: number, storedIncome: number, storedOutlay: number][];
  write?: PreparedWrite;
  /** with `data.project`: the written orders' change of the shop cost projection */
  projection?: EstDelta[];
  /** with `data.keep` (a preview kept for its apply): each order priced, on its own, and the line parts they name */
  kept?: { orders: KeptOrder[]; parts: [key: string, json: string][] };
}

/**
 * An order priced by a preview, kept for its apply (reprice-kept.ts): the facts hash and store it was priced with, and
 * — when its lines differ from the stored ones — its row ready to write with what the shop cost projection needs
 * (its line counts, creation day and consignor); null: its lines are the stored ones.
 */
export type KeptOrder = [orderId: number, factsHash: string, storeId: number, write: KeptWrite | null];
export type KeptWrite = [row: string, partKeys: string[], incomeLines: number, outlayLines: number, day: number, consignorId: number];

/**
 * what an order written adds to the shop cost projection at its key (creation day, store, consignor): its new totals
 * and line counts less its stored ones (`stored` absent: never priced)
 */
export const estDeltaOf = (
  [day, storeId, consignorId]: [number, number, number],
  [income, incomeLines, outlay, outlayLines]: [number, number, number, number],
  stored: StoredTotals | null | undefined,
): EstDelta => [day, storeId, consignorId, income - Number(stored?.[0] ?? 0), incomeLines - Number(stored?.[3] ?? 0), outlay - Number(stored?.[1] ?? 0), outlayLines - Number(stored?.[4] ?? 0)];

/** add `more` into `into`, one entry per day, store and consignor */
export function addEstDeltas(into: Map<string, EstDelta>, more: readonly EstDelta[]): void {
  for (const d of more) {
    const key = `${d[0]}|${d[1]}|${d[2]}`;
    const had = into.get(key);
    if (!had) into.set(key, [...d]);
    else for (let i = 3; i < 7; i++) had[i] += d[i];
  }
}

/**
 * Price a batch; to write it, make its write ready too — compared with the stored hashes given, or (`true`) with those
 * the batch carries (`data.stored`, else read with the orders: readPricingBatch `withStored`).
 */
export function priceBatch(data: PricingBatchData, compiled: CompiledCards, write: boolean | ReadonlyMap<number, string> = false, shared?: LineParts): BatchResult {
  const rows = packedRows(data.rows);
  const inputs = buildInputs({ ...data, rows });
  const priced = priceInputs(inputs, compiled);
  const given = data.stored && new Map(data.stored.map(([id, ...stored]) => [id, stored]));
  const storedOf = (i: number) => (given ? given.get(rows[i][0]) : rows[i][19]);
  const totals = priced.map((p, i): BatchResult['totals'][number] => {
    const t = totalsOf(p.result.lines);
    const stored = storedOf(i);
    return [p.orderId, inputs[i].orderNo, t.INCOME, t.OUTLAY, Number(stored?.[0] ?? 0), Number(stored?.[1] ?? 0)];
  });
  if (write === false) return { totals };
  const hashes = write === true ? new Map(rows.map((r, i) => [r[0], storedOf(i)?.[2] ?? ''])) : write;
  if (data.keep) {
    const parts = new Map<string, string>();
    const lineParts = shared ?? new LineParts();
    const orders = priced.map((p, i): KeptOrder => {
      const r = storedRow(p, lineParts, parts);
      const row = rows[i];
      return [p.orderId, p.factsHash, row[17], hashes.get(p.orderId) === r.hash ? null : [r.row, r.partKeys, r.incomeLines, r.outlayLines, row[18], row[2] ?? 0]];
    });
    return { totals, kept: { orders, parts: [...parts] } };
  }
  const prepared = prepareWrite(priced, hashes, shared);
  if (!data.project) return { totals, write: prepared };
  // the orders written: what their new lines add to the projection, less what their stored ones had added
  const unchanged = new Set(prepared.unchanged);
  const deltas = new Map<string, EstDelta>();
  priced.forEach((p, i) => {
    if (unchanged.has(p.orderId)) return;
    const row = rows[i];
    const stored = storedOf(i);
    const incomeLines = p.result.lines.filter((l) => l.direction === 'INCOME').length;
    const [, , income, outlay] = totals[i];
    addEstDeltas(deltas, [estDeltaOf([row[18], row[17], row[2] ?? 0], [income, incomeLines, outlay, p.result.lines.length - incomeLines], stored)]);
  });
  return { totals, write: prepared, projection: [...deltas.values()] };
}
