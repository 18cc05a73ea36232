/**
 * What every abnormal repository shares (issue 19, src/domain/abnormal/README.md): who acts and in which role, the
 * transaction type, the record row locked for a change, one event per change (on the record and on the order's
 * timeline), holding and releasing the order through the lifecycle, and refusals as HTTP 400s.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ABNORMAL_ORDER_TAG } from '../../../../src/domain/abnormal/handling';
import { OPEN_ABNORMAL_STATUSES, type AbnormalRole } from '../../../../src/domain/abnormal/records';
import type { OrderRole } from '../../../../src/domain/order-lifecycle';
import type { MessageParams, ServerLang, ServerMessageKey } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { abnormalEvents, abnormalRecords, orderEvents, orders } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ActionRefused } from '../order-action-request';
import { OrderActionsRepository, type ActionOutcome } from '../order-actions';
import type { OrderScope } from '../orders';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RecordRow = typeof abnormalRecords.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export interface AbnormalActor {
  /** the servicer company whose records these are */
  companyId: number;
  /** the actor's own company (a merchant's or provider's uploads belong to it) */
  ownCompanyId: number;
  userId: number;
  name: string;
  role: AbnormalRole;
  /** the account type as the order lifecycle knows it */
  orderRole: OrderRole;
  /** the orders the actor may see (merchant: its own; field: those it delivers) */
  scope: OrderScope;
  lang: ServerLang;
}

/** a 400 with the catalog message, naming the field when there is one */
export const refused = (key: ServerMessageKey, params: MessageParams = {}, field?: string) => new HttpError(400, key, params, field ? { field } : null);

/** the record of the company, locked for the rest of the transaction; null when it is not the company's */
export async function lockRecord(tx: Tx, companyId: number, id: number): Promise<RecordRow | null> {
  const [row] = await tx
    .select()
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.id, id), eq(abnormalRecords.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** writes the record's new fields with its version compare-and-set (`expected`: the version the client read) */
export async function saveRecord(tx: Tx, record: RecordRow, patch: Partial<typeof abnormalRecords.$inferInsert>, expected?: number): Promise<RecordRow> {
  if (expected != null && expected !== record.version) throw new HttpError(409, 'abRecordChanged');
  const [row] = await tx
    .update(abnormalRecords)
    .set({ ...patch, version: record.version + 1, updatedAt: new Date() })
    .where(and(eq(abnormalRecords.id, record.id), eq(abnormalRecords.version, record.version)))
    .returning();
  if (!row) throw new HttpError(409, 'abRecordChanged');
  return row;
}

/** one event on the record and one on its order's timeline (`abnormal_<action>`, with the abnormal number) */
export async function appendEvent(
  tx: Tx,
  actor: Pick<AbnormalActor, 'userId' | 'name' | 'role'>,
  record: RecordRow,
  e: { action: string; to?: string; reason?: string; occurredAt?: Date; data?: Record<string, unknown> },
): Promise<void> {
  const at = e.occurredAt ?? new Date();
  await tx.insert(abnormalEvents).values({
    companyId: record.companyId,
    recordId: record.id,
    action: e.action,
    fromStatus: record.status,
    toStatus: e.to ?? record.status,
    reason: e.reason ?? '',
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    occurredAt: at,
    data: e.data ?? {},
  });
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, record.orderId));
  await tx.insert(orderEvents).values({
    companyId: record.companyId,
    orderId: record.orderId,
    action: `abnormal_${e.action}`,
    fromStatus: order?.status ?? '',
    toStatus: order?.status ?? '',
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    occurredAt: at,
    data: { abnormal_id: record.id, abnormal_no: record.abnormalNo, ...(e.reason ? { reason: e.reason } : {}), ...(e.data ?? {}) },
  });
}

/** An order moved by a record (report_abnormal / resolve_abnormal), told to others once the transaction has committed. */
export interface OrderMove {
  action: 'report_abnormal' | 'resolve_abnormal';
  outcome: ActionOutcome;
  actorUserId: number;
}

