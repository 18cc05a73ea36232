/** Request shapes shared by the ticket routes: the form data, fee rows and the acting user. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { optionalIdField } from '../../../lib/schemas';
import type { TicketActor } from '../../../repositories/tickets';

/** Every field optional: a missing one is the fee rules' '请选择或填写{field}', not a schema error. */
export const feeRowBody = z.object({
  direction: z.enum(['OUTLAY', 'INCOME', '']).optional().default(''),
  code: z.string().max(40).optional().default(''),
  code_name: z.string().max(60).optional().default(''),
  settle_target_id: z.union([z.number().int(), z.string().max(40)]).nullable().optional().default(null),
  settle_target_name: z.string().max(100).optional().default(''),
  settle_target_type: z.string().max(40).optional().default(''),
  amount: z.union([z.string().max(20), z.number()]).nullable().optional().default(null),
  settlement_method_code: z.string().max(40).optional().default(''),
  settlement_method_name: z.string().max(60).optional().default(''),
});

/** Spec §3 ticket form data plus the schema's own fields. */
export const payloadBody = z.looseObject({
  order_id: optionalIdField,
  fees: z.array(feeRowBody).max(100).optional(),
  sub_type: z.string().max(40).optional(),
  requester_uname: z.string().max(50).optional(),
  income_resource_id: optionalIdField,
  tenant_id: optionalIdField,
});

export const looseData = z.record(z.string(), z.unknown());

export function actorOf(request: FastifyRequest): TicketActor {
  const user = request.user();
  return { userId: user.id, companyId: user.company_id, name: user.nickname || user.username, username: user.username };
}
