/**
 * Who may touch money (issue 21, src/domain/finance/README.md "The finance gate"):
 * - finance: a servicer account that may open a finance screen — the company's main account, or a sub-account whose
 *   role is granted at least one finance menu (src/domain/admin/permissions.ts API_GUARDS, checked for every
 *   /api/finance route by server/src/plugins/permissions.ts). Anyone else: 403 fnNotFinance; a non-servicer: 403.
 * - a merchant: a consignor (DA) account linked to its servicer's consignor resource (servicer_id + resource_id on its
 *   token); it reads and writes only that consignor's money. An account without the link: 403 fnNotLinked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/http-error';
import type { FinanceActor } from '../../../repositories/finance/ledger';

export async function financeActor(_app: FastifyInstance, request: FastifyRequest): Promise<FinanceActor> {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  // a sub-account's finance menu is checked before this, by the one permission guard (API_GUARDS '/api/finance/')
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang, scope: request.dataScope() };
}

export interface MerchantActor extends FinanceActor {
  /** the servicer's consignor resource this account is */
  consignorId: number;
  /** the merchant's own company (its uploads live there) */
  ownCompanyId: number;
}

export function merchantActor(request: FastifyRequest): MerchantActor {
  const user = request.user();
  if (user.main_type !== 'consignor') throw forbidden();
  if (!user.servicer_id || !user.resource_id) throw forbidden('fnNotLinked');
  return { companyId: user.servicer_id, consignorId: user.resource_id, ownCompanyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
}
