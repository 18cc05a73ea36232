/**
 * GET /api/map/transporters (each visible transporter with its latest position) and /api/map/transporters/{id}
 * (today's trail): a servicer sees its own and its bound drivers and delivery accounts, a delivery company its
 * own accounts; anyone else is refused. Another company's transporter is a 404.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReporterType } from '../../../../../src/domain/transporter-map';
import { forbidden, notFound } from '../../../lib/http-error';
import { envelope, idParam, ok } from '../../../lib/schemas';
import { chinaDate } from '../../../lib/subscription';
import type { TransporterScope } from '../../../repositories/transporter-positions';
import { positionSchema, toPosition, toTransporter, transporterSchema } from './transporter-dto';

function scopeOf(request: FastifyRequest): TransporterScope {
  const auth = request.user();
  if (auth.main_type === 'servicer') return { kind: 'servicer', companyId: auth.company_id };
  if (isReporterType(auth.main_type)) return { kind: 'own', companyId: auth.company_id };
  throw forbidden();
}

/** 00:00 today in China (the product's day) */
const startOfChinaDay = (now = new Date()) => new Date(`${chinaDate(now)}T00:00:00+08:00`);

const routes: FastifyPluginAsyncZod = async (app) => {
  const repo = () => app.transporterPositions;

  app.get(
    '/map/transporters',
    { schema: { response: { 200: envelope(z.object({ list: z.array(transporterSchema), total: z.number().int() })) } } },
    async (request) => {
      const scope = scopeOf(request);
      const accounts = await repo().accounts(scope);
      const ids = accounts.map((a) => a.id);
      const [latest, underWay] = await Promise.all([repo().latest(ids), repo().ordersUnderWay(scope, accounts)]);
      const now = Date.now();
      const list = accounts.map((a) => toTransporter(a, latest.get(a.id), underWay.get(a.id) ?? 0, now));
      // online first, then the most recent report, then by name (as the accounts came)
      const at = (t: (typeof list)[number]) => (t.position ? Date.parse(t.position.recorded_at) : 0);
      list.sort((a, b) => Number(b.online) - Number(a.online) || at(b) - at(a));
      return ok({ list, total: list.length });
    },
  );

  app.get(
    '/map/transporters/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        response: { 200: envelope(z.object({ transporter: transporterSchema, trail: z.array(positionSchema), since: z.string() })) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const [account] = await repo().accounts(scope, request.params.id);
      if (!account) throw notFound();
      const since = startOfChinaDay();
      const [latest, underWay, trail] = await Promise.all([
        repo().latest([account.id]),
        repo().ordersUnderWay(scope, [account]),
        repo().trail(account.id, since),
      ]);
      return ok({
        transporter: toTransporter(account, latest.get(account.id), underWay.get(account.id) ?? 0),
        trail: trail.map(toPosition),
        since: since.toISOString(),
      });
    },
  );
};

export default routes;
