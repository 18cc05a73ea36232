/**
 * Reading abnormal records (issue 19): the list's rows (with the names, open handlings, fee totals and time limit of
 * each, in a fixed number of queries per page) and the detail (photos, events, handlings, fees, linked tickets,
 * the signed-in role's actions). A merchant sees its own orders' records, the field what it registered.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeeRowAnswer, HandlingRow, RecordDetail, RecordSummary, recordListQuery } from '../../../../src/domain/abnormal/api';
import { handlingActionsFor, isHandlingOpen, type HandlingKind } from '../../../../src/domain/abnormal/handling';
import {
  ABNORMAL_ABILITIES,
  FEE_EDIT_STATUSES,
  HANDLEABLE_STATUSES,
  OPEN_ABNORMAL_STATUSES,
  abnormalLimitationStatus,
  actionsFor,
  type AbnormalStatus,
  type ResponsibleParty,
} from '../../../../src/domain/abnormal/records';
import type { TimeLimitSet } from '../../../../src/domain/time-limits';
import type { Db } from '../../db/client';
import {
  abnormalEvents,
  abnormalFees,
  abnormalHandlings,
  abnormalRecords,
  abnormalRecordTickets,
  businessGroups,
  orderFees,
  orders,
  resources,
  stations,
  ticketFeeRows,
  tickets,
  users,
} from '../../db/schema';
import { scopeWhere } from '../admin/data-roles-scope';
import { scopeCondition } from '../orders';
import type { AbnormalActor, RecordRow } from './context';

type Query = z.output<typeof recordListQuery>;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const chinaDayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);

/** what the actor may see: the company's records (a desk sub-account's within its data role); a merchant's only of its orders, the field's only its own */
export function visibility(actor: AbnormalActor): SQL | false {
  const company = eq(abnormalRecords.companyId, actor.companyId);
  // the desk within its data role: records of orders in scope, and under `own` also the records it reported or handles
  if (actor.role === 'desk') return actor.scope.kind === 'company' && actor.scope.data ? and(company, scopeWhere('abnormalRecords', actor.scope.data))! : company;
  if (actor.role === 'field') return and(company, eq(abnormalRecords.reportedBy, actor.userId))!;
  const scoped = scopeCondition(actor.scope);
  if (scoped === false) return false;
  return and(company, sql`${abnormalRecords.orderId} in (select ${orders.id} from ${orders} where ${scoped})`)!;
}

function filters(actor: AbnormalActor, q: Query, limits: TimeLimitSet): SQL[] | false {
  const seen = visibility(actor);
  if (seen === false) return false;
  const where: SQL[] = [seen];
  if (q.status) where.push(eq(abnormalRecords.status, q.status));
  if (q.open === '1') where.push(inArray(abnormalRecords.status, [...OPEN_ABNORMAL_STATUSES]));
  if (q.type) where.push(eq(abnormalRecords.typeCode, q.type));
  if (q.stage) where.push(eq(abnormalRecords.stage, q.stage));
  if (q.responsible_party) where.push(eq(abnormalRecords.responsibleParty, q.responsible_party));
  if (q.handler_group_id) where.push(eq(abnormalRecords.handlerGroupId, q.handler_group_id));
  if (q.handler_uid) where.push(eq(abnormalRecords.handlerUid, q.handler_uid));
  if (q.source) where.push(eq(abnormalRecords.source, q.source));
  if (q.order_id) where.push(eq(abnormalRecords.orderId, q.order_id));
  if (q.ticket_id) where.push(sql`${abnormalRecords.id} in (select ${abnormalRecordTickets.recordId} from ${abnormalRecordTickets} where ${abnormalRecordTickets.ticketId} = ${q.ticket_id})`);
  if (q.date_from) where.push(gte(abnormalRecords.registeredAt, chinaDayStart(q.date_from)));
  if (q.date_to) where.push(lt(abnormalRecords.registeredAt, new Date(chinaDayStart(q.date_to).getTime() + 86_400_000)));
  if (q.keyword) {
    const k = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(abnormalRecords.abnormalNo, k), sql`${abnormalRecords.orderId} in (select ${orders.id} from ${orders} where ${orders.companyId} = ${actor.companyId} and (${orders.orderNo} ilike ${k} or ${orders.endContact} ilike ${k}))`)!);
  }
  if (q.overdue === '1') {
    // C_DANGER: open and registered longer ago than the limit (abnormalLimitationStatus, as SQL)
    const row = limits.tickets.find((t) => t.ticketType === 'ABNORMAL');
    const hours = row?.hours ?? 48;
    where.push(inArray(abnormalRecords.status, [...OPEN_ABNORMAL_STATUSES]), lt(abnormalRecords.registeredAt, new Date(Date.now() - hours * 3_600_000)));
  }
  return where;
}

