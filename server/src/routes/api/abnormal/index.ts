/**
 * The abnormal API (issue 19; contract in src/domain/abnormal/api.ts, design in its README): records — list, detail,
 * register, edit, transitions. Servicer accounts act as the desk; consignor accounts (DA) see and register records of
 * their own orders; delivery and driver accounts register from the field and follow what they registered. Every id is
 * the caller's company's (another company's record is a 404). Writes take an Idempotency-Key through the server-wide
 * layer (plugins/idempotency.ts); a field registration is also idempotent on its client_id.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRecordBody, recordActionBody, recordDetail, recordList, recordListQuery, updateRecordBody } from '../../../../../src/domain/abnormal/api';
import { escalateAnswer, escalateBody, feeEditorAnswer, feeList, feeListQuery, putFeesBody } from '../../../../../src/domain/abnormal/api-fees';
import { createHandlingBody, handlingActionBody, handlingList, handlingListQuery } from '../../../../../src/domain/abnormal/api-handlings';
import { abnormalReport, reportQuery } from '../../../../../src/domain/abnormal/api-report';
import { HANDLING_ACTIONS, type AnyHandlingAction } from '../../../../../src/domain/abnormal/handling';
import { ABNORMAL_ACTIONS, abnormalRoleOf, type AbnormalAction } from '../../../../../src/domain/abnormal/records';
import type { OrderRole } from '../../../../../src/domain/order-lifecycle';
import { forbidden, HttpError } from '../../../lib/http-error';
import { checkedOccurredAt } from '../../../lib/occurred-at';
import { envelope, idParam, ok } from '../../../lib/schemas';
import type { AbnormalActor } from '../../../repositories/abnormal/context';
import { orderScope } from '../order/stats';

const APP_TYPES = ['servicer', 'consignor', 'delivery', 'driver'] as const;

/** the signed-in user as the abnormal area sees them; records belong to the servicer company */
export function abnormalActor(request: FastifyRequest): AbnormalActor {
  const user = request.user();
  const type = user.main_type as (typeof APP_TYPES)[number];
  if (!APP_TYPES.includes(type)) throw forbidden();
  const companyId = type === 'servicer' ? user.company_id : user.servicer_id;
  if (!companyId) throw forbidden();
  return {
    companyId,
    ownCompanyId: user.company_id,
    userId: user.id,
    name: user.nickname || user.username,
    role: abnormalRoleOf(type),
    orderRole: type as OrderRole,
    scope: orderScope(user, request.dataScope()),
    lang: request.lang,
  };
}

/** the desk, or a merchant reading its own orders' handling and fee rows (read only); the field gets 403 */
export function readerActor(request: FastifyRequest): AbnormalActor {
  const actor = abnormalActor(request);
  if (actor.role === 'field') throw forbidden();
  return actor;
}

export function deskActor(request: FastifyRequest): AbnormalActor {
  const actor = abnormalActor(request);
  if (actor.role !== 'desk') throw forbidden();
  return actor;
}

