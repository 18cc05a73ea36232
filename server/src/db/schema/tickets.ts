/** Tickets (work orders, issue 7): versioned schemas per company, tickets, their fee rows, events and comments, and order fees. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FeeConfig } from '../../../../src/domain/tickets/fees';
import type { ActionRules, ErrorSchema } from '../../../../src/domain/tickets/ticket-schema';
import type { SubTypeOption, UiSchema } from '../../../../src/domain/tickets/visibility';
import { users } from './accounts';
import { orders } from './orders';
import { companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

/** One version of a ticket form; a new version is a new row, tickets keep the version they were made with. */
export const ticketSchemas = pgTable(
  'ticket_schemas',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** CLAIM, EXPENSE, RETURN_GOODS, REPAIR, ESCALATION, URGE (ticket time limits are per type) */
    type: text('type').notNull(),
    version: integer('version').notNull().default(1),
    jsonSchema: jsonb('json_schema').$type<Record<string, unknown>>().notNull(),
    errorSchema: jsonb('error_schema').$type<ErrorSchema>().notNull().default({}),
    uiSchema: jsonb('ui_schema').$type<UiSchema>().notNull().default({}),
    actionRules: jsonb('action_rules').$type<ActionRules>().notNull().default({}),
    feeConfigs: jsonb('fee_configs').$type<FeeConfig[]>().notNull().default([]),
    subTypeOptions: jsonb('sub_type_options').$type<SubTypeOption[]>().notNull().default([]),
    /** the version new tickets of this type use */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_schemas_company_type_version_uq').on(t.companyId, t.type, t.version)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    companyId: companyId(),
    schemaId: integer('schema_id')
      .notNull()
      .references(() => ticketSchemas.id),
    schemaVersion: integer('schema_version').notNull(),
    /** the schema's type, copied so lists and time limits need no join */
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    parentId: integer('parent_id'),
    /** src/domain/tickets/workflow.ts */
    status: text('status').notNull(),
    subType: text('sub_type').notNull().default(''),
    /** the form's own fields (fees live in ticket_fee_rows) */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    financialUid: integer('financial_uid').references(() => users.id),
    executiveUid: integer('executive_uid').references(() => users.id),
    requesterUid: integer('requester_uid').references(() => users.id),
    requesterUname: text('requester_uname').notNull().default(''),
    /** the finance reviewer's reason of the last reject, or the executive's reason of a return */
    rejectReason: text('reject_reason').notNull().default(''),
    /** set once finance_complete has written the fees to the order */
    feesPostedAt: timestamp('fees_posted_at', { withTimezone: true }),
    /** bumped by every write; PUT and actions compare-and-set it */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_company_status_idx').on(t.companyId, t.status),
    index('tickets_company_financial_idx').on(t.companyId, t.financialUid, t.status),
    index('tickets_order_idx').on(t.orderId),
  ],
);

export const ticketFeeRows = pgTable(
  'ticket_fee_rows',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** OUTLAY | INCOME */
    direction: text('direction').notNull(),
    code: text('code').notNull(),
    codeName: text('code_name').notNull().default(''),
    settleTargetType: text('settle_target_type').notNull(),
    settleTargetId: text('settle_target_id').notNull(),
    settleTargetName: text('settle_target_name').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    settlementMethodCode: text('settlement_method_code').notNull(),
    settlementMethodName: text('settlement_method_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_fee_rows_ticket_idx').on(t.ticketId, t.position)],
);

/** A ticket's history: one row per action, appended. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorName: text('actor_name').notNull().default(''),
    actorRole: text('actor_role').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.id)],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id),
    authorName: text('author_name').notNull().default(''),
    content: text('content').notNull().default(''),
    /** files.fileid of attached images */
    fileids: text('fileids').array().notNull().default(emptyTextArray),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.id)],
);

/** The fees of an order (income / outlay); a finance-completed ticket posts its fee rows here, once. */
export const orderFees = pgTable(
  'order_fees',
  {
    id: id(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** OUTLAY | INCOME */
    direction: text('direction').notNull(),
    code: text('code').notNull(),
    codeName: text('code_name').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    settleTargetType: text('settle_target_type').notNull().default(''),
    settleTargetId: text('settle_target_id').notNull().default(''),
    settleTargetName: text('settle_target_name').notNull().default(''),
    settlementMethodCode: text('settlement_method_code').notNull().default(''),
    settlementMethodName: text('settlement_method_name').notNull().default(''),
    sourceTicketId: integer('source_ticket_id').references(() => tickets.id),
    /** the ticket fee row it came from: posting twice is impossible */
    sourceFeeRowId: integer('source_fee_row_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_fees_order_idx').on(t.orderId),
    // bill generation (finance/bills.ts): a period's fee rows of one party kind
    index('order_fees_company_target_created_idx').on(t.companyId, t.settleTargetType, t.createdAt),
    // a period draft's journal and the bills list's totals: one party's (a page's parties') fee rows of a range
    index('order_fees_company_target_party_created_idx').on(t.companyId, t.settleTargetType, t.settleTargetId, t.createdAt),
    uniqueIndex('order_fees_source_row_uq').on(t.sourceFeeRowId).where(sql`${t.sourceFeeRowId} is not null`),
  ],
);
