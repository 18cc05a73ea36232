/**
 * 超区报表 (issue 20): the orders whose estimated fees include an over-distance surcharge (OVER_DISTANCE, receivable),
 * created in a range of China days — per consignor (orders, metres, amount) and order by order with the card version
 * that charged it. The company's own orders only; read from the pricing projection (order_estimated_fees).
 */
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { OVER_AREA_MAX_ROWS, type OverAreaReportDto, type overAreaQuery } from '../../../../src/domain/quote/api';
import type { Db } from '../../db/client';
import { orderEstimatedFees, orders, quoteCards, resources } from '../../db/schema';

type Query = z.output<typeof overAreaQuery>;

/** the start of a China day as an instant */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export async function overAreaReport(db: Pick<Db, 'select'>, companyId: number, q: Query): Promise<OverAreaReportDto> {
  const end = chinaDayStart(q.date_to);
  end.setUTCDate(end.getUTCDate() + 1);
  const where = and(
    eq(orderEstimatedFees.companyId, companyId),
    eq(orderEstimatedFees.code, 'OVER_DISTANCE'),
    eq(orderEstimatedFees.direction, 'INCOME'),
    eq(orders.companyId, companyId),
    isNull(orders.deletedAt),
    gte(orders.createdAt, chinaDayStart(q.date_from)),
    lt(orders.createdAt, end),
    q.consignor_id ? eq(orders.consignorResourceId, q.consignor_id) : undefined,
  );
  // metres charged: the explanation's quantity when the row priced by distance (a flat surcharge has none)
  const overM = sql<number | null>`case when ${orderEstimatedFees.explanation}->>'basis' = 'DISTANCE' then (${orderEstimatedFees.explanation}->>'quantity')::bigint end`;
  const [rows, groups] = await Promise.all([
    db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        consignorId: orders.consignorResourceId,
        consignorName: resources.name,
        province: orders.endProvince,
        city: orders.endCity,
        district: orders.endDistrict,
        address: orders.endAddress,
        overM,
        amountCents: orderEstimatedFees.amountCents,
        cardName: quoteCards.name,
        versionNo: orderEstimatedFees.versionNo,
      })
      .from(orderEstimatedFees)
      .innerJoin(orders, eq(orders.id, orderEstimatedFees.orderId))
      .leftJoin(resources, eq(resources.id, orders.consignorResourceId))
      .leftJoin(quoteCards, and(eq(quoteCards.id, orderEstimatedFees.cardId), eq(quoteCards.companyId, companyId)))
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(OVER_AREA_MAX_ROWS + 1),
    db
      .select({
        consignorId: orders.consignorResourceId,
        consignorName: sql<string>`coalesce(max(${resources.name}), '')`,
        orders: sql<number>`count(distinct ${orders.id})::int`,
        overM: sql<number>`coalesce(sum(${overM}), 0)::bigint`,
        amountCents: sql<number>`coalesce(sum(${orderEstimatedFees.amountCents}), 0)::bigint`,
      })
      .from(orderEstimatedFees)
      .innerJoin(orders, eq(orders.id, orderEstimatedFees.orderId))
      .leftJoin(resources, eq(resources.id, orders.consignorResourceId))
      .where(where)
      .groupBy(orders.consignorResourceId),
  ]);
  const consignors = groups
    .map((g) => ({ consignor_id: g.consignorId, consignor_name: g.consignorName, orders: Number(g.orders), over_m: Number(g.overM), amount_cents: Number(g.amountCents) }))
    .sort((a, b) => b.amount_cents - a.amount_cents || a.consignor_name.localeCompare(b.consignor_name));
  return {
    consignors,
    totals: { orders: consignors.reduce((n, c) => n + c.orders, 0), amount_cents: consignors.reduce((n, c) => n + c.amount_cents, 0) },
    rows: rows.slice(0, OVER_AREA_MAX_ROWS).map((r) => ({
      order_id: r.orderId,
      order_no: r.orderNo,
      created_at: r.createdAt.toISOString(),
      consignor_id: r.consignorId,
      consignor_name: r.consignorName ?? '',
      area: [r.province, r.city, r.district].filter(Boolean).join(' '),
      address: r.address,
      over_m: r.overM === null ? null : Number(r.overM),
      amount_cents: Number(r.amountCents),
      card_name: r.cardName ?? '',
      version_no: r.versionNo,
    })),
    truncated: rows.length > OVER_AREA_MAX_ROWS,
  };
}
