/**
 * Rate cards (issue 20): kinds, parties, zones, rows and the engine's input and output — the one model the pricing
 * engine (engine.ts), the server and the screens share. Money is integer fen; quantities are integers in base units
 * (pieces, grams, cm³, metres, floors). Design: ./README.md.
 */
import { z } from 'zod';
import { DB_INT_MAX, numeric } from '../input-fields';

// ---- kinds and parties ----------------------------------------------------------------------------------------

export const CARD_KINDS = [
  'CONSIGNOR_BASIC',
  'CONSIGNOR_RATIO',
  'CONSIGNOR_EXTRA',
  'FACTORY_LOAD',
  'DELIVERY_BASIC',
  'DELIVERY_EXTRA',
  'TRANSFER',
  'LAND',
  'ROUTE',
  'STATION_LAND',
  'OVER_DISTANCE',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** A card's currency: CNY only — the engine prices in integer fen of renminbi (README 'Money'); the column's CHECK holds it. */
export const CURRENCIES = ['CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PARTY_TYPES = ['CONSIGNOR', 'TEMPLATE', 'DELIVERY', 'CARRIER', 'STATION', 'FACTORY'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

export const ROW_SHAPES = ['basic', 'ratio', 'extra'] as const;
export type RowShape = (typeof ROW_SHAPES)[number];
export const ZONE_TYPES = ['area', 'route', 'station'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

/** INCOME: receivable from the consignor; OUTLAY: payable to the card's party (the ticket fee directions). */
export type FeeDirection = 'INCOME' | 'OUTLAY';

export interface CardKindInfo {
  /** the /saas/quote/{path}/index screen */
  path: string;
  zh: string;
  en: string;
  direction: FeeDirection;
  /** the party types a card of this kind may name (TEMPLATE only for consignor kinds) */
  parties: readonly PartyType[];
  zone: ZoneType;
  rows: RowShape;
}

const CONSIGNOR_PARTIES = ['CONSIGNOR', 'TEMPLATE'] as const;

export const CARD_KIND_INFO: Record<CardKind, CardKindInfo> = {
  CONSIGNOR_BASIC: { path: 'consignorBasic', zh: '商家基础报价', en: 'Consignor basic quote', direction: 'INCOME', parties: CONSIGNOR_PARTIES, zone: 'area', rows: 'basic' },
  CONSIGNOR_RATIO: { path: 'consignorRatio', zh: '商家比例报价', en: 'Consignor ratio quote', direction: 'INCOME', parties: CONSIGNOR_PARTIES, zone: 'area', rows: 'ratio' },
  CONSIGNOR_EXTRA: { path: 'consignorExtra', zh: '商家附加报价', en: 'Consignor extra quote', direction: 'INCOME', parties: CONSIGNOR_PARTIES, zone: 'area', rows: 'extra' },
  FACTORY_LOAD: { path: 'factoryLoad', zh: '工厂装车报价', en: 'Factory load quote', direction: 'OUTLAY', parties: ['FACTORY'], zone: 'area', rows: 'basic' },
  DELIVERY_BASIC: { path: 'deliveryBasic', zh: '配送基础报价', en: 'Delivery basic quote', direction: 'OUTLAY', parties: ['DELIVERY'], zone: 'area', rows: 'basic' },
  DELIVERY_EXTRA: { path: 'deliveryExtra', zh: '配送附加报价', en: 'Delivery extra quote', direction: 'OUTLAY', parties: ['DELIVERY'], zone: 'area', rows: 'extra' },
  TRANSFER: { path: 'transfer', zh: '中转报价', en: 'Transfer quote', direction: 'OUTLAY', parties: ['CARRIER'], zone: 'route', rows: 'basic' },
  LAND: { path: 'land', zh: '落地配报价', en: 'Land quote', direction: 'OUTLAY', parties: ['DELIVERY'], zone: 'area', rows: 'basic' },
  ROUTE: { path: 'route', zh: '线路报价', en: 'Route quote', direction: 'OUTLAY', parties: ['CARRIER'], zone: 'route', rows: 'basic' },
  STATION_LAND: { path: 'stationLand', zh: '站点落地报价', en: 'Station land quote', direction: 'OUTLAY', parties: ['STATION'], zone: 'station', rows: 'basic' },
  OVER_DISTANCE: { path: 'overDistance', zh: '超区附加报价', en: 'Over-distance extra quote', direction: 'INCOME', parties: CONSIGNOR_PARTIES, zone: 'area', rows: 'extra' },
};

// ---- fee codes --------------------------------------------------------------------------------------------------

export const BASIC_FEE_CODES = ['DELIVERY', 'INSTALL', 'UPSTAIRS', 'LOAD', 'TRANSFER', 'LINE_HAUL', 'LAND', 'STATION'] as const;
export const EXTRA_FEE_CODES = ['OVER_DISTANCE', 'NO_LIFT', 'REMOTE', 'HOLIDAY', 'HEAVY'] as const;
export const RATIO_FEE_CODES = ['FUEL', 'INSURANCE', 'SERVICE', 'TAX'] as const;
export type BasicFeeCode = (typeof BASIC_FEE_CODES)[number];
export type ExtraFeeCode = (typeof EXTRA_FEE_CODES)[number];
export type RatioFeeCode = (typeof RATIO_FEE_CODES)[number];
export type QuoteFeeCode = BasicFeeCode | ExtraFeeCode | RatioFeeCode;

export const FEE_CODE_NAMES: Record<QuoteFeeCode, { zh: string; en: string }> = {
  DELIVERY: { zh: '配送费', en: 'Delivery' },
  INSTALL: { zh: '安装费', en: 'Installation' },
  UPSTAIRS: { zh: '上楼费', en: 'Carry upstairs' },
  LOAD: { zh: '装车费', en: 'Loading' },
  TRANSFER: { zh: '中转费', en: 'Transfer' },
  LINE_HAUL: { zh: '干线费', en: 'Line-haul' },
  LAND: { zh: '落地配费', en: 'Last-mile partner' },
  STATION: { zh: '站点落地费', en: 'Station handling' },
  OVER_DISTANCE: { zh: '超区费', en: 'Over-distance' },
  NO_LIFT: { zh: '无电梯上楼费', en: 'No lift' },
  REMOTE: { zh: '偏远费', en: 'Remote area' },
  HOLIDAY: { zh: '节假日费', en: 'Holiday' },
  HEAVY: { zh: '超重费', en: 'Heavy piece' },
  FUEL: { zh: '燃油附加费', en: 'Fuel surcharge' },
  INSURANCE: { zh: '保价费', en: 'Insurance' },
  SERVICE: { zh: '服务费', en: 'Service charge' },
  TAX: { zh: '税费', en: 'Tax' },
};

/** The services (an order's services package) that produce each basic fee; LOAD … STATION follow the card kind. */
export const SERVICE_CODES = ['DELIVERY', 'INSTALL', 'UPSTAIRS'] as const;

// ---- units ------------------------------------------------------------------------------------------------------

export const BASES = ['PIECE', 'WEIGHT', 'VOLUME', 'DISTANCE', 'FLOOR', 'ORDER'] as const;
export type Basis = (typeof BASES)[number];
/** base units per price unit: a price is per piece, per kg (1 000 g), per m³ (1 000 000 cm³), per km (1 000 m), per floor, per order */
export const BASIS_UNITS: Record<Basis, number> = { PIECE: 1, WEIGHT: 1000, VOLUME: 1_000_000, DISTANCE: 1000, FLOOR: 1, ORDER: 1 };
export const BASIS_LABELS: Record<Basis, { zh: string; en: string; unit: string }> = {
  PIECE: { zh: '按件', en: 'Per piece', unit: '件' },
  WEIGHT: { zh: '按重量', en: 'By weight', unit: 'kg' },
  VOLUME: { zh: '按体积', en: 'By volume', unit: 'm³' },
  DISTANCE: { zh: '按距离', en: 'By distance', unit: 'km' },
  FLOOR: { zh: '按楼层', en: 'Per floor', unit: '层' },
  ORDER: { zh: '按单', en: 'Per order', unit: '单' },
};

export const PRICE_MODES = ['UNIT', 'FIRST_ADDITIONAL', 'FLAT'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** One line may not exceed this (¥10 000 000.00): a larger figure is a typo, refused, never an overflow. */
export const MAX_LINE_CENTS = 1_000_000_000;
/** Largest base quantity a tier or an order may state (2 000 t in grams, 2 000 m³ in cm³ fit). */
export const MAX_QUANTITY = 2_000_000_000_000;

// ---- rows -------------------------------------------------------------------------------------------------------

const cents = numeric(z.number().int('qtCents').min(0, 'qtNegative').max(MAX_LINE_CENTS, 'qtTooBig'));
const quantity = numeric(z.number().int('qtQuantityInt').min(0, 'qtNegative').max(MAX_QUANTITY, 'qtTooBig'));
const areaCode = z.string().trim().max(12).regex(/^\d*$/, 'qtAreaCode').default('');
const id = numeric(z.number().int().min(1).max(DB_INT_MAX));

export const areaZone = z
  .object({
    zone: z.literal('area'),
    province_code: areaCode,
    city_code: areaCode,
    district_code: areaCode,
  })
  .strict()
  .refine((z) => !(z.district_code && !z.city_code) && !(z.city_code && !z.province_code), { message: 'qtZoneGap' });
export const routeZone = z
  .object({ zone: z.literal('route'), from_code: areaCode, to_code: areaCode, line_id: id.nullable().default(null) })
  .strict()
  .refine((z) => z.line_id !== null || z.to_code !== '', { message: 'qtRouteEmpty' });
export const stationZone = z.object({ zone: z.literal('station'), station_id: id }).strict();
export const zoneSchema = z.union([areaZone, routeZone, stationZone]);
export type AreaZone = z.infer<typeof areaZone>;
export type RouteZone = z.infer<typeof routeZone>;
export type StationZone = z.infer<typeof stationZone>;
export type Zone = z.infer<typeof zoneSchema>;

/** The price part shared by basic and extra rows. */
const priceFields = {
  basis: z.enum(BASES),
  /** the tier [tier_min, tier_max) in base units; null = no upper bound */
  tier_min: quantity.default(0),
  tier_max: quantity.nullable().default(null),
  mode: z.enum(PRICE_MODES),
  unit_cents: cents.default(0),
  first_units: quantity.default(0),
  first_cents: cents.default(0),
  step_units: quantity.default(0),
  additional_cents: cents.default(0),
  flat_cents: cents.default(0),
  min_cents: cents.default(0),
};

type PriceFieldsOut = { [K in keyof typeof priceFields]: z.infer<(typeof priceFields)[K]> };

/** Price rules both row shapes obey: a tier that is not empty, FIRST_ADDITIONAL with a positive step. */
function priceRules(r: PriceFieldsOut, ctx: z.RefinementCtx) {
  if (r.tier_max !== null && r.tier_max <= r.tier_min) ctx.addIssue({ code: 'custom', message: 'qtTierEmpty', path: ['tier_max'] });
  if (r.mode === 'FIRST_ADDITIONAL' && r.step_units <= 0) ctx.addIssue({ code: 'custom', message: 'qtStepRequired', path: ['step_units'] });
  if (r.basis === 'ORDER' && r.mode !== 'FLAT') ctx.addIssue({ code: 'custom', message: 'qtOrderFlat', path: ['mode'] });
}

export const basicRow = z
  .object({
    shape: z.literal('basic'),
    zone: zoneSchema,
    code: z.enum(BASIC_FEE_CODES),
    /** a product category path prefix ('' = any product) */
    category: z.string().trim().max(100).default(''),
    ...priceFields,
  })
  .strict()
  .superRefine(priceRules);

export const extraCondition = z
  .object({
    /** OVER_DISTANCE: town / village names in the address, and the distance beyond the covered area they stand for */
    keywords: z.array(z.string().trim().min(1).max(30)).max(200).default([]),
    over_m: quantity.default(0),
    /** OVER_DISTANCE with a measured distance: the covered radius in metres */
    covered_m: quantity.nullable().default(null),
    /** NO_LIFT: floors carried for free */
    free_floors: numeric(z.number().int().min(0).max(200)).default(1),
    /** HOLIDAY: service dates */
    dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'qtDate')).max(366).default([]),
    /** HEAVY: the weight of one piece from which it applies */
    min_piece_g: quantity.default(0),
  })
  .strict();
export type ExtraCondition = z.infer<typeof extraCondition>;

export const extraRow = z
  .object({
    shape: z.literal('extra'),
    zone: zoneSchema,
    code: z.enum(EXTRA_FEE_CODES),
    condition: extraCondition.default(() => extraCondition.parse({})),
    ...priceFields,
  })
  .strict()
  .superRefine((r, ctx) => {
    priceRules(r, ctx);
    if (r.code === 'OVER_DISTANCE' && r.condition.keywords.length === 0 && r.condition.covered_m === null)
      ctx.addIssue({ code: 'custom', message: 'qtOverDistanceRule', path: ['condition'] });
    if (r.code === 'HOLIDAY' && r.condition.dates.length === 0) ctx.addIssue({ code: 'custom', message: 'qtHolidayDates', path: ['condition', 'dates'] });
    if (r.code === 'HEAVY' && r.condition.min_piece_g <= 0) ctx.addIssue({ code: 'custom', message: 'qtHeavyWeight', path: ['condition', 'min_piece_g'] });
  });

export const ratioRow = z
  .object({
    shape: z.literal('ratio'),
    zone: zoneSchema,
    code: z.enum(RATIO_FEE_CODES),
    /** the fee codes it is a percentage of: basic and extra codes only (a ratio of a ratio is refused) */
    of: z.array(z.string()).min(1, 'qtRatioOfRequired').max(20),
    /** basis points: 500 = 5 % */
    percent_bp: numeric(z.number().int('qtPercent').min(1, 'qtPercent').max(1_000_000, 'qtPercent')),
    min_cents: cents.default(0),
    /** 0 = no cap */
    max_cents: cents.default(0),
  })
  .strict()
  .superRefine((r, ctx) => {
    const allowed = new Set<string>([...BASIC_FEE_CODES, ...EXTRA_FEE_CODES]);
    r.of.forEach((c, i) => {
      if (!allowed.has(c)) ctx.addIssue({ code: 'custom', message: (RATIO_FEE_CODES as readonly string[]).includes(c) ? 'qtRatioOfRatio' : 'qtFeeCode', path: ['of', i] });
    });
    if (r.max_cents > 0 && r.max_cents < r.min_cents) ctx.addIssue({ code: 'custom', message: 'qtCapBelowMin', path: ['max_cents'] });
  });

export const rateRow = z.union([basicRow, extraRow, ratioRow]);
export type BasicRow = z.infer<typeof basicRow>;
export type ExtraRow = z.infer<typeof extraRow>;
export type RatioRow = z.infer<typeof ratioRow>;
export type RateRow = z.infer<typeof rateRow>;

/** Rows of a version of a card of `kind`: the right shape and zone type for the kind. */
export function rowsSchema(kind: CardKind) {
  const info = CARD_KIND_INFO[kind];
  const shape: z.ZodType<RateRow> = info.rows === 'basic' ? basicRow : info.rows === 'extra' ? extraRow : ratioRow;
  return z.array(shape.refine((r) => r.zone.zone === info.zone, { message: 'qtZoneType', path: ['zone'] })).max(5000, 'qtTooManyRows');
}

// ---- cards as the engine sees them ------------------------------------------------------------------------------

export const VERSION_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type VersionState = (typeof VERSION_STATES)[number];

export interface CardVersion {
  id: number;
  version_no: number;
  /** YYYY-MM-DD, China time, inclusive */
  effective_from: string;
  /** YYYY-MM-DD inclusive; null = open-ended */
  effective_to: string | null;
  state: VersionState;
  rows: RateRow[];
}

export interface RateCard {
  id: number;
  kind: CardKind;
  name: string;
  party_type: PartyType;
  /** null: the company's default for every party of the type without its own card */
  party_id: number | null;
  party_name: string;
  /** 1 active, 0 disabled (a disabled card prices nothing) */
  status: number;
  versions: CardVersion[];
}

// ---- the engine's input and output ------------------------------------------------------------------------------

export interface PricingOrder {
  /** the service date (YYYY-MM-DD, China time): picks versions and holiday surcharges */
  date: string;
  consignor_id: number | null;
  /** the consignor's quote template (a consignor without its own card is priced by it) */
  template_id: number | null;
  delivery_id: number | null;
  carrier_id: number | null;
  station_id: number | null;
  factory_id: number | null;
  line_id: number | null;
  /** the destination's area codes and street address (keywords are matched in it) */
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  /** the origin's deepest area code (route zones) */
  origin_code: string;
  pieces: number;
  weight_g: number;
  volume_cm3: number;
  /** the heaviest single piece */
  max_piece_g: number;
  /** product category paths of the order's products */
  categories: string[];
  /** SERVICE_CODES the order asks for (from its services package) */
  services: string[];
  /** the floor delivered to and whether there is a lift (null: not known, no NO_LIFT charge) */
  floor: number | null;
  has_lift: boolean | null;
  /** a measured distance from the covering site, metres (null: not measured) */
  distance_m: number | null;
}

export interface FeeParty {
  type: PartyType | 'CONSIGNOR';
  id: number | null;
  name: string;
}

export interface FeeExplanation {
  card_id: number;
  card_name: string;
  kind: CardKind;
  version_id: number;
  version_no: number;
  /** how the zone matched: 'district' | 'city' | 'province' | 'country' | 'route' | 'line' | 'station' */
  zone_level: string;
  zone: Zone;
  /** which party rank won: 'own' | 'template' | 'default' */
  party_rank: 'own' | 'template' | 'default';
  category: string;
  basis: Basis | 'RATIO';
  /** the quantity in base units the row was applied to (for ratio lines, the sum of the fees it is a ratio of) */
  quantity: number;
  tier_min: number;
  tier_max: number | null;
  /** the formula with its numbers, e.g. '12.50 元/m³ × 0.350000 m³ = 4.38 元 (min 10.00 元)' */
  formula: string;
  /** the figures of the formula, so it can be written again in another language (engine-text.ts formulaText) */
  price?: FeePrice;
}

/** The row's price and the figures the engine computed with it (all fen / base units / basis points). */
export interface FeePrice {
  mode: PriceMode | 'RATIO';
  unit_cents: number;
  first_units: number;
  first_cents: number;
  step_units: number;
  additional_cents: number;
  /** FIRST_ADDITIONAL: the started steps past the first units */
  steps: number;
  flat_cents: number;
  min_cents: number;
  max_cents: number;
  percent_bp: number;
  /** RATIO: the lines it is a percentage of */
  of: { code: QuoteFeeCode; amount_cents: number }[];
  /** before the minimum and the cap */
  raw_cents: number;
}

export interface FeeLine {
  code: QuoteFeeCode;
  name: string;
  direction: FeeDirection;
  party: FeeParty;
  amount_cents: number;
  explanation: FeeExplanation;
}
