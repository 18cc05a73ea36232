/** Splits scanned or typed text into order numbers: lines, commas (ASCII or full-width) and spaces separate them. */
import { isOrderNo } from '@/domain/validators';

export const MAX_LABELS = 100;

export interface ParsedOrderNumbers {
  /** distinct, in input order, at most MAX_LABELS */
  valid: string[];
  invalid: string[];
  truncated: boolean;
}

export function parseOrderNumbers(text: string): ParsedOrderNumbers {
  const seen = new Set<string>();
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,，;；]+/)) {
    const v = token.trim();
    if (!v || seen.has(v)) continue;
    seen.add(v);
    (isOrderNo(v) ? valid : invalid).push(v);
  }
  return { valid: valid.slice(0, MAX_LABELS), invalid, truncated: valid.length > MAX_LABELS };
}
