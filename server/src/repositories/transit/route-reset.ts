/**
 * Route reset (路由重置, issue 18): sets orders' destination station (and line) with a reason — the station is the
 * company's and, with a line, one of the line's stops; refused while an order is on a departed load, and when the
 * sorting rules (static routes, route rules) would send the order round a loop to the new destination (routePath).
 * One route_reset event on each order's timeline; all orders or none. A refusal naming an order carries its id
 * (data.order_id), so the screen shows it at the row. The orders are priced again in the same transaction (issue 20):
 * the station that lands them (STATION_LAND) and their line are the route's.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { routeResetBody } from '../../../../src/domain/transit/api-route-split';
import { routePath } from '../../../../src/domain/transit/routing';
import type { Db } from '../../db/client';
import { lineLegs, orderTransit, stations, transitLoads, transportLines } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { priceOrdersSafely } from '../quote/order-pricing';
import { ActionRefused } from '../order-action-request';
import { OrderActionsRepository } from '../order-actions';
import { refused, routingRules, type TransitActor } from './context';
import { lockOrderTransit, transitOrders } from './carton-facts';

type Body = z.output<typeof routeResetBody>;

export async function routeReset(db: Db, actor: TransitActor, b: Body, at: Date): Promise<{ order_ids: number[] }> {
  return db.transaction(async (tx) => {
    const [station] = await tx.select({ id: stations.id }).from(stations).where(and(eq(stations.id, b.dest_station_id), eq(stations.companyId, actor.companyId)));
    if (!station) throw refused('tsStationInvalid', {}, 'dest_station_id');
    if (b.line_id) {
      const [line] = await tx
        .select({ id: transportLines.id, name: transportLines.name, start: transportLines.startStationId, end: transportLines.endStationId })
        .from(transportLines)
        .where(and(eq(transportLines.id, b.line_id), eq(transportLines.companyId, actor.companyId)));
      if (!line) throw refused('tsLineInvalid', {}, 'line_id');
      const legs = await tx
        .select({ id: lineLegs.id })
        .from(lineLegs)
        .where(and(eq(lineLegs.lineId, line.id), or(eq(lineLegs.fromStationId, station.id), eq(lineLegs.toStationId, station.id))))
        .limit(1);
      if (!legs.length && line.start !== station.id && line.end !== station.id) throw refused('tsStationNotOnLine', { line: line.name }, 'dest_station_id');
    }
    const ids = [...new Set(b.order_ids)];
    const facts = await transitOrders(tx, actor.companyId, { ids });
    const missing = ids.find((id) => !facts.has(id));
    if (missing) throw refused('tsOrderInvalid', { id: missing }, 'order_ids');
    const rules = await routingRules(tx, actor.companyId);
    const rowRefusal = (key: 'tsRouteOnDeparted' | 'tsRouteLoop', params: Record<string, string>, orderId: number) => new HttpError(400, key, params, { field: 'order_ids', order_id: orderId });
    for (const id of ids) {
      const f = facts.get(id)!;
      const path = routePath({ ...f.route, dest_station_id: station.id }, f.current, rules);
      if (path.loop) {
        const names = await tx.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, actor.companyId), inArray(stations.id, path.stations)));
        throw rowRefusal('tsRouteLoop', { no: f.order.orderNo, route: path.stations.map((s) => names.find((n) => n.id === s)?.name ?? String(s)).join('→') }, id);
      }
    }
    const locks = await lockOrderTransit(tx, actor.companyId, ids);
    const onLoads = [...new Set([...locks.values()].map((l) => l.onLoadId).filter((v): v is number => !!v))];
    const departed = onLoads.length
      ? new Set((await tx.select({ id: transitLoads.id }).from(transitLoads).where(and(inArray(transitLoads.id, onLoads), eq(transitLoads.status, 'departed')))).map((l) => l.id))
      : new Set<number>();
    const repo = new OrderActionsRepository(tx as unknown as Db);
    for (const id of ids) {
      const f = facts.get(id)!;
      const on = locks.get(id)?.onLoadId;
      if (on && departed.has(on)) throw rowRefusal('tsRouteOnDeparted', { no: f.order.orderNo }, id);
      try {
        await repo.apply(
          {
            scope: { kind: 'company', companyId: actor.companyId },
            key: { id },
            action: 'route_reset',
            data: { dest_station_id: station.id, line_id: b.line_id, reason: b.reason },
            actor: { userId: actor.userId, companyId: actor.companyId, name: actor.name, role: 'servicer' },
            occurredAt: at,
            via: 'transit',
          },
          actor.lang,
        );
      } catch (error) {
        if (error instanceof ActionRefused) throw new HttpError(400, error.messageKey, error.params, { field: 'order_ids', order_id: id });
        throw error;
      }
    }
    await tx
      .update(orderTransit)
      .set({ destStationId: station.id, lineId: b.line_id ?? null, updatedAt: new Date() })
      .where(and(eq(orderTransit.companyId, actor.companyId), inArray(orderTransit.orderId, ids)));
    // the new destination station and line are pricing facts (pricing-facts.ts): the estimate follows the route
    await priceOrdersSafely(tx, actor.companyId, ids);
    return { order_ids: ids };
  });
}
