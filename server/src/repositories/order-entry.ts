/**
 * Creating and editing orders (order-form.ts): resolves and checks every referenced id against the company
 * (consignor, store, delivery, products, area codes), numbers the order, and writes it with its first history
 * event in one transaction. A client order number is unique per company, so a re-sent create or a re-imported
 * row finds the order it already made instead of making a second.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { EDITABLE_STATUSES, VARIANTS, type OrderInput } from '../../../src/domain/order-form';
import { decide, type OrderRole } from '../../../src/domain/order-lifecycle';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/order-status';
import type { Db } from '../db/client';
import { areas, orderEvents, orders, products, resources, type OrderProductLine } from '../db/schema';
import { ActionRefused, type Actor } from './order-action-request';
import { orderFacts } from './order-facts';
import { priceOrdersSafely } from './quote/order-pricing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;

export interface EntryContext {
  /** the servicer company the order belongs to */
  companyId: number;
  actor: Actor;
  appCode: string;
  /** a consignor account's own resource: its orders are always its own */
  ownConsignorResourceId: number | null;
}

export interface Created {
  id: number;
  order_no: string;
  status: OrderStatus;
  /** true when the client order number already named an order: nothing was created */
  existing: boolean;
}

const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
};

/** JSON with object keys sorted (jsonb does not keep the key order it was given). */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** What a batch of inputs references, fetched once per batch (import chunks reference the same few rows). */
class Lookups {
  consignors = new Map<number, boolean>();
  stores = new Map<number, number | null>();
  deliveries = new Set<number>();
  areas = new Map<string, typeof areas.$inferSelect>();
  products = new Map<number, typeof products.$inferSelect>();

  static async load(db: Db | Tx, companyId: number, inputs: { input: OrderInput; consignorId: number | null }[]): Promise<Lookups> {
    const l = new Lookups();
    const ids = (pick: (x: (typeof inputs)[number]) => (number | null | undefined)[]) => [...new Set(inputs.flatMap(pick).filter((x): x is number => x != null))];
    const consignorIds = ids((x) => [x.consignorId]);
    const storeIds = ids((x) => [x.input.store_resource_id]);
    const deliveryIds = ids((x) => [x.input.delivery_resource_id]);
    const productIds = ids((x) => x.input.products.map((p) => p.product_id));
    const codes = [...new Set(inputs.flatMap((x) => [x.input.end_province_code, x.input.end_city_code, x.input.end_district_code]))];
    const [cs, ss, ds, as, ps] = await Promise.all([
      consignorIds.length
        ? db.select({ id: resources.id, forbid: resources.isForbidCreateOrder }).from(resources).where(and(inArray(resources.id, consignorIds), eq(resources.companyId, companyId), inArray(resources.objectType, ['consignor', 'supplier'])))
        : [],
      storeIds.length ? db.select({ id: resources.id, parentId: resources.parentId }).from(resources).where(and(inArray(resources.id, storeIds), eq(resources.companyId, companyId), eq(resources.objectType, 'store'))) : [],
      deliveryIds.length ? db.select({ id: resources.id }).from(resources).where(and(inArray(resources.id, deliveryIds), eq(resources.companyId, companyId), inArray(resources.objectSubType, ['T_PZ', 'T_SJ']))) : [],
      codes.length ? db.select().from(areas).where(inArray(areas.code, codes)) : [],
      productIds.length ? db.select().from(products).where(and(inArray(products.id, productIds), eq(products.companyId, companyId), eq(products.disabled, false))) : [],
    ]);
    for (const c of cs) l.consignors.set(c.id, c.forbid !== 1);
    for (const st of ss) l.stores.set(st.id, st.parentId);
    for (const d of ds) l.deliveries.add(d.id);
    for (const a of as) l.areas.set(a.code, a);
    for (const pr of ps) l.products.set(pr.id, pr);
    return l;
  }
}

