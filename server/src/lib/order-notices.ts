/**
 * What an applied order action tells others: `order:changed` {order_no, status} so open screens refresh (the
 * order's company and the delivery and merchant accounts bound to it), and a notification for the events people act on —
 * an assignment (to the delivery provider's or driver's accounts) and a reported abnormal (to the servicer's
 * desk). All of it leaves only after the action's transaction has committed. Each recipient reads the notification
 * in their own language (users.lang), not the language of the request that caused it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderAction } from '../../../src/domain/order-lifecycle';
import { abnormalRecords, orders } from '../db/schema';
import type { LocalizedText, Recipient } from './notify';
import { afterCommit } from './request-tx';

export const ORDER_CHANGED_EVENT = 'order:changed';

const TEXT = {
  assign: {
    zh: { title: '新的派单', message: '订单 {no} 已派给您，请及时预约客户。' },
    en: { title: 'New assignment', message: 'Order {no} has been assigned to you; please make an appointment.' },
  },
  change_assignment: {
    zh: { title: '改派通知', message: '订单 {no} 已改派给您，请及时预约客户。' },
    en: { title: 'Order reassigned', message: 'Order {no} has been reassigned to you; please make an appointment.' },
  },
  report_abnormal: {
    zh: { title: '新的异常待处理', message: '订单 {no} 上报了异常：{detail}' },
    en: { title: 'New abnormal to handle', message: 'An abnormal was reported on order {no}: {detail}' },
  },
  abnormal_record: {
    zh: { title: '新的异常待处理', message: '订单 {no} 登记了异常 {record}：{detail}' },
    en: { title: 'New abnormal to handle', message: 'Abnormal {record} was registered on order {no}: {detail}' },
  },
} as const;

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Both languages of one text entry, its message filled with `values`. */
function bothLanguages(text: (typeof TEXT)[keyof typeof TEXT], values: Record<string, string>): { title: LocalizedText; message: LocalizedText } {
  return {
    title: { zh: text.zh.title, en: text.en.title },
    message: { zh: fill(text.zh.message, values), en: fill(text.en.message, values) },
  };
}

export interface AppliedAction {
  orderId: number;
  orderNo: string;
  status: string;
  action: OrderAction;
  /** the order event's id: one logical event, whatever retries brought it */
  eventId: number;
  actorUserId: number;
  data: Record<string, unknown>;
}

interface OrderParties {
  companyId: number;
  deliveryResourceId: number | null;
  consignorResourceId: number | null;
}

/** The order's delivery accounts (provider or driver) and its merchant's accounts. */
export async function partyUsers(app: FastifyInstance, order: OrderParties): Promise<{ delivery: Recipient[]; consignor: Recipient[] }> {
  const [delivery, consignor] = await Promise.all([
    order.deliveryResourceId ? app.notify.deliveryUsers(order.companyId, order.deliveryResourceId) : [],
    order.consignorResourceId ? app.notify.consignorUsers(order.companyId, order.consignorResourceId) : [],
  ]);
  return { delivery, consignor };
}

/**
 * `order:changed` once the write has committed: to the order's company, and to the accounts of the parties that
 * sit in another company (a delivery provider's, a merchant's), each in their own room, so an open detail refreshes.
 */
export function announceOrderChanged(app: FastifyInstance, companyId: number, parties: Recipient[], changed: { order_no: string; status: string }): void {
  afterCommit(() => {
    if (!app.hasDecorator('realtime')) return;
    app.realtime.toCompany(companyId, ORDER_CHANGED_EVENT, changed);
    for (const u of parties) if (u.companyId !== companyId) app.realtime.toUser(u.userId, ORDER_CHANGED_EVENT, changed);
  });
}

export async function announceOrderAction(app: FastifyInstance, applied: AppliedAction): Promise<void> {
  const [order] = await app.db
    .select({ companyId: orders.companyId, deliveryResourceId: orders.deliveryResourceId, consignorResourceId: orders.consignorResourceId })
    .from(orders)
    .where(eq(orders.id, applied.orderId));
  if (!order) return;
  const { delivery, consignor } = await partyUsers(app, order);
  announceOrderChanged(app, order.companyId, [...delivery, ...consignor], { order_no: applied.orderNo, status: applied.status });

  const key = `order-event:${applied.eventId}`;
  if (applied.action === 'assign' || applied.action === 'change_assignment') {
    await app.notify.toUsers(delivery, {
      type: 'alert',
      ...bothLanguages(TEXT[applied.action], { no: applied.orderNo }),
      route: '/saas/field/tasks',
      key,
    });
  } else if (applied.action === 'report_abnormal') {
    const desk = (await app.notify.deskUsers(order.companyId)).filter((u) => u.userId !== applied.actorUserId);
    await app.notify.toUsers(desk, {
      type: 'alert',
      ...bothLanguages(TEXT.report_abnormal, { no: applied.orderNo, detail: String(applied.data.description ?? '') }),
      route: '/saas/abnormal/check/index',
      key,
    });
  }
}

/**
 * A record registered without moving its order (the order already held by another record, or not held): the
 * servicer's desk hears of it all the same — each record is something to handle. Sent after the write committed.
 */
export async function announceAbnormalRecord(app: FastifyInstance, recordId: number, actorUserId: number): Promise<void> {
  const [row] = await app.db
    .select({ companyId: orders.companyId, orderNo: orders.orderNo, recordNo: abnormalRecords.abnormalNo, description: abnormalRecords.description })
    .from(abnormalRecords)
    .innerJoin(orders, eq(orders.id, abnormalRecords.orderId))
    .where(eq(abnormalRecords.id, recordId));
  if (!row) return;
  const desk = (await app.notify.deskUsers(row.companyId)).filter((u) => u.userId !== actorUserId);
  await app.notify.toUsers(desk, {
    type: 'alert',
    ...bothLanguages(TEXT.abnormal_record, { no: row.orderNo, record: row.recordNo, detail: row.description }),
    route: '/saas/abnormal/check/index',
    key: `abnormal-record:${recordId}`,
  });
}
