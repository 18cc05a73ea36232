/**
 * The transit contract's route reset (路由重置) and order split (issue 18, api.ts): GET /transit/routes,
 * POST /transit/route-reset, GET /transit/split/:code and POST /transit/split.
 */
import { z } from 'zod';
import { optionalBodyIdField as optionalId, requiredIdField as id } from '../input-fields';
import { siteRef } from './api';
import { orderIds } from './fields';

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
