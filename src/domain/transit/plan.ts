/**
 * A stowage plan proposal (配载计划, issue 18): the orders waiting at a site grouped by their next site, each group
 * filled into trips of one vehicle type by weight, volume and pieces — first-fit decreasing by the order's larger
 * share of the vehicle, an order never split across trips — with each trip's truck cost (the line leg's price) and
 * the orders' income, so the dispatcher sees the margin per trip. Pure: the server feeds it, the screen edits the
 * result and confirms it into planned loads.
 */
import { loadRates, type Capacity } from './loads';

export interface PlanOrder {
  id: number;
  /** routing.ts siteKey of the order's next site, null when no rule knows it */
  next: string | null;
  weight_g: number;
  volume_cm3: number;
  cartons: number;
  /** the order's fees booked as income (receivable), in fen; 0 when unknown */
  income_cents: number;
}

export interface ProposedTrip {
  to: string;
  order_ids: number[];
  cartons: number;
  weight_g: number;
  volume_cm3: number;
  rates: ReturnType<typeof loadRates>;
  fee_cents: number;
  income_cents: number;
  /** income − truck cost, null when the truck's cost is unknown */
  margin_cents: number | null;
}

export interface Proposal {
  trips: ProposedTrip[];
  /** heavier, larger or with more cartons than the vehicle takes */
  too_big: number[];
  no_route: number[];
}

/** `tripCost(to)`: a truck's cost to that site in fen (the line leg's price), null when unknown. */
export function proposePlan(orders: readonly PlanOrder[], capacity: Capacity, tripCost: (to: string) => number | null): Proposal {
  const fits = (w: number, v: number, p: number) =>
    (capacity.weight_g <= 0 || w <= capacity.weight_g) && (capacity.volume_cm3 <= 0 || v <= capacity.volume_cm3) && (capacity.pieces <= 0 || p <= capacity.pieces);
  const share = (o: PlanOrder) =>
    Math.max(capacity.weight_g > 0 ? o.weight_g / capacity.weight_g : 0, capacity.volume_cm3 > 0 ? o.volume_cm3 / capacity.volume_cm3 : 0, capacity.pieces > 0 ? o.cartons / capacity.pieces : 0);

  const groups = new Map<string, PlanOrder[]>();
  const tooBig: number[] = [];
  const noRoute: number[] = [];
  for (const o of orders) {
    if (!o.next) noRoute.push(o.id);
    else if (!fits(o.weight_g, o.volume_cm3, o.cartons)) tooBig.push(o.id);
    else groups.set(o.next, [...(groups.get(o.next) ?? []), o]);
  }

  const trips: ProposedTrip[] = [];
  for (const [to, list] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => share(b) - share(a) || a.id - b.id);
    const bins: { ids: number[]; w: number; v: number; p: number; income: number }[] = [];
    for (const o of sorted) {
      let bin = bins.find((b) => fits(b.w + o.weight_g, b.v + o.volume_cm3, b.p + o.cartons));
      if (!bin) bins.push((bin = { ids: [], w: 0, v: 0, p: 0, income: 0 }));
      bin.ids.push(o.id);
      bin.w += o.weight_g;
      bin.v += o.volume_cm3;
      bin.p += o.cartons;
      bin.income += o.income_cents;
    }
    const cost = tripCost(to);
    for (const b of bins) {
      trips.push({
        to,
        order_ids: b.ids,
        cartons: b.p,
        weight_g: b.w,
        volume_cm3: b.v,
        rates: loadRates({ weight_g: b.w, volume_cm3: b.v, pieces: b.p }, capacity),
        fee_cents: cost ?? 0,
        income_cents: b.income,
        margin_cents: cost === null ? null : b.income - cost,
      });
    }
  }
  return { trips, too_big: tooBig, no_route: noRoute };
}
