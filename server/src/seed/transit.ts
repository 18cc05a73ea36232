/**
 * Demo transit (issue 18): weights and volumes on the demo products, and three loads of the main servicer from its
 * first warehouse to its stations — one planned with orders waiting in the warehouse, one departed with orders in
 * transit, one arrived with one carton short (an open discrepancy). Written straight to the tables (the seed is
 * fast and changes no order's status: each load takes orders already in the status it implies).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { cartonMeasure, loadNo, vehicleType } from '../../../src/domain/transit/loads';
import { orderCartons } from '../../../src/domain/warehouse/order-cartons';
import type { Db } from '../db/client';
import { orders, orderTransit, products, stations, transitDiscrepancies, transitLoadCartons, transitLoadEvents, transitLoadOrders, transitLoads, transitLoadScans } from '../db/schema';
import type { Catalog } from './catalog';

const HOUR = 3600_000;

export async function seedTransit(db: Db, companyId: number, catalog: Catalog, actor: { userId: number; name: string }): Promise<void> {
  // per unit: heavier and larger along the catalog (no draw from the rng, so the rest of the demo stays as it was)
  await db.execute(sql`update products set weight_g = 8000 + (id % 12) * 6500, volume_cm3 = 60000 + (id % 9) * 140000 where company_id = ${companyId}`);
  const warehouseId = catalog.warehouseIds[0];
  const sts = await db.select({ id: stations.id }).from(stations).where(eq(stations.companyId, companyId)).orderBy(asc(stations.id)).limit(3);
  if (!warehouseId || sts.length < 1) return;
  const prods = new Map((await db.select().from(products).where(eq(products.companyId, companyId))).map((p) => [p.id, p]));
  const pick = async (status: string, n: number) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.status, status), sql`jsonb_array_length(${orders.products}) > 0`))
      .orderBy(asc(orders.id))
      .limit(n);
  const cartonsOf = (o: typeof orders.$inferSelect) =>
    orderCartons(
      o.orderNo,
      o.products.filter((p) => prods.has(p.product_id)).map((p) => ({ product_id: p.product_id, quantity: p.quantity, package: prods.get(p.product_id)!.package || 1 })),
    ).map((c) => ({ ...c, orderId: o.id, ...cartonMeasure({ weight_g: prods.get(c.productId)!.weightG, volume_cm3: prods.get(c.productId)!.volumeCm3, package: prods.get(c.productId)!.package }) }));
  const now = Date.now();
  const v96 = vehicleType('V96')!;
  let seq = 0;
  const load = async (status: string, to: number, extra: Partial<typeof transitLoads.$inferInsert>) => {
    seq += 1;
    const [row] = await db
      .insert(transitLoads)
      .values({
        companyId,
        loadNo: loadNo('line_haul', new Date(now), seq),
        type: 'line_haul',
        status,
        fromSiteType: 'warehouse',
        fromSiteId: warehouseId,
        toSiteType: 'station',
        toSiteId: to,
        carrierResourceId: null,
        driverResourceId: catalog.drivers[0]?.id ?? null,
        vehiclePlate: `沪A${String(10000 + seq * 1234).slice(-5)}`,
        vehicleType: 'V96',
        capacityWeightG: v96.weight_g,
        capacityVolumeCm3: v96.volume_cm3,
        feeCents: 180_000 + seq * 25_000,
        createdBy: actor.userId,
        createdByName: actor.name,
        ...extra,
      } as typeof transitLoads.$inferInsert)
      .returning();
    return row;
  };
  const event = (loadId: number, action: string, from: string, to: string, at: number) =>
    db.insert(transitLoadEvents).values({ companyId, loadId, action, fromStatus: from, toStatus: to, actorUserId: actor.userId, actorName: actor.name, occurredAt: new Date(at) });
  const onLoad = async (loadId: number, os: (typeof orders.$inferSelect)[], held: boolean, site?: { type: string; id: number }) => {
    if (!os.length) return;
    await db.insert(transitLoadOrders).values(os.map((o) => ({ companyId, loadId, orderId: o.id, planned: true })));
    await db
      .insert(orderTransit)
      .values(os.map((o) => ({ orderId: o.id, companyId, onLoadId: held ? loadId : null, currentSiteType: site?.type ?? null, currentSiteId: site?.id ?? null })))
      .onConflictDoNothing();
  };
  const scans = (loadId: number, phase: string, cartons: { packageNo: string; orderId: number }[], at: number) =>
    cartons.length
      ? db.insert(transitLoadScans).values(
          cartons.map((c, i) => ({
            companyId,
            loadId,
            scanId: `seed-${loadId}-${phase}-${i}`,
            phase,
            round: 1,
            code: c.packageNo,
            packageNo: c.packageNo,
            orderId: c.orderId,
            result: 'ok',
            accepted: true,
            actorUserId: actor.userId,
            actorName: actor.name,
            occurredAt: new Date(at + i * 20_000),
          })),
        )
      : Promise.resolve();

  // planned for tonight: orders waiting in the warehouse
  const planned = await load('planned', sts[0].id, { plannedDepartureAt: new Date(now + 6 * HOUR) });
  await event(planned.id, 'create', '', 'planned', now - HOUR);
  await onLoad(planned.id, await pick('IN_WAREHOUSE', 4), true);

  // departed this morning: orders in transit, the manifest frozen
  const departedOrders = await pick('IN_TRANSIT', 3);
  const departedCartons = departedOrders.flatMap(cartonsOf);
  const departed = await load('departed', sts[1 % sts.length].id, { plannedDepartureAt: new Date(now - 5 * HOUR), departedAt: new Date(now - 4 * HOUR) });
  await event(departed.id, 'create', '', 'planned', now - 8 * HOUR);
  await event(departed.id, 'start_loading', 'planned', 'loading', now - 6 * HOUR);
  await event(departed.id, 'depart', 'loading', 'departed', now - 4 * HOUR);
  await onLoad(departed.id, departedOrders, true);
  await scans(departed.id, 'load', departedCartons, now - 6 * HOUR);
  if (departedCartons.length) await db.insert(transitLoadCartons).values(departedCartons.map((c) => ({ companyId, loadId: departed.id, packageNo: c.packageNo, orderId: c.orderId, productId: c.productId, weightG: c.weight_g, volumeCm3: c.volume_cm3 })));

  // arrived yesterday with one carton short: the orders wait for assignment, the shortage is open
  const arrivedOrders = await pick('TO_ASSIGN', 3);
  const arrivedCartons = arrivedOrders.flatMap(cartonsOf);
  const to = sts[2 % sts.length].id;
  const arrived = await load('arrived', to, { plannedDepartureAt: new Date(now - 30 * HOUR), departedAt: new Date(now - 29 * HOUR), arrivedAt: new Date(now - 20 * HOUR), unloadingAt: new Date(now - 21 * HOUR) });
  await event(arrived.id, 'create', '', 'planned', now - 34 * HOUR);
  await event(arrived.id, 'start_loading', 'planned', 'loading', now - 31 * HOUR);
  await event(arrived.id, 'depart', 'loading', 'departed', now - 29 * HOUR);
  await event(arrived.id, 'arrive', 'departed', 'arrived', now - 20 * HOUR);
  await onLoad(arrived.id, arrivedOrders, false, { type: 'station', id: to });
  await scans(arrived.id, 'load', arrivedCartons, now - 31 * HOUR);
  if (arrivedCartons.length) {
    await db.insert(transitLoadCartons).values(arrivedCartons.map((c) => ({ companyId, loadId: arrived.id, packageNo: c.packageNo, orderId: c.orderId, productId: c.productId, weightG: c.weight_g, volumeCm3: c.volume_cm3 })));
    const short = arrivedCartons[arrivedCartons.length - 1];
    await scans(arrived.id, 'unload', arrivedCartons.slice(0, -1), now - 21 * HOUR);
    await db.insert(transitDiscrepancies).values({ companyId, loadId: arrived.id, kind: 'short', packageNo: short.packageNo, orderId: short.orderId, productId: short.productId });
  }
}
