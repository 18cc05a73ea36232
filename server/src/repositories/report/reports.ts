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
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';

export interface ReportActor {
  companyId: number;
  lang: ServerLang;
}

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as Rows<T>).rows;

const DAY_MS = 86_400_000;
/** the debits read per receivable account at first (the newest); more only when they do not cover its balance */
const FIRST_DEBITS = 4;
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

/** 应收报表: per consignor the receivable account's balance, aged FIFO over its newest debits (aging.ts) */
export async function receivables(db: Db, actor: ReportActor, q: z.output<typeof receivablesQuery>, now = new Date()): Promise<ReceivablesReport> {
  const accounts = await run<{ id: number; party_id: number; name: string; balance: string | number }>(
    db,
    sql`select a.id, a.party_id, coalesce(r.name, '') as name, b.balance_cents as balance
        from finance_accounts a
        join account_balances b on b.account_id = a.id
        left join resources r on r.id = a.party_id
        where a.company_id = ${actor.companyId} and a.kind = 'CONSIGNOR_RECEIVABLE' and a.party_id is not null and b.balance_cents <> 0
          ${q.consignor_id ? sql`and a.party_id = ${q.consignor_id}` : sql``}
        order by coalesce(r.name, ''), a.id`,
  );
  const open = accounts.filter((a) => Number(a.balance) > 0);
  // each open account's newest debits through journal_lines (account_id, entry_id), FIRST_DEBITS at a time backwards:
  // usually the last bills cover the balance; an account they do not cover reads all its debits (ageBalance stops)
  type DebitRow = { account_id: number; cents: string | number; posted_at: string | Date };
  const debitsOf = (ids: number[], limit: number | null) =>
    run<DebitRow>(
      db,
      sql`select acc.id as account_id, d.cents, d.posted_at
          from unnest(ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::int[]) as acc(id)
          cross join lateral (
            select l.amount_cents as cents, e.posted_at, l.entry_id
            from journal_lines l join journal_entries e on e.id = l.entry_id
            where l.account_id = acc.id and l.amount_cents > 0 and e.phase in ('SINGLE', 'POST')
            order by l.entry_id desc ${limit ? sql`limit ${limit}` : sql``}
          ) d
          order by acc.id, d.entry_id desc`,
    );
  const byAccount = new Map<number, { postedAt: number; cents: number }[]>();
  const collect = (rows: DebitRow[]) => {
    for (const d of rows) {
      const list = byAccount.get(Number(d.account_id)) ?? [];
      list.push({ postedAt: new Date(d.posted_at).getTime(), cents: Number(d.cents) });
      byAccount.set(Number(d.account_id), list);
    }
  };
  if (open.length) collect(await debitsOf(open.map((a) => Number(a.id)), FIRST_DEBITS));
  const uncovered = open.filter((a) => (byAccount.get(Number(a.id)) ?? []).reduce((n, d) => n + d.cents, 0) < Number(a.balance)).map((a) => Number(a.id));
  if (uncovered.length) {
    for (const id of uncovered) byAccount.delete(id);
    collect(await debitsOf(uncovered, null));
  }
  const total = { open_cents: 0, d0_30: 0, d31_60: 0, d61_90: 0, d90_plus: 0 };
  const rows: ReceivableRow[] = accounts.map((a) => {
    const balance = Number(a.balance);
    const aging = ageBalance(balance, byAccount.get(Number(a.id)) ?? [], now.getTime());
    const row: ReceivableRow = {
      consignor_id: Number(a.party_id),
      consignor_name: a.name,
      open_cents: balance,
      d0_30: aging.d0_30,
      d31_60: aging.d31_60,
      d61_90: aging.d61_90,
      d90_plus: aging.d90_plus,
      oldest_open_at: aging.oldestOpenAt === null ? null : new Date(aging.oldestOpenAt).toISOString(),
    };
    for (const k of ['open_cents', 'd0_30', 'd31_60', 'd61_90', 'd90_plus'] as const) total[k] += row[k];
    return row;
  });
  return { as_of: chinaDayOf(now.getTime()), rows, total };
}

const emptyFigures = () => ({ orders: 0, fee_income_cents: 0, fee_outlay_cents: 0, est_income_cents: 0, est_outlay_cents: 0 });

/** 店铺费用报表: the fees of the orders created in the range, per store or consignor and per day, income / outlay */
export async function shopCost(db: Db, actor: ReportActor, q: z.output<typeof shopCostQuery>): Promise<ShopCostReport> {
  const { from, to, days } = chinaRange(q.date_from, q.date_to);
  const keyColumn = q.by === 'store' ? sql.raw('o.store_resource_id') : sql.raw('o.consignor_resource_id');
  const rows = await run<{ key: number | null; label: string | null; day: string; orders: number; fi: string | number; fo: string | number; ei: string | number; eo: string | number }>(
    db,
    sql`with o as (
          select id, store_resource_id, consignor_resource_id, ${chinaDaySql(sql.raw('created_at'))} as day
          from orders
          where company_id = ${actor.companyId} and created_at >= ${from} and created_at < ${to} and deleted_at is null
            ${q.consignor_id ? sql`and consignor_resource_id = ${q.consignor_id}` : sql``}
        ),
        f as (
          select order_id, sum(amount_cents) filter (where direction = 'INCOME') as fi, sum(amount_cents) filter (where direction = 'OUTLAY') as fo
          from order_fees where company_id = ${actor.companyId} and order_id in (select id from o) group by order_id
        ),
        e as (
          select order_id, sum(amount_cents) filter (where direction = 'INCOME') as ei, sum(amount_cents) filter (where direction = 'OUTLAY') as eo
          from order_estimated_fees where company_id = ${actor.companyId} and order_id in (select id from o) group by order_id
        )
        select ${keyColumn} as key, r.name as label, o.day, count(*)::int as orders,
               coalesce(sum(f.fi), 0) as fi, coalesce(sum(f.fo), 0) as fo, coalesce(sum(e.ei), 0) as ei, coalesce(sum(e.eo), 0) as eo
        from o left join f on f.order_id = o.id left join e on e.order_id = o.id left join resources r on r.id = ${keyColumn}
        group by ${keyColumn}, r.name, o.day`,
  );
  const byKey = new Map<string, ShopCostReport['rows'][number]>();
  const byDay = new Map(days.map((day) => [day, { day, ...emptyFigures() }]));
  const total = emptyFigures();
  for (const r of rows) {
    const key = r.key == null ? '0' : String(r.key);
    const row = byKey.get(key) ?? { key, label: r.label ?? '', ...emptyFigures() };
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
        where company_id = ${actor.companyId} and created_at >= ${from} and created_at < ${to} and deleted_at is null
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
