/**
 * Abnormal types (Basic data: /saas/basic/abnormal/index): the company's own ABNORMAL_TYPE config items next to
 * the built-in ones, so the abnormal-type picker (/user/user_config/get_list) shows every change at once.
 * Built-in items are listed read-only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABNORMAL_CATEGORY, abnormalTypeBody } from '../../../../../src/domain/basic-data/abnormal-types';
import { statusBody } from '../../../../../src/domain/basic-data/fields';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pagedEnvelope } from '../../../lib/schemas';
import type { CompanyConfigItem } from '../../../repositories/settings';
import { anyObject, basicListQuery, fieldError, parseBody } from './shared';

const itemDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  is_system: z.boolean(),
});
const toItem = (r: CompanyConfigItem): z.infer<typeof itemDto> => ({
  id: r.id,
  code: r.code,
  name: r.name,
  sort: r.sort,
  status: r.status,
  is_system: r.companyId === null,
});
const idParams = z.object({ id: idParam });
const CLASH = { code: 'abnormalCodeExists', name: 'abnormalNameExists' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  /** the company's own item; a built-in one is read-only, anything else is not found */
  async function own(companyId: number, id: number) {
    const item = await app.companySettings.item(companyId, ABNORMAL_CATEGORY, id);
    if (!item) throw notFound();
    if (item.companyId === null) throw fieldError('id', 'systemItemReadOnly');
    return item;
  }

  app.get('/user/basic/abnormal-types', { schema: { querystring: basicListQuery, response: { 200: pagedEnvelope(itemDto) } } }, async (request) => {
    const q = request.query;
    const { list, total } = await app.companySettings.items(request.user().company_id, ABNORMAL_CATEGORY, { keyword: q.keyword, page: q.page, perPage: q.per_page });
    return ok({ list: list.map(toItem), total });
  });

  app.post('/user/basic/abnormal-types', { schema: { body: anyObject, response: { 200: envelope(itemDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const v = parseBody(abnormalTypeBody, request.body);
    const clash = await app.companySettings.itemClash(companyId, ABNORMAL_CATEGORY, v);
    if (clash) throw fieldError(clash, CLASH[clash]);
    const row = await app.companySettings.createItem(companyId, ABNORMAL_CATEGORY, v);
    if (!row) throw fieldError('code', 'abnormalCodeExists');
    return ok(toItem(row));
  });

  app.put('/user/basic/abnormal-types/:id', { schema: { params: idParams, body: anyObject, response: { 200: envelope(itemDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    await own(companyId, request.params.id);
    const v = parseBody(abnormalTypeBody, request.body);
    const clash = await app.companySettings.itemClash(companyId, ABNORMAL_CATEGORY, v, request.params.id);
    if (clash) throw fieldError(clash, CLASH[clash]);
    const row = await app.companySettings.updateItem(companyId, request.params.id, v);
    if (row === null) throw fieldError('code', 'abnormalCodeExists');
    if (!row) throw notFound();
    return ok(toItem(row));
  });

  app.put('/user/basic/abnormal-types/:id/status', { schema: { params: idParams, body: anyObject, response: { 200: envelope(itemDto) } } }, async (request) => {
    const companyId = request.user().company_id;
    const { enabled } = parseBody(statusBody, request.body);
    await own(companyId, request.params.id);
    const row = await app.companySettings.updateItem(companyId, request.params.id, { status: enabled ? 1 : 0 });
    if (!row) throw notFound();
    return ok(toItem(row));
  });

  app.delete('/user/basic/abnormal-types/:id', { schema: { params: idParams, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    const companyId = request.user().company_id;
    await own(companyId, request.params.id);
    if (!(await app.companySettings.deleteItem(companyId, request.params.id))) throw notFound();
    return ok({ id: request.params.id });
  });
};

export default routes;
