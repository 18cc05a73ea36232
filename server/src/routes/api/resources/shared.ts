/** What the resource routes share: the row shape, list query, body parsing with spec messages, the add flow. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isServerMessageKey } from '../../../../../src/domain/server-messages';
import {
  KIND_MESSAGES,
  SETTLE_CATEGORY,
  type CodeName,
  type ObjectType,
  type ResourceKind,
} from '../../../../../src/domain/resources';
import { HttpError } from '../../../lib/http-error';
import { idParam, optionalText, pageQuery, queryFlag } from '../../../lib/schemas';
import type { NewResource, ResourceRow } from '../../../repositories/resources';

export { optionalText };

export const MAX_IDS = 1000;


/** resource_ids / user_ids: comma-joined positive integers. */
export const idList = z
  .string()
  .trim()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$|^$/, 'invalidFormat')
  .optional()
  .transform((v) => (v ? [...new Set(v.split(',').map((s) => Number(s.trim())))] : undefined))
  .refine((ids) => !ids || (ids.length <= MAX_IDS && ids.every((n) => n >= 1 && n <= 2_147_483_647)), 'invalidFormat');

export const listQuery = pageQuery.extend({
  name: optionalText(50),
  resource_ids: idList,
  prepend_empty: queryFlag,
  app_code: optionalText(20),
  object_id: idParam.optional(),
  servicer_id: idParam.optional(),
  transporter_name: optionalText(50),
  object_sub_type: optionalText(20),
  format: optionalText(20),
  /** the list screens' filters: exact mobile number, order permission (0 allowed, 1 forbidden) */
  phone: optionalText(20),
  is_forbid_create_order: z.enum(['0', '1']).optional().transform((v) => (v === undefined ? undefined : Number(v))),
});
export type ListQuery = z.infer<typeof listQuery>;

const codeName = z.object({ code: z.string(), name: z.string() });

export const resourceRowSchema = z.object({
  id: z.number().int(),
  /** dropdown shape (format=dropdown and the pickers) */
  label: z.string(),
  value: z.number().int(),
  name: z.string(),
  phone: z.string(),
  memo: z.string(),
  object_type: z.string(),
  object_sub_type: z.string().nullable(),
  settle_type_code: z.string(),
  settle_type_name: z.string(),
  is_forbid_create_order: z.number().int(),
  service_type: z.array(codeName),
  service_type_codes: z.array(z.string()),
  is_related: z.boolean(),
  districts: z.array(z.string()),
  charge_mode: z.string(),
  is_send_sms: z.string(),
  deduction_node: z.string(),
  parent_id: z.number().int().nullable(),
  status: z.number().int(),
  created_at: z.string(),
  /** stores: the consignor's name (store lists and the detail) */
  parent_name: z.string().optional(),
});
export type ResourceDto = z.infer<typeof resourceRowSchema>;

export const resourceListSchema = z.object({ list: z.array(resourceRowSchema), total: z.number().int() });

