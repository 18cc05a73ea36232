/**
 * Warehouses and storage locations of the Basic data screens: paged lists with filters, create/update and
 * enable/disable, all scoped to one company. Unique indexes decide duplicates: a taken code or name comes back
 * as the conflicting field instead of an error, so two concurrent adds give one record and one clear message.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { areas, stockMoves, storageLocations, warehouses } from '../db/schema';
import { isUniqueViolation, likeContains } from './resources';

export type WarehouseRow = typeof warehouses.$inferSelect;
export type StorageLocationRow = typeof storageLocations.$inferSelect & { warehouseName: string };

export interface WarehouseValues {
  code: string;
  name: string;
  contact: string;
  phone: string;
  areaCode: string;
  address: string;
}

export interface ListFilter {
  /** matches code or name */
  keyword?: string;
  status?: 0 | 1;
  page: number;
  perPage: number;
}

/** which unique index a write ran into */
export type Conflict = { conflict: 'code' | 'name' };

async function conflictOf<T>(write: () => Promise<T>, indexes: Record<string, 'code' | 'name'>): Promise<T | Conflict> {
  try {
    return await write();
  } catch (error) {
    for (const [index, field] of Object.entries(indexes)) if (isUniqueViolation(error, index)) return { conflict: field };
    throw error;
  }
}

export const isConflict = (v: unknown): v is Conflict => typeof v === 'object' && v !== null && 'conflict' in v;

const WAREHOUSE_INDEXES = { warehouses_company_code_uq: 'code', warehouses_company_name_uq: 'name' } as const;
const LOCATION_INDEXES = { storage_locations_wh_code_uq: 'code', storage_locations_wh_name_uq: 'name' } as const;

export class WarehousesRepository {
  constructor(private readonly db: Db) {}

  /** Province, city and district names and codes of a district code ('' clears them). */
  async place(districtCode: string) {
    const empty = { province: '', provinceCode: '', city: '', cityCode: '', district: '', districtCode: '' };
    if (!districtCode) return empty;
    const chain: { code: string; name: string; level: number }[] = [];
    let code = districtCode;
    for (let i = 0; i < 3 && code; i++) {
      const [row] = await this.db.select({ code: areas.code, name: areas.name, level: areas.level, parent: areas.parentCode }).from(areas).where(eq(areas.code, code));
      if (!row) break;
      chain.unshift(row);
      code = row.parent;
    }
    const at = (level: number) => chain.find((c) => c.level === level);
    if (!at(1)) return null;
    return {
      province: at(1)?.name ?? '',
      provinceCode: at(1)?.code ?? '',
      city: at(2)?.name ?? '',
      cityCode: at(2)?.code ?? '',
      district: at(3)?.name ?? '',
      districtCode: at(3)?.code ?? '',
    };
  }

  async list(companyId: number, f: ListFilter) {
    const where = and(
      eq(warehouses.companyId, companyId),
      f.keyword ? or(ilike(warehouses.name, likeContains(f.keyword)), ilike(warehouses.code, likeContains(f.keyword))) : undefined,
      f.status === undefined ? undefined : eq(warehouses.status, f.status),
    ) as SQL;
    const [list, [{ total }]] = await Promise.all([
      this.db.select().from(warehouses).where(where).orderBy(asc(warehouses.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(warehouses).where(where),
    ]);
    return { list, total: Number(total) };
  }

  async find(companyId: number, id: number): Promise<WarehouseRow | undefined> {
    const [row] = await this.db.select().from(warehouses).where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)));
    return row;
  }

  async create(companyId: number, v: WarehouseValues, place: NonNullable<Awaited<ReturnType<WarehousesRepository['place']>>>) {
    return conflictOf(async () => {
      const [row] = await this.db
        .insert(warehouses)
        .values({ companyId, code: v.code, name: v.name, contact: v.contact, phone: v.phone, address: v.address, ...place })
        .returning();
      return row;
    }, WAREHOUSE_INDEXES);
  }

  async update(companyId: number, id: number, v: WarehouseValues, place: NonNullable<Awaited<ReturnType<WarehousesRepository['place']>>>) {
    return conflictOf(async () => {
      const [row] = await this.db
        .update(warehouses)
        .set({ code: v.code, name: v.name, contact: v.contact, phone: v.phone, address: v.address, ...place })
        .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)))
        .returning();
      return row as WarehouseRow | undefined;
    }, WAREHOUSE_INDEXES);
  }

  async setStatus(companyId: number, id: number, enabled: boolean): Promise<WarehouseRow | undefined> {
    const [row] = await this.db
      .update(warehouses)
      .set({ status: enabled ? 1 : 0 })
      .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)))
      .returning();
    return row;
  }

  // ---- storage locations

  private locationSelect() {
    return this.db
      .select({ location: storageLocations, warehouseName: warehouses.name })
      .from(storageLocations)
      .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouseId));
  }

  async locations(companyId: number, f: ListFilter & { warehouseId?: number }) {
    const where = and(
      eq(storageLocations.companyId, companyId),
      f.warehouseId ? eq(storageLocations.warehouseId, f.warehouseId) : undefined,
      f.keyword ? or(ilike(storageLocations.name, likeContains(f.keyword)), ilike(storageLocations.code, likeContains(f.keyword))) : undefined,
      f.status === undefined ? undefined : eq(storageLocations.status, f.status),
    ) as SQL;
    const [rows, [{ total }]] = await Promise.all([
      this.locationSelect()
        .where(where)
        .orderBy(asc(storageLocations.warehouseId), asc(storageLocations.code))
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(storageLocations).where(where),
    ]);
    return { list: rows.map((r) => ({ ...r.location, warehouseName: r.warehouseName })), total: Number(total) };
  }

  async findLocation(companyId: number, id: number): Promise<StorageLocationRow | undefined> {
    const [row] = await this.locationSelect().where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.id, id)));
    return row ? { ...row.location, warehouseName: row.warehouseName } : undefined;
  }

  async createLocation(companyId: number, v: { warehouseId: number; code: string; name: string }) {
    return conflictOf(async () => {
      const [row] = await this.db.insert(storageLocations).values({ companyId, ...v }).returning();
      return row;
    }, LOCATION_INDEXES);
  }

  /** whether any stock move ever touched the location (the ledger ties it to its warehouse) */
  async locationHasStockHistory(companyId: number, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: stockMoves.id })
      .from(stockMoves)
      .where(and(eq(stockMoves.companyId, companyId), or(eq(stockMoves.fromLocationId, id), eq(stockMoves.toLocationId, id))))
      .limit(1);
    return !!row;
  }

  async updateLocation(companyId: number, id: number, v: { warehouseId: number; code: string; name: string }) {
    return conflictOf(async () => {
      const [row] = await this.db
        .update(storageLocations)
        .set(v)
        .where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.id, id)))
        .returning();
      return row as typeof storageLocations.$inferSelect | undefined;
    }, LOCATION_INDEXES);
  }

  async setLocationStatus(companyId: number, id: number, enabled: boolean) {
    const [row] = await this.db
      .update(storageLocations)
      .set({ status: enabled ? 1 : 0 })
      .where(and(eq(storageLocations.companyId, companyId), eq(storageLocations.id, id)))
      .returning();
    return row;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    warehouses: WarehousesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('warehouses', new WarehousesRepository(app.db));
  },
  { name: 'warehouses-repository', dependencies: ['db'] },
);
