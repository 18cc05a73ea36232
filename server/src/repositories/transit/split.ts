/**
 * Split orders (拆单, issue 18; src/domain/transit/README.md "Split orders"): some cartons of an order move to a new
 * order that travels on its own. The cartons keep their labels (order_carton_owners says who owns them now); the child
 * copies the parent's parties, addresses, status and site, lists the whole units it carries, and takes its share of
 * the fees not yet settled (split.ts splitFees). One transaction: the refusals come before anything is written.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { splitBody, SplitOrderView } from '../../../../src/domain/transit/api-route-split';
import { checkSplitCartons, splitFees, splitOrderNo, wholeUnitsMoved } from '../../../../src/domain/transit/split';
import { TRANSITIONS } from '../../../../src/domain/order-lifecycle';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../src/domain/order-status';
import { parsePackageNo } from '../../../../src/domain/warehouse/ledger';
import type { Db } from '../../db/client';
import {
  orderCartonOwners,
  orderFees,
  orders,
  orderSplits,
  orderTransit,
  products,
  resources,
  stockBalances,
  storageLocations,
  transitLoadCartons,
  transitLoads,
  transitLoadScans,
  warehouses,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { ActionRefused } from '../order-action-request';
import { OrderActionsRepository } from '../order-actions';
import { cartonOrderNos } from '../warehouse/carton-owners';
import { refused, type TransitActor, type Tx } from './context';
import { lockOrderTransit, transitOrders, type TransitOrder } from './carton-facts';
import { priceOrdersSafely } from '../quote/order-pricing';

type Reader = Pick<Db, 'select'>;
type Body = z.output<typeof splitBody>;

/** the order's tags after a split: the parent is DIVIDE (拆单), the child SUB_ORDER (子单) — spec's order tags */
const withTag = (tags: readonly string[], tag: string) => (tags.includes(tag) ? [...tags] : [...tags, tag]);

/** A fee row stays whole when it is settled: a finance-completed ticket posted it, or it is income already (partly) settled. */
const feeSplittable = (fee: { sourceTicketId: number | null; direction: string }, incomeSettleStatus: number) => fee.sourceTicketId === null && (fee.direction !== 'INCOME' || incomeSettleStatus === 0);

/** The cartons loaded on a load not yet arrived: accepted load scans of the current round (planned, loading) and the manifest of a departed one. */
async function loadedOn(db: Reader, companyId: number, packageNos: string[]): Promise<Map<string, string>> {
  if (!packageNos.length) return new Map();
  const [scanned, departed] = await Promise.all([
    db
      .select({ packageNo: transitLoadScans.packageNo, loadNo: transitLoads.loadNo })
      .from(transitLoadScans)
      .innerJoin(transitLoads, eq(transitLoads.id, transitLoadScans.loadId))
      .where(
        and(
          eq(transitLoadScans.companyId, companyId),
          inArray(transitLoadScans.packageNo, packageNos),
          eq(transitLoadScans.accepted, true),
          eq(transitLoadScans.phase, 'load'),
          eq(transitLoadScans.round, transitLoads.round),
          inArray(transitLoads.status, ['planned', 'loading']),
        ),
      ),
    db
      .select({ packageNo: transitLoadCartons.packageNo, loadNo: transitLoads.loadNo })
      .from(transitLoadCartons)
      .innerJoin(transitLoads, eq(transitLoads.id, transitLoadCartons.loadId))
      .where(and(eq(transitLoadCartons.companyId, companyId), inArray(transitLoadCartons.packageNo, packageNos), eq(transitLoads.status, 'departed'))),
  ]);
  return new Map([...scanned, ...departed].map((r) => [r.packageNo, r.loadNo]));
}