export function toResource(row: ResourceRow): ResourceDto {
  return {
    id: row.id,
    label: row.name,
    value: row.id,
    name: row.name,
    phone: row.phone,
    memo: row.memo,
    object_type: row.objectType,
    object_sub_type: row.objectSubType,
    settle_type_code: row.settleTypeCode,
    settle_type_name: row.settleTypeName,
    is_forbid_create_order: row.isForbidCreateOrder,
    service_type: row.serviceType,
    service_type_codes: row.serviceType.map((s) => s.code),
    is_related: row.isRelated,
    districts: row.districts,
    charge_mode: row.chargeMode,
    is_send_sms: row.isSendSms,
    deduction_node: row.deductionNode,
    parent_id: row.parentId,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** The empty option prepend_empty puts first (id 0, no name). */
export const EMPTY_OPTION: ResourceDto = toResource({
  id: 0,
  companyId: 0,
  objectType: '',
  objectSubType: null,
  name: '',
  phone: '',
  memo: '',
  settleTypeCode: '',
  settleTypeName: '',
  isForbidCreateOrder: 0,
  serviceType: [],
  isRelated: false,
  districts: [],
  chargeMode: '',
  isSendSms: '0',
  deductionNode: '',
  parentId: null,
  status: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

/**
 * Validates a body with a src/domain schema. A rule with a spec message (a catalog key) answers with
 * exactly that message and data.field, so the dialog can put it under the field; other issues get the
 * generic field message.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const [first] = result.error.issues;
  const field = first.path.join('.') || 'body';
  if (isServerMessageKey(first.message)) throw new HttpError(400, first.message, {}, { field });
  // the error handler words schema issues (field: reason) in the request's language
  const validation = result.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  }));
  throw Object.assign(new Error('validation'), { statusCode: 400, validation, validationContext: 'body' });
}

/** A body schema for the route declaration: any JSON object (the handler validates it with parseBody). */
export const anyObject = z.record(z.string(), z.unknown());

/** Fills an absent settlement name from the kind's settlement-type config items. */
export async function settleName(app: FastifyInstance, companyId: number, objectType: ObjectType, code: string, name: string) {
  if (!code || name) return name;
  const items = await app.configItems.list(companyId, SETTLE_CATEGORY[objectType]);
  return items.find((i) => i.code === code)?.name ?? code;
}

/** Service types by code from DRIVER_SERVICE_TYPE; an unknown code is a 400. */
export async function serviceTypes(request: FastifyRequest, app: FastifyInstance, companyId: number, codes: string[]): Promise<CodeName[]> {
  const known = await app.configItems.list(companyId, 'DRIVER_SERVICE_TYPE');
  const byCode = new Map(known.map((k) => [k.code, k.name]));
  const unknown = codes.find((c) => !byCode.has(c));
  if (unknown) {
    throw new HttpError(400, 'fieldIssue', { field: 'service_type_codes', reason: request.t('invalidValue', { values: known.map((k) => k.code).join(', ') }) });
  }
  return [...new Set(codes)].map((code) => ({ code, name: byCode.get(code)! }));
}

/**
 * The add flow every dialog shares: refuse a phone already bound for the sub-type, then insert; the unique
 * index decides duplicate names, so of two concurrent adds one wins and the other gets the spec message.
 */
export async function addResource(app: FastifyInstance, companyId: number, kind: ResourceKind, values: NewResource): Promise<ResourceRow> {
  const messages = KIND_MESSAGES[kind];
  if (messages.phoneBound && values.phone && values.objectSubType && (await app.resources.phoneBound(companyId, values.objectSubType, values.phone))) {
    throw new HttpError(400, messages.phoneBound, {}, { field: 'phone' });
  }
  // fitting workers and delivery-install providers keep the role their screen lists them by
  const role = kind === 'fittingWorker' ? 'FITTING_WORKER' : kind === 'deliveryInstall' ? 'DELIVERY_INSTALL' : undefined;
  const row = await app.resources.create(companyId, values, role);
  if (row === 'name') throw new HttpError(400, messages.nameExists, {}, { field: 'name' });
  if (row === 'phone') throw new HttpError(400, messages.phoneBound ?? 'providerPhoneBound', {}, { field: 'phone' });
  return row;
}

/** The list call of every resource kind: company scope, filters, prepend_empty. */
export async function listResources(
  app: FastifyInstance,
  companyId: number,
  q: ListQuery,
  filter: { objectType: ObjectType; objectSubType?: string | null; parentId?: number; serviceTypeCodes?: string[]; role?: string; notRole?: string },
) {
  // a servicer_id other than the caller's company asks for someone else's data: nothing
  if (q.servicer_id !== undefined && q.servicer_id !== companyId) return { list: q.prepend_empty ? [EMPTY_OPTION] : [], total: 0 };
  const result = await app.resources.list(companyId, {
    ...filter,
    name: q.name,
    ids: q.resource_ids,
    phone: q.phone,
    isForbidCreateOrder: q.is_forbid_create_order,
    page: q.page,
    perPage: q.per_page,
  });
  const list = result.list.map(toResource);
  if (filter.objectType === 'store') {
    const names = await app.resources.namesOf(companyId, [...new Set(result.list.map((r) => r.parentId).filter((id): id is number => id !== null))]);
    for (const row of list) if (row.parent_id !== null) row.parent_name = names.get(row.parent_id) ?? '';
  }
  return { list: q.prepend_empty && q.page === 1 ? [EMPTY_OPTION, ...list] : list, total: result.total };
}

export const isExistSchema = z.object({ is_exist: z.boolean() });
export const isBindSchema = z.object({ is_bind: z.boolean() });
