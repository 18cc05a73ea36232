/**
 * The report center's reads (issue 21 'Reports', src/domain/report/README.md). Every query is scoped to the caller's
 * company and reads through an index: receivables from the balance projection plus the open debits of each
 * receivable account (journal_lines (account_id, entry_id)); the dated reports from at most REPORT_RANGE_MAX_DAYS China
 * days of orders (orders (company, created_at[, status])) or feedback events (order_events (company, occurred_at)
 * where action = 'feedback'), with the fee rows of those orders by their order_id indexes.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REPORT_RANGE_MAX_DAYS,
  type FeedbackReport,
  type OrderDailyReport,
  type ReceivableRow,
  type ReceivablesReport,
  type ShopCostReport,
  type feedbackQuery,
  type orderDailyQuery,
  type receivablesQuery,
  type shopCostQuery,
} from '../../../../src/domain/report/api';
import { ageBalance } from '../../../../src/domain/report/aging';
import { FEEDBACK_RESULTS } from '../../../../src/domain/order-lifecycle';
import { ORDER_STATUSES } from '../../../../src/domain/order-status';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { financeAccounts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { restricts, scopeWhere } from '../admin/data-roles-scope';

export interface ReportActor {
  companyId: number;
  lang: ServerLang;
  /** the signed-in user's data scope: receivables list only the consignors it covers, the dated reports its orders */
  scope?: DataScope;
}

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const DAY_MS = 86_400_000;
const chinaMidnight = (d: string) => new Date(`${d}T00:00:00+08:00`);
const chinaDayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** the [from, to) instants of a range of China days, refused (400) when reversed, too long or not a date */
export function chinaRange(dateFrom: string, dateTo: string): { from: Date; to: Date; days: string[] } {
  const from = chinaMidnight(dateFrom);
  const last = chinaMidnight(dateTo);
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime()) || chinaDayOf(from.getTime()) !== dateFrom || chinaDayOf(last.getTime()) !== dateTo) {
    throw new HttpError(400, 'invalidFormat', {}, { field: Number.isNaN(from.getTime()) || chinaDayOf(from.getTime()) !== dateFrom ? 'date_from' : 'date_to' });
  }
  if (from > last) throw new HttpError(400, 'abReportOrder', {}, { field: 'date_from' });
  const count = Math.round((last.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > REPORT_RANGE_MAX_DAYS) throw new HttpError(400, 'abReportRange', { days: REPORT_RANGE_MAX_DAYS }, { field: 'date_to' });
  const days = Array.from({ length: count }, (_, i) => chinaDayOf(from.getTime() + i * DAY_MS));
  return { from, to: new Date(last.getTime() + DAY_MS), days };
}

const chinaDaySql = (column: ReturnType<typeof sql.raw>) => sql`((${column} at time zone 'Asia/Shanghai')::date)::text`;

/** `and` the orders the caller's data role covers (a query over `orders`, unaliased); nothing for every row */
const ordersInScope = (actor: ReportActor) => (actor.scope && restricts(actor.scope) ? sql`and ${scopeWhere('orders', actor.scope)}` : sql``);

/**
 * 应收报表: per consignor the receivable account's balance, aged FIFO (aging.ts). One set-based statement: the open
 * accounts' debit lines newest first through journal_lines (account_id, entry_id), a running sum per account, and only
 * the lines still carrying part of the balance come back (usually the last bill or two); ageBalance buckets them.
 */
