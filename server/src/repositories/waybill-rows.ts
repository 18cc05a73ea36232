/** What a waybill list row selects (the order with its consignor and delivery names) and how it becomes a WaybillRow. */
import { eq, sql, type SQL } from 'drizzle-orm';
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
 * The rows with the list's total on each (`total`: an uncorrelated scalar subquery, computed once): one round trip
 * for a page instead of two — on the embedded database every query costs ~1 ms before any row is read.
 */
export function waybillQueryWithTotal(db: Db, total: SQL) {
  return db
    .select({ ...selection, total: sql<number>`(${total})`.mapWith(Number) })
    .from(orders)
    .leftJoin(consignor, eq(consignor.id, orders.consignorResourceId))
    .leftJoin(delivery, eq(delivery.id, orders.deliveryResourceId));
}

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
