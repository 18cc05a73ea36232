/**
 * Bills, check-bills and payments — the API contract (issue 21, README 'Bills, check-bills and payment clearance'):
 *
 *   POST /finance/bills/generate          {party_type?, party_id?, period_kind, period}   drafts for every party with fees
 *   GET  /finance/bills                   ?party_type&party_id&period&status&page&per_page
 *   GET  /finance/bills/:id               header, totals, payments
 *   GET  /finance/bills/:id/lines         ?page&per_page                                   the bill journal (账单流水)
 *   POST /finance/bills/:id/confirm       posts the entry bill:<id> once
 *   POST /finance/check-bills             {bill_id}                                        the statement, once per bill
 *   GET  /finance/check-bills             ?party_type&status&page&per_page
 *   GET  /finance/check-bills/:id         header and every line with its answer (对账流水)
 *   POST /finance/check-bills/:id/answer  {lines: [{line_id, state, comment}]}             the party confirms / disputes
 *   POST /finance/check-bills/:id/lines/:lineId/ticket                                     转工单 (servicer)
 *   GET  /finance/payments                ?bill_id&party_type&page&per_page
 *   POST /finance/payments                {bill_id, amount_cents, method, memo}            partial allowed, over refused
 *
 * The servicer's finance team sees its company's; a merchant (DA) and a delivery provider (PAI) see only their own
 * confirmed bills and statements, and answer their statements.
 */
import { z } from 'zod';
import { DB_INT_MAX, numeric } from '../input-fields';
import { BILL_PARTY_KINDS, BILL_PERIOD_KINDS, BILL_STATES, PAYMENT_METHODS, STATEMENT_STATES, type BillPartyKind, type BillKind, type BillState, type PaymentMethod, type StatementLineState, type StatementState } from './bills';

const id = numeric(z.number().int().min(1).max(DB_INT_MAX));
const page = numeric(z.number().int().min(1).max(100_000)).default(1);
const perPage = numeric(z.number().int().min(1).max(500)).default(20);
const blank = (v: unknown) => (v === '' ? undefined : v);

export const generateBillsBody = z
  .object({
    party_type: z.preprocess(blank, z.enum(BILL_PARTY_KINDS).optional()),
    party_id: z.preprocess(blank, id.optional()),
    period_kind: z.enum(BILL_PERIOD_KINDS).default('MONTH'),
    period: z.string().trim().min(7).max(8),
  })
  .strict();

export const billListQuery = z
  .object({
    party_type: z.preprocess(blank, z.enum(BILL_PARTY_KINDS).optional()),
    party_id: z.preprocess(blank, id.optional()),
    period: z.preprocess(blank, z.string().trim().max(8).optional()),
    status: z.preprocess(blank, z.enum(BILL_STATES).optional()),
    /** only bills with an open amount (the settle screen) */
    open: z.preprocess(blank, z.enum(['1', '0']).optional()),
    page,
    per_page: perPage,
  })
  .strict();

export const pageQuery = z.object({ page, per_page: perPage }).strict();

export const sendCheckBillBody = z.object({ bill_id: id }).strict();

export const checkBillListQuery = z
  .object({
    party_type: z.preprocess(blank, z.enum(BILL_PARTY_KINDS).optional()),
    status: z.preprocess(blank, z.enum(STATEMENT_STATES).optional()),
    page,
    per_page: perPage,
  })
  .strict();

export const answerCheckBillBody = z
  .object({
    lines: z
      .array(z.object({ line_id: id, state: z.enum(['CONFIRMED', 'DISPUTED']), comment: z.string().trim().max(300).default('') }).strict())
      .min(1)
      .max(500),
  })
  .strict();

export const paymentListQuery = z
  .object({
    bill_id: z.preprocess(blank, id.optional()),
    party_type: z.preprocess(blank, z.enum(BILL_PARTY_KINDS).optional()),
    page,
    per_page: perPage,
  })
  .strict();

/** at most ¥10,000,000 in one payment */
export const PAYMENT_MAX_CENTS = 1_000_000_000;

export const createPaymentBody = z
  .object({
    bill_id: id,
    amount_cents: numeric(z.number().int().min(1).max(PAYMENT_MAX_CENTS)),
    method: z.enum(PAYMENT_METHODS).default('BANK'),
    memo: z.string().trim().max(200).default(''),
  })
  .strict();

export interface BillDto {
  id: number;
  bill_no: string;
  party_type: BillPartyKind;
  party_id: number;
  party_name: string;
  /** MONTH / WEEK, or ORDER / LOAD: a bill of one order (a consignor not on monthly terms) or one transit load */
  period_kind: BillKind;
  period: string;
  status: BillState;
  income_cents: number;
  outlay_cents: number;
  /** signed from the party's side: what it owes us (consignor) or we owe it (provider) */
  total_cents: number;
  paid_cents: number;
  open_cents: number;
  line_count: number;
  entry_id: number | null;
  confirmed_at: string | null;
  confirmed_by_name: string;
  generated_at: string;
  check_bill_id: number | null;
}

export interface BillLineDto {
  id: number;
  source_type: 'order_fee' | 'estimate' | 'load';
  /** null on a load's line (its trunk fee is the load's, not an order's) */
  order_id: number | null;
  order_no: string;
  code: string;
  code_name: string;
  direction: 'INCOME' | 'OUTLAY';
  amount_cents: number;
  signed_cents: number;
  fee_at: string;
}

export interface PaymentDto {
  id: number;
  payment_no: string;
  bill_id: number;
  bill_no: string;
  party_type: BillPartyKind;
  party_name: string;
  method: PaymentMethod;
  amount_cents: number;
  memo: string;
  entry_id: number | null;
  entry_no: string;
  created_by_name: string;
  paid_at: string;
  /** its entry was reversed: the payment is undone (its bill open again by the amount) */
  reversed: boolean;
}

export interface BillDetailDto extends BillDto {
  payments: PaymentDto[];
}

export interface GenerateResultDto {
  bills: number;
  lines: number;
  ms: number;
}

export interface CheckBillDto {
  id: number;
  check_no: string;
  bill_id: number;
  bill_no: string;
  party_type: BillPartyKind;
  party_id: number;
  party_name: string;
  period: string;
  status: StatementState;
  total_cents: number;
  line_count: number;
  confirmed_count: number;
  disputed_count: number;
  sent_at: string;
  sent_by_name: string;
  confirmed_at: string | null;
}

export interface CheckLineDto extends BillLineDto {
  line_id: number;
  state: StatementLineState;
  comment: string;
  ticket_id: number | null;
  answered_at: string | null;
  answered_by_name: string;
}

export interface CheckBillDetailDto extends CheckBillDto {
  lines: CheckLineDto[];
  /** the caller may answer (the party, or the servicer on its behalf) and may turn disputes into tickets */
  can_answer: boolean;
  can_ticket: boolean;
}