const recordParams = z.object({ id: idParam });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/abnormal/records', { schema: { querystring: recordListQuery, response: { 200: envelope(recordList) } } }, async (request) => {
    return ok(await app.abnormal.list(abnormalActor(request), request.query));
  });

  app.get('/abnormal/records/:id', { schema: { params: recordParams, response: { 200: envelope(recordDetail) } } }, async (request) => {
    return ok(await app.abnormal.detail(abnormalActor(request), request.params.id));
  });

  app.post('/abnormal/records', { schema: { body: createRecordBody, response: { 200: envelope(recordDetail) } } }, async (request) => {
    const actor = abnormalActor(request);
    const id = await app.abnormal.register(actor, request.body, checkedOccurredAt(request.body.occurred_at));
    return ok(await app.abnormal.detail(actor, id));
  });

  app.patch('/abnormal/records/:id', { schema: { params: recordParams, body: updateRecordBody, response: { 200: envelope(recordDetail) } } }, async (request) => {
    const actor = abnormalActor(request);
    await app.abnormal.update(actor, request.params.id, request.body);
    return ok(await app.abnormal.detail(actor, request.params.id));
  });

  app.post(
    '/abnormal/records/:id/actions/:action',
    { schema: { params: z.object({ id: idParam, action: z.string().trim().min(1).max(20) }), body: recordActionBody, response: { 200: envelope(recordDetail) } } },
    async (request) => {
      const actor = abnormalActor(request);
      const { id, action } = request.params;
      if (!(ABNORMAL_ACTIONS as readonly string[]).includes(action)) {
        await app.abnormal.detail(actor, id);
        throw new HttpError(400, 'invalidValue', { values: ABNORMAL_ACTIONS.join(', ') }, { field: 'action' });
      }
      await app.abnormal.act(actor, id, action as AbnormalAction, request.body);
      return ok(await app.abnormal.detail(actor, id));
    },
  );

  // ---- handling sub-records (the desk's; the lists also a merchant's, of its own orders, read only) ----

  app.get('/abnormal/handlings', { schema: { querystring: handlingListQuery, response: { 200: envelope(handlingList) } } }, async (request) => {
    return ok(await app.abnormal.handlings(readerActor(request), request.query));
  });

  app.post('/abnormal/records/:id/handlings', { schema: { params: recordParams, body: createHandlingBody, response: { 200: envelope(recordDetail) } } }, async (request) => {
    const actor = deskActor(request);
    await app.abnormal.addHandling(actor, request.params.id, request.body);
    return ok(await app.abnormal.detail(actor, request.params.id));
  });

  app.post(
    '/abnormal/handlings/:id/actions/:action',
    { schema: { params: z.object({ id: idParam, action: z.string().trim().min(1).max(20) }), body: handlingActionBody, response: { 200: envelope(recordDetail) } } },
    async (request) => {
      const actor = deskActor(request);
      const { id, action } = request.params;
      if (!(HANDLING_ACTIONS as readonly string[]).includes(action)) throw new HttpError(400, 'invalidValue', { values: HANDLING_ACTIONS.join(', ') }, { field: 'action' });
      const recordId = await app.abnormal.actOnHandling(actor, id, action as AnyHandlingAction, request.body);
      return ok(await app.abnormal.detail(actor, recordId));
    },
  );

  // ---- fees and escalation (the desk's; the fee list also a merchant's, of its own orders) ----

  app.get('/abnormal/records/:id/fee-editor', { schema: { params: recordParams, response: { 200: envelope(feeEditorAnswer) } } }, async (request) => {
    return ok(await app.abnormal.feeEditor(deskActor(request), app.tickets, request.params.id));
  });

  app.put('/abnormal/records/:id/fees', { schema: { params: recordParams, body: putFeesBody, response: { 200: envelope(recordDetail) } } }, async (request) => {
    const actor = deskActor(request);
    await app.abnormal.putFees(actor, app.tickets, request.params.id, request.body);
    return ok(await app.abnormal.detail(actor, request.params.id));
  });

  app.get('/abnormal/fees', { schema: { querystring: feeListQuery, response: { 200: envelope(feeList) } } }, async (request) => {
    return ok(await app.abnormal.fees(readerActor(request), request.query));
  });

  app.post('/abnormal/records/:id/escalate', { schema: { params: recordParams, body: escalateBody, response: { 200: envelope(escalateAnswer) } } }, async (request) => {
    const actor = deskActor(request);
    const ticketId = await app.abnormal.escalate(actor, app.tickets, request.params.id, request.body);
    return ok({ ticket_id: ticketId, record: await app.abnormal.detail(actor, request.params.id) });
  });

  app.get('/abnormal/report', { schema: { querystring: reportQuery, response: { 200: envelope(abnormalReport) } } }, async (request) => {
    return ok(await app.abnormal.report(deskActor(request), request.query));
  });
};

export default routes;
