/** How a rate row reads in the version table and the fee explanation: zone, tier, price and conditions in ¥ (formatYuan), kg, m³, km. */
import { BASIS_LABELS, FEE_CODE_NAMES, type Basis, type QuoteFeeCode, type RateRow, type Zone } from '@/domain/quote/model';
import { formatYuan } from '@/domain/money';
import { basisDecimals, formatPercent, formatScaled } from './units';

type Lang = 'zh' | 'en';

export interface ZoneLabels {
  /** an area code's label path ('广东省 / 深圳市'), or the code itself when not known */
  area(code: string): string;
  station(id: number): string;
  line(id: number): string;
  country: string;
}

export function zoneText(zone: Zone, labels: ZoneLabels): string {
  if (zone.zone === 'station') return labels.station(zone.station_id);
  if (zone.zone === 'route') {
    if (zone.line_id !== null) return labels.line(zone.line_id);
    return `${zone.from_code ? labels.area(zone.from_code) : labels.country} → ${labels.area(zone.to_code)}`;
  }
  const deepest = zone.district_code || zone.city_code || zone.province_code;
  return deepest ? labels.area(deepest) : labels.country;
}

export const feeCodeName = (code: string, lang: Lang) => FEE_CODE_NAMES[code as QuoteFeeCode]?.[lang] ?? code;

const EN_UNITS: Partial<Record<Basis, string>> = { PIECE: 'pc', FLOOR: 'floor', ORDER: 'order' };
/** the unit a basis' price is per, in the user's language: 件 / pc, kg, m³, km, 层 / floor, 单 / order */
export const unitLabel = (basis: Basis, lang: Lang) => (lang === 'en' ? (EN_UNITS[basis] ?? BASIS_LABELS[basis].unit) : BASIS_LABELS[basis].unit);

/** a quantity in base units as the basis' unit reads: 350000 cm³ → '0.35 m³' */
export function quantityText(basis: Basis, n: number, lang: Lang): string {
  return `${formatScaled(n, basisDecimals(basis))} ${unitLabel(basis, lang)}`;
}

/** '[0, 30) kg', '≥ 30 kg', '' for a row without tiers */
export function tierText(row: RateRow, lang: Lang): string {
  if (row.shape === 'ratio') return '';
  if (row.tier_min === 0 && row.tier_max === null) return '';
  const unit = unitLabel(row.basis, lang);
  const d = basisDecimals(row.basis);
  if (row.tier_max === null) return `≥ ${formatScaled(row.tier_min, d)} ${unit}`;
  return `[${formatScaled(row.tier_min, d)}, ${formatScaled(row.tier_max, d)}) ${unit}`;
}

/** '¥12.50/kg', '首1 kg ¥10.00，每续0.5 kg ¥3.00', '¥80.00', '5% × (配送费 + 安装费)' (min and cap appended); money as formatYuan */
export function priceText(row: RateRow, lang: Lang): string {
  const extra: string[] = [];
  if (row.min_cents) extra.push(`${lang === 'zh' ? '最低' : 'min'} ${formatYuan(row.min_cents)}`);
  if (row.shape === 'ratio') {
    if (row.max_cents) extra.push(`${lang === 'zh' ? '封顶' : 'cap'} ${formatYuan(row.max_cents)}`);
    const base = row.of.map((c) => feeCodeName(c, lang)).join(' + ');
    return [`${formatPercent(row.percent_bp)}% × (${base})`, ...extra].join(lang === 'zh' ? '，' : ', ');
  }
  const unit = unitLabel(row.basis, lang);
  let main: string;
  if (row.mode === 'FLAT') main = formatYuan(row.flat_cents);
  else if (row.mode === 'UNIT') main = `${formatYuan(row.unit_cents)}/${unit}`;
  else {
    const q = (n: number) => quantityText(row.basis, n, lang);
    main =
      lang === 'zh'
        ? `首${q(row.first_units)} ${formatYuan(row.first_cents)}，每续${q(row.step_units)} ${formatYuan(row.additional_cents)}`
        : `first ${q(row.first_units)} ${formatYuan(row.first_cents)}, each further ${q(row.step_units)} ${formatYuan(row.additional_cents)}`;
  }
  return [main, ...extra].join(lang === 'zh' ? '，' : ', ');
}

/** an extra row's condition: keywords, covered radius, free floors, dates, piece weight */
export function conditionText(row: RateRow, lang: Lang): string {
  if (row.shape !== 'extra') return row.shape === 'basic' ? row.category : '';
  const c = row.condition;
  const zh = lang === 'zh';
  switch (row.code) {
    case 'OVER_DISTANCE': {
      const parts: string[] = [];
      if (c.keywords.length) parts.push(`${c.keywords.join('、')}${c.over_m ? ` (${zh ? '超' : 'over'} ${formatScaled(c.over_m, 3)} km)` : ''}`);
      if (c.covered_m !== null) parts.push(`${zh ? '覆盖半径' : 'covered radius'} ${formatScaled(c.covered_m, 3)} km`);
      return parts.join('; ');
    }
    case 'NO_LIFT':
      return zh ? `免费${c.free_floors}层` : `${c.free_floors} floor(s) free`;
    case 'HOLIDAY':
      return c.dates.join(', ');
    case 'HEAVY':
      return `${zh ? '单件 ≥' : 'piece ≥'} ${formatScaled(c.min_piece_g, 3)} kg`;
    default:
      return '';
  }
}
