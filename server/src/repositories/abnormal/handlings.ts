/**
 * Handling sub-records of an abnormal record (issue 19, src/domain/abnormal/README.md 'Handling'): 补件 replenish,
 * 退货 return, 维修 repair, 退款跟踪 refund — added while the record is accepted or handling (the first one on an
 * accepted record starts handling), moved through handling.ts HANDLING_TRANSITIONS, each change one transaction with
 * the record and the sub-record locked and one event on the record and the order's timeline. Replenishing from stock
 * ships an outbound through the warehouse documents (the stock ledger), in the same transaction.
 */
import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { createHandlingBody, handlingActionBody, handlingListQuery } from '../../../../src/domain/abnormal/api-handlings';
import { decideHandling, HANDLING_FINAL, HANDLING_KINDS, HANDLING_ORDER_TAGS, type AnyHandlingAction, type AnyHandlingStatus, type HandlingKind, type HandlingRefusal } from '../../../../src/domain/abnormal/handling';
import { ABNORMAL_STATUS_LABELS, HANDLING_ACTION_LABELS, HANDLING_KIND_LABELS, HANDLING_STATUS_LABELS } from '../../../../src/domain/abnormal/messages';
import { HANDLEABLE_STATUSES, isOpenAbnormal, type AbnormalStatus } from '../../../../src/domain/abnormal/records';
import type { ServerMessageKey } from '../../../../src/domain/server-messages';
import type { Db } from '../../db/client';
import { abnormalHandlings, abnormalRecords, orders, products, resources, stockBalances, storageLocations, warehouseDocuments, warehouses } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { ownedCartons } from '../warehouse/carton-owners';
import { WarehouseDocumentsRepository } from '../warehouse/documents';
import { appendEvent, refused, saveRecord, retagOrder, type AbnormalActor, type RecordRow, type Tx } from './context';
import { handlingRowOf, visibility } from './records-read';
import { checkPackages, checkPhotos } from './record-writes';

type CreateBody = z.output<typeof createHandlingBody>;
type ActionBody = z.output<typeof handlingActionBody>;
type HandlingRowDb = typeof abnormalHandlings.$inferSelect;

const HANDLING_REFUSALS: Record<Exclude<HandlingRefusal, 'unknownAction' | 'wrongStatus'>, ServerMessageKey> = {
  needsReason: 'abNeedsReason',
  needsScheduledAt: 'abNeedsScheduledAt',
  needsResult: 'abNeedsResult',
  needsPaymentRef: 'abNeedsPaymentRef',
};

const NO_INPUT = { lines: [], found: [], reason: '' };

async function checkWarehouse(tx: Tx, companyId: number, warehouseId: number | undefined) {
  if (warehouseId == null) throw refused('abWarehouseRequired', {}, 'warehouse_id');
  const [w] = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, warehouseId)));
  if (!w) throw refused('abWarehouseInvalid', {}, 'warehouse_id');
  return w;
}

async function checkResource(tx: Tx, companyId: number, id: number | undefined, key: ServerMessageKey, field: string) {
  if (id == null) return null;
  const [r] = await tx.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), eq(resources.id, id)));
  if (!r) throw refused(key, {}, field);
  return r;
}

