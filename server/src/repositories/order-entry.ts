/**
 * Creating and editing orders (order-form.ts): resolves and checks every referenced id against the company
 * (consignor, store, delivery, products, area codes), numbers the order, and writes it with its first history
 * event in one transaction. A client order number is unique per company, so a re-sent create or a re-imported
 * row finds the order it already made instead of making a second.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { EDITABLE_STATUSES, VARIANTS, type OrderInput } from '../../../src/domain/order-form';
import type { OrderRole } from '../../../src/domain/order-lifecycle';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/order-status';
import type { Db } from '../db/client';
import { areas, orderEvents, orders, products, resources, type OrderProductLine } from '../db/schema';
import { ActionRefused, type Actor } from './order-actions';

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

export class OrderEntryRepository {
  constructor(private readonly db: Db) {}

  /** The fields of an input, resolved and checked; throws ActionRefused naming the problem. */
  private async resolve(tx: Tx, ctx: EntryContext, input: OrderInput): Promise<Partial<typeof orders.$inferInsert>> {
    const consignorId = ctx.ownConsignorResourceId ?? input.consignor_resource_id ?? null;
    if (consignorId) {
      const [c] = await tx
        .select({ id: resources.id, forbid: resources.isForbidCreateOrder })
        .from(resources)
        .where(and(eq(resources.id, consignorId), eq(resources.companyId, ctx.companyId), inArray(resources.objectType, ['consignor', 'supplier'])));
      if (!c || c.forbid === 1) throw new ActionRefused(400, 'orderConsignorInvalid');
    }
    if (input.store_resource_id) {
      const [s] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.id, input.store_resource_id), eq(resources.companyId, ctx.companyId), eq(resources.objectType, 'store'), consignorId ? eq(resources.parentId, consignorId) : sql`true`));
      if (!s) throw new ActionRefused(400, 'orderStoreInvalid');
    }
    if (input.delivery_resource_id) {
      const [d] = await tx
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.id, input.delivery_resource_id), eq(resources.companyId, ctx.companyId), inArray(resources.objectSubType, ['T_PZ', 'T_SJ'])));
      if (!d) throw new ActionRefused(400, 'orderDeliveryInvalid');
    }
    const codes = [input.end_province_code, input.end_city_code, input.end_district_code];
    const found = await tx.select().from(areas).where(inArray(areas.code, codes));
    const byCode = new Map(found.map((a) => [a.code, a]));
    const [p, c, d] = codes.map((code) => byCode.get(code));
    if (!p || !c || !d || p.level !== 1 || c.parentCode !== p.code || d.parentCode !== c.code) throw new ActionRefused(400, 'areaInvalid');

    const ids = [...new Set(input.products.map((l) => l.product_id))];
    const rows = await tx.select().from(products).where(and(inArray(products.id, ids), eq(products.companyId, ctx.companyId), eq(products.disabled, false)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const lines: OrderProductLine[] = input.products.map((l) => {
      const prod = byId.get(l.product_id);
      if (!prod) throw new ActionRefused(400, 'orderProductInvalid', { id: l.product_id });
      return {
        product_id: prod.id,
        code: prod.code,
        name: prod.name,
        quantity: l.quantity,
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
      products: lines,
      package: lines.reduce((sum, l) => sum + l.package * l.quantity, 0),
      servicesPkgCode: input.services_pkg_code,
      tags: input.tags ?? [],
      businessType: input.business_type || 'E-COMMERCE',
      memo: input.memo ?? '',
      printMemo: input.print_memo ?? '',
      shippingNo: input.shipping_no ?? null,
    };
  }

  private async existingByClientNo(companyId: number, clientNo: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.clientOrderNo, clientNo)));
    return row;
  }

  /** Creates a draft (the caller submits it through the lifecycle when asked). */
  async create(ctx: EntryContext, input: OrderInput, servicesPkgName: string, occurredAt: Date): Promise<Created> {
    if (input.client_order_no) {
      const existing = await this.existingByClientNo(ctx.companyId, input.client_order_no);
      if (existing) return { id: existing.id, order_no: existing.orderNo, status: existing.status as OrderStatus, existing: true };
    }
    try {
      return await this.db.transaction(async (tx) => {
        const fields = await this.resolve(tx, ctx, input);
        const result = (await tx.execute(sql`select nextval('order_no_seq') as no`)) as unknown as { rows: { no: string | number }[] };
        const no = result.rows[0].no;
        const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(2, 10).replaceAll('-', '');
        const orderNo = `2${day}${String(Number(no) % 100_000_000).padStart(8, '0')}`;
        const review = VARIANTS[input.variant].review;
        const [row] = await tx
          .insert(orders)
          .values({
            ...fields,
            companyId: ctx.companyId,
            orderNo,
            appCode: ctx.appCode,
            status: 'DRAFT',
            createVariant: input.variant,
            reviewKind: review ?? 'STANDARD',
            servicesPkgName,
            clientOrderNo: input.client_order_no ?? null,
            consignorUserId: ctx.actor.role === 'consignor' ? ctx.actor.userId : null,
            servicerUserId: ctx.actor.role === 'servicer' ? ctx.actor.userId : null,
            createdBy: ctx.actor.userId,
            statusChangedAt: occurredAt,
          })
          .returning();
        await tx.insert(orderEvents).values({
          companyId: ctx.companyId,
          orderId: row.id,
          action: 'create',
          fromStatus: null,
          toStatus: 'DRAFT',
          actorUserId: ctx.actor.userId,
          actorName: ctx.actor.name,
          actorRole: ctx.actor.role,
          occurredAt,
          data: { variant: input.variant },
        });
        return { id: row.id, order_no: row.orderNo, status: 'DRAFT' as OrderStatus, existing: false };
      });
    } catch (e) {
      // two creates with the same client order number at once: the loser finds the winner's order
      if (pgCode(e) === '23505' && input.client_order_no) {
        const existing = await this.existingByClientNo(ctx.companyId, input.client_order_no);
        if (existing) return { id: existing.id, order_no: existing.orderNo, status: existing.status as OrderStatus, existing: true };
      }
      throw e;
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
      const fields = await this.resolve(tx, ctx, input);
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
