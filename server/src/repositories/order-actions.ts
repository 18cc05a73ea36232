/**
 * Applies lifecycle actions (src/domain/order-lifecycle.ts) to orders: one transaction per order that locks the
 * row, decides with the shared table, writes the action's fields, bumps the version and appends one event.
 * An Idempotency-Key makes a repeated request return the first result instead of applying twice.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  decide,
  parseUserDateTime,
  type OrderAction,
  type OrderActionData,
  type OrderFacts,
  type OrderRole,
  type RefusalReason,
} from '../../../src/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '../../../src/domain/order-messages';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/order-status';
import type { MessageParams, ServerMessageKey } from '../../../src/domain/server-messages';
import type { Db } from '../db/client';
import { files, orderEvents, orders, resources, storageLocations, warehouses } from '../db/schema';
import { scopeCondition, type OrderScope } from './orders';

export interface Actor {
  userId: number;
  /** the actor's own company: photos a delivery provider uploaded belong to it */
  companyId: number;
  name: string;
  role: OrderRole;
}

export interface ActionRequest<A extends OrderAction = OrderAction> {
  scope: OrderScope;
  /** order id (digits, not starting with 2) or order number */
  key: { id: number } | { orderNo: string };
  action: A;
  data: OrderActionData<A>;
  actor: Actor;
  occurredAt: Date;
  idempotencyKey?: string;
}

export interface OrderEventRow {
  id: number;
  action: string;
  from_status: string | null;
  to_status: string;
  actor_name: string;
  actor_role: string;
  occurred_at: string;
  recorded_at: string;
  data: Record<string, unknown>;
}

export interface ActionOutcome {
  order: { id: number; order_no: string; status: OrderStatus; version: number };
  event: OrderEventRow;
  /** true when the Idempotency-Key had already been applied: nothing changed this time */
  replayed: boolean;
}

/** A refused action: the catalog message and its parameters, in the caller's language later. */
export class ActionRefused extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    readonly messageKey: ServerMessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

