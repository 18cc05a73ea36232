/**
 * Applies lifecycle actions (src/domain/order-lifecycle.ts) to orders: one transaction per order that locks the
 * row, decides with the shared table, writes the action's fields (order-action-patch.ts), bumps the version and
 * appends one event.
 * An Idempotency-Key makes a repeated request return the first result instead of applying twice.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { decide, type OrderAction } from '../../../src/domain/order-lifecycle';
import type { OrderEvent } from '../../../src/domain/order-detail';
import { ORDER_ACTION_LABELS } from '../../../src/domain/order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/order-status';
import { tableCacheOf, type Db } from '../db/client';
import { decodeJsonRow } from '../lib/json-rows';
import { orderEvents, orders, resources, warehouses } from '../db/schema';
import { actionPatch } from './order-action-patch';
import { ActionRefused, REFUSAL_KEYS, type ActionRequest } from './order-action-request';
import { eventRow } from './order-event-rows';
import { orderFacts } from './order-facts';
import { scopeCondition, type OrderScope } from './orders';
import { priceOrdersSafely } from './quote/order-pricing';

/** what an order's detail reads (its cache entries are dropped when one of them changes) */
/** a detail reads every name and warehouse row it may show, but only its own order's rows (migration 0055) */
const DETAIL_TABLES = ['resources', 'warehouses'] as const;
const DETAIL_ROWS = { tables: ['orders', 'order_events'] as const, ids: (d: { order: { id: number } } | null) => (d ? [d.order.id] : null) };
const DETAILS = { name: 'order-details', max: 2000 };

export interface ActionOutcome {
  order: { id: number; order_no: string; status: OrderStatus; version: number };
  event: OrderEvent;
  /** true when the Idempotency-Key had already been applied: nothing changed this time */
  replayed: boolean;
}

type OrderRow = typeof orders.$inferSelect;
/** actions that change what an order is priced on: its delivery provider, its address, its service date */
const PRICED_ACTIONS: ReadonlySet<string> = new Set(['assign', 'change_assignment', 'approve_change', 'appoint', 'reappoint']);

/** An order with the names its detail shows (resources of the order's company; '' when unset or unknown). */
export interface OrderWithNames {
  order: OrderRow;
  consignorName: string;
  storeName: string;
  deliveryName: string;
  warehouseName: string;
}

const consignorOf = alias(resources, 'consignor');
const storeOf = alias(resources, 'store');
const deliveryOf = alias(resources, 'delivery');
/** a resource of the order's own company */
const named = (r: { id: AnyPgColumn; companyId: AnyPgColumn }, id: AnyPgColumn): SQL | undefined => and(eq(r.id, id), eq(r.companyId, orders.companyId));

export class OrderActionsRepository {
  constructor(private readonly db: Db) {}

  private keyCondition(key: ActionRequest['key']) {
    return 'id' in key ? eq(orders.id, key.id) : eq(orders.orderNo, key.orderNo);
  }

  private label(key: ActionRequest['key']): string {
    return 'id' in key ? String(key.id) : key.orderNo;
  }

