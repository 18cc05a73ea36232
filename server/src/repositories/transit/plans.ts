/**
 * Stowage plans, the stowage plan report and the public departure plan (issue 18, src/domain/transit/README.md):
 * a proposal from the orders waiting at a site (src/domain/transit/plan.ts proposePlan), a confirmed plan creating
 * one planned load per trip in one transaction (createLoadsInTx, the same path as a load typed by hand, all trips at once), the report's
 * figures from the loads' own summaries, and the public plan answering a signed company token with no private data.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlanDetail, PlanOrderRow, PlanProposal, PlanSummary, proposePlanBody, PublicPlan, ReportLineRow, ReportLoadRow, TransitReport } from '../../../../src/domain/transit/api-plans';
import type { confirmPlanBody } from '../../../../src/domain/transit/api-plans';
import { LOAD_STATUSES, loadNo, vehicleType, type LoadStatus } from '../../../../src/domain/transit/loads';
import { proposePlan } from '../../../../src/domain/transit/plan';
import type { LoadFigures } from '../../../../src/domain/transit/reconcile';
import { parseSiteKey, siteKey, type Site, type SiteType } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { companies, lineLegs, orderFees, transitLoadOrders, transitLoads, transitPlans, transportLines } from '../../db/schema';
import { refused, type TransitActor } from './context';
import { createLoadsInTx } from './load-writes';
import { summarize } from './loads-read';
import { checkSite, ref, siteNames } from './sites';
import { waitingOrders } from './waiting';

type Reader = Pick<Db, 'select'>;
type ProposeBody = z.output<typeof proposePlanBody>;
type ConfirmBody = z.output<typeof confirmPlanBody>;

/** the most waiting orders one proposal considers (a site's whole day; the bench proposes 5 000) */
export const PLAN_MAX_ORDERS = 10_000;
/** the most loads a report covers (31 days of a busy network) */
export const REPORT_MAX_LOADS = 5_000;

const siteOf = (type: string, id: number): Site => ({ type: type as SiteType, id });

/** the orders' booked income (INCOME fee rows), in fen */
async function incomeOf(db: Reader, companyId: number, orderIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < orderIds.length; i += 5000) {
    const chunk = orderIds.slice(i, i + 5000);
    const rows = await db
      .select({ orderId: orderFees.orderId, cents: sql<number>`coalesce(sum(${orderFees.amountCents}), 0)::bigint` })
      .from(orderFees)
      .where(and(eq(orderFees.companyId, companyId), eq(orderFees.direction, 'INCOME'), inArray(orderFees.orderId, chunk)))
      .groupBy(orderFees.orderId);
    for (const r of rows) out.set(r.orderId, Number(r.cents));
  }
  return out;
}

/** a truck's cost from a station to another: the leg of the chosen line (else of any line of the company) between them */
async function legCosts(db: Reader, companyId: number, from: Site, lineId: number | undefined): Promise<Map<number, number>> {
  if (from.type !== 'station') return new Map();
  const rows = await db
    .select({ to: lineLegs.toStationId, price: lineLegs.priceCents, lineId: lineLegs.lineId })
    .from(lineLegs)
    .innerJoin(transportLines, eq(transportLines.id, lineLegs.lineId))
    .where(and(eq(lineLegs.companyId, companyId), eq(lineLegs.fromStationId, from.id), eq(transportLines.status, 1)))
    .orderBy(asc(lineLegs.id));
  const out = new Map<number, number>();
  for (const r of rows) if (r.lineId === lineId) out.set(r.to, r.price);
  for (const r of rows) if (!out.has(r.to)) out.set(r.to, r.price);
  return out;
}

