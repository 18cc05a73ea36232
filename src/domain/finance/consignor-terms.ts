/**
 * 商家审核 (consignor review, issue 21): the credit terms a servicer grants a consignor — payment term (cash or
 * monthly) and a credit limit in fen — proposed, then approved or rejected by finance. The terms in force are the
 * last approved ones; a consignor never reviewed bills monthly (DEFAULT_PAYMENT_TERM) with no credit limit.
 *
 *   (none) ──submit──▶ PENDING ──approve──▶ APPROVED ──submit──▶ PENDING …
 *                        │  ▲                (terms in force)
 *                        │  └──submit (revise the proposal)
 *                        └──reject (reason)──▶ REJECTED ──submit──▶ PENDING
 *
 * Approving or rejecting a review that is not PENDING is refused (fnReviewTransition, naming the state).
 */
export const PAYMENT_TERMS = ['CASH', 'MONTHLY'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];
export const DEFAULT_PAYMENT_TERM: PaymentTerm = 'MONTHLY';

export const REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_ACTIONS = ['submit', 'approve', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** `null` is a consignor with no review yet */
export const REVIEW_TRANSITIONS: Record<ReviewState | 'NONE', Partial<Record<ReviewAction, ReviewState>>> = {
  NONE: { submit: 'PENDING' },
  PENDING: { submit: 'PENDING', approve: 'APPROVED', reject: 'REJECTED' },
  APPROVED: { submit: 'PENDING' },
  REJECTED: { submit: 'PENDING' },
};

export const reviewNext = (state: ReviewState | null, action: ReviewAction): ReviewState | null => REVIEW_TRANSITIONS[state ?? 'NONE'][action] ?? null;

/** A monthly consignor needs a credit limit above zero; a cash consignor's limit is 0. */
export function termsRefusal(term: PaymentTerm, creditLimitCents: number): string | null {
  if (!Number.isSafeInteger(creditLimitCents) || creditLimitCents < 0) return 'fnNotFen';
  if (term === 'CASH' && creditLimitCents !== 0) return 'fnCashNoCredit';
  if (term === 'MONTHLY' && creditLimitCents === 0) return 'fnCreditLimitRequired';
  return null;
}