export interface NewOrder {
  input: OrderInput;
  servicesPkgName: string;
  /** submit at once (the lifecycle's submit, decided by its table) */
  submit: boolean;
}

export class OrderEntryRepository {
  constructor(private readonly db: Db) {}

  /** The fields of an input, checked against what the company has; throws ActionRefused naming the problem. */
  private resolve(l: Lookups, ctx: EntryContext, input: OrderInput): Partial<typeof orders.$inferInsert> {
    const consignorId = ctx.ownConsignorResourceId ?? input.consignor_resource_id ?? null;
    if (consignorId && !l.consignors.get(consignorId)) throw new ActionRefused(400, 'orderConsignorInvalid');
    if (input.store_resource_id) {
      const parent = l.stores.get(input.store_resource_id);
      if (parent === undefined || (consignorId && parent !== consignorId)) throw new ActionRefused(400, 'orderStoreInvalid');
    }
    if (input.delivery_resource_id && !l.deliveries.has(input.delivery_resource_id)) throw new ActionRefused(400, 'orderDeliveryInvalid');
    const [p, c, d] = [input.end_province_code, input.end_city_code, input.end_district_code].map((code) => l.areas.get(code));
    if (!p || !c || !d || p.level !== 1 || c.parentCode !== p.code || d.parentCode !== c.code) throw new ActionRefused(400, 'areaInvalid');
    const lines: OrderProductLine[] = input.products.map((line) => {
      const prod = l.products.get(line.product_id);
      if (!prod) throw new ActionRefused(400, 'orderProductInvalid', { id: line.product_id });
      return {
        product_id: prod.id,
        code: prod.code,
        name: prod.name,
        quantity: line.quantity,
        package: prod.package,
        category_path: [prod.lv1CategoryName, prod.lv2CategoryName].filter(Boolean).join('/'),
      };
    });
    return {
      consignorResourceId: consignorId,
      storeResourceId: input.store_resource_id ?? null,
      deliveryResourceId: input.delivery_resource_id ?? null,
      senderName: input.sender_name ?? '',
      senderPhone: input.sender_phone ?? '',
      senderAddress: input.sender_address ?? '',
      endContact: input.end_contact,
      endTel: input.end_tel,
      endProvince: p.name,
      endProvinceCode: p.code,
      endCity: c.name,
      endCityCode: c.code,
      endDistrict: d.name,
      endDistrictCode: d.code,
      endAddress: input.end_address,
      endFloor: input.end_floor ?? null,
      endHasLift: input.end_has_lift ?? null,
      products: lines,
      package: lines.reduce((sum, l2) => sum + l2.package * l2.quantity, 0),
      servicesPkgCode: input.services_pkg_code,
      tags: input.tags ?? [],
      businessType: input.business_type || 'E-COMMERCE',
      memo: input.memo ?? '',
      printMemo: input.print_memo ?? '',
      shippingNo: input.shipping_no ?? null,
    };
  }

