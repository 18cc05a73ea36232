/**
 * Generating a consignor's own cards from a template (issue 20, 商家报价生成): every price of the template's rows
 * adjusted by ± basis points and rounded, stated once:
 *   adjusted = round(price × (10 000 + adjust_bp) / 10 000) half up to the fen, then half up to 0.10 or 1.00 yuan.
 * Integers only (BigInt for the product); pure, shared by the server's preview and apply.
 */
import type { Rounding } from './api';
import { MAX_LINE_CENTS, type RateRow } from './model';

/** the price fields of basic and extra rows, and the minimum / cap of ratio rows (percentages are not prices) */
export const PRICE_FIELDS = ['unit_cents', 'first_cents', 'additional_cents', 'flat_cents', 'min_cents', 'max_cents'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

const STEP: Record<Rounding, bigint> = { FEN: 1n, JIAO: 10n, YUAN: 100n };

/** a / b rounded half up, for a ≥ 0 and b > 0 */
const divHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

/** One price adjusted by `adjustBp` basis points and rounded as `rounding` says; capped at MAX_LINE_CENTS. */
export function adjustPrice(cents: number, adjustBp: number, rounding: Rounding): number {
  if (cents <= 0) return 0;
  const fen = divHalfUp(BigInt(cents) * BigInt(10_000 + adjustBp), 10_000n);
  const step = STEP[rounding];
  const rounded = divHalfUp(fen, step) * step;
  return Number(rounded > BigInt(MAX_LINE_CENTS) ? BigInt(MAX_LINE_CENTS) : rounded);
}

export interface PriceChange {
  row: number;
  field: PriceField;
  from_cents: number;
  to_cents: number;
}

/** The template's rows with every price adjusted, and the changes (1-based row numbers) for the preview table. */
export function adjustRows(rows: readonly RateRow[], adjustBp: number, rounding: Rounding): { rows: RateRow[]; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const out = rows.map((row, i) => {
    const next: Record<string, unknown> = { ...row };
    for (const field of PRICE_FIELDS) {
      const from = (row as Record<string, unknown>)[field];
      if (typeof from !== 'number') continue;
      const to = adjustPrice(from, adjustBp, rounding);
      next[field] = to;
      if (to !== from) changes.push({ row: i + 1, field, from_cents: from, to_cents: to });
    }
    return next as RateRow;
  });
  return { rows: out, changes };
}
