/** Consignors, suppliers, third-party logistics and stores: lists, name checks and inline adds (spec §7 Resources). */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSIGNOR_DEFAULTS,
  consignorAddBody,
  storeAddBody,
  THIRD_PARTY_LOGISTICS,
  type ObjectType,
} from '../../../../../src/domain/resources';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery } from '../../../lib/schemas';
import {
  addResource,
  anyObject,
  idList,
  isExistSchema,
  listQuery,
  listResources,
  optionalText,
  parseBody,
  resourceListSchema,
  settleName,
  toResource,
} from './shared';

const nameQuery = z.object({ name: z.string().trim().min(1).max(50), object_sub_type: optionalText(20) });

/** Absent object_sub_type lists plain consignors; T_3PL the third-party logistics companies. */
const consignorSubType = (value: string | undefined) => (value === THIRD_PARTY_LOGISTICS ? THIRD_PARTY_LOGISTICS : null);

export async function addConsignorModel(app: FastifyInstance, companyId: number, objectType: 'consignor' | 'supplier', raw: Record<string, unknown>) {
  const tpl = objectType === 'consignor' && raw.object_sub_type === THIRD_PARTY_LOGISTICS;
  const kind = tpl ? 'thirdPartyLogistics' : objectType;
  const body = parseBody(consignorAddBody(kind), raw);
  const settleCode = body.settle_type_code || CONSIGNOR_DEFAULTS.settle_type_code;
  return addResource(app, companyId, kind, {
    objectType,
    objectSubType: tpl ? THIRD_PARTY_LOGISTICS : null,
    name: body.name,
    phone: body.phone,
    memo: body.memo,
    settleTypeCode: settleCode,
    settleTypeName: body.settle_type_code
      ? await settleName(app, companyId, objectType, settleCode, body.settle_type_name)
      : CONSIGNOR_DEFAULTS.settle_type_name,
    chargeMode: CONSIGNOR_DEFAULTS.charge_mode,
    isSendSms: CONSIGNOR_DEFAULTS.is_send_sms,
    deductionNode: CONSIGNOR_DEFAULTS.deduction_node,
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const list = (path: string, objectType: ObjectType) =>
    app.get(path, { schema: { querystring: listQuery, response: { 200: envelope(resourceListSchema) } } }, async (request) => {
      const q = request.query;
      const companyId = request.user().company_id;
      if (objectType === 'store') {
        // object_id: the consignor whose stores are wanted
        return ok(await listResources(app, companyId, q, { objectType, parentId: q.object_id }));
      }
      return ok(await listResources(app, companyId, q, { objectType, objectSubType: objectType === 'consignor' ? consignorSubType(q.object_sub_type) : undefined }));
    });
  list('/user/resource_binding/consignor/list', 'consignor');
  list('/user/resource_binding/supplier/list', 'supplier');
  list('/user/resource_binding/store/list', 'store');

  const isNameExist = (path: string, objectType: ObjectType) =>
    app.get(path, { schema: { querystring: nameQuery, response: { 200: envelope(isExistSchema) } } }, async (request) => {
      const sub = objectType === 'consignor' ? consignorSubType(request.query.object_sub_type) : null;
      return ok({ is_exist: await app.resources.nameExists(request.user().company_id, objectType, sub, request.query.name) });
    });
  isNameExist('/user/resource_binding/consignor/isNameExist', 'consignor');
  isNameExist('/user/resource_binding/supplier/isNameExist', 'supplier');
  isNameExist('/user/resource_binding/store/isNameExist', 'store');

  const addedSchema = envelope(z.object({ res_consignor_id: z.number().int(), resource_id: z.number().int() }));
  app.post('/user/servicer_resource/consignor/add', { schema: { body: anyObject, response: { 200: addedSchema } } }, async (request) => {
    const row = await addConsignorModel(app, request.user().company_id, 'consignor', request.body);
    return ok({ res_consignor_id: row.id, resource_id: row.id });
  });
  app.post('/user/resource_binding/supplier/add', { schema: { body: anyObject, response: { 200: addedSchema } } }, async (request) => {
    const row = await addConsignorModel(app, request.user().company_id, 'supplier', request.body);
    return ok({ res_consignor_id: row.id, resource_id: row.id });
  });

  app.post(
    '/user/resource_binding/store/add',
    { schema: { body: anyObject, response: { 200: envelope(z.object({ res_store_id: z.number().int(), resource_id: z.number().int() })) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const body = parseBody(storeAddBody, request.body);
      if (body.consignor_id !== undefined && !(await app.resources.find(companyId, body.consignor_id, 'consignor'))) throw notFound();
      const settleCode = body.settle_type_code || CONSIGNOR_DEFAULTS.settle_type_code;
      const row = await addResource(app, companyId, 'store', {
        objectType: 'store',
        name: body.name,
        phone: body.phone,
        memo: body.memo,
        settleTypeCode: settleCode,
        settleTypeName: body.settle_type_code ? await settleName(app, companyId, 'store', settleCode, body.settle_type_name) : CONSIGNOR_DEFAULTS.settle_type_name,
        chargeMode: CONSIGNOR_DEFAULTS.charge_mode,
        isSendSms: CONSIGNOR_DEFAULTS.is_send_sms,
        deductionNode: CONSIGNOR_DEFAULTS.deduction_node,
        parentId: body.consignor_id ?? null,
      });
      return ok({ res_store_id: row.id, resource_id: row.id });
    },
  );

  app.get(
    '/user/resource_binding/get_stores_by_consignor_user_id/:consignorUserId',
    {
      schema: {
        params: z.object({ consignorUserId: idParam }),
        querystring: pageQuery.extend({ format: optionalText(20), name: optionalText(50), resource_ids: idList }),
        response: { 200: envelope(resourceListSchema) },
      },
    },
    async (request) => {
      const companyId = request.user().company_id;
      const user = await app.subUsers.findVisible(companyId, request.params.consignorUserId);
      if (!user || user.mainType !== 'consignor' || !user.resourceId || !user.servicerId) throw notFound();
      // the consignor's resource lives at its servicer; the servicer and the consignor's own company may ask
      const owner = user.servicerId;
      if (owner !== companyId && user.companyId !== companyId) throw notFound();
      const { page, per_page, name, resource_ids } = request.query;
      // resource_ids: a picker looking up its chosen stores (the consignor picker of the STORE edition)
      const result = await app.resources.storesOf(owner, user.resourceId, name, page, per_page, resource_ids);
      return ok({ list: result.list.map(toResource), total: result.total });
    },
  );

  app.get(
    '/user/resource_binding/servicer/',
    { schema: { response: { 200: envelope(z.object({ list: z.array(z.object({ id: z.number().int(), label: z.string(), value: z.number().int(), name: z.string(), servicer_id: z.number().int() })) })) } } },
    async (request) => {
      const auth = request.user();
      const servicerId = auth.main_type === 'servicer' ? auth.company_id : auth.servicer_id;
      const company = servicerId ? await app.companies.findById(servicerId) : undefined;
      return ok({ list: company ? [{ id: company.id, label: company.name, value: company.id, name: company.name, servicer_id: company.id }] : [] });
    },
  );
};

export default routes;
