/**
 * Transit (issue 18, src/domain/transit/README.md): loads (配载 / 短驳) with their planned orders, dock scans, the
 * departure manifest, events and discrepancies; where each order is between legs (order_transit); stowage plans.
 * Scans and events are append-only (the migration adds the trigger stock_moves has); a load's version is its
 * compare-and-set counter.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { products } from './master-data';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const transitPlans = pgTable(
  'transit_plans',
  {
    id: id(),
    companyId: companyId(),
    planNo: text('plan_no').notNull(),
    /** YYYY-MM-DD, China time */
    date: date('date', { mode: 'string' }).notNull(),
    fromSiteType: text('from_site_type').notNull(),
    fromSiteId: integer('from_site_id').notNull(),
    lineId: integer('line_id'),
    vehicleType: text('vehicle_type').notNull().default(''),
    status: text('status').notNull().default('confirmed'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transit_plans_company_no_uq').on(t.companyId, t.planNo), index('transit_plans_company_date_idx').on(t.companyId, t.date)],
);

export const transitLoads = pgTable(
  'transit_loads',
  {
    id: id(),
    companyId: companyId(),
    loadNo: text('load_no').notNull(),
    /** loads.ts LOAD_TYPES */
    type: text('type').notNull(),
    /** loads.ts LOAD_STATUSES */
    status: text('status').notNull(),
    fromSiteType: text('from_site_type').notNull(),
    fromSiteId: integer('from_site_id').notNull(),
    toSiteType: text('to_site_type').notNull(),
    toSiteId: integer('to_site_id').notNull(),
    lineId: integer('line_id'),
    carrierResourceId: integer('carrier_resource_id'),
    driverResourceId: integer('driver_resource_id'),
    vehiclePlate: text('vehicle_plate').notNull().default(''),
    vehicleType: text('vehicle_type').notNull().default(''),
    capacityWeightG: integer('capacity_weight_g').notNull().default(0),
    capacityVolumeCm3: integer('capacity_volume_cm3').notNull().default(0),
    capacityPieces: integer('capacity_pieces').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    allowUnplanned: boolean('allow_unplanned').notNull().default(true),
    trackingNo: text('tracking_no').notNull().default(''),
    memo: text('memo').notNull().default(''),
    plannedDepartureAt: timestamp('planned_departure_at', { withTimezone: true }).notNull(),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** the first unload scan */
    unloadingAt: timestamp('unloading_at', { withTimezone: true }),
    /** the round of load scans that counts (cancel_loading moves it on) */
    round: integer('round').notNull().default(1),
    planId: integer('plan_id').references(() => transitPlans.id),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transit_loads_company_no_uq').on(t.companyId, t.loadNo),
    // ascending: the list's `created_at desc, id desc` walks it backwards (a DESC NULLS LAST index cannot serve it)
    index('transit_loads_company_created_asc_idx').on(t.companyId, t.createdAt, t.id),
    index('transit_loads_company_status_idx').on(t.companyId, t.status),
    index('transit_loads_company_planned_idx').on(t.companyId, t.plannedDepartureAt),
    check('transit_loads_figures', sql`${t.feeCents} >= 0 AND ${t.capacityWeightG} >= 0 AND ${t.capacityVolumeCm3} >= 0 AND ${t.capacityPieces} >= 0`),
  ],
);

