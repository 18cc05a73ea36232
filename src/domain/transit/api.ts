/**
 * The transit API's contract (issue 18): request bodies both sides validate and the answers' shapes, one zod schema
 * each, so the browser's types are inferred from what the server declares. Every path is under /api/transit; every
 * id is the signed-in company's (another company's id is a 404). Design: ./README.md.
 *
 * Reads
 *   GET  /transit/sites                        the company's warehouses and stations as sites (pickers)
 *   GET  /transit/loads      ?type&status&line_id&from_site&to_site&load_no&date_from&date_to&page&per_page
 *   GET  /transit/loads/:id                    a load with its orders, cartons, scans, discrepancies, figures, actions
 *   GET  /transit/waiting    ?site&next_station_id&keyword&page&per_page   orders waiting at a site for a load
 *   GET  /transit/discrepancies ?status&load_id&page&per_page
 *   GET  /transit/routes     ?codes&site&dest_station_id&line_id&page&per_page   orders with where they are, their next
 *                                              site and computed route (and the route a new destination would give)
 *   GET  /transit/split/:code                  an order (by number, or any of its cartons) with its cartons and fees
 *   GET  /transit/plans, /transit/plans/:id    stowage plans (配载计划)
 *   GET  /transit/report     ?date_from&date_to&line_id   planned vs loaded vs arrived per load and line (报表)
 *   GET  /transit/public-plan ?date&line_id    no sign-in: planned departures per line (/order/plan), no private data
 * Writes (each takes an Idempotency-Key: a repeat answers the first result and changes nothing)
 *   POST   /transit/loads                       create (planned), with planned orders
 *   PATCH  /transit/loads/:id                   header fields, while planned or loading
 *   POST   /transit/loads/:id/orders            plan more orders (planned or loading)
 *   DELETE /transit/loads/:id/orders/:order_id  un-plan an order none of whose cartons is loaded
 *   POST   /transit/loads/:id/actions/:action   a transition (loads.ts), writing order transitions and moves
 *   POST   /transit/loads/:id/scans             dock scans, each with its own scan_id (exactly once)
 *   POST   /transit/discrepancies/:id/resolve   a desk user's note closes a discrepancy
 *   POST   /transit/plans/propose               a proposal for a date, site, line and vehicle type (nothing stored)
 *   POST   /transit/plans                       confirm a (possibly edited) proposal: each trip becomes a planned load
 *   POST   /transit/route-reset                 set orders' destination station (and line) with a reason
 *   POST   /transit/split                       move some cartons of an order to a new order
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from '../input-fields';
import { DISCREPANCY_KINDS } from './reconcile';
import { LOAD_ACTIONS, LOAD_STATUSES, LOAD_TYPES, VEHICLE_TYPE_CODES } from './loads';
import { LOAD_SCAN_RESULTS } from './scan-match';
import { SITE_TYPES } from './routing';

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const requiredNumber = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined) });
const id = z.preprocess(toNumber, requiredNumber().int().min(1).max(DB_INT_MAX));
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : toNumber(v)), z.number().int().min(1).max(DB_INT_MAX).optional());
const isoDateTime = z.string().trim().max(40).datetime({ offset: true, error: () => 'invalidFormat' });
const reason = z.string().trim().max(200).optional().default('');
/** 'warehouse:12' or 'station:3' */
export const siteKeyField = z.string({ error: () => 'tsSiteRequired' }).trim().regex(/^(warehouse|station):\d{1,10}$/, 'tsSiteRequired');
/** integer fen; the form converts the yuan typed (tickets/fees.ts parseAmountCents) */
const cents = z.preprocess(toNumber, z.number().int('tsMoneyCents').min(0, 'tsMoneyNegative').max(DB_INT_MAX, 'tsMoneyTooBig'));
/** whole kg / m³ × 100 (two decimals) are typed; stored in grams and cm³ */
const gramsField = z.preprocess(toNumber, z.number().int().min(0).max(DB_INT_MAX).optional());
const plateField = z.string().trim().max(20).optional().default('');
const orderIds = z.array(id).max(2000, 'tsTooManyOrders');