const REFUSAL_KEYS: Record<RefusalReason, ServerMessageKey> = {
  wrongStatus: 'orderWrongStatus',
  wrongRole: 'orderWrongRole',
  noPendingChange: 'orderNoPendingChange',
  pendingChangeExists: 'orderPendingChangeExists',
  noHeldStatus: 'orderNoHeldStatus',
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type OrderPatch = Partial<typeof orders.$inferInsert>;

export function eventRow(e: typeof orderEvents.$inferSelect): OrderEventRow {
  return {
    id: e.id,
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    actor_name: e.actorName,
    actor_role: e.actorRole,
    occurred_at: e.occurredAt.toISOString(),
    recorded_at: e.recordedAt.toISOString(),
    data: e.data,
  };
}

export function orderFacts(o: Pick<OrderRow, 'status' | 'heldFrom' | 'pendingChange' | 'reviewKind' | 'createVariant' | 'createdBy' | 'consignorUserId'>): OrderFacts {
  return {
    status: o.status as OrderStatus,
    heldFrom: (o.heldFrom as OrderStatus | null) ?? null,
    hasPendingChange: o.pendingChange != null,
    needsReview: needsReview(o.createVariant, o.reviewKind, o.createdBy != null && o.createdBy === o.consignorUserId),
  };
}

/**
 * Whether a submitted order waits for the servicer's review: every order a consignor creates, and the variants
 * that are reviewed whoever creates them (pre-orders, pre-waybills, dealership and ERP markings). A servicer's
 * own waybills are not.
 */
export function needsReview(createVariant: string, reviewKind: string, createdByConsignor: boolean): boolean {
  return createdByConsignor || reviewKind !== 'STANDARD' || ['pre-order', 'pre-waybill', 'dealership', 'erp'].includes(createVariant);
}

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
      const decision = decide(req.action, req.actor.role, orderFacts(order));
      if (!decision.ok) {
        throw new ActionRefused(400, REFUSAL_KEYS[decision.reason], {
          no: order.orderNo,
          status: ORDER_STATUS_LABELS[order.status as OrderStatus]?.[lang] ?? order.status,
          action: ORDER_ACTION_LABELS[req.action][lang],
        });
      }
      // names of what the action points at, kept in the event so history reads the same after renames
      const names: Record<string, string> = {};
      const patch = await this.patchFor(tx, order, req, decision.to, names);
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
      return { order: this.summary(updated), event: eventRow(event), replayed: false };
    });
  }

  private summary(o: OrderRow): ActionOutcome['order'] {
    return { id: o.id, order_no: o.orderNo, status: o.status as OrderStatus, version: o.version };
  }

  /** The order fields an action writes, after checking that what it references belongs to the company. */
  private async patchFor(tx: Tx, order: OrderRow, req: ActionRequest, to: OrderStatus, names: Record<string, string>): Promise<OrderPatch> {
    const patch: OrderPatch = {};
    if (to === 'ABNORMAL' || to === 'INTERCEPTED') patch.heldFrom = order.status;
    if (req.action === 'resolve_abnormal' || req.action === 'release_intercept') patch.heldFrom = null;
    switch (req.action) {
      case 'submit': {
        if (to === 'PENDING_REVIEW' && order.reviewKind === 'STANDARD' && order.createVariant === 'dealership') patch.reviewKind = 'DEALERSHIP';
        if (to === 'PENDING_REVIEW' && order.reviewKind === 'STANDARD' && order.createVariant === 'erp') patch.reviewKind = 'ERP';
        break;
      }
      case 'warehouse_in': {
        const d = req.data as OrderActionData<'warehouse_in'>;
        const [wh] = await tx
          .select({ id: warehouses.id, name: warehouses.name })
          .from(warehouses)
          .where(and(eq(warehouses.id, d.warehouse_id), eq(warehouses.companyId, order.companyId)));
        if (!wh) throw new ActionRefused(400, 'orderWarehouseInvalid');
        if (d.location_id) {
          const [loc] = await tx
            .select({ id: storageLocations.id })
            .from(storageLocations)
            .where(and(eq(storageLocations.id, d.location_id), eq(storageLocations.warehouseId, wh.id)));
          if (!loc) throw new ActionRefused(400, 'orderLocationInvalid');
        }
        patch.warehouseId = wh.id;
        names.warehouse_name = wh.name;
        break;
      }
      case 'warehouse_out':
        patch.isNotOutStorage = false;
        break;
      case 'assign':
      case 'change_assignment': {
        const d = req.data as OrderActionData<'assign'>;
        const [r] = await tx
          .select({ id: resources.id, name: resources.name })
          .from(resources)
          .where(
            and(
              eq(resources.id, d.delivery_resource_id),
              eq(resources.companyId, order.companyId),
              inArray(resources.objectSubType, ['T_PZ', 'T_SJ']),
            ),
          );
        if (!r) throw new ActionRefused(400, 'orderDeliveryInvalid');
        patch.deliveryResourceId = r.id;
        names.delivery_name = r.name;
        patch.deliveryUserId = null;
        patch.appointAt = null;
        break;
      }
      case 'appoint':
      case 'reappoint':
        patch.appointAt = parseUserDateTime((req.data as OrderActionData<'appoint'>).appoint_at);
        break;
      case 'sign': {
        const d = req.data as OrderActionData<'sign'>;
        await this.checkPhotos(tx, [order.companyId, req.actor.companyId], d.photos);
        patch.signer = d.signer;
        patch.signPhotos = d.photos;
        patch.signedAt = req.occurredAt;
        patch.signChecked = false;
        break;
      }
      case 'report_abnormal': {
        const d = req.data as OrderActionData<'report_abnormal'>;
        await this.checkPhotos(tx, [order.companyId, req.actor.companyId], d.photos ?? []);
        if (!order.tags.includes('ABNORMAL')) patch.tags = [...order.tags, 'ABNORMAL'];
        break;
      }
      case 'recheck_pass':
        patch.signChecked = true;
        break;
      case 'recheck_reject':
        patch.signChecked = false;
        patch.signedAt = null;
        break;
      case 'feedback':
        patch.feedbackResult = (req.data as OrderActionData<'feedback'>).result;
        break;
      case 'destroy':
        patch.deletedAt = new Date();
        break;
      case 'request_change': {
        const d = req.data as OrderActionData<'request_change'>;
        patch.pendingChange = { changes: d.changes, reason: d.reason, by: req.actor.userId, at: req.occurredAt.toISOString() };
        break;
      }
      case 'approve_change': {
        const c = order.pendingChange?.changes ?? {};
        if (c.end_contact !== undefined) patch.endContact = c.end_contact;
        if (c.end_tel !== undefined) patch.endTel = c.end_tel;
        if (c.end_address !== undefined) patch.endAddress = c.end_address;
        if (c.memo !== undefined) patch.memo = c.memo;
        patch.pendingChange = null;
        break;
      }
      case 'reject_change':
        patch.pendingChange = null;
        break;
      default:
        break;
    }
    return patch;
  }

  private async checkPhotos(tx: Tx, companyIds: number[], photos: string[]): Promise<void> {
    if (!photos.length) return;
    const found = await tx
      .select({ fileid: files.fileid })
      .from(files)
      .where(and(inArray(files.fileid, photos), inArray(files.companyId, companyIds)));
    const known = new Set(found.map((f) => f.fileid));
    const missing = photos.find((p) => !known.has(p));
    if (missing) throw new ActionRefused(400, 'orderPhotoInvalid', { fileid: missing });
  }

  /** The history of one order of the scope, oldest first; null when the order is not in the scope. */
  async events(scope: OrderScope, orderId: number): Promise<OrderEventRow[] | null> {
    const scoped = scopeCondition(scope);
    if (scoped === false) return null;
    const [order] = await this.db.select({ id: orders.id }).from(orders).where(and(scoped, eq(orders.id, orderId)));
    if (!order) return null;
    const rows = await this.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    return rows.map(eventRow);
  }

  /** One order of the scope by id or number (not destroyed). */
  async find(scope: OrderScope, key: ActionRequest['key']): Promise<OrderRow | null> {
    const scoped = scopeCondition(scope);
    if (scoped === false) return null;
    const [order] = await this.db.select().from(orders).where(and(scoped, this.keyCondition(key), isNull(orders.deletedAt)));
    return order ?? null;
  }

  /** Resource names for a detail screen (consignor, store, delivery). */
  async resourceNames(companyId: number, ids: (number | null)[]): Promise<Map<number, string>> {
    const wanted = ids.filter((x): x is number => x != null);
    if (!wanted.length) return new Map();
    const rows = await this.db
      .select({ id: resources.id, name: resources.name })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), or(...wanted.map((w) => eq(resources.id, w))) ?? sql`false`));
    return new Map(rows.map((r) => [r.id, r.name]));
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
