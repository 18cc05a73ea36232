/**
 * Demo abnormal records (issue 19) of the main servicer, written through the abnormal repositories (the same rules,
 * events and order timeline as the desk): one registered, one being handled with a repair open and a compensation
 * fee row, one ended after a refund was paid, one rejected. None holds its order (the demo orders keep their status);
 * they are taken from the newest orders with a merchant, away from the ones other demo areas use.
 */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import type { AbnormalActor } from '../repositories/abnormal/context';
import { putFees } from '../repositories/abnormal/fees';
import { actOnHandling, createHandling } from '../repositories/abnormal/handlings';
import { actOnRecord, registerRecord } from '../repositories/abnormal/record-writes';
import { lockRecord } from '../repositories/abnormal/context';
import { TicketsRepository } from '../repositories/tickets';

const HOUR = 3_600_000;
type ActionBody = Parameters<typeof actOnRecord>[4];
const noAction: ActionBody = { reason: '', resolution: '' };

export async function seedAbnormal(db: Db, companyId: number, user: { id: number; name: string }): Promise<void> {
  const tx = db as unknown as Parameters<Parameters<Db['transaction']>[0]>[0];
  const picked = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, companyId), inArray(orders.status, ['TO_SIGN', 'SIGNED', 'TO_DELIVER']), isNotNull(orders.consignorResourceId)))
    .orderBy(desc(orders.id))
    .limit(4);
  if (picked.length < 4) return;
  const actor: AbnormalActor = { companyId, ownCompanyId: companyId, userId: user.id, name: user.name, role: 'desk', orderRole: 'servicer', scope: { kind: 'company', companyId }, lang: 'zh' };
  const now = Date.now();
  const register = (o: (typeof picked)[number], type: string, stage: 'delivery' | 'warehouse' | 'installation', description: string, hoursAgo: number) =>
    registerRecord(
      tx,
      actor,
      { order_id: o.id, package_nos: [], type_code: type, stage, description, photos: [], hold_order: false },
      { source: 'desk', occurredAt: new Date(now - hoursAgo * HOUR) },
    );
  const act = async (id: number, action: Parameters<typeof actOnRecord>[3], body: Partial<ActionBody>) => actOnRecord(tx, actor, (await lockRecord(tx, companyId, id))!, action, { ...noAction, ...body });

  await register(picked[0], 'DAMAGED', 'delivery', '外包装破损，茶几桌角磕碰', 3);

  const handling = await register(picked[1], 'DAMAGED', 'installation', '安装时发现沙发扶手开裂', 30);
  await act(handling, 'accept', { responsible_party: 'delivery' });
  await createHandling(tx, actor, (await lockRecord(tx, companyId, handling))!, { kind: 'repair', repairer_resource_id: undefined, repairer_name: '李师傅', scheduled_at: new Date(now + 24 * HOUR).toISOString(), memo: '上门补漆修复' });
  await putFees(tx, actor, new TicketsRepository(db), (await lockRecord(tx, companyId, handling))!, {
    fees: [
      { direction: 'OUTLAY', code: 'COMPENSATION', code_name: '', settle_target_type: 'CONSIGNOR', settle_target_id: picked[1].consignorResourceId, settle_target_name: '', amount: '150.00', settlement_method_code: 'MONTHLY', settlement_method_name: '' },
    ],
    version: undefined,
  });

  const ended = await register(picked[2], 'SHORTAGE', 'warehouse', '入库少一件配件包', 72);
  await act(ended, 'accept', { responsible_party: 'warehouse' });
  const refundRecord = (await lockRecord(tx, companyId, ended))!;
  const refundId = await createHandling(tx, actor, refundRecord, { kind: 'refund', amount_cents: 5_000, payee_type: 'customer', payee_name: picked[2].endContact || '客户', memo: '' });
  const empty = { reason: '', payment_ref: '', memo: '', tracking_no: undefined, scheduled_at: undefined, result: undefined, photos: undefined, occurred_at: undefined };
  await actOnHandling(tx, actor, refundId, 'approve', empty);
  await actOnHandling(tx, actor, refundId, 'pay', { ...empty, payment_ref: 'WX20260101001' });
  await act(ended, 'end', { resolution: '已退款50元给客户' });

  const rejected = await register(picked[3], 'DAMAGED', 'delivery', '客户反映划痕，现场核实无异常', 50);
  await act(rejected, 'reject', { reason: '现场核实无异常' });
}
