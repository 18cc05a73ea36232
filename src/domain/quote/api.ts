/**
 * The quote API's contract (issue 20): request bodies both sides validate and the answers' shapes, so the browser's
 * types come from what the server declares. Every path is under /api/quote (the public check under /api/order);
 * every id is the signed-in company's (another company's id is a 404). Design: ./README.md; model: ./model.ts.
 *
 * Reads
 *   GET  /quote/cards        ?kind&party_type&party_id&keyword&status&page&per_page   cards with their current version
 *   GET  /quote/cards/:id                       a card with all its versions (rows included)
 *   GET  /quote/versions/:id                    one version with its rows
 *   GET  /quote/parties      ?party_type&keyword   pickers: consignors, templates, delivery providers, carriers, stations, factories
 *   GET  /quote/templates    ?keyword&page&per_page   consignor quote templates with their cards and bound consignors
 *   GET  /quote/templates/:id                   one template (TemplateDto)
 *   GET  /quote/overview                        who has which card, gaps, cards expiring within 30 days
 *   GET  /quote/orders/:order_id/fees           an order's estimated fee lines with explanations (order detail)
 *   GET  /quote/report/over-area ?date_from&date_to&consignor_id   orders that paid an over-distance fee (≤ 31 days), by consignor
 *   GET  /quote/public-price ?c&province_code&city_code&district_code&address   PUBLIC: served? over-distance?
 * Writes (each takes an Idempotency-Key: a repeat answers the first result and changes nothing)
 *   POST   /quote/cards                         a card with its first version (a draft)
 *   PATCH  /quote/cards/:id                     name, status (enable / disable)
 *   POST   /quote/cards/:id/versions            a new draft version, copied from the latest or from rows given
 *   PUT    /quote/versions/:id                  a draft's dates and rows (a published version answers 400)
 *   POST   /quote/versions/:id/publish          publish a draft (closes the previous open-ended version)
 *   DELETE /quote/versions/:id                  delete a draft
 *   POST   /quote/versions/:id/import           rows read from Excel by the worker, validated row by row (ImportAnswer;
 *                                                any bad row: 400 qtImportRefused, data.errors: ImportRowError[], nothing written)
 *   POST   /quote/templates, PATCH /quote/templates/:id      a template (name, memo, bound consignors)
 *   POST   /quote/generate/preview              a template's cards adjusted for consignors (nothing stored)
 *   POST   /quote/generate                      write the previewed cards as the consignors' own drafts or published versions (GenerateAnswer)
 *   POST   /quote/reprice/preview               re-price a set of orders: old → new lines per order (nothing stored)
 *   POST   /quote/reprice/apply                 apply a preview (orders changed since are priced again)
 */
import { z } from 'zod';
import { DB_INT_MAX, numeric } from '../input-fields';
import { CARD_KINDS, CURRENCIES, PARTY_TYPES, rateRow, type CardKind, type Currency, type FeeLine, type PartyType, type RateRow, type VersionState } from './model';

const id = numeric(z.number().int().min(1).max(DB_INT_MAX));
const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), id.nullable()).default(null);
const date = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'qtDate');
const page = numeric(z.number().int().min(1).max(100_000)).default(1);
const perPage = numeric(z.number().int().min(1).max(200)).default(20);

// ---- cards and versions -----------------------------------------------------------------------------------------

export const cardListQuery = z.object({
  kind: z.enum(CARD_KINDS),
  party_type: z.enum(PARTY_TYPES).optional(),
  party_id: id.optional(),
  keyword: z.string().trim().max(50).optional().default(''),
  status: z.preprocess((v) => (v === '' ? undefined : v), numeric(z.number().int().min(0).max(1)).optional()),
  page,
  per_page: perPage,
});

export const versionDates = {
  effective_from: date,
  effective_to: date.nullable().default(null),
};

export const cardCreateBody = z
  .object({
    kind: z.enum(CARD_KINDS),
    name: z.string().trim().min(1, 'qtNameRequired').max(50, 'qtNameTooLong'),
    party_type: z.enum(PARTY_TYPES),
    /** null: the company default for the party type */
    party_id: optionalId,
    /** CNY only (model.CURRENCIES): anything else answers 400 qtCurrency */
    currency: z.enum(CURRENCIES, 'qtCurrency').default('CNY'),
    ...versionDates,
    /** validated against the kind with model.rowsSchema (server) */
    rows: z.array(z.unknown()).max(5000).default([]),
  })
  .strict();

