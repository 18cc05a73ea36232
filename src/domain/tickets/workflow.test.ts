import { describe, expect, it } from 'vitest';
import {
  TICKET_ACTIONS,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  canFlags,
  decideTicketAction,
  roleOf,
  stageOf,
  type TicketFacts,
  type TicketStatus,
} from './workflow';

const EXEC = 10;
const FIN = 20;
const OTHER = 30;
const ticket = (status: TicketStatus, fee_count = 0): TicketFacts => ({ status, financial_uid: FIN, executive_uid: EXEC, fee_count });
const full = { reason: 'r', addedFees: 1, financialUid: FIN };

describe('ticket roles (spec §6)', () => {
  it('derives roles from financial_uid and executive_uid', () => {
    expect(roleOf(ticket('IN_PROGRESS'), FIN)).toBe('FINANCIAL_STAFF');
    expect(roleOf(ticket('IN_PROGRESS'), EXEC)).toBe('EXECUTIVE_STAFF');
    expect(roleOf(ticket('IN_PROGRESS'), OTHER)).toBe('VIEWER');
    expect(roleOf({ financial_uid: null, executive_uid: null }, OTHER)).toBe('VIEWER');
  });
});

describe('save (spec §4)', () => {
  it('is allowed exactly for IN_PROGRESS + executive and FINANCE_REVIEWING + financial', () => {
    for (const status of TICKET_STATUSES) {
      for (const user of [EXEC, FIN, OTHER]) {
        const allowed = (status === 'IN_PROGRESS' && user === EXEC) || (status === 'FINANCE_REVIEWING' && user === FIN);
        expect(canFlags(ticket(status), user).can_save, `${status} ${user}`).toBe(allowed);
      }
    }
  });
});