export async function proposeFor(db: Reader, companyId: number, b: ProposeBody): Promise<PlanProposal> {
  const from = await checkSite(db, companyId, b.from_site, 'from_site');
  const vehicle = vehicleType(b.vehicle_type)!;
  const { list } = await waitingOrders(db, companyId, { site: from, page: 1, perPage: PLAN_MAX_ORDERS });
  const [income, costs] = await Promise.all([incomeOf(db, companyId, list.map((o) => o.order_id)), legCosts(db, companyId, from, b.line_id)]);
  const orders: PlanOrderRow[] = list.map((o) => ({
    order_id: o.order_id,
    order_no: o.order_no,
    cartons: o.cartons,
    weight_g: o.weight_g,
    volume_cm3: o.volume_cm3,
    income_cents: income.get(o.order_id) ?? 0,
    next_site: o.next_station_id ? siteKey({ type: 'station', id: o.next_station_id }) : null,
  }));
  const proposal = proposePlan(
    orders.map((o) => ({ id: o.order_id, next: o.next_site, weight_g: o.weight_g, volume_cm3: o.volume_cm3, cartons: o.cartons, income_cents: o.income_cents })),
    { weight_g: vehicle.weight_g, volume_cm3: vehicle.volume_cm3, pieces: 0 },
    (to) => costs.get(parseSiteKey(to)?.id ?? 0) ?? null,
  );
  const names = await siteNames(db, companyId, [from, ...proposal.trips.map((t) => parseSiteKey(t.to)!)]);
  const name = (s: Site) => names.get(siteKey(s)) ?? '';
  return {
    date: b.date,
    from_site: ref(from, name(from)),
    line_id: b.line_id ?? null,
    vehicle_type: b.vehicle_type,
    trips: proposal.trips.map((t) => {
      const to = parseSiteKey(t.to)!;
      return { ...t, to_site: ref(to, name(to)), vehicle_type: b.vehicle_type, order_ids: t.order_ids };
    }),
    too_big: proposal.too_big,
    no_route: proposal.no_route,
    waiting_orders: list.length,
    orders,
  };
}

async function nextPlanNo(tx: Pick<Db, 'select' | 'execute'>, companyId: number, now: Date): Promise<string> {
  // the load number's day and sequence format with the plan prefix JH (计划)
  const prefix = `JH${loadNo('line_haul', now, 0).slice(2, -4)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${prefix}))`);
  const [last] = await tx
    .select({ no: transitPlans.planNo })
    .from(transitPlans)
    .where(and(eq(transitPlans.companyId, companyId), like(transitPlans.planNo, `${prefix}%`)))
    .orderBy(desc(transitPlans.planNo))
    .limit(1);
  return `${prefix}${String(last ? Number(last.no.slice(prefix.length)) + 1 : 1).padStart(4, '0')}`;
}

/** One transaction: the plan row, then one planned load per trip through createLoadsInTx; any refusal leaves nothing. */
export async function confirmPlan(db: Db, actor: TransitActor, b: ConfirmBody): Promise<{ planId: number; loadIds: number[] }> {
  return db.transaction(async (tx) => {
    const from = await checkSite(tx, actor.companyId, b.from_site, 'from_site');
    if (b.line_id) {
      const [line] = await tx.select({ id: transportLines.id }).from(transportLines).where(and(eq(transportLines.companyId, actor.companyId), eq(transportLines.id, b.line_id)));
      if (!line) throw refused('tsLineInvalid', {}, 'line_id');
    }
    const [plan] = await tx
      .insert(transitPlans)
      .values({
        companyId: actor.companyId,
        planNo: await nextPlanNo(tx, actor.companyId, new Date()),
        date: b.date,
        fromSiteType: from.type,
        fromSiteId: from.id,
        lineId: b.line_id ?? null,
        vehicleType: b.vehicle_type,
        createdBy: actor.userId,
        createdByName: actor.name,
      })
      .returning();
    const departure = new Date(`${b.date}T${b.departure_time}:00+08:00`).toISOString();
    const loadIds = await createLoadsInTx(
      tx,
      actor,
      b.trips.map((trip) => ({
        type: 'line_haul' as const,
        from_site: b.from_site,
        to_site: trip.to_site,
        line_id: b.line_id,
        carrier_resource_id: trip.carrier_resource_id,
        vehicle_plate: '',
        vehicle_type: trip.vehicle_type,
        planned_departure_at: departure,
        fee_cents: trip.fee_cents,
        tracking_no: '',
        memo: plan.planNo,
        order_ids: trip.order_ids,
      })),
      { planId: plan.id },
    );
    return { planId: plan.id, loadIds };
  });
}

type PlanRow = typeof transitPlans.$inferSelect;