/** the kind's own facts, checked against the company's warehouses, products and resources */
async function detailsOf(tx: Tx, record: RecordRow, b: CreateBody): Promise<Record<string, unknown>> {
  const companyId = record.companyId;
  if (b.kind === 'replenish') {
    if (b.method === 'purchase') {
      if (!b.supplier_name) throw refused('abSupplierRequired', {}, 'supplier_name');
      return { method: 'purchase', warehouse_id: null, lines: [], supplier_name: b.supplier_name, purchase_no: b.purchase_no, document_id: null, document_no: '' };
    }
    await checkWarehouse(tx, companyId, b.warehouse_id);
    if (!b.lines.length) throw refused('abLinesRequired', {}, 'lines');
    const ids = [...new Set(b.lines.map((l) => l.product_id))];
    const known = await tx.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
    if (known.length !== ids.length) throw refused('abProductInvalid', {}, 'lines');
    const names = new Map(known.map((p) => [p.id, p.name]));
    const lines = b.lines.map((l) => ({ product_id: l.product_id, product_name: names.get(l.product_id) ?? '', quantity: l.quantity, location_id: l.location_id ?? null }));
    return { method: 'stock', warehouse_id: b.warehouse_id, lines, supplier_name: '', purchase_no: '', document_id: null, document_no: '' };
  }
  if (b.kind === 'return') {
    const warehouse = b.destination === 'warehouse' ? await checkWarehouse(tx, companyId, b.warehouse_id) : null;
    const carrier = await checkResource(tx, companyId, b.carrier_resource_id, 'abCarrierInvalid', 'carrier_resource_id');
    const [order] = await tx.select().from(orders).where(eq(orders.id, record.orderId));
    return {
      destination: b.destination,
      warehouse_id: warehouse?.id ?? null,
      warehouse_name: warehouse?.name ?? '',
      carrier_resource_id: carrier?.id ?? null,
      carrier_name: carrier?.name ?? '',
      tracking_no: b.tracking_no,
      package_nos: checkPackages(order, b.package_nos),
    };
  }
  if (b.kind === 'repair') {
    const repairer = await checkResource(tx, companyId, b.repairer_resource_id, 'abRepairerInvalid', 'repairer_resource_id');
    if (!repairer && !b.repairer_name) throw refused('abRepairerRequired', {}, 'repairer_name');
    return { repairer_resource_id: repairer?.id ?? null, repairer_name: repairer?.name ?? b.repairer_name, scheduled_at: b.scheduled_at ?? null, result: null, photos: [] };
  }
  return { amount_cents: b.amount_cents, payee_type: b.payee_type, payee_name: b.payee_name, payment_ref: '', paid_at: null };
}

/** The record must be accepted or handling; the first sub-record of an accepted record moves it to handling. */
export async function createHandling(tx: Tx, actor: AbnormalActor, record: RecordRow, b: CreateBody, at = new Date()): Promise<number> {
  const status = record.status as AbnormalStatus;
  if (!HANDLEABLE_STATUSES.includes(status)) throw refused('abNotHandleable', { no: record.abnormalNo, status: ABNORMAL_STATUS_LABELS[status][actor.lang] });
  const details = await detailsOf(tx, record, b);
  const [h] = await tx
    .insert(abnormalHandlings)
    .values({ companyId: record.companyId, recordId: record.id, kind: b.kind, status: 'open', details, memo: b.memo, createdBy: actor.userId, createdByName: actor.name })
    .returning();
  let current = record;
  if (status === 'accepted') {
    current = await saveRecord(tx, record, { status: 'handling' });
    await appendEvent(tx, actor, record, { action: 'start_handling', to: 'handling', occurredAt: at, data: { handling_id: h.id } });
  } else {
    current = await saveRecord(tx, record, {});
  }
  await appendEvent(tx, actor, current, { action: `handling_${b.kind}_create`, occurredAt: at, data: { handling_id: h.id, kind: b.kind } });
  await retagOrder(tx, record.orderId, [HANDLING_ORDER_TAGS[b.kind]]);
  return h.id;
}

interface ReplenishLine {
  product_id: number;
  product_name: string;
  quantity: number;
  location_id: number | null;
}

