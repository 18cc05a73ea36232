/**
 * The double-entry ledger's rules (README.md): account kinds, entries of signed integer-fen lines that sum to zero,
 * the balance projection as a pure function, reversals, the two-phase recharge and accounting periods. The server
 * applies the same functions before it writes.
 */

export const CURRENCY = 'CNY';

export const ACCOUNT_KINDS = {
  CONSIGNOR_PREPAID: { party: 'consignor', nature: 'liability' },
  CONSIGNOR_RECEIVABLE: { party: 'consignor', nature: 'asset' },
  CARRIER_PAYABLE: { party: 'carrier', nature: 'liability' },
  DELIVERY_PAYABLE: { party: 'delivery', nature: 'liability' },
  CASH: { party: null, nature: 'asset' },
  BANK: { party: null, nature: 'asset' },
  INCOME: { party: null, nature: 'income' },
  COST: { party: null, nature: 'expense' },
} as const satisfies Record<string, { party: string | null; nature: 'asset' | 'liability' | 'income' | 'expense' }>;

export type AccountKind = keyof typeof ACCOUNT_KINDS;
export const ACCOUNT_KIND_LIST = Object.keys(ACCOUNT_KINDS) as AccountKind[];
export const isAccountKind = (k: unknown): k is AccountKind => typeof k === 'string' && k in ACCOUNT_KINDS;

/** +1 when the account's balance normally sits on the debit side (assets, expenses), −1 on the credit side. */
export const normalSide = (kind: AccountKind): 1 | -1 => (ACCOUNT_KINDS[kind].nature === 'asset' || ACCOUNT_KINDS[kind].nature === 'expense' ? 1 : -1);

/** A stored (debit-positive) balance as the screens show it: on the account's normal side. */
export const normalBalance = (kind: AccountKind, balanceCents: number): number => normalSide(kind) * balanceCents || 0;

export const ENTRY_KINDS = ['RECHARGE', 'ADJUSTMENT', 'REVERSAL', 'BILL', 'SETTLEMENT', 'PAYMENT'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** SINGLE moves balances; PENDING holds; POST / VOID resolve a hold (TigerBeetle's two-phase transfers). */
export const ENTRY_PHASES = ['SINGLE', 'PENDING', 'POST', 'VOID'] as const;
export type EntryPhase = (typeof ENTRY_PHASES)[number];

/** One line: positive debits the account, negative credits it. */
export interface Line {
  accountId: number;
  amountCents: number;
  currency?: string;
}

export interface Entry {
  id?: number;
  phase: EntryPhase;
  lines: Line[];
  /** the PENDING entry a POST / VOID resolves */
  pendingId?: number | null;
  reversesId?: number | null;
}

export interface EntryRefusal {
  msg: 'fnTooFewLines' | 'fnZeroLine' | 'fnNotFen' | 'fnUnbalanced' | 'fnMixedCurrency';
  params?: Record<string, string | number>;
}

/** 1234 → '12.34' (signed). */
export function formatFen(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Why `lines` cannot be an entry, or null: ≥ 2 lines, whole non-zero fen, one currency, summing to zero. */
export function validateEntry(lines: readonly Line[]): EntryRefusal | null {
  if (lines.length < 2) return { msg: 'fnTooFewLines' };
  let sum = 0;
  const currencies = new Set<string>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amountCents)) return { msg: 'fnNotFen' };
    if (l.amountCents === 0) return { msg: 'fnZeroLine' };
    currencies.add(l.currency ?? CURRENCY);
    sum += l.amountCents;
  }
  if (!Number.isSafeInteger(sum)) return { msg: 'fnNotFen' };
  if (currencies.size > 1) return { msg: 'fnMixedCurrency' };
  if (sum !== 0) return { msg: 'fnUnbalanced', params: { diff: formatFen(sum) } };
  return null;
}

export interface Balance {
  balanceCents: number;
  pendingCents: number;
}
export type Balances = ReadonlyMap<number, Balance>;

