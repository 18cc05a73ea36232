import { describe, expect, it } from 'vitest';
import { HANDLING_KINDS, HANDLING_STATUSES, HANDLING_TRANSITIONS, decideHandling, handlingActionsFor, isHandlingOpen, type HandlingTransition } from './handling';

const ALL = { reason: 'r', scheduledAt: '2026-01-01T10:00:00+08:00', result: 'fixed', paymentRef: 'P1' };

describe('HANDLING_TRANSITIONS', () => {
  it('allows each action of a kind exactly from its from-statuses', () => {
    for (const kind of HANDLING_KINDS) {
      for (const [action, t] of Object.entries(HANDLING_TRANSITIONS[kind] as Record<string, HandlingTransition>)) {
        for (const status of HANDLING_STATUSES[kind]) {
          const d = decideHandling(kind, action, status, ALL);
          expect(d, `${kind} ${action} from ${status}`).toEqual(t.from.includes(status) ? { ok: true, to: t.to } : { ok: false, reason: 'wrongStatus' });
        }
      }
    }
  });

  it('leads only to statuses of the kind, and nothing leaves a final status', () => {
    for (const kind of HANDLING_KINDS) {
      for (const t of Object.values(HANDLING_TRANSITIONS[kind] as Record<string, HandlingTransition>)) {
        expect(HANDLING_STATUSES[kind]).toContain(t.to);
        for (const from of t.from) expect(isHandlingOpen(kind, from)).toBe(true);
      }
    }
  });

  it('refuses an action of another kind and asks for what an action needs', () => {
    expect(decideHandling('refund', 'ship', 'open')).toEqual({ ok: false, reason: 'unknownAction' });
    expect(decideHandling('repair', 'cancel', 'open')).toEqual({ ok: false, reason: 'needsReason' });
    expect(decideHandling('repair', 'schedule', 'open')).toEqual({ ok: false, reason: 'needsScheduledAt' });
    expect(decideHandling('repair', 'complete', 'scheduled', { result: 'maybe' })).toEqual({ ok: false, reason: 'needsResult' });
    expect(decideHandling('refund', 'pay', 'approved')).toEqual({ ok: false, reason: 'needsPaymentRef' });
  });

  it('offers the actions of a status', () => {
    expect(handlingActionsFor('replenish', 'open')).toEqual(['ship', 'cancel']);
    expect(handlingActionsFor('repair', 'scheduled')).toEqual(['schedule', 'complete', 'cancel']);
    expect(handlingActionsFor('refund', 'paid')).toEqual([]);
  });
});
