/** What a waybill list row selects (the order with its consignor and delivery names) and how it becomes a WaybillRow. */
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WaybillRow } from '../../../src/domain/columns/waybill-columns';
import type { OrderStatus } from '../../../src/domain/order-status';
import { EMPTY_TIME_LIMITS, limitationStatus, type TimeLimitSet } from '../../../src/domain/time-limits';
import type { Db } from '../db/client';
import { orders, resources } from '../db/schema';

const consignor = alias(resources, 'consignor');
const delivery = alias(resources, 'delivery');

const selection = {
  id: orders.id,
  orderNo: orders.orderNo,
  status: orders.status,
  appCode: orders.appCode,
  consignorUserId: orders.consignorUserId,
  servicerUserId: orders.servicerUserId,
  deliveryUserId: orders.deliveryUserId,
  consignorName: consignor.name,
  deliveryName: delivery.name,
  endContact: orders.endContact,
  endTel: orders.endTel,
  endProvince: orders.endProvince,
  endCity: orders.endCity,
  endDistrict: orders.endDistrict,
  endAddress: orders.endAddress,
  products: orders.products,
  package: orders.package,
  servicesPkgName: orders.servicesPkgName,
  tags: orders.tags,
  limitationStatusCode: orders.limitationStatusCode,
  companyId: orders.companyId,
  statusChangedAt: orders.statusChangedAt,
  endProvinceCode: orders.endProvinceCode,
  endCityCode: orders.endCityCode,
  endDistrictCode: orders.endDistrictCode,
  incomeSettleStatus: orders.incomeSettleStatus,
  isNotOutStorage: orders.isNotOutStorage,
  memo: orders.memo,
  appointAt: orders.appointAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

/** The list's select with its joins; callers add where, order and limit. */
export function waybillQuery(db: Db) {
  return db
    .select(selection)
    .from(orders)
    .leftJoin(consignor, eq(consignor.id, orders.consignorResourceId))
    .leftJoin(delivery, eq(delivery.id, orders.deliveryResourceId));
}
export type SelectedWaybill = Awaited<ReturnType<typeof waybillQuery>>[number];

/**
 * A page of the list with its total, in one round trip and one value per row: each row comes back as one JSON array
 * (json_build_array) decoded here column by column as drizzle would, and the total rides on every row as an
 * uncorrelated scalar subquery (computed once). On the embedded database every value of every row otherwise pays
 * its own protocol decoding (a 50-row page of these 31 columns: 12 ms → 5 ms) and every query ~1 ms before any
 * row is read. `total`: the query answering the total; a page past the end has no row to carry it (null).
 */
export async function waybillPage(
  db: Db,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number; total: SQL },
): Promise<{ rows: SelectedWaybill[]; total: number | null }> {
  const joins = sql`left join ${resources} "consignor" on ${eq(consignor.id, orders.consignorResourceId)}
      left join ${resources} "delivery" on ${eq(delivery.id, orders.deliveryResourceId)}`;
  const where = page.where ?? sql`true`;
  const orderBy = sql.join(page.orderBy, sql`, `);
  const values = sql.join(
    SELECTED.map(([, column]) => column),
    sql`, `,
  );
  // A later page: the page's ids first (the index in order, the skipped rows never built), then its rows. The joins
  // inside are dropped by the planner unless the filter reads them (left joins on a primary key).
  const from =
    page.offset > 0
      ? sql`(select ${orders.id} as page_id from ${orders} ${joins} where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset}) page
      join ${orders} on ${orders.id} = page.page_id
      ${joins}`
      : sql`${orders}
      ${joins}
     where ${where}`;
  const result = (await db.execute(sql`
    select json_build_array(${values})::text as r, (${page.total}) as total
      from ${from}
     order by ${orderBy}
     ${page.offset > 0 ? sql`` : sql`limit ${page.limit}`}`)) as unknown as { rows: { r: string; total: string | number }[] };
  const rows = result.rows.map(({ r }) => {
    const values = JSON.parse(r) as unknown[];
    const row: Record<string, unknown> = {};
    SELECTED.forEach(([key, column], i) => {
      row[key] = values[i] === null ? null : column.mapFromDriverValue(values[i]);
    });
    return row as SelectedWaybill;
  });
  return { rows, total: result.rows.length ? Number(result.rows[0].total) : null };
}

/** the selection's keys and columns, in the order of the JSON array */
const SELECTED = Object.entries(selection) as [keyof typeof selection, Column][];

function toRow(r: SelectedWaybill): WaybillRow {
  return {
    id: r.id,
    order_no: r.orderNo,
    status: r.status as OrderStatus,
    app_code: r.appCode,
    consignor_user_id: r.consignorUserId,
    servicer_user_id: r.servicerUserId,
    delivery_user_id: r.deliveryUserId,
    consignor_name: r.consignorName ?? '',
    delivery_name: r.deliveryName ?? '',
    end_contact: r.endContact,
    end_tel: r.endTel,
    end_province: r.endProvince,
    end_city: r.endCity,
    end_district: r.endDistrict,
    end_address: r.endAddress,
    end_province_code: r.endProvinceCode,
    end_city_code: r.endCityCode,
    end_district_code: r.endDistrictCode,
    products: r.products.map((p) => ({ name: p.name, code: p.code, quantity: p.quantity })),
    package: r.package,
    services_pkg_name: r.servicesPkgName,
    tags: r.tags,
    limitation_status_code: r.limitationStatusCode,
    income_settle_status: r.incomeSettleStatus,
    is_not_out_storage: r.isNotOutStorage,
    memo: r.memo,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    appoint_at: r.appointAt ? r.appointAt.toISOString() : null,
  };
}

/** The time limits of a company (repositories/time-limits.ts), for the computed limitation status. */
export type LimitsOf = (companyId: number) => Promise<TimeLimitSet>;

/**
 * Rows with limitation_status_code computed now from the company's time limits (global, area overrides) and
 * how long the order has been in its current status — never the stored value.
 */
export async function waybillRows(selected: SelectedWaybill[], limitsOf: LimitsOf): Promise<WaybillRow[]> {
  const now = new Date();
  const limits = new Map<number, TimeLimitSet>();
  for (const companyId of new Set(selected.map((r) => r.companyId))) limits.set(companyId, await limitsOf(companyId));
  return selected.map((r) => ({
    ...toRow(r),
    limitation_status_code: limitationStatus(
      { stage: r.status, stageStartedAt: r.statusChangedAt, endProvinceCode: r.endProvinceCode, endCityCode: r.endCityCode, endDistrictCode: r.endDistrictCode },
      limits.get(r.companyId) ?? EMPTY_TIME_LIMITS,
      now,
    ),
  }));
}
