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
 * Route reset and split are api-route-split.ts, the stowage plans api-plans.ts; the body fields they share fields.ts.
 */
import { z } from 'zod';
import { blankOrDecimal as toNumber, DB_INT_MAX, isoDateTimeField as isoDateTime, optionalBodyIdField as optionalId } from '../input-fields';
import { cents, orderIds } from './fields';
import { DISCREPANCY_KINDS } from './reconcile';
import { LOAD_ACTIONS, LOAD_STATUSES, LOAD_TYPES, VEHICLE_TYPE_CODES } from './loads';
import { LOAD_SCAN_RESULTS } from './scan-match';
import { SITE_TYPES } from './routing';

const reason = z.string().trim().max(200).optional().default('');
/** 'warehouse:12' or 'station:3' */
export const siteKeyField = z.string({ error: () => 'tsSiteRequired' }).trim().regex(/^(warehouse|station):\d{1,10}$/, 'tsSiteRequired');
/** whole kg / m³ × 100 (two decimals) are typed; stored in grams and cm³ */
const gramsField = z.preprocess(toNumber, z.number().int().min(0).max(DB_INT_MAX).optional());
const plateField = z.string().trim().max(20).optional().default('');

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