export const loadHeaderInput = z
  .object({
    line_id: optionalId,
    carrier_resource_id: optionalId,
    driver_resource_id: optionalId,
    vehicle_plate: plateField,
    /** loads.ts VEHICLE_TYPES; absent = a custom capacity below (or none) */
    vehicle_type: z.enum(VEHICLE_TYPE_CODES).optional(),
    capacity_weight_g: gramsField,
    capacity_volume_cm3: gramsField,
    capacity_pieces: z.preprocess(toNumber, z.number().int().min(0).max(100_000).optional()),
    planned_departure_at: isoDateTime,
    fee_cents: cents.optional().default(0),
    /** unplanned cartons scanned onto the load: accepted with a warning (true) or refused (false) */
    allow_unplanned: z.boolean().optional(),
    /** handover: the third party's tracking number */
    tracking_no: z.string().trim().max(50).optional().default(''),
    memo: z.string().trim().max(320).optional().default(''),
  })
  .strict();

export const createLoadBody = loadHeaderInput.extend({
  type: z.enum(LOAD_TYPES),
  from_site: siteKeyField,
  to_site: siteKeyField,
  order_ids: orderIds.optional().default([]),
});
export type CreateLoadBody = z.input<typeof createLoadBody>;

export const updateLoadBody = loadHeaderInput.partial().strict();
export type UpdateLoadBody = z.input<typeof updateLoadBody>;

export const planOrdersBody = z.object({ order_ids: orderIds.min(1, 'required') }).strict();

export const loadActionBody = z
  .object({
    /** cancel, cancel_loading, cancel_departure, cancel_arrival: why (required) */
    reason,
    /** depart: let orders partly loaded leave their missing cartons behind */
    allow_partial: z.boolean().optional().default(false),
    /** arrive at a warehouse: the receiving location the unloaded cartons enter (none: no stock written) */
    receiving_location_id: optionalId,
    occurred_at: isoDateTime.optional(),
  })
  .strict();
export type LoadActionBody = z.input<typeof loadActionBody>;

export const loadScanInput = z
  .object({
    scan_id: z.string().trim().min(8).max(64).regex(/^[0-9A-Za-z_-]+$/, 'invalidFormat'),
    phase: z.enum(['load', 'unload']),
    code: z.string().trim().min(1, 'required').max(64),
    occurred_at: isoDateTime.optional(),
  })
  .strict();
export const loadScansBody = z.object({ scans: z.array(loadScanInput).min(1, 'required').max(500, 'tsTooManyScans') }).strict();
export type LoadScanInput = z.input<typeof loadScanInput>;

export const resolveDiscrepancyBody = z.object({ note: z.string().trim().min(1, 'tsNoteRequired').max(500) }).strict();

export const routeResetBody = z
  .object({
    order_ids: orderIds.min(1, 'required'),
    dest_station_id: id,
    line_id: optionalId,
    reason: z.string().trim().min(1, 'tsReasonRequired').max(200),
  })
  .strict();

export const splitBody = z
  .object({
    order_id: id,
    /** the cartons that move to the new order (at least one, never all); fees follow them by the cartons rule (split.ts) */
    package_nos: z.array(z.string().trim().toUpperCase().regex(/^[0-9A-Z]{6,32}-\d{3}$/, 'tsPackageNoInvalid')).min(1, 'tsSplitCartonsRequired').max(999),
    reason: z.string().trim().min(1, 'tsReasonRequired').max(200),
  })
  .strict();
export type SplitBody = z.input<typeof splitBody>;

export const proposePlanBody = z
  .object({
    /** YYYY-MM-DD (China time) */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat'),
    from_site: siteKeyField,
    line_id: optionalId,
    vehicle_type: z.enum(VEHICLE_TYPE_CODES),
    /** planned departure time of the trips, HH:mm */
    departure_time: z.string().regex(/^\d{2}:\d{2}$/, 'invalidFormat').optional().default('20:00'),
  })
  .strict();

