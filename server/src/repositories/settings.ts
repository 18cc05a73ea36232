/** System-wide key/value settings: maintenance switch, address data version, sales contacts. */
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companySettings, configItems, systemSettings } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export interface MaintenanceState {
  enabled: boolean;
  content: string;
}

export interface SalesContact {
  name: string;
  phone: string;
}

export const SETTING_KEYS = {
  maintenance: 'maintenance',
  areasVersion: 'areas_version',
  salesContacts: 'pre_sale_contacts',
} as const;

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async get<T>(key: string): Promise<T | undefined> {
    const [row] = await this.db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
    return row?.value as T | undefined;
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
  }

  async maintenance(): Promise<MaintenanceState> {
    const stored = await this.get<Partial<MaintenanceState>>(SETTING_KEYS.maintenance);
    return { enabled: Boolean(stored?.enabled), content: stored?.content ?? '' };
  }

  async areasVersion(): Promise<string> {
    return (await this.get<string>(SETTING_KEYS.areasVersion)) ?? '0';
  }

  async salesContacts(): Promise<SalesContact[]> {
    return (await this.get<SalesContact[]>(SETTING_KEYS.salesContacts)) ?? [];
  }
}

/** A config item of the company settings screens (e.g. ABNORMAL_TYPE); system items have companyId null. */
export type CompanyConfigItem = typeof configItems.$inferSelect;

/**
 * A company's settings documents (company_settings) and its own config items: the Basic data settings screens.
 * Documents are validated by the route with the src/domain schema before they are stored.
 */
export class CompanySettingsRepository {
  constructor(private readonly db: Db) {}

  async get(companyId: number, key: string): Promise<{ data: Record<string, unknown>; updatedAt: Date } | undefined> {
    const [row] = await this.db
      .select({ data: companySettings.data, updatedAt: companySettings.updatedAt })
      .from(companySettings)
      .where(and(eq(companySettings.companyId, companyId), eq(companySettings.key, key)));
    return row;
  }

  async set(companyId: number, key: string, data: Record<string, unknown>, userId: number): Promise<Date> {
    const [row] = await this.db
      .insert(companySettings)
      .values({ companyId, key, data, updatedBy: userId })
      .onConflictDoUpdate({ target: [companySettings.companyId, companySettings.key], set: { data, updatedBy: userId, updatedAt: sql`now()` } })
      .returning({ updatedAt: companySettings.updatedAt });
    return row.updatedAt;
  }

  /** The system items and the company's own of a category, every status, for the admin list. */
  async items(companyId: number, categoryCode: string, f: { keyword?: string; page: number; perPage: number }) {
    const where = and(
      eq(configItems.categoryCode, categoryCode),
      or(isNull(configItems.companyId), eq(configItems.companyId, companyId)),
      f.keyword ? or(ilike(configItems.name, likeContains(f.keyword)), ilike(configItems.code, likeContains(f.keyword))) : undefined,
    ) as SQL;
    const [list, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(configItems)
        .where(where)
        .orderBy(asc(configItems.companyId), asc(configItems.sort), asc(configItems.id))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(configItems).where(where),
    ]);
    return { list, total: Number(total) };
  }

  /** An item visible to the company (its own or a system one). */
  async item(companyId: number, categoryCode: string, id: number): Promise<CompanyConfigItem | undefined> {
    const [row] = await this.db
      .select()
      .from(configItems)
      .where(and(eq(configItems.id, id), eq(configItems.categoryCode, categoryCode), or(isNull(configItems.companyId), eq(configItems.companyId, companyId))));
    return row;
  }

  /** Another visible item of the category with this code or name (the picker must not show two alike). */
  async itemClash(companyId: number, categoryCode: string, v: { code: string; name: string }, exceptId = 0): Promise<'code' | 'name' | null> {
    const rows = await this.db
      .select({ id: configItems.id, code: configItems.code, name: configItems.name })
      .from(configItems)
      .where(
        and(
          eq(configItems.categoryCode, categoryCode),
          or(isNull(configItems.companyId), eq(configItems.companyId, companyId)),
          or(eq(configItems.code, v.code), eq(configItems.name, v.name)),
        ),
      );
    const others = rows.filter((r) => r.id !== exceptId);
    if (others.some((r) => r.code === v.code)) return 'code';
    if (others.some((r) => r.name === v.name)) return 'name';
    return null;
  }

  /** Inserts the company's item; null when the code is taken (unique index, concurrent adds included). */
  async createItem(companyId: number, categoryCode: string, v: { code: string; name: string; sort: number }): Promise<CompanyConfigItem | null> {
    try {
      const [row] = await this.db.insert(configItems).values({ companyId, categoryCode, ...v }).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'config_items_scope_code_uq')) return null;
      throw error;
    }
  }

  async updateItem(companyId: number, id: number, v: Partial<{ code: string; name: string; sort: number; status: number }>): Promise<CompanyConfigItem | null | undefined> {
    try {
      const [row] = await this.db
        .update(configItems)
        .set(v)
        .where(and(eq(configItems.companyId, companyId), eq(configItems.id, id)))
        .returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, 'config_items_scope_code_uq')) return null;
      throw error;
    }
  }

  async deleteItem(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(configItems)
      .where(and(eq(configItems.companyId, companyId), eq(configItems.id, id)))
      .returning({ id: configItems.id });
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
    companySettings: CompanySettingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('settings', new SettingsRepository(app.db));
    app.decorate('companySettings', new CompanySettingsRepository(app.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