async function summaries(db: Db, rows: RecordRow[], limits: TimeLimitSet): Promise<RecordSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const resIds = [...new Set(rows.filter((r) => r.responsibleResourceId != null && r.responsibleParty !== 'station').map((r) => r.responsibleResourceId!))];
  const stationIds = [...new Set(rows.filter((r) => r.responsibleResourceId != null && r.responsibleParty === 'station').map((r) => r.responsibleResourceId!))];
  const groupIds = [...new Set(rows.map((r) => r.handlerGroupId).filter((x): x is number => x != null))];
  const userIds = [...new Set(rows.map((r) => r.handlerUid).filter((x): x is number => x != null))];
  const [os, res, sts, groups, us, handlings, fees] = await Promise.all([
    db.select({ id: orders.id, no: orders.orderNo, status: orders.status, endContact: orders.endContact, consignor: orders.consignorResourceId }).from(orders).where(inArray(orders.id, orderIds)),
    resIds.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(inArray(resources.id, resIds)) : [],
    stationIds.length ? db.select({ id: stations.id, name: stations.name }).from(stations).where(inArray(stations.id, stationIds)) : [],
    groupIds.length ? db.select({ id: businessGroups.id, name: businessGroups.name }).from(businessGroups).where(inArray(businessGroups.id, groupIds)) : [],
    userIds.length ? db.select({ id: users.id, name: sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username})` }).from(users).where(inArray(users.id, userIds)) : [],
    db.select({ recordId: abnormalHandlings.recordId, kind: abnormalHandlings.kind, status: abnormalHandlings.status }).from(abnormalHandlings).where(inArray(abnormalHandlings.recordId, ids)),
    db
      .select({ recordId: abnormalFees.recordId, direction: abnormalFees.direction, total: sql<number>`sum(${abnormalFees.amountCents})::int` })
      .from(abnormalFees)
      .where(inArray(abnormalFees.recordId, ids))
      .groupBy(abnormalFees.recordId, abnormalFees.direction),
  ]);
  const consignorIds = [...new Set(os.map((o) => o.consignor).filter((x): x is number => x != null))];
  const consignors = consignorIds.length ? await db.select({ id: resources.id, name: resources.name }).from(resources).where(inArray(resources.id, consignorIds)) : [];
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const [oMap, rMap, sMap, gMap, uMap, cMap] = [byId(os), byId(res), byId(sts), byId(groups), byId(us), byId(consignors)];
  const now = new Date();
  return rows.map((r) => {
    const o = oMap.get(r.orderId);
    const responsible = r.responsibleResourceId == null ? undefined : r.responsibleParty === 'station' ? sMap.get(r.responsibleResourceId) : rMap.get(r.responsibleResourceId);
    const feeOf = (d: string) => fees.find((f) => f.recordId === r.id && f.direction === d)?.total ?? 0;
    return {
      id: r.id,
      abnormal_no: r.abnormalNo,
      status: r.status as AbnormalStatus,
      source: r.source as RecordSummary['source'],
      order_id: r.orderId,
      order_no: o?.no ?? '',
      order_status: o?.status ?? '',
      consignor_id: o?.consignor ?? null,
      consignor_name: (o?.consignor != null ? cMap.get(o.consignor)?.name : undefined) ?? '',
      end_contact: o?.endContact ?? '',
      type_code: r.typeCode,
      type_name: r.typeName,
      stage: r.stage as RecordSummary['stage'],
      responsible_party: (r.responsibleParty as ResponsibleParty | null) ?? null,
      responsible_resource_id: r.responsibleResourceId,
      responsible_name: responsible?.name ?? '',
      description: r.description,
      package_nos: r.packageNos,
      photo_count: r.photos.length,
      holds_order: r.holdsOrder,
      handler_group_id: r.handlerGroupId,
      handler_group_name: (r.handlerGroupId != null ? gMap.get(r.handlerGroupId)?.name : undefined) ?? '',
      handler_uid: r.handlerUid,
      handler_name: (r.handlerUid != null ? uMap.get(r.handlerUid)?.name : undefined) ?? '',
      reported_by_name: r.reportedByName,
      occurred_at: r.occurredAt.toISOString(),
      registered_at: r.registeredAt.toISOString(),
      ended_at: iso(r.endedAt),
      open_handlings: handlings.filter((h) => h.recordId === r.id && isHandlingOpen(h.kind as HandlingKind, h.status)).length,
      fee_outlay_cents: feeOf('OUTLAY'),
      fee_income_cents: feeOf('INCOME'),
      limitation_status_code: abnormalLimitationStatus({ status: r.status as AbnormalStatus, registeredAt: r.registeredAt }, limits, now),
      discrepancy_id: r.discrepancyId,
      version: r.version,
    };
  });
}

export async function listRecords(db: Db, actor: AbnormalActor, q: Query, limits: TimeLimitSet) {
  const where = filters(actor, q, limits);
  if (where === false) return { list: [], total: 0, page: q.page, per_page: q.per_page };
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(abnormalRecords)
      .where(and(...where))
      .orderBy(desc(abnormalRecords.registeredAt), desc(abnormalRecords.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(abnormalRecords).where(and(...where)),
  ]);
  return { list: await summaries(db, rows, limits), total: Number(n), page: q.page, per_page: q.per_page };
}

/** a sub-record as the lists and the detail show it; `canAct` false (a merchant's read) lists no actions */
export function handlingRowOf(h: typeof abnormalHandlings.$inferSelect, record: { abnormalNo: string; orderNo: string }, canAct = true): HandlingRow {
  return {
    id: h.id,
    record_id: h.recordId,
    abnormal_no: record.abnormalNo,
    order_no: record.orderNo,
    kind: h.kind as HandlingKind,
    status: h.status as HandlingRow['status'],
    details: h.details,
    memo: h.memo,
    actions: canAct ? (handlingActionsFor(h.kind as HandlingKind, h.status) as HandlingRow['actions']) : [],
    created_by_name: h.createdByName,
    created_at: h.createdAt.toISOString(),
    updated_at: h.updatedAt.toISOString(),
    version: h.version,
  };
}

export function feeAnswer(f: typeof abnormalFees.$inferSelect, abnormalNo: string, postedTickets: ReadonlySet<number>): FeeRowAnswer {
  return {
    id: f.id,
    record_id: f.recordId,
    abnormal_no: abnormalNo,
    direction: f.direction as FeeRowAnswer['direction'],
    code: f.code,
    code_name: f.codeName,
    settle_target_type: f.settleTargetType,
    settle_target_id: f.settleTargetId,
    settle_target_name: f.settleTargetName,
    amount_cents: f.amountCents,
    settlement_method_code: f.settlementMethodCode,
    settlement_method_name: f.settlementMethodName,
    state: f.ticketId == null ? 'draft' : postedTickets.has(f.ticketId) ? 'posted' : 'escalated',
    ticket_id: f.ticketId,
  };
}

/** one record the actor may see, in full; null when it is not theirs to see */
export async function recordDetail(db: Db, actor: AbnormalActor, id: number, limits: TimeLimitSet): Promise<RecordDetail | null> {
  const seen = visibility(actor);
  if (seen === false) return null;
  const [row] = await db.select().from(abnormalRecords).where(and(seen, eq(abnormalRecords.id, id)));
  if (!row) return null;
  const [summary] = await summaries(db, [row], limits);
  const [events, handlings, fees, links] = await Promise.all([
    db.select().from(abnormalEvents).where(eq(abnormalEvents.recordId, id)).orderBy(asc(abnormalEvents.id)),
    db.select().from(abnormalHandlings).where(eq(abnormalHandlings.recordId, id)).orderBy(asc(abnormalHandlings.id)),
    db.select().from(abnormalFees).where(eq(abnormalFees.recordId, id)).orderBy(asc(abnormalFees.position), asc(abnormalFees.id)),
    db
      .select({ id: tickets.id, type: tickets.type, status: tickets.status, feesPostedAt: tickets.feesPostedAt, createdAt: tickets.createdAt })
      .from(abnormalRecordTickets)
      .innerJoin(tickets, eq(tickets.id, abnormalRecordTickets.ticketId))
      .where(eq(abnormalRecordTickets.recordId, id))
      .orderBy(asc(tickets.id)),
  ]);
  const ticketIds = links.map((t) => t.id);
  const [feeCounts, posted] = ticketIds.length
    ? await Promise.all([
        db.select({ ticketId: ticketFeeRows.ticketId, n: sql<number>`count(*)::int` }).from(ticketFeeRows).where(inArray(ticketFeeRows.ticketId, ticketIds)).groupBy(ticketFeeRows.ticketId),
        db
          .select({ ticketId: orderFees.sourceTicketId, direction: orderFees.direction, total: sql<number>`sum(${orderFees.amountCents})::int` })
          .from(orderFees)
          .where(inArray(orderFees.sourceTicketId, ticketIds))
          .groupBy(orderFees.sourceTicketId, orderFees.direction),
      ])
    : [[], []];
  const postedTickets = new Set(links.filter((t) => t.feesPostedAt != null).map((t) => t.id));
  const status = row.status as AbnormalStatus;
  const open = summary.open_handlings;
  const abilities = ABNORMAL_ABILITIES[actor.role];
  return {
    ...summary,
    photos: row.photos,
    resolution: row.resolution,
    reject_reason: row.rejectReason,
    events: events.map((e) => ({
      id: e.id,
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      reason: e.reason,
      actor_name: e.actorName,
      actor_role: e.actorRole,
      occurred_at: e.occurredAt.toISOString(),
      recorded_at: e.recordedAt.toISOString(),
      data: e.data,
    })),
    handlings: handlings.map((h) => handlingRowOf(h, { abnormalNo: row.abnormalNo, orderNo: summary.order_no }, abilities.handle)),
    fees: fees.map((f) => feeAnswer(f, row.abnormalNo, postedTickets)),
    tickets: links.map((t) => ({
      id: t.id,
      type: t.type,
      status: t.status as RecordDetail['tickets'][number]['status'],
      fee_count: feeCounts.find((c) => c.ticketId === t.id)?.n ?? 0,
      posted_outlay_cents: posted.find((p) => p.ticketId === t.id && p.direction === 'OUTLAY')?.total ?? 0,
      posted_income_cents: posted.find((p) => p.ticketId === t.id && p.direction === 'INCOME')?.total ?? 0,
      created_at: t.createdAt.toISOString(),
    })),
    actions: actionsFor({ status, responsibleParty: row.responsibleParty as ResponsibleParty | null, openHandlings: open, holdsOrder: row.holdsOrder }, actor.role),
    can_handle: abilities.handle && HANDLEABLE_STATUSES.includes(status),
    can_edit_fees: abilities.fees && FEE_EDIT_STATUSES.includes(status),
    can_escalate: abilities.escalate && HANDLEABLE_STATUSES.includes(status),
  };
}
