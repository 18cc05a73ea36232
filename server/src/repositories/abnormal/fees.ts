/**
 * An abnormal record's fee rows (异常费用明细) and its escalation into a ticket (issue 19, src/domain/abnormal/README.md
 * 'Fees', 'Escalation'): rows in the ticket fee row shape, validated by the ticket fee rules (lib/ticket-payload
 * feeIssues over tickets/fees.ts validateFeeRows) against the company's abnormal-escalation ticket type; escalating
 * creates an ESCALATION or CLAIM ticket through the ticket writes in the record's transaction, prefilled with the
 * draft rows, which become the ticket's (linked both ways). The ticket's finance_complete posts them to the order.
 */
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { escalateBody, feeListQuery, putFeesBody } from '../../../../src/domain/abnormal/api-fees';
import { ABNORMAL_STATUS_LABELS } from '../../../../src/domain/abnormal/messages';
import { FEE_EDIT_STATUSES, HANDLEABLE_STATUSES, type AbnormalStatus } from '../../../../src/domain/abnormal/records';
import { parseAmountCents, stageRule, type FeeConfig, type FeeRow, type SettleTargets } from '../../../../src/domain/tickets/fees';
import type { Db } from '../../db/client';
import { abnormalFees, abnormalRecords, abnormalRecordTickets, ticketSchemas, tickets } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { feeIssues, issuesText } from '../../lib/ticket-payload';
import { storedFeeRow } from '../ticket-dto';
import type { TicketsRepository } from '../tickets';
import { appendEvent, refused, saveRecord, type AbnormalActor, type RecordRow, type Tx } from './context';
import { feeAnswer, visibility } from './records-read';

/** the company's active ticket type (the abnormal-escalation type's fee items price the record) */
export async function activeSchema(db: Db | Tx, companyId: number, type: string) {
  const [row] = await db
    .select()
    .from(ticketSchemas)
    .where(and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.type, type), eq(ticketSchemas.active, true)))
    .orderBy(desc(ticketSchemas.version))
    .limit(1);
  return row;
}

/** the fee editor's inputs: the abnormal-escalation type's items, the order's settle targets, the OUTLAY maximum */
export async function feeEditor(db: Db, tickets: TicketsRepository, record: RecordRow) {
  const schema = await activeSchema(db, record.companyId, 'ESCALATION');
  if (!schema) throw refused('abNoFeeConfig');
  const targets = (await tickets.settleTargets(record.companyId, record.orderId, db)) ?? {};
  const limit = await tickets.writes.outlayLimit(record.companyId, schema.id, record.orderId, null, db);
  return {
    fee_configs: schema.feeConfigs as unknown as Record<string, unknown>[],
    settle_targets: targets,
    order_max_cents: limit?.order_max_cents ?? null,
    directions: stageRule(schema.actionRules.fee_stage_rules, 'CREATE').directions,
  };
}

/** rows validated exactly as ticket fees are; throws the ticket's 400 (ticketInvalidPayload, every issue); answers the order's settle targets */
async function validateRows(tx: Tx, tickets: TicketsRepository, record: RecordRow, configs: FeeConfig[], schemaId: number, rows: FeeRow[], lang: AbnormalActor['lang'], rules: Parameters<typeof stageRule>[0]) {
  const targets = (await tickets.settleTargets(record.companyId, record.orderId, tx as unknown as Db)) ?? {};
  const limit = await tickets.writes.outlayLimit(record.companyId, schemaId, record.orderId, null, tx as unknown as Db);
  const issues = feeIssues(rows, configs, { minItems: 0, directions: stageRule(rules, 'CREATE').directions, targets, orderMaxCents: limit?.order_max_cents ?? null }, lang);
  if (issues.length) throw new HttpError(400, 'ticketInvalidPayload', { msg: issuesText(lang, issues) }, { errors: issues });
  return targets;
}

