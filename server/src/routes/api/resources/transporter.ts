/** Carriers (T_ZX), T_PZ providers and drivers (T_SJ): /user/resource_binding/transporter/* (spec §7 Resources). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DELIVERY_INSTALL,
  driverAddBody,
  kindOfSubType,
  OBJECT_SUB_TYPES,
  objectTypeOfSubType,
  transporterAddBody,
  type ObjectSubType,
} from '../../../../../src/domain/resources';
import { HttpError } from '../../../lib/http-error';
import { envelope, mobile, ok } from '../../../lib/schemas';
import {
  addResource,
  anyObject,
  isBindSchema,
  isExistSchema,
  listQuery,
  listResources,
  optionalText,
  parseBody,
  resourceListSchema,
  serviceTypes,
  settleName,
} from './shared';

const subType = z.enum(OBJECT_SUB_TYPES);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/resource_binding/transporter/list',
    {
      schema: {
        querystring: listQuery.extend({ object_sub_type: subType.optional().default('T_ZX'), service_type_codes: optionalText(500) }),
        response: { 200: envelope(resourceListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const sub = q.object_sub_type as ObjectSubType;
      return ok(
        await listResources(app, request.user().company_id, q, {
          objectType: objectTypeOfSubType(sub),
          objectSubType: sub,
          serviceTypeCodes: q.service_type_codes?.split(',').map((s) => s.trim()).filter(Boolean),
        }),
      );
    },
  );

  app.get(
    '/user/resource_binding/transporter/isNameExist',
    {
      schema: {
        querystring: z.object({ name: z.string().trim().min(1).max(50), object_sub_type: subType.optional().default('T_ZX') }),
        response: { 200: envelope(isExistSchema) },
      },
    },
    async (request) => {
      const { name, object_sub_type } = request.query;
      const sub = object_sub_type as ObjectSubType;
      return ok({ is_exist: await app.resources.nameExists(request.user().company_id, objectTypeOfSubType(sub), sub, name) });
    },
  );

  app.get(
    '/user/resource_binding/transporter/verify',
    {
      schema: {
        querystring: z.object({ sub_type: subType.optional().default('T_PZ'), phone: mobile }),
        response: { 200: envelope(isBindSchema) },
      },
    },
    async (request) => ok({ is_bind: await app.resources.phoneBound(request.user().company_id, request.query.sub_type, request.query.phone) }),
  );

  app.post(
    '/user/resource_binding/transporter/add',
    { schema: { body: anyObject, response: { 200: envelope(z.object({ resource_id: z.number().int(), id: z.number().int() })) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const sub = subType.safeParse(request.body.object_sub_type ?? 'T_ZX');
      if (!sub.success) throw new HttpError(400, 'fieldIssue', { field: 'object_sub_type', reason: request.t('invalidValue', { values: OBJECT_SUB_TYPES.join(', ') }) });
      const objectType = objectTypeOfSubType(sub.data);
      if (sub.data === 'T_SJ') {
        const body = parseBody(driverAddBody, request.body);
        const row = await addResource(app, companyId, 'driver', {
          objectType,
          objectSubType: 'T_SJ',
          name: body.name,
          phone: body.phone,
          memo: body.memo,
          settleTypeCode: body.settle_type_code,
          settleTypeName: await settleName(app, companyId, objectType, body.settle_type_code, body.settle_type_name),
          serviceType: await serviceTypes(request, app, companyId, body.service_type_codes),
          isRelated: body.is_related,
          districts: [...new Set(body.districts)],
        });
        return ok({ resource_id: row.id, id: row.id });
      }
      const body = parseBody(transporterAddBody(sub.data === 'T_ZX' ? 'carrier' : 'serviceProvider'), { ...request.body, object_sub_type: sub.data });
      const row = await addResource(app, companyId, kindOfSubType(sub.data), {
        objectType,
        objectSubType: sub.data,
        name: body.name,
        phone: body.phone,
        memo: body.memo,
        settleTypeCode: body.settle_type_code,
        settleTypeName: await settleName(app, companyId, objectType, body.settle_type_code, body.settle_type_name),
        serviceType: body.service_type_codes?.length ? await serviceTypes(request, app, companyId, body.service_type_codes) : [DELIVERY_INSTALL],
      });
      return ok({ resource_id: row.id, id: row.id });
    },
  );
};

export default routes;
