/**
 * Finance (issue 21, src/domain/finance/api.ts): the accounts with their balances and an account's journal.
 * Finance accounts only (gate.ts); another company's account answers not found. Recharges, periods, reversals:
 * recharges.ts; balances, income, consignor review: money.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountListQuery, journalQuery } from '../../../../../src/domain/finance/api';
import { notFound } from '../../../lib/http-error';
import { idParam, ok } from '../../../lib/schemas';
import { accountJournal, listAccounts } from '../../../repositories/finance/reads';
import { financeActor } from './gate';
import money from './money';
import recharges from './recharges';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(recharges);
  await app.register(money);

  app.get('/finance/accounts', { schema: { querystring: accountListQuery } }, async (request) => ok(await listAccounts(app.db, (await financeActor(app, request)).companyId, request.query)));

  app.get('/finance/accounts/:id/journal', { schema: { params: z.object({ id: idParam }), querystring: journalQuery } }, async (request) => {
    const journal = await accountJournal(app.db, (await financeActor(app, request)).companyId, request.params.id, request.query);
    if (!journal) throw notFound();
    return ok(journal);
  });
};

export default routes;