async function planSummaries(db: Reader, companyId: number, rows: PlanRow[]): Promise<PlanSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lineIds = [...new Set(rows.map((r) => r.lineId).filter((v): v is number => !!v))];
  const [counts, names, lines] = await Promise.all([
    db
      .select({ planId: transitLoads.planId, loads: countDistinct(transitLoads.id), orders: count(transitLoadOrders.id) })
      .from(transitLoads)
      .leftJoin(transitLoadOrders, and(eq(transitLoadOrders.loadId, transitLoads.id), eq(transitLoadOrders.planned, true)))
      .where(and(eq(transitLoads.companyId, companyId), inArray(transitLoads.planId, ids)))
      .groupBy(transitLoads.planId),
    siteNames(db, companyId, rows.map((r) => siteOf(r.fromSiteType, r.fromSiteId))),
    lineIds.length ? db.select({ id: transportLines.id, name: transportLines.name }).from(transportLines).where(and(eq(transportLines.companyId, companyId), inArray(transportLines.id, lineIds))) : [],
  ]);
  return rows.map((r) => {
    const from = siteOf(r.fromSiteType, r.fromSiteId);
    const c = counts.find((x) => x.planId === r.id);
    return {
      id: r.id,
      plan_no: r.planNo,
      date: r.date,
      from_site: ref(from, names.get(siteKey(from)) ?? ''),
      line_id: r.lineId,
      line_name: (r.lineId && lines.find((l) => l.id === r.lineId)?.name) || '',
      vehicle_type: r.vehicleType,
      status: r.status === 'cancelled' ? 'cancelled' : 'confirmed',
      loads: c?.loads ?? 0,
      orders: c?.orders ?? 0,
      created_by_name: r.createdByName,
      created_at: r.createdAt.toISOString(),
    };
  });
}

export async function listPlans(db: Reader, companyId: number, page: number, perPage: number) {
  const where = eq(transitPlans.companyId, companyId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(transitPlans).where(where),
    db
      .select()
      .from(transitPlans)
      .where(where)
      .orderBy(desc(transitPlans.createdAt), desc(transitPlans.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  return { list: await planSummaries(db, companyId, rows), total };
}

export async function planDetail(db: Reader, companyId: number, id: number): Promise<PlanDetail | null> {
  const [row] = await db.select().from(transitPlans).where(and(eq(transitPlans.companyId, companyId), eq(transitPlans.id, id)));
  if (!row) return null;
  const [summary] = await planSummaries(db, companyId, [row]);
  const loads = await db.select().from(transitLoads).where(and(eq(transitLoads.companyId, companyId), eq(transitLoads.planId, id))).orderBy(asc(transitLoads.id));
  return { ...summary, load_list: (await summarize(db, companyId, loads)).map((s) => s.summary) };
}

const zeroFigures = (): LoadFigures => ({ planned_orders: 0, planned_cartons: 0, loaded_cartons: 0, departed_cartons: 0, unloaded_cartons: 0, short: 0, over: 0, left_behind: 0 });

/** Planned vs loaded vs departed vs arrived for the loads planned to depart in [from, to) (cancelled loads left out). */
export async function transitReport(db: Reader, companyId: number, from: Date, to: Date, lineId: number | undefined): Promise<TransitReport> {
  const where = and(
    eq(transitLoads.companyId, companyId),
    gte(transitLoads.plannedDepartureAt, from),
    lt(transitLoads.plannedDepartureAt, to),
    inArray(transitLoads.status, LOAD_STATUSES.filter((s) => s !== 'cancelled')),
    lineId ? eq(transitLoads.lineId, lineId) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(transitLoads).where(where),
    db.select().from(transitLoads).where(where).orderBy(asc(transitLoads.plannedDepartureAt), asc(transitLoads.id)).limit(REPORT_MAX_LOADS),
  ]);
  const summaries: ReturnType<typeof toReportRow>[] = [];
  for (let i = 0; i < rows.length; i += 500) for (const s of await summarize(db, companyId, rows.slice(i, i + 500))) summaries.push(toReportRow(s.summary));
  const byLine = new Map<number, ReportLineRow>();
  for (const r of summaries) {
    const key = r.line_id ?? 0;
    const line = byLine.get(key) ?? { line_id: r.line_id, line_name: r.row.line_name, loads: 0, fee_cents: 0, ...zeroFigures() };
    line.loads += 1;
    line.fee_cents += r.row.fee_cents;
    for (const k of Object.keys(zeroFigures()) as (keyof LoadFigures)[]) line[k] += r.row[k];
    byLine.set(key, line);
  }
  return { loads: summaries.map((s) => s.row), lines: [...byLine.values()].sort((a, b) => a.line_name.localeCompare(b.line_name)), total };
}

function toReportRow(s: Awaited<ReturnType<typeof summarize>>[number]['summary']): { line_id: number | null; row: ReportLoadRow } {
  return {
    line_id: s.line_id,
    row: {
      load_id: s.id,
      load_no: s.load_no,
      type: s.type,
      status: s.status,
      line_name: s.line_name,
      from_name: s.from_site.name,
      to_name: s.to_site.name,
      planned_departure_at: s.planned_departure_at,
      departed_at: s.departed_at,
      arrived_at: s.arrived_at,
      fee_cents: s.fee_cents,
      ...s.figures,
    },
  };
}

// ---- the public departure plan ----

const tokenMac = (secret: Uint8Array, companyId: number) => createHmac('sha256', secret).update(`transit-plan:${companyId}`).digest('base64url').slice(0, 16);

/** `<company id>.<16 characters of an HMAC>`: a merchant's link that cannot be guessed for another company */
export const publicPlanToken = (secret: Uint8Array, companyId: number) => `${companyId}.${tokenMac(secret, companyId)}`;

export function companyOfToken(secret: Uint8Array, token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{16})$/.exec(token.trim());
  if (!m) return null;
  const id = Number(m[1]);
  const want = Buffer.from(tokenMac(secret, id));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got) ? id : null;
}