export const planTripInput = z
  .object({
    to_site: siteKeyField,
    vehicle_type: z.enum(VEHICLE_TYPE_CODES),
    order_ids: orderIds.min(1, 'required'),
    fee_cents: cents.optional().default(0),
    carrier_resource_id: optionalId,
  })
  .strict();
export const confirmPlanBody = proposePlanBody.extend({ trips: z.array(planTripInput).min(1, 'required').max(1000) });
export type ConfirmPlanBody = z.input<typeof confirmPlanBody>;

// ---- answers ----

export const siteRef = z.object({ type: z.enum(SITE_TYPES), id: z.number().int(), key: z.string(), name: z.string() });
export type SiteRef = z.infer<typeof siteRef>;

export const loadFigures = z.object({
  planned_orders: z.number().int(),
  planned_cartons: z.number().int(),
  loaded_cartons: z.number().int(),
  departed_cartons: z.number().int(),
  unloaded_cartons: z.number().int(),
  short: z.number().int(),
  over: z.number().int(),
  left_behind: z.number().int(),
});

export const loadSummary = z.object({
  id: z.number().int(),
  load_no: z.string(),
  type: z.enum(LOAD_TYPES),
  status: z.enum(LOAD_STATUSES),
  from_site: siteRef,
  to_site: siteRef,
  line_id: z.number().int().nullable(),
  line_name: z.string(),
  carrier_resource_id: z.number().int().nullable(),
  carrier_name: z.string(),
  driver_resource_id: z.number().int().nullable(),
  driver_name: z.string(),
  driver_phone: z.string(),
  vehicle_plate: z.string(),
  vehicle_type: z.string(),
  capacity_weight_g: z.number().int(),
  capacity_volume_cm3: z.number().int(),
  capacity_pieces: z.number().int(),
  /** what is loaded now (before departure) or departed (after) */
  loaded_weight_g: z.number().int(),
  loaded_volume_cm3: z.number().int(),
  fee_cents: z.number().int(),
  allow_unplanned: z.boolean(),
  tracking_no: z.string(),
  memo: z.string(),
  planned_departure_at: z.string(),
  departed_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  plan_id: z.number().int().nullable(),
  figures: loadFigures,
  version: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoadSummary = z.infer<typeof loadSummary>;

export const loadCartonRow = z.object({
  package_no: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  weight_g: z.number().int(),
  volume_cm3: z.number().int(),
  loaded: z.boolean(),
  departed: z.boolean(),
  unloaded: z.boolean(),
});

export const loadOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  /** planned by the dispatcher (false: joined by an unplanned scan) */
  planned: z.boolean(),
  /** the order may travel now; the load goes its way (the tablet's local scan checks) */
  loadable: z.boolean(),
  goes_the_way: z.boolean(),
  consignor_name: z.string(),
  end_contact: z.string(),
  end_area: z.string(),
  dest_station_name: z.string(),
  cartons: z.array(loadCartonRow),
});
export type LoadOrderRow = z.infer<typeof loadOrderRow>;

export const loadScanRow = z.object({
  scan_id: z.string(),
  phase: z.enum(['load', 'unload']),
  code: z.string(),
  package_no: z.string(),
  order_no: z.string(),
  result: z.enum(LOAD_SCAN_RESULTS),
  accepted: z.boolean(),
  actor_name: z.string(),
  occurred_at: z.string(),
  recorded_at: z.string(),
});

export const discrepancyRow = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  load_no: z.string(),
  kind: z.enum(DISCREPANCY_KINDS),
  package_no: z.string(),
  order_id: z.number().int().nullable(),
  order_no: z.string(),
  product_name: z.string(),
  status: z.enum(['open', 'resolved']),
  note: z.string(),
  resolved_by_name: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type DiscrepancyRow = z.infer<typeof discrepancyRow>;

