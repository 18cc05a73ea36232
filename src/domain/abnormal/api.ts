/**
 * The abnormal API's contract (issue 19): request bodies both sides validate and the answers' shapes, one zod schema
 * each, so the browser's types are inferred from what the server declares. Every path is under /api/abnormal; every id
 * is the signed-in company's (another company's id is a 404; a merchant sees only its own orders' records, the field
 * only what it registered). Design: ./README.md.
 *
 * Reads
 *   GET  /abnormal/records   ?status&open&type&stage&responsible_party&handler_group_id&handler_uid&source&keyword
 *                            &order_id&ticket_id&overdue&date_from&date_to&page&per_page       list (row summaries)
 *   GET  /abnormal/records/:id                 the record with packages, photos, events, handlings, fees, tickets, actions
 *   GET  /abnormal/handlings ?kind&status&page&per_page   handling sub-records across records (补件/退货/维修/退款跟踪 lists)
 *   GET  /abnormal/fees      ?state&page&per_page          fee rows across records (异常费用明细)
 *   GET  /abnormal/records/:id/fee-editor      the fee items (the abnormal-escalation ticket type's), the order's settle
 *                                              targets and the OUTLAY maximum, for the record's fee row editor
 *   GET  /abnormal/report    ?date_from&date_to&period   counts and amounts by type, responsible party, stage, period, handler
 * Writes (each takes an Idempotency-Key: a repeat answers the first result and changes nothing)
 *   POST /abnormal/records                      register (desk, merchant, field); a repeated client_id answers the first record
 *   PATCH /abnormal/records/:id                 facts (type, stage, responsible party, description, packages, photos) while open
 *   POST /abnormal/records/:id/actions/:action  a transition (records.ts ABNORMAL_TRANSITIONS)
 *   POST /abnormal/records/:id/handlings        a handling sub-record (replenish, return, repair, refund)
 *   POST /abnormal/handlings/:id/actions/:action a sub-record's transition (handling.ts HANDLING_TRANSITIONS)
 *   PUT  /abnormal/records/:id/fees             the record's draft fee rows (escalated rows stay as they are)
 *   POST /abnormal/records/:id/escalate         an abnormal-escalation or claim ticket, prefilled with the draft fee rows
 * The handling sub-records are api-handlings.ts, fee rows and escalation api-fees.ts, the report api-report.ts; the
 * body fields they share fields.ts.
 */
import { z } from 'zod';
import { blankOrDecimal as toNumber, dateOnlyField as dateOnly, DB_INT_MAX, isoDateTimeField as isoDateTime, optionalBodyIdField as optionalId } from '../input-fields';
import { FEE_DIRECTIONS } from '../tickets/fees';
import { TICKET_STATUSES } from '../tickets/workflow';
import { LIMITATION_STATUSES } from '../time-limits';
import { packageNos, photos, text } from './fields';
import { ANY_HANDLING_STATUSES, HANDLING_ACTIONS, HANDLING_KINDS } from './handling';
import { ABNORMAL_ACTIONS, ABNORMAL_SOURCES, ABNORMAL_STAGES, ABNORMAL_STATUSES, RESPONSIBLE_PARTIES } from './records';

/** the device's id of a registration (the outbox entry's): a repeat answers the record it created */
export const clientIdField = z.string().trim().min(8).max(64).regex(/^[0-9A-Za-z_-]+$/, 'invalidFormat');
const typeCode = z.string({ error: () => 'abTypeRequired' }).trim().min(1, 'abTypeRequired').max(50);

// ---- records ----

