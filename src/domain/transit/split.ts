/**
 * Split orders (拆单, issue 18; ./README.md "Split orders"): the rules both the screen (its preview) and the server
 * (the write) apply — which cartons may move, the child order's number, the whole units it carries, and how the fees
 * not yet settled are shared between the two orders.
 */
import { parsePackageNo } from '../warehouse/ledger';
import type { OrderCarton } from '../warehouse/order-cartons';

/** the order number's shape (parsePackageNo): letters and digits, at most 32 */
const ORDER_NO_MAX = 32;

/** The n-th child's number: the parent's number + 'S' + n (no dash, so its own labels would still parse), or null when too long. */
export function splitOrderNo(parentNo: string, n: number): string | null {
  const no = `${parentNo}S${n}`;
  return no.length <= ORDER_NO_MAX && /^[0-9A-Za-z]+$/.test(no) ? no : null;
}

export type SplitRefusal = { key: 'tsSplitCartonsRequired' | 'tsSplitAll' } | { key: 'tsSplitNotOfOrder'; package: string };

/** Which of the order's cartons move: at least one, never all, each one the order's own. */
export function checkSplitCartons(owned: readonly OrderCarton[], packageNos: readonly string[]): SplitRefusal | null {
  const picked = [...new Set(packageNos.map((p) => p.trim().toUpperCase()))];
  if (!picked.length) return { key: 'tsSplitCartonsRequired' };
  const own = new Set(owned.map((c) => c.packageNo.toUpperCase()));
  const stranger = picked.find((p) => !own.has(p));
  if (stranger) return { key: 'tsSplitNotOfOrder', package: stranger };
  if (picked.length >= own.size) return { key: 'tsSplitAll' };
  return null;
}

/**
 * The whole units among the moved cartons, per product: a unit (the `package` cartons of one product unit, named by
 * the label's order and unit) counts only when all its cartons move; a unit split across the two orders stays on
 * the parent's product lines and the child carries its moved cartons (the carton → order overrides say which).
 */
export function wholeUnitsMoved(moved: readonly OrderCarton[], perUnit: (productId: number) => number): Map<number, number> {
  const units = new Map<string, { productId: number; n: number }>();
  for (const c of moved) {
    const key = `${parsePackageNo(c.packageNo)?.orderNo ?? ''}#${c.unit}`;
    const u = units.get(key) ?? { productId: c.productId, n: 0 };
    u.n++;
    units.set(key, u);
  }
  const out = new Map<number, number>();
  for (const u of units.values()) if (u.n >= Math.max(1, perUnit(u.productId))) out.set(u.productId, (out.get(u.productId) ?? 0) + 1);
  return out;
}

export interface SplittableFee {
  id: number;
  amount_cents: number;
  /** false: settled (a ticket posted it, or income already settled) — it stays whole on the parent */
  splittable: boolean;
}

export interface FeeShare {
  id: number;
  /** what stays on the parent */
  parent_cents: number;
  /** what the child gets (a new fee row of the same code and target) */
  child_cents: number;
}

/**
 * The stated rule: each fee not yet settled is shared by cartons — the child gets amount × moved ÷ total, rounded
 * toward zero to whole fen, the remainder stays on the parent (so the two always sum to the original).
 */
export function splitFees(fees: readonly SplittableFee[], moved: number, total: number): FeeShare[] {
  return fees.map((f) => {
    if (!f.splittable || total <= 0 || moved <= 0) return { id: f.id, parent_cents: f.amount_cents, child_cents: 0 };
    const child = Number((BigInt(Math.trunc(f.amount_cents)) * BigInt(Math.min(moved, total))) / BigInt(total));
    return { id: f.id, parent_cents: f.amount_cents - child, child_cents: child };
  });
}
