/**
 * Bills (账单), check-bills (对账单) and payment clearance (付款结清) — the rules shared by the server and the screens
 * (README.md 'Bills, check-bills and payment clearance'). A bill gathers the fee rows of one party and period; its
 * lines are signed from the party's side (what the party owes us is positive on a consignor's bill, what we owe
 * the party positive on a provider's); confirming posts one ledger entry, payments post one entry each.
 */
import type { DataScope } from '../admin/data-scope';
import type { AccountKind, Line } from './ledger';

export const BILL_PARTY_KINDS = ['consignor', 'carrier', 'delivery'] as const;
export type BillPartyKind = (typeof BILL_PARTY_KINDS)[number];

/** the fee sources' settle target / party type (CONSIGNOR, CARRIER, DELIVERY) of each bill party kind */
export const FEE_PARTY_TYPE: Record<BillPartyKind, string> = { consignor: 'CONSIGNOR', carrier: 'CARRIER', delivery: 'DELIVERY' };

/** receivable: the party pays us; payable: we pay the party */
export const billSide = (party: BillPartyKind): 'receivable' | 'payable' => (party === 'consignor' ? 'receivable' : 'payable');

/** The ledger account a bill of this party posts its total to. */
export const PARTY_ACCOUNT: Record<BillPartyKind, AccountKind> = { consignor: 'CONSIGNOR_RECEIVABLE', carrier: 'CARRIER_PAYABLE', delivery: 'DELIVERY_PAYABLE' };

/**
 * The sign of a fee row on the party's bill: a consignor's INCOME row (we charge it) adds to what it owes, an
 * OUTLAY row (a compensation we pay it) takes off; a provider's OUTLAY row (we pay it) adds to what we owe, an
 * INCOME row (a chargeback) takes off.
 */
export const lineSign = (party: BillPartyKind, direction: string): 1 | -1 => ((party === 'consignor') === (direction === 'INCOME') ? 1 : -1);

// ---- periods ------------------------------------------------------------------------------------------------

export const BILL_PERIOD_KINDS = ['MONTH', 'WEEK'] as const;
export type BillPeriodKind = (typeof BILL_PERIOD_KINDS)[number];

const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/**
 * What a bill may gather besides a calendar period: one order (the fee rows of an order of a consignor who does not
 * pay monthly — billingOf) or one transit load (a carrier's trunk fee, transit_loads.fee_cents, payable per load).
 * The period of such a bill is the order's or the load's number; a MONTH / WEEK generation drafts them for the rows
 * of its range.
 */
export const BILL_DOC_KINDS = ['ORDER', 'LOAD'] as const;
export type BillKind = BillPeriodKind | (typeof BILL_DOC_KINDS)[number];

/**
 * How a consignor's fee rows are billed, from its payment term (商家审核, consignor-terms.ts): MONTHLY (月结, credit)
 * on the period's bill; any other term — CASH (现结) today, on arrival / on receipt should they come — carries no
 * credit, so each order is a bill of its own, confirmed and paid by itself.
 */
export const billingOf = (term: string): 'PERIOD' | 'ORDER' => (term === 'MONTHLY' ? 'PERIOD' : 'ORDER');

export const isMonthPeriod = (p: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(p);
export const isWeekPeriod = (p: string): boolean => {
  const m = /^(\d{4})-W(\d{2})$/.exec(p);
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= isoWeeksIn(Number(m[1]));
};
export const isBillPeriod = (kind: BillPeriodKind, p: string): boolean => (kind === 'MONTH' ? isMonthPeriod(p) : isWeekPeriod(p));

/** Monday (UTC midnight of the China date) of ISO week 1 of `year`. */
function isoWeekOneMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const dow = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0
  return jan4 - dow * DAY_MS;
}

function isoWeeksIn(year: number): number {
  return Math.round((isoWeekOneMonday(year + 1) - isoWeekOneMonday(year)) / (7 * DAY_MS));
}

