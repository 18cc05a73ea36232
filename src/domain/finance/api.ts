/**
 * The finance API contract (issue 21), shared by the server's routes and the screens:
 *
 *   GET /finance/accounts              ?kind&party_type&party_id&page&per_page   accounts with their balances
 *   GET /finance/accounts/:id/journal  ?page&per_page                            the account's lines, newest first
 *
 * Servicer accounts (the finance team works under its servicer); the company's own accounts only.
 */
import { z } from 'zod';
import { DB_INT_MAX, numeric } from '../input-fields';
import { ACCOUNT_KIND_LIST, type AccountKind, type EntryKind, type EntryPhase } from './ledger';

const id = numeric(z.number().int().min(1).max(DB_INT_MAX));
const page = numeric(z.number().int().min(1).max(100_000)).default(1);
const perPage = numeric(z.number().int().min(1).max(500)).default(20);
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const PARTY_TYPES = ['consignor', 'carrier', 'delivery'] as const;

export const accountListQuery = z
  .object({
    kind: z.preprocess(blankToUndefined, z.enum(ACCOUNT_KIND_LIST as [AccountKind, ...AccountKind[]]).optional()),
    party_type: z.preprocess(blankToUndefined, z.enum(PARTY_TYPES).optional()),
    party_id: z.preprocess(blankToUndefined, id.optional()),
    page,
    per_page: perPage,
  })
  .strict();

export const journalQuery = z.object({ page, per_page: perPage }).strict();

export interface AccountDto {
  id: number;
  kind: AccountKind;
  party_type: string;
  party_id: number | null;
  party_name: string;
  code: string;
  name: string;
  currency: string;
  /** debit-positive, as stored */
  balance_cents: number;
  pending_cents: number;
  /** on the account's normal side, as the screens show it */
  display_balance_cents: number;
  display_pending_cents: number;
}

export interface JournalLineDto {
  line_id: number;
  entry_id: number;
  entry_no: string;
  period: string;
  kind: EntryKind;
  phase: EntryPhase;
  memo: string;
  posted_at: string;
  created_by_name: string;
  /** positive debit, negative credit */
  amount_cents: number;
  debit_cents: number;
  credit_cents: number;
  reverses_entry_id: number | null;
  pending_entry_id: number | null;
}

export interface AccountJournalDto {
  account: AccountDto;
  list: JournalLineDto[];
  total: number;
}
