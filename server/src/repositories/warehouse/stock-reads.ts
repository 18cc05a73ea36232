/**
 * The warehouse screens' stock reads (issue 17; the documents are reads.ts): balances with their names and the move
 * log (仓储日志). Every query filters on the company; names come from joins of the same company's rows.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import type { BalanceRow, MoveRow } from '../../../../src/domain/warehouse/api';
import { VIRTUAL_LOCATION_LABELS } from '../../../../src/domain/warehouse/messages';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { products, resources, stockBalances, stockMoves, storageLocations, warehouses } from '../../db/schema';
import { scopeWhere } from '../admin/data-roles-scope';
import { likeContains } from '../resources';

export interface BalanceFilter {
  warehouseId?: number;
  locationId?: number;
  productId?: number;
  ownerId?: number;
  packageNo?: string;
  keyword?: string;
  onlyAvailable: boolean;
  /** the reader's data-permission scope (request.dataScope()) */
  data?: DataScope;
  page: number;
  perPage: number;
}

export interface MoveFilter {
  warehouseId?: number;
  locationId?: number;
  productId?: number;
  ownerId?: number;
  packageNo?: string;
  docNo?: string;
  docKind?: string;
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
}

// the joins shared with the document reads (reads.ts): the consignor owning the goods, a move's or line's locations
export const owner = alias(resources, 'owner');
export const fromLoc = alias(storageLocations, 'from_loc');
export const toLoc = alias(storageLocations, 'to_loc');
export const iso = (d: Date | null) => (d ? d.toISOString() : '');
/** owner 0 is the servicer's own stock */
export const ownerName = (name: string | null, id: number, lang: ServerLang) => (id === 0 ? (lang === 'zh' ? '自有' : 'own stock') : (name ?? ''));

/**
 * A page of balances and their total. Shaped for the indexes at 50 000 rows (tests/bench/warehouse.ts): the
 * page walks storage locations in (warehouse, code) order — the join names the location's warehouse as the
 * balance's, which the ledger always writes — and each location's balances by key, so page 1 reads a few rows
 * where sorting the whole projection cost ~100 ms; the total counts balances alone (a balance always has its
 * product); a keyword finds the matching products first and carton numbers through the (company, package)
 * index, instead of testing the keyword on every balance joined to its product.
 */
export async function readBalances(db: Db, companyId: number, f: BalanceFilter, lang: ServerLang): Promise<{ list: BalanceRow[]; total: number }> {
  let keyword: SQL | undefined;
  if (f.keyword) {
    const pattern = likeContains(f.keyword);
    const matching = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), or(ilike(products.name, pattern), ilike(products.code, pattern))));
    // '' never contains a keyword: the range skips loose stock in the index
    const carton = and(sql`${stockBalances.packageNo} > ''`, ilike(stockBalances.packageNo, pattern));
    keyword = matching.length ? or(inArray(stockBalances.productId, matching.map((p) => p.id)), carton) : carton;
  }
  const where = and(
    eq(stockBalances.companyId, companyId),
    f.data && scopeWhere('stockBalances', f.data),
    f.warehouseId ? eq(stockBalances.warehouseId, f.warehouseId) : undefined,
    f.locationId ? eq(stockBalances.locationId, f.locationId) : undefined,
    f.productId ? eq(stockBalances.productId, f.productId) : undefined,
    f.ownerId !== undefined ? eq(stockBalances.ownerId, f.ownerId) : undefined,
    f.packageNo ? eq(stockBalances.packageNo, f.packageNo.toUpperCase()) : undefined,
    f.onlyAvailable ? sql`${stockBalances.onHand} > ${stockBalances.locked}` : undefined,
    keyword,
  );
  const base = db
    .select({
      b: stockBalances,
      warehouseName: warehouses.name,
      locationCode: storageLocations.code,
      locationName: storageLocations.name,
      productCode: products.code,
      productName: products.name,
      ownerName: owner.name,
    })
    .from(stockBalances)
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .innerJoin(storageLocations, and(eq(storageLocations.id, stockBalances.locationId), eq(storageLocations.warehouseId, stockBalances.warehouseId)))
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .leftJoin(owner, and(eq(owner.id, stockBalances.ownerId), eq(owner.companyId, stockBalances.companyId)));
  const [rows, [{ total }]] = await Promise.all([
    base
      .where(where)
      .orderBy(asc(stockBalances.warehouseId), asc(storageLocations.code), asc(stockBalances.productId), asc(stockBalances.packageNo), asc(stockBalances.ownerId))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ total: count() }).from(stockBalances).where(where),
  ]);
  return {
    total: Number(total),
    list: rows.map((r) => ({
      warehouse_id: r.b.warehouseId,
      warehouse_name: r.warehouseName,
      location_id: r.b.locationId,
      location_code: r.locationCode,
      location_name: r.locationName,
      product_id: r.b.productId,
      product_code: r.productCode,
      product_name: r.productName,
      package_no: r.b.packageNo,
      owner_id: r.b.ownerId,
      owner_name: ownerName(r.ownerName, r.b.ownerId, lang),
      on_hand: r.b.onHand,
      locked: r.b.locked,
      available: r.b.onHand - r.b.locked,
      updated_at: iso(r.b.updatedAt),
    })),
  };
}