/** What one entry does to each account it touches: Δbalance and Δpending. */
export function entryEffect(entry: Entry): Map<number, Balance> {
  const out = new Map<number, Balance>();
  for (const l of entry.lines) {
    const d = out.get(l.accountId) ?? { balanceCents: 0, pendingCents: 0 };
    if (entry.phase === 'SINGLE') d.balanceCents += l.amountCents;
    else if (entry.phase === 'PENDING') d.pendingCents += l.amountCents;
    else if (entry.phase === 'POST') {
      d.pendingCents -= l.amountCents;
      d.balanceCents += l.amountCents;
    } else d.pendingCents -= l.amountCents;
    out.set(l.accountId, d);
  }
  return out;
}

/** The projection: balances after `entry` (a new map; the input is not changed). */
export function applyEntry(balances: Balances, entry: Entry): Map<number, Balance> {
  const next = new Map(balances);
  for (const [accountId, d] of entryEffect(entry)) {
    const b = next.get(accountId) ?? { balanceCents: 0, pendingCents: 0 };
    next.set(accountId, { balanceCents: b.balanceCents + d.balanceCents, pendingCents: b.pendingCents + d.pendingCents });
  }
  return next;
}

/** Balances recomputed from a whole journal, from nothing. */
export const balancesFromJournal = (journal: readonly Entry[]): Map<number, Balance> => journal.reduce<Map<number, Balance>>((b, e) => applyEntry(b, e), new Map());

/** Only a SINGLE or a POST entry that is not itself a reversal can be reversed (a hold is voided instead). */
export const isReversible = (entry: Entry): boolean => (entry.phase === 'SINGLE' || entry.phase === 'POST') && !entry.reversesId;

/** The correcting entry: every line negated, a SINGLE entry pointing back at the original. */
export function reverseEntry(entry: Entry): Entry {
  if (!isReversible(entry)) throw new RangeError('entry is not reversible');
  return { phase: 'SINGLE', reversesId: entry.id ?? null, lines: entry.lines.map((l) => ({ ...l, amountCents: -l.amountCents })) };
}

// ---- two-phase recharge -----------------------------------------------------------------------------------

export const RECHARGE_STATES = ['PENDING', 'POSTED', 'VOIDED'] as const;
export type RechargeState = (typeof RECHARGE_STATES)[number];
export type RechargeAction = 'post' | 'void';

export const RECHARGE_TRANSITIONS: Record<RechargeState, Partial<Record<RechargeAction, RechargeState>>> = {
  PENDING: { post: 'POSTED', void: 'VOIDED' },
  POSTED: {},
  VOIDED: {},
};

export const rechargeNext = (state: RechargeState, action: RechargeAction): RechargeState | null => RECHARGE_TRANSITIONS[state][action] ?? null;

/** The entry that resolves `pending` (its lines, phase POST or VOID). */
export function resolveHold(pending: Entry, action: RechargeAction): Entry {
  if (pending.phase !== 'PENDING') throw new RangeError('not a pending entry');
  return { phase: action === 'post' ? 'POST' : 'VOID', pendingId: pending.id ?? null, lines: pending.lines.map((l) => ({ ...l })) };
}

/** The recharge lines: Dr the company's bank (or cash) account, Cr the consignor's prepaid account. */
export const rechargeLines = (bankAccountId: number, prepaidAccountId: number, amountCents: number): Line[] => [
  { accountId: bankAccountId, amountCents },
  { accountId: prepaidAccountId, amountCents: -amountCents },
];

// ---- periods -----------------------------------------------------------------------------------------------

export const PERIOD_STATUSES = ['OPEN', 'CLOSED'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The period (YYYY-MM, China time) an entry posted at `at` belongs to. */
export const periodOf = (at: Date): string => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);

export const isPeriod = (p: unknown): p is string => typeof p === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(p);

/** A month without a row is open; only an open period takes entries. */
export const periodAccepts = (status: PeriodStatus | null | undefined): boolean => status !== 'CLOSED';

export const periodCanClose = (status: PeriodStatus | null | undefined): boolean => status !== 'CLOSED';
