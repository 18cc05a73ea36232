/** Ticket rows → the API's shapes (src/domain/tickets/ticket-schema.ts), with can_* flags for the reader. */
import { ticketLimitationStatus, type TimeLimitSet } from '../../../src/domain/time-limits';
import { feeTotals, formatCents, type FeeDirection, type FeeRow } from '../../../src/domain/tickets/fees';
import type { TicketDto, TicketSchemaDto } from '../../../src/domain/tickets/ticket-schema';
import { canFlags, roleOf, stageOf, type TicketStatus } from '../../../src/domain/tickets/workflow';
import type { ticketComments, ticketFeeRows, ticketSchemas, tickets } from '../db/schema';

export type TicketRow = typeof tickets.$inferSelect;
export type FeeRowRecord = typeof ticketFeeRows.$inferSelect;
export type SchemaRow = typeof ticketSchemas.$inferSelect;

export function schemaDto(s: SchemaRow): TicketSchemaDto {
  return {
    id: s.id,
    name: s.name,
    type: s.type,
    version: s.version,
    json_schema: s.jsonSchema,
    error_schema: s.errorSchema,
    ui_schema: s.uiSchema,
    action_rules: s.actionRules,
    fee_configs: s.feeConfigs,
    sub_type_options: s.subTypeOptions,
  };
}

/** A stored fee row as the form's row (amount back in yuan, exact) plus its cents. */
export function feeRowDto(r: FeeRowRecord): FeeRow & { id: number; amount_cents: number } {
  const asNumber = Number(r.settleTargetId);
  return {
    id: r.id,
    direction: r.direction as FeeDirection,
    code: r.code,
    code_name: r.codeName,
    settle_target_type: r.settleTargetType,
    settle_target_id: Number.isSafeInteger(asNumber) && String(asNumber) === r.settleTargetId ? asNumber : r.settleTargetId,
    settle_target_name: r.settleTargetName,
    amount: formatCents(r.amountCents),
    amount_cents: r.amountCents,
    settlement_method_code: r.settlementMethodCode,
    settlement_method_name: r.settlementMethodName,
  };
}

/** A stored fee row (a ticket's or an abnormal record's) back in the form's shape, to validate it with new ones. */
export function storedFeeRow(r: Pick<FeeRowRecord, 'direction' | 'code' | 'codeName' | 'settleTargetType' | 'settleTargetId' | 'settleTargetName' | 'amountCents' | 'settlementMethodCode' | 'settlementMethodName'>): FeeRow {
  return {
    direction: r.direction as FeeDirection,
    code: r.code,
    code_name: r.codeName,
    settle_target_type: r.settleTargetType,
    settle_target_id: r.settleTargetId,
    settle_target_name: r.settleTargetName,
    amount: (r.amountCents / 100).toFixed(2),
    settlement_method_code: r.settlementMethodCode,
    settlement_method_name: r.settlementMethodName,
  };
}

export interface TicketContext {
  fees: FeeRowRecord[];
  parent: TicketRow | null;
  orderNo: string | null;
  limits: TimeLimitSet;
  now: Date;
}

export function ticketDto(t: TicketRow, userId: number, ctx: TicketContext): TicketDto {
  const status = t.status as TicketStatus;
  const fees = ctx.fees.map(feeRowDto);
  const facts = { status, financial_uid: t.financialUid, executive_uid: t.executiveUid, fee_count: fees.length };
  const open = stageOf(status) !== 'FINISHED';
  const limitation = open ? ticketLimitationStatus({ ticketType: t.type, openedAt: t.createdAt }, ctx.limits, ctx.now) : 'A_NORMAL';
  return {
    id: t.id,
    schema_id: t.schemaId,
    schema_version: t.schemaVersion,
    type: t.type,
    status,
    stage: stageOf(status),
    role: roleOf(facts, userId),
    parent_id: t.parentId,
    parent: ctx.parent ? { id: ctx.parent.id, status: ctx.parent.status as TicketStatus, type: ctx.parent.type } : null,
    order_id: t.orderId,
    order_no: ctx.orderNo,
    sub_type: t.subType,
    payload: { ...t.payload, order_id: t.orderId, sub_type: t.subType, requester_uname: t.requesterUname, tenant_id: t.companyId, fees },
    fees,
    totals: feeTotals(fees),
    financial_uid: t.financialUid,
    executive_uid: t.executiveUid,
    requester_uname: t.requesterUname,
    is_timed_out: limitation === 'C_DANGER',
    limitation_status_code: limitation,
    reject_reason: t.rejectReason,
    version: t.version,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    ...canFlags(facts, userId),
  };
}

export function commentDto(c: typeof ticketComments.$inferSelect) {
  return {
    id: c.id,
    ticket_id: c.ticketId,
    author_user_id: c.authorUserId,
    author_name: c.authorName,
    content: c.content,
    fileids: c.fileids,
    images: c.fileids.map((fileid) => ({ fileid, url: `/api/file/image/download?file_id=${encodeURIComponent(fileid)}` })),
    created_at: c.createdAt.toISOString(),
  };
}
