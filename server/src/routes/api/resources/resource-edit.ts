/**
 * Detail, update and enable/forbid of any record of the resources table, for the resource screens:
 *   GET  /user/resource_binding/resource/:id         → data: the record (stores: parent_name; T_PZ: role)
 *   PUT  /user/resource_binding/resource/:id         → same validation and messages as the add calls (spec §5)
 *   PUT  /user/resource_binding/resource/:id/forbid  {is_forbid_create_order: 0|1}
 * Another company's id is 404 'not found'. Names stay unique per company and type by the unique index, so a
 * rename onto a taken name is the kind's "name exists" 400; a phone bound to another record of the sub-type
 * is refused the same way.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidBody, kindOfRecord, resourceEditBody } from '../../../../../src/domain/resource-edit';
import { DELIVERY_INSTALL, KIND_MESSAGES, type ObjectType } from '../../../../../src/domain/resources';
import { HttpError, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import type { ResourceRow } from '../../../repositories/resources';
import { anyObject, parseBody, resourceRowSchema, serviceTypes, settleName, toResource } from './shared';

const detailSchema = resourceRowSchema.extend({ parent_name: z.string(), role: z.string().nullable() });
const params = z.object({ id: idParam });

/** The fields any kind's edit body may carry (each kind's schema decides which it has). */
interface EditValues {
  name: string;
  phone?: string;
  memo?: string;
  settle_type_code?: string;
  settle_type_name?: string;
  service_type_codes?: string[];
  is_related?: boolean;
  districts?: string[];
  consignor_id?: number;
}

async function detail(app: FastifyInstance, companyId: number, row: ResourceRow, role: string | null) {
  const parent = row.parentId ? await app.resources.find(companyId, row.parentId) : undefined;
  return { ...toResource(row), parent_name: parent?.name ?? '', role };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const load = async (companyId: number, id: number) => {
    const row = await app.resources.find(companyId, id);
    if (!row) throw notFound();
    const role = row.objectType === 'delivery' ? await app.resources.roleOf(companyId, id) : null;
    return { row, role };
  };

  app.get('/user/resource_binding/resource/:id', { schema: { params, response: { 200: envelope(detailSchema) } } }, async (request) => {
    const companyId = request.user().company_id;
    const { row, role } = await load(companyId, request.params.id);
    return ok(await detail(app, companyId, row, role));
  });

  app.put(
    '/user/resource_binding/resource/:id',
    { schema: { params, body: anyObject, response: { 200: envelope(detailSchema) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const { row: current, role } = await load(companyId, request.params.id);
      const kind = kindOfRecord({ objectType: current.objectType, objectSubType: current.objectSubType, role });
      const messages = KIND_MESSAGES[kind];
      const body = parseBody(resourceEditBody(kind), request.body) as EditValues;
      const objectType = current.objectType as ObjectType;

      const values: Parameters<typeof app.resources.update>[2] = { name: body.name, phone: body.phone ?? '', memo: body.memo ?? '' };
      if (body.settle_type_code) {
        values.settleTypeCode = body.settle_type_code;
        values.settleTypeName = await settleName(app, companyId, objectType, body.settle_type_code, body.settle_type_name ?? '');
      }
      if (kind === 'driver') {
        values.serviceType = await serviceTypes(request, app, companyId, body.service_type_codes ?? []);
        values.isRelated = body.is_related ?? true;
        values.districts = [...new Set(body.districts ?? [])];
      } else if (body.service_type_codes) {
        values.serviceType = body.service_type_codes.length ? await serviceTypes(request, app, companyId, body.service_type_codes) : [DELIVERY_INSTALL];
      }
      if (kind === 'store' && body.consignor_id !== undefined) {
        if (!(await app.resources.find(companyId, body.consignor_id, 'consignor'))) throw notFound();
        values.parentId = body.consignor_id;
      }
      // spec §5 skips the bound-phone check on edit for the record's own phone; another record's phone is refused
      if (messages.phoneBound && values.phone && current.objectSubType && values.phone !== current.phone) {
        if (await app.resources.phoneBoundToOther(companyId, current.objectSubType, values.phone, current.id)) {
          throw new HttpError(400, messages.phoneBound, {}, { field: 'phone' });
        }
      }
      const row = await app.resources.update(companyId, current.id, values);
      if (row === 'name') throw new HttpError(400, messages.nameExists, {}, { field: 'name' });
      if (row === 'phone') throw new HttpError(400, messages.phoneBound ?? 'providerPhoneBound', {}, { field: 'phone' });
      if (!row) throw notFound();
      return ok(await detail(app, companyId, row, role));
    },
  );

  app.put(
    '/user/resource_binding/resource/:id/forbid',
    { schema: { params, body: anyObject, response: { 200: envelope(detailSchema) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const { role } = await load(companyId, request.params.id);
      const body = parseBody(forbidBody, request.body);
      const row = await app.resources.setForbid(companyId, request.params.id, body.is_forbid_create_order);
      if (!row) throw notFound();
      return ok(await detail(app, companyId, row, role));
    },
  );
};

export default routes;