describe('status × action table', () => {
  const expected: Record<string, [TicketStatus[], 'EXEC' | 'FIN', TicketStatus | null]> = {
    accept: [['SUBMITTED'], 'EXEC', 'IN_PROGRESS'],
    complete: [['IN_PROGRESS', 'PROCESSING'], 'EXEC', 'COMPLETED'],
    compensate: [['IN_PROGRESS'], 'EXEC', null],
    back_freight: [['IN_PROGRESS'], 'EXEC', null],
    add_order_fee: [['IN_PROGRESS'], 'EXEC', null],
    refund: [['IN_PROGRESS'], 'EXEC', null],
    return_goods: [['IN_PROGRESS'], 'EXEC', 'WAITING_CONFIRM'],
    return: [['SUBMITTED', 'IN_PROGRESS'], 'EXEC', 'CLOSED'],
    repair: [['IN_PROGRESS'], 'EXEC', 'PROCESSING'],
    supply_parts: [['IN_PROGRESS'], 'EXEC', 'PROCESSING'],
    submit_for_finance_review: [['IN_PROGRESS'], 'EXEC', 'FINANCE_REVIEWING'],
    reject: [['FINANCE_REVIEWING'], 'FIN', 'REJECTED'],
    return_to_in_progress: [['REJECTED', 'SUSPENDED', 'PROCESSING', 'WAITING_CONFIRM'], 'EXEC', 'IN_PROGRESS'],
    finance_complete: [['FINANCE_REVIEWING'], 'FIN', 'COMPLETED'],
    buyout: [['WAITING_CONFIRM'], 'EXEC', 'IN_PROGRESS'],
    sell: [['WAITING_CONFIRM'], 'EXEC', 'IN_PROGRESS'],
    discarded_goods: [['WAITING_CONFIRM'], 'EXEC', 'IN_PROGRESS'],
  };

  it('covers all 18 actions', () => {
    expect(TICKET_ACTIONS).toHaveLength(18);
    expect(Object.keys(TICKET_TRANSITIONS).sort()).toEqual([...TICKET_ACTIONS].sort());
  });

  for (const [action, [from, role, to]] of Object.entries(expected)) {
    it(`${action}: from ${from.join('/')} by ${role}`, () => {
      const a = action as keyof typeof TICKET_TRANSITIONS;
      const actor = role === 'EXEC' ? EXEC : FIN;
      const wrong = role === 'EXEC' ? FIN : EXEC;
      for (const status of TICKET_STATUSES) {
        const fees = a === 'complete' ? 0 : 1;
        const d = decideTicketAction(a, ticket(status, fees), actor, full);
        if (from.includes(status)) {
          expect(d, status).toEqual({ ok: true, to: to ?? status, role: role === 'EXEC' ? 'EXECUTIVE_STAFF' : 'FINANCIAL_STAFF' });
          expect(decideTicketAction(a, ticket(status, fees), wrong, full)).toEqual({ ok: false, reason: 'wrongRole' });
          expect(decideTicketAction(a, ticket(status, fees), OTHER, full)).toEqual({ ok: false, reason: 'wrongRole' });
        } else {
          expect(d, status).toEqual({ ok: false, reason: 'wrongStatus' });
        }
      }
    });
  }

  it('terminal statuses allow nothing', () => {
    for (const status of ['COMPLETED', 'CANCELLED', 'CLOSED', 'FINISHED', 'EXPIRED'] as const) {
      for (const user of [EXEC, FIN]) expect(Object.values(canFlags(ticket(status, 1), user)).some(Boolean)).toBe(false);
    }
  });

  it('checks the needs of each action', () => {
    expect(decideTicketAction('complete', ticket('IN_PROGRESS', 2), EXEC)).toEqual({ ok: false, reason: 'hasFees' });
    expect(decideTicketAction('submit_for_finance_review', ticket('IN_PROGRESS', 0), EXEC)).toEqual({ ok: false, reason: 'noFees' });
    expect(decideTicketAction('submit_for_finance_review', { ...ticket('IN_PROGRESS', 1), financial_uid: null }, EXEC)).toEqual({ ok: false, reason: 'noReviewer' });
    expect(decideTicketAction('submit_for_finance_review', { ...ticket('IN_PROGRESS', 1), financial_uid: null }, EXEC, { financialUid: FIN }).ok).toBe(true);
    expect(decideTicketAction('reject', ticket('FINANCE_REVIEWING', 1), FIN, { reason: '  ' })).toEqual({ ok: false, reason: 'needsReason' });
    expect(decideTicketAction('return', ticket('SUBMITTED'), EXEC)).toEqual({ ok: false, reason: 'needsReason' });
    expect(decideTicketAction('compensate', ticket('IN_PROGRESS'), EXEC)).toEqual({ ok: false, reason: 'needsFees' });
    expect(decideTicketAction('finance_complete', ticket('FINANCE_REVIEWING', 0), FIN)).toEqual({ ok: false, reason: 'noFees' });
  });

  it('can flags follow the ticket side needs', () => {
    const withFees = canFlags(ticket('IN_PROGRESS', 1), EXEC);
    expect(withFees).toMatchObject({ can_save: true, can_complete: false, can_submit_for_finance_review: true, can_compensate: true, can_reject: false });
    const noFees = canFlags(ticket('IN_PROGRESS', 0), EXEC);
    expect(noFees).toMatchObject({ can_complete: true, can_submit_for_finance_review: false });
    expect(canFlags(ticket('FINANCE_REVIEWING', 1), FIN)).toMatchObject({ can_save: true, can_reject: true, can_finance_complete: true, can_accept: false });
    expect(Object.values(canFlags(ticket('IN_PROGRESS', 1), OTHER)).some(Boolean)).toBe(false);
    expect(Object.keys(canFlags(ticket('IN_PROGRESS'), EXEC))).toHaveLength(18);
  });

  it('a user who is both executive and reviewer acts in either role', () => {
    const both: TicketFacts = { status: 'FINANCE_REVIEWING', financial_uid: EXEC, executive_uid: EXEC, fee_count: 1 };
    expect(canFlags(both, EXEC).can_finance_complete).toBe(true);
    expect(canFlags({ ...both, status: 'IN_PROGRESS' }, EXEC).can_submit_for_finance_review).toBe(true);
  });
});

describe('stages', () => {
  it('CREATE for a new ticket, FINISHED when completed', () => {
    expect(stageOf(null)).toBe('CREATE');
    expect(stageOf('COMPLETED')).toBe('FINISHED');
    expect(stageOf('FINANCE_REVIEWING')).toBe('FINANCE_REVIEW');
    expect(stageOf('IN_PROGRESS')).toBe('HANDLE');
  });
});