  /**
   * Creates orders in one transaction with a handful of statements whatever their number (import chunks):
   * references fetched once, numbers allocated at once, one INSERT … ON CONFLICT DO NOTHING on the client order
   * number, one INSERT of their events. Each item's result is its order or the reason it was refused; an order
   * whose client number already exists is answered as `existing`, never created twice.
   */
  async createMany(ctx: EntryContext, items: NewOrder[], occurredAt: Date): Promise<(Created | ActionRefused)[]> {
    return this.db.transaction(async (tx) => {
      const results: (Created | ActionRefused | null)[] = items.map(() => null);
      const consignorOf = (input: OrderInput) => ctx.ownConsignorResourceId ?? input.consignor_resource_id ?? null;
      const lookups = await Lookups.load(tx, ctx.companyId, items.map((it) => ({ input: it.input, consignorId: consignorOf(it.input) })));
      const clientNos = [...new Set(items.map((it) => it.input.client_order_no).filter((x): x is string => !!x))];
      const existing = new Map<string, typeof orders.$inferSelect>();
      if (clientNos.length) {
        for (const row of await tx.select().from(orders).where(and(eq(orders.companyId, ctx.companyId), inArray(orders.clientOrderNo, clientNos)))) existing.set(row.clientOrderNo!, row);
      }
      const fresh: { index: number; values: typeof orders.$inferInsert; submitTo: OrderStatus | null }[] = [];
      const claimed = new Set<string>();
      items.forEach((it, index) => {
        const clientNo = it.input.client_order_no;
        const prior = clientNo ? existing.get(clientNo) : undefined;
        if (prior) {
          results[index] = { id: prior.id, order_no: prior.orderNo, status: prior.status as OrderStatus, existing: true };
          return;
        }
        if (clientNo && claimed.has(clientNo)) return; // a repeat inside the batch: answered after the insert
        try {
          const fields = this.resolve(lookups, ctx, it.input);
          const review = VARIANTS[it.input.variant].review;
          const values = {
            ...fields,
            companyId: ctx.companyId,
            orderNo: '',
            appCode: ctx.appCode,
            status: 'DRAFT',
            createVariant: it.input.variant,
            reviewKind: review ?? 'STANDARD',
            servicesPkgName: it.servicesPkgName,
            clientOrderNo: clientNo ?? null,
            consignorUserId: ctx.actor.role === 'consignor' ? ctx.actor.userId : null,
            servicerUserId: ctx.actor.role === 'servicer' ? ctx.actor.userId : null,
            createdBy: ctx.actor.userId,
            statusChangedAt: occurredAt,
          } satisfies typeof orders.$inferInsert;
          let submitTo: OrderStatus | null = null;
          if (it.submit) {
            const decision = decide('submit', ctx.actor.role, orderFacts({ ...values, heldFrom: null, pendingChange: null }));
            if (decision.ok) submitTo = decision.to;
          }
          if (clientNo) claimed.add(clientNo);
          fresh.push({ index, values: { ...values, status: submitTo ?? 'DRAFT' }, submitTo });
        } catch (e) {
          if (!(e instanceof ActionRefused)) throw e;
          results[index] = e;
        }
      });
      if (fresh.length) {
        const numbers = (await tx.execute(sql`select nextval('order_no_seq') as no from generate_series(1, ${fresh.length})`)) as unknown as { rows: { no: string | number }[] };
        const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
        fresh.forEach((f, k) => (f.values.orderNo = `2${day}${String(Number(numbers.rows[k].no) % 100_000_000).padStart(8, '0')}`));
        const inserted = await tx
          .insert(orders)
          .values(fresh.map((f) => f.values))
          .onConflictDoNothing({ target: [orders.companyId, orders.clientOrderNo], where: sql`${orders.clientOrderNo} is not null` })
          .returning({ id: orders.id, orderNo: orders.orderNo, status: orders.status });
        const byNo = new Map(inserted.map((r) => [r.orderNo, r]));
        const events: (typeof orderEvents.$inferInsert)[] = [];
        const base = { companyId: ctx.companyId, actorUserId: ctx.actor.userId, actorName: ctx.actor.name, actorRole: ctx.actor.role, occurredAt };
        for (const f of fresh) {
          const row = byNo.get(f.values.orderNo);
          if (!row) continue; // lost a race on its client number: answered below as existing
          results[f.index] = { id: row.id, order_no: row.orderNo, status: row.status as OrderStatus, existing: false };
          events.push({ ...base, orderId: row.id, action: 'create', fromStatus: null, toStatus: 'DRAFT', data: { variant: f.values.createVariant } });
          if (f.submitTo) events.push({ ...base, orderId: row.id, action: 'submit', fromStatus: 'DRAFT', toStatus: f.submitTo, data: {} });
        }
        if (events.length) await tx.insert(orderEvents).values(events);
        // estimated fees of the new orders (quote engine), in the same transaction; never fails the create
        await priceOrdersSafely(tx, ctx.companyId, inserted.map((r) => r.id));
      }
      // repeats inside the batch and lost races: the order that holds the client number now
      const open = items.map((it, i) => ({ it, i })).filter(({ i }) => results[i] === null);
      if (open.length) {
        const nos = [...new Set(open.map(({ it }) => it.input.client_order_no!))];
        const rows = await tx.select().from(orders).where(and(eq(orders.companyId, ctx.companyId), inArray(orders.clientOrderNo, nos)));
        const byClient = new Map(rows.map((r) => [r.clientOrderNo!, r]));
        for (const { it, i } of open) {
          const row = byClient.get(it.input.client_order_no!);
          results[i] = row ? { id: row.id, order_no: row.orderNo, status: row.status as OrderStatus, existing: true } : new ActionRefused(400, 'orderVersionConflict', { no: it.input.client_order_no ?? '' });
        }
      }
      return results as (Created | ActionRefused)[];
    });
  }

