/**
 * Product types (two-level categories under the virtual root PC001, the cascade the product picker reads) and
 * products (Basic data: /saas/basic/productType/index, /saas/basic/product/index).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusBody } from '../../../../../src/domain/basic-data/fields';
import { MAX_CATEGORY_LEVEL, ROOT_CATEGORY_CODE, productBody, productCategoryBody } from '../../../../../src/domain/basic-data/products';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pagedEnvelope } from '../../../lib/schemas';
import type { CategoryRow, ProductRow } from '../../../repositories/products';
import { optionalText } from '../resources/shared';
import { anyObject, basicListQuery, fieldError, iso, parseBody } from './shared';

const categoryDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  parent_code: z.string(),
  parent_name: z.string(),
  sort: z.number().int(),
  children_count: z.number().int(),
  product_count: z.number().int(),
  created_at: z.string(),
});
type CategoryDto = z.infer<typeof categoryDto>;

const productDto = z.object({
  id: z.number().int(),
  code: z.string(),
  pno: z.string(),
  name: z.string(),
  package: z.number().int(),
  weight_g: z.number().int(),
  volume_cm3: z.number().int(),
  category_code: z.string(),
  category_path: z.string(),
  lv1_category_code: z.string(),
  lv2_category_code: z.string(),
  disabled: z.boolean(),
  status: z.number().int(),
  created_at: z.string(),
});
const toProduct = (r: ProductRow): z.infer<typeof productDto> => ({
  id: r.id,
  code: r.code,
  pno: r.pno,
  name: r.name,
  package: r.package,
  weight_g: r.weightG,
  volume_cm3: r.volumeCm3,
  category_code: r.lv2CategoryCode || r.lv1CategoryCode,
  category_path: [r.lv1CategoryName, r.lv2CategoryName].filter(Boolean).join('/'),
  lv1_category_code: r.lv1CategoryCode,
  lv2_category_code: r.lv2CategoryCode,
  disabled: r.disabled,
  status: r.disabled ? 0 : 1,
  created_at: iso(r.createdAt),
});

const idParams = z.object({ id: idParam });
const CATEGORY_CONFLICT = { code: 'categoryCodeExists', name: 'categoryNameExists' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  async function categoryDtos(companyId: number): Promise<CategoryDto[]> {
    const [rows, usage] = await Promise.all([app.products.categories(companyId), app.products.categoryUsage(companyId)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const dto = (r: CategoryRow): CategoryDto => ({
      id: r.id,
      code: r.code,
      name: r.name,
      level: r.level,
      parent_code: byId.get(r.parentId)?.code ?? ROOT_CATEGORY_CODE,
      parent_name: byId.get(r.parentId)?.name ?? '',
      sort: r.sort,
      children_count: rows.filter((c) => c.parentId === r.id).length,
      product_count: usage.get(r.id) ?? 0,
      created_at: iso(r.createdAt),
    });
    // a level-1 type followed by its children
    return rows
      .filter((r) => r.level === 1)
      .flatMap((p) => [p, ...rows.filter((c) => c.parentId === p.id)])
      .map(dto);
  }

  app.get(
    '/user/basic/product-categories',
    { schema: { querystring: basicListQuery.extend({ parent_code: optionalText(20) }), response: { 200: pagedEnvelope(categoryDto) } } },
    async (request) => {
      const q = request.query;
      const k = q.keyword?.toLowerCase();
      const all = (await categoryDtos(request.user().company_id)).filter(
        (c) => (!k || c.name.toLowerCase().includes(k) || c.code.toLowerCase().includes(k)) && (!q.parent_code || c.parent_code === q.parent_code),
      );
      return ok({ list: all.slice((q.page - 1) * q.per_page, q.page * q.per_page), total: all.length });
    },
  );

  const one = async (companyId: number, id: number) => {
    const found = (await categoryDtos(companyId)).find((c) => c.id === id);
    if (!found) throw notFound();
    return found;
  };

  app.get('/user/basic/product-categories/:id', { schema: { params: idParams, response: { 200: envelope(categoryDto) } } }, async (request) =>
    ok(await one(request.user().company_id, request.params.id)),
  );

  app.post('/user/basic/product-categories', { schema: { body: anyObject, response: { 200: envelope(categoryDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const v = parseBody(productCategoryBody, request.body);
    let parentId = 0;
    let level = 1;
    if (v.parent_code !== ROOT_CATEGORY_CODE) {
      const parent = await app.products.categoryByCode(companyId, v.parent_code);
      if (!parent) throw fieldError('parent_code', 'bdChooseOption');
      if (parent.level >= MAX_CATEGORY_LEVEL) throw fieldError('parent_code', 'categoryTooDeep');
      parentId = parent.id;
      level = parent.level + 1;
    }
    const row = await app.products.createCategory(companyId, { parentId, level, code: v.code, name: v.name, sort: v.sort });
    if ('conflict' in row) throw fieldError(row.conflict, CATEGORY_CONFLICT[row.conflict]);
    return ok(await one(companyId, row.id));
  });

  app.put('/user/basic/product-categories/:id', { schema: { params: idParams, body: anyObject, response: { 200: envelope(categoryDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const current = await one(companyId, request.params.id);
    // the parent stays: moving a type would move its products between branches
    const v = parseBody(productCategoryBody, { ...(request.body as object), parent_code: current.parent_code });
    const row = await app.products.updateCategory(companyId, request.params.id, { code: v.code, name: v.name, sort: v.sort });
    if (row && 'conflict' in row) throw fieldError(row.conflict, CATEGORY_CONFLICT[row.conflict]);
    if (!row) throw notFound();
    return ok(await one(companyId, row.id));
  });

  app.delete('/user/basic/product-categories/:id', { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    const result = await app.products.deleteCategory(request.user().company_id, request.params.id);
    if (!result) throw notFound();
    if (result === 'inUse') throw fieldError('id', 'categoryInUse');
    return ok({ id: result.id });
  });

  // ---- products

  app.get(
    '/user/basic/products',
    { schema: { querystring: basicListQuery.extend({ category_code: optionalText(20) }), response: { 200: pagedEnvelope(productDto) } } },
    async (request) => {
      const q = request.query;
      const { list, total } = await app.products.page(request.user().company_id, {
        keyword: q.keyword,
        categoryCode: q.category_code,
        disabled: q.status === undefined ? undefined : q.status === 0,
        page: q.page,
        perPage: q.per_page,
      });
      return ok({ list: list.map(toProduct), total });
    },
  );

  app.get('/user/basic/products/:id', { schema: { params: idParams, response: { 200: envelope(productDto) } } }, async (request) => {
    const row = await app.products.find(request.user().company_id, request.params.id);
    if (!row) throw notFound();
    return ok(toProduct(row));
  });

  async function productValues(companyId: number, body: unknown) {
    const v = parseBody(productBody, body);
    const category = await app.products.categoryByCode(companyId, v.category_code);
    if (!category) throw fieldError('category_code', 'productTypeRequired');
    const parent = category.parentId ? await app.products.categoryById(companyId, category.parentId) : undefined;
    const [lv1, lv2] = parent ? [parent, category] : [category, undefined];
    return {
      categoryId: category.id,
      name: v.name,
      pnoName: v.name,
      pno: v.pno,
      package: v.package,
      weightG: v.weight_kg,
      volumeCm3: v.volume_m3,
      lv1CategoryCode: lv1.code,
      lv1CategoryName: lv1.name,
      lv2CategoryCode: lv2?.code ?? '',
      lv2CategoryName: lv2?.name ?? '',
    };
  }

  app.post('/user/basic/products', { schema: { body: anyObject, response: { 200: envelope(productDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    return ok(toProduct(await app.products.create(companyId, await productValues(companyId, request.body))));
  });

  app.put('/user/basic/products/:id', { schema: { params: idParams, body: anyObject, response: { 200: envelope(productDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    if (!(await app.products.find(companyId, request.params.id))) throw notFound();
    const values = await productValues(companyId, request.body);
    const row = await app.products.update(companyId, request.params.id, { ...values, pno: values.pno || undefined });
    if (!row) throw notFound();
    return ok(toProduct(row));
  });

  app.put('/user/basic/products/:id/status', { schema: { params: idParams, body: anyObject, response: { 200: envelope(productDto) } } }, async (request) => {
    const { enabled } = parseBody(statusBody, request.body);
    const row = await app.products.update(request.user().company_id, request.params.id, { disabled: !enabled });
    if (!row) throw notFound();
    return ok(toProduct(row));
  });
};

export default routes;
