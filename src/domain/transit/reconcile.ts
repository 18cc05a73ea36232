/**
 * Plan vs load vs arrival, reconciled (issue 18): what departed against what was planned, and what was unloaded
 * against what departed, per carton. The server writes a discrepancy row for each `short`, `over` and `left_behind`
 * at depart and arrive; the load screen and the stowage plan report show the same figures.
 */

export const DISCREPANCY_KINDS = ['short', 'over', 'left_behind'] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

export interface CartonRef {
  packageNo: string;
  orderId: number;
}

export interface Discrepancy extends CartonRef {
  kind: DiscrepancyKind;
}

/**
 * At departure: the planned orders' cartons not loaded. An order with no carton loaded simply leaves the load
 * (`unplannedOrders`); an order partly loaded leaves its missing cartons behind (`leftBehind`), allowed only when the
 * dispatcher says so.
 */
export function departureSplit(planned: readonly CartonRef[], loaded: ReadonlySet<string>) {
  const byOrder = new Map<number, CartonRef[]>();
  for (const c of planned) byOrder.set(c.orderId, [...(byOrder.get(c.orderId) ?? []), c]);
  const unplannedOrders: number[] = [];
  const leftBehind: Discrepancy[] = [];
  for (const [orderId, cartons] of byOrder) {
    const missing = cartons.filter((c) => !loaded.has(c.packageNo));
    if (missing.length === cartons.length) unplannedOrders.push(orderId);
    else for (const c of missing) leftBehind.push({ ...c, kind: 'left_behind' });
  }
  return { unplannedOrders, leftBehind };
}

/** At arrival: cartons that departed and were not unloaded are short; cartons unloaded that did not depart are over. */
export function reconcileArrival(manifest: readonly CartonRef[], unloaded: readonly CartonRef[]): Discrepancy[] {
  const departed = new Set(manifest.map((c) => c.packageNo));
  const got = new Set(unloaded.map((c) => c.packageNo));
  const out: Discrepancy[] = [];
  for (const c of manifest) if (!got.has(c.packageNo)) out.push({ ...c, kind: 'short' });
  const seen = new Set<string>();
  for (const c of unloaded) {
    if (departed.has(c.packageNo) || seen.has(c.packageNo)) continue;
    seen.add(c.packageNo);
    out.push({ ...c, kind: 'over' });
  }
  return out;
}

/** planned / loaded / departed / arrived counts of a load, for the list, the detail and the stowage plan report */
export interface LoadFigures {
  planned_orders: number;
  planned_cartons: number;
  loaded_cartons: number;
  departed_cartons: number;
  unloaded_cartons: number;
  short: number;
  over: number;
  left_behind: number;
}