export async function receivables(db: Db, actor: ReportActor, q: z.output<typeof receivablesQuery>, now = new Date()): Promise<ReceivablesReport> {
  const rows = await run<{ id: number; party_id: number; name: string; balance: string | number; cents: string | number | null; posted_at: string | Date | null }>(
    db,
    sql`with acc as (
          select a.id, a.party_id, coalesce(r.name, '') as name, b.balance_cents as balance
          from finance_accounts a
          join account_balances b on b.account_id = a.id
          left join resources r on r.id = a.party_id
          where a.company_id = ${actor.companyId} and a.kind = 'CONSIGNOR_RECEIVABLE' and a.party_id is not null and b.balance_cents <> 0
            ${q.consignor_id ? sql`and a.party_id = ${q.consignor_id}` : sql``}
            ${actor.scope && restricts(actor.scope) ? sql`and a.id in (select ${financeAccounts.id} from ${financeAccounts} where ${scopeWhere('financeAccounts', actor.scope)})` : sql``}
        ),
        d as (
          select l.account_id, l.amount_cents as cents, e.posted_at, l.entry_id,
                 sum(l.amount_cents) over (partition by l.account_id order by l.entry_id desc, l.line_no desc rows unbounded preceding) as cum
          from journal_lines l join journal_entries e on e.id = l.entry_id
          where l.account_id in (select id from acc where balance > 0) and l.amount_cents > 0 and e.phase in ('SINGLE', 'POST')
        )
        select acc.id, acc.party_id, acc.name, acc.balance, d.cents, d.posted_at
        from acc left join d on d.account_id = acc.id and d.cum - d.cents < acc.balance
        order by acc.name, acc.id, d.cum`,
  );
  const accounts = new Map<number, { party_id: number; name: string; balance: number; debits: { postedAt: number; cents: number }[] }>();
  for (const r of rows) {
    const id = Number(r.id);
    const a = accounts.get(id) ?? { party_id: Number(r.party_id), name: r.name, balance: Number(r.balance), debits: [] };
    accounts.set(id, a);
    if (r.cents != null && r.posted_at != null) a.debits.push({ postedAt: new Date(r.posted_at).getTime(), cents: Number(r.cents) });
  }
  const total = { open_cents: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
  const list: ReceivableRow[] = [...accounts.values()].map((a) => {
    const aging = ageBalance(a.balance, a.debits, now.getTime());
    const row: ReceivableRow = {
      consignor_id: a.party_id,
      consignor_name: a.name,
      open_cents: a.balance,
      d0_30: aging.d0_30,
      d31_60: aging.d31_60,
      d61_90: aging.d61_90,
      d90_plus: aging.d90_plus,
      oldest_open_at: aging.oldestOpenAt === null ? null : new Date(aging.oldestOpenAt).toISOString(),
    };
    for (const k of ['open_cents', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const) total[k] += row[k];
    return row;
  });
  return { as_of: chinaDayOf(now.getTime()), rows: list, total };
}

const emptyFigures = () => ({ orders: 0, fee_income_cents: 0, fee_outlay_cents: 0, est_income_cents: 0, est_outlay_cents: 0 });

/**
 * 店铺费用报表: the orders created in the range and their fees, per store or consignor and per day, income / outlay.
 * Read from the daily projections (written by triggers with every order and fee row, migrations 0045 and 0056): the
 * per-dimension roll-up report_shop_daily — one row per day, store (or consignor), source and direction, the order
 * counts beside the fees — or, for one consignor's stores, report_fee_daily (store × consignor). Under a data role the
 * projections (keyed by store and consignor only) cannot tell the orders apart: the range's orders in scope and their
 * fee rows are read instead.
 */
export async function shopCost(db: Db, actor: ReportActor, q: z.output<typeof shopCostQuery>): Promise<ShopCostReport> {
  const { from, to, days } = chinaRange(q.date_from, q.date_to);
  const byStore = q.by === 'store';
  const orderKey = sql.raw(byStore ? 'store_resource_id' : 'consignor_resource_id');
  type Row = { key: number | null; day: string; orders: number; fi: string | number; fo: string | number; ei: string | number; eo: string | number };
  const sums = (source: ReturnType<typeof sql.raw>, amount: ReturnType<typeof sql.raw>) => sql`
                 coalesce(sum(${amount}) filter (where ${source} = 'fee' and direction = 'INCOME'), 0) as fi,
                 coalesce(sum(${amount}) filter (where ${source} = 'fee' and direction = 'OUTLAY'), 0) as fo,
                 coalesce(sum(${amount}) filter (where ${source} = 'est' and direction = 'INCOME'), 0) as ei,
                 coalesce(sum(${amount}) filter (where ${source} = 'est' and direction = 'OUTLAY'), 0) as eo`;
  const inDays = sql`day >= ${days[0]}::date and day <= ${days[days.length - 1]}::date`;
  let rows: Row[];
  if (actor.scope && restricts(actor.scope)) {
    const rangeOrders = sql`from orders
          where company_id = ${actor.companyId} and created_at >= ${from} and created_at < ${to} and deleted_at is null
            ${q.consignor_id ? sql`and consignor_resource_id = ${q.consignor_id}` : sql``} ${ordersInScope(actor)}`;
    const [orderRows, feeRows] = await Promise.all([
      run<Row>(db, sql`select ${orderKey} as key, ${chinaDaySql(sql.raw('created_at'))} as day, count(*)::int as orders, 0 as fi, 0 as fo, 0 as ei, 0 as eo ${rangeOrders} group by 1, 2`),
      run<Row>(
        db,
        sql`with o as (select id, ${orderKey} as key, ${chinaDaySql(sql.raw('created_at'))} as day ${rangeOrders})
            select o.key, o.day, 0 as orders, ${sums(sql.raw('f.source'), sql.raw('f.amount_cents'))}
            from (select 'fee' as source, order_id, direction, amount_cents from order_fees where order_id in (select id from o)
                  union all select 'est', order_id, direction, amount_cents from order_estimated_fees where order_id in (select id from o)) f
            join o on o.id = f.order_id
            group by 1, 2`,
      ),
    ]);
    rows = [...orderRows, ...feeRows];
  } else if (byStore && q.consignor_id) {
    rows = await run<Row>(
      db,
      sql`select nullif(store_id, 0) as key, day::text as day, coalesce(sum(fee_count) filter (where source = 'ord'), 0)::int as orders, ${sums(sql.raw('source'), sql.raw('sum_cents'))}
          from report_fee_daily
          where company_id = ${actor.companyId} and ${inDays} and consignor_id = ${q.consignor_id}
          group by 1, 2`,
    );
  } else {
    rows = await run<Row>(
      db,
      sql`select nullif(key_id, 0) as key, day::text as day, coalesce(sum(n) filter (where source = 'ord'), 0)::int as orders, ${sums(sql.raw('source'), sql.raw('sum_cents'))}
          from report_shop_daily
          where company_id = ${actor.companyId} and dim = ${byStore ? 'store' : 'consignor'} and ${inDays}
            ${q.consignor_id ? sql`and key_id = ${q.consignor_id}` : sql``}
          group by 1, 2`,
    );
  }
  const keys = [...new Set(rows.map((r) => r.key).filter((k): k is number => k != null).map(Number))];
  const labels = new Map(
    keys.length
      ? (
          await run<{ id: number; name: string }>(
            db,
            sql`select id, name from resources where company_id = ${actor.companyId} and id = any(${`{${keys.join(',')}}`}::int[])`,
          )
        ).map((r) => [String(r.id), r.name])
      : [],
  );
  const byKey = new Map<string, ShopCostReport['rows'][number]>();
  const byDay = new Map(days.map((day) => [day, { day, ...emptyFigures() }]));
  const total = emptyFigures();
  for (const r of rows) {
    const key = r.key == null ? '0' : String(r.key);
    const row = byKey.get(key) ?? { key, label: labels.get(key) ?? '', ...emptyFigures() };
    byKey.set(key, row);
    const day = byDay.get(r.day);
    for (const target of [row, day, total]) {
      if (!target) continue;
      target.orders += Number(r.orders);
      target.fee_income_cents += Number(r.fi);
      target.fee_outlay_cents += Number(r.fo);
      target.est_income_cents += Number(r.ei);
      target.est_outlay_cents += Number(r.eo);
    }
  }
  const list = [...byKey.values()].sort((a, b) => b.fee_income_cents + b.est_income_cents - (a.fee_income_cents + a.est_income_cents) || b.orders - a.orders || a.key.localeCompare(b.key));
  return { date_from: q.date_from, date_to: q.date_to, by: q.by, rows: list, days: [...byDay.values()], total };
}

/** 回访报表: the visit results recorded (the orders' feedback step) per China day and result */
export async function feedback(db: Db, actor: ReportActor, q: z.output<typeof feedbackQuery>): Promise<FeedbackReport> {
  const { from, to, days } = chinaRange(q.date_from, q.date_to);
  const rows = await run<{ day: string; result: string; n: number }>(
    db,
    sql`select ${chinaDaySql(sql.raw('occurred_at'))} as day, data->>'result' as result, count(*)::int as n
        from order_events
        where company_id = ${actor.companyId} and action = 'feedback' and occurred_at >= ${from} and occurred_at < ${to}
          ${q.result ? sql`and data->>'result' = ${q.result}` : sql``}
          ${actor.scope && restricts(actor.scope) ? sql`and order_id in (select id from orders where company_id = ${actor.companyId} ${ordersInScope(actor)})` : sql``}
        group by 1, 2`,
  );
  const empty = () => ({ SATISFIED: 0, NEUTRAL: 0, UNSATISFIED: 0, total: 0 });
  const byDay = new Map(days.map((day) => [day, { day, ...empty() }]));
  const total = empty();
  for (const r of rows) {
    const day = byDay.get(r.day);
    const result = (FEEDBACK_RESULTS as readonly string[]).includes(r.result) ? (r.result as (typeof FEEDBACK_RESULTS)[number]) : null;
    for (const target of [day, total]) {
      if (!target) continue;
      if (result) target[result] += Number(r.n);
      target.total += Number(r.n);
    }
  }
  return { date_from: q.date_from, date_to: q.date_to, days: [...byDay.values()], total };
}

/** 订单日报: the orders created on each China day of the range, by their status now */
export async function orderDaily(db: Db, actor: ReportActor, q: z.output<typeof orderDailyQuery>): Promise<OrderDailyReport> {
  const { from, to, days } = chinaRange(q.date_from, q.date_to);
  const rows = await run<{ day: string; status: string; n: number }>(
    db,
    sql`select ${chinaDaySql(sql.raw('created_at'))} as day, status, count(*)::int as n
        from orders
        where company_id = ${actor.companyId} and created_at >= ${from} and created_at < ${to} and deleted_at is null ${ordersInScope(actor)}
        group by 1, 2`,
  );
  const byDay = new Map(days.map((day) => [day, { day, total: 0, counts: {} as Record<string, number> }]));
  const total = { total: 0, counts: {} as Record<string, number> };
  for (const r of rows) {
    for (const target of [byDay.get(r.day), total]) {
      if (!target) continue;
      target.counts[r.status] = (target.counts[r.status] ?? 0) + Number(r.n);
      target.total += Number(r.n);
    }
  }
  const statuses = [...(ORDER_STATUSES as readonly string[]).filter((s) => s in total.counts), ...Object.keys(total.counts).filter((s) => !(ORDER_STATUSES as readonly string[]).includes(s))];
  return { date_from: q.date_from, date_to: q.date_to, statuses, days: [...byDay.values()], total };
}