/** names from the fee configuration and the order's settle targets, not the client */
const canonical = (rows: FeeRow[], configs: FeeConfig[], targets: SettleTargets = {}): FeeRow[] =>
  rows.map((r) => {
    const config = configs.find((c) => c.code === r.code);
    const method = config?.settlement_methods.find((m) => m.value === r.settlement_method_code);
    const target = targets[r.settle_target_type]?.find((x) => String(x.id) === String(r.settle_target_id));
    return { ...r, code_name: config?.name ?? r.code_name, settlement_method_name: method?.label ?? r.settlement_method_name, settle_target_name: target?.name ?? r.settle_target_name };
  });

/** PUT fees: the draft rows replaced (escalated rows kept, validated with them); one `fees` event */
export async function putFees(tx: Tx, actor: AbnormalActor, tickets: TicketsRepository, record: RecordRow, b: z.output<typeof putFeesBody>): Promise<void> {
  const status = record.status as AbnormalStatus;
  if (!FEE_EDIT_STATUSES.includes(status)) throw refused('abFeesLocked', { no: record.abnormalNo, status: ABNORMAL_STATUS_LABELS[status][actor.lang] });
  const schema = await activeSchema(tx, record.companyId, 'ESCALATION');
  if (!schema) throw refused('abNoFeeConfig');
  const existing = await tx.select().from(abnormalFees).where(eq(abnormalFees.recordId, record.id));
  const escalated = existing.filter((f) => f.ticketId != null);
  const typed = canonical(b.fees as FeeRow[], schema.feeConfigs);
  // the typed rows first, so the messages' row numbers are the editor's
  const targets = await validateRows(tx, tickets, record, schema.feeConfigs, schema.id, [...typed, ...escalated.map(storedFeeRow)], actor.lang, schema.actionRules.fee_stage_rules);
  const drafts = canonical(typed, schema.feeConfigs, targets);
  await saveRecord(tx, record, {}, b.version);
  await tx.delete(abnormalFees).where(and(eq(abnormalFees.recordId, record.id), isNull(abnormalFees.ticketId)));
  if (drafts.length) {
    await tx.insert(abnormalFees).values(
      drafts.map((r, i) => ({
        companyId: record.companyId,
        recordId: record.id,
        position: escalated.length + i,
        direction: r.direction,
        code: r.code,
        codeName: r.code_name,
        settleTargetType: r.settle_target_type,
        settleTargetId: String(r.settle_target_id),
        settleTargetName: r.settle_target_name,
        amountCents: parseAmountCents(r.amount)!,
        settlementMethodCode: r.settlement_method_code,
        settlementMethodName: r.settlement_method_name,
      })),
    );
  }
  await appendEvent(tx, actor, record, { action: 'fees', data: { count: drafts.length, outlay_cents: sumOf(drafts, 'OUTLAY'), income_cents: sumOf(drafts, 'INCOME') } });
}

const sumOf = (rows: FeeRow[], direction: string) => rows.filter((r) => r.direction === direction).reduce((n, r) => n + (parseAmountCents(r.amount) ?? 0), 0);

const CLAIM_KINDS: Record<string, string> = { DAMAGE: 'DAMAGE', DAMAGED: 'DAMAGE', LOSS: 'LOSS', LOST: 'LOSS', SHORTAGE: 'SHORTAGE', SHORT: 'SHORTAGE' };

/**
 * Escalates the record into a ticket of `ticket_type`, created by the ticket writes in `tx` (the same payload and fee
 * validation as any ticket), prefilled with the record's facts and its draft fee rows, which become the ticket's.
 * Returns the ticket's id.
 */
