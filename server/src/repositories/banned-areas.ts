/** Blind areas and town keywords of a company, and the rules the banned-area check matches an address against. */
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { BannedAreaRule, TownKeyword } from '../../../src/domain/banned-areas';
import type { Db } from '../db/client';
import { bannedAreas, resources, townKeywords } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type BannedAreaRow = typeof bannedAreas.$inferSelect & { consignorName: string };
export type TownKeywordRow = typeof townKeywords.$inferSelect;
export type BannedAreaValues = Omit<typeof bannedAreas.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export type TownKeywordValues = Omit<typeof townKeywords.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export const TOWN_KEYWORD_UNIQUE = 'town_keywords_company_keyword_area_uq';

export interface AreaFilter {
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  status?: number;
  page: number;
  perPage: number;
}

const flatten = (r: { row: typeof bannedAreas.$inferSelect; consignorName: string | null }): BannedAreaRow => ({ ...r.row, consignorName: r.consignorName ?? '' });

export class BannedAreasRepository {
  constructor(private readonly db: Db) {}

  /** The enabled rules and keywords that could ban an address in this province. */
  async rulesFor(companyId: number, provinceCode: string): Promise<{ rules: BannedAreaRule[]; keywords: TownKeyword[] }> {
    const [rules, keywords] = await Promise.all([
      this.db
        .select()
        .from(bannedAreas)
        .where(and(eq(bannedAreas.companyId, companyId), eq(bannedAreas.provinceCode, provinceCode), eq(bannedAreas.status, 1))),
      this.db
        .select()
        .from(townKeywords)
        .where(
          and(
            eq(townKeywords.companyId, companyId),
            eq(townKeywords.status, 1),
            or(eq(townKeywords.provinceCode, ''), eq(townKeywords.provinceCode, provinceCode)),
          ),
        ),
    ]);
    return {
      rules: rules.map((r) => ({
        id: r.id,
        provinceCode: r.provinceCode,
        cityCode: r.cityCode,
        districtCode: r.districtCode,
        consignorId: r.consignorId,
        keywords: r.keywords,
        enabled: r.status === 1,
      })),
      keywords: keywords.map((k) => ({
        id: k.id,
        keyword: k.keyword,
        provinceCode: k.provinceCode,
        cityCode: k.cityCode,
        districtCode: k.districtCode,
        enabled: k.status === 1,
      })),
    };
  }

  async list(companyId: number, f: AreaFilter & { consignorId?: number }) {
    const where: SQL = and(
      eq(bannedAreas.companyId, companyId),
      f.provinceCode ? eq(bannedAreas.provinceCode, f.provinceCode) : undefined,
      f.cityCode ? eq(bannedAreas.cityCode, f.cityCode) : undefined,
      f.districtCode ? eq(bannedAreas.districtCode, f.districtCode) : undefined,
      f.consignorId ? eq(bannedAreas.consignorId, f.consignorId) : undefined,
      f.status !== undefined ? eq(bannedAreas.status, f.status) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.withConsignor().where(where).orderBy(desc(bannedAreas.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(bannedAreas).where(where),
    ]);
    return { list: list.map(flatten), total: Number(total) };
  }

  private withConsignor() {
    return this.db.select({ row: bannedAreas, consignorName: resources.name }).from(bannedAreas).leftJoin(resources, eq(resources.id, bannedAreas.consignorId));
  }

  async find(companyId: number, id: number): Promise<BannedAreaRow | undefined> {
    const [row] = await this.withConsignor().where(and(eq(bannedAreas.companyId, companyId), eq(bannedAreas.id, id))).limit(1);
    return row && flatten(row);
  }

  async create(companyId: number, v: BannedAreaValues): Promise<BannedAreaRow> {
    const [row] = await this.db.insert(bannedAreas).values({ ...v, companyId }).returning({ id: bannedAreas.id });
    return (await this.find(companyId, row.id))!;
  }

  async update(companyId: number, id: number, v: Partial<BannedAreaValues>): Promise<BannedAreaRow | undefined> {
    const [row] = await this.db
      .update(bannedAreas)
      .set({ ...v, updatedAt: new Date() })
      .where(and(eq(bannedAreas.companyId, companyId), eq(bannedAreas.id, id)))
      .returning({ id: bannedAreas.id });
    return row && this.find(companyId, row.id);
  }

  async remove(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(bannedAreas).where(and(eq(bannedAreas.companyId, companyId), eq(bannedAreas.id, id))).returning({ id: bannedAreas.id });
    return rows.length > 0;
  }

  async listKeywords(companyId: number, f: AreaFilter & { keyword?: string }) {
    const where: SQL = and(
      eq(townKeywords.companyId, companyId),
      f.keyword ? ilike(townKeywords.keyword, likeContains(f.keyword)) : undefined,
      f.provinceCode ? eq(townKeywords.provinceCode, f.provinceCode) : undefined,
      f.cityCode ? eq(townKeywords.cityCode, f.cityCode) : undefined,
      f.districtCode ? eq(townKeywords.districtCode, f.districtCode) : undefined,
      f.status !== undefined ? eq(townKeywords.status, f.status) : undefined,
    )!;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(townKeywords).where(where).orderBy(desc(townKeywords.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(townKeywords).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async findKeyword(companyId: number, id: number): Promise<TownKeywordRow | undefined> {
    const [row] = await this.db.select().from(townKeywords).where(and(eq(townKeywords.companyId, companyId), eq(townKeywords.id, id))).limit(1);
    return row;
  }

  /** 'duplicate' when the keyword already exists for the same area. */
  async createKeyword(companyId: number, v: TownKeywordValues): Promise<TownKeywordRow | 'duplicate'> {
    try {
      const [row] = await this.db.insert(townKeywords).values({ ...v, companyId }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, TOWN_KEYWORD_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async updateKeyword(companyId: number, id: number, v: Partial<TownKeywordValues>): Promise<TownKeywordRow | 'duplicate' | undefined> {
    try {
      const [row] = await this.db
        .update(townKeywords)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(townKeywords.companyId, companyId), eq(townKeywords.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, TOWN_KEYWORD_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async removeKeyword(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(townKeywords).where(and(eq(townKeywords.companyId, companyId), eq(townKeywords.id, id))).returning({ id: townKeywords.id });
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bannedAreas: BannedAreasRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('bannedAreas', new BannedAreasRepository(app.db));
  },
  { name: 'banned-areas-repository', dependencies: ['db'] },
);
