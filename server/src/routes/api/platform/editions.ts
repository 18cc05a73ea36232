/**
 * A company's edition (issue 22 §1/§9, src/domain/editions.ts), platform admin only:
 *   GET /api/platform/company/:id/edition                    {id, name, type, edition_flags, editions}
 *   PUT /api/platform/company/:id/edition {edition_flags}    bit flags 1..31 (1 default, 2 store, 4 home, 8 warehouse, 16 e-commerce)
 * Any company but the platform itself (servicers from the servicer screen; merchants and delivery companies share the
 * call). The change is written to the platform's audit log; the company's screens read it from getUserByToken.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITION_NAMES, editionNames, isValidEditionFlags } from '../../../../../src/domain/editions';
import { notFound } from '../../../lib/http-error';
import { envelope, idParam, numeric, ok } from '../../../lib/schemas';
import { companyEdition, setCompanyEdition, type CompanyEdition } from '../../../repositories/editions';
import { platformAdmin } from './guard';

const editionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  edition_flags: z.number().int(),
  editions: z.array(z.enum(EDITION_NAMES as [string, ...string[]])),
});
const view = (c: CompanyEdition) => ({ ...c, editions: editionNames(c.edition_flags) });
const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/platform/company/:id/edition', { schema: { params, response: { 200: envelope(editionSchema) } } }, async (request) => {
    platformAdmin(request);
    const company = await companyEdition(app.db, request.params.id);
    if (!company) throw notFound();
    return ok(view(company));
  });

  app.put(
    '/platform/company/:id/edition',
    {
      schema: {
        params,
        body: z.object({ edition_flags: numeric(z.number().int().refine(isValidEditionFlags, 'invalidFormat')) }),
        response: { 200: envelope(editionSchema) },
      },
    },
    async (request) => {
      const auth = platformAdmin(request);
      const actor = { companyId: auth.company_id, userId: auth.id, name: auth.nickname || auth.username };
      const company = await setCompanyEdition(app.db, request.params.id, request.body.edition_flags, actor);
      if (!company) throw notFound();
      return ok(view(company));
    },
  );
};

export default routes;
