/**
 * The quote API (issue 20; contract in src/domain/quote/api.ts, design in its README): rate cards and their versions,
 * the parties they name, consignor templates, generate, the overview and Excel import. Servicer accounts only; every
 * id is the caller's company's (another company's card, version or template is a 404; a body's party or consignor
 * a 400 naming the field). Writes take an Idempotency-Key through the server-wide layer (plugins/idempotency.ts).
 * Order fees and re-pricing are in order-fees.ts and reprice.ts; the public price check in public-price.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardCreateBody, cardListQuery, cardPatchBody, generateBody, importBody, templateBody, templatePatchBody, versionCreateBody, versionPutBody } from '../../../../../src/domain/quote/api';
import { PARTY_TYPES } from '../../../../../src/domain/quote/model';
import { forbidden, notFound } from '../../../lib/http-error';
import { idParam, ok } from '../../../lib/schemas';
import { cardDetail, listCards, versionDetail } from '../../../repositories/quote/card-reads';
import { createCard, createVersion, deleteVersion, patchCard, publishVersion, putVersion } from '../../../repositories/quote/card-writes';
import type { QuoteActor } from '../../../repositories/quote/context';
import { generateApply, generatePreview } from '../../../repositories/quote/generate';
import { importRows, overview } from '../../../repositories/quote/import-overview';
import { listParties } from '../../../repositories/quote/parties';
import { createTemplate, listTemplates, patchTemplate, templateDetail } from '../../../repositories/quote/templates';

/** the signed-in user as quotes see them: a servicer's account (rate cards are the servicer's) */
export function quoteActor(request: FastifyRequest): QuoteActor {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}

const params = z.object({ id: idParam });
const found = <T>(value: T | null | false): T => {
  if (value === null || value === false) throw notFound();
  return value;
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const card = async (actor: QuoteActor, id: number) => found(await cardDetail(app.db, actor.companyId, id));
  const version = async (actor: QuoteActor, id: number) => found(await versionDetail(app.db, actor.companyId, id));

  // ---- cards and versions ----
  app.get('/quote/cards', { schema: { querystring: cardListQuery } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await listCards(app.db, actor.companyId, request.query));
  });

  app.get('/quote/cards/:id', { schema: { params } }, async (request) => ok(await card(quoteActor(request), request.params.id)));

  app.post('/quote/cards', { schema: { body: cardCreateBody } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await card(actor, await createCard(app.db, actor, request.body)));
  });

  app.patch('/quote/cards/:id', { schema: { params, body: cardPatchBody } }, async (request) => {
    const actor = quoteActor(request);
    found(await patchCard(app.db, actor, request.params.id, request.body));
    return ok(await card(actor, request.params.id));
  });

  app.post('/quote/cards/:id/versions', { schema: { params, body: versionCreateBody } }, async (request) => {
    const actor = quoteActor(request);
    const id = found(await createVersion(app.db, actor, request.params.id, request.body));
    return ok(await version(actor, id));
  });

  app.get('/quote/versions/:id', { schema: { params } }, async (request) => ok(await version(quoteActor(request), request.params.id)));

  app.put('/quote/versions/:id', { schema: { params, body: versionPutBody } }, async (request) => {
    const actor = quoteActor(request);
    found(await putVersion(app.db, actor, request.params.id, request.body));
    return ok(await version(actor, request.params.id));
  });

  app.post('/quote/versions/:id/publish', { schema: { params } }, async (request) => {
    const actor = quoteActor(request);
    found(await publishVersion(app.db, actor, request.params.id));
    return ok(await version(actor, request.params.id));
  });

  app.delete('/quote/versions/:id', { schema: { params } }, async (request) => {
    const actor = quoteActor(request);
    found(await deleteVersion(app.db, actor, request.params.id));
    return ok(null);
  });

  app.post('/quote/versions/:id/import', { schema: { params, body: importBody } }, async (request) => {
    const actor = quoteActor(request);
    const done = found(await importRows(app.db, actor, request.params.id, request.body));
    return ok({ ...done, version: await version(actor, request.params.id) });
  });

  // ---- parties ----
  app.get(
    '/quote/parties',
    { schema: { querystring: z.object({ party_type: z.enum(PARTY_TYPES), keyword: z.string().trim().max(50).optional().default('') }) } },
    async (request) => {
      const actor = quoteActor(request);
      return ok({ list: await listParties(app.db, actor.companyId, request.query.party_type, request.query.keyword) });
    },
  );

  // ---- templates ----
  const templateListQuery = z.object({
    keyword: z.string().trim().max(50).optional().default(''),
    page: cardListQuery.shape.page,
    per_page: cardListQuery.shape.per_page,
  });
  app.get('/quote/templates', { schema: { querystring: templateListQuery } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await listTemplates(app.db, actor.companyId, request.query));
  });

  app.get('/quote/templates/:id', { schema: { params } }, async (request) => {
    const actor = quoteActor(request);
    return ok(found(await templateDetail(app.db, actor.companyId, request.params.id)));
  });

  app.post('/quote/templates', { schema: { body: templateBody } }, async (request) => {
    const actor = quoteActor(request);
    const id = await createTemplate(app.db, actor, request.body);
    return ok(found(await templateDetail(app.db, actor.companyId, id)));
  });

  app.patch('/quote/templates/:id', { schema: { params, body: templatePatchBody } }, async (request) => {
    const actor = quoteActor(request);
    found(await patchTemplate(app.db, actor, request.params.id, request.body));
    return ok(found(await templateDetail(app.db, actor.companyId, request.params.id)));
  });

  // ---- generate and overview ----
  app.post('/quote/generate/preview', { schema: { body: generateBody } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await generatePreview(app.db, actor, request.body));
  });

  app.post('/quote/generate', { schema: { body: generateBody } }, async (request) => {
    const actor = quoteActor(request);
    return ok(await generateApply(app.db, actor, request.body));
  });

  app.get('/quote/overview', async (request) => {
    const actor = quoteActor(request);
    return ok(await overview(app.db, actor.companyId));
  });
};

export default routes;