export async function escalate(tx: Tx, actor: AbnormalActor, tickets: TicketsRepository, record: RecordRow, b: z.output<typeof escalateBody>): Promise<number> {
  const status = record.status as AbnormalStatus;
  if (!HANDLEABLE_STATUSES.includes(status)) throw refused('abEscalateNotAllowed', { no: record.abnormalNo, status: ABNORMAL_STATUS_LABELS[status][actor.lang] });
  const schema = await activeSchema(tx, record.companyId, b.ticket_type);
  if (!schema) throw refused('abNoTicketType', { type: b.ticket_type }, 'ticket_type');
  const drafts = await tx.select().from(abnormalFees).where(and(eq(abnormalFees.recordId, record.id), isNull(abnormalFees.ticketId)));
  const fees = drafts.map(storedFeeRow);
  const description = (b.description || `${record.abnormalNo} ${record.typeName}：${record.description}`).slice(0, 500);
  const payload: Record<string, unknown> =
    b.ticket_type === 'ESCALATION'
      ? { level: b.level, abnormal_type: record.typeName.slice(0, 50), description, ...(b.impact ? { impact: b.impact } : {}), photos: record.photos }
      : {
          claim_kind: CLAIM_KINDS[record.typeCode.toUpperCase()] ?? 'DAMAGE',
          description,
          damage_photos: record.photos,
          claim_amount: (drafts.filter((f) => f.code === 'COMPENSATION').reduce((n, f) => n + f.amountCents, 0) / 100).toFixed(2),
        };
  const ticket = await tickets.writes.create(
    { userId: actor.userId, companyId: actor.companyId, name: actor.name, username: actor.name },
    { schemaId: schema.id, payload: { ...payload, order_id: record.orderId, fees } as never, executiveUid: b.executive_uid ?? null, financialUid: b.financial_uid ?? null },
    actor.lang,
    tx,
  );
  if (drafts.length) await tx.update(abnormalFees).set({ ticketId: ticket.id }).where(and(eq(abnormalFees.recordId, record.id), isNull(abnormalFees.ticketId)));
  await tx.insert(abnormalRecordTickets).values({ companyId: record.companyId, recordId: record.id, ticketId: ticket.id });
  const saved = await saveRecord(tx, record, {});
  await appendEvent(tx, actor, saved, { action: 'escalate', data: { ticket_id: ticket.id, ticket_type: b.ticket_type, fee_count: drafts.length } });
  return ticket.id;
}

/** fee rows across the records the actor sees (异常费用明细), newest first */
export async function listFees(db: Db, actor: AbnormalActor, q: z.output<typeof feeListQuery>) {
  const seen = visibility(actor);
  if (seen === false) return { list: [], total: 0, page: q.page, per_page: q.per_page };
  const where: SQL[] = [seen, eq(abnormalFees.companyId, actor.companyId)];
  if (q.state === 'draft') where.push(isNull(abnormalFees.ticketId));
  if (q.state === 'escalated') where.push(isNotNull(abnormalFees.ticketId), isNull(tickets.feesPostedAt));
  if (q.state === 'posted') where.push(isNotNull(tickets.feesPostedAt));
  const from = () =>
    db
      .select({ f: abnormalFees, abnormalNo: abnormalRecords.abnormalNo, postedAt: tickets.feesPostedAt })
      .from(abnormalFees)
      .innerJoin(abnormalRecords, eq(abnormalRecords.id, abnormalFees.recordId))
      .leftJoin(tickets, eq(tickets.id, abnormalFees.ticketId))
      .where(and(...where));
  const [rows, [{ n }]] = await Promise.all([
    from().orderBy(desc(abnormalFees.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(abnormalFees)
      .innerJoin(abnormalRecords, eq(abnormalRecords.id, abnormalFees.recordId))
      .leftJoin(tickets, eq(tickets.id, abnormalFees.ticketId))
      .where(and(...where)),
  ]);
  const posted = new Set(rows.filter((r) => r.postedAt != null && r.f.ticketId != null).map((r) => r.f.ticketId!));
  return { list: rows.map((r) => feeAnswer(r.f, r.abnormalNo, posted)), total: n, page: q.page, per_page: q.per_page };
}
