import { describe, expect, it } from 'vitest';
import { canFlags, TICKET_ACTIONS } from '@/domain/tickets/workflow';
import { barActions, dialogKindOf, type BarAction } from './ticket-action-kind';

describe('which dialog an action needs', () => {
  it('fee rows, a reason, a reviewer when none is set, else a confirmation', () => {
    const none = { financial_uid: null };
    const set = { financial_uid: 5 };
    const kinds = Object.fromEntries(TICKET_ACTIONS.filter((a): a is BarAction => a !== 'save').map((a) => [a, dialogKindOf(a, none)]));
    expect(kinds).toEqual({
      accept: 'confirm',
      complete: 'confirm',
      compensate: 'fees',
      back_freight: 'fees',
      add_order_fee: 'fees',
      return_goods: 'confirm',
      return: 'reason',
      refund: 'fees',
      repair: 'confirm',
      supply_parts: 'confirm',
      submit_for_finance_review: 'reviewer',
      reject: 'reason',
      return_to_in_progress: 'confirm',
      finance_complete: 'confirm',
      // the server records no fee rows for these: nothing to collect
      buyout: 'confirm',
      sell: 'confirm',
      discarded_goods: 'confirm',
    });
    expect(dialogKindOf('submit_for_finance_review', set)).toBe('confirm');
  });

  it('the bar shows the allowed actions but never save', () => {
    const facts = { status: 'IN_PROGRESS' as const, financial_uid: 2, executive_uid: 1, fee_count: 1 };
    const executive = barActions(canFlags(facts, 1));
    expect(executive).not.toContain('save');
    expect(executive).toEqual(['compensate', 'back_freight', 'add_order_fee', 'return_goods', 'return', 'refund', 'repair', 'supply_parts', 'submit_for_finance_review']);
    expect(barActions(canFlags(facts, 99))).toEqual([]);
    expect(barActions(canFlags({ ...facts, status: 'FINANCE_REVIEWING' }, 2))).toEqual(['reject', 'finance_complete']);
  });
});
