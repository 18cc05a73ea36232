/**
 * Roles of the signed-in company (issue 22, src/domain/admin/api.ts): list, the grantable menu tree, detail, create,
 * update, delete. Each write records an audit entry and, once committed, tells the company's open sessions that menus
 * changed (socket `menus:changed`: their menu reloads). Sub-accounts reach these only with the role menu (plugins/permissions.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENUS_CHANGED_EVENT, adminMenu, roleBody, roleDetail, roleSummary } from '../../../../../src/domain/admin/api';
import { HttpError, notFound } from '../../../lib/http-error';
import { afterCommit } from '../../../lib/request-tx';
import { envelope, idParam, ok, pageQuery, pagedEnvelope } from '../../../lib/schemas';
import { toAdminMenu } from '../../../repositories/admin/menus-admin';
import { RolesRepository } from '../../../repositories/admin/roles';
import type { AuditActor } from '../../../repositories/audit';

export const actorOf = (auth: { company_id: number; id: number; nickname: string; username: string }): AuditActor => ({
  companyId: auth.company_id,
  userId: auth.id,
  name: auth.nickname || auth.username,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const roles = new RolesRepository(app.db);
  const menusChanged = (companyId: number) => afterCommit(() => app.realtime.toCompany(companyId, MENUS_CHANGED_EVENT));

  app.get(
    '/system/role/list',
    { schema: { querystring: pageQuery.extend({ name: z.string().trim().max(32).optional() }), response: { 200: pagedEnvelope(roleSummary) } } },
    async (request) => {
      const { page, per_page, name } = request.query;
      return ok(await roles.list(request.user().company_id, { name, page, perPage: per_page }));
    },
  );

  app.get('/system/role/menus', { schema: { response: { 200: envelope(z.object({ list: z.array(adminMenu) })) } } }, async (request) => {
    const rows = await app.menus.ofApp(request.user().app_code);
    return ok({ list: rows.map(toAdminMenu) });
  });

  app.get('/system/role/detail/:id', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(roleDetail) } } }, async (request) => {
    const role = await roles.detail(request.user().company_id, request.params.id);
    if (!role) throw notFound();
    return ok(role);
  });

  app.post('/system/role/create', { schema: { body: roleBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    const auth = request.user();
    const { name, memo, app_code, menus } = request.body;
    if (app_code && app_code !== auth.app_code) throw new HttpError(400, 'adAppCodeInvalid', {}, { field: 'app_code' });
    const id = await roles.create(actorOf(auth), { name, memo, appCode: auth.app_code, menus });
    return ok({ id });
  });

  app.put(
    '/system/role/detail/:id',
    { schema: { params: z.object({ id: idParam }), body: roleBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const auth = request.user();
      const { name, memo, menus } = request.body;
      if (!(await roles.update(actorOf(auth), request.params.id, { name, memo, menus }))) throw notFound();
      menusChanged(auth.company_id);
      return ok({ id: request.params.id });
    },
  );

  app.delete('/system/role/detail/:id', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.object({ id: z.number().int() })) } } }, async (request) => {
    const auth = request.user();
    if ((await roles.delete(actorOf(auth), request.params.id)) === 'notFound') throw notFound();
    menusChanged(auth.company_id);
    return ok({ id: request.params.id });
  });
};

export default routes;
