/** Time limits of a company: the global row, area overrides and ticket limits; forCompany() feeds limitationStatus. */
import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  areaLevelOf,
  DEFAULT_WARNING_PERCENT,
  type AreaLevel,
  type StageHours,
  type TimeLimitSet,
} from '../../../src/domain/time-limits';
import { tableCacheOf, type Db } from '../db/client';
import { areas, ticketTimeLimits, timeLimits } from '../db/schema';
import { isUniqueViolation } from './resources';

export type TimeLimitRow = typeof timeLimits.$inferSelect;
export type TicketTimeLimitRow = typeof ticketTimeLimits.$inferSelect;

/** Names of area codes (unknown codes are absent). */
export async function areaNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ code: areas.code, name: areas.name }).from(areas).where(inArray(areas.code, wanted));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** The full name of an area code: 上海市 / 市辖区 / 黄浦区; null when the code is not in the tree. */
export async function areaPath(db: Db, code: string): Promise<string | null> {
  const level = areaLevelOf(code);
  if (!level) return null;
  const chain = [`${code.slice(0, 2)}0000`];
  if (level !== 'province') chain.push(`${code.slice(0, 4)}00`);
  if (level === 'district') chain.push(code);
  const names = await areaNames(db, chain);
  if (!names.has(code)) return null;
  return chain.map((c) => names.get(c) ?? '').filter(Boolean).join('/');
}

export interface AreaLimitValues {
  areaCode: string;
  areaLevel: AreaLevel;
  areaName: string;
  stageHours: StageHours;
  warningPercent: number | null;
  memo: string;
}

export interface TicketLimitValues {
  ticketType: string;
  ticketTypeName: string;
  hours: number;
  warningPercent: number | null;
  memo: string;
}

export const AREA_LIMIT_UNIQUE = 'time_limits_company_area_uq';
export const TICKET_LIMIT_UNIQUE = 'ticket_time_limits_company_type_uq';

export class TimeLimitsRepository {
  constructor(private readonly db: Db) {}

  /** Everything a company configured, in the shape limitationStatus() takes (cached until the rows change). */
  forCompany(companyId: number): Promise<TimeLimitSet> {
    return tableCacheOf(this.db).get(`time-limits:${companyId}`, ['time_limits', 'ticket_time_limits'], () => this.readForCompany(companyId));
  }

  private async readForCompany(companyId: number): Promise<TimeLimitSet> {
    // one query, not one per table: every order list and detail asks for this
    const result = (await this.db.execute(sql`
      select
        (select coalesce(json_agg(json_build_object('areaCode', area_code, 'areaLevel', area_level, 'stageHours', stage_hours, 'warningPercent', warning_percent)), '[]')
           from ${timeLimits} where company_id = ${companyId}) as rows,
        (select coalesce(json_agg(json_build_object('ticketType', ticket_type, 'hours', hours, 'warningPercent', warning_percent)), '[]')
           from ${ticketTimeLimits} where company_id = ${companyId}) as tickets`)) as unknown as { rows: { rows: unknown; tickets: unknown }[] };
    const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
    const rows = json<Pick<TimeLimitRow, 'areaCode' | 'areaLevel' | 'stageHours' | 'warningPercent'>[]>(result.rows[0].rows);
    const tickets = json<{ ticketType: string; hours: number; warningPercent: number | null }[]>(result.rows[0].tickets);
    const global = rows.find((r) => r.areaLevel === 'global');
    return {
      global: { hours: global?.stageHours ?? {}, warningPercent: global?.warningPercent ?? DEFAULT_WARNING_PERCENT },
      areas: rows
        .filter((r) => r.areaLevel !== 'global')
        .map((r) => ({ areaCode: r.areaCode, level: r.areaLevel as AreaLevel, hours: r.stageHours, warningPercent: r.warningPercent })),
      tickets: tickets.map((t) => ({ ticketType: t.ticketType, hours: t.hours, warningPercent: t.warningPercent })),
    };
  }

