/** Stations (站点) of a company: the dropdown search, create-on-blur, and the station screen's detail, edit and enable/disable. */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { stations } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type StationRow = typeof stations.$inferSelect;

export class StationsRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, f: { name?: string; type?: string; status?: number; phone?: string; page: number; perPage: number }) {
    const where: SQL = and(
      eq(stations.companyId, companyId),
      f.name ? ilike(stations.name, likeContains(f.name)) : undefined,
      f.type ? eq(stations.type, f.type) : undefined,
      f.status !== undefined ? eq(stations.status, f.status) : undefined,
      f.phone ? eq(stations.phone, f.phone) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(stations).where(where).orderBy(desc(stations.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(stations).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async find(companyId: number, id: number): Promise<StationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(stations)
      .where(and(eq(stations.companyId, companyId), eq(stations.id, id)))
      .limit(1);
    return row;
  }

  /** undefined: no such station of the company; 'name': the name is taken. */
  async update(companyId: number, id: number, values: Partial<Omit<typeof stations.$inferInsert, 'id' | 'companyId' | 'createdAt'>>): Promise<StationRow | 'name' | undefined> {
    try {
      const [row] = await this.db
        .update(stations)
        .set(values)
        .where(and(eq(stations.companyId, companyId), eq(stations.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'stations_company_name_uq')) return 'name';
      throw error;
    }
  }

  /** null when the name is taken (unique per company). */
  async create(companyId: number, name: string, type: string): Promise<StationRow | null> {
    try {
      const [row] = await this.db.insert(stations).values({ companyId, name, type }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'stations_company_name_uq')) return null;
      throw error;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    stations: StationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('stations', new StationsRepository(app.db));
  },
  { name: 'stations-repository', dependencies: ['db'] },
);