/** An order by its number or any of its cartons' (a moved carton names its new order), as the split screen shows it. */
export async function splitView(db: Reader, companyId: number, code: string, feesShown: boolean): Promise<SplitOrderView | null> {
  const raw = code.trim().toUpperCase();
  const orderNo = (await cartonOrderNos(db, companyId, [raw])).get(raw) ?? raw;
  const facts = await transitOrders(db, companyId, { orderNos: [orderNo] });
  const o = [...facts.values()][0];
  if (!o) return null;
  const nos = o.cartons.map((c) => c.packageNo);
  const [loaded, places, fees, [full], asChild, asParent, consignor] = await Promise.all([
    loadedOn(db, companyId, nos),
    nos.length
      ? db
          .select({ packageNo: stockBalances.packageNo, location: storageLocations.code, warehouse: warehouses.name })
          .from(stockBalances)
          .innerJoin(storageLocations, eq(storageLocations.id, stockBalances.locationId))
          .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
          .where(and(eq(stockBalances.companyId, companyId), inArray(stockBalances.packageNo, nos), sql`${stockBalances.onHand} > 0`))
      : [],
    feesShown ? db.select().from(orderFees).where(and(eq(orderFees.companyId, companyId), eq(orderFees.orderId, o.order.id))).orderBy(asc(orderFees.id)) : [],
    db.select({ incomeSettleStatus: orders.incomeSettleStatus }).from(orders).where(eq(orders.id, o.order.id)),
    db.select({ id: orders.id, no: orders.orderNo }).from(orderSplits).innerJoin(orders, eq(orders.id, orderSplits.parentOrderId)).where(and(eq(orderSplits.companyId, companyId), eq(orderSplits.childOrderId, o.order.id))),
    db.select({ id: orders.id, no: orders.orderNo }).from(orderSplits).innerJoin(orders, eq(orders.id, orderSplits.childOrderId)).where(and(eq(orderSplits.companyId, companyId), eq(orderSplits.parentOrderId, o.order.id))).orderBy(asc(orderSplits.id)),
    o.order.consignorResourceId ? db.select({ name: resources.name }).from(resources).where(eq(resources.id, o.order.consignorResourceId)) : [],
  ]);
  return {
    order_id: o.order.id,
    order_no: o.order.orderNo,
    status: o.order.status,
    consignor_name: consignor[0]?.name ?? '',
    end_area: [o.order.endProvince, o.order.endCity, o.order.endDistrict].filter(Boolean).join(' '),
    allowed: TRANSITIONS.split.from.includes(o.order.status as OrderStatus),
    parent: asChild[0] ? { order_id: asChild[0].id, order_no: asChild[0].no } : null,
    children: asParent.map((c) => ({ order_id: c.id, order_no: c.no })),
    cartons: o.cartons.map((c) => {
      const at = places.find((p) => p.packageNo === c.packageNo);
      return { package_no: c.packageNo, product_id: c.productId, product_name: c.productName, location: at ? `${at.warehouse} ${at.location}` : '', loaded_on: loaded.get(c.packageNo) ?? '' };
    }),
    fees: fees.map((f) => ({ id: f.id, direction: f.direction, code_name: f.codeName || f.code, amount_cents: f.amountCents, splittable: feeSplittable(f, full?.incomeSettleStatus ?? 0) })),
    fees_hidden: !feesShown,
  };
}

