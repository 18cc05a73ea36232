/** The waybill list's filters as a where clause, scoped to the caller; which filters the status counters can total. */
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/domain/order-status';
import type { LimitationStatus } from '../../../src/domain/time-limits';
import { isPhoneOrLandline } from '../../../src/domain/validators';
import { orders } from '../db/schema';
import { scopeCondition, type OrderScope } from './orders';

export interface WaybillFilter {
  nos?: string[];
  endTel?: string;
  unionEndContact?: string;
  statuses?: OrderStatus[];
  createdFrom?: Date;
  /** exclusive */
  createdTo?: Date;
  ids?: number[];
  /** a province, city or district code (6 digits): orders delivered anywhere inside that area */
  endAreaCode?: string;
  /** STANDARD | DEALERSHIP | ERP: the review screens */
  reviewKind?: string;
  consignorResourceId?: number;
  /** the STORE edition's merchant filter (a consignor account picks among its stores) */
  storeResourceId?: number;
  /** orders with a change request awaiting approval */
  pendingChange?: boolean;
  /** the user who created the order */
  createdBy?: number;
  /** the computed time-limit status (A_NORMAL, B_WARNING, C_DANGER), as the rows show it now */
  limitationStatuses?: LimitationStatus[];
}

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The receiver phone filter: a whole mobile or landline number matches exactly; 3–10 digits match the end of
 * the number (尾号, through the reversed-number index); anything else is a contains search.
 */
function telCondition(raw: string): SQL {
  const tel = raw.trim();
  if (isPhoneOrLandline(tel)) return eq(orders.endTel, tel);
  if (/^\d{3,10}$/.test(tel)) return sql`reverse(${orders.endTel}) like ${`${[...tel].reverse().join('')}%`}`;
  return ilike(orders.endTel, like(tel));
}

/** Filters that only the status counters can answer the total of (order_status_counts, migration 0009). */
export function countsAnswer(scope: OrderScope, f: WaybillFilter): boolean {
  if (scope.kind !== 'company' || (scope.data?.kind ?? 'all') !== 'all') return false;
  const { statuses, ...rest } = f;
  void statuses;
  return Object.values(rest).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));
}

/**
 * Every filter but the computed time-limit status (which needs the company's limits: WaybillsRepository.where);
 * false when the scope sees nothing.
 */
export function filterConditions(scope: OrderScope, f: WaybillFilter): SQL | undefined | false {
  const scoped = scopeCondition(scope);
  if (scoped === false) return false;
  // destroyed orders leave every list
  const parts: (SQL | undefined)[] = [scoped, isNull(orders.deletedAt)];
  if (f.reviewKind) parts.push(eq(orders.reviewKind, f.reviewKind));
  if (f.consignorResourceId) parts.push(eq(orders.consignorResourceId, f.consignorResourceId));
  if (f.storeResourceId) parts.push(eq(orders.storeResourceId, f.storeResourceId));
  if (f.createdBy) parts.push(eq(orders.createdBy, f.createdBy));
  if (f.pendingChange !== undefined) parts.push(f.pendingChange ? isNotNull(orders.pendingChange) : isNull(orders.pendingChange));
  if (f.nos?.length) parts.push(inArray(orders.orderNo, f.nos));
  if (f.endTel) parts.push(telCondition(f.endTel));
  if (f.unionEndContact) {
    const p = like(f.unionEndContact);
    parts.push(or(ilike(orders.endContact, p), ilike(orders.endTel, p), ilike(orders.endAddress, p)));
  }
  if (f.statuses?.length) parts.push(inArray(orders.status, f.statuses));
  if (f.createdFrom) parts.push(sql`${orders.createdAt} >= ${f.createdFrom.toISOString()}`);
  if (f.createdTo) parts.push(sql`${orders.createdAt} < ${f.createdTo.toISOString()}`);
  if (f.ids?.length) parts.push(inArray(orders.id, f.ids));
  if (f.endAreaCode) {
    const c = f.endAreaCode;
    parts.push(or(eq(orders.endProvinceCode, c), eq(orders.endCityCode, c), eq(orders.endDistrictCode, c)));
  }
  return and(...parts);
}
