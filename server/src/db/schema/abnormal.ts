/**
 * Abnormal handling (issue 19, src/domain/abnormal/README.md): records (异常单) with their append-only events, the
 * handling sub-records (补件 / 退货 / 维修 / 退款跟踪: one table, a kind column and the kind's facts in `details` — their
 * states differ, their shape is the same), fee rows (the ticket fee row's columns) and the record ↔ ticket links.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { tickets } from './tickets';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const abnormalRecords = pgTable(
  'abnormal_records',
  {
    id: id(),
    companyId: companyId(),
    abnormalNo: text('abnormal_no').notNull(),
    /** the device's id of a field registration (the outbox entry): one record per company and client_id */
    clientId: text('client_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    packageNos: text('package_nos').array().notNull().default(sql`'{}'::text[]`),
    typeCode: text('type_code').notNull(),
    typeName: text('type_name').notNull().default(''),
    /** records.ts ABNORMAL_STAGES */
    stage: text('stage').notNull(),
    responsibleParty: text('responsible_party'),
    responsibleResourceId: integer('responsible_resource_id'),
    description: text('description').notNull().default(''),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    /** records.ts ABNORMAL_SOURCES */
    source: text('source').notNull(),
    /** records.ts ABNORMAL_STATUSES */
    status: text('status').notNull(),
    holdsOrder: boolean('holds_order').notNull().default(false),
    handlerGroupId: integer('handler_group_id'),
    handlerUid: integer('handler_uid'),
    reportedBy: integer('reported_by'),
    reportedByName: text('reported_by_name').notNull().default(''),
    /** the reporter's account type (servicer, consignor, delivery, driver) */
    reporterType: text('reporter_type').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    resolution: text('resolution').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    /** the transit discrepancy it was opened from */
    discrepancyId: integer('discrepancy_id'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('abnormal_records_company_no_uq').on(t.companyId, t.abnormalNo),
    uniqueIndex('abnormal_records_company_client_uq').on(t.companyId, t.clientId),
    uniqueIndex('abnormal_records_discrepancy_uq').on(t.discrepancyId),
    index('abnormal_records_company_registered_idx').on(t.companyId, t.registeredAt),
    index('abnormal_records_company_status_idx').on(t.companyId, t.status, t.id),
    index('abnormal_records_order_idx').on(t.orderId),
  ],
);

export const abnormalEvents = pgTable(
  'abnormal_events',
  {
    id: id(),
    companyId: companyId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => abnormalRecords.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull().default(''),
    toStatus: text('to_status').notNull().default(''),
    reason: text('reason').notNull().default(''),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('abnormal_events_record_idx').on(t.recordId, t.id)],
);

export const abnormalHandlings = pgTable(
  'abnormal_handlings',
  {
    id: id(),
    companyId: companyId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => abnormalRecords.id),
    /** handling.ts HANDLING_KINDS */
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    memo: text('memo').notNull().default(''),
    /** replenish from stock: the outbound that shipped the parts */
    documentId: integer('document_id'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('abnormal_handlings_record_idx').on(t.recordId), index('abnormal_handlings_company_kind_idx').on(t.companyId, t.kind, t.id)],
);

export const abnormalFees = pgTable(
  'abnormal_fees',
  {
    id: id(),
    companyId: companyId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => abnormalRecords.id),
    position: integer('position').notNull().default(0),
    direction: text('direction').notNull(),
    code: text('code').notNull(),
    codeName: text('code_name').notNull().default(''),
    settleTargetType: text('settle_target_type').notNull(),
    settleTargetId: text('settle_target_id').notNull(),
    settleTargetName: text('settle_target_name').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    settlementMethodCode: text('settlement_method_code').notNull(),
    settlementMethodName: text('settlement_method_name').notNull().default(''),
    /** the ticket the row was escalated into (null: a draft on the record) */
    ticketId: integer('ticket_id').references(() => tickets.id),
    createdAt: createdAt(),
  },
  (t) => [index('abnormal_fees_record_idx').on(t.recordId, t.position), index('abnormal_fees_company_idx').on(t.companyId, t.id)],
);

export const abnormalRecordTickets = pgTable(
  'abnormal_record_tickets',
  {
    companyId: companyId(),
    recordId: integer('record_id')
      .notNull()
      .references(() => abnormalRecords.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.ticketId] }), uniqueIndex('abnormal_record_tickets_ticket_uq').on(t.ticketId)],
);
