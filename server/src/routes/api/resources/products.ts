/** Products, the category cascade, product add and stock locations (spec §7 Resources, Tickets and orders). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productAddBody } from '../../../../../src/domain/resources';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, numeric, ok, queryFlag } from '../../../lib/schemas';
import type { CategoryRow, ProductRow } from '../../../repositories/products';
import { anyObject, optionalText, parseBody } from './shared';

/** The virtual root of the category tree (spec §9 default parent code). */
export const ROOT_CATEGORY = 'PC001';
export const MAX_CATEGORY_LEVEL = 2;
const MAX_PRODUCTS = 5000;

const productSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  code: z.string(),
  pno: z.string(),
  pno_name: z.string(),
  name: z.string(),
  package: z.number().int(),
  category_path: z.string(),
  category_path_code: z.string(),
  lv1_category_code: z.string(),
  lv1_category_name: z.string(),
  lv2_category_code: z.string(),
  lv2_category_name: z.string(),
  parent_code: z.string(),
  parent_name: z.string(),
  disabled: z.boolean(),
  /** stock on hand, only with check_inventory / filter_zero_inventory */
  inventory: z.number().int().nullable(),
});

function toProduct(row: ProductRow & { qty?: number | null }): z.infer<typeof productSchema> {
  const codes = [row.lv1CategoryCode, row.lv2CategoryCode].filter(Boolean);
  const names = [row.lv1CategoryName, row.lv2CategoryName].filter(Boolean);
  return {
    id: row.id,
    product_id: row.id,
    code: row.code,
    pno: row.pno,
    pno_name: row.pnoName,
    name: row.name,
    package: row.package,
    category_path: names.join('/'),
    category_path_code: codes.join('/'),
    lv1_category_code: row.lv1CategoryCode,
    lv1_category_name: row.lv1CategoryName,
    lv2_category_code: row.lv2CategoryCode,
    lv2_category_name: row.lv2CategoryName,
    // the product's own category, the node it hangs under in the cascade
    parent_code: row.lv2CategoryCode || row.lv1CategoryCode,
    parent_name: row.lv2CategoryName || row.lv1CategoryName,
    disabled: row.disabled,
    inventory: row.qty ?? null,
  };
}

interface CascadeNode {
  value: string;
  label: string;
  code: string;
  name: string;
  level: number;
  children?: CascadeNode[];
}
const cascadeNode: z.ZodType<CascadeNode> = z.object({
  value: z.string(),
  label: z.string(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(cascadeNode).optional();
  },
});

function cascade(rows: CategoryRow[], parentId: number, maxLevel: number): CascadeNode[] {
  return rows
    .filter((r) => r.parentId === parentId && r.level <= maxLevel)
    .map((r) => {
      const children = r.level < maxLevel ? cascade(rows, r.id, maxLevel) : [];
      return { value: r.code, label: r.name, code: r.code, name: r.name, level: r.level, ...(children.length ? { children } : {}) };
    });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/product/getAllProduct',
    {
      schema: {
        querystring: z.object({
          object_type: optionalText(20),
          servicer_id: idParam.optional(),
          object_id: idParam.optional(),
          resource_id: idParam.optional(),
          services_pkg_code: optionalText(50),
          order_business_code: optionalText(50).transform((v) => v ?? 'E-COMMERCE'),
          check_inventory: queryFlag,
          filter_zero_inventory: queryFlag,
          name: optionalText(50),
          category_code: optionalText(50),
        }),
        response: { 200: envelope(z.object({ list: z.array(productSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const q = request.query;
      const auth = request.user();
      // a consignor orders from its servicer's product catalogue (order entry's product picker)
      const companyId = auth.main_type === 'consignor' && auth.servicer_id ? auth.servicer_id : auth.company_id;
      if (q.servicer_id !== undefined && q.servicer_id !== companyId) return ok({ list: [], total: 0 });
      // the owner whose stock counts: resource_id, else object_id (the order's consignor)
      const owner = q.resource_id ?? q.object_id;
      if (owner !== undefined && !(await app.resources.find(companyId, owner))) throw notFound();
      const rows = await app.products.list(companyId, {
        name: q.name,
        categoryCode: q.category_code,
        ownerResourceId: owner,
        withInventory: q.check_inventory,
        nonZeroOnly: q.filter_zero_inventory,
        limit: MAX_PRODUCTS,
      });
      return ok({ list: rows.map(toProduct), total: rows.length });
    },
  );

  app.get(
    '/user/product-categories/cascader-data',
    {
      schema: {
        querystring: z.object({
          parent_code: optionalText(50).transform((v) => v ?? ROOT_CATEGORY),
          max_level: numeric(z.number().int().min(1).max(MAX_CATEGORY_LEVEL)).default(MAX_CATEGORY_LEVEL),
        }),
        response: { 200: envelope(z.object({ code: z.string(), name: z.string(), children: z.array(cascadeNode) })) },
      },
    },
    async (request) => {
      const companyId = request.user().company_id;
      const { parent_code, max_level } = request.query;
      const rows = await app.products.categories(companyId);
      if (parent_code === ROOT_CATEGORY) return ok({ code: ROOT_CATEGORY, name: '', children: cascade(rows, 0, max_level) });
      const parent = rows.find((r) => r.code === parent_code);
      if (!parent) throw notFound();
      return ok({ code: parent.code, name: parent.name, children: cascade(rows, parent.id, max_level) });
    },
  );

  app.post(
    '/user/product/add',
    { schema: { body: anyObject, response: { 200: envelope(productSchema) } } },
    async (request) => {
      const companyId = request.user().company_id;
      const body = parseBody(productAddBody, request.body);
      const category = await app.products.categoryByCode(companyId, body.category_code);
      if (!category) throw notFound();
      const parent = category.parentId ? await app.products.categoryById(companyId, category.parentId) : undefined;
      const [lv1, lv2] = parent ? [parent, category] : [category, undefined];
      const row = await app.products.create(companyId, {
        categoryId: category.id,
        name: body.name,
        pnoName: body.name,
        pno: body.pno,
        package: body.package,
        lv1CategoryCode: lv1.code,
        lv1CategoryName: lv1.name,
        lv2CategoryCode: lv2?.code ?? '',
        lv2CategoryName: lv2?.name ?? '',
      });
      return ok(toProduct(row));
    },
  );

  app.get(
    '/order/inventory_operation/get_locations_by_product_id',
    {
      schema: {
        querystring: z.object({ product_id: idParam }),
        response: {
          200: envelope(
            z.object({
              list: z.array(
                z.object({
                  location_id: z.number().int(),
                  location_name: z.string(),
                  location_code: z.string(),
                  warehouse_id: z.number().int(),
                  warehouse_name: z.string(),
                  qty: z.number().int(),
                }),
              ),
            }),
          ),
        },
      },
    },
    async (request) => {
      const companyId = request.user().company_id;
      if (!(await app.products.find(companyId, request.query.product_id))) throw notFound();
      return ok({ list: await app.products.locationsOf(companyId, request.query.product_id) });
    },
  );
};

export default routes;
