/**
 * Which dialog an action of the detail screen's action bar needs, from the workflow table's `needs`
 * (src/domain/tickets/workflow.ts): fee rows → the fee dialog of the form helper, a reason → the reason dialog,
 * a reviewer (when the ticket has none) → the reviewer picker; anything else a plain confirmation. 'save' is the
 * form panel's own button, never in the bar.
 */
import type { CanFlags } from '@/domain/tickets/workflow';
import { TICKET_ACTIONS, TICKET_TRANSITIONS, canFlagOf, type TicketAction } from '@/domain/tickets/workflow';

export type FeeAction = 'compensate' | 'back_freight' | 'add_order_fee' | 'refund' | 'buyout' | 'sell';
export type BarAction = Exclude<TicketAction, 'save'>;

export type ActionDialogKind = 'fees' | 'reason' | 'reviewer' | 'confirm';

const FEE_ACTIONS: readonly string[] = ['compensate', 'back_freight', 'add_order_fee', 'refund', 'buyout', 'sell'] satisfies FeeAction[];
export const isFeeAction = (a: string): a is FeeAction => FEE_ACTIONS.includes(a);

export function dialogKindOf(action: BarAction, ticket: { financial_uid: number | null }): ActionDialogKind {
  const needs = TICKET_TRANSITIONS[action].needs;
  // only actions whose rows the server records get the fee dialog (buyout / sell carry no fees on the server)
  if (needs.includes('fees') && isFeeAction(action)) return 'fees';
  if (needs.includes('reason')) return 'reason';
  if (needs.includes('reviewer') && ticket.financial_uid == null) return 'reviewer';
  return 'confirm';
}

/** The actions of the bar: every action but save whose can_* flag is true, in the workflow's order. */
export function barActions(ticket: Partial<CanFlags>): BarAction[] {
  return TICKET_ACTIONS.filter((a): a is BarAction => a !== 'save' && ticket[canFlagOf(a)] === true);
}

/** Danger-styled actions (they turn a ticket down). */
export const DANGER_ACTIONS: readonly BarAction[] = ['reject', 'return', 'discarded_goods'];
