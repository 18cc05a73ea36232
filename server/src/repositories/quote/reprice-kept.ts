/**
 * A re-pricing's preview kept for its apply (issue 20, src/domain/quote/README.md 'A preview's pricing kept for its
 * apply'). The preview prices every order a card change reaches; its apply, a moment later, priced them all again
 * from their facts read again (a third of an apply of 100 000 orders). So the preview keeps, in this process, each
 * order's pricing as it would be written (its row, or 'the stored lines stand'), and the apply writes it as it is for
 * every order whose pricing cannot have changed since:
 * - per order: what the apply's choice of orders sees of it (`ChosenOrder.seen`: when it was last priced, its lines
 *   hash, its facts hash now, its store) is what the preview priced — so an order written, priced by another path
 *   (a load, a route reset, an edit), or whose own facts changed behind the API since, is priced again;
 * - for the whole preview: the cards are the same (a hash of the cards the preview priced with) and so is everything
 *   else a pricing reads beyond the order and its loads (`pricingContext`: the consignors' templates, the parties'
 *   names, the warehouses and stations, the products' measures) — else every order is priced again.
 * An order's loads are not compared: every write that changes what load an order travels on prices it (its pricing
 * time moves). Kept for `KEEP_MS` and for the last `MAX_KEPT` previews of the process; an apply takes its preview's
 * pricing away (an apply reaching another process, or a preview kept no longer, prices everything as before).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RateCard } from '../../../../src/domain/quote/model';
import type { Reader } from './order-pricing';
import type { KeptWrite } from './pricing-batch';

/** previews kept at once in this process, and the orders they may hold together (~1 KB an order) */
export const MAX_KEPT = 2;
export const MAX_KEPT_ORDERS = 250_000;
export const KEEP_MS = 30 * 60_000;

export interface KeptOrderPricing {
  /** what the choice of orders saw of the order and what it was priced from (`checked:linesHash:factsHash:storeId`) */
  stamp: string;
  /** its store (its key in the shop cost projection) */
  storeId: number;
  income: number;
  outlay: number;
  /** its row to write, null: its lines are the stored ones */
  write: KeptWrite | null;
}

export interface KeptPricing {
  companyId: number;
  /** pricingContext and cardsHash as the preview priced with them */
  context: string;
  cards: string;
  expires: number;
  orders: Map<number, KeptOrderPricing>;
  /** the line parts the rows name, by key */
  parts: Map<string, string>;
}

const kept = new Map<string, KeptPricing>();

const forgetExpired = () => {
  for (const [id, k] of kept) if (k.expires <= Date.now()) kept.delete(id);
};

/** Whether a preview of this many orders is kept for its apply (too many: its apply prices them again). */
export const keepable = (orders: number) => orders <= MAX_KEPT_ORDERS;

/** Keep a preview's pricing for its apply: the oldest previews go beyond MAX_KEPT or MAX_KEPT_ORDERS. */
export function keepPricing(previewId: string, k: KeptPricing): void {
  forgetExpired();
  if (!keepable(k.orders.size)) return;
  kept.set(previewId, k);
  const held = () => [...kept.values()].reduce((n, x) => n + x.orders.size, 0);
  while (kept.size > MAX_KEPT || held() > MAX_KEPT_ORDERS) kept.delete(kept.keys().next().value as string);
  // not held past its time when no other preview comes
  setTimeout(forgetExpired, k.expires - Date.now() + 1_000).unref();
}

/** The pricing a preview of the company kept, taken away (an apply uses it once); null when none is kept any more. */
export function takeKept(previewId: string, companyId: number): KeptPricing | null {
  forgetExpired();
  const k = kept.get(previewId);
  if (!k || k.companyId !== companyId) return null;
  kept.delete(previewId);
  return k;
}

/** the cards a pricing priced with, as one hash */
export const cardsHash = (cards: readonly RateCard[]) => createHash('sha1').update(JSON.stringify(cards)).digest('base64');

/**
 * What a pricing reads beyond the orders, their loads and the cards, as one hash: the consignors' templates, the
 * parties' names and kinds (a factory is found by name), the warehouses and stations (origins, landing stations), the
 * products' measures (a weight or volume edited moves measures_changed_at; a product added or removed the count).
 */
export async function pricingContext(db: Reader, companyId: number): Promise<string> {
  const [row] = (
    (await db.execute(sql`
      select md5(concat_ws('|',
        coalesce((select string_agg(t.consignor_id || ':' || t.template_id, ',' order by t.consignor_id, t.template_id) from quote_template_consignors t where t.company_id = ${companyId}), ''),
        coalesce((select md5(string_agg(r.id || ':' || r.object_type || ':' || r.name, ',' order by r.id)) from resources r where r.company_id = ${companyId}), ''),
        coalesce((select md5(string_agg(w::text, ',' order by w.id)) from warehouses w where w.company_id = ${companyId}), ''),
        coalesce((select md5(string_agg(st::text, ',' order by st.id)) from stations st where st.company_id = ${companyId}), ''),
        (select count(*) || ':' || coalesce(max(p.measures_changed_at)::text, '') from products p where p.company_id = ${companyId}))) as context`)) as unknown as {
      rows: { context: string }[];
    }
  ).rows;
  return row.context;
}
