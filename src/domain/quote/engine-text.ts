/**
 * The quote engine's words: the formula of a fee line and the notes of an order priced (partly) without lines, in
 * Chinese or English, written from figures so a stored line can be shown again in the reader's language. Money reads
 * by the one money rule (src/domain/money.ts formatYuan: ¥1,234.56) in both languages, like every other amount.
 */
import { formatYuan } from '../money';
import { FEE_CODE_NAMES, MAX_LINE_CENTS, type Basis, type FeeExplanation, type QuoteFeeCode } from './model';

export type QuoteLang = 'zh' | 'en';

const UNITS: Record<Basis, { zh: string; en: string; decimals: number }> = {
  PIECE: { zh: '件', en: 'pc', decimals: 0 },
  WEIGHT: { zh: 'kg', en: 'kg', decimals: 3 },
  VOLUME: { zh: 'm³', en: 'm³', decimals: 6 },
  DISTANCE: { zh: 'km', en: 'km', decimals: 3 },
  FLOOR: { zh: '层', en: 'floor', decimals: 0 },
  ORDER: { zh: '单', en: 'order', decimals: 0 },
};

/** An integer over 10^decimals written with its decimals, in integers (no float rounding). */
function fixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (decimals === 0) return String(value);
  const s = String(Math.abs(Math.trunc(value))).padStart(decimals + 1, '0');
  return `${value < 0 ? '-' : ''}${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

/** base units as the price unit (kg with 3 decimals, m³ with 6, km with 3; pieces, floors, orders whole) */
export const quantityText = (q: number, basis: Basis, lang: QuoteLang) => `${fixed(q, UNITS[basis].decimals)} ${UNITS[basis][lang]}`;

/** The formula of a line in `lang`, from its explanation's figures. */
export function formulaText(e: FeeExplanation, lang: QuoteLang): string {
  const p = e.price;
  if (!p) return e.formula;
  const zh = lang === 'zh';
  let text: string;
  if (p.mode === 'RATIO') {
    const parts = p.of.map((o) => `${FEE_CODE_NAMES[o.code][lang]} ${formatYuan(o.amount_cents)}`).join(' + ');
    text = `(${parts}) ${formatYuan(e.quantity)} × ${fixed(p.percent_bp, 2)}% = ${formatYuan(p.raw_cents)}`;
  } else {
    const basis = e.basis as Basis;
    const unit = UNITS[basis][lang];
    if (p.mode === 'UNIT') text = `${formatYuan(p.unit_cents)}/${unit} × ${quantityText(e.quantity, basis, lang)} = ${formatYuan(p.raw_cents)}`;
    else if (p.mode === 'FIRST_ADDITIONAL')
      text = zh
        ? `${quantityText(e.quantity, basis, lang)}：首 ${quantityText(p.first_units, basis, lang)} ${formatYuan(p.first_cents)} + 续 ${p.steps} × ${formatYuan(p.additional_cents)}/${quantityText(p.step_units, basis, lang)} = ${formatYuan(p.raw_cents)}`
        : `${quantityText(e.quantity, basis, lang)}: first ${quantityText(p.first_units, basis, lang)} ${formatYuan(p.first_cents)} + ${p.steps} × ${formatYuan(p.additional_cents)} per ${quantityText(p.step_units, basis, lang)} = ${formatYuan(p.raw_cents)}`;
    else text = zh ? `${quantityText(e.quantity, basis, lang)}：固定 ${formatYuan(p.flat_cents)}` : `${quantityText(e.quantity, basis, lang)}: flat ${formatYuan(p.flat_cents)}`;
  }
  if (p.min_cents > p.raw_cents) text += zh ? ` → 最低收费 ${formatYuan(p.min_cents)}` : ` → minimum ${formatYuan(p.min_cents)}`;
  if (p.max_cents > 0 && Math.max(p.raw_cents, p.min_cents) > p.max_cents) text += zh ? ` → 封顶 ${formatYuan(p.max_cents)}` : ` → capped at ${formatYuan(p.max_cents)}`;
  return text;
}

/** Why a fee (or the whole order) was not priced. */
export interface PricingNote {
  key: 'noCard' | 'noTier' | 'noDistance' | 'noFloor' | 'tooBig' | 'ratioOfRatio';
  code?: QuoteFeeCode;
  quantity?: number;
  basis?: Basis;
}

const NOTES: Record<PricingNote['key'], { zh: string; en: string }> = {
  noCard: { zh: '没有适用的报价', en: 'No rate card applies' },
  noTier: { zh: '没有包含数量 {q} 的区间', en: 'no tier contains {q}' },
  noDistance: { zh: '订单没有测量距离', en: 'the order has no measured distance' },
  noFloor: { zh: '订单没有楼层', en: 'the order has no floor' },
  tooBig: { zh: '金额超过 {max}，已拒绝', en: 'the amount exceeds {max} and is refused' },
  ratioOfRatio: { zh: '比例费用不能以比例费用为基数，已拒绝', en: 'a ratio fee cannot be a percentage of another ratio fee; refused' },
};

/** A note in `lang`: the fee's name, then why. */
export function noteText(n: PricingNote, lang: QuoteLang): string {
  const q = n.quantity !== undefined && n.basis ? quantityText(n.quantity, n.basis, lang) : String(n.quantity ?? '');
  const body = NOTES[n.key][lang].replace('{q}', q).replace('{max}', formatYuan(MAX_LINE_CENTS));
  return n.code ? `${FEE_CODE_NAMES[n.code][lang]}${lang === 'zh' ? '：' : ': '}${body}` : body;
}