export async function splitOrder(db: Db, actor: TransitActor, b: Body, at: Date): Promise<{ split_id: number; child_order_id: number; child_order_no: string; moved: number }> {
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, b.order_id), eq(orders.companyId, actor.companyId), isNull(orders.deletedAt)))
      .for('update');
    if (!parent) throw refused('tsOrderInvalid', {}, 'order_id');
    if (!TRANSITIONS.split.from.includes(parent.status as OrderStatus)) {
      throw refused('tsSplitStatus', { no: parent.orderNo, status: ORDER_STATUS_LABELS[parent.status as OrderStatus]?.[actor.lang] ?? parent.status }, 'order_id');
    }
    const facts = (await transitOrders(tx, actor.companyId, { ids: [parent.id] })).get(parent.id) as TransitOrder;
    const picked = [...new Set(b.package_nos)];
    const bad = checkSplitCartons(
      facts.cartons.map((c) => ({ packageNo: c.packageNo, productId: c.productId, sequence: 0, unit: 0 })),
      picked,
    );
    if (bad) throw refused(bad.key, bad.key === 'tsSplitNotOfOrder' ? { package: bad.package, no: parent.orderNo } : {}, 'package_nos');
    const loaded = await loadedOn(tx, actor.companyId, picked);
    const onLoad = picked.find((p) => loaded.has(p));
    if (onLoad) throw refused('tsSplitLoaded', { package: onLoad, load: loaded.get(onLoad)! }, 'package_nos');

    // the child's number: the next free parent + S + n
    const [{ n: splits }] = await tx.select({ n: count() }).from(orderSplits).where(eq(orderSplits.parentOrderId, parent.id));
    let childNo: string | null = null;
    for (let n = splits + 1; n < splits + 50; n++) {
      const candidate = splitOrderNo(parent.orderNo, n);
      if (!candidate) break;
      const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, candidate));
      if (!taken) {
        childNo = candidate;
        break;
      }
    }
    if (!childNo) throw refused('tsSplitNoTooLong', { no: `${parent.orderNo}S${splits + 1}` }, 'order_id');

    // the moved cartons with their units (from the owner rows for a child splitting again, else the numbering)
    const prior = await tx
      .select({ packageNo: orderCartonOwners.packageNo, unit: orderCartonOwners.unit })
      .from(orderCartonOwners)
      .where(and(eq(orderCartonOwners.companyId, actor.companyId), inArray(orderCartonOwners.packageNo, picked)));
    const perUnitRows = await tx.select({ id: products.id, package: products.package }).from(products).where(and(eq(products.companyId, actor.companyId), inArray(products.id, [...new Set(facts.cartons.map((c) => c.productId))])));
    const perUnit = (id: number) => perUnitRows.find((p) => p.id === id)?.package || 1;
    const unitOf = (no: string) => {
      const known = prior.find((p) => p.packageNo === no);
      if (known) return known.unit;
      // numbered by the parent's lines: the unit is the sequence's place among its product line's units
      const seq = parsePackageNo(no)?.sequence ?? 0;
      let before = 0;
      let unit = 0;
      for (const line of parent.products) {
        const per = perUnit(line.product_id) || line.package || 1;
        const cartons = Math.max(0, Math.floor(line.quantity)) * per;
        if (seq <= before + cartons) return unit + Math.ceil((seq - before) / per);
        before += cartons;
        unit += Math.max(0, Math.floor(line.quantity));
      }
      return unit + 1;
    };
    const moved = facts.cartons.filter((c) => picked.includes(c.packageNo)).map((c) => ({ packageNo: c.packageNo, productId: c.productId, sequence: parsePackageNo(c.packageNo)?.sequence ?? 0, unit: unitOf(c.packageNo) }));
    const units = wholeUnitsMoved(moved, perUnit);
    const childLines = [...units].map(([productId, quantity]) => {
      const line = parent.products.find((p) => p.product_id === productId);
      return { product_id: productId, code: line?.code ?? '', name: line?.name ?? facts.cartons.find((c) => c.productId === productId)?.productName ?? '', quantity, package: perUnit(productId), category_path: line?.category_path ?? '' };
    });

    // the fee shares are decided before anything is written, and named on both timelines
    const fees = await tx.select().from(orderFees).where(and(eq(orderFees.companyId, actor.companyId), eq(orderFees.orderId, parent.id))).orderBy(asc(orderFees.id));
    const shares = splitFees(
      fees.map((f) => ({ id: f.id, amount_cents: f.amountCents, splittable: feeSplittable(f, parent.incomeSettleStatus) })),
      moved.length,
      facts.cartons.length,
    );
    const feeShares = shares.filter((x) => x.child_cents).map((x) => {
      const f = fees.find((r) => r.id === x.id)!;
      return { code: f.code, name: f.codeName || f.code, direction: f.direction, child_cents: x.child_cents, parent_cents: x.parent_cents };
    });

    // the parent's event first: its status is checked under the lifecycle table again, under the order's lock
    const apply = async (orderId: number, other: string) => {
      try {
        await new OrderActionsRepository(tx as unknown as Db).apply(
          {
            scope: { kind: 'company', companyId: actor.companyId },
            key: { id: orderId },
            action: 'split',
            data: { other_order_no: other, package_nos: picked, reason: b.reason, fee_shares: feeShares },
            actor: { userId: actor.userId, companyId: actor.companyId, name: actor.name, role: 'servicer' },
            occurredAt: at,
            via: 'transit',
          },
          actor.lang,
        );
      } catch (error) {
        if (error instanceof ActionRefused) throw new HttpError(400, error.messageKey, error.params, { field: 'order_id' });
        throw error;
      }
    };
    await apply(parent.id, childNo);

    const { id: _id, orderNo: _no, version: _v, createdAt: _c, updatedAt: _u, clientOrderNo: _client, shippingNo: _ship, ...copied } = parent;
    const [child] = await tx
      .insert(orders)
      .values({
        ...copied,
        orderNo: childNo,
        products: childLines,
        package: moved.length,
        tags: withTag(parent.tags.filter((t) => t !== 'DIVIDE'), 'SUB_ORDER'),
        pendingChange: null,
        createdBy: actor.userId,
        statusChangedAt: parent.statusChangedAt,
      })
      .returning({ id: orders.id });
    const [latest] = await tx.select({ tags: orders.tags, package: orders.package }).from(orders).where(eq(orders.id, parent.id));
    await tx
      .update(orders)
      .set({ tags: withTag(latest.tags, 'DIVIDE'), package: Math.max(0, facts.cartons.length - moved.length), updatedAt: new Date() })
      .where(eq(orders.id, parent.id));

    // where the child is: where the parent is (not on any load: the moved cartons travel later)
    const locks = await lockOrderTransit(tx as unknown as Tx, actor.companyId, [parent.id]);
    const ot = locks.get(parent.id);
    await tx.insert(orderTransit).values({
      orderId: child.id,
      companyId: actor.companyId,
      currentSiteType: ot?.currentSiteType ?? null,
      currentSiteId: ot?.currentSiteId ?? null,
      destStationId: ot?.destStationId ?? null,
      lineId: ot?.lineId ?? null,
    });

    const [split] = await tx
      .insert(orderSplits)
      .values({ companyId: actor.companyId, parentOrderId: parent.id, childOrderId: child.id, cartons: moved.length, totalCartons: facts.cartons.length, reason: b.reason, createdBy: actor.userId, createdByName: actor.name })
      .returning({ id: orderSplits.id });
    await tx
      .insert(orderCartonOwners)
      .values(moved.map((c) => ({ companyId: actor.companyId, packageNo: c.packageNo, labelOrderNo: parsePackageNo(c.packageNo)!.orderNo, orderId: child.id, productId: c.productId, unit: c.unit, splitId: split.id })))
      .onConflictDoUpdate({ target: [orderCartonOwners.companyId, orderCartonOwners.packageNo], set: { orderId: child.id, splitId: split.id, updatedAt: new Date() } });

    // fees not yet settled follow the cartons (split.ts). No row is edited: the parent gets a transfer-out row of the
    // child's share (negative) and the child the same amount as a transfer-in row, so each order's rows sum to its share
    for (const s of shares) {
      if (!s.child_cents) continue;
      const f = fees.find((x) => x.id === s.id)!;
      const { id: _fid, orderId: _oid, createdAt: _fc, updatedAt: _fu, sourceFeeRowId: _src, sourceTicketId: _st, ...rest } = f;
      const name = f.codeName || f.code;
      await tx.insert(orderFees).values([
        { ...rest, orderId: parent.id, codeName: `${name}（拆出至${childNo}）`, amountCents: -s.child_cents },
        { ...rest, orderId: child.id, codeName: `${name}（拆自${parent.orderNo}）`, amountCents: s.child_cents },
      ]);
    }

    await apply(child.id, parent.orderNo);
    // both orders' estimated fees follow their cartons now (quote engine); never fails the split
    await priceOrdersSafely(tx, actor.companyId, [parent.id, child.id]);
    return { split_id: split.id, child_order_id: child.id, child_order_no: childNo, moved: moved.length };
  });
}