/** the parts leave the warehouse: the stock held (available, not locked) allocated to the lines, one outbound shipped */
async function shipReplenish(tx: Tx, actor: AbnormalActor, record: RecordRow, details: Record<string, unknown>, at: Date): Promise<{ documentId: number; documentNo: string; moved: Array<{ product_id: number; product_name: string; quantity: number; location_code: string; package_no: string }> }> {
  const warehouseId = Number(details.warehouse_id);
  const lines = details.lines as ReplenishLine[];
  const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
  // only the merchant's own goods are sent: the stock of the order's consignor (0: the servicer's own, for an order without one)
  const [order] = await tx.select({ consignor: orders.consignorResourceId }).from(orders).where(eq(orders.id, record.orderId));
  const owner = order?.consignor ?? 0;
  const [ownerRow] = owner ? await tx.select({ name: resources.name }).from(resources).where(eq(resources.id, owner)) : [];
  const docLines: Array<{ product_id: number; package_no: string; owner_id: number; location_id: number; quantity: number; memo: string }> = [];
  for (const l of lines) {
    const held = await tx
      .select()
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.companyId, record.companyId),
          eq(stockBalances.warehouseId, warehouseId),
          eq(stockBalances.productId, l.product_id),
          eq(stockBalances.ownerId, owner),
          ...(l.location_id ? [eq(stockBalances.locationId, l.location_id)] : []),
          gt(stockBalances.onHand, stockBalances.locked),
        ),
      )
      .orderBy(asc(stockBalances.packageNo), asc(stockBalances.locationId))
      .for('update');
    // parts taken from what is already allocated to earlier lines of the same product stay taken
    let need = l.quantity;
    let have = 0;
    for (const b of held) {
      const taken = docLines.filter((d) => d.product_id === b.productId && d.location_id === b.locationId && d.package_no === b.packageNo && d.owner_id === b.ownerId).reduce((s, d) => s + d.quantity, 0);
      const free = b.onHand - b.locked - taken;
      if (free <= 0) continue;
      have += free;
      if (need <= 0) continue;
      const q = Math.min(free, need);
      docLines.push({ product_id: b.productId, package_no: b.packageNo, owner_id: b.ownerId, location_id: b.locationId, quantity: q, memo: record.abnormalNo });
      need -= q;
    }
    if (need > 0) throw refused('abStockShort', { product: l.product_name, warehouse: warehouse?.name ?? '', owner: ownerRow?.name ?? '', need: l.quantity, have }, 'lines');
  }
  const repo = new WarehouseDocumentsRepository(tx as unknown as Db);
  const whActor = { companyId: record.companyId, userId: actor.userId, name: actor.name, lang: actor.lang };
  const id = await repo.create(
    whActor,
    { kind: 'outbound', warehouse_id: warehouseId, owner_id: owner, order_id: record.orderId, source: 'order', reason: '', ship_to: 'CUSTOMER', memo: record.abnormalNo, lines: docLines },
    at,
    tx,
  );
  await repo.transition(whActor, id, 'confirm', NO_INPUT, at, tx);
  await repo.transition(whActor, id, 'start_pick', NO_INPUT, at, tx);
  const docLinesRows = await repo.linesOf(tx, id);
  await repo.transition(whActor, id, 'pick', { ...NO_INPUT, lines: docLinesRows.map((l) => ({ line_id: l.id, quantity: l.expected })) }, at, tx);
  await repo.transition(whActor, id, 'ship', NO_INPUT, at, tx);
  const [doc] = await tx.select({ docNo: warehouseDocuments.docNo }).from(warehouseDocuments).where(eq(warehouseDocuments.id, id));
  const locations = await tx
    .select({ id: storageLocations.id, code: storageLocations.code })
    .from(storageLocations)
    .where(inArray(storageLocations.id, [...new Set(docLines.map((d) => d.location_id))]));
  const names = new Map(lines.map((l) => [l.product_id, l.product_name]));
  // what left the warehouse, as the detail shows it (the moves themselves are in the ledger under the document number)
  const moved = docLines.map((d) => ({ product_id: d.product_id, product_name: names.get(d.product_id) ?? '', quantity: d.quantity, location_code: locations.find((x) => x.id === d.location_id)?.code ?? '', package_no: d.package_no }));
  return { documentId: id, documentNo: doc.docNo, moved };
}

/**
 * A return into a warehouse is received: the returned cartons (the sub-record's, or every carton of the order) come
 * back in through an inbound (source `order`, memo the abnormal number) confirmed and received at the warehouse's
 * first active location in the same transaction — SUPPLIER → that location in the ledger; put-away is the warehouse's.
 * A carton the ledger still holds in any warehouse is refused (it never left).
 */
