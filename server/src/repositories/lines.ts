/** Transport lines (start station → end station) with their ordered legs (carrier, hours, price in cents). */
import { and, asc, count, desc, eq, ilike, inArray, max, sum, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { lineLegs, resources, stations, transportLines } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type LineRow = typeof transportLines.$inferSelect & { startStationName: string; endStationName: string; legCount: number; totalHours: number; totalPriceCents: number };
export type LegRow = typeof lineLegs.$inferSelect & { fromStationName: string; toStationName: string; carrierName: string };
export type LineValues = Pick<typeof transportLines.$inferInsert, 'name' | 'startStationId' | 'endStationId' | 'status' | 'memo'>;
export type LegValues = Pick<typeof lineLegs.$inferInsert, 'fromStationId' | 'toStationId' | 'carrierResourceId' | 'hours' | 'priceCents' | 'memo'>;
export const LINE_NAME_UNIQUE = 'transport_lines_company_name_uq';

const startStation = alias(stations, 'start_station');
const endStation = alias(stations, 'end_station');
const fromStation = alias(stations, 'from_station');
const toStation = alias(stations, 'to_station');

export class LinesRepository {
  constructor(private readonly db: Db) {}

  private async withTotals(rows: { line: typeof transportLines.$inferSelect; startStationName: string; endStationName: string }[]): Promise<LineRow[]> {
    const ids = rows.map((r) => r.line.id);
    const totals = ids.length
      ? await this.db
          .select({ lineId: lineLegs.lineId, legs: count(), hours: sqlSum(lineLegs.hours), price: sqlSum(lineLegs.priceCents) })
          .from(lineLegs)
          .where(inArray(lineLegs.lineId, ids))
          .groupBy(lineLegs.lineId)
      : [];
    const byLine = new Map(totals.map((t) => [t.lineId, t]));
    return rows.map((r) => {
      const t = byLine.get(r.line.id);
      return { ...r.line, startStationName: r.startStationName, endStationName: r.endStationName, legCount: Number(t?.legs ?? 0), totalHours: Number(t?.hours ?? 0), totalPriceCents: Number(t?.price ?? 0) };
    });
  }

  private select() {
    return this.db
      .select({ line: transportLines, startStationName: startStation.name, endStationName: endStation.name })
      .from(transportLines)
      .innerJoin(startStation, eq(startStation.id, transportLines.startStationId))
      .innerJoin(endStation, eq(endStation.id, transportLines.endStationId));
  }

  async list(companyId: number, f: { name?: string; stationId?: number; status?: number; page: number; perPage: number }) {
    const where: SQL = and(
      eq(transportLines.companyId, companyId),
      f.name ? ilike(transportLines.name, likeContains(f.name)) : undefined,
      f.stationId ? eq(transportLines.startStationId, f.stationId) : undefined,
      f.status !== undefined ? eq(transportLines.status, f.status) : undefined,
    )!;
    const [rows, [{ total }]] = await Promise.all([
      this.select().where(where).orderBy(desc(transportLines.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(transportLines).where(where),
    ]);
    return { list: await this.withTotals(rows), total: Number(total) };
  }

  async find(companyId: number, id: number): Promise<LineRow | undefined> {
    const rows = await this.select().where(and(eq(transportLines.companyId, companyId), eq(transportLines.id, id))).limit(1);
    return (await this.withTotals(rows))[0];
  }

  async legs(companyId: number, lineId: number): Promise<LegRow[]> {
    const rows = await this.db
      .select({ leg: lineLegs, fromStationName: fromStation.name, toStationName: toStation.name, carrierName: resources.name })
      .from(lineLegs)
      .innerJoin(fromStation, eq(fromStation.id, lineLegs.fromStationId))
      .innerJoin(toStation, eq(toStation.id, lineLegs.toStationId))
      .innerJoin(resources, eq(resources.id, lineLegs.carrierResourceId))
      .where(and(eq(lineLegs.companyId, companyId), eq(lineLegs.lineId, lineId)))
      .orderBy(asc(lineLegs.seq), asc(lineLegs.id));
    return rows.map((r) => ({ ...r.leg, fromStationName: r.fromStationName, toStationName: r.toStationName, carrierName: r.carrierName }));
  }

  /** Creates the line and its legs in one transaction; 'duplicate' when the name is taken. */
  async create(companyId: number, v: LineValues, legs: LegValues[] = []): Promise<number | 'duplicate'> {
    try {
      return await this.db.transaction(async (tx) => {
        const [line] = await tx.insert(transportLines).values({ ...v, companyId }).returning({ id: transportLines.id });
        if (legs.length) await tx.insert(lineLegs).values(legs.map((leg, i) => ({ ...leg, companyId, lineId: line.id, seq: i + 1 })));
        return line.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, LINE_NAME_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async update(companyId: number, id: number, v: Partial<LineValues>): Promise<boolean | 'duplicate'> {
    try {
      const rows = await this.db
        .update(transportLines)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(transportLines.companyId, companyId), eq(transportLines.id, id)))
        .returning({ id: transportLines.id });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error, LINE_NAME_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async remove(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(transportLines)
      .where(and(eq(transportLines.companyId, companyId), eq(transportLines.id, id)))
      .returning({ id: transportLines.id });
    return rows.length > 0;
  }

  /** Appends a leg at the end of the line. */
  async addLeg(companyId: number, lineId: number, v: LegValues): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [{ last }] = await tx.select({ last: max(lineLegs.seq) }).from(lineLegs).where(eq(lineLegs.lineId, lineId));
      const [row] = await tx
        .insert(lineLegs)
        .values({ ...v, companyId, lineId, seq: Number(last ?? 0) + 1 })
        .returning({ id: lineLegs.id });
      return row.id;
    });
  }

  async updateLeg(companyId: number, lineId: number, legId: number, v: LegValues): Promise<boolean> {
    const rows = await this.db
      .update(lineLegs)
      .set(v)
      .where(and(eq(lineLegs.companyId, companyId), eq(lineLegs.lineId, lineId), eq(lineLegs.id, legId)))
      .returning({ id: lineLegs.id });
    return rows.length > 0;
  }

  async removeLeg(companyId: number, lineId: number, legId: number): Promise<boolean> {
    const rows = await this.db
      .delete(lineLegs)
      .where(and(eq(lineLegs.companyId, companyId), eq(lineLegs.lineId, lineId), eq(lineLegs.id, legId)))
      .returning({ id: lineLegs.id });
    return rows.length > 0;
  }

  /** Which of these station ids belong to the company. */
  async ownStations(companyId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.select({ id: stations.id }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, [...new Set(ids)])));
    return new Set(rows.map((r) => r.id));
  }

  /** Which of these resource ids are carriers (transporters) of the company. */
  async ownCarriers(companyId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'transporter'), inArray(resources.id, [...new Set(ids)])));
    return new Set(rows.map((r) => r.id));
  }
}

function sqlSum(column: typeof lineLegs.hours | typeof lineLegs.priceCents) {
  return sum(column);
}

declare module 'fastify' {
  interface FastifyInstance {
    lines: LinesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('lines', new LinesRepository(app.db));
  },
  { name: 'lines-repository', dependencies: ['db'] },
);
