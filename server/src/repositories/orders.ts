/** Orders, scoped to what the signed-in account may see. Issue 5 grows this into the waybill lists. */
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DataScope } from '../../../src/domain/admin/data-scope';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order-status';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { scopeWhere } from './admin/data-roles-scope';

/**
 * Whose orders: a servicer's own company; a consignor's or delivery provider's orders at their servicer
 * (through the resource they are bound to); everything for the platform admin. A servicer's sub-account sees the
 * company's orders within its data-permission scope (`data`, plugins/data-scope.ts).
 */
export type OrderScope =
  /** `data` absent: every order of the company (the server's own work: seeds, transit and abnormal internals) */
  | { kind: 'company'; companyId: number; data?: DataScope }
  | { kind: 'consignor'; servicerId: number; resourceId: number }
  | { kind: 'delivery'; servicerId: number; resourceId: number }
  | { kind: 'platform' }
  | { kind: 'none' };

export function scopeCondition(scope: OrderScope): SQL | undefined | false {
  switch (scope.kind) {
    case 'company':
      return and(eq(orders.companyId, scope.companyId), scope.data && scopeWhere('orders', scope.data));
    case 'consignor':
      return and(eq(orders.companyId, scope.servicerId), eq(orders.consignorResourceId, scope.resourceId));
    case 'delivery':
      return and(eq(orders.companyId, scope.servicerId), eq(orders.deliveryResourceId, scope.resourceId));
    case 'platform':
      return undefined;
    case 'none':
      return false;
  }
}

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** One row per lifecycle status, zeros included, in lifecycle order. */
  async statusCounts(scope: OrderScope): Promise<{ status: OrderStatus; count: number }[]> {
    if (scope.kind === 'company' && (scope.data?.kind ?? 'all') === 'all') {
      // exact totals kept by triggers (migration 0009), without counting the company's orders
      const result = (await this.db.execute(
        sql`select status, n as count from order_status_counts where company_id = ${scope.companyId}`,
      )) as unknown as { rows: { status: string; count: string | number }[] };
      const byStatus = new Map(result.rows.map((r) => [r.status, Number(r.count)]));
      return ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
    }
    const condition = and(scopeCondition(scope) || undefined, isNull(orders.deletedAt));
    const rows =
      scopeCondition(scope) === false
        ? []
        : await this.db
            .select({ status: orders.status, count: count() })
            .from(orders)
            .where(condition)
            .groupBy(orders.status);
    const byStatus = new Map(rows.map((r) => [r.status, Number(r.count)]));
    return ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('orders', new OrdersRepository(app.db));
  },
  { name: 'orders-repository', dependencies: ['db'] },
);
