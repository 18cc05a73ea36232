/** Money on the finance screens: ¥1,234.56 from fen, yuan typed → fen, the catalog's labels in the UI language. */
import { useTranslation } from 'react-i18next';
import { MAX_AMOUNT_CENTS } from '@/domain/finance/accounts-api';
import type { PaymentTerm, ReviewState } from '@/domain/finance/consignor-terms';
import type { AccountKind, RechargeState } from '@/domain/finance/ledger';
import { ACCOUNT_KIND_LABELS, PAYMENT_TERM_LABELS, RECHARGE_STATE_LABELS, REVIEW_STATE_LABELS } from '@/domain/finance/messages';

export type Lang = 'zh' | 'en';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('zh') ? 'zh' : 'en';
}

/** 123456 → '¥1,234.56' — the one money rule of src/domain/money.ts */
export { formatYuan as yuan } from '@/domain/money';

/** '1234.5' → 123450; null for anything not a positive amount with at most two decimals within the limit */
export function yuanToFen(input: string): number | null {
  const s = input.trim().replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return fen > 0 && fen <= MAX_AMOUNT_CENTS ? fen : null;
}

export const kindLabel = (k: AccountKind | string, lang: Lang) => ACCOUNT_KIND_LABELS[k as AccountKind]?.[lang] ?? k;
export const rechargeStateLabel = (s: RechargeState, lang: Lang) => RECHARGE_STATE_LABELS[s][lang];
export const reviewStateLabel = (s: ReviewState, lang: Lang) => REVIEW_STATE_LABELS[s][lang];
export const termLabel = (s: PaymentTerm | null, lang: Lang) => (s ? PAYMENT_TERM_LABELS[s][lang] : '');

/** A fresh Idempotency-Key per dialog opening: a retry after a lost answer applies nothing twice. */
export const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `fn${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`);
export const withKey = (key: string) => ({ silent: true, headers: { 'Idempotency-Key': key } });

export const STATE_PALETTE: Record<string, string> = { PENDING: 'orange', POSTED: 'green', VOIDED: 'gray', APPROVED: 'green', REJECTED: 'red' };
