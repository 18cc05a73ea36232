/**
 * Product replace (产品替换, issue 17): in one transaction with the order row locked — the order's cartons of the old
 * product that are in stock leave (LOSS or back to the merchant), the replacement's pieces are taken from loose stock
 * and become new cartons of the order, the order's product lines change, and one event goes on the order's timeline.
 * The rules are written beside productReplaceBody in src/domain/warehouse/api.ts.
 */
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductReplaceAnswer, productReplaceBody } from '../../../../src/domain/warehouse/api-product-replace';
import { packageNo, parsePackageNo, type Move } from '../../../../src/domain/warehouse/ledger';
import { REPLACE_NO_PREFIX } from '../../../../src/domain/warehouse/messages';
import type { Db } from '../../db/client';
import { orderEvents, orders, products, stockBalances, stockMoves, storageLocations } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { chinaDate } from '../../lib/subscription';
import { checkProducts } from './document-refs';
import type { Actor } from './documents';
import { StockLedger } from './stock-ledger';

type Body = z.output<typeof productReplaceBody>;

export async function replaceProduct(db: Db, actor: Actor, b: Body, at: Date): Promise<ProductReplaceAnswer> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, b.order_id), eq(orders.companyId, actor.companyId)))
      .for('update');
    if (!order || order.deletedAt) throw notFound();
    const products_ = await checkProducts(tx, actor.companyId, [b.from_product_id, b.to_product_id]);
    const have = order.products.filter((p) => p.product_id === b.from_product_id).reduce((s, p) => s + p.quantity, 0);
    if (have < b.quantity) throw new HttpError(400, 'whReplaceNotOnOrder', { no: order.orderNo, have, quantity: b.quantity }, { field: 'quantity' });
    const [loc] = await tx
      .select({ id: storageLocations.id, warehouseId: storageLocations.warehouseId })
      .from(storageLocations)
      .where(and(eq(storageLocations.id, b.location_id), eq(storageLocations.companyId, actor.companyId)));
    if (!loc) throw new HttpError(400, 'whLocationInvalid', {}, { field: 'location_id' });
    const [fromP, toP] = await Promise.all(
      [b.from_product_id, b.to_product_id].map((id) => tx.select({ package: products.package, lv1: products.lv1CategoryName, lv2: products.lv2CategoryName }).from(products).where(eq(products.id, id)).then((r) => r[0])),
    );
    const owner = order.consignorResourceId ?? 0;
    const result = (await tx.execute(sql`select nextval('warehouse_doc_no_seq') as n`)) as unknown as { rows: { n: string | number }[] };
    const docNo = `${REPLACE_NO_PREFIX}${chinaDate().replaceAll('-', '')}${String(result.rows[0].n).padStart(6, '0')}`;
    const ctx = { companyId: actor.companyId, docKind: 'replace', docId: null, docNo, actorUserId: actor.userId, actorName: actor.name, occurredAt: at, lang: actor.lang };
    const ledger = new StockLedger();

    // the old product's cartons of this order that are in stock, as many as the replaced units take
    const oldCartons = await tx
      .select()
      .from(stockBalances)
      .where(and(eq(stockBalances.companyId, actor.companyId), eq(stockBalances.productId, b.from_product_id), like(stockBalances.packageNo, `${order.orderNo}-%`), gt(stockBalances.onHand, 0)))
      .orderBy(asc(stockBalances.packageNo))
      .limit(b.quantity * Math.max(1, fromP.package));
    const out: Move[] = oldCartons.map((c) => ({
      warehouseId: c.warehouseId,
      from: { kind: 'storage', id: c.locationId },
      to: { kind: 'virtual', code: b.disposition },
      productId: c.productId,
      packageNo: c.packageNo,
      ownerId: c.ownerId,
      quantity: c.onHand,
    }));
    await ledger.post(tx, ctx, out);

    // the replacement: N pieces a unit, taken loose and numbered after the order's last carton
    const pieces = b.quantity * Math.max(1, toP.package);
    const [last] = await tx
      .select({ max: sql<string | null>`max(${stockMoves.packageNo})` })
      .from(stockMoves)
      .where(and(eq(stockMoves.companyId, actor.companyId), like(stockMoves.packageNo, `${order.orderNo}-%`)));
    const cartonsBefore = order.products.reduce((s, p) => s + p.quantity * Math.max(1, p.package), 0);
    const start = Math.max(parsePackageNo(last?.max ?? '')?.sequence ?? 0, cartonsBefore);
    if (start + pieces > 999) throw new HttpError(400, 'whQuantityTooBig', {}, { field: 'quantity' });
    const target = oldCartons[0]?.locationId ?? loc.id;
    const targetWarehouse = oldCartons[0]?.warehouseId ?? loc.warehouseId;
    if (targetWarehouse !== loc.warehouseId) throw new HttpError(400, 'whLocationInvalid', {}, { field: 'location_id' });
    const added = Array.from({ length: pieces }, (_, i) => packageNo(order.orderNo, start + i + 1));
    // repacked: the pieces leave the loose stock (refused whole when short) and come back as the order's new cartons;
    // a move keeps its carton number on both sides, so the repack passes through ADJUST
    await ledger.post(tx, ctx, [{ warehouseId: loc.warehouseId, from: { kind: 'storage', id: loc.id }, to: { kind: 'virtual', code: 'ADJUST' }, productId: b.to_product_id, packageNo: '', ownerId: owner, quantity: pieces }]);
    await ledger.post(
      tx,
      ctx,
      added.map((no) => ({ warehouseId: loc.warehouseId, from: { kind: 'virtual', code: 'ADJUST' }, to: { kind: 'storage', id: target }, productId: b.to_product_id, packageNo: no, ownerId: owner, quantity: 1 })),
    );

    // the order's product lines: fewer of the old product, more of the new one
    let left = b.quantity;
    const lines = order.products
      .map((p) => {
        if (p.product_id !== b.from_product_id || left === 0) return p;
        const take = Math.min(left, p.quantity);
        left -= take;
        return { ...p, quantity: p.quantity - take };
      })
      .filter((p) => p.quantity > 0);
    const existing = lines.find((p) => p.product_id === b.to_product_id);
    const to = products_.get(b.to_product_id)!;
    if (existing) existing.quantity += b.quantity;
    else lines.push({ product_id: b.to_product_id, code: to.code, name: to.name, quantity: b.quantity, package: toP.package, category_path: [toP.lv1, toP.lv2].filter(Boolean).join('/') });
    await tx
      .update(orders)
      .set({ products: lines, package: lines.reduce((s, p) => s + p.quantity * p.package, 0), version: order.version + 1, updatedAt: new Date(), tags: order.tags.includes('REISSUE') ? order.tags : [...order.tags, 'REISSUE'] })
      .where(eq(orders.id, order.id));
    const from = products_.get(b.from_product_id)!;
    await tx.insert(orderEvents).values({
      companyId: order.companyId,
      orderId: order.id,
      action: 'product_replace',
      fromStatus: order.status,
      toStatus: order.status,
      actorUserId: actor.userId,
      actorName: actor.name,
      actorRole: 'servicer',
      occurredAt: at,
      data: { doc_no: docNo, from_product: `${from.name}（${from.code}）`, to_product: `${to.name}（${to.code}）`, quantity: b.quantity, disposition: b.disposition, reason: b.reason, removed_cartons: out.map((m) => m.packageNo), added_cartons: added },
    });
    return {
      order_id: order.id,
      order_no: order.orderNo,
      doc_no: docNo,
      products: lines.map((p) => ({ product_id: p.product_id, code: p.code, name: p.name, quantity: p.quantity, package: p.package })),
      removed_cartons: out.map((m) => m.packageNo),
      added_cartons: added,
    };
  });
}