export const loadEventRow = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string(),
  actor_name: z.string(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const loadDetail = loadSummary.extend({
  orders: z.array(loadOrderRow),
  scans: z.array(loadScanRow),
  discrepancies: z.array(discrepancyRow),
  events: z.array(loadEventRow),
  /** loads.ts loadActionsFor */
  actions: z.array(z.enum(LOAD_ACTIONS)),
  /** the load's round of load scans (cancel_loading moves it on; scans of earlier rounds no longer count) */
  round: z.number().int(),
});
export type LoadDetail = z.infer<typeof loadDetail>;

export const loadScanOutcome = z.object({
  scan_id: z.string(),
  code: z.string(),
  result: z.enum(LOAD_SCAN_RESULTS),
  accepted: z.boolean(),
  package_no: z.string(),
  /** the reason in the user's language */
  message: z.string(),
});
export const loadScansAnswer = z.object({ results: z.array(loadScanOutcome), load: loadDetail });
export type LoadScansAnswer = z.infer<typeof loadScansAnswer>;

export const waitingOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  consignor_name: z.string(),
  end_area: z.string(),
  cartons: z.number().int(),
  weight_g: z.number().int(),
  volume_cm3: z.number().int(),
  dest_station_id: z.number().int().nullable(),
  dest_station_name: z.string(),
  next_station_id: z.number().int().nullable(),
  next_station_name: z.string(),
  waiting_since: z.string(),
});
export type WaitingOrderRow = z.infer<typeof waitingOrderRow>;

/** an order as route reset (路由重置) shows it: where it is, where it goes next, the computed route */
export const routeOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  consignor_name: z.string(),
  end_area: z.string(),
  current_site: siteRef.nullable(),
  /** the open load holding it ('' none) and whether that load has departed (no reset then) */
  on_load_no: z.string(),
  departed: z.boolean(),
  dest_station_id: z.number().int().nullable(),
  dest_station_name: z.string(),
  /** the destination was set by a route reset (not the sorting rule) */
  dest_reset: z.boolean(),
  line_id: z.number().int().nullable(),
  line_name: z.string(),
  next_station_id: z.number().int().nullable(),
  next_station_name: z.string(),
  /** the stations from here to the destination (routing.ts routePath); loop: the rules never reach it */
  route: z.array(z.object({ id: z.number().int(), name: z.string() })),
  loop: z.boolean(),
  /** with ?dest_station_id: the next station and route the new destination would give */
  proposed: z.object({ next_station_id: z.number().int().nullable(), next_station_name: z.string(), route: z.array(z.object({ id: z.number().int(), name: z.string() })), loop: z.boolean() }).nullable(),
});
export type RouteOrderRow = z.infer<typeof routeOrderRow>;

/** a carton of an order as the split screen lists it */
export const splitCartonRow = z.object({
  package_no: z.string(),
  product_id: z.number().int(),
  product_name: z.string(),
  /** where it is: a location of a warehouse ('' unknown) */
  location: z.string(),
  /** the open load it is loaded on ('' none): such a carton cannot move */
  loaded_on: z.string(),
});

export const splitFeeRow = z.object({
  id: z.number().int(),
  direction: z.string(),
  code_name: z.string(),
  amount_cents: z.number().int(),
  /** false: settled (posted by a ticket, or income already settled) — stays whole on the order */
  splittable: z.boolean(),
});

export const splitOrderView = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  consignor_name: z.string(),
  end_area: z.string(),
  /** the order's status allows a split (order-lifecycle.ts) */
  allowed: z.boolean(),
  parent: z.object({ order_id: z.number().int(), order_no: z.string() }).nullable(),
  children: z.array(z.object({ order_id: z.number().int(), order_no: z.string() })),
  cartons: z.array(splitCartonRow),
  /** empty when the reader may not see fees (fees_hidden) */
  fees: z.array(splitFeeRow),
  fees_hidden: z.boolean(),
});
export type SplitOrderView = z.infer<typeof splitOrderView>;

export const splitAnswer = z.object({ split_id: z.number().int(), child_order_id: z.number().int(), child_order_no: z.string(), moved: z.number().int() });

