/**
 * Demo tickets (issue 7): every company gets the ticket schemas of ticket-schemas.ts; the main servicer gets a
 * few tickets in various statuses handled by `executor` and reviewed by `finance` (one already timed out, one
 * finance-completed with its fees on the order), the second servicer one claim of its own.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FeeRow } from '../../../src/domain/tickets/fees';
import { parseAmountCents } from '../../../src/domain/tickets/fees';
import type { TicketStatus } from '../../../src/domain/tickets/workflow';
import type { Db } from '../db/client';
import { orderFees, orders, resources, ticketComments, ticketEvents, ticketFeeRows, ticketSchemas, tickets } from '../db/schema';
import type { DemoCompanies, DemoUsers } from './accounts';
import { TICKET_SCHEMA_SEEDS } from './ticket-schemas';

type SchemaIds = Record<string, number>;

export async function seedTicketSchemas(db: Db, companyId: number): Promise<SchemaIds> {
  const rows = await db
    .insert(ticketSchemas)
    .values(
      TICKET_SCHEMA_SEEDS.map((s) => ({
        companyId,
        name: s.name,
        type: s.type,
        version: 1,
        jsonSchema: s.json_schema,
        errorSchema: s.error_schema,
        uiSchema: s.ui_schema,
        actionRules: s.action_rules,
        feeConfigs: s.fee_configs,
        subTypeOptions: s.sub_type_options,
      })),
    )
    .returning({ id: ticketSchemas.id, type: ticketSchemas.type });
  return Object.fromEntries(rows.map((r) => [r.type, r.id]));
}

interface DemoTicket {
  type: string;
  status: TicketStatus;
  subType: string;
  payload: Record<string, unknown>;
  fees?: Array<Omit<FeeRow, 'settle_target_id' | 'settle_target_name'> & { target: 'CONSIGNOR' | 'DELIVERY' }>;
  hoursAgo: number;
  reason?: string;
  comment?: string;
}

const fee = (code: string, codeName: string, direction: 'OUTLAY' | 'INCOME', target: 'CONSIGNOR' | 'DELIVERY', amount: string, method: 'MONTHLY' | 'PAY_NOW') => ({
  direction,
  code,
  code_name: codeName,
  target,
  settle_target_type: target,
  amount,
  settlement_method_code: method,
  settlement_method_name: method === 'MONTHLY' ? '月结' : '现付',
});

const DEMO: DemoTicket[] = [
  { type: 'CLAIM', status: 'SUBMITTED', subType: 'DAMAGE', payload: { claim_kind: 'DAMAGE', description: '沙发扶手运输中破损，客户要求赔偿', damaged_qty: 1, claim_amount: '300.00', contact_phone: '13800001234' }, hoursAgo: 3 },
  {
    type: 'CLAIM',
    status: 'IN_PROGRESS',
    subType: 'LOSS',
    payload: { claim_kind: 'LOSS', description: '签收时少一个包裹，仓库未找到', lost_value: 450, claim_amount: '450.00' },
    fees: [fee('COMPENSATION', '赔偿款', 'OUTLAY', 'CONSIGNOR', '120.00', 'MONTHLY')],
    hoursAgo: 20,
    comment: '已联系仓库复核监控',
  },
  {
    type: 'CLAIM',
    status: 'FINANCE_REVIEWING',
    subType: 'DAMAGE',
    payload: { claim_kind: 'DAMAGE', description: '茶几玻璃面板碎裂，已拍照留证', damaged_qty: 1, claim_amount: '260.50' },
    fees: [fee('COMPENSATION', '赔偿款', 'OUTLAY', 'CONSIGNOR', '260.50', 'MONTHLY'), fee('RECOVERY', '追偿款', 'INCOME', 'DELIVERY', '100.00', 'MONTHLY')],
    hoursAgo: 30,
  },
  {
    type: 'EXPENSE',
    status: 'FINANCE_REVIEWING',
    subType: 'TRANSSHIPMENT',
    payload: { expense_kind: 'TRANSSHIPMENT', reason: '偏远地区需二次中转' },
    fees: [fee('TRANSSHIPMENT_FEE', '中转费', 'OUTLAY', 'DELIVERY', '80.00', 'MONTHLY')],
    hoursAgo: 10,
  },
  { type: 'RETURN_GOODS', status: 'WAITING_CONFIRM', subType: 'REFUSED', payload: { return_reason: 'REFUSED', goods_status: 'INTACT', return_address: '上海市浦东新区仓库' }, hoursAgo: 50 },
  { type: 'REPAIR', status: 'PROCESSING', subType: 'SUPPLY_PARTS', payload: { service: 'SUPPLY_PARTS', problem: '床头柜缺少拉手', part_name: '拉手', part_qty: 2 }, hoursAgo: 26 },
  { type: 'URGE', status: 'IN_PROGRESS', subType: '', payload: { urge_reason: 'NOT_APPOINTED', memo: '客户多次来电催促预约' }, hoursAgo: 6 },
  {
    type: 'CLAIM',
    status: 'COMPLETED',
    subType: 'SHORTAGE',
    payload: { claim_kind: 'SHORTAGE', description: '少发两个配件包，已补偿', claim_amount: '50.00' },
    fees: [fee('COMPENSATION', '赔偿款', 'OUTLAY', 'CONSIGNOR', '50.00', 'MONTHLY')],
    hoursAgo: 96,
  },
  {
    type: 'CLAIM',
    status: 'REJECTED',
    subType: 'DAMAGE',
    payload: { claim_kind: 'DAMAGE', description: '外包装压痕，商品完好', claim_amount: '80.00' },
    fees: [fee('COMPENSATION', '赔偿款', 'OUTLAY', 'CONSIGNOR', '80.00', 'PAY_NOW')],
    hoursAgo: 40,
    reason: '商品完好，仅外包装压痕，不予赔付',
  },
  { type: 'ESCALATION', status: 'SUBMITTED', subType: 'URGENT', payload: { level: 'URGENT', abnormal_type: '配送延误', description: '连续三天未能配送，客户投诉', impact: '客户威胁退货' }, hoursAgo: 2 },
  {
    type: 'CALL',
    status: 'IN_PROGRESS',
    subType: 'COMPLAINT',
    payload: { caller_phone: '13912345678', call_reason: 'COMPLAINT', call_summary: '客户来电投诉配送员未按约定时间上门', callback_needed: true, callback_time: '今天下午三点前' },
    hoursAgo: 4,
  },
  { type: 'BRANCH_REPORT', status: 'SUBMITTED', subType: 'DELAY', payload: { report_type: 'WEATHER', description: '暴雨导致网点今日无法出车，顺延一天配送', expected_date: '2026-12-01' }, hoursAgo: 5 },
];

export async function seedTickets(db: Db, c: DemoCompanies, u: DemoUsers): Promise<void> {
  const ids: Record<number, SchemaIds> = {};
  for (const companyId of Object.values(c)) ids[companyId] = await seedTicketSchemas(db, companyId);

  const withParties = await db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, c.servicer), isNotNull(orders.consignorResourceId), isNotNull(orders.deliveryResourceId)))
    .orderBy(asc(orders.id))
    .limit(DEMO.length);
  const names = new Map((await db.select({ id: resources.id, name: resources.name }).from(resources).where(eq(resources.companyId, c.servicer))).map((r) => [r.id, r.name]));
  const now = Date.now();
  for (const [i, d] of DEMO.entries()) {
    const order = withParties[i % Math.max(withParties.length, 1)];
    if (!order) break;
    const at = new Date(now - d.hoursAgo * 3_600_000);
    const [ticket] = await db
      .insert(tickets)
      .values({
        companyId: c.servicer,
        schemaId: ids[c.servicer][d.type],
        schemaVersion: 1,
        type: d.type,
        orderId: order.id,
        status: d.status,
        subType: d.subType,
        payload: d.payload,
        executiveUid: u.executor.id,
        financialUid: u.finance.id,
        requesterUid: u.servicer.id,
        requesterUname: '示例物流客服',
        rejectReason: d.reason ?? '',
        feesPostedAt: d.status === 'COMPLETED' ? at : null,
        version: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const rows = (d.fees ?? []).map((f, position) => {
      const targetId = f.target === 'CONSIGNOR' ? order.consignorResourceId! : order.deliveryResourceId!;
      return {
        companyId: c.servicer,
        ticketId: ticket.id,
        position,
        direction: f.direction,
        code: f.code,
        codeName: f.code_name,
        settleTargetType: f.settle_target_type,
        settleTargetId: String(targetId),
        settleTargetName: names.get(targetId) ?? '',
        amountCents: parseAmountCents(f.amount)!,
        settlementMethodCode: f.settlement_method_code,
        settlementMethodName: f.settlement_method_name,
      };
    });
    const feeRows = rows.length ? await db.insert(ticketFeeRows).values(rows).returning() : [];
    if (d.status === 'COMPLETED') {
      await db.insert(orderFees).values(
        feeRows.map((f) => ({
          companyId: c.servicer,
          orderId: order.id,
          direction: f.direction,
          code: f.code,
          codeName: f.codeName,
          amountCents: f.amountCents,
          settleTargetType: f.settleTargetType,
          settleTargetId: f.settleTargetId,
          settleTargetName: f.settleTargetName,
          settlementMethodCode: f.settlementMethodCode,
          settlementMethodName: f.settlementMethodName,
          sourceTicketId: ticket.id,
          sourceFeeRowId: f.id,
        })),
      );
    }
    await db.insert(ticketEvents).values({ companyId: c.servicer, ticketId: ticket.id, action: 'create', fromStatus: null, toStatus: 'SUBMITTED', actorUserId: u.servicer.id, actorName: '示例物流客服', actorRole: 'REQUESTER', createdAt: at });
    if (d.comment) {
      await db.insert(ticketComments).values({ companyId: c.servicer, ticketId: ticket.id, authorUserId: u.executor.id, authorName: '调度老陈', content: d.comment, createdAt: at });
    }
  }

  const [foreignOrder] = await db.select().from(orders).where(eq(orders.companyId, c.servicer2)).orderBy(asc(orders.id)).limit(1);
  await db.insert(tickets).values({
    companyId: c.servicer2,
    schemaId: ids[c.servicer2].CLAIM,
    schemaVersion: 1,
    type: 'CLAIM',
    orderId: foreignOrder?.id ?? null,
    status: 'SUBMITTED',
    subType: 'LOSS',
    payload: { claim_kind: 'LOSS', description: '整件丢失，请尽快处理', lost_value: 999, claim_amount: '999.00' },
    executiveUid: u.servicer2.id,
    requesterUid: u.servicer2.id,
    requesterUname: '远方快运客服',
  });
}