/** The instants [from, to) a period covers, in China time (a month from the 1st 00:00, a week from Monday 00:00). */
export function periodRange(kind: BillPeriodKind, period: string): { from: Date; to: Date } {
  if (!isBillPeriod(kind, period)) throw new RangeError(`not a ${kind} period: ${period}`);
  if (kind === 'MONTH') {
    const [y, m] = period.split('-').map(Number);
    return { from: new Date(Date.UTC(y, m - 1, 1) - CHINA_OFFSET_MS), to: new Date(Date.UTC(y, m, 1) - CHINA_OFFSET_MS) };
  }
  const [y, w] = period.split('-W').map(Number);
  const monday = isoWeekOneMonday(y) + (w - 1) * 7 * DAY_MS;
  return { from: new Date(monday - CHINA_OFFSET_MS), to: new Date(monday + 7 * DAY_MS - CHINA_OFFSET_MS) };
}

/** The ISO week (YYYY-Www) of an instant, China time. */
export function weekOf(at: Date): string {
  const d = new Date(at.getTime() + CHINA_OFFSET_MS);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  const thursday = day + (3 - ((new Date(day).getUTCDay() + 6) % 7)) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - isoWeekOneMonday(year)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

// ---- bill states --------------------------------------------------------------------------------------------

export const BILL_STATES = ['DRAFT', 'CONFIRMED', 'SETTLED'] as const;
export type BillState = (typeof BILL_STATES)[number];
export const BILL_ACTIONS = ['regenerate', 'confirm', 'pay'] as const;
export type BillAction = (typeof BILL_ACTIONS)[number];

/** What each action may do from each state (pay keeps CONFIRMED until the bill is paid in full → SETTLED). */
export const BILL_TRANSITIONS: Record<BillState, Partial<Record<BillAction, BillState>>> = {
  DRAFT: { regenerate: 'DRAFT', confirm: 'CONFIRMED' },
  CONFIRMED: { pay: 'CONFIRMED' },
  SETTLED: {},
};

export const billAllows = (state: BillState, action: BillAction): boolean => BILL_TRANSITIONS[state][action] !== undefined;

/**
 * A bill whose total is below zero is a **credit** to its party (a merchant's compensation larger than its fees this
 * period; a provider's deductions larger than what we owe it): settling it moves money the other way — we pay the
 * merchant, the provider pays us. Payments are recorded as positive amounts either way; `paid_cents` counts them.
 */
export const isCredit = (totalCents: number): boolean => totalCents < 0;
/** what is still to be paid on a confirmed bill, in either direction */
export const openOf = (totalCents: number, paidCents: number): number => Math.max(0, Math.abs(totalCents) - paidCents);

/** The state after a payment: SETTLED once the payments reach the total (its size, for a credit). */
export const afterPayment = (totalCents: number, paidCents: number): BillState => (paidCents >= Math.abs(totalCents) ? 'SETTLED' : 'CONFIRMED');

/**
 * The entry a confirmed bill posts (source `bill:<id>`): the total on the party's account, the INCOME rows to
 * income and the OUTLAY rows to cost. Consignor: Dr RECEIVABLE total, Cr INCOME income, Dr COST outlay. Provider:
 * Cr PAYABLE total, Dr COST outlay, Cr INCOME income. Zero parts are left out; null when nothing is left.
 */
export function billEntryLines(party: BillPartyKind, accounts: { party: number; income: number; cost: number }, incomeCents: number, outlayCents: number): Line[] | null {
  const total = party === 'consignor' ? incomeCents - outlayCents : outlayCents - incomeCents;
  const lines: Line[] = [
    { accountId: accounts.party, amountCents: party === 'consignor' ? total : -total },
    { accountId: accounts.income, amountCents: -incomeCents },
    { accountId: accounts.cost, amountCents: outlayCents },
  ].filter((l) => l.amountCents !== 0);
  return lines.length >= 2 ? lines : null;
}

// ---- check-bills (statements) ---------------------------------------------------------------------------------

export const STATEMENT_LINE_STATES = ['PENDING', 'CONFIRMED', 'DISPUTED'] as const;
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number];
export const STATEMENT_STATES = ['SENT', 'DISPUTED', 'CONFIRMED'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/** A statement is CONFIRMED (frozen) when every line is confirmed, DISPUTED while any line is, else SENT. */
export function statementState(counts: { lines: number; confirmed: number; disputed: number }): StatementState {
  if (counts.lines > 0 && counts.confirmed === counts.lines) return 'CONFIRMED';
  return counts.disputed > 0 ? 'DISPUTED' : 'SENT';
}

/** A frozen statement takes no answer; a line answered CONFIRMED stays so; a disputed line may be confirmed later. */
export const lineAnswerable = (statement: StatementState, line: StatementLineState): boolean => statement !== 'CONFIRMED' && line !== 'CONFIRMED';

// ---- payments -----------------------------------------------------------------------------------------------

export const PAYMENT_METHODS = ['BANK', 'CASH', 'PREPAID'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentRefusal {
  msg: 'fnBillNotPayable' | 'fnOverPayment' | 'fnPrepaidOnlyConsignor' | 'fnPrepaidShort';
  params?: Record<string, string | number>;
}

/** Why `amountCents` cannot be paid on a bill with `openCents` still open (null: it can). */
export function paymentRefusal(
  state: BillState,
  party: BillPartyKind,
  method: PaymentMethod,
  openCents: number,
  amountCents: number,
  prepaidCents?: number,
  credit = false,
): PaymentRefusal | null {
  if (state !== 'CONFIRMED' || openCents <= 0) return { msg: 'fnBillNotPayable' };
  if (amountCents > openCents) return { msg: 'fnOverPayment', params: { amount: fen(amountCents), open: fen(openCents) } };
  if (method === 'PREPAID' && party !== 'consignor') return { msg: 'fnPrepaidOnlyConsignor' };
  // a merchant's credit paid into its prepaid balance adds to it: nothing to be short of
  if (method === 'PREPAID' && !credit && (prepaidCents ?? 0) < amountCents) return { msg: 'fnPrepaidShort', params: { balance: fen(prepaidCents ?? 0) } };
  return null;
}

const fen = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/**
 * A payment's entry (source `payment:<id>`): a consignor pays — Dr BANK (or CASH, or its PREPAID balance) /
 * Cr RECEIVABLE; we pay a provider — Dr PAYABLE / Cr BANK (or CASH). On a credit bill the other way round: we pay
 * the merchant — Dr RECEIVABLE / Cr BANK (or CASH, or into its PREPAID balance); the provider pays us — Dr BANK /
 * Cr PAYABLE.
 */
export function paymentLines(party: BillPartyKind, partyAccount: number, moneyAccount: number, amountCents: number, credit = false): Line[] {
  const lines = paymentLinesOwed(party, partyAccount, moneyAccount, amountCents);
  return credit ? lines.map((l) => ({ ...l, amountCents: -l.amountCents })) : lines;
}

function paymentLinesOwed(party: BillPartyKind, partyAccount: number, moneyAccount: number, amountCents: number): Line[] {
  return party === 'consignor'
    ? [
        { accountId: moneyAccount, amountCents },
        { accountId: partyAccount, amountCents: -amountCents },
      ]
    : [
        { accountId: partyAccount, amountCents },
        { accountId: moneyAccount, amountCents: -amountCents },
      ];
}

/** The source key of a fee row on a bill line: one per company, so a fee row lands on one bill only. */
export const orderFeeKey = (orderFeeId: number) => `of:${orderFeeId}`;
/** An estimate is keyed by order + fee code + party (its row id changes on every re-pricing). */
export const estimateKey = (orderId: number, code: string, partyType: string, partyId: number) => `est:${orderId}:${code}:${partyType}:${partyId}`;

/**
 * Which parties a generation may draft for, given the caller's data scope (README.md 'Data scope'): every party
 * without a restriction; under a data role, only the consignors its `chosen` role names (a provider's bill or a
 * consignor outside them is refused, not silently skipped); a role covering no consignor (own / unit, or chosen
 * warehouses / stations only) may not generate. `partyIds` undefined: every party of the kinds.
 */
export type GenerationParties = { kinds: BillPartyKind[]; partyIds?: number[] } | { refused: 'fnBillGenerateScope' };

export function generationParties(scope: DataScope, partyType?: BillPartyKind, partyId?: number): GenerationParties {
  if (scope.kind === 'all') return { kinds: partyType ? [partyType] : [...BILL_PARTY_KINDS], partyIds: partyId ? [partyId] : undefined };
  const consignors = scope.kind === 'chosen' ? scope.consignorIds : [];
  if (!consignors.length || (partyType && partyType !== 'consignor') || (partyId && !consignors.includes(partyId))) return { refused: 'fnBillGenerateScope' };
  return { kinds: ['consignor'], partyIds: partyId ? [partyId] : [...consignors] };
}
