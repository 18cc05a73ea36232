/** Orders (waybills); issue 5 grows the lifecycle around them. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderChangeFields } from '../../../../src/domain/order-lifecycle';
import { users } from './accounts';
import { resources, warehouses } from './master-data';
import { companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

export interface OrderProductLine {
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  package: number;
  category_path: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** the servicer company that handles the order */
    companyId: companyId(),
    orderNo: text('order_no').notNull(),
    appCode: text('app_code').notNull(),
    /** src/domain/order-status.ts */
    status: text('status').notNull(),
    consignorResourceId: integer('consignor_resource_id').references(() => resources.id),
    storeResourceId: integer('store_resource_id').references(() => resources.id),
    deliveryResourceId: integer('delivery_resource_id').references(() => resources.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    consignorUserId: integer('consignor_user_id').references(() => users.id),
    servicerUserId: integer('servicer_user_id').references(() => users.id),
    deliveryUserId: integer('delivery_user_id').references(() => users.id),
    endContact: text('end_contact').notNull().default(''),
    endTel: text('end_tel').notNull().default(''),
    endProvince: text('end_province').notNull().default(''),
    endProvinceCode: text('end_province_code').notNull().default(''),
    endCity: text('end_city').notNull().default(''),
    endCityCode: text('end_city_code').notNull().default(''),
    endDistrict: text('end_district').notNull().default(''),
    endDistrictCode: text('end_district_code').notNull().default(''),
    endAddress: text('end_address').notNull().default(''),
    /** the floor delivered to and whether the building has a lift (null: not told; quotes' NO_LIFT surcharge) */
    endFloor: smallint('end_floor'),
    endHasLift: boolean('end_has_lift'),
    products: jsonb('products').$type<OrderProductLine[]>().notNull().default([]),
    package: integer('package').notNull().default(0),
    servicesPkgCode: text('services_pkg_code').notNull().default(''),
    servicesPkgName: text('services_pkg_name').notNull().default(''),
    tags: text('tags').array().notNull().default(emptyTextArray),
    /** A_NORMAL | B_WARNING | C_DANGER */
    limitationStatusCode: text('limitation_status_code').notNull().default('A_NORMAL'),
    /** 0 none, 1 partly, 2 settled */
    incomeSettleStatus: smallint('income_settle_status').notNull().default(0),
    isNotOutStorage: boolean('is_not_out_storage').notNull().default(true),
    memo: text('memo').notNull().default(''),
    printMemo: text('print_memo').notNull().default(''),
    /** order-lifecycle.ts: the status an ABNORMAL or INTERCEPTED order was held from */
    heldFrom: text('held_from'),
    /** STANDARD | DEALERSHIP | ERP: which review screen lists a PENDING_REVIEW order */
    reviewKind: text('review_kind').notNull().default('STANDARD'),
    /** the create variant (waybill, 3pl, saas, pre-waybill, pre-order, dealership, erp, jdl, delivery) */
    createVariant: text('create_variant').notNull().default('waybill'),
    businessType: text('business_type').notNull().default('E-COMMERCE'),
    senderName: text('sender_name').notNull().default(''),
    senderPhone: text('sender_phone').notNull().default(''),
    senderAddress: text('sender_address').notNull().default(''),
    /** the 12-character shipping number of the variants that have one */
    shippingNo: text('shipping_no'),
    /** the client's own order number (import and API de-duplication key) */
    clientOrderNo: text('client_order_no'),
    appointAt: timestamp('appoint_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signer: text('signer').notNull().default(''),
    signPhotos: text('sign_photos').array().notNull().default(emptyTextArray),
    signChecked: boolean('sign_checked').notNull().default(false),
    feedbackResult: text('feedback_result').notNull().default(''),
    /** a requested change of the receiver's details awaiting approval */
    pendingChange: jsonb('pending_change').$type<{ changes: OrderChangeFields; reason: string; by: number; at: string } | null>(),
    /** when the current status began (time limits count from here) */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** destroyed from the recycle bin: hidden from every list, kept for audit */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** bumped by every action; actions compare-and-set it so two concurrent actions cannot both apply */
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_company_status_idx').on(t.companyId, t.status),
    index('orders_company_end_tel_idx').on(t.companyId, t.endTel),
    // with the id: the list's order (created_at, id) read straight from the index, no sort of the ties (issue 16)
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // the order daily report (src/domain/report): counts by created day and status from the index alone
    index('orders_company_created_status_idx').on(t.companyId, t.createdAt, t.status).where(sql`${t.deletedAt} is null`),
    uniqueIndex('orders_company_client_no_uq').on(t.companyId, t.clientOrderNo).where(sql`${t.clientOrderNo} is not null`),
  ],
);

/** The history of an order: one row per action, appended, never edited (order-lifecycle.ts). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    /** when the user did it (an offline action may arrive later) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** when the server applied it */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** the client's Idempotency-Key: the same action sent twice is applied once */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // the feedback report (src/domain/report): a company's visit results in a time range
    index('order_events_company_feedback_idx').on(t.companyId, t.occurredAt).where(sql`${t.action} = 'feedback'`),
    uniqueIndex('order_events_idem_uq').on(t.orderId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);
