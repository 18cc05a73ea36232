/**
 * Lifecycle actions on orders (src/domain/order-lifecycle.ts), enforced here:
 *   POST /api/order/orders/{id or order no}/actions/{action}  body: the action's fields + optional occurred_at
 *        header Idempotency-Key (optional): the server-wide layer (plugins/idempotency.ts) stores the first
 *        answer and returns it for a repeat (header Idempotent-Replayed: true; 402 while the first is still
 *        running, 422 for the same key with another body); the key is also kept on the order's event, so the
 *        same key can never act twice on one order (data.replayed true if it gets that far).
 *   POST /api/order/orders/batch/{action}  body: {nos: [...order numbers], ...fields, occurred_at}
 *        → data.list [{order_no, ok, status?, msg?}], data.succeeded, data.failed. One bad order does not fail
 *        the rest; each order is its own transaction. With an Idempotency-Key, each order uses it once.
 *   GET  /api/order/orders/{id or order no}/events → data.list (the timeline, oldest first)
 * Another area's actions (TRANSITIONS[a].via: transit's, abnormal records' report_abnormal / resolve_abnormal) answer
 * 400 naming where they are done (orderOnlyTransit / orderOnlyAbnormal), or 404 for an order not in the caller's scope.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACTION_DATA, ORDER_ACTIONS, TRANSITIONS, isDirectAction, orderRoleOf, type OrderAction } from '../../../../../src/domain/order-lifecycle';
import { ORDER_STATUSES } from '../../../../../src/domain/order-status';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import { checkedOccurredAt } from '../../../lib/occurred-at';
import { envelope, ok } from '../../../lib/schemas';
import { ActionRefused, type Actor } from '../../../repositories/order-action-request';
import type { ActionOutcome } from '../../../repositories/order-actions';
import { announceOrderAction } from '../../../lib/order-notices';
import { orderScope } from './stats';

export const BATCH_MAX = 500;

const occurredAt = z.iso.datetime({ offset: true }).optional();
const idemKey = z.string().trim().min(8).max(100).regex(/^[\w.:-]+$/);

const eventSchema = z.object({
  id: z.number(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor_name: z.string(),
  actor_role: z.string(),
  occurred_at: z.string(),
  recorded_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

const outcomeSchema = z.object({
  order: z.object({ id: z.number(), order_no: z.string(), status: z.enum(ORDER_STATUSES), version: z.number() }),
  event: eventSchema,
  replayed: z.boolean(),
});

/** "123" is an order id; an order number starts with 2 and is longer. */
export function orderKey(raw: string): { id: number } | { orderNo: string } | null {
  const s = raw.trim();
  if (/^2\d{9,29}$/.test(s)) return { orderNo: s };
  if (/^\d{1,9}$/.test(s) && Number(s) > 0) return { id: Number(s) };
  return null;
}

