/** Contracts of a company with its party resources (consignors, carriers, providers…). */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { contracts, resources } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type ContractRow = typeof contracts.$inferSelect & { resourceName: string; resourceType: string };
export type ContractValues = Omit<typeof contracts.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;
export const CONTRACT_NO_UNIQUE = 'contracts_company_no_uq';

export interface ContractFilter {
  contractNo?: string;
  resourceId?: number;
  contractType?: string;
  status?: string;
  page: number;
  perPage: number;
}

export class ContractsRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({ contract: contracts, resourceName: resources.name, resourceType: resources.objectType })
      .from(contracts)
      .innerJoin(resources, eq(resources.id, contracts.resourceId));
  }

  async list(companyId: number, f: ContractFilter): Promise<{ list: ContractRow[]; total: number }> {
    const where: SQL = and(
      eq(contracts.companyId, companyId),
      f.contractNo ? ilike(contracts.contractNo, likeContains(f.contractNo)) : undefined,
      f.resourceId ? eq(contracts.resourceId, f.resourceId) : undefined,
      f.contractType ? eq(contracts.contractType, f.contractType) : undefined,
      f.status ? eq(contracts.status, f.status) : undefined,
    )!;
    const [rows, [{ total }]] = await Promise.all([
      this.select().where(where).orderBy(desc(contracts.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(contracts).where(where),
    ]);
    return { list: rows.map((r) => ({ ...r.contract, resourceName: r.resourceName, resourceType: r.resourceType })), total: Number(total) };
  }

  async find(companyId: number, id: number): Promise<ContractRow | undefined> {
    const [r] = await this.select().where(and(eq(contracts.companyId, companyId), eq(contracts.id, id))).limit(1);
    return r ? { ...r.contract, resourceName: r.resourceName, resourceType: r.resourceType } : undefined;
  }

  /** 'duplicate' when the contract number is taken in the company. */
  async create(companyId: number, v: ContractValues): Promise<number | 'duplicate'> {
    try {
      const [row] = await this.db.insert(contracts).values({ ...v, companyId }).returning({ id: contracts.id });
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, CONTRACT_NO_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async update(companyId: number, id: number, v: Partial<ContractValues>): Promise<boolean | 'duplicate'> {
    try {
      const rows = await this.db
        .update(contracts)
        .set({ ...v, updatedAt: new Date() })
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id)))
        .returning({ id: contracts.id });
      return rows.length > 0;
    } catch (error) {
      if (isUniqueViolation(error, CONTRACT_NO_UNIQUE)) return 'duplicate';
      throw error;
    }
  }

  async remove(companyId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(contracts).where(and(eq(contracts.companyId, companyId), eq(contracts.id, id))).returning({ id: contracts.id });
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    contracts: ContractsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('contracts', new ContractsRepository(app.db));
  },
  { name: 'contracts-repository', dependencies: ['db'] },
);
