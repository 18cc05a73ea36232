/**
 * The platform admin's menu management (issue 22, src/domain/admin/api.ts): every menu row of an app code, creating,
 * editing (names, icon, order, parent, hidden, path — the path must be a route of the catalog) and deleting an entry it
 * created. Every write is audit-logged and, once committed, every open session hears `menus:changed` and reloads its menu.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MENUS_CHANGED_EVENT, adminMenu, menuBody, menuCreateBody } from '../../../../../src/domain/admin/api';
import { APP_CODES } from '../../../../../src/domain/variants';
import { forbidden, notFound } from '../../../lib/http-error';
import { afterCommit } from '../../../lib/request-tx';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { MenusAdminRepository, toAdminMenu } from '../../../repositories/admin/menus-admin';
import { actorOf } from './roles';

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = new MenusAdminRepository(app.db);
  // before body validation: only the platform admin, whatever it sent
  const platformOnly = async (request: { user(): { main_type: string } }) => {
    if (request.user().main_type !== 'admin') throw forbidden('adPlatformOnly');
  };

  app.get(
    '/system/menu/list',
    {
      preValidation: platformOnly,
      schema: { querystring: z.object({ app_code: z.enum(APP_CODES) }), response: { 200: envelope(z.object({ list: z.array(adminMenu) })) } },
    },
    async (request) => ok({ list: await repo.list(request.query.app_code) }),
  );

  app.get(
    '/system/menu/detail/:id',
    { preValidation: platformOnly, schema: { params: z.object({ id: idParam }), response: { 200: envelope(adminMenu) } } },
    async (request) => {
      const row = await repo.find(request.params.id);
      if (!row) throw notFound();
      return ok(toAdminMenu(row));
    },
  );

  const changed = () => afterCommit(() => app.realtime.io.emit(MENUS_CHANGED_EVENT));

  app.post(
    '/system/menu/create',
    { preValidation: platformOnly, schema: { body: menuCreateBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const { app_code, ...body } = request.body;
      const id = await repo.create(actorOf(request.user()), app_code, body);
      changed();
      return ok({ id });
    },
  );

  app.delete(
    '/system/menu/detail/:id',
    { preValidation: platformOnly, schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.null()) } } },
    async (request) => {
      if (!(await repo.remove(actorOf(request.user()), request.params.id))) throw notFound();
      changed();
      return ok(null);
    },
  );

  app.put(
    '/system/menu/detail/:id',
    { preValidation: platformOnly, schema: { params: z.object({ id: idParam }), body: menuBody, response: { 200: envelope(adminMenu) } } },
    async (request) => {
      const saved = await repo.update(actorOf(request.user()), request.params.id, request.body);
      if (!saved) throw notFound();
      changed();
      return ok(toAdminMenu(saved));
    },
  );
};

export default routes;
