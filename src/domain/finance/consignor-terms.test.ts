import { describe, expect, it } from 'vitest';
import { REVIEW_ACTIONS, REVIEW_STATES, reviewNext, termsRefusal } from './consignor-terms';

describe('consignor review state machine', () => {
  it('starts with a submission; only a pending review is decided; any decided review can be proposed again', () => {
    expect(reviewNext(null, 'submit')).toBe('PENDING');
    expect(reviewNext(null, 'approve')).toBeNull();
    expect(reviewNext('PENDING', 'approve')).toBe('APPROVED');
    expect(reviewNext('PENDING', 'reject')).toBe('REJECTED');
    expect(reviewNext('PENDING', 'submit')).toBe('PENDING');
    for (const s of ['APPROVED', 'REJECTED'] as const) {
      expect(reviewNext(s, 'approve')).toBeNull();
      expect(reviewNext(s, 'reject')).toBeNull();
      expect(reviewNext(s, 'submit')).toBe('PENDING');
    }
    // every state answers every action (a state or null), never undefined
    for (const s of REVIEW_STATES) for (const a of REVIEW_ACTIONS) expect(reviewNext(s, a) === undefined).toBe(false);
  });

  it('cash has no credit; monthly needs a limit; whole non-negative fen only', () => {
    expect(termsRefusal('CASH', 0)).toBeNull();
    expect(termsRefusal('CASH', 100)).toBe('fnCashNoCredit');
    expect(termsRefusal('MONTHLY', 0)).toBe('fnCreditLimitRequired');
    expect(termsRefusal('MONTHLY', 500000)).toBeNull();
    expect(termsRefusal('MONTHLY', 1.5)).toBe('fnNotFen');
    expect(termsRefusal('MONTHLY', -1)).toBe('fnNotFen');
  });
});
