/**
 * A rate row as its form holds it (every figure the text typed: yuan, kg, m³, km, %) and the conversion both ways:
 * yuan → fen through parseAmountCents, quantities → base units by the basis, % → basis points; the row is then
 * checked with the model's own schema (basicRow / ratioRow / extraRow) so the form refuses what the server would.
 */
import { basicRow, CARD_KIND_INFO, extraRow, ratioRow, type Basis, type CardKind, type PriceMode, type RateRow, type Zone } from '@/domain/quote/model';
import { QUOTE_MESSAGES } from '@/domain/quote/messages';
import { formatCents, parseAmountCents } from '@/domain/tickets/fees';
import { basisDecimals, formatPercent, formatScaled, parsePercent, parseScaled } from './units';

export interface RowFormValues {
  code: string;
  category: string;
  /** area zone */
  province_code: string;
  city_code: string;
  district_code: string;
  /** route zone */
  from_code: string;
  to_code: string;
  line_id: string;
  /** station zone */
  station_id: string;
  basis: Basis;
  tier_min: string;
  tier_max: string;
  mode: PriceMode;
  unit: string;
  first_units: string;
  first: string;
  step_units: string;
  additional: string;
  flat: string;
  min: string;
  /** ratio */
  of: string[];
  percent: string;
  max: string;
  /** extra conditions: keywords and dates one per line or comma-separated */
  keywords: string;
  over_km: string;
  covered_km: string;
  free_floors: string;
  dates: string;
  min_piece_kg: string;
}

export type RowFormErrors = Partial<Record<keyof RowFormValues | 'zone' | 'row', string>>;

export function emptyRowForm(kind: CardKind): RowFormValues {
  const shape = CARD_KIND_INFO[kind].rows;
  return {
    code: shape === 'ratio' ? 'FUEL' : shape === 'extra' ? (kind === 'OVER_DISTANCE' ? 'OVER_DISTANCE' : 'REMOTE') : defaultBasicCode(kind),
    category: '',
    province_code: '',
    city_code: '',
    district_code: '',
    from_code: '',
    to_code: '',
    line_id: '',
    station_id: '',
    basis: 'PIECE',
    tier_min: '',
    tier_max: '',
    mode: 'UNIT',
    unit: '',
    first_units: '',
    first: '',
    step_units: '',
    additional: '',
    flat: '',
    min: '',
    of: [],
    percent: '',
    max: '',
    keywords: '',
    over_km: '',
    covered_km: '',
    free_floors: '1',
    dates: '',
    min_piece_kg: '',
  };
}

const BASIC_CODE_OF_KIND: Partial<Record<CardKind, string>> = { FACTORY_LOAD: 'LOAD', TRANSFER: 'TRANSFER', ROUTE: 'LINE_HAUL', LAND: 'LAND', STATION_LAND: 'STATION' };
const defaultBasicCode = (kind: CardKind) => BASIC_CODE_OF_KIND[kind] ?? 'DELIVERY';

const list = (s: string) =>
  s
    .split(/[\n,，、;；]+/)
    .map((x) => x.trim())
    .filter(Boolean);

type Lang = 'zh' | 'en';
const KNOWN = QUOTE_MESSAGES as Record<string, { zh: string; en: string }>;
/** a model / server msg key in the user's language (an unknown text is shown as it is) */
export const quoteMessage = (key: string, lang: Lang) => KNOWN[key]?.[lang] ?? key;

function zoneOf(kind: CardKind, v: RowFormValues): Zone {
  const zone = CARD_KIND_INFO[kind].zone;
  if (zone === 'route') return { zone, from_code: v.from_code, to_code: v.to_code, line_id: v.line_id ? Number(v.line_id) : null };
  if (zone === 'station') return { zone, station_id: Number(v.station_id) || 0 };
  return { zone, province_code: v.province_code, city_code: v.city_code, district_code: v.district_code };
}

/**
 * The form's values → a row of the kind's shape in base units, or the errors by field (in the user's language).
 * Figures that cannot be read are refused here; the model's rules (tier, step, ratio base, conditions) by its schema.
 */
