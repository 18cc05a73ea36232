/** Tests only: the rate cards, rows and order every engine suite prices (engine.test.ts, engine.property.test.ts). */
import { basicRow, extraRow, ratioRow, type CardKind, type CardVersion, type PartyType, type PricingOrder, type RateCard, type RateRow } from './model';

const SH = { province_code: '310000', city_code: '310100', district_code: '310115' };
export const area = (p = '', c = '', d = '') => ({ zone: 'area' as const, province_code: p, city_code: c, district_code: d });
export const shArea = area(SH.province_code, SH.city_code, SH.district_code);

export const basic = (r: Record<string, unknown>): RateRow => basicRow.parse({ shape: 'basic', zone: shArea, code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', ...r });
export const extra = (r: Record<string, unknown>): RateRow => extraRow.parse({ shape: 'extra', zone: shArea, basis: 'ORDER', mode: 'FLAT', ...r });
export const ratio = (r: Record<string, unknown>): RateRow => ratioRow.parse({ shape: 'ratio', zone: shArea, ...r });

let nextId = 1;
export const version = (rows: RateRow[], v: Partial<CardVersion> = {}): CardVersion => ({ id: nextId++, version_no: 1, effective_from: '2026-01-01', effective_to: null, state: 'PUBLISHED', rows, ...v });
export function card(kind: CardKind, party_type: PartyType, party_id: number | null, versions: CardVersion[] | RateRow[], extraFields: Partial<RateCard> = {}): RateCard {
  const vs = (versions.length > 0 && 'rows' in versions[0] ? versions : [version(versions as RateRow[])]) as CardVersion[];
  return { id: nextId++, kind, name: `${kind}-${party_id ?? 'default'}`, party_type, party_id, party_name: party_id ? `party ${party_id}` : '', status: 1, versions: vs, ...extraFields };
}

export const order = (o: Partial<PricingOrder> = {}): PricingOrder => ({
  date: '2026-06-01',
  consignor_id: 7,
  template_id: 70,
  delivery_id: 8,
  carrier_id: 9,
  station_id: 10,
  factory_id: 11,
  line_id: 12,
  ...SH,
  address: '上海市浦东新区张江镇科苑路 88 号',
  origin_code: '320505',
  pieces: 3,
  weight_g: 85_000,
  volume_cm3: 350_000,
  max_piece_g: 40_000,
  categories: ['家具/沙发'],
  services: ['DELIVERY'],
  floor: null,
  has_lift: null,
  distance_m: null,
  ...o,
});
