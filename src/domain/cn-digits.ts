/** Number → uppercase Chinese (financial) digits, e.g. 1005 → 壹仟零伍 (spec §5 General, §9). */

export const CN_DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SMALL_UNITS = ['', '拾', '佰', '仟'] as const;
const BIG_UNITS = ['', '万', '亿'] as const;
export const CN_DIGITS_MAX = 999_999_999;
export const OUT_OF_RANGE = 'number out of range';

/** 1..9999 without leading 零; zeros inside collapse to one 零, trailing zeros drop. */
function section(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let pos = 3; pos >= 0; pos--) {
    const d = Math.floor(n / 10 ** pos) % 10;
    if (d === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += CN_DIGITS[0];
    pendingZero = false;
    out += CN_DIGITS[d] + SMALL_UNITS[pos];
  }
  return out;
}

/** Integers 0..999 999 999 only; anything else throws Error('number out of range'). */
export function toChineseUppercase(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > CN_DIGITS_MAX) throw new Error(OUT_OF_RANGE);
  if (value === 0) return CN_DIGITS[0];
  const groups = [Math.floor(value / 1e8), Math.floor(value / 1e4) % 1e4, value % 1e4];
  let out = '';
  let gap = false;
  groups.forEach((g, i) => {
    if (g === 0) {
      if (out) gap = true;
      return;
    }
    // a lower group that does not fill its thousands place, or follows an empty group, reads with 零
    if (out && (gap || g < 1000)) out += CN_DIGITS[0];
    out += section(g) + BIG_UNITS[2 - i];
    gap = false;
  });
  return out;
}