function actorOf(request: FastifyRequest): Actor {
  const user = request.user();
  const role = orderRoleOf(user.main_type);
  if (!role) throw forbidden();
  return { userId: user.id, companyId: user.company_id, name: user.nickname || user.username, role };
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idemKey.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw badRequest('idempotencyKeyInvalid');
  return parsed.data;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  /** order:changed and the event's notifications (lib/order-notices.ts); a failed notice never fails the action */
  const announce = async (outcome: ActionOutcome, action: OrderAction, actor: Actor) => {
    if (outcome.replayed) return;
    try {
      await announceOrderAction(
        app,
        { orderId: outcome.order.id, orderNo: outcome.order.order_no, status: outcome.order.status, action, eventId: outcome.event.id, actorUserId: actor.userId, data: outcome.event.data },
      );
    } catch (error) {
      app.log.warn({ err: error, order: outcome.order.order_no }, 'order action: announcing it failed');
    }
  };

  // another area's own actions — transit's (a load's departure and arrival, route reset, split) and abnormal records'
  // (report_abnormal, resolve_abnormal) — answer 400 with where they are done, whatever the body (their fields are the
  // area's to check): apply() finds the order in the caller's scope (else 404) and the lifecycle's decide() refuses
  // them without the area's `via`, before anything is written
  for (const action of ORDER_ACTIONS) {
    const fields = ACTION_DATA[action];
    const body = isDirectAction(action) ? z.object({ ...fields.shape, occurred_at: occurredAt }).strict() : z.record(z.string(), z.unknown());

    app.post(
      `/order/orders/:key/actions/${action}`,
      // the Idempotency-Key is applied per order under the order's row lock (order-actions.ts), not by plugins/idempotency.ts
      { schema: { params: z.object({ key: z.string().max(40) }), body: body.optional(), response: { 200: envelope(outcomeSchema) } } },
      async (request) => {
        const key = orderKey(request.params.key);
        if (!key) throw notFound();
        const direct = isDirectAction(action);
        const { occurred_at, ...data } = (request.body ?? {}) as { occurred_at?: string } & Record<string, unknown>;
        const actor = actorOf(request);
        try {
          const outcome = await app.orderActions.apply(
            {
              scope: orderScope(request.user(), request.dataScope()),
              key,
              action,
              data: (direct ? data : {}) as never,
              actor,
              occurredAt: direct ? checkedOccurredAt(occurred_at as string | undefined) : new Date(),
              idempotencyKey: direct ? idempotencyKey(request) : undefined,
            },
            request.lang,
          );
          await announce(outcome, action, actor);
          return ok(outcome);
        } catch (e) {
          throw refusal(e);
        }
      },
    );

    if (!TRANSITIONS[action].batch) continue;
    const batchBody = z.object({ ...fields.shape, nos: z.array(z.string().trim().min(1).max(40)).min(1).max(BATCH_MAX), occurred_at: occurredAt }).strict();
    app.post(
      `/order/orders/batch/${action}`,
      {
        config: { idempotency: 'route' },
        schema: {
          body: batchBody,
          response: {
            200: envelope(
              z.object({
                list: z.array(z.object({ order_no: z.string(), ok: z.boolean(), status: z.string().optional(), msg: z.string().optional(), replayed: z.boolean().optional() })),
                succeeded: z.number(),
                failed: z.number(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { nos, occurred_at, ...data } = request.body as { nos: string[]; occurred_at?: string } & Record<string, unknown>;
        const actor = actorOf(request);
        const at = checkedOccurredAt(occurred_at);
        const key = idempotencyKey(request);
        const scope = orderScope(request.user(), request.dataScope());
        const list = [];
        for (const no of [...new Set(nos)]) {
          try {
            const parsed = orderKey(no);
            if (!parsed) throw new ActionRefused(404, 'orderNotFoundNo', { no });
            const outcome = await app.orderActions.apply({ scope, key: parsed, action: action as OrderAction, data: data as never, actor, occurredAt: at, idempotencyKey: key }, request.lang);
            await announce(outcome, action as OrderAction, actor);
            list.push({ order_no: outcome.order.order_no, ok: true, status: outcome.order.status, replayed: outcome.replayed });
          } catch (e) {
            if (!(e instanceof ActionRefused)) throw e;
            list.push({ order_no: no, ok: false, msg: request.t(e.messageKey, e.params) });
          }
        }
        const succeeded = list.filter((r) => r.ok).length;
        return ok({ list, succeeded, failed: list.length - succeeded });
      },
    );
  }

  app.get(
    '/order/orders/:key/events',
    { schema: { params: z.object({ key: z.string().max(40) }), response: { 200: envelope(z.object({ list: z.array(eventSchema) })) } } },
    async (request) => {
      const key = orderKey(request.params.key);
      if (!key) throw notFound();
      const scope = orderScope(request.user(), request.dataScope());
      const order = await app.orderActions.find(scope, key);
      if (!order) throw notFound();
      const list = await app.orderActions.events(scope, order.id);
      return ok({ list: list ?? [] });
    },
  );
};

function refusal(e: unknown): unknown {
  if (e instanceof ActionRefused) {
    return e.statusCode === 404 ? notFound() : badRequest(e.messageKey, e.params);
  }
  return e;
}

export default routes;