export async function readMoves(db: Db, companyId: number, f: MoveFilter, lang: ServerLang): Promise<{ list: MoveRow[]; total: number }> {
  const where = and(
    eq(stockMoves.companyId, companyId),
    f.warehouseId ? eq(stockMoves.warehouseId, f.warehouseId) : undefined,
    f.locationId ? or(eq(stockMoves.fromLocationId, f.locationId), eq(stockMoves.toLocationId, f.locationId)) : undefined,
    f.productId ? eq(stockMoves.productId, f.productId) : undefined,
    f.ownerId !== undefined ? eq(stockMoves.ownerId, f.ownerId) : undefined,
    f.packageNo ? eq(stockMoves.packageNo, f.packageNo.toUpperCase()) : undefined,
    f.docNo ? eq(stockMoves.docNo, f.docNo) : undefined,
    f.docKind ? eq(stockMoves.docKind, f.docKind) : undefined,
    f.from ? gte(stockMoves.occurredAt, f.from) : undefined,
    f.to ? lt(stockMoves.occurredAt, f.to) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ m: stockMoves, warehouseName: warehouses.name, productCode: products.code, productName: products.name, ownerName: owner.name, fromCode: fromLoc.code, fromName: fromLoc.name, toCode: toLoc.code, toName: toLoc.name })
      .from(stockMoves)
      .innerJoin(warehouses, eq(warehouses.id, stockMoves.warehouseId))
      .innerJoin(products, eq(products.id, stockMoves.productId))
      .leftJoin(owner, and(eq(owner.id, stockMoves.ownerId), eq(owner.companyId, stockMoves.companyId)))
      .leftJoin(fromLoc, eq(fromLoc.id, stockMoves.fromLocationId))
      .leftJoin(toLoc, eq(toLoc.id, stockMoves.toLocationId))
      .where(where)
      .orderBy(desc(stockMoves.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ total: count() }).from(stockMoves).where(where),
  ]);
  const side = (locationId: number | null, virtualCode: string | null, code: string | null, name: string | null) =>
    locationId
      ? { location_id: locationId, virtual: null, code: code ?? '', name: name ?? '' }
      : { location_id: null, virtual: virtualCode as MoveRow['from']['virtual'], code: virtualCode ?? '', name: VIRTUAL_LOCATION_LABELS[virtualCode ?? '']?.[lang] ?? virtualCode ?? '' };
  return {
    total: Number(total),
    list: rows.map((r) => ({
      id: r.m.id,
      warehouse_id: r.m.warehouseId,
      warehouse_name: r.warehouseName,
      from: side(r.m.fromLocationId, r.m.fromVirtual, r.fromCode, r.fromName),
      to: side(r.m.toLocationId, r.m.toVirtual, r.toCode, r.toName),
      product_id: r.m.productId,
      product_code: r.productCode,
      product_name: r.productName,
      package_no: r.m.packageNo,
      owner_id: r.m.ownerId,
      owner_name: ownerName(r.ownerName, r.m.ownerId, lang),
      quantity: r.m.quantity,
      doc_kind: r.m.docKind,
      doc_id: r.m.docId,
      doc_no: r.m.docNo,
      reverses_move_id: r.m.reversesMoveId,
      actor_name: r.m.actorName,
      occurred_at: iso(r.m.occurredAt),
      recorded_at: iso(r.m.recordedAt),
    })),
  };
}