  async getGlobal(companyId: number): Promise<TimeLimitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(timeLimits)
      .where(and(eq(timeLimits.companyId, companyId), eq(timeLimits.areaLevel, 'global')))
      .limit(1);
    return row;
  }

  async saveGlobal(companyId: number, stageHours: StageHours, warningPercent: number): Promise<TimeLimitRow> {
    const [row] = await this.db
      .insert(timeLimits)
      .values({ companyId, areaCode: '', areaLevel: 'global', stageHours, warningPercent })
      .onConflictDoUpdate({ target: [timeLimits.companyId, timeLimits.areaCode], set: { stageHours, warningPercent, updatedAt: new Date() } })
      .returning();
    return row;
  }

  async listAreas(companyId: number, f: { areaCode?: string; level?: string; page: number; perPage: number }) {
    const where: SQL = and(
      eq(timeLimits.companyId, companyId),
      ne(timeLimits.areaLevel, 'global'),
      // an area code finds its own row and every row under it (310000 → 31xxxx)
      f.areaCode ? like(timeLimits.areaCode, `${f.areaCode.replace(/0+$/, '')}%`) : undefined,
      f.level ? eq(timeLimits.areaLevel, f.level) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(timeLimits).where(where).orderBy(asc(timeLimits.areaCode)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(timeLimits).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async findArea(companyId: number, id: number): Promise<TimeLimitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(timeLimits)
      .where(and(eq(timeLimits.companyId, companyId), eq(timeLimits.id, id), ne(timeLimits.areaLevel, 'global')))
      .limit(1);
    return row;
  }

  /** 'duplicate' when the area already has an override. */
  async createArea(companyId: number, v: AreaLimitValues): Promise<TimeLimitRow | 'duplicate'> {
    try {
      const [row] = await this.db.insert(timeLimits).values({ companyId, ...v }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, AREA_LIMIT_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async updateArea(companyId: number, id: number, v: AreaLimitValues): Promise<TimeLimitRow | 'duplicate' | undefined> {
    try {
      const [row] = await this.db
        .update(timeLimits)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(timeLimits.companyId, companyId), eq(timeLimits.id, id), ne(timeLimits.areaLevel, 'global')))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, AREA_LIMIT_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async removeArea(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(timeLimits)
      .where(and(eq(timeLimits.companyId, companyId), eq(timeLimits.id, id), ne(timeLimits.areaLevel, 'global')))
      .returning({ id: timeLimits.id });
    return rows.length > 0;
  }

  async listTickets(companyId: number, f: { ticketType?: string; page: number; perPage: number }) {
    const where: SQL = and(eq(ticketTimeLimits.companyId, companyId), f.ticketType ? eq(ticketTimeLimits.ticketType, f.ticketType) : undefined)!;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(ticketTimeLimits).where(where).orderBy(desc(ticketTimeLimits.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(ticketTimeLimits).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async findTicket(companyId: number, id: number): Promise<TicketTimeLimitRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ticketTimeLimits)
      .where(and(eq(ticketTimeLimits.companyId, companyId), eq(ticketTimeLimits.id, id)))
      .limit(1);
    return row;
  }

  async createTicket(companyId: number, v: TicketLimitValues): Promise<TicketTimeLimitRow | 'duplicate'> {
    try {
      const [row] = await this.db.insert(ticketTimeLimits).values({ companyId, ...v }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, TICKET_LIMIT_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async updateTicket(companyId: number, id: number, v: TicketLimitValues): Promise<TicketTimeLimitRow | 'duplicate' | undefined> {
    try {
      const [row] = await this.db
        .update(ticketTimeLimits)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(ticketTimeLimits.companyId, companyId), eq(ticketTimeLimits.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, TICKET_LIMIT_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async removeTicket(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(ticketTimeLimits)
      .where(and(eq(ticketTimeLimits.companyId, companyId), eq(ticketTimeLimits.id, id)))
      .returning({ id: ticketTimeLimits.id });
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    timeLimits: TimeLimitsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('timeLimits', new TimeLimitsRepository(app.db));
  },
  { name: 'time-limits-repository', dependencies: ['db'] },
);
