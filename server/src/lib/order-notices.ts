/**
 * What an applied order action tells others: `order:changed` {order_no, status} so open screens refresh (the
 * order's company and the delivery accounts bound to it), and a notification for the events people act on —
 * an assignment (to the delivery provider's or driver's accounts) and a reported abnormal (to the servicer's
 * desk). All of it leaves only after the action's transaction has committed. Each recipient reads the notification
 * in their own language (users.lang), not the language of the request that caused it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderAction } from '../../../src/domain/order-lifecycle';
import { orders } from '../db/schema';
import type { LocalizedText } from './notify';
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

export async function announceOrderAction(app: FastifyInstance, applied: AppliedAction): Promise<void> {
  const [order] = await app.db
    .select({ companyId: orders.companyId, deliveryResourceId: orders.deliveryResourceId })
    .from(orders)
    .where(eq(orders.id, applied.orderId));
  if (!order) return;
  const delivery = order.deliveryResourceId ? await app.notify.deliveryUsers(order.companyId, order.deliveryResourceId) : [];
  const changed = { order_no: applied.orderNo, status: applied.status };
  afterCommit(() => {
    if (!app.hasDecorator('realtime')) return;
    app.realtime.toCompany(order.companyId, ORDER_CHANGED_EVENT, changed);
    for (const u of delivery) if (u.companyId !== order.companyId) app.realtime.toUser(u.userId, ORDER_CHANGED_EVENT, changed);
  });

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
