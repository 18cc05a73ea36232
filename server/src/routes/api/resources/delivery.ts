/** Delivery and installation providers (T_PZ), fitting workers, and factories (spec §7 Resources). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_INSTALL, deliveryAddBody, factoryAddBody, OBJECT_SUB_TYPES, PAY_NOW, providerAddBody } from '../../../../../src/domain/resources';
import { PROVIDER_ROLES } from '../../../../../src/domain/resource-edit';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, mobile, ok } from '../../../lib/schemas';
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

const addedSchema = envelope(z.object({ resource_id: z.number().int(), id: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Every T_PZ provider (delivery, fitting worker, delivery-install) is stored the same way. */
  const addProvider = async (
    request: FastifyRequest,
    companyId: number,
    kind: Parameters<typeof addResource>[2],
    body: Pick<z.infer<typeof deliveryAddBody>, 'name' | 'phone' | 'memo' | 'settle_type_code' | 'settle_type_name' | 'service_type_codes'>,
  ) =>
    addResource(app, companyId, kind, {
      objectType: 'delivery',
      objectSubType: 'T_PZ',
      name: body.name,
      phone: body.phone,
      memo: body.memo,
      settleTypeCode: body.settle_type_code,
      settleTypeName: await settleName(app, companyId, 'delivery', body.settle_type_code, body.settle_type_name),
      serviceType: body.service_type_codes?.length ? await serviceTypes(request, app, companyId, body.service_type_codes) : [DELIVERY_INSTALL],
    });

  app.get(
    '/user/resource_binding/delivery/',
    {
      schema: {
        querystring: listQuery.extend({
          id: idParam.optional(),
          service_type_codes: optionalText(500),
          /** FITTING_WORKER: the fitting workers; DELIVERY_INSTALL: every other T_PZ provider */
          provider_role: z.enum(PROVIDER_ROLES).optional(),
        }),
        response: { 200: envelope(resourceListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const companyId = request.user().company_id;
      if (q.id !== undefined && !(await app.resources.find(companyId, q.id, 'delivery'))) throw notFound();
      const ids = q.id !== undefined ? [q.id, ...(q.resource_ids ?? [])] : q.resource_ids;
      return ok(
        await listResources(app, companyId, { ...q, resource_ids: ids }, {
          objectType: 'delivery',
          objectSubType: 'T_PZ',
          serviceTypeCodes: q.service_type_codes?.split(',').map((s) => s.trim()).filter(Boolean),
          role: q.provider_role === 'FITTING_WORKER' ? 'FITTING_WORKER' : undefined,
          notRole: q.provider_role === 'DELIVERY_INSTALL' ? 'FITTING_WORKER' : undefined,
        }),
      );
    },
  );

  app.post('/user/resource_binding/delivery/', { schema: { body: anyObject, response: { 200: addedSchema } } }, async (request) => {
    const companyId = request.user().company_id;
    const row = await addProvider(request, companyId, 'serviceProvider', parseBody(deliveryAddBody, request.body));
    return ok({ resource_id: row.id, id: row.id });
  });

  app.get(
    '/user/resource_binding/delivery/isNameExist',
    { schema: { querystring: z.object({ name: z.string().trim().min(1).max(50) }), response: { 200: envelope(isExistSchema) } } },
    async (request) => ok({ is_exist: await app.resources.nameExists(request.user().company_id, 'delivery', 'T_PZ', request.query.name) }),
  );

  app.get(
    '/user/resource_binding/delivery/verify',
    {
      schema: {
        querystring: z.object({ sub_type: z.enum(OBJECT_SUB_TYPES).optional().default('T_PZ'), phone: mobile }),
        response: { 200: envelope(isBindSchema) },
      },
    },
    async (request) => ok({ is_bind: await app.resources.phoneBound(request.user().company_id, request.query.sub_type, request.query.phone) }),
  );

  // fitting workers and delivery-install providers: both T_PZ providers, one name space with the delivery providers
  app.post('/user/servicer_resource/store/add', { schema: { body: anyObject, response: { 200: addedSchema } } }, async (request) => {
    const companyId = request.user().company_id;
    const kind = request.body.role === 'FITTING_WORKER' ? 'fittingWorker' : 'deliveryInstall';
    const row = await addProvider(request, companyId, kind, parseBody(providerAddBody(kind), request.body));
    return ok({ resource_id: row.id, id: row.id });
  });

  app.get(
    '/user/resource_binding/factory/list',
    { schema: { querystring: listQuery, response: { 200: envelope(resourceListSchema) } } },
    async (request) => ok(await listResources(app, request.user().company_id, request.query, { objectType: 'factory' })),
  );

  app.post(
    '/user/resource_binding/factory/add',
    {
      schema: {
        body: anyObject,
        response: {
          200: envelope(
            z.object({ id: z.number().int(), resource_id: z.number().int(), label: z.string(), value: z.number().int(), name: z.string(), phone: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const body = parseBody(factoryAddBody, request.body);
      const row = await addResource(app, request.user().company_id, 'factory', {
        objectType: 'factory',
        name: body.name,
        phone: body.phone,
        memo: body.memo,
        // spec §7: a factory settles PAY_NOW 现付 unless told otherwise
        settleTypeCode: body.settle_type_code || PAY_NOW.code,
        settleTypeName: body.settle_type_code ? body.settle_type_name || body.settle_type_code : PAY_NOW.name,
      });
      return ok({ id: row.id, resource_id: row.id, label: row.name, value: row.id, name: row.name, phone: row.phone });
    },
  );
};

export default routes;
