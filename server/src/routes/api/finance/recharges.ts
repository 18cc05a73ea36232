/**
 * Recharges, reversals and periods (issue 21, src/domain/finance/accounts-api.ts): a merchant (DA) asks for a
 * recharge and reads its own; finance (gate.ts) reads them all, approves or rejects, reverses an entry, closes a month.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { closePeriodBody, periodParam, rechargeApproveBody, rechargeCreateBody, rechargeListQuery, rechargeRejectBody, reverseBody } from '../../../../../src/domain/finance/accounts-api';
import { periodOf, periodCanClose } from '../../../../../src/domain/finance/ledger';
import { financePeriods } from '../../../db/schema';
import { badRequest, forbidden } from '../../../lib/http-error';
import { idParam, ok } from '../../../lib/schemas';
import { listPeriods } from '../../../repositories/finance/money-reads';
import { createRecharge, getRecharge, listRecharges, myBalance, resolveRecharge, type RechargeScope } from '../../../repositories/finance/recharges';
import { financeActor, merchantActor } from './gate';

const params = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  /** finance sees the company's recharges, a linked merchant its own; anyone else 403 */
  const readScope = async (request: Parameters<typeof merchantActor>[0]): Promise<RechargeScope> => {
    const user = request.user();
    if (user.main_type === 'consignor') {
      const m = merchantActor(request);
      return { companyId: m.companyId, consignorId: m.consignorId };
    }
    if (user.main_type !== 'servicer') throw forbidden();
    const actor = await financeActor(app, request);
    return { companyId: actor.companyId, dataScope: actor.scope };
  };

  app.get('/finance/recharges', { schema: { querystring: rechargeListQuery } }, async (request) => ok(await listRecharges(app.db, await readScope(request), request.query)));

  app.get('/finance/recharges/:id', { schema: { params } }, async (request) => ok(await getRecharge(app.db, await readScope(request), request.params.id)));

  app.post('/finance/recharges', { schema: { body: rechargeCreateBody } }, async (request) => {
    const actor = merchantActor(request);
    const id = await createRecharge(app.financeLedger, actor, request.body);
    return ok(await getRecharge(app.db, { companyId: actor.companyId, consignorId: actor.consignorId }, id));
  });

  app.post('/finance/recharges/:id/approve', { schema: { params, body: rechargeApproveBody } }, async (request) => {
    const actor = await financeActor(app, request);
    await resolveRecharge(app.financeLedger, actor, request.params.id, 'post', request.body.memo);
    return ok(await getRecharge(app.db, { companyId: actor.companyId, dataScope: actor.scope }, request.params.id));
  });

  app.post('/finance/recharges/:id/reject', { schema: { params, body: rechargeRejectBody } }, async (request) => {
    const actor = await financeActor(app, request);
    await resolveRecharge(app.financeLedger, actor, request.params.id, 'void', request.body.reason);
    return ok(await getRecharge(app.db, { companyId: actor.companyId, dataScope: actor.scope }, request.params.id));
  });

  app.get('/finance/my-balance', async (request) => {
    const m = merchantActor(request);
    return ok(await myBalance(app.db, m.companyId, m.consignorId));
  });

  app.post('/finance/entries/:id/reverse', { schema: { params, body: reverseBody } }, async (request) => {
    const actor = await financeActor(app, request);
    // a payment reversed is the payment undone: its bill's paid amount and state follow in the same transaction; a
    // bill's confirmation entry is not reversed on its own (the bill, its statement and payments hang on it)
    const { entry } = await app.financeLedger.inTransaction(undefined, async (tx) => {
      const source = await app.financePayments.reversalSource(tx, actor, request.params.id);
      const reversed = await app.financeLedger.reverse(tx, actor, request.params.id, request.body.memo);
      if (source) await app.financePayments.undo(tx, source);
      return reversed;
    });
    return ok({ id: entry.id, entry_no: entry.entryNo, period: entry.period, reverses_entry_id: entry.reversesEntryId });
  });

  app.get('/finance/periods', async (request) => ok({ list: await listPeriods(app.db, (await financeActor(app, request)).companyId) }));

  app.post('/finance/periods/:period/close', { schema: { params: z.object({ period: periodParam }), body: closePeriodBody } }, async (request) => {
    const actor = await financeActor(app, request);
    const { period } = request.params;
    if (period > periodOf(new Date())) throw badRequest('fnPeriodFuture', { period });
    await app.financeLedger.inTransaction(undefined, async (tx) => {
      const [row] = await tx
        .select({ status: financePeriods.status })
        .from(financePeriods)
        .where(and(eq(financePeriods.companyId, actor.companyId), eq(financePeriods.period, period)))
        .for('update');
      if (!periodCanClose(row?.status as 'OPEN' | 'CLOSED' | undefined)) throw badRequest('fnPeriodAlreadyClosed', { period });
      await app.financeLedger.closePeriod(tx, actor, period);
    });
    return ok({ list: await listPeriods(app.db, actor.companyId) });
  });
};

export default routes;
