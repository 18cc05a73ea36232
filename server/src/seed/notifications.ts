/** About fifteen notifications per demo account: a mix of chat, alerts and system news, some already read. */
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { int, pick, type Rng } from './random';

type Template = { type: 'chat' | 'alert' | 'system'; title: string; message: string; route?: string };

const TEMPLATES: Template[] = [
  { type: 'alert', title: '订单即将超时', message: '订单 {no} 距离约定时效不足 4 小时，请尽快处理。', route: '/saas/waybill/all/index' },
  { type: 'alert', title: '新的异常待处理', message: '订单 {no} 上报了异常：外包装破损。', route: '/saas/abnormal/check/index' },
  { type: 'alert', title: '工单待受理', message: '收到新的工单，关联订单 {no}。', route: '/saas/ticket/v2/index' },
  { type: 'chat', title: '客服消息', message: '您好，订单 {no} 的客户希望改约到周六上午送货。', route: '/saas/waybill/all/index' },
  { type: 'chat', title: '师傅留言', message: '已到达小区门口，客户电话暂时无法接通。' },
  // a seeded export has no file behind it (real ones link to /api/file/export/download and expire after 7 days)
  { type: 'system', title: '导出完成', message: '您导出的订单列表已生成，文件已过期，请重新导出。' },
  { type: 'system', title: '系统升级通知', message: '系统将于本周日 02:00-04:00 进行例行维护升级。' },
  { type: 'system', title: '账单已生成', message: '上月对账单已生成，请及时核对。', route: '/saas/finance/bill/index' },
  { type: 'alert', title: '签收待回访', message: '订单 {no} 已签收，请安排回访。', route: '/saas/waybill/all/index' },
];

export async function seedNotifications(
  db: Db,
  rng: Rng,
  recipients: { userId: number; companyId: number }[],
  perUser = 15,
): Promise<void> {
  const now = Date.now();
  const values: (typeof notifications.$inferInsert)[] = [];
  for (const r of recipients) {
    for (let i = 0; i < perUser; i++) {
      const t = pick(rng, TEMPLATES);
      const no = `2${String(int(rng, 10_000_000_000, 99_999_999_999))}`;
      const createdAt = new Date(now - (i * 7 + int(rng, 0, 6)) * 3_600_000);
      const ts = createdAt.getTime();
      values.push({
        companyId: r.companyId,
        userId: r.userId,
        title: t.title,
        message: t.message.replace('{no}', no),
        type: t.type,
        data: t.route ? { route: t.route } : {},
        meta: { idempotency_key: `seed-${r.userId}-${i}`, ts },
        extra: t.route ? { route: t.route, web_actions: [{ route: t.route }] } : {},
        // the newest third stays unread
        readAt: i >= perUser / 3 ? new Date(ts + 600_000) : null,
        createdAt,
      });
    }
  }
  await db.insert(notifications).values(values);
}
