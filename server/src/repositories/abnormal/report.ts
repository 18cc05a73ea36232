/**
 * The abnormal report (issue 19, /saas/report/abnormal/index; README 'Report'): records registered in a range (China
 * days, at most REPORT_MAX_DAYS), counted with their open ones and fee amounts (every row, and what finance posted to
 * the order) by type, responsible party, stage, period (day, week from Monday, month) and handler group, plus the total.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AbnormalReport, REPORT_MAX_DAYS, type ReportBucket, type reportQuery } from '../../../../src/domain/abnormal/api-report';
import { ABNORMAL_STAGE_LABELS, REPORT_NONE_LABELS, RESPONSIBLE_PARTY_LABELS } from '../../../../src/domain/abnormal/messages';
import { OPEN_ABNORMAL_STATUSES, type AbnormalStage, type AbnormalStatus, type ResponsibleParty } from '../../../../src/domain/abnormal/records';
import type { Db } from '../../db/client';
import { abnormalFees, abnormalRecords, businessGroups, tickets } from '../../db/schema';
import type { AbnormalActor } from './context';
import { refused } from './context';

const chinaDay = (d: string) => new Date(`${d}T00:00:00+08:00`);

export async function abnormalReport(db: Db, actor: AbnormalActor, q: z.output<typeof reportQuery>): Promise<AbnormalReport> {
  const from = chinaDay(q.date_from);
  const to = new Date(chinaDay(q.date_to).getTime() + 86_400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw refused('invalidFormat', {}, 'date_from');
  if (from >= to) throw refused('abReportOrder', {}, 'date_from');
  if ((to.getTime() - from.getTime()) / 86_400_000 > REPORT_MAX_DAYS) throw refused('abReportRange', { days: REPORT_MAX_DAYS }, 'date_to');
  const unit = q.period;
  const rows = await db
    .select({
      id: abnormalRecords.id,
      status: abnormalRecords.status,
      typeCode: abnormalRecords.typeCode,
      typeName: abnormalRecords.typeName,
      party: abnormalRecords.responsibleParty,
      stage: abnormalRecords.stage,
      group: abnormalRecords.handlerGroupId,
      period: sql<string>`to_char(date_trunc(${unit}, ${abnormalRecords.registeredAt} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`,
    })
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.companyId, actor.companyId), gte(abnormalRecords.registeredAt, from), lt(abnormalRecords.registeredAt, to)));
  const ids = rows.map((r) => r.id);
  const fees = ids.length
    ? await db
        .select({
          recordId: abnormalFees.recordId,
          direction: abnormalFees.direction,
          posted: isNotNull(tickets.feesPostedAt),
          total: sql<number>`sum(${abnormalFees.amountCents})::int`,
        })
        .from(abnormalFees)
        .leftJoin(tickets, eq(tickets.id, abnormalFees.ticketId))
        .where(inArray(abnormalFees.recordId, ids))
        .groupBy(abnormalFees.recordId, abnormalFees.direction, isNotNull(tickets.feesPostedAt))
    : [];
  const groupIds = [...new Set(rows.map((r) => r.group).filter((x): x is number => x != null))];
  const groups = groupIds.length ? await db.select({ id: businessGroups.id, name: businessGroups.name }).from(businessGroups).where(inArray(businessGroups.id, groupIds)) : [];
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const amounts = new Map<number, { outlay: number; income: number; postedOutlay: number; postedIncome: number }>();
  for (const f of fees) {
    const a = amounts.get(f.recordId) ?? { outlay: 0, income: 0, postedOutlay: 0, postedIncome: 0 };
    const n = Number(f.total);
    if (f.direction === 'OUTLAY') {
      a.outlay += n;
      if (f.posted) a.postedOutlay += n;
    } else {
      a.income += n;
      if (f.posted) a.postedIncome += n;
    }
    amounts.set(f.recordId, a);
  }
  const lang = actor.lang;
  const empty = (key: string, label: string): ReportBucket => ({ key, label, count: 0, open: 0, fee_outlay_cents: 0, fee_income_cents: 0, posted_outlay_cents: 0, posted_income_cents: 0 });
  const total = empty('total', '');
  const by = { type: new Map<string, ReportBucket>(), party: new Map<string, ReportBucket>(), stage: new Map<string, ReportBucket>(), period: new Map<string, ReportBucket>(), handler: new Map<string, ReportBucket>() };
  const add = (map: Map<string, ReportBucket> | null, key: string, label: string, r: (typeof rows)[number]) => {
    const bucket = map ? (map.get(key) ?? empty(key, label)) : total;
    if (map) map.set(key, bucket);
    const a = amounts.get(r.id);
    bucket.count += 1;
    if (OPEN_ABNORMAL_STATUSES.includes(r.status as AbnormalStatus)) bucket.open += 1;
    bucket.fee_outlay_cents += a?.outlay ?? 0;
    bucket.fee_income_cents += a?.income ?? 0;
    bucket.posted_outlay_cents += a?.postedOutlay ?? 0;
    bucket.posted_income_cents += a?.postedIncome ?? 0;
  };
  for (const r of rows) {
    add(null, 'total', '', r);
    add(by.type, r.typeCode, r.typeName, r);
    add(by.party, r.party ?? 'none', r.party ? RESPONSIBLE_PARTY_LABELS[r.party as ResponsibleParty][lang] : REPORT_NONE_LABELS.responsible[lang], r);
    add(by.stage, r.stage, ABNORMAL_STAGE_LABELS[r.stage as AbnormalStage]?.[lang] ?? r.stage, r);
    add(by.period, r.period, r.period, r);
    add(by.handler, r.group == null ? 'none' : String(r.group), r.group == null ? REPORT_NONE_LABELS.handler[lang] : (groupName.get(r.group) ?? String(r.group)), r);
  }
  const byCount = (m: Map<string, ReportBucket>) => [...m.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  return {
    date_from: q.date_from,
    date_to: q.date_to,
    period: q.period,
    total,
    by_type: byCount(by.type),
    by_responsible: byCount(by.party),
    by_stage: byCount(by.stage),
    by_period: [...by.period.values()].sort((a, b) => a.key.localeCompare(b.key)),
    by_handler: byCount(by.handler),
  };
}
