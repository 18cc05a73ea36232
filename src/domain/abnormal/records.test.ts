import { describe, expect, it } from 'vitest';
import { EMPTY_TIME_LIMITS } from '../time-limits';
import {
  ABNORMAL_ACTIONS,
  ABNORMAL_STATUSES,
  ABNORMAL_TRANSITIONS,
  abnormalLimitationStatus,
  abnormalNo,
  actionsFor,
  decideAbnormal,
  type AbnormalFacts,
  type AbnormalStatus,
} from './records';

const facts = (status: AbnormalStatus, more: Partial<AbnormalFacts> = {}): AbnormalFacts => ({ status, responsibleParty: 'carrier', openHandlings: 0, holdsOrder: false, ...more });
const full = { reason: 'r', resolution: 'done' };

describe('ABNORMAL_TRANSITIONS', () => {
  it('allows each action exactly from its from-statuses, for the desk', () => {
    for (const action of ABNORMAL_ACTIONS) {
      for (const status of ABNORMAL_STATUSES) {
        const t = ABNORMAL_TRANSITIONS[action];
        const f = facts(status, { holdsOrder: action === 'release' });
        const d = decideAbnormal(action, 'desk', f, full);
        if (t.from.includes(status)) expect(d, `${action} from ${status}`).toEqual({ ok: true, to: t.to === 'same' ? status : t.to });
        else expect(d, `${action} from ${status}`).toEqual({ ok: false, reason: 'wrongStatus' });
      }
    }
  });

  it('leaves the merchant only resubmit, and the field nothing', () => {
    for (const action of ABNORMAL_ACTIONS) {
      const from = ABNORMAL_TRANSITIONS[action].from[0];
      expect(decideAbnormal(action, 'merchant', facts(from), full).ok).toBe(action === 'resubmit');
      expect(decideAbnormal(action, 'field', facts(from), full)).toEqual({ ok: false, reason: 'wrongRole' });
    }
  });

  it('asks for what each action needs', () => {
    expect(decideAbnormal('reject', 'desk', facts('registered'))).toEqual({ ok: false, reason: 'needsReason' });
    expect(decideAbnormal('accept', 'desk', facts('registered', { responsibleParty: null }))).toEqual({ ok: false, reason: 'needsResponsible' });
    expect(decideAbnormal('accept', 'desk', facts('registered', { responsibleParty: null }), { responsibleParty: 'customer' })).toEqual({ ok: true, to: 'accepted' });
    expect(decideAbnormal('end', 'desk', facts('handling'), { resolution: ' ' })).toEqual({ ok: false, reason: 'needsResolution' });
    expect(decideAbnormal('end', 'desk', facts('handling', { openHandlings: 2 }), full)).toEqual({ ok: false, reason: 'handlingOpen' });
    expect(decideAbnormal('hold', 'desk', facts('accepted', { holdsOrder: true }))).toEqual({ ok: false, reason: 'alreadyHolding' });
    expect(decideAbnormal('release', 'desk', facts('accepted'))).toEqual({ ok: false, reason: 'notHolding' });
  });

  it('offers the actions that apply now', () => {
    expect(actionsFor(facts('registered', { holdsOrder: true }), 'desk')).toEqual(['accept', 'reject', 'assign', 'release']);
    expect(actionsFor(facts('handling', { openHandlings: 1 }), 'desk')).toEqual(['assign', 'hold']);
    expect(actionsFor(facts('ended'), 'desk')).toEqual(['reopen', 'archive']);
    expect(actionsFor(facts('archived'), 'desk')).toEqual([]);
    expect(actionsFor(facts('rejected'), 'merchant')).toEqual(['resubmit']);
    expect(actionsFor(facts('registered'), 'field')).toEqual([]);
  });
});

describe('abnormal numbers and time limits', () => {
  it('numbers records per China day', () => {
    expect(abnormalNo(new Date('2026-11-25T17:00:00Z'), 12)).toBe('YC2611260012');
  });

  it('runs an open record red after the limit, never a closed one', () => {
    const now = new Date('2026-01-03T00:00:00Z');
    const registeredAt = '2026-01-01T00:00:00Z';
    expect(abnormalLimitationStatus({ status: 'handling', registeredAt }, EMPTY_TIME_LIMITS, now)).toBe('C_DANGER');
    expect(abnormalLimitationStatus({ status: 'ended', registeredAt }, EMPTY_TIME_LIMITS, now)).toBe('A_NORMAL');
    const limits = { ...EMPTY_TIME_LIMITS, tickets: [{ ticketType: 'ABNORMAL', hours: 60, warningPercent: 50 }] };
    expect(abnormalLimitationStatus({ status: 'registered', registeredAt }, limits, now)).toBe('B_WARNING');
  });
});
