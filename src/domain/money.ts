/**
 * How money reads on every finance and report screen (issue 21): amounts are integer fen, shown as yuan with the
 * currency sign, thousands grouped and always two decimals — 123456 → '¥1,234.56'; a negative amount puts its minus
 * before the sign — -500 → '-¥5.00'. Column headings therefore carry no '(元)': the sign already says it.
 */
const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** fen → '¥1,234.56'; negatives '-¥1,234.56'; computed from whole fen, never from a float sum */
export function formatYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const whole = grouped.format(Math.floor(abs / 100)).slice(0, -3);
  return `${sign}¥${whole}.${String(abs % 100).padStart(2, '0')}`;
}
