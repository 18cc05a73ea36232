/**
 * GET /api/user/company-users → data.list [{id, username, nickname, is_main}]: the active users of the caller's
 * company (main account first). The ticket screens name executives and reviewers with it and the
 * 'submit for finance review' dialog picks a reviewer from it. Only the caller's own company, never another's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';

const userSchema = z.object({ id: z.number().int(), username: z.string(), nickname: z.string(), is_main: z.boolean() });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/company-users', { schema: { response: { 200: envelope(z.object({ list: z.array(userSchema) })) } } }, async (request) =>
    ok({ list: await app.tickets.companyUsers(request.user().company_id) }),
  );
};

export default routes;
