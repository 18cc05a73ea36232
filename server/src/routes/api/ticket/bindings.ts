/**
 * GET /api/user/resource_binding/main_user_id/bindings?target_account_type=servicer (spec §7): the servicers
 * the caller works with — a servicer account its own company, a consignor / delivery / driver account the
 * servicer it is bound to → data.list [{company_id, name, main_user_id, target_account_type}]. The ticket
 * screen passes main_user_id to get_supply_chain_role_title. Other account types give an empty list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/schemas';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/resource_binding/main_user_id/bindings',
    {
      schema: {
        querystring: z.object({ target_account_type: z.enum(['servicer']).optional().default('servicer') }),
        response: {
          200: envelope(z.object({ list: z.array(z.object({ company_id: z.number(), name: z.string(), main_user_id: z.number().nullable(), target_account_type: z.literal('servicer') })) })),
        },
      },
    },
    async (request) => {
      const user = request.user();
      const ids = user.main_type === 'servicer' ? [user.company_id] : user.servicer_id ? [user.servicer_id] : [];
      return ok({ list: await app.tickets.servicerBindings(ids) });
    },
  );
};

export default routes;