/** the statuses a departure plan shows: not yet left, or on the road */
const PUBLIC_STATUSES: LoadStatus[] = ['planned', 'loading', 'departed'];

export async function publicPlan(db: Reader, companyId: number, date: string, lineId: number | undefined): Promise<PublicPlan | null> {
  const [company] = await db.select({ name: companies.name, status: companies.status, type: companies.type }).from(companies).where(eq(companies.id, companyId));
  if (!company || company.status !== 1 || company.type !== 'servicer') return null;
  const from = new Date(`${date}T00:00:00+08:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await db
    .select({ fromType: transitLoads.fromSiteType, fromId: transitLoads.fromSiteId, toType: transitLoads.toSiteType, toId: transitLoads.toSiteId, lineId: transitLoads.lineId, at: transitLoads.plannedDepartureAt, vehicleType: transitLoads.vehicleType, status: transitLoads.status })
    .from(transitLoads)
    .where(
      and(
        eq(transitLoads.companyId, companyId),
        gte(transitLoads.plannedDepartureAt, from),
        lt(transitLoads.plannedDepartureAt, to),
        inArray(transitLoads.status, PUBLIC_STATUSES),
        inArray(transitLoads.type, ['line_haul', 'handover']),
        lineId ? eq(transitLoads.lineId, lineId) : undefined,
      ),
    )
    .orderBy(asc(transitLoads.plannedDepartureAt), asc(transitLoads.id))
    .limit(500);
  const lineIds = [...new Set(rows.map((r) => r.lineId).filter((v): v is number => !!v))];
  const [names, lines] = await Promise.all([
    siteNames(db, companyId, rows.flatMap((r) => [siteOf(r.fromType, r.fromId), siteOf(r.toType, r.toId)])),
    lineIds.length ? db.select({ id: transportLines.id, name: transportLines.name }).from(transportLines).where(and(eq(transportLines.companyId, companyId), inArray(transportLines.id, lineIds))) : [],
  ]);
  return {
    company_name: company.name,
    date,
    rows: rows.map((r) => ({
      line_name: (r.lineId && lines.find((l) => l.id === r.lineId)?.name) || '',
      from_name: names.get(siteKey(siteOf(r.fromType, r.fromId))) ?? '',
      to_name: names.get(siteKey(siteOf(r.toType, r.toId))) ?? '',
      planned_departure_at: r.at.toISOString(),
      vehicle_type: r.vehicleType,
      status: r.status as LoadStatus,
    })),
  };
}