async function receiveReturn(tx: Tx, actor: AbnormalActor, record: RecordRow, details: Record<string, unknown>, at: Date): Promise<{ documentId: number; documentNo: string; locationCode: string; cartons: number }> {
  const warehouseId = Number(details.warehouse_id);
  const [warehouse] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
  const [order] = await tx.select().from(orders).where(eq(orders.id, record.orderId));
  const ids = [...new Set(order.products.map((p) => p.product_id).filter((x) => Number.isInteger(x) && x > 0))];
  const per = ids.length ? await tx.select({ id: products.id, package: products.package }).from(products).where(and(eq(products.companyId, record.companyId), inArray(products.id, ids))) : [];
  const perUnit = new Map(per.map((p) => [p.id, p.package]));
  const owned = await ownedCartons(tx, record.companyId, [
    { id: order.id, orderNo: order.orderNo, products: order.products.filter((p) => perUnit.has(p.product_id)).map((p) => ({ product_id: p.product_id, quantity: p.quantity, package: perUnit.get(p.product_id) || p.package || 1 })) },
  ]);
  const wanted = new Set((details.package_nos as string[] | undefined) ?? []);
  const cartons = (owned.get(order.id) ?? []).filter((c) => !wanted.size || wanted.has(c.packageNo.toUpperCase()));
  if (!cartons.length) throw refused('abReturnNoCartons', { no: order.orderNo });
  const [still] = await tx
    .select({ packageNo: stockBalances.packageNo, warehouse: warehouses.name })
    .from(stockBalances)
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .where(and(eq(stockBalances.companyId, record.companyId), inArray(stockBalances.packageNo, cartons.map((c) => c.packageNo)), gt(stockBalances.onHand, 0)))
    .limit(1);
  if (still) throw refused('abReturnCartonInStock', { package: still.packageNo, warehouse: still.warehouse });
  const [location] = await tx
    .select({ id: storageLocations.id, code: storageLocations.code })
    .from(storageLocations)
    .where(and(eq(storageLocations.companyId, record.companyId), eq(storageLocations.warehouseId, warehouseId), eq(storageLocations.status, 1)))
    .orderBy(asc(storageLocations.code))
    .limit(1);
  if (!location) throw refused('abReturnWarehouseNoLocation', { warehouse: warehouse?.name ?? '' });
  const owner = order.consignorResourceId ?? 0;
  const repo = new WarehouseDocumentsRepository(tx as unknown as Db);
  const whActor = { companyId: record.companyId, userId: actor.userId, name: actor.name, lang: actor.lang };
  const id = await repo.create(
    whActor,
    {
      kind: 'inbound',
      warehouse_id: warehouseId,
      owner_id: owner,
      location_id: location.id,
      order_id: order.id,
      source: 'order',
      reason: '',
      ship_to: 'CUSTOMER',
      memo: record.abnormalNo,
      lines: cartons.map((c) => ({ product_id: c.productId, package_no: c.packageNo, owner_id: owner, quantity: 1, memo: record.abnormalNo })),
    },
    at,
    tx,
  );
  await repo.transition(whActor, id, 'confirm', NO_INPUT, at, tx);
  const docLines = await repo.linesOf(tx, id);
  await repo.transition(whActor, id, 'receive', { ...NO_INPUT, lines: docLines.map((l) => ({ line_id: l.id, quantity: 1, damaged: 0 })) }, at, tx);
  const [doc] = await tx.select({ docNo: warehouseDocuments.docNo }).from(warehouseDocuments).where(eq(warehouseDocuments.id, id));
  return { documentId: id, documentNo: doc.docNo, locationCode: location.code, cartons: cartons.length };
}

/** the sub-record of the company, locked, with its record locked too; a 404 when the actor may not see it */
async function lockHandling(tx: Tx, actor: AbnormalActor, id: number): Promise<{ h: HandlingRowDb; record: RecordRow }> {
  const seen = visibility(actor);
  if (seen === false) throw notFound();
  const [found] = await tx
    .select({ recordId: abnormalHandlings.recordId })
    .from(abnormalHandlings)
    .innerJoin(abnormalRecords, eq(abnormalRecords.id, abnormalHandlings.recordId))
    .where(and(seen, eq(abnormalHandlings.id, id), eq(abnormalHandlings.companyId, actor.companyId)));
  if (!found) throw notFound();
  const [record] = await tx.select().from(abnormalRecords).where(eq(abnormalRecords.id, found.recordId)).for('update');
  const [h] = await tx.select().from(abnormalHandlings).where(eq(abnormalHandlings.id, id)).for('update');
  return { h, record };
}

