/**
 * Demo orders spread over the whole lifecycle, with real names, phones and addresses. An abnormal order is one an
 * abnormal record holds: it is written in the status it was held from and its record registered through the abnormal
 * repository (report_abnormal through the lifecycle, the record's events on the timeline), as the desk would.
 */
import { NOT_OUT_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order-status';
import type { LimitationStatus } from '../../../src/domain/constants';
import type { Db } from '../db/client';
import { orderEvents, orders, type OrderProductLine } from '../db/schema';
import type { OrderAction } from '../../../src/domain/order-lifecycle';
import type { AbnormalActor, Tx } from '../repositories/abnormal/context';
import { registerRecord } from '../repositories/abnormal/record-writes';
import type { AreaIndex } from './areas';
import type { Catalog } from './catalog';
import { int, mobile, personName, pick, streetAddress, weighted, type Rng } from './random';

const SERVICE_PACKAGES = [
  ['DELIVERY', '送货上门'],
  ['DELIVERY_INSTALL', '送装一体'],
  ['INSTALL', '仅安装'],
] as const;
// ABNORMAL is not drawn: an order carries it while it has an open abnormal record (the abnormal repository tags it)
const TAGS = ['SECOND_DOOR', 'RETURN', 'REPLENISH', 'REISSUE', 'REPAIR', 'DIVIDE', 'COMPLETE_SET', 'PAY_NOW', 'TICKET', 'SUB_ORDER', 'REFUND'];

/** Statuses before the goods leave the warehouse. */
const NOT_OUT: readonly OrderStatus[] = [...NOT_OUT_STATUSES, 'INTERCEPTED'];
const STATUS_WEIGHTS: Record<OrderStatus, number> = {
  DRAFT: 6, PENDING_REVIEW: 8, TO_RECEIVE: 12, RECEIVED: 4, IN_WAREHOUSE: 14, OUT_WAREHOUSE: 6, IN_TRANSIT: 4, TO_ASSIGN: 12, TO_APPOINT: 10,
  TO_SIGN: 14, TO_REVISIT: 8, ABNORMAL: 5, ARCHIVED: 12, INTERCEPTED: 3, RECYCLED: 2,
};

/** The status a demo abnormal order was held from, and how long after reaching it its record was registered. */
const HELD_FROM: OrderStatus = 'TO_SIGN';
const HOLD_AFTER_MS = 20 * 60_000;

export interface OrderSeedOptions {
  companyId: number;
  count: number;
  areaPrefixes: string[];
  catalog: Catalog;
  /** orders of this consignor resource carry the consignor account's id */
  consignorAccount?: { resourceId: number; userId: number };
  /** part of the deliveries go to these resources (the demo delivery provider and driver) */
  deliveryAccounts?: { resourceId: number; userId: number }[];
  servicerUserId: number;
  /** global sequence so order numbers never collide between companies */
  firstSeq: number;
}

function orderNo(createdAt: Date, seq: number): string {
  const d = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  return `2${d}${String(seq).padStart(6, '0')}`;
}

export async function seedOrders(db: Db, rng: Rng, areas: AreaIndex, o: OrderSeedOptions): Promise<number> {
  const districtCodes = areas.districtsUnder(o.areaPrefixes);
  const statusWeights = ORDER_STATUSES.map((s) => [s, STATUS_WEIGHTS[s]] as const);
  const now = Date.now();
  const values: (typeof orders.$inferInsert)[] = [];
  /** which of the values an abnormal record is to hold */
  const abnormal: boolean[] = [];
  for (let i = 0; i < o.count; i++) {
    // every status at least once, the rest weighted like a real pipeline
    const status = i < ORDER_STATUSES.length ? ORDER_STATUSES[i] : weighted(rng, statusWeights);
    abnormal.push(status === 'ABNORMAL');
    const createdAt = new Date(now - int(rng, 0, 60 * 24) * 3_600_000 - int(rng, 0, 3_599) * 1000);
    const lines: OrderProductLine[] = Array.from({ length: int(rng, 1, 3) }, () => {
      const p = pick(rng, o.catalog.products);
      return {
        product_id: p.id,
        code: p.code,
        name: p.name,
        quantity: int(rng, 1, 2),
        package: p.package,
        category_path: `${p.lv1CategoryName}/${p.lv2CategoryName}`,
      };
    });
    const consignor = i % 5 === 0 && o.consignorAccount
      ? { id: o.consignorAccount.resourceId }
      : pick(rng, o.catalog.consignors);
    const stores = o.catalog.stores.filter((s) => s.consignorId === consignor.id);
    const assigned = !NOT_OUT.includes(status) && status !== 'OUT_WAREHOUSE';
    const special = assigned && o.deliveryAccounts?.length && i % 4 === 0 ? pick(rng, o.deliveryAccounts) : undefined;
    const deliveryResourceId = assigned ? (special?.resourceId ?? pick(rng, o.catalog.deliveries).id) : null;
    const limitation: LimitationStatus = weighted(rng, [['A_NORMAL', 75], ['B_WARNING', 17], ['C_DANGER', 8]] as const);
    const [pkgCode, pkgName] = pick(rng, SERVICE_PACKAGES);
    const tags = rng() < 0.3 ? [pick(rng, TAGS)] : [];
    values.push({
      companyId: o.companyId,
      orderNo: orderNo(createdAt, o.firstSeq + i),
      appCode: 'BANG',
      // an abnormal order is written as the status its record holds it from (heldOn below)
      status: status === 'ABNORMAL' ? HELD_FROM : status,
      consignorResourceId: consignor.id,
      storeResourceId: stores.length && rng() < 0.7 ? pick(rng, stores).id : null,
      deliveryResourceId,
      warehouseId: pick(rng, o.catalog.warehouseIds),
      consignorUserId: consignor.id === o.consignorAccount?.resourceId ? o.consignorAccount.userId : null,
      servicerUserId: o.servicerUserId,
      deliveryUserId: special?.userId ?? null,
      endContact: personName(rng),
      endTel: mobile(rng),
      ...prefixed(areas.place(pick(rng, districtCodes))),
      endAddress: streetAddress(rng),
      products: lines,
      package: lines.reduce((sum, l) => sum + l.package * l.quantity, 0),
      servicesPkgCode: pkgCode,
      servicesPkgName: pkgName,
      tags,
      limitationStatusCode: limitation,
      incomeSettleStatus: status === 'ARCHIVED' ? 2 : status === 'TO_REVISIT' ? int(rng, 0, 1) : 0,
      isNotOutStorage: NOT_OUT.includes(status),
      heldFrom: status === 'INTERCEPTED' ? 'IN_WAREHOUSE' : null,
      signer: status === 'TO_REVISIT' || status === 'ARCHIVED' ? '本人' : '',
      createdBy: o.servicerUserId,
      createdAt,
      updatedAt: createdAt,
      // the current status began within the last three days (deterministic, no draw from the rng)
      statusChangedAt: new Date(Math.max(createdAt.getTime(), now - ((i * 7919) % (72 * 60)) * 60_000)),
    });
  }
  const inserted = await db
    .insert(orders)
    .values(values)
    .returning({ id: orders.id, status: orders.status, heldFrom: orders.heldFrom, createdAt: orders.createdAt, statusChangedAt: orders.statusChangedAt });
  const held = new Set(inserted.filter((_, i) => abnormal[i]).map((r) => r.id));
  // a held order's main path ends a little before its record holds it (at statusChangedAt)
  await seedHistory(db, o, inserted.map((r) => (held.has(r.id) ? { ...r, statusChangedAt: new Date(Math.max(r.createdAt.getTime(), r.statusChangedAt.getTime() - HOLD_AFTER_MS)) } : r)));
  await holdAbnormal(db, o, inserted.filter((r) => held.has(r.id)));
  return values.length;
}

/** One desk record per abnormal demo order, holding it (the lifecycle's report_abnormal through the abnormal repository). */
async function holdAbnormal(db: Db, o: OrderSeedOptions, rows: { id: number; statusChangedAt: Date }[]): Promise<void> {
  const tx = db as unknown as Tx;
  const actor: AbnormalActor = {
    companyId: o.companyId,
    ownCompanyId: o.companyId,
    userId: o.servicerUserId,
    name: '演示数据',
    role: 'desk',
    orderRole: 'servicer',
    scope: { kind: 'company', companyId: o.companyId },
    lang: 'zh',
  };
  for (const row of rows) {
    await registerRecord(
      tx,
      actor,
      { order_id: row.id, package_nos: [], type_code: 'DAMAGED', stage: 'delivery', description: '外包装破损', photos: [], hold_order: true },
      { source: 'desk', occurredAt: row.statusChangedAt },
    );
  }
}

/** The actions of the main path that lead to each status (order-lifecycle.ts). */
const PATH: [OrderAction, OrderStatus][] = [
  ['submit', 'PENDING_REVIEW'],
  ['approve', 'TO_RECEIVE'],
  ['receive', 'RECEIVED'],
  ['warehouse_in', 'IN_WAREHOUSE'],
  ['warehouse_out', 'OUT_WAREHOUSE'],
  ['depart', 'IN_TRANSIT'],
  ['arrive', 'TO_ASSIGN'],
  ['assign', 'TO_APPOINT'],
  ['appoint', 'TO_SIGN'],
  ['sign', 'TO_REVISIT'],
  ['feedback', 'ARCHIVED'],
];

/** A plausible timeline for every demo order: create, then the main path up to its status (or its hold). */
async function seedHistory(
  db: Db,
  o: OrderSeedOptions,
  rows: { id: number; status: string; heldFrom: string | null; createdAt: Date; statusChangedAt: Date }[],
): Promise<void> {
  const events: (typeof orderEvents.$inferInsert)[] = [];
  for (const row of rows) {
    const target = (row.heldFrom ?? row.status) as OrderStatus;
    const steps: [string, OrderStatus | null, OrderStatus][] = [['create', null, 'DRAFT']];
    if (row.status === 'RECYCLED') steps.push(['cancel', 'DRAFT', 'RECYCLED']);
    else if (target !== 'DRAFT') {
      let from: OrderStatus = 'DRAFT';
      for (const [action, to] of PATH) {
        steps.push([action, from, to]);
        from = to;
        if (to === target) break;
      }
      if (row.status === 'INTERCEPTED') steps.push(['intercept', target, 'INTERCEPTED']);
    }
    // spread the steps from the creation to the start of the current status
    const start = row.createdAt.getTime();
    const span = Math.max(0, row.statusChangedAt.getTime() - start);
    steps.forEach(([action, from, to], k) => {
      const at = new Date(k === 0 ? start : start + (span * k) / (steps.length - 1));
      events.push({
        companyId: o.companyId,
        orderId: row.id,
        action,
        fromStatus: from,
        toStatus: to,
        actorUserId: o.servicerUserId,
        actorName: '演示数据',
        actorRole: 'servicer',
        occurredAt: at,
        recordedAt: at,
        data: action === 'intercept' ? { reason: '商家要求拦截' } : {},
      });
    });
  }
  for (let at = 0; at < events.length; at += 1000) await db.insert(orderEvents).values(events.slice(at, at + 1000));
}

function prefixed(place: ReturnType<AreaIndex['place']>) {
  return {
    endProvince: place.province,
    endProvinceCode: place.provinceCode,
    endCity: place.city,
    endCityCode: place.cityCode,
    endDistrict: place.district,
    endDistrictCode: place.districtCode,
  };
}
