/** Checks that what a warehouse document names (warehouse, locations, products, owners, order) is the company's. */
import { and, eq, inArray } from 'drizzle-orm';
import { HttpError, notFound } from '../../lib/http-error';
import { orders, products, resources, storageLocations, warehouses } from '../../db/schema';
import type { Tx } from './stock-ledger';

/** the owners a document may name: the merchants whose goods the servicer stores */
export const OWNER_TYPES = ['consignor', 'store', 'supplier'];

export async function checkWarehouse(tx: Tx, companyId: number, warehouseId: number) {
  const [wh] = await tx
    .select({ id: warehouses.id, name: warehouses.name, status: warehouses.status })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), eq(warehouses.companyId, companyId)));
  if (!wh) throw new HttpError(400, 'whWarehouseInvalid', {}, { field: 'warehouse_id' });
  if (wh.status !== 1) throw new HttpError(400, 'whWarehouseDisabled', {}, { field: 'warehouse_id' });
  return wh;
}

/** every id a location of this warehouse (and the company), else 400 naming the location */
export async function checkLocations(tx: Tx, companyId: number, warehouseId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx
    .select({ id: storageLocations.id, code: storageLocations.code })
    .from(storageLocations)
    .where(and(inArray(storageLocations.id, unique), eq(storageLocations.companyId, companyId), eq(storageLocations.warehouseId, warehouseId)));
  const found = new Map(rows.map((r) => [r.id, r.code]));
  if (unique.some((id) => !found.has(id))) throw new HttpError(400, 'whLocationInvalid', {}, { field: 'location_id' });
  return found;
}

export async function checkProducts(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, { code: string; name: string }>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(and(inArray(products.id, unique), eq(products.companyId, companyId)));
  const found = new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
  if (unique.some((id) => !found.has(id))) throw new HttpError(400, 'whProductInvalid', {}, { field: 'product_id' });
  return found;
}

/** owner 0 is the servicer's own stock; any other id must be one of the company's merchants */
export async function checkOwners(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids.filter((id) => id !== 0))];
  if (!unique.length) return;
  const rows = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(and(inArray(resources.id, unique), eq(resources.companyId, companyId), inArray(resources.objectType, OWNER_TYPES)));
  if (rows.length !== unique.length) throw new HttpError(400, 'whOwnerInvalid', {}, { field: 'owner_id' });
}

export async function checkOrder(tx: Tx, companyId: number, orderId: number) {
  const [o] = await tx.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  if (!o) throw notFound();
  return o;
}
