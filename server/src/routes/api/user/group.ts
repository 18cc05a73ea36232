/** Menu permissions and business units (事业部) of the signed-in user. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_CODES, type AppCode } from '../../../../../src/domain/variants';
import { forbidden, notFound, unauthorized } from '../../../lib/http-error';
import { tokenPayload } from '../../../lib/principal';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { hashRefreshToken } from '../../../lib/tokens';
import { refreshTokenFrom } from '../../../plugins/auth';
import { toMenuItem } from '../../../repositories/menus';
import { menuItemSchema } from '../../../schemas/session';

const appCodeSchema = z.enum(APP_CODES as [AppCode, ...AppCode[]]);

interface GroupNode {
  id: number;
  name: string;
  children: GroupNode[];
}
const groupNodeSchema: z.ZodType<GroupNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  get children() {
    return z.array(groupNodeSchema);
  },
});
const groupSchema = z.object({ id: z.number().int(), name: z.string() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/group/getMenuPermissionByToken',
    {
      schema: {
        querystring: z.object({ app_code: appCodeSchema.optional() }),
        response: { 200: envelope(z.array(menuItemSchema)) },
      },
    },
    async (request) => {
      const auth = request.user();
      const appCode = request.query.app_code ?? auth.app_code;
      const principal = await app.users.principal(auth.id);
      if (!principal) throw unauthorized();
      if (!principal.user.appCodes.includes(appCode)) throw forbidden();
      const rows = await app.menus.forAccount(principal.user, appCode);
      return ok(rows.map((row) => toMenuItem(row, request.lang)));
    },
  );

  app.get(
    '/user/group/tree',
    { schema: { response: { 200: envelope(z.object({ list: z.array(groupNodeSchema) })) } } },
    async (request) => ok({ list: await app.groups.tree(request.user().company_id) }),
  );

  app.get(
    '/user/group/current_user_groups',
    { schema: { response: { 200: envelope(z.object({ list: z.array(groupSchema) })) } } },
    async (request) => {
      const auth = request.user();
      return ok({ list: await app.groups.forUser(auth.id, auth.company_id) });
    },
  );

  app.put(
    '/user/group/set_current_user_group_id_to_token',
    {
      schema: {
        body: z.object({ group_id: idParam, group_name: z.string().max(100).optional() }),
        response: {
          200: envelope(z.object({ access_token: z.string(), group_id: z.number().int(), group_name: z.string() })),
        },
      },
    },
    async (request) => {
      const auth = request.user();
      const group = await app.groups.findForUser(auth.id, auth.company_id, request.body.group_id);
      if (!group) throw notFound();
      const principal = await app.users.principal(auth.id);
      if (!principal) throw unauthorized();
      // The session keeps the choice, so tokens refreshed later carry it too.
      const presented = refreshTokenFrom(request);
      const session = presented ? await app.sessions.findByHash(hashRefreshToken(presented)) : undefined;
      if (session && session.userId === auth.id) await app.sessions.setFamilyGroup(session.familyId, auth.id, group.id, group.name);
      // for the session this request's token was checked against: a session ended meanwhile stays ended
      const accessToken = await app.signAccessToken(tokenPayload(principal, auth.app_code, group), request.authSession!);
      return ok({ access_token: accessToken, group_id: group.id, group_name: group.name });
    },
  );
};

export default routes;