export const createRecordBody = z
  .object({
    client_id: clientIdField.optional(),
    /** the order: its id, or its number as a scan reads it (one of the two) */
    order_id: optionalId,
    order_no: z.string().trim().max(40).optional(),
    /** the cartons concerned (none: the whole order) */
    package_nos: packageNos.optional().default([]),
    /** a code of the abnormal configuration (config items of category ABNORMAL_TYPE) */
    type_code: typeCode,
    stage: z.enum(ABNORMAL_STAGES),
    responsible_party: z.enum(RESPONSIBLE_PARTIES).optional(),
    /** the carrier, delivery provider, station… answerable (a resource or station of the company, by party) */
    responsible_resource_id: optionalId,
    description: z.string({ error: () => 'abDescriptionRequired' }).trim().min(1, 'abDescriptionRequired').max(500),
    photos: photos.optional().default([]),
    /** when it happened, on the device (default: when the server receives it) */
    occurred_at: isoDateTime.optional(),
    /** hold the order (report_abnormal) — default true; the order is held only from a status the lifecycle allows */
    hold_order: z.boolean().optional().default(true),
  })
  .strict()
  .refine((b) => b.order_id != null || Boolean(b.order_no), { message: 'abOrderRequired', path: ['order_id'] });
export type CreateRecordBody = z.input<typeof createRecordBody>;