const moves = new WeakMap<object, OrderMove[]>();

function moved(tx: Tx, move: OrderMove): void {
  const list = moves.get(tx) ?? [];
  list.push(move);
  moves.set(tx, list);
}

/** the orders this transaction moved so far (the repository announces them after commit) */
export function takeOrderMoves(tx: Tx): OrderMove[] {
  const list = moves.get(tx) ?? [];
  moves.delete(tx);
  return list;
}

const lifecycleActor = (actor: AbnormalActor) => ({ userId: actor.userId, companyId: actor.ownCompanyId, name: actor.name, role: actor.orderRole });

/**
 * Holds the record's order: report_abnormal through the lifecycle when the order's status allows it, nothing more when
 * another record already holds it (ABNORMAL). Returns whether the order is held; `strict` refuses instead of answering false.
 */
export async function holdOrder(tx: Tx, actor: AbnormalActor, record: Pick<RecordRow, 'orderId' | 'typeCode' | 'description' | 'photos' | 'abnormalNo'>, occurredAt: Date, strict: boolean): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, record.orderId)).for('update');
  if (order.status === 'ABNORMAL') return true;
  try {
    const outcome = await new OrderActionsRepository(tx as unknown as Db).apply(
      {
        scope: { kind: 'company', companyId: order.companyId },
        key: { id: order.id },
        action: 'report_abnormal',
        data: { abnormal_type_code: record.typeCode, description: `${record.abnormalNo} ${record.description}`.slice(0, 500), photos: record.photos.slice(0, 9) },
        // the desk's own hold works from every status report_abnormal takes, whoever registered the record
        actor: { ...lifecycleActor(actor), role: 'servicer' },
        occurredAt,
        via: 'abnormal',
      },
      actor.lang,
    );
    moved(tx, { action: 'report_abnormal', outcome, actorUserId: actor.userId });
    return true;
  } catch (error) {
    if (!strict && error instanceof ActionRefused && error.statusCode === 400) return false;
    if (error instanceof ActionRefused) throw new HttpError(error.statusCode, 'abOrderNotHoldable', error.params);
    throw error;
  }
}

/** The record no longer holds its order: when no other open record of the order holds it, resolve_abnormal through the lifecycle. */
export async function releaseOrder(tx: Tx, actor: AbnormalActor, record: RecordRow, resolution: string, occurredAt: Date): Promise<void> {
  const [other] = await tx
    .select({ id: abnormalRecords.id })
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.orderId, record.orderId), eq(abnormalRecords.holdsOrder, true), ne(abnormalRecords.id, record.id)))
    .limit(1);
  if (other) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, record.orderId)).for('update');
  if (order.status !== 'ABNORMAL') return;
  const outcome = await new OrderActionsRepository(tx as unknown as Db).apply(
    {
      scope: { kind: 'company', companyId: order.companyId },
      key: { id: order.id },
      action: 'resolve_abnormal',
      data: { resolution: `${record.abnormalNo} ${resolution}`.trim().slice(0, 500) },
      actor: { ...lifecycleActor(actor), role: 'servicer' },
      occurredAt,
      via: 'abnormal',
    },
    actor.lang,
  );
  moved(tx, { action: 'resolve_abnormal', outcome, actorUserId: actor.userId });
}

/** the order's tags: `add` added; ABNORMAL kept only while the order has an open record */
export async function retagOrder(tx: Tx, orderId: number, add: string[] = []): Promise<void> {
  const [order] = await tx.select({ tags: orders.tags }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.orderId, orderId), inArray(abnormalRecords.status, [...OPEN_ABNORMAL_STATUSES])));
  const tags = new Set([...order.tags, ...add]);
  if ((open?.n ?? 0) > 0) tags.add(ABNORMAL_ORDER_TAG);
  else tags.delete(ABNORMAL_ORDER_TAG);
  const next = [...tags];
  if (next.length !== order.tags.length || next.some((t, i) => t !== order.tags[i])) await tx.update(orders).set({ tags: next }).where(eq(orders.id, orderId));
}
