/**
 * The finance API of recharges, periods, reversals, balances, income and consignor review (issue 21, README
 * "Recharges, periods, balances, income, consignor review"), shared by the server's routes and the screens:
 *
 *   GET  /finance/recharges                 ?state&consignor_id&page&per_page  finance: all; a merchant: its own
 *   GET  /finance/recharges/:id                                                 one recharge
 *   POST /finance/recharges                 {amount_cents, memo, voucher_file_id} a merchant (DA): a PENDING hold
 *   POST /finance/recharges/:id/approve     {memo}                              finance: POST the hold
 *   POST /finance/recharges/:id/reject      {reason}                            finance: VOID the hold
 *   POST /finance/entries/:id/reverse       {memo}                              finance: the reversing entry
 *   GET  /finance/periods                                                       finance: the last 24 months' status
 *   POST /finance/periods/:period/close     {confirm: true}                     finance: OPEN → CLOSED, one-way
 *   GET  /finance/my-balance                                                    a merchant: its prepaid balance
 *   GET  /finance/balances                  ?party_type&keyword&page&per_page   finance: per party, receivable aging
 *   GET  /finance/income                    ?from&to&keyword&page&per_page      finance: the income account's lines
 *   GET  /finance/consignors                ?keyword                            finance: the review form's picker
 *   GET  /finance/consignor-terms           ?status&keyword&page&per_page       finance: 商家审核
 *   GET  /finance/consignor-terms/:id                                           with its history
 *   POST /finance/consignor-terms           {consignor_id, payment_term, credit_limit_cents, memo}  submit
 *   POST /finance/consignor-terms/:id/approve {}    /reject {reason}            finance
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber, numeric } from '../input-fields';
import { PAYMENT_TERMS, REVIEW_STATES, type PaymentTerm, type ReviewState } from './consignor-terms';
import { RECHARGE_STATES, type RechargeState } from './ledger';

/** ¥10,000,000 in fen: the largest single recharge or credit limit */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const required = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'fnAmountRequired' : undefined) });
const id = numeric(z.number().int().min(1).max(DB_INT_MAX));
const page = numeric(z.number().int().min(1).max(100_000)).default(1);
const perPage = numeric(z.number().int().min(1).max(500)).default(20);
const blank = (v: unknown) => (v === '' ? undefined : v);
const text = (max: number) => z.string().trim().max(max).optional().default('');
/** a real calendar day, YYYY-MM-DD (2026-13-01 and 2026-02-30 are refused) */
const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const dateOnly = z.preprocess(blank, z.string().refine(isDay, 'invalidFormat').optional());

/** a positive amount in whole fen */
export const amountCents = z.preprocess(toNumber, required().int('fnNotFen').min(1, 'fnAmountPositive').max(MAX_AMOUNT_CENTS, 'fnAmountTooLarge'));

export const rechargeListQuery = z
  .object({
    state: z.preprocess(blank, z.enum(RECHARGE_STATES).optional()),
    consignor_id: z.preprocess(blank, id.optional()),
    page,
    per_page: perPage,
  })
  .strict();

export const rechargeCreateBody = z
  .object({
    amount_cents: amountCents,
    memo: text(200),
    voucher_file_id: text(100),
  })
  .strict();

export const rechargeApproveBody = z.object({ memo: text(200) }).strict();
export const rechargeRejectBody = z.object({ reason: z.string().trim().min(1, 'fnReasonRequired').max(200) }).strict();
export const reverseBody = z.object({ memo: text(200) }).strict();
export const periodParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalidFormat');
export const closePeriodBody = z.object({ confirm: z.literal(true, { error: () => 'fnConfirmRequired' }) }).strict();

export const balanceListQuery = z
  .object({
    party_type: z.preprocess(blank, z.enum(['consignor', 'carrier', 'delivery']).optional()),
    keyword: text(50),
    page,
    per_page: perPage,
  })
  .strict();

export const incomeListQuery = z
  .object({ from: dateOnly, to: dateOnly, keyword: text(50), page, per_page: perPage })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'invalidFormat', path: ['to'] });

export const termsListQuery = z
  .object({
    status: z.preprocess(blank, z.enum(REVIEW_STATES).optional()),
    keyword: text(50),
    page,
    per_page: perPage,
  })
  .strict();

export const termsSubmitBody = z
  .object({
    consignor_id: z.preprocess(toNumber, z.number({ error: () => 'fnConsignorInvalid' }).int().min(1).max(DB_INT_MAX)),
    payment_term: z.enum(PAYMENT_TERMS),
    credit_limit_cents: z.preprocess(toNumber, z.number().int('fnNotFen').min(0, 'fnNotFen').max(MAX_AMOUNT_CENTS, 'fnAmountTooLarge').default(0)),
    memo: text(200),
  })
  .strict();

export const termsRejectBody = rechargeRejectBody;

export interface RechargeDto {
  id: number;
  recharge_no: string;
  consignor_id: number;
  consignor_name: string;
  amount_cents: number;
  memo: string;
  voucher_file_id: string;
  state: RechargeState;
  entry_id: number;
  entry_no: string;
  /** the POST / VOID entry once resolved */
  resolution_entry_no: string;
  resolution_memo: string;
  resolved_by_name: string;
  resolved_at: string | null;
  created_by_name: string;
  created_at: string;
}

export interface PeriodDto {
  period: string;
  status: 'OPEN' | 'CLOSED';
  closed_at: string | null;
  entries: number;
}

export interface MyBalanceDto {
  consignor_id: number;
  consignor_name: string;
  /** what the merchant may spend (the normal side: credit), fen */
  balance_cents: number;
  /** recharges awaiting approval */
  pending_cents: number;
  payment_term: PaymentTerm;
  credit_limit_cents: number;
}

/** Receivable aging buckets (days since the debit, first-in first-out against payments) */
export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90_plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export interface PartyBalanceDto {
  party_type: string;
  party_id: number;
  party_name: string;
  prepaid_cents: number;
  prepaid_pending_cents: number;
  receivable_cents: number;
  payable_cents: number;
  aging: Record<AgingBucket, number>;
}

export interface IncomeLineDto {
  line_id: number;
  entry_id: number;
  entry_no: string;
  period: string;
  kind: string;
  memo: string;
  posted_at: string;
  created_by_name: string;
  /** credit to income is positive here */
  amount_cents: number;
}

export interface ConsignorTermsDto {
  id: number;
  consignor_id: number;
  consignor_name: string;
  status: ReviewState;
  payment_term: PaymentTerm | null;
  credit_limit_cents: number;
  proposed_term: PaymentTerm;
  proposed_limit_cents: number;
  memo: string;
  reason: string;
  submitted_by_name: string;
  submitted_at: string;
  reviewed_by_name: string;
  reviewed_at: string | null;
}

export interface ConsignorTermsEventDto {
  id: number;
  action: string;
  from_status: string;
  to_status: string;
  payment_term: string;
  credit_limit_cents: number;
  note: string;
  by_name: string;
  created_at: string;
}