  async apply<A extends OrderAction>(req: ActionRequest<A>, lang: 'zh' | 'en'): Promise<ActionOutcome> {
    const scoped = scopeCondition(req.scope);
    if (scoped === false) throw new ActionRefused(404, 'orderNotFoundNo', { no: this.label(req.key) });
    return this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(scoped, this.keyCondition(req.key), isNull(orders.deletedAt)))
        .for('update');
      if (!order) throw new ActionRefused(404, 'orderNotFoundNo', { no: this.label(req.key) });
      // checked under the row lock, so two requests with the same key cannot both apply
      if (req.idempotencyKey) {
        const [done] = await tx
          .select()
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.idempotencyKey, req.idempotencyKey)));
        if (done) {
          return { order: this.summary(order), event: eventRow(done), replayed: true };
        }
      }
      const decision = decide(req.action, req.actor.role, orderFacts(order), req.via);
      if (!decision.ok) {
        throw new ActionRefused(400, REFUSAL_KEYS[decision.reason], {
          no: order.orderNo,
          status: ORDER_STATUS_LABELS[order.status as OrderStatus]?.[lang] ?? order.status,
          action: ORDER_ACTION_LABELS[req.action][lang],
        });
      }
      // names of what the action points at, kept in the event so history reads the same after renames
      const names: Record<string, string> = {};
      const patch = await actionPatch(tx, order, req, decision.to, names, lang);
      const now = new Date();
      const statusChanged = decision.to !== order.status;
      const [updated] = await tx
        .update(orders)
        .set({
          ...patch,
          status: decision.to,
          version: order.version + 1,
          updatedAt: now,
          ...(statusChanged ? { statusChangedAt: req.occurredAt } : {}),
        })
        .where(and(eq(orders.id, order.id), eq(orders.version, order.version)))
        .returning();
      const [event] = await tx
        .insert(orderEvents)
        .values({
          companyId: order.companyId,
          orderId: order.id,
          action: req.action,
          fromStatus: order.status,
          toStatus: decision.to,
          actorUserId: req.actor.userId,
          actorName: req.actor.name,
          actorRole: req.actor.role,
          occurredAt: req.occurredAt,
          data: { ...(req.data as Record<string, unknown>), ...names },
          idempotencyKey: req.idempotencyKey ?? null,
        })
        .returning();
      if (PRICED_ACTIONS.has(req.action)) await priceOrdersSafely(tx, order.companyId, [order.id]);
      return { order: this.summary(updated), event: eventRow(event), replayed: false };
    });
  }

  private summary(o: OrderRow): ActionOutcome['order'] {
    return { id: o.id, order_no: o.orderNo, status: o.status as OrderStatus, version: o.version };
  }

  /** The history of one order of the scope, oldest first; null when the order is not in the scope. */
  async events(scope: OrderScope, orderId: number): Promise<OrderEvent[] | null> {
    const scoped = scopeCondition(scope);
    if (scoped === false) return null;
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(and(scoped, eq(orders.id, orderId)));
    if (!order) return null;
    return this.eventsOf(orderId);
  }

  /** One order of the scope by id or number (not destroyed). */
  async find(scope: OrderScope, key: ActionRequest['key']): Promise<OrderRow | null> {
    const scoped = scopeCondition(scope);
    if (scoped === false) return null;
    const [order] = await this.db.select().from(orders).where(and(scoped, this.keyCondition(key), isNull(orders.deletedAt)));
    return order ?? null;
  }

  /**
   * An order of the scope with the names its detail shows and its timeline, in one round trip, the order and its
   * events sent as JSON (lib/json-rows.ts): the detail screen's read, on every open of an order.
   */
  async findDetail(scope: OrderScope, key: ActionRequest['key']): Promise<(OrderWithNames & { events: OrderEvent[] }) | null> {
    const scoped = scopeCondition(scope);
    if (scoped === false) return null;
    // from the table cache until this order, its events, a name or a warehouse changes (lib/table-cache.ts); callers
    // never mutate it
    return tableCacheOf(this.db).get(`order-detail:${JSON.stringify([scope, key])}`, DETAIL_TABLES, () => this.readDetail(scoped, key), {
      group: DETAILS,
      rows: DETAIL_ROWS,
    });
  }

  private async readDetail(scoped: SQL | undefined, key: ActionRequest['key']): Promise<(OrderWithNames & { events: OrderEvent[] }) | null> {
    const result = (await this.db.execute(sql`
      select to_json(${orders})::text as o, ${consignorOf.name} as c, ${storeOf.name} as s, ${deliveryOf.name} as d, ${warehouses.name} as w,
             (select coalesce(json_agg(to_json(e) order by e.id), '[]')::text from ${orderEvents} e where e.order_id = ${orders.id}) as events
        from ${orders}
        left join ${resources} "consignor" on ${named(consignorOf, orders.consignorResourceId)}
        left join ${resources} "store" on ${named(storeOf, orders.storeResourceId)}
        left join ${resources} "delivery" on ${named(deliveryOf, orders.deliveryResourceId)}
        left join ${warehouses} on ${eq(warehouses.id, orders.warehouseId)}
       where ${and(scoped, this.keyCondition(key), isNull(orders.deletedAt))}
       limit 1`)) as unknown as { rows: { o: string; c: string | null; s: string | null; d: string | null; w: string | null; events: string }[] };
    const row = result.rows[0];
    if (!row) return null;
    return {
      order: decodeJsonRow(orders, JSON.parse(row.o) as Record<string, unknown>),
      consignorName: row.c ?? '',
      storeName: row.s ?? '',
      deliveryName: row.d ?? '',
      warehouseName: row.w ?? '',
      events: (JSON.parse(row.events) as Record<string, unknown>[]).map((e) => eventRow(decodeJsonRow(orderEvents, e))),
    };
  }

  /** The timeline of an order the caller already found in its scope (find / findWithNames). */
  async eventsOf(orderId: number): Promise<OrderEvent[]> {
    const rows = await this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    return rows.map(eventRow);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orderActions: OrderActionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('orderActions', new OrderActionsRepository(app.db));
  },
  { name: 'order-actions-repository', dependencies: ['db'] },
);
