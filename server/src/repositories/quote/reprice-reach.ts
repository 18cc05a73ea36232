/**
 * Which chosen orders a re-pricing prices again (issue 20, src/domain/quote/README.md 'Re-pricing reach'): an order
 * is reached when it was never priced, or when a change of the company's cards since it was last priced
 * (order_pricings.checked_at, else priced_at) concerns its service date:
 * - a version published (published_at, else created_at) from a date concerns that date and every later one — the
 *   new version's range and the range the previous version closed on both start there;
 * - a card enabled or disabled (quote_cards.rates_changed_at) and a template changed (its consignors, its name:
 *   quote_templates.updated_at) concern every date.
 * An order whose own facts changed since (order_pricings.facts_hash, pricing-facts.ts factsHashSql: its pieces,
 * products, address, floor, lift, appointment, parties) is reached too, whatever wrote the change, and so is an order
 * with a product whose weight or volume changed since it was last priced (products.measures_changed_at, kept by a
 * trigger; only the products changed since the company's oldest pricing are looked at, usually none).
 * The others would be priced to the same lines, so they are left alone: after a price rise from a date, only the
 * orders of those dates are priced. Read in one statement: the latest change reaching each date is a step function of
 * the date, sent as one row per day between the first and the last version start and joined on the order's date.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orderPricings, products, quoteCards, quoteCardVersions, quoteTemplates } from '../../db/schema';
import type { Reader } from './order-pricing';
import type { StoredTotals } from './pricing-batch';
import { factsHashSql } from './pricing-facts';

const DAY = 86_400_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : null);

export interface ChosenOrder {
  id: number;
  orderNo: string;
  /** priced again by a re-pricing of the chosen orders */
  reached: boolean;
  /**
   * its stored pricing (income, outlay, lines hash, line counts) when it is reached (or `storedOfAll`), null when never
   * priced: a re-pricing compares its batches with it (and, projecting itself, subtracts it)
   */
  stored: StoredTotals | null;
  /**
   * with the stored pricing: what the choice saw of the order — when it was last priced, its lines hash, its facts
   * hash now and its store (`checkedMicros:linesHash:factsHash:storeId`): a preview's pricing of it is still its
   * pricing at apply when this is unchanged (reprice-kept.ts)
   */
  seen: string | null;
}

interface Steps {
  /** the latest change reaching every date */
  everyAt: number;
  /** per day from the first version start to the last one: the latest change reaching that day */
  days: string[];
  ats: (string | null)[];
  first: string;
  last: string;
  /** the latest change reaching the days after the last version start */
  lastAt: number;
}

const epochMs = (column: SQL) => sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;

async function changeSteps(db: Reader, companyId: number): Promise<Steps> {
  const [versions, [cards], [templates]] = await Promise.all([
    db
      .select({ at: epochMs(sql`coalesce(${quoteCardVersions.publishedAt}, ${quoteCardVersions.createdAt})`), from: quoteCardVersions.effectiveFrom })
      .from(quoteCardVersions)
      .where(and(eq(quoteCardVersions.companyId, companyId), eq(quoteCardVersions.state, 'PUBLISHED'))),
    db
      .select({ at: epochMs(sql`max(${quoteCards.ratesChangedAt})`) })
      .from(quoteCards)
      .where(eq(quoteCards.companyId, companyId)),
    db
      .select({ at: epochMs(sql`max(${quoteTemplates.updatedAt})`) })
      .from(quoteTemplates)
      .where(eq(quoteTemplates.companyId, companyId)),
  ]);
  const everyAt = Math.max(-Infinity, Number(cards?.at ?? -Infinity), Number(templates?.at ?? -Infinity));
  if (versions.length === 0) return { everyAt, days: [], ats: [], first: '1900-01-01', last: '1900-01-01', lastAt: everyAt };
  const byDay = new Map<string, number>();
  for (const v of versions) byDay.set(v.from, Math.max(byDay.get(v.from) ?? -Infinity, Number(v.at ?? -Infinity)));
  const starts = [...byDay.keys()].sort();
  const [first, last] = [starts[0], starts[starts.length - 1]];
  const days: string[] = [];
  const ats: (string | null)[] = [];
  let at = everyAt;
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    at = Math.max(at, byDay.get(day) ?? -Infinity);
    days.push(day);
    ats.push(iso(at));
  }
  return { everyAt, days, ats, first, last, lastAt: at };
}

