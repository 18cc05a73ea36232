/**
 * Who touches bills and statements (issue 21):
 * - the finance team (`billWriter`): a servicer account that may open a finance screen — the company's main account,
 *   or a sub-account whose role is granted a finance menu (API_GUARDS '/api/finance/', the one permission guard). Else 403.
 * - readers (`billViewer`): the finance team sees its company's (a sub-account with a data role: those in its scope); a merchant (DA, consignor account) and a delivery
 *   provider (PAI, delivery account) see only their own party's, through the servicer resource their account is
 *   linked to (servicer_id + resource_id on the token; without the link 403 fnNotLinked). Anyone else: 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/http-error';
import type { BillViewer } from '../../../repositories/finance/bills';
import type { FinanceActor } from '../../../repositories/finance/ledger';
import { financeActor } from './gate';

/** the finance team: the same rule as every finance call (gate.ts financeActor; the menu checked by the permission guard) */
export async function billWriter(app: FastifyInstance, request: FastifyRequest): Promise<FinanceActor> {
  return financeActor(app, request);
}

export async function billViewer(app: FastifyInstance, request: FastifyRequest): Promise<BillViewer & { name: string }> {
  const user = request.user();
  if (user.main_type === 'consignor' || user.main_type === 'delivery') {
    if (!user.servicer_id || !user.resource_id) throw forbidden('fnNotLinked');
    return { companyId: user.servicer_id, party: { type: user.main_type, id: user.resource_id }, name: user.nickname || user.username };
  }
  const actor = await billWriter(app, request);
  return { companyId: actor.companyId, name: actor.name, scope: actor.scope };
}
