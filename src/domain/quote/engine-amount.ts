/**
 * The quote engine's arithmetic (README 'Rounding'): integers only, one half-up rounding per line, BigInt where a
 * product could pass 2⁵³. A figure past MAX_LINE_CENTS is refused by the caller, never wrapped or rounded by a float.
 */
import { BASIS_UNITS, type Basis, type PriceMode } from './model';

/**
 * a × b / d rounded half up, for non-negative integers a, b and a positive integer d. Exact: the plain path runs
 * only while a × b is a safe integer, the rest in BigInt. A result past Number.MAX_SAFE_INTEGER is Infinity (every
 * caller refuses it as above MAX_LINE_CENTS).
 */
export function mulDivRoundHalfUp(a: number, b: number, d: number): number {
  const p = a * b;
  if (Number.isSafeInteger(p)) {
    const [q, r] = divMod(p, d);
    return 2 * r >= d ? q + 1 : q;
  }
  const D = BigInt(d);
  const q = (BigInt(a) * BigInt(b) * 2n + D) / (2n * D);
  return q > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(q);
}

/** Quotient and remainder of safe non-negative integers, exact (a float quotient may sit one off an integer boundary). */
function divMod(p: number, d: number): [number, number] {
  let q = Math.floor(p / d);
  let r = p - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return [q, r];
}

/** The price part of a basic or extra row (model.ts priceFields). */
export interface PriceFields {
  basis: Basis;
  mode: PriceMode;
  unit_cents: number;
  first_units: number;
  first_cents: number;
  step_units: number;
  additional_cents: number;
  flat_cents: number;
  min_cents: number;
}

export interface RowAmount {
  /** the price applied to the quantity, before the minimum */
  raw: number;
  /** FIRST_ADDITIONAL: the started steps past the first units */
  steps: number;
  /** after the minimum charge (may exceed MAX_LINE_CENTS or be Infinity: the caller refuses it) */
  amount: number;
}

/**
 * A basic or extra row applied to `quantity` base units: UNIT is price × quantity / units-per-price-unit, rounded
 * once; FIRST_ADDITIONAL the first units' price plus every started step; FLAT the flat price; then the minimum.
 */
export function rowAmount(row: PriceFields, quantity: number): RowAmount {
  let raw = 0;
  let steps = 0;
  if (row.mode === 'UNIT') raw = mulDivRoundHalfUp(row.unit_cents, quantity, BASIS_UNITS[row.basis]);
  else if (row.mode === 'FIRST_ADDITIONAL') {
    const past = quantity - row.first_units;
    if (past > 0 && row.step_units > 0) {
      const [q, r] = divMod(past, row.step_units);
      steps = r > 0 ? q + 1 : q;
    }
    raw = row.first_cents + mulDivRoundHalfUp(steps, row.additional_cents, 1);
  } else raw = row.flat_cents;
  return { raw, steps, amount: Math.max(raw, row.min_cents) };
}

export interface RatioAmount {
  raw: number;
  amount: number;
}

/** A ratio row over `base` fen: base × percent_bp / 10 000 rounded once, then the minimum, then the cap (0 = none). */
export function ratioAmount(base: number, percentBp: number, minCents: number, maxCents: number): RatioAmount {
  const raw = mulDivRoundHalfUp(base, percentBp, 10_000);
  let amount = Math.max(raw, minCents);
  if (maxCents > 0 && amount > maxCents) amount = maxCents;
  return { raw, amount };
}