  /** One order: a draft, or submitted at once. */
  async create(ctx: EntryContext, item: NewOrder, occurredAt: Date): Promise<Created> {
    for (let attempt = 0; ; attempt++) {
      try {
        const [result] = await this.createMany(ctx, [item], occurredAt);
        if (result instanceof ActionRefused) throw result;
        return result;
      } catch (e) {
        // a concurrent create with the same client number committed between our read and insert
        if (pgCode(e) === '23505' && item.input.client_order_no && attempt === 0) continue;
        throw e;
      }
    }
  }

  /** Edits an order in a status its role may edit; the history records which fields changed. */
  async update(ctx: EntryContext, row: OrderRow, input: OrderInput, servicesPkgName: string, expectedVersion: number | undefined, lang: 'zh' | 'en'): Promise<{ version: number; changed: string[] }> {
    const role = ctx.actor.role as OrderRole;
    const editable: readonly string[] = role === 'consignor' || role === 'servicer' ? EDITABLE_STATUSES[role] : [];
    if (!editable.includes(row.status)) {
      throw new ActionRefused(400, 'orderNotEditable', { no: row.orderNo, status: ORDER_STATUS_LABELS[row.status as OrderStatus]?.[lang] ?? row.status });
    }
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(and(eq(orders.id, row.id), isNull(orders.deletedAt))).for('update');
      if (!locked || (expectedVersion !== undefined && locked.version !== expectedVersion)) throw new ActionRefused(400, 'orderVersionConflict', { no: row.orderNo });
      if (!editable.includes(locked.status)) {
        throw new ActionRefused(400, 'orderNotEditable', { no: row.orderNo, status: ORDER_STATUS_LABELS[locked.status as OrderStatus]?.[lang] ?? locked.status });
      }
      const lookups = await Lookups.load(tx, ctx.companyId, [{ input, consignorId: ctx.ownConsignorResourceId ?? input.consignor_resource_id ?? null }]);
      const fields = this.resolve(lookups, ctx, input);
      const changed = Object.entries(fields)
        .filter(([k, v]) => stableJson((locked as Record<string, unknown>)[k] ?? null) !== stableJson(v ?? null))
        .map(([k]) => k);
      const version = locked.version + 1;
      await tx
        .update(orders)
        .set({ ...fields, servicesPkgName, version, updatedAt: new Date() })
        .where(eq(orders.id, locked.id));
      await tx.insert(orderEvents).values({
        companyId: locked.companyId,
        orderId: locked.id,
        action: 'update',
        fromStatus: locked.status,
        toStatus: locked.status,
        actorUserId: ctx.actor.userId,
        actorName: ctx.actor.name,
        actorRole: ctx.actor.role,
        occurredAt: new Date(),
        data: { changed },
      });
      if (changed.length) await priceOrdersSafely(tx, locked.companyId, [locked.id]);
      return { version, changed };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEntry: OrderEntryRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('orderEntry', new OrderEntryRepository(app.db));
  },
  { name: 'order-entry-repository', dependencies: ['db'] },
);
