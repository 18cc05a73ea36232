/** Config items by category: the system's plus the company's own, in display order. */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { configItems } from '../db/schema';

export interface ConfigItem {
  code: string;
  name: string;
  js: string;
}

export class ConfigItemsRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: number, categoryCode: string): Promise<ConfigItem[]> {
    return this.db
      .select({ code: configItems.code, name: configItems.name, js: configItems.js })
      .from(configItems)
      .where(
        and(
          eq(configItems.categoryCode, categoryCode),
          eq(configItems.status, 1),
          or(isNull(configItems.companyId), eq(configItems.companyId, companyId)),
        ),
      )
      .orderBy(asc(configItems.companyId), asc(configItems.sort), asc(configItems.id));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    configItems: ConfigItemsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('configItems', new ConfigItemsRepository(app.db));
  },
  { name: 'config-items-repository', dependencies: ['db'] },
);