export const updateRecordBody = z
  .object({
    type_code: typeCode.optional(),
    stage: z.enum(ABNORMAL_STAGES).optional(),
    responsible_party: z.enum(RESPONSIBLE_PARTIES).nullable().optional(),
    responsible_resource_id: z.preprocess((v) => (v === '' ? null : toNumber(v)), z.number().int().min(1).max(DB_INT_MAX).nullable().optional()),
    description: z.string().trim().min(1, 'abDescriptionRequired').max(500).optional(),
    package_nos: packageNos.optional(),
    photos: photos.optional(),
    /** compare-and-set: the version the form was read at */
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type UpdateRecordBody = z.input<typeof updateRecordBody>;

export const recordActionBody = z
  .object({
    reason: text(200),
    /** end: how it was resolved */
    resolution: text(500),
    /** accept: the responsible party, when the record has none yet */
    responsible_party: z.enum(RESPONSIBLE_PARTIES).optional(),
    responsible_resource_id: optionalId,
    /** assign: the handler group (a department) and/or the handler (a user of the company) */
    handler_group_id: optionalId,
    handler_uid: optionalId,
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type RecordActionBody = z.input<typeof recordActionBody>;

export const recordListQuery = z.object({
  status: z.enum(ABNORMAL_STATUSES).optional(),
  /** '1': registered, accepted or handling */
  open: z.enum(['0', '1']).optional(),
  type: z.string().trim().max(50).optional(),
  stage: z.enum(ABNORMAL_STAGES).optional(),
  responsible_party: z.enum(RESPONSIBLE_PARTIES).optional(),
  handler_group_id: optionalId,
  handler_uid: optionalId,
  source: z.enum(ABNORMAL_SOURCES).optional(),
  /** abnormal no., order no. or receiver */
  keyword: z.string().trim().max(50).optional(),
  order_id: optionalId,
  /** the record a ticket was escalated from (the ticket screen's link back) */
  ticket_id: optionalId,
  /** '1': open records past their time limit (C_DANGER) */
  overdue: z.enum(['0', '1']).optional(),
  /** registered between (China time, inclusive) */
  date_from: dateOnly.optional(),
  date_to: dateOnly.optional(),
  page: z.preprocess(toNumber, z.number().int().min(1).max(100_000).optional().default(1)),
  per_page: z.preprocess(toNumber, z.number().int().min(1).max(500).optional().default(20)),
});
export type RecordListQuery = z.input<typeof recordListQuery>;

// ---- answers ----

const party = z.enum(RESPONSIBLE_PARTIES);

export const recordSummary = z.object({
  id: z.number().int(),
  abnormal_no: z.string(),
  status: z.enum(ABNORMAL_STATUSES),
  source: z.enum(ABNORMAL_SOURCES),
  order_id: z.number().int(),
  order_no: z.string(),
  order_status: z.string(),
  /** the order's merchant (consignor resource): the owner whose stock a replenishment may take */
  consignor_id: z.number().int().nullable(),
  consignor_name: z.string(),
  end_contact: z.string(),
  type_code: z.string(),
  type_name: z.string(),
  stage: z.enum(ABNORMAL_STAGES),
  responsible_party: party.nullable(),
  responsible_resource_id: z.number().int().nullable(),
  responsible_name: z.string(),
  description: z.string(),
  package_nos: z.array(z.string()),
  photo_count: z.number().int(),
  /** the record holds its order (the order is ABNORMAL because of it) */
  holds_order: z.boolean(),
  handler_group_id: z.number().int().nullable(),
  handler_group_name: z.string(),
  handler_uid: z.number().int().nullable(),
  handler_name: z.string(),
  reported_by_name: z.string(),
  occurred_at: z.string(),
  registered_at: z.string(),
  ended_at: z.string().nullable(),
  /** open handling sub-records per kind */
  open_handlings: z.number().int(),
  /** fee totals in cents: every row, and what has been posted to the order after finance review */
  fee_outlay_cents: z.number().int(),
  fee_income_cents: z.number().int(),
  /** time limit (red when C_DANGER) */
  limitation_status_code: z.enum(LIMITATION_STATUSES),
  /** the transit discrepancy it was opened from */
  discrepancy_id: z.number().int().nullable(),
  version: z.number().int(),
});
export type RecordSummary = z.infer<typeof recordSummary>;

export const recordList = z.object({ list: z.array(recordSummary), total: z.number().int(), page: z.number().int(), per_page: z.number().int() });

export const recordEvent = z.object({
  id: z.number().int(),
  action: z.string(),
  from_status: z.string(),
  to_status: z.string(),
  reason: z.string(),
  actor_name: z.string(),
  actor_role: z.string(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const handlingRow = z.object({
  id: z.number().int(),
  record_id: z.number().int(),
  abnormal_no: z.string(),
  order_no: z.string(),
  kind: z.enum(HANDLING_KINDS),
  status: z.enum(ANY_HANDLING_STATUSES),
  /** the kind's own facts: replenish {method, warehouse_id, lines, supplier_name, purchase_no, document_id, document_no},
   *  return {destination, warehouse_id, carrier_resource_id, carrier_name, tracking_no, package_nos},
   *  repair {repairer_resource_id, repairer_name, scheduled_at, result, photos}, refund {amount_cents, payee_type, payee_name, payment_ref, paid_at} */
  details: z.record(z.string(), z.unknown()),
  memo: z.string(),
  /** the actions the sub-record takes now (handling.ts) */
  actions: z.array(z.enum(HANDLING_ACTIONS)),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type HandlingRow = z.infer<typeof handlingRow>;

export const FEE_ROW_STATES = ['draft', 'escalated', 'posted'] as const;
export const feeRowAnswer = z.object({
  id: z.number().int(),
  record_id: z.number().int(),
  abnormal_no: z.string(),
  direction: z.enum(FEE_DIRECTIONS),
  code: z.string(),
  code_name: z.string(),
  settle_target_type: z.string(),
  settle_target_id: z.string(),
  settle_target_name: z.string(),
  amount_cents: z.number().int(),
  settlement_method_code: z.string(),
  settlement_method_name: z.string(),
  /** draft: on the record, editable; escalated: copied into a ticket (finance review); posted: the ticket's fees reached the order */
  state: z.enum(FEE_ROW_STATES),
  ticket_id: z.number().int().nullable(),
});
export type FeeRowAnswer = z.infer<typeof feeRowAnswer>;

export const linkedTicket = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(TICKET_STATUSES),
  fee_count: z.number().int(),
  /** what finance_complete posted to the order from this ticket (cents) */
  posted_outlay_cents: z.number().int(),
  posted_income_cents: z.number().int(),
  created_at: z.string(),
});

export const recordDetail = recordSummary.extend({
  photos: z.array(z.string()),
  resolution: z.string(),
  reject_reason: z.string(),
  events: z.array(recordEvent),
  handlings: z.array(handlingRow),
  fees: z.array(feeRowAnswer),
  tickets: z.array(linkedTicket),
  /** records.ts actionsFor, for the signed-in role */
  actions: z.array(z.enum(ABNORMAL_ACTIONS)),
  /** the role may add handling sub-records, edit fee rows and escalate now */
  can_handle: z.boolean(),
  can_edit_fees: z.boolean(),
  can_escalate: z.boolean(),
});
export type RecordDetail = z.infer<typeof recordDetail>;
