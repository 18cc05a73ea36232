/** Typed figures → integer base units and back: yuan → fen, kg → g, m³ → cm³, km → m, % → basis points; never a float in between. */
import { BASIS_UNITS, type Basis } from '@/domain/quote/model';

/** '12.5' with up to `decimals` decimals → 12.5 × 10^decimals as an integer; null when not a non-negative number of that precision. */
export function parseScaled(input: string, decimals: number): number | null {
  const s = input.trim();
  const re = decimals > 0 ? new RegExp(`^\\d{1,13}(\\.\\d{1,${decimals}})?$`) : /^\d{1,13}$/;
  if (!re.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const n = Number(whole) * 10 ** decimals + Number(frac.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(n) ? n : null;
}

/** 12500, 3 → '12.5' (trailing zeros dropped). */
export function formatScaled(n: number, decimals: number): string {
  if (decimals === 0) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const scale = 10 ** decimals;
  const frac = String(abs % scale).padStart(decimals, '0').replace(/0+$/, '');
  return `${sign}${Math.floor(abs / scale)}${frac ? `.${frac}` : ''}`;
}

/** decimals a quantity of the basis is typed with: kg (3 → g), m³ (6 → cm³), km (3 → m), pieces / floors / orders whole */
export const basisDecimals = (basis: Basis): number => Math.round(Math.log10(BASIS_UNITS[basis]));

/** '5.25' % → 525 basis points */
export const parsePercent = (input: string) => parseScaled(input, 2);
export const formatPercent = (bp: number) => formatScaled(bp, 2);

/** '-5' / '+12.5' % → basis points (-500 / 1250), null when not a number with at most 2 decimals */
export function parseSignedPercent(text: string): number | null {
  const s = text.trim().replace(/^\+/, '');
  const negative = s.startsWith('-');
  const bp = parseScaled(negative ? s.slice(1) : s, 2);
  return bp === null ? null : negative ? -bp : bp;
}
