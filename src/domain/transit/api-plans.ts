/**
 * The transit contract's stowage plans (配载计划, issue 18, api.ts): the proposal and its confirmation, the plans,
 * the plan report and the public departure plan (plans.ts on the server).
 */
import { z } from 'zod';
import { optionalBodyIdField as optionalId } from '../input-fields';
import { loadFigures, loadSummary, siteKeyField, siteRef } from './api';
import { cents, orderIds } from './fields';
import { LOAD_STATUSES, LOAD_TYPES, VEHICLE_TYPE_CODES } from './loads';

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
