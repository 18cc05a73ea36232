/**
 * Who may touch money (issue 21, src/domain/finance/README.md "The finance gate"):
 * - finance: a servicer account that may open a finance screen — the company's main account, or a sub-account whose
 *   role is granted at least one menu under /saas/finance/ (the same grants the menu shows; the role screens of
 *   /saas/system/role decide them). Anyone else: 403 fnNotFinance; a non-servicer: 403.
 * - a merchant: a consignor (DA) account linked to its servicer's consignor resource (servicer_id + resource_id on its
 *   token); it reads and writes only that consignor's money. An account without the link: 403 fnNotLinked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../../lib/http-error';
import type { FinanceActor } from '../../../repositories/finance/ledger';

export const FINANCE_MENU_PREFIX = '/saas/finance/';

export async function financeActor(app: FastifyInstance, request: FastifyRequest): Promise<FinanceActor> {
  const user = request.user();
  if (user.main_type !== 'servicer') throw forbidden();
  if (!user.is_main) {
    const principal = await app.users.principal(user.id);
    if (!principal) throw forbidden();
    if (!principal.user.isMain) {
      const menus = await app.menus.forAccount(principal.user, user.app_code);
      if (!menus.some((m) => m.path.startsWith(FINANCE_MENU_PREFIX))) throw forbidden('fnNotFinance');
    }
  }
  return { companyId: user.company_id, userId: user.id, name: user.nickname || user.username, lang: request.lang };
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
