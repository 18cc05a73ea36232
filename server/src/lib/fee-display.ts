/**
 * Fee display (spec §6): on when one of the menus the account may open lists a fee-show code (BANG_FEE_SHOW,
 * BANG_BZ_FEE_SHOW_WAYBILL, DA_FEE_SHOW, PAI_N_FEE_SHOW) among its element or operation codes — the same
 * menus, hence the same answer, as the browser's canShowFees over getMenuPermissionByToken.
 */
import type { FastifyInstance } from 'fastify';
import type { TokenPayload } from '../../../src/domain/auth';
import { canShowFees } from '../../../src/domain/tickets/fees';

export async function feeDisplayOn(app: FastifyInstance, auth: TokenPayload): Promise<boolean> {
  const principal = await app.users.principal(auth.id);
  if (!principal) return false;
  const menus = await app.menus.forAccount(principal.user, auth.app_code);
  return canShowFees(menus.flatMap((m) => [...m.elements, ...m.operations]));
}

/** The keys of an order event's data that are money (the ticket_fees posting's totals). */
export const FEE_EVENT_MONEY_KEYS = ['income_cents', 'outlay_cents'] as const;

/** An order event as a reader without fee display sees it: a ticket_fees posting without its amounts. */
export function withoutFeeAmounts<E extends { action: string; data: Record<string, unknown> }>(event: E): E {
  if (event.action !== 'ticket_fees') return event;
  const data = Object.fromEntries(Object.entries(event.data).filter(([k]) => !(FEE_EVENT_MONEY_KEYS as readonly string[]).includes(k)));
  return { ...event, data };
}
