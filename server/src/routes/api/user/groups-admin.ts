/**
 * Editing the company's department / business-unit tree (/saas/resource/group/index), main account only:
 *   GET    /api/user/group/admin_tree        the tree with member counts per node
 *   POST   /api/user/group/create            {pid (0 = top level), name}: data.id
 *   PUT    /api/user/group/item/:id          {name}
 *   DELETE /api/user/group/item/:id          refused while it has sub-departments or members
 * Names are unique among siblings; another company's id is 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_NAME_MAX } from '../../../../../src/domain/organization';
import { HttpError, forbidden, notFound } from '../../../lib/http-error';
import { DB_INT_MAX, envelope, idParam, numeric, ok } from '../../../lib/schemas';
import { actorOf } from '../system/roles';

interface AdminNode {
  id: number;
  name: string;
  users: number;
  children: AdminNode[];
}
const adminNodeSchema: z.ZodType<AdminNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.number().int(),
  get children() {
    return z.array(adminNodeSchema);
  },
});

const name = z.string().trim().min(1).max(GROUP_NAME_MAX);

const routes: FastifyPluginAsyncZod = async (app) => {
  const mainCompany = (request: { user(): { company_id: number; is_main: boolean } }) => {
    const auth = request.user();
    if (!auth.is_main) throw forbidden('mainAccountOnly');
    return auth.company_id;
  };

  app.get('/user/group/admin_tree', { schema: { response: { 200: envelope(z.object({ list: z.array(adminNodeSchema) })) } } }, async (request) => {
    const companyId = mainCompany(request);
    const [tree, counts] = await Promise.all([app.groups.tree(companyId), app.groupsAdmin.memberCounts(companyId)]);
    type Plain = { id: number; name: string; children: Plain[] };
    const withCounts = (nodes: Plain[]): AdminNode[] =>
      nodes.map((n) => ({ id: n.id, name: n.name, users: counts[n.id] ?? 0, children: withCounts(n.children) }));
    return ok({ list: withCounts(tree as Plain[]) });
  });

  app.post(
    '/user/group/create',
    {
      schema: {
        body: z.object({ pid: numeric(z.number().int().min(0).max(DB_INT_MAX)).default(0), name }),
        response: { 200: envelope(z.object({ id: z.number().int(), pid: z.number().int(), name: z.string() })) },
      },
    },
    async (request) => {
      const companyId = mainCompany(request);
      const { pid, name: groupName } = request.body;
      if (pid && !(await app.groupsAdmin.find(companyId, pid))) throw new HttpError(400, 'groupParentInvalid', {}, { field: 'pid' });
      if (await app.groupsAdmin.siblingNameTaken(companyId, pid, groupName)) throw new HttpError(400, 'groupNameExists', {}, { field: 'name' });
      return ok(await app.groupsAdmin.create(actorOf(request.user()), companyId, pid, groupName));
    },
  );

  app.put(
    '/user/group/item/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object({ name }),
        response: { 200: envelope(z.object({ id: z.number().int(), name: z.string() })) },
      },
    },
    async (request) => {
      const companyId = mainCompany(request);
      const { id } = request.params;
      const group = await app.groupsAdmin.find(companyId, id);
      if (!group) throw notFound();
      if (await app.groupsAdmin.siblingNameTaken(companyId, group.pid, request.body.name, id)) throw new HttpError(400, 'groupNameExists', {}, { field: 'name' });
      if (!(await app.groupsAdmin.rename(actorOf(request.user()), companyId, id, request.body.name))) throw notFound();
      return ok({ id, name: request.body.name });
    },
  );

  app.delete(
    '/user/group/item/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const companyId = mainCompany(request);
      const result = await app.groupsAdmin.delete(actorOf(request.user()), companyId, request.params.id);
      if (result.status === 'notFound') throw notFound();
      if (result.status === 'hasChildren') throw new HttpError(400, 'groupHasChildren');
      if (result.status === 'hasUsers') throw new HttpError(400, 'groupHasUsers', { count: result.users });
      return ok({ id: request.params.id });
    },
  );
};

export default routes;
