/** Warehouses and storage locations (Basic data: /saas/basic/storage/index, /saas/basic/storageLocation/index). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusBody } from '../../../../../src/domain/basic-data/fields';
import { storageLocationBody, warehouseBody } from '../../../../../src/domain/basic-data/warehouses';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pagedEnvelope } from '../../../lib/schemas';
import { isConflict, type StorageLocationRow, type WarehouseRow } from '../../../repositories/warehouses';
import { anyObject, basicListQuery, fieldError, iso, parseBody } from './shared';

const warehouseDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  area_code: z.string(),
  address: z.string(),
  full_address: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
const toWarehouse = (r: WarehouseRow): z.infer<typeof warehouseDto> => ({
  id: r.id,
  code: r.code,
  name: r.name,
  contact: r.contact,
  phone: r.phone,
  province: r.province,
  city: r.city,
  district: r.district,
  area_code: r.districtCode,
  address: r.address,
  full_address: [r.province, r.city, r.district, r.address].filter(Boolean).join(' '),
  status: r.status,
  created_at: iso(r.createdAt),
});

const locationDto = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_name: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
const toLocation = (r: StorageLocationRow): z.infer<typeof locationDto> => ({
  id: r.id,
  warehouse_id: r.warehouseId,
  warehouse_name: r.warehouseName,
  code: r.code,
  name: r.name,
  status: r.status,
  created_at: iso(r.createdAt),
});

const idParams = z.object({ id: idParam });
const CONFLICT = { code: 'warehouseCodeExists', name: 'warehouseNameExists' } as const;
const LOCATION_CONFLICT = { code: 'locationCodeExists', name: 'locationNameExists' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  async function values(body: unknown) {
    const v = parseBody(warehouseBody, body);
    const place = await app.warehouses.place(v.area_code);
    if (!place) throw fieldError('area_code', 'bdChooseOption');
    return { v: { code: v.code, name: v.name, contact: v.contact, phone: v.phone, areaCode: v.area_code, address: v.address }, place };
  }

  app.get(
    '/user/basic/warehouses',
    { schema: { querystring: basicListQuery, response: { 200: pagedEnvelope(warehouseDto) } } },
    async (request) => {
      const q = request.query;
      const { list, total } = await app.warehouses.list(request.user().company_id, { keyword: q.keyword, status: q.status, page: q.page, perPage: q.per_page });
      return ok({ list: list.map(toWarehouse), total });
    },
  );

  app.get('/user/basic/warehouses/:id', { schema: { params: idParams, response: { 200: envelope(warehouseDto) } } }, async (request) => {
    const row = await app.warehouses.find(request.user().company_id, request.params.id);
    if (!row) throw notFound();
    return ok(toWarehouse(row));
  });

  app.post('/user/basic/warehouses', { schema: { body: anyObject, response: { 200: envelope(warehouseDto) } } }, async (request) => {
    const { v, place } = await values(request.body);
    const row = await app.warehouses.create(request.user().company_id, v, place);
    if (isConflict(row)) throw fieldError(row.conflict, CONFLICT[row.conflict]);
    return ok(toWarehouse(row));
  });

  app.put('/user/basic/warehouses/:id', { schema: { params: idParams, body: anyObject, response: { 200: envelope(warehouseDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.warehouses.find(companyId, request.params.id))) throw notFound();
    const { v, place } = await values(request.body);
    const row = await app.warehouses.update(companyId, request.params.id, v, place);
    if (isConflict(row)) throw fieldError(row.conflict, CONFLICT[row.conflict]);
    if (!row) throw notFound();
    return ok(toWarehouse(row));
  });

  app.put('/user/basic/warehouses/:id/status', { schema: { params: idParams, body: anyObject, response: { 200: envelope(warehouseDto) } } }, async (request) => {
    const { enabled } = parseBody(statusBody, request.body);
    const row = await app.warehouses.setStatus(request.user().company_id, request.params.id, enabled);
    if (!row) throw notFound();
    return ok(toWarehouse(row));
  });

  // ---- storage locations

  app.get(
    '/user/basic/storage-locations',
    { schema: { querystring: basicListQuery.extend({ warehouse_id: idParam.optional() }), response: { 200: pagedEnvelope(locationDto) } } },
    async (request) => {
      const q = request.query;
      const { list, total } = await app.warehouses.locations(request.user().company_id, {
        warehouseId: q.warehouse_id,
        keyword: q.keyword,
        status: q.status,
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: list.map(toLocation), total });
    },
  );

  app.get('/user/basic/storage-locations/:id', { schema: { params: idParams, response: { 200: envelope(locationDto) } } }, async (request) => {
    const row = await app.warehouses.findLocation(request.user().company_id, request.params.id);
    if (!row) throw notFound();
    return ok(toLocation(row));
  });

  async function locationValues(companyId: number, body: unknown) {
    const v = parseBody(storageLocationBody, body);
    // the warehouse must be one of the company's: another company's id reads as no such warehouse
    if (!(await app.warehouses.find(companyId, v.warehouse_id))) throw fieldError('warehouse_id', 'warehouseRequired');
    return { warehouseId: v.warehouse_id, code: v.code, name: v.name };
  }

  app.post('/user/basic/storage-locations', { schema: { body: anyObject, response: { 200: envelope(locationDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const row = await app.warehouses.createLocation(companyId, await locationValues(companyId, request.body));
    if (isConflict(row)) throw fieldError(row.conflict, LOCATION_CONFLICT[row.conflict]);
    return ok(toLocation((await app.warehouses.findLocation(companyId, row.id))!));
  });

  app.put('/user/basic/storage-locations/:id', { schema: { params: idParams, body: anyObject, response: { 200: envelope(locationDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const current = await app.warehouses.findLocation(companyId, request.params.id);
    if (!current) throw notFound();
    const values = await locationValues(companyId, request.body);
    // a location's stock belongs to its warehouse in the ledger: once it has any, it stays in that warehouse
    if (values.warehouseId !== current.warehouseId && (await app.warehouses.locationHasStockHistory(companyId, current.id))) throw fieldError('warehouse_id', 'bdLocationHasStock');
    const row = await app.warehouses.updateLocation(companyId, request.params.id, values);
    if (isConflict(row)) throw fieldError(row.conflict, LOCATION_CONFLICT[row.conflict]);
    if (!row) throw notFound();
    return ok(toLocation((await app.warehouses.findLocation(companyId, row.id))!));
  });

  app.put('/user/basic/storage-locations/:id/status', { schema: { params: idParams, body: anyObject, response: { 200: envelope(locationDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const { enabled } = parseBody(statusBody, request.body);
    const row = await app.warehouses.setLocationStatus(companyId, request.params.id, enabled);
    if (!row) throw notFound();
    return ok(toLocation((await app.warehouses.findLocation(companyId, row.id))!));
  });
};

export default routes;
