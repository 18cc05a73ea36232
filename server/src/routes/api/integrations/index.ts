/**
 * The integrations API (issue 22; contract in src/domain/integrations/api.ts, design in its README): a servicer
 * company's account per platform (credentials masked), its connection test, its push-back log with retry-now, and
 * the public signed webhook. Every id is the caller's company's (another company's outbox row is a 404).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountView, connectionResult, outboxQuery, outboxRow, platformParam, saveAccountBody, webhookAnswer } from '../../../../../src/domain/integrations/api';
import { PLATFORM_KEYS } from '../../../../../src/domain/integrations/platforms';
import { badRequest, forbidden } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import integrationsRepository from '../../../repositories/integrations/repository';
import { orderBan } from '../order/entry';
import { actorOf } from '../system/roles';

/** the signed-in servicer's company (customers, providers and drivers have no platform accounts) */
function companyOf(request: FastifyRequest): { companyId: number; userId: number } {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  return { companyId: user.company_id, userId: user.id };
}

const firstHeader = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const routes: FastifyPluginAsyncZod<{ worker?: boolean }> = async (app, opts) => {
  await app.register(integrationsRepository, { worker: opts.worker });

  app.get('/integrations/:platform', { schema: { params: platformParam, response: { 200: envelope(accountView) } } }, async (request) => {
    const { companyId } = companyOf(request);
    return ok(await app.integrations.account(companyId, request.params.platform));
  });

  app.put('/integrations/:platform', { schema: { params: platformParam, body: saveAccountBody, response: { 200: envelope(accountView) } } }, async (request) => {
    const { companyId } = companyOf(request);
    await app.integrations.save(actorOf(request.user()), request.params.platform, request.body);
    return ok(await app.integrations.account(companyId, request.params.platform));
  });

  app.post('/integrations/:platform/test', { schema: { params: platformParam, response: { 200: envelope(connectionResult) } } }, async (request) => {
    companyOf(request);
    return ok(await app.integrations.test(request.params.platform));
  });

  app.post('/integrations/:platform/rotate-secret', { schema: { params: platformParam, response: { 200: envelope(accountView) } } }, async (request) => {
    const { companyId } = companyOf(request);
    if (!(await app.integrations.rotate(actorOf(request.user()), request.params.platform))) throw badRequest('inNotConfigured');
    return ok(await app.integrations.account(companyId, request.params.platform));
  });

  app.get(
    '/integrations/:platform/outbox',
    { schema: { params: platformParam, querystring: outboxQuery, response: { 200: envelope(z.object({ list: z.array(outboxRow), total: z.number().int() })) } } },
    async (request) => {
      const { companyId } = companyOf(request);
      const q = request.query;
      return ok(await app.integrations.outbox(companyId, request.params.platform, { state: q.state, page: q.page, perPage: q.per_page }));
    },
  );

  app.post('/integrations/outbox/:id/retry', { schema: { params: z.object({ id: idParam }), response: { 200: envelope(z.null()) } } }, async (request) => {
    const { companyId } = companyOf(request);
    await app.integrations.retry(companyId, request.params.id);
    return ok(null);
  });

  // the webhook: its own scope, where a JSON body stays the raw text its signature covers
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/integrations/:platform/webhook/:hook',
      {
        config: { public: true },
        schema: { params: z.object({ platform: z.enum(PLATFORM_KEYS), hook: z.string().regex(/^[0-9a-f]{32}$/, 'invalidFormat') }), response: { 200: envelope(webhookAnswer) } },
      },
      async (request) => {
        const answer = await app.integrations.webhook(
          {
            orderEntry: app.orderEntry,
            packageName: async (companyId, code) => (await app.configItems.list(companyId, 'SERVICE_PKG_TYPE')).find((p) => p.code === code)?.name ?? null,
            banned: async (companyId, input) => (await orderBan(app, companyId, input)) !== null,
          },
          {
            platform: request.params.platform,
            hookKey: request.params.hook,
            header: (name) => firstHeader(request.headers[name]),
            raw: typeof request.body === 'string' ? request.body : '',
            now: new Date(),
          },
        );
        return ok(answer);
      },
    );
  });
};

export default routes;
