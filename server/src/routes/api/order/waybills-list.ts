/** GET /api/order/waybills/list: the waybill list of /saas/waybill/all/index, scoped like the dashboard counts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_WAYBILL_SORT, WAYBILL_SORTS, type WaybillSortField } from '../../../../../src/domain/columns/waybill-columns';
import { REVIEW_KINDS } from '../../../../../src/domain/order-lifecycle';
import { ORDER_STATUSES, type OrderStatus } from '../../../../../src/domain/order-status';
import { LIMITATION_STATUSES } from '../../../../../src/domain/time-limits';
import { envelope, idParam, numeric, ok } from '../../../lib/schemas';
import type { WaybillFilter } from '../../../repositories/waybill-filters';
import type { WaybillSort } from '../../../repositories/waybills';
import { orderScope } from './stats';

export const WAYBILL_MAX_PER_PAGE = 500;

const text = z.string().trim().max(200).optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+08:00`)))
  .optional();
const list = <T extends string>(max: number, item: z.ZodType<T, string>) =>
  z
    .string()
    .max(max * 24)
    .transform((s) => s.split(/[\s,，]+/).filter(Boolean))
    .pipe(z.array(item).max(max))
    .optional();

/** The filters both the list and the export take. */
export const waybillFilterQuery = z.object({
  nos: list(500, z.string().max(40)),
  end_tel: text,
  union_end_contact: text,
  status: list(ORDER_STATUSES.length, z.enum(ORDER_STATUSES)),
  created_from: day,
  created_to: day,
  /** province, city or district code of the destination */
  end_area_code: z.string().regex(/^\d{6}$/).optional(),
  consignor_resource_id: idParam.optional(),
  /** the merchant filter when the picker lists stores (src/domain/editions.ts merchantPickerSource) */
  store_resource_id: idParam.optional(),
  /** the review screens: STANDARD, DEALERSHIP or ERP */
  review_kind: z.enum(REVIEW_KINDS).optional(),
  /** 1: only the orders the signed-in user created (the entered-orders screen) */
  mine: z.enum(['1', '0']).optional(),
  /** 1: orders with a change request awaiting approval (the change-approval screen) */
  pending_change: z.enum(['1', '0']).optional(),
  /** the computed time-limit status: A_NORMAL, B_WARNING, C_DANGER (comma-separated) */
  limitation_status: list(LIMITATION_STATUSES.length, z.enum(LIMITATION_STATUSES)),
  sort: z.enum(WAYBILL_SORTS as [string, ...string[]]).default(DEFAULT_WAYBILL_SORT),
});
export type WaybillFilterQuery = z.infer<typeof waybillFilterQuery>;

const DAY_MS = 86_400_000;

/** Query → repository filter and sort; dates are China calendar days, created_to inclusive. */
export function toFilter(q: WaybillFilterQuery, ids?: number[]): { filter: WaybillFilter; sort: WaybillSort } {
  const [field, dir] = q.sort.split(' ') as [WaybillSortField, 'asc' | 'desc'];
  return {
    filter: {
      nos: q.nos,
      endTel: q.end_tel || undefined,
      unionEndContact: q.union_end_contact || undefined,
      statuses: q.status as OrderStatus[] | undefined,
      createdFrom: q.created_from ? new Date(`${q.created_from}T00:00:00+08:00`) : undefined,
      createdTo: q.created_to ? new Date(Date.parse(`${q.created_to}T00:00:00+08:00`) + DAY_MS) : undefined,
      ids,
      endAreaCode: q.end_area_code,
      reviewKind: q.review_kind,
      consignorResourceId: q.consignor_resource_id,
      storeResourceId: q.store_resource_id,
      pendingChange: q.pending_change === undefined ? undefined : q.pending_change === '1',
      limitationStatuses: q.limitation_status,
    },
    sort: { field, dir },
  };
}

const waybillRow = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: z.string(),
  app_code: z.string(),
  consignor_user_id: z.number().int().nullable().optional(),
  servicer_user_id: z.number().int().nullable().optional(),
  delivery_user_id: z.number().int().nullable().optional(),
  consignor_name: z.string(),
  delivery_name: z.string(),
  end_contact: z.string(),
  end_tel: z.string(),
  end_province: z.string(),
  end_city: z.string(),
  end_district: z.string(),
  end_address: z.string(),
  end_province_code: z.string().optional(),
  end_city_code: z.string().optional(),
  end_district_code: z.string().optional(),
  products: z.array(z.object({ name: z.string(), code: z.string().optional(), quantity: z.number() })),
  package: z.number().int(),
  services_pkg_name: z.string(),
  tags: z.array(z.string()),
  limitation_status_code: z.string(),
  income_settle_status: z.number().int(),
  is_not_out_storage: z.boolean(),
  memo: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  appoint_at: z.string().nullable().optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/waybills/list',
    {
      schema: {
        querystring: waybillFilterQuery.extend({
          page: numeric(z.number().int().min(1).max(1_000_000)).default(1),
          per_page: numeric(z.number().int().min(1).max(WAYBILL_MAX_PER_PAGE)).default(20),
          /** 1: the map screen's order: C_DANGER first, then B_WARNING, each the longest waiting first; `sort` breaks ties */
          urgent_first: z.enum(['1', '0']).optional(),
        }),
        response: { 200: envelope(z.object({ list: z.array(waybillRow), total: z.number().int() })) },
      },
    },
    async (request) => {
      const { page, per_page, urgent_first, ...query } = request.query;
      const { filter, sort } = toFilter(query);
      sort.urgencyFirst = urgent_first === '1';
      if (query.mine === '1') filter.createdBy = request.user().id;
      return ok(await app.waybills.list(orderScope(request.user(), request.dataScope()), filter, sort, page, per_page));
    },
  );
};

export default routes;
