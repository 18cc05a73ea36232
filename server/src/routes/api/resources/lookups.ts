/**
 * Lookups behind the pickers: stations, warehouses, sub-accounts, config items, the supply-chain role
 * title and the button-permission check (spec §7 Config and lookups, Resources; §2.5).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MainType } from '../../../../../src/domain/auth';
import { MAX_PER_PAGE } from '../../../../../src/domain/envelope';
import { stationAddBody } from '../../../../../src/domain/resources';
import { HttpError, notFound, unauthorized } from '../../../lib/http-error';
import { envelope, idParam, numeric, ok, pageQuery } from '../../../lib/schemas';
import type { StationRow } from '../../../repositories/stations';
import { anyObject, idList, optionalText, parseBody } from './shared';

export const stationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  value: z.number().int(),
  name: z.string(),
  type: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  /** 1 enabled, 0 disabled (left out of the dropdown) */
  status: z.number().int(),
  created_at: z.string(),
});
export const toStation = (s: StationRow): z.infer<typeof stationSchema> => ({
  id: s.id,
  label: s.name,
  value: s.id,
  name: s.name,
  type: s.type,
  province: s.province,
  city: s.city,
  district: s.district,
  address: s.address,
  contact: s.contact,
  phone: s.phone,
  status: s.status,
  created_at: s.createdAt.toISOString(),
});

/** spec §9: initial store and warehouse lists 300 */
const WAREHOUSE_PAGE = 300;

const configItemSchema = z.object({ code: z.string(), name: z.string(), js: z.string() });
const configList = envelope(z.object({ list: z.array(configItemSchema) }));
const categoryQuery = (fallback: string) =>
  z.object({
    category_code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{0,50}$/, 'invalidFormat')
      .optional()
      .transform((v) => v || fallback),
  });

/** How the supply chain names each side; warehouse/delivery accounts call their upstream consignors suppliers. */
const ROLE_TITLES: Record<MainType, { title: string; consignor_title: string; use_supplier: boolean }> = {
  admin: { title: '平台', consignor_title: '商家', use_supplier: false },
  servicer: { title: '服务商', consignor_title: '商家', use_supplier: false },
  consignor: { title: '商家', consignor_title: '商家', use_supplier: false },
  delivery: { title: '配送服务商', consignor_title: '供应商', use_supplier: true },
  driver: { title: '司机', consignor_title: '供应商', use_supplier: true },
};

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/stations',
    {
      schema: {
        querystring: pageQuery.extend({
          format: optionalText(20),
          station_name: optionalText(50),
          name: optionalText(50),
          station_type_alias_code: optionalText(50),
          /** the station screen's filters */
          phone: optionalText(20),
          status: z.enum(['0', '1']).optional().transform((v) => (v === undefined ? undefined : Number(v))),
        }),
        response: { 200: envelope(z.object({ list: z.array(stationSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await app.stations.list(request.user().company_id, {
        name: q.station_name ?? q.name,
        type: q.station_type_alias_code,
        phone: q.phone,
        // the dropdown offers enabled stations only
        status: q.status ?? (q.format === 'dropdown' ? 1 : undefined),
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: result.list.map(toStation), total: result.total });
    },
  );

  app.post('/user/stations', { schema: { body: anyObject, response: { 200: envelope(stationSchema) } } }, async (request) => {
    const body = parseBody(stationAddBody, request.body);
    const row = await app.stations.create(request.user().company_id, body.name, body.type);
    if (!row) throw new HttpError(400, 'stationNameExists', {}, { field: 'name' });
    return ok(toStation(row));
  });

  app.get(
    '/user/warehouse/all',
    {
      schema: {
        querystring: pageQuery.extend({ per_page: numeric(z.number().int().min(1).max(MAX_PER_PAGE)).default(WAREHOUSE_PAGE) }),
        response: {
          200: envelope(
            z.object({
              list: z.array(
                z.object({ id: z.number().int(), label: z.string(), value: z.number().int(), code: z.string(), name: z.string(), contact: z.string(), phone: z.string(), province: z.string(), city: z.string(), district: z.string(), address: z.string() }),
              ),
              total: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const result = await app.products.warehouses(request.user().company_id, request.query.page, request.query.per_page);
      return ok({
        list: result.list.map((w) => ({ id: w.id, label: w.name, value: w.id, code: w.code, name: w.name, contact: w.contact, phone: w.phone, province: w.province, city: w.city, district: w.district, address: w.address })),
        total: result.total,
      });
    },
  );

  app.get(
    '/user/sub_user/',
    {
      schema: {
        querystring: pageQuery.extend({ username: optionalText(50), user_ids: idList }),
        response: {
          200: envelope(
            z.object({
              list: z.array(z.object({ user_id: z.number().int(), username: z.string(), nickname: z.string(), phone: z.string(), status: z.number().int() })),
              total: z.number().int(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { page, per_page, username, user_ids } = request.query;
      return ok(await app.subUsers.list(request.user().company_id, { username, ids: user_ids, page, perPage: per_page }));
    },
  );

  app.get('/config/item/getConfigItemList', { schema: { querystring: categoryQuery('ORDER_TAG'), response: { 200: configList } } }, async (request) =>
    ok({ list: await app.configItems.list(request.user().company_id, request.query.category_code) }),
  );
  app.get('/user/user_config/get_list', { schema: { querystring: categoryQuery('ABNORMAL_TYPE'), response: { 200: configList } } }, async (request) =>
    ok({ list: await app.configItems.list(request.user().company_id, request.query.category_code) }),
  );
  app.get('/config/item/get_service_pkg_list', { schema: { response: { 200: configList } } }, async (request) =>
    ok({ list: await app.configItems.list(request.user().company_id, 'SERVICE_PKG_TYPE') }),
  );

  app.get(
    '/user/resource_binding/get_supply_chain_role_title/:mainUserId',
    {
      schema: {
        params: z.object({ mainUserId: idParam }),
        response: {
          200: envelope(z.object({ main_user_id: z.number().int(), main_type: z.string(), title: z.string(), consignor_title: z.string(), use_supplier: z.boolean() })),
        },
      },
    },
    async (request) => {
      const user = await app.subUsers.findVisible(request.user().company_id, request.params.mainUserId);
      if (!user) throw notFound();
      const mainType = (user.mainType in ROLE_TITLES ? user.mainType : 'servicer') as MainType;
      return ok({ main_user_id: user.id, main_type: mainType, ...ROLE_TITLES[mainType] });
    },
  );

  /**
   * Button permission (spec §6): CAN for a main account, else CAN when one of the menus the account's role
   * grants lists the code among its operation or element codes. Used for ADD_NEW_DELIVERY_FOR_ORDERS.
   */
  app.get(
    '/user/permission/check',
    {
      schema: {
        querystring: z.object({ code: z.string().trim().regex(/^[A-Z0-9_]{1,64}$/, 'invalidFormat') }),
        response: { 200: envelope(z.enum(['CAN', 'CANNOT'])) },
      },
    },
    async (request) => {
      const auth = request.user();
      const principal = await app.users.principal(auth.id);
      if (!principal) throw unauthorized();
      if (principal.user.isMain) return ok('CAN' as const);
      const menus = await app.menus.forAccount(principal.user, auth.app_code);
      const code = request.query.code;
      return ok(menus.some((m) => m.operations.includes(code) || m.elements.includes(code)) ? ('CAN' as const) : ('CANNOT' as const));
    },
  );
};

export default routes;