export const cardPatchBody = z
  .object({
    name: z.string().trim().min(1, 'qtNameRequired').max(50, 'qtNameTooLong').optional(),
    status: numeric(z.number().int().min(0).max(1)).optional(),
  })
  .strict();

export const versionCreateBody = z
  .object({
    ...versionDates,
    /** absent: copy the rows of the latest version */
    rows: z.array(z.unknown()).max(5000).optional(),
  })
  .strict();

export const versionPutBody = z.object({ ...versionDates, rows: z.array(z.unknown()).max(5000) }).strict();

/** An Excel row as the worker read it: its sheet row number and cells by column key (see import columns). */
export const importBody = z
  .object({
    rows: z.array(z.object({ row: z.number().int().min(1), cells: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) })).min(1).max(5000),
    /** replace the draft's rows, or append to them */
    mode: z.enum(['replace', 'append']).default('replace'),
  })
  .strict();

export interface ImportRowError {
  row: number;
  /** the column key ('' = the whole row) */
  field: string;
  msg: string;
}

export interface VersionDto {
  id: number;
  card_id: number;
  version_no: number;
  effective_from: string;
  effective_to: string | null;
  state: VersionState;
  rows: RateRow[];
  row_count: number;
  created_by_name: string;
  created_at: string;
  published_at: string | null;
}

export interface CardDto {
  id: number;
  kind: CardKind;
  name: string;
  party_type: PartyType;
  party_id: number | null;
  party_name: string;
  /** always CNY (model.CURRENCIES) */
  currency: Currency;
  status: number;
  /** the version in force today (null: none yet) and the latest (maybe a draft) */
  current_version: Omit<VersionDto, 'rows'> | null;
  latest_version: Omit<VersionDto, 'rows'> | null;
  /** detail only */
  versions?: VersionDto[];
  updated_at: string;
}

// ---- templates and generate -------------------------------------------------------------------------------------

export const templateBody = z
  .object({
    name: z.string().trim().min(1, 'qtNameRequired').max(50, 'qtNameTooLong'),
    memo: z.string().trim().max(200).default(''),
    consignor_ids: z.array(id).max(2000).default([]),
  })
  .strict();

/** PATCH /quote/templates/:id: only the fields given change (an absent consignor_ids keeps the bound consignors). */
export const templatePatchBody = z
  .object({
    name: z.string().trim().min(1, 'qtNameRequired').max(50, 'qtNameTooLong').optional(),
    memo: z.string().trim().max(200).optional(),
    consignor_ids: z.array(id).max(2000).optional(),
  })
  .strict();