export function rowFromForm(kind: CardKind, v: RowFormValues, lang: Lang): { row: RateRow } | { errors: RowFormErrors } {
  const errors: RowFormErrors = {};
  const money = (field: keyof RowFormValues, s: string) => {
    if (s.trim() === '') return 0;
    const c = parseAmountCents(s);
    if (c === null) errors[field] = quoteMessage('qtCents', lang);
    return c ?? 0;
  };
  const qty = (field: keyof RowFormValues, s: string, decimals: number, blank: number | null = 0) => {
    if (s.trim() === '') return blank;
    const n = parseScaled(s, decimals);
    if (n === null) errors[field] = quoteMessage(decimals ? 'qtTooBig' : 'qtQuantityInt', lang);
    return n ?? 0;
  };
  const shape = CARD_KIND_INFO[kind].rows;
  const zone = zoneOf(kind, v);
  if (zone.zone === 'station' && !zone.station_id) errors.station_id = quoteMessage('qtZoneType', lang);
  let draft: unknown;
  if (shape === 'ratio') {
    const bp = parsePercent(v.percent);
    if (bp === null || bp <= 0) errors.percent = quoteMessage('qtPercent', lang);
    draft = { shape, zone, code: v.code, of: v.of, percent_bp: bp ?? 0, min_cents: money('min', v.min), max_cents: money('max', v.max) };
  } else {
    const d = basisDecimals(v.basis);
    const price = {
      basis: v.basis,
      tier_min: qty('tier_min', v.tier_min, d),
      tier_max: qty('tier_max', v.tier_max, d, null),
      mode: v.mode,
      unit_cents: v.mode === 'UNIT' ? money('unit', v.unit) : 0,
      first_units: v.mode === 'FIRST_ADDITIONAL' ? qty('first_units', v.first_units, d) : 0,
      first_cents: v.mode === 'FIRST_ADDITIONAL' ? money('first', v.first) : 0,
      step_units: v.mode === 'FIRST_ADDITIONAL' ? qty('step_units', v.step_units, d) : 0,
      additional_cents: v.mode === 'FIRST_ADDITIONAL' ? money('additional', v.additional) : 0,
      flat_cents: v.mode === 'FLAT' ? money('flat', v.flat) : 0,
      min_cents: money('min', v.min),
    };
    if (shape === 'basic') draft = { shape, zone, code: v.code, category: v.category.trim(), ...price };
    else {
      const covered = qty('covered_km', v.covered_km, 3, null);
      draft = {
        shape,
        zone,
        code: v.code,
        condition: {
          keywords: list(v.keywords),
          over_m: qty('over_km', v.over_km, 3),
          covered_m: covered,
          free_floors: qty('free_floors', v.free_floors, 0) ?? 1,
          dates: list(v.dates),
          min_piece_g: qty('min_piece_kg', v.min_piece_kg, 3),
        },
        ...price,
      };
    }
  }
  if (Object.keys(errors).length) return { errors };
  const schema = shape === 'basic' ? basicRow : shape === 'extra' ? extraRow : ratioRow;
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { row: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = formField(issue.path.map(String));
    errors[field] ??= quoteMessage(issue.message, lang);
  }
  return { errors };
}

/** a schema issue's path → the form field that shows it */
function formField(path: string[]): keyof RowFormErrors {
  const [head, sub] = path;
  const map: Record<string, keyof RowFormErrors> = {
    unit_cents: 'unit',
    first_cents: 'first',
    additional_cents: 'additional',
    flat_cents: 'flat',
    min_cents: 'min',
    max_cents: 'max',
    percent_bp: 'percent',
    keywords: 'keywords',
    over_m: 'over_km',
    covered_m: 'covered_km',
    dates: 'dates',
    min_piece_g: 'min_piece_kg',
    free_floors: 'free_floors',
  };
  if (head === 'zone') return 'zone';
  if (head === 'condition') return (sub && map[sub]) || 'keywords';
  if (head && map[head]) return map[head];
  if (head && head in emptyRowFormKeys) return head as keyof RowFormValues;
  return 'row';
}
const emptyRowFormKeys = emptyRowForm('CONSIGNOR_BASIC');

/** A stored row → the form's text (fen → yuan, base units → kg / m³ / km, basis points → %). */
export function formFromRow(kind: CardKind, row: RateRow): RowFormValues {
  const v = emptyRowForm(kind);
  const z = row.zone;
  if (z.zone === 'area') Object.assign(v, { province_code: z.province_code, city_code: z.city_code, district_code: z.district_code });
  else if (z.zone === 'route') Object.assign(v, { from_code: z.from_code, to_code: z.to_code, line_id: z.line_id ? String(z.line_id) : '' });
  else v.station_id = String(z.station_id);
  v.code = row.code;
  const yuan = (c: number) => (c ? formatCents(c) : '');
  v.min = yuan(row.min_cents);
  if (row.shape === 'ratio') {
    return { ...v, of: [...row.of], percent: formatPercent(row.percent_bp), max: yuan(row.max_cents) };
  }
  const d = basisDecimals(row.basis);
  Object.assign(v, {
    basis: row.basis,
    mode: row.mode,
    tier_min: row.tier_min ? formatScaled(row.tier_min, d) : '',
    tier_max: row.tier_max === null ? '' : formatScaled(row.tier_max, d),
    unit: yuan(row.unit_cents),
    first_units: row.first_units ? formatScaled(row.first_units, d) : '',
    first: yuan(row.first_cents),
    step_units: row.step_units ? formatScaled(row.step_units, d) : '',
    additional: yuan(row.additional_cents),
    flat: yuan(row.flat_cents),
  });
  if (row.shape === 'basic') v.category = row.category;
  else {
    const c = row.condition;
    Object.assign(v, {
      keywords: c.keywords.join('\n'),
      over_km: c.over_m ? formatScaled(c.over_m, 3) : '',
      covered_km: c.covered_m === null ? '' : formatScaled(c.covered_m, 3),
      free_floors: String(c.free_floors),
      dates: c.dates.join('\n'),
      min_piece_kg: c.min_piece_g ? formatScaled(c.min_piece_g, 3) : '',
    });
  }
  return v;
}
