/**
 * Where an order's abnormal records are registered and read (issue 19): the lifecycle's report_abnormal and
 * resolve_abnormal are abnormal records' own (via 'abnormal'), so the order detail sends 上报异常 to the abnormal
 * register form prefilled with the order, and handling a held order to its record. The abnormal screens live under
 * the prefix of the user's own abnormal menu (/saas/abnormal for the desk and the field, /da/abnormal for a merchant);
 * a user whose menus hold none gets no abnormal button.
 */
import type { MenuItem } from '@/domain/auth';
import type { OrderStatus } from '@/domain/order-status';

const ABNORMAL_BASES = ['/saas/abnormal', '/da/abnormal'] as const;
export type AbnormalBase = (typeof ABNORMAL_BASES)[number];

/** the abnormal area of these menus: the first prefix whose register list (…/create/index) the menus hold */
export function abnormalBaseIn(menu: readonly Pick<MenuItem, 'path'>[] | undefined): AbnormalBase | null {
  const paths = new Set((menu ?? []).map((m) => m.path));
  return ABNORMAL_BASES.find((b) => paths.has(`${b}/create/index`)) ?? null;
}

/** the register form, opened with the order (record-lists.ts: ?register=1&order_no=) */
export const abnormalRegisterLink = (base: AbnormalBase, orderNo: string) => ({ to: `${base}/create/index`, search: { register: '1', order_no: orderNo } });

export const abnormalDetailPath = (base: AbnormalBase, id: number) => `${base}/detail/${id}`;

/** an order in the making or in the recycle bin has no goods to be abnormal about */
const NO_ABNORMAL: readonly OrderStatus[] = ['DRAFT', 'PENDING_REVIEW', 'RECYCLED'];

/**
 * Whether the order detail offers 上报异常: any order with goods under way or delivered (the record holds the order
 * only from a status the lifecycle allows; from the others it is registered without holding).
 */
export const canReportAbnormal = (status: OrderStatus) => !NO_ABNORMAL.includes(status);

/** the record to handle a held order on: the first one holding it, else the first open one */
export function recordToHandle<R extends { id: number; holds_order: boolean }>(records: readonly R[]): R | null {
  return records.find((r) => r.holds_order) ?? records[0] ?? null;
}