export const ROUNDINGS = ['FEN', 'JIAO', 'YUAN'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

export const generateBody = z
  .object({
    template_id: id,
    consignor_ids: z.array(id).min(1, 'qtConsignorsRequired').max(500),
    /** ± basis points applied to every price (-5 000 … +50 000: −50 % … +500 %) */
    adjust_bp: numeric(z.number().int().min(-5000, 'qtAdjustRange').max(50_000, 'qtAdjustRange')).default(0),
    /** half up to the fen, 0.10 or 1.00 yuan */
    rounding: z.enum(ROUNDINGS).default('FEN'),
    effective_from: date,
    /** write published versions (true) or drafts to review (false) */
    publish: z.boolean().default(false),
  })
  .strict();

/** POST /quote/versions/:id/import: how many rows the draft now got from the sheet, and the draft. */
export interface ImportAnswer {
  imported: number;
  version: VersionDto;
}

export interface TemplateDto {
  id: number;
  name: string;
  memo: string;
  consignors: { id: number; name: string }[];
  cards: { id: number; kind: CardKind; name: string; current_version_no: number | null }[];
}

/** POST /quote/generate: the card and version written for each consignor and kind. */
export interface GenerateAnswer {
  cards: { consignor_id: number; kind: CardKind; card_id: number; version_id: number }[];
}

export interface GeneratePreviewDto {
  cards: {
    consignor_id: number;
    consignor_name: string;
    kind: CardKind;
    name: string;
    /** the consignor already has an own card of this kind: the preview becomes its new version */
    existing_card_id: number | null;
    rows: RateRow[];
    /** per row: the template's price fields and the generated ones, for the preview table */
    changes: { row: number; field: string; from_cents: number; to_cents: number }[];
  }[];
}

// ---- overview ---------------------------------------------------------------------------------------------------

export interface OverviewDto {
  /** per kind: how many cards, how many active, how many parties covered */
  kinds: { kind: CardKind; cards: number; active: number; parties: number; defaults: number }[];
  /** consignors with orders to districts that no card (own, template or default) of CONSIGNOR_BASIC covers */
  gaps: { consignor_id: number; consignor_name: string; district_code: string; district_name: string; orders: number }[];
  /** published versions ending within 30 days with no successor */
  expiring: { card_id: number; card_name: string; kind: CardKind; party_name: string; effective_to: string }[];
}

// ---- order fees and re-pricing ----------------------------------------------------------------------------------

export interface OrderFeesDto {
  order_id: number;
  priced_at: string | null;
  lines: FeeLine[];
  totals: { INCOME: number; OUTLAY: number };
  /** why nothing was priced, when nothing was (e.g. no card applies) */
  notes: string[];
}

export const repriceFilter = z
  .object({
    /** order numbers, or a filter */
    order_nos: z.array(z.string().trim().min(1).max(40)).max(100_000).optional(),
    consignor_id: id.optional(),
    date_from: date.optional(),
    date_to: date.optional(),
    statuses: z.array(z.string().max(40)).max(30).optional(),
  })
  .strict()
  .refine((f) => (f.order_nos?.length ?? 0) > 0 || f.consignor_id !== undefined || f.date_from !== undefined, { message: 'qtRepriceFilterRequired' });

export interface RepricePreviewDto {
  preview_id: string;
  orders: number;
  changed: number;
  /** sum of new − old, by direction */
  delta: { INCOME: number; OUTLAY: number };
  /** the first page of changed orders */
  rows: { order_id: number; order_no: string; old_income: number; new_income: number; old_outlay: number; new_outlay: number }[];
}

export const repriceApplyBody = z.object({ preview_id: z.string().min(1).max(100) }).strict();

/** What apply wrote: the previewed orders priced again now (those changed since the preview at their new facts). */
export interface RepriceApplyDto {
  preview_id: string;
  orders: number;
  /** orders whose totals changed at apply */
  changed: number;
  /** orders whose stored lines were rewritten (any line, or a note, differs from what was stored) */
  written: number;
  delta: { INCOME: number; OUTLAY: number };
}

// ---- over-area report (超区报表, /saas/report/overArea/index) ----------------------------------------------------

/** at most this many days per report */
export const OVER_AREA_MAX_DAYS = 31;
/** at most this many orders listed (the summary counts them all) */
export const OVER_AREA_MAX_ROWS = 5000;

export const overAreaQuery = z
  .object({
    date_from: date,
    date_to: date,
    consignor_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
  })
  .strict()
  .refine((q) => q.date_from <= q.date_to, { message: 'qtDate', path: ['date_to'] })
  .refine((q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < OVER_AREA_MAX_DAYS, { message: 'qtReportRange', path: ['date_to'] });

export interface OverAreaRow {
  order_id: number;
  order_no: string;
  /** the order's creation, ISO */
  created_at: string;
  consignor_id: number | null;
  consignor_name: string;
  area: string;
  address: string;
  /** metres beyond the covered area the line charged (null: a flat surcharge) */
  over_m: number | null;
  amount_cents: number;
  card_name: string;
  version_no: number;
}

export interface OverAreaReportDto {
  /** per consignor: orders that paid it, total metres, total amount */
  consignors: { consignor_id: number | null; consignor_name: string; orders: number; over_m: number; amount_cents: number }[];
  totals: { orders: number; amount_cents: number };
  rows: OverAreaRow[];
  /** more orders paid it than are listed (the totals count them all) */
  truncated: boolean;
}

// ---- public out-of-area check -----------------------------------------------------------------------------------

export const publicPriceQuery = z.object({
  /** the company's signed public link token (the same `c` the public departure plan /order/plan takes) */
  c: z.string().trim().min(1, 'qtCompanyRequired').max(80),
  province_code: z.string().trim().regex(/^\d{2,12}$/, 'qtAreaCode'),
  city_code: z.string().trim().regex(/^\d{0,12}$/, 'qtAreaCode').default(''),
  district_code: z.string().trim().regex(/^\d{0,12}$/, 'qtAreaCode').default(''),
  address: z.string().trim().max(200).default(''),
});

export interface PublicPriceDto {
  served: boolean;
  /** banned-area memo when not served */
  reason: string;
  over_distance: { applies: boolean; over_km: number | null; amount_cents: number | null; keyword: string };
}

/** Re-exported so screens import the contract from one place. */
export { rateRow };
