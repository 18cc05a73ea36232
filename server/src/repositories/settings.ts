/** System-wide key/value settings: maintenance switch, address data version, sales contacts. */
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

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

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('settings', new SettingsRepository(app.db));
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