export const transitLoadOrders = pgTable(
  'transit_load_orders',
  {
    id: id(),
    companyId: companyId(),
    loadId: integer('load_id')
      .notNull()
      .references(() => transitLoads.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** put on by the dispatcher (false: joined by an unplanned scan) */
    planned: boolean('planned').notNull().default(true),
    /** the load's round when it was added */
    addedRound: integer('added_round').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transit_load_orders_load_order_uq').on(t.loadId, t.orderId), index('transit_load_orders_order_idx').on(t.orderId)],
);

/** Every dock scan, once per scan_id (a replay answers the first verdict); append-only. */
export const transitLoadScans = pgTable(
  'transit_load_scans',
  {
    id: id(),
    companyId: companyId(),
    loadId: integer('load_id')
      .notNull()
      .references(() => transitLoads.id),
    scanId: text('scan_id').notNull(),
    phase: text('phase').notNull(),
    round: integer('round').notNull(),
    code: text('code').notNull(),
    packageNo: text('package_no').notNull().default(''),
    orderId: integer('order_id'),
    /** scan-match.ts LOAD_SCAN_RESULTS */
    result: text('result').notNull(),
    accepted: boolean('accepted').notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transit_load_scans_company_scan_uq').on(t.companyId, t.scanId),
    index('transit_load_scans_load_idx').on(t.loadId, t.phase, t.round),
    index('transit_load_scans_company_package_idx').on(t.companyId, t.packageNo),
  ],
);

/** The departure manifest: the cartons frozen at depart (cancel_departure removes the load's rows). */
export const transitLoadCartons = pgTable(
  'transit_load_cartons',
  {
    id: id(),
    companyId: companyId(),
    loadId: integer('load_id')
      .notNull()
      .references(() => transitLoads.id),
    packageNo: text('package_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').references(() => products.id),
    weightG: integer('weight_g').notNull().default(0),
    volumeCm3: integer('volume_cm3').notNull().default(0),
  },
  (t) => [uniqueIndex('transit_load_cartons_load_package_uq').on(t.loadId, t.packageNo)],
);

/** A load's history: one row per transition; append-only. */
export const transitLoadEvents = pgTable(
  'transit_load_events',
  {
    id: id(),
    companyId: companyId(),
    loadId: integer('load_id')
      .notNull()
      .references(() => transitLoads.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull().default(''),
    toStatus: text('to_status').notNull().default(''),
    reason: text('reason').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('transit_load_events_load_idx').on(t.loadId, t.id)],
);

export const transitDiscrepancies = pgTable(
  'transit_discrepancies',
  {
    id: id(),
    companyId: companyId(),
    loadId: integer('load_id')
      .notNull()
      .references(() => transitLoads.id),
    /** reconcile.ts DISCREPANCY_KINDS */
    kind: text('kind').notNull(),
    packageNo: text('package_no').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    productId: integer('product_id'),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    /** the transition that recorded it was cancelled (cancel_departure, cancel_arrival): kept, no longer counted */
    voided: boolean('voided').notNull().default(false),
    note: text('note').notNull().default(''),
    resolvedBy: integer('resolved_by'),
    resolvedByName: text('resolved_by_name').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('transit_discrepancies_company_status_idx').on(t.companyId, t.status, t.id), index('transit_discrepancies_load_idx').on(t.loadId)],
);

/** Where an order is between legs and the open load holding it (at most one). */
export const orderTransit = pgTable(
  'order_transit',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    companyId: companyId(),
    currentSiteType: text('current_site_type'),
    currentSiteId: integer('current_site_id'),
    /** a route reset's destination (wins over the sorting rule) */
    destStationId: integer('dest_station_id'),
    lineId: integer('line_id'),
    onLoadId: integer('on_load_id').references(() => transitLoads.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'order_transit_pk', columns: [t.orderId] }), index('order_transit_company_site_idx').on(t.companyId, t.currentSiteType, t.currentSiteId), index('order_transit_on_load_idx').on(t.onLoadId)],
);

/** How many loads a company has per type and status, kept by a trigger (migration 0024): the list's total without counting rows. */
export const transitLoadCounts = pgTable(
  'transit_load_counts',
  {
    companyId: integer('company_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'transit_load_counts_pk', columns: [t.companyId, t.type, t.status] })],
);

/** A split (拆单): some cartons of `parent` moved to the new order `child` (src/domain/transit/split.ts). */
export const orderSplits = pgTable(
  'order_splits',
  {
    id: id(),
    companyId: companyId(),
    parentOrderId: integer('parent_order_id')
      .notNull()
      .references(() => orders.id),
    childOrderId: integer('child_order_id')
      .notNull()
      .references(() => orders.id),
    /** how many cartons moved, of how many the parent had: the fee rule's fraction */
    cartons: integer('cartons').notNull(),
    totalCartons: integer('total_cartons').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_splits_child_uq').on(t.childOrderId), index('order_splits_parent_idx').on(t.companyId, t.parentOrderId)],
);

/**
 * Who owns a carton a split moved (warehouse/order-cartons.ts cartonsOfOrder): the label stays for life, the owner
 * changes. A carton without a row belongs to the order its label names.
 */
export const orderCartonOwners = pgTable(
  'order_carton_owners',
  {
    companyId: companyId(),
    packageNo: text('package_no').notNull(),
    /** the order number the label carries (parsePackageNo): an order's moved-away cartons are found by it */
    labelOrderNo: text('label_order_no').notNull().default(''),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id').notNull(),
    /** the unit (of the label's order) the carton is part of */
    unit: integer('unit').notNull(),
    splitId: integer('split_id')
      .notNull()
      .references(() => orderSplits.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'order_carton_owners_pk', columns: [t.companyId, t.packageNo] }), index('order_carton_owners_order_idx').on(t.orderId), index('order_carton_owners_label_idx').on(t.companyId, t.labelOrderNo)],
);