/**
 * The orders of the company matching `where` (not destroyed), in id order, each with whether a re-pricing reaches it
 * and — reached, or every one with `storedOfAll` — its stored totals and lines hash (read here with the rest of its pricing row; the batches then need not join
 * the pricing rows again — 68 of 199 ms of a 10 000-order batch's read, measured statement against statement).
 */
export async function chooseOrders(db: Reader, companyId: number, where: SQL | undefined, storedOfAll = false): Promise<ChosenOrder[]> {
  const s = await changeSteps(db, companyId);
  // the service date the engine prices with (order-pricing.ts: the appointment, else the creation, China time)
  const day = sql`((coalesce(orders.appoint_at, orders.created_at) at time zone 'UTC') + interval '8 hours')::date`;
  // products whose weight or volume changed since the company's oldest pricing: an order of one priced before it
  const measured = await db
    .select({ id: products.id, at: sql<string>`${products.measuresChangedAt}::text` })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`${products.measuresChangedAt} > (select min(coalesce(${orderPricings.checkedAt}, ${orderPricings.pricedAt})) from ${orderPricings} where ${orderPricings.companyId} = ${companyId})`,
      ),
    );
  const productChanged = measured.length
    ? sql`exists (select 1 from jsonb_array_elements(orders.products) e
          join unnest(${`{${measured.map((m) => m.id).join(',')}}`}::int[], ${`{${measured.map((m) => `"${m.at}"`).join(',')}}`}::timestamptz[]) as m(id, at)
            on m.id = (e->>'product_id')::int
          where m.at > coalesce(order_pricings.checked_at, order_pricings.priced_at))`
    : sql`false`;
  // one JSON value for the whole filter (the embedded database hands every field of a result over on its own)
  // the stored pricing of the orders a re-pricing prices: the reached ones, or (`storedOfAll`) every one, with what the
  // choice saw of them (`seen`); the facts hash computed once an order (`offset 0` keeps the inner rows apart, so the
  // planner does not write it out twice)
  const [packed] = rowsOf<{ rows: string | null }>(
    await db.execute(sql`
      select json_agg(json_build_array(c.id, c.order_no, c.reached,
        case when c.priced and (c.reached or ${storedOfAll}) then json_build_array(c.income_cents, c.outlay_cents, c.lines_hash, c.income_lines, c.outlay_lines) end,
        case when c.reached or ${storedOfAll} then concat_ws(':', coalesce((extract(epoch from c.checked_at) * 1000000)::bigint::text, ''), coalesce(c.lines_hash, ''), c.facts_now, c.store_id) end)
        order by c.id)::text as rows
      from (select c.*, (not c.priced or c.checked_at < c.reach_at or c.stored_facts <> c.facts_now or c.product_changed) is true as reached
        from (select orders.id, orders.order_no, order_pricings.order_id is not null as priced, order_pricings.income_cents, order_pricings.outlay_cents, order_pricings.lines_hash,
          order_pricings.income_lines, order_pricings.outlay_lines, coalesce(order_pricings.checked_at, order_pricings.priced_at) as checked_at,
          case when ${day} < ${s.first}::date then ${iso(s.everyAt)}::timestamptz when ${day} > ${s.last}::date then ${iso(s.lastAt)}::timestamptz else reach.at end as reach_at,
          order_pricings.facts_hash as stored_facts, ${factsHashSql('orders')} as facts_now, coalesce(orders.store_resource_id, 0) as store_id, ${productChanged} as product_changed
        from orders
        left join order_pricings on order_pricings.order_id = orders.id and order_pricings.company_id = orders.company_id
        left join (select * from unnest(${`{${s.days.join(',')}}`}::date[], ${`{${s.ats.map((a) => a ?? 'NULL').join(',')}}`}::timestamptz[]) as x(day, at)) as reach on reach.day = ${day}
        where orders.company_id = ${companyId} and orders.deleted_at is null ${where ? sql`and ${where}` : sql``} offset 0) c) c`),
  );
  const rows = (packed?.rows ? JSON.parse(packed.rows) : []) as [number, string, boolean, StoredTotals | null, string | null][];
  return rows.map(([id, orderNo, reached, stored, seen]) => ({ id, orderNo, reached, stored, seen }));
}
