/**
 * An order's warehouse actions write stock through the warehouse's documents (issue 17: one path, not two):
 * warehouse_in creates an inbound of the order's cartons (source 'order') and receives it at the receiving location,
 * warehouse_out creates an outbound of the cartons the ledger holds and ships it (to TRANSIT: the goods are on the
 * road until signed). Both run inside the order action's transaction, so the status change and the stock commit or
 * roll back together. An order without product lines moves no stock (there is nothing to count).
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ServerLang } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import type { orders} from '../../db/schema';
import { products, stockBalances, storageLocations } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ActionRefused } from '../order-action-request';
import { ownedCartons } from './carton-owners';
import { WarehouseDocumentsRepository, type Actor } from './documents';
import type { Tx } from './stock-ledger';

/** what the stock actions read of an order (transit passes a narrowed row) */
type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'companyId' | 'orderNo' | 'products' | 'consignorResourceId'>;

export interface OrderStockActor {
  userId: number;
  name: string;
}

const NO_INPUT = { lines: [], found: [], reason: '' };

async function cartonsOf(tx: Tx, order: OrderRow) {
  const ids = [...new Set(order.products.map((p) => p.product_id).filter((id) => Number.isInteger(id) && id > 0))];
  // cartons per unit as the product says now, the order line's count when the product has none
  const rows = ids.length ? await tx.select({ id: products.id, package: products.package }).from(products).where(and(inArray(products.id, ids), eq(products.companyId, order.companyId))) : [];
  const per = new Map(rows.map((r) => [r.id, r.package]));
  // a split's moves applied (carton-owners.ts): a moved carton is its new order's, under the same label
  const owned = await ownedCartons(tx, order.companyId, [
    {
      id: order.id,
      orderNo: order.orderNo,
      products: order.products.filter((p) => per.has(p.product_id)).map((p) => ({ product_id: p.product_id, quantity: p.quantity, package: per.get(p.product_id) || p.package || 1 })),
    },
  ]);
  return owned.get(order.id) ?? [];
}

const repoFor = (tx: Tx) => new WarehouseDocumentsRepository(tx as unknown as Db);
const actorFor = (order: OrderRow, who: OrderStockActor, lang: ServerLang): Actor => ({ companyId: order.companyId, userId: who.userId, name: who.name, lang });

/** A warehouse refusal (not enough stock, no receiving location) as the order action's own refusal: a batch lists it per order. */
async function asActionRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw new ActionRefused(400, error.messageKey, error.params);
    throw error;
  }
}

export const receiveOrderStock = (...args: Parameters<typeof receive>) => asActionRefusal(() => receive(...args));
export const shipOrderStock = (...args: Parameters<typeof ship>) => asActionRefusal(() => ship(...args));

/** The inbound of an order's arrival, received at `locationId` (or the warehouse's first active location). */
async function receive(tx: Tx, order: OrderRow, warehouseId: number, locationId: number | undefined, who: OrderStockActor, at: Date, lang: ServerLang) {
  const cartons = await cartonsOf(tx, order);
  if (!cartons.length) return null;
  let receiving = locationId;
  if (!receiving) {
    const [first] = await tx
      .select({ id: storageLocations.id })
      .from(storageLocations)
      .where(and(eq(storageLocations.warehouseId, warehouseId), eq(storageLocations.companyId, order.companyId), eq(storageLocations.status, 1)))
      .orderBy(asc(storageLocations.code))
      .limit(1);
    if (!first) throw new HttpError(400, 'whReceivingLocationRequired', {}, { field: 'location_id' });
    receiving = first.id;
  }
  const repo = repoFor(tx);
  const actor = actorFor(order, who, lang);
  const owner = order.consignorResourceId ?? 0;
  const id = await repo.create(
    actor,
    {
      kind: 'inbound',
      warehouse_id: warehouseId,
      owner_id: owner,
      location_id: receiving,
      order_id: order.id,
      source: 'order',
      reason: '',
      ship_to: 'CUSTOMER',
      memo: '',
      lines: cartons.map((c) => ({ product_id: c.productId, package_no: c.packageNo, owner_id: owner, quantity: 1, memo: '' })),
    },
    at,
    tx,
  );
  await repo.transition(actor, id, 'confirm', NO_INPUT, at, tx);
  const lines = await repo.linesOf(tx, id);
  await repo.transition(actor, id, 'receive', { ...NO_INPUT, lines: lines.map((l) => ({ line_id: l.id, quantity: 1, damaged: 0 })) }, at, tx);
  return { documentId: id, cartons: cartons.length, locationId: receiving };
}

/** The outbound of an order leaving: every carton the ledger holds for it, shipped; locked cartons refuse the action. */
async function ship(tx: Tx, order: OrderRow, who: OrderStockActor, at: Date, lang: ServerLang) {
  const cartons = await cartonsOf(tx, order);
  if (!cartons.length) return null;
  const held = await tx
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.companyId, order.companyId), inArray(stockBalances.packageNo, cartons.map((c) => c.packageNo)), gt(stockBalances.onHand, 0)))
    .orderBy(asc(stockBalances.packageNo));
  if (!held.length) return { documentId: null, shipped: 0, missing: cartons.length };
  const repo = repoFor(tx);
  const actor = actorFor(order, who, lang);
  const byWarehouse = new Map<number, typeof held>();
  for (const b of held) byWarehouse.set(b.warehouseId, [...(byWarehouse.get(b.warehouseId) ?? []), b]);
  let shipped = 0;
  let documentId: number | null = null;
  for (const [warehouseId, rows] of byWarehouse) {
    const id = await repo.create(
      actor,
      {
        kind: 'outbound',
        warehouse_id: warehouseId,
        owner_id: order.consignorResourceId ?? 0,
        order_id: order.id,
        source: 'order',
        reason: '',
        ship_to: 'TRANSIT',
        memo: '',
        lines: rows.map((b) => ({ product_id: b.productId, package_no: b.packageNo, owner_id: b.ownerId, location_id: b.locationId, quantity: b.onHand, memo: '' })),
      },
      at,
      tx,
    );
    await repo.transition(actor, id, 'confirm', NO_INPUT, at, tx);
    await repo.transition(actor, id, 'start_pick', NO_INPUT, at, tx);
    const lines = await repo.linesOf(tx, id);
    await repo.transition(actor, id, 'pick', { ...NO_INPUT, lines: lines.map((l) => ({ line_id: l.id, quantity: l.expected })) }, at, tx);
    await repo.transition(actor, id, 'ship', NO_INPUT, at, tx);
    shipped += rows.reduce((s, b) => s + b.onHand, 0);
    documentId ??= id;
  }
  return { documentId, shipped, missing: cartons.length - held.length };
}
