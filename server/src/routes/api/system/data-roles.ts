/**
 * Data-permission roles of the signed-in company (issue 22, src/domain/admin/data-scope.ts): list, detail, create,
 * update, delete; each write audit-logged. A holder's next request reads the new scope (plugins/data-scope.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_ROLE_NAME_MAX, dataRoleBody, dataRoleDetail, dataRoleSummary } from '../../../../../src/domain/admin/data-scope';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, ok, pageQuery, pagedEnvelope } from '../../../lib/schemas';
import { actorOf } from './roles';

const idAnswer = envelope(z.object({ id: z.number().int() }));

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/role/data/list',
    { schema: { querystring: pageQuery.extend({ name: z.string().trim().max(DATA_ROLE_NAME_MAX).optional() }), response: { 200: pagedEnvelope(dataRoleSummary) } } },
    async (request) => {
      const { page, per_page, name } = request.query;
      return ok(await app.dataRoles.list(request.user().company_id, { name, page, perPage: per_page }));
    },
  );

  app.get('/system/role/data/detail/:id', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(dataRoleDetail) } } }, async (request) => {
    const role = await app.dataRoles.detail(request.user().company_id, request.params.id);
    if (!role) throw notFound();
    return ok(role);
  });

  app.post('/system/role/data/create', { schema: { body: dataRoleBody, response: { 200: idAnswer } } }, async (request) => {
    return ok({ id: await app.dataRoles.create(actorOf(request.user()), request.body) });
  });

  app.put('/system/role/data/detail/:id', { schema: { params: z.object({ id: idParam }), body: dataRoleBody, response: { 200: idAnswer } } }, async (request) => {
    if (!(await app.dataRoles.update(actorOf(request.user()), request.params.id, request.body))) throw notFound();
    return ok({ id: request.params.id });
  });

  app.delete('/system/role/data/detail/:id', { schema: { params: z.object({ id: idParam }), response: { 200: idAnswer } } }, async (request) => {
    if (!(await app.dataRoles.delete(actorOf(request.user()), request.params.id))) throw notFound();
    return ok({ id: request.params.id });
  });
};

export default routes;