/** A sub-record's transition (handling.ts): refused over the table with the catalog's message, or written with its event. */
export async function actOnHandling(tx: Tx, actor: AbnormalActor, id: number, action: AnyHandlingAction, b: ActionBody, at = new Date()): Promise<number> {
  const { h, record } = await lockHandling(tx, actor, id);
  const kind = h.kind as HandlingKind;
  const labels = {
    kind: HANDLING_KIND_LABELS[kind][actor.lang],
    status: HANDLING_STATUS_LABELS[h.status as AnyHandlingStatus]?.[actor.lang] ?? h.status,
    action: HANDLING_ACTION_LABELS[action][actor.lang],
  };
  const decision = decideHandling(kind, action, h.status, { reason: b.reason, scheduledAt: b.scheduled_at, result: b.result, paymentRef: b.payment_ref });
  if (!decision.ok) {
    if (decision.reason === 'unknownAction') throw refused('abHandlingUnknownAction', labels, 'action');
    if (decision.reason === 'wrongStatus') throw refused('abHandlingNotAllowed', labels);
    throw refused(HANDLING_REFUSALS[decision.reason]);
  }
  const recordStatus = record.status as AbnormalStatus;
  if (!isOpenAbnormal(recordStatus)) throw refused('abRecordClosed', { no: record.abnormalNo, status: ABNORMAL_STATUS_LABELS[recordStatus][actor.lang] });
  const details = { ...h.details };
  const data: Record<string, unknown> = { handling_id: h.id, kind };
  let documentId = h.documentId;
  if (kind === 'replenish' && action === 'ship' && details.method === 'stock') {
    const shipped = await shipReplenish(tx, actor, record, details, at);
    documentId = shipped.documentId;
    Object.assign(details, { document_id: shipped.documentId, document_no: shipped.documentNo, moved: shipped.moved });
    data.document_no = shipped.documentNo;
  }
  if (kind === 'return' && action === 'receive' && details.destination === 'warehouse') {
    const received = await receiveReturn(tx, actor, record, details, at);
    documentId = received.documentId;
    Object.assign(details, { document_id: received.documentId, document_no: received.documentNo, received_location_code: received.locationCode, received_cartons: received.cartons });
    data.document_no = received.documentNo;
  }
  if (action === 'send' && b.tracking_no) details.tracking_no = b.tracking_no;
  if (action === 'schedule') details.scheduled_at = b.scheduled_at;
  if (action === 'complete') {
    await checkPhotos(tx, actor, b.photos ?? []);
    Object.assign(details, { result: b.result, photos: b.photos ?? [] });
    data.result = b.result;
  }
  if (action === 'pay') Object.assign(details, { payment_ref: b.payment_ref, paid_at: at.toISOString() });
  await tx
    .update(abnormalHandlings)
    .set({ status: decision.to, details, documentId, memo: b.memo || h.memo, version: h.version + 1, updatedAt: new Date() })
    .where(eq(abnormalHandlings.id, h.id));
  const saved = await saveRecord(tx, record, {});
  await appendEvent(tx, actor, saved, { action: `handling_${kind}_${action}`, reason: b.reason || undefined, occurredAt: at, data });
  return record.id;
}

export async function listHandlings(db: Db, actor: AbnormalActor, q: z.output<typeof handlingListQuery>) {
  const seen = visibility(actor);
  if (seen === false) return { list: [], total: 0, page: q.page, per_page: q.per_page };
  const where: SQL[] = [seen, eq(abnormalHandlings.companyId, actor.companyId)];
  if (q.kind) where.push(eq(abnormalHandlings.kind, q.kind));
  if (q.status) where.push(eq(abnormalHandlings.status, q.status));
  if (q.open === '1' || q.open === '0') {
    const finals = HANDLING_KINDS.map((k) => and(eq(abnormalHandlings.kind, k), inArray(abnormalHandlings.status, [...HANDLING_FINAL[k]])));
    where.push(q.open === '1' ? sql`not (${or(...finals)})` : or(...finals)!);
  }
  if (q.keyword) {
    const k = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(abnormalRecords.abnormalNo, k), ilike(orders.orderNo, k))!);
  }
  const base = () =>
    db
      .select({ h: abnormalHandlings, abnormalNo: abnormalRecords.abnormalNo, orderNo: orders.orderNo })
      .from(abnormalHandlings)
      .innerJoin(abnormalRecords, eq(abnormalRecords.id, abnormalHandlings.recordId))
      .innerJoin(orders, eq(orders.id, abnormalRecords.orderId))
      .where(and(...where));
  const [rows, [{ n }]] = await Promise.all([
    base().orderBy(desc(abnormalHandlings.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(abnormalHandlings)
      .innerJoin(abnormalRecords, eq(abnormalRecords.id, abnormalHandlings.recordId))
      .innerJoin(orders, eq(orders.id, abnormalRecords.orderId))
      .where(and(...where)),
  ]);
  return { list: rows.map((r) => handlingRowOf(r.h, { abnormalNo: r.abnormalNo, orderNo: r.orderNo }, actor.role === 'desk')), total: n, page: q.page, per_page: q.per_page };
}
