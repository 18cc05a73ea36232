/** Companies (tenants): the subscription behind the expiry check. */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { companies } from '../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).limit(1);
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    companies: CompaniesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('companies', new CompaniesRepository(app.db));
  },
  { name: 'companies-repository', dependencies: ['db'] },
);
