/**
 * Finance (issue 21, src/domain/finance/api.ts): the accounts with their balances and an account's journal.
 * Servicer accounts (the finance team works under its servicer); another company's account answers not found.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountListQuery, journalQuery } from '../../../../../src/domain/finance/api';
import { forbidden, notFound } from '../../../lib/http-error';
import { idParam, ok } from '../../../lib/schemas';
import { accountJournal, listAccounts } from '../../../repositories/finance/reads';

const routes: FastifyPluginAsyncZod = async (app) => {
  const companyOf = (user: { main_type: string; company_id: number }) => {
    if (user.main_type !== 'servicer') throw forbidden();
    return user.company_id;
  };

  app.get('/finance/accounts', { schema: { querystring: accountListQuery } }, async (request) => ok(await listAccounts(app.db, companyOf(request.user()), request.query)));

  app.get('/finance/accounts/:id/journal', { schema: { params: z.object({ id: idParam }), querystring: journalQuery } }, async (request) => {
    const journal = await accountJournal(app.db, companyOf(request.user()), request.params.id, request.query);
    if (!journal) throw notFound();
    return ok(journal);
  });
};

export default routes;