export const planTrip = z.object({
  to_site: siteRef,
  vehicle_type: z.enum(VEHICLE_TYPE_CODES),
  order_ids: z.array(z.number().int()),
  cartons: z.number().int(),
  weight_g: z.number().int(),
  volume_cm3: z.number().int(),
  /** loads.ts loadRates against the vehicle type */
  rates: z.object({ weight: z.number().int().nullable(), volume: z.number().int().nullable(), pieces: z.number().int().nullable(), over: z.boolean() }),
  /** the line leg's price when known (the truck's cost), and the orders' fees booked as income */
  fee_cents: z.number().int(),
  income_cents: z.number().int(),
  margin_cents: z.number().int().nullable(),
});
export type PlanTrip = z.infer<typeof planTrip>;

/** a waiting order as the plan sees it (the screen moves orders between trips and recomputes each trip's figures) */
export const planOrderRow = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  cartons: z.number().int(),
  weight_g: z.number().int(),
  volume_cm3: z.number().int(),
  income_cents: z.number().int(),
  next_site: z.string().nullable(),
});
export type PlanOrderRow = z.infer<typeof planOrderRow>;

export const planProposal = z.object({
  date: z.string(),
  from_site: siteRef,
  line_id: z.number().int().nullable(),
  vehicle_type: z.enum(VEHICLE_TYPE_CODES),
  trips: z.array(planTrip),
  /** orders that fit no vehicle on their own (heavier or larger than the vehicle type) */
  too_big: z.array(z.number().int()),
  /** orders with no next site known (no sorting rule): they are left out */
  no_route: z.array(z.number().int()),
  waiting_orders: z.number().int(),
  /** every waiting order the proposal considered */
  orders: z.array(planOrderRow),
});
export type PlanProposal = z.infer<typeof planProposal>;

export const publicPlanRow = z.object({
  line_name: z.string(),
  from_name: z.string(),
  to_name: z.string(),
  planned_departure_at: z.string(),
  vehicle_type: z.string(),
  status: z.enum(LOAD_STATUSES),
});

// ---- stowage plans, the report and the public departure plan (plans.ts on the server) ----

export const planSummary = z.object({
  id: z.number().int(),
  plan_no: z.string(),
  date: z.string(),
  from_site: siteRef,
  line_id: z.number().int().nullable(),
  line_name: z.string(),
  vehicle_type: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  loads: z.number().int(),
  orders: z.number().int(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type PlanSummary = z.infer<typeof planSummary>;

export const planDetail = planSummary.extend({ load_list: z.array(loadSummary) });
export type PlanDetail = z.infer<typeof planDetail>;

/** confirm answers the plan and the loads it created */
export const confirmPlanAnswer = z.object({ plan: planDetail, load_ids: z.array(z.number().int()) });

/** the stowage plan report (配载计划报表): planned vs loaded vs departed vs arrived per load, totals per line */
export const reportLoadRow = loadFigures.extend({
  load_id: z.number().int(),
  load_no: z.string(),
  type: z.enum(LOAD_TYPES),
  status: z.enum(LOAD_STATUSES),
  line_name: z.string(),
  from_name: z.string(),
  to_name: z.string(),
  planned_departure_at: z.string(),
  departed_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  fee_cents: z.number().int(),
});
export type ReportLoadRow = z.infer<typeof reportLoadRow>;
export const reportLineRow = loadFigures.extend({ line_id: z.number().int().nullable(), line_name: z.string(), loads: z.number().int(), fee_cents: z.number().int() });
export type ReportLineRow = z.infer<typeof reportLineRow>;
export const transitReport = z.object({ loads: z.array(reportLoadRow), lines: z.array(reportLineRow), total: z.number().int() });
export type TransitReport = z.infer<typeof transitReport>;

export const publicPlan = z.object({ company_name: z.string(), date: z.string(), rows: z.array(publicPlanRow) });
export type PublicPlan = z.infer<typeof publicPlan>;
