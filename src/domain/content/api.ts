/**
 * Zod contracts of the content API (issue 22, README.md beside this file), shared by the server's routes and the
 * screens: articles and the feed (/api/content/article*, /api/content/feed*), incentive plans
 * (/api/content/incentive*), recommended servicers (/api/content/recommend*) and the platform's fee items
 * (/api/content/fee*). Money is integer fen everywhere.
 */
import { z } from 'zod';
import { SUBSCRIBE_VERSIONS, type SubscribeVersion } from '../account/api';
import { idField, numeric } from '../input-fields';
import { ARTICLE_ACTIONS, ARTICLE_AUDIENCES, ARTICLE_STATUSES } from './articles';
import { INCENTIVE_TARGETS } from './incentive';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');
/** a blank query value is "not given" */
const blankable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// ------------------------------------------------------------------ articles

export const ARTICLE_TITLE_MAX = 120;
/** the sanitised HTML of one article; images are links to uploads, never inline data */
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_SUMMARY_MAX = 300;

export const articleBody = z.object({
  title: z.string().trim().min(1, 'ctTitleRequired').max(ARTICLE_TITLE_MAX, 'ctTitleTooLong'),
  summary: z.string().trim().max(ARTICLE_SUMMARY_MAX, 'ctSummaryTooLong').default(''),
  body: z.string().max(ARTICLE_BODY_MAX, 'ctBodyTooLong'),
  audience: z.enum(ARTICLE_AUDIENCES),
});
export type ArticleBody = z.infer<typeof articleBody>;

export const articleActionBody = z.object({ action: z.enum(ARTICLE_ACTIONS) });

export const articleListQuery = z.object({
  status: blankable(z.enum(ARTICLE_STATUSES)),
  audience: blankable(z.enum(ARTICLE_AUDIENCES)),
  title: blankable(z.string().trim().max(ARTICLE_TITLE_MAX)),
});

export const articleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  audience: z.enum(ARTICLE_AUDIENCES),
  status: z.enum(ARTICLE_STATUSES),
  cover: z.string(),
  author_name: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  reads: z.number().int(),
});
export type ArticleItem = z.infer<typeof articleItem>;

export const articleDetail = articleItem.extend({ body: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

export const feedItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  published_at: z.string(),
  read: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItem>;
export const feedDetail = feedItem.extend({ body: z.string(), author_name: z.string() });
export type FeedDetail = z.infer<typeof feedDetail>;

// ------------------------------------------------------------------ incentive plans

/** fen; 10 000 yuan per fact is far beyond any plan */
export const INCENTIVE_FEN_MAX = 1_000_000;
const fen = numeric(z.number().int('ctFenWhole').min(0, 'ctFenNegative').max(INCENTIVE_FEN_MAX, 'ctFenTooBig'));

export const incentiveRuleBody = z.object({
  target: z.enum(INCENTIVE_TARGETS),
  per_signed: fen,
  per_good_feedback: fen,
  per_complaint: fen,
  per_abnormal: fen,
});
export type IncentiveRuleBody = z.infer<typeof incentiveRuleBody>;

export const incentiveRuleItem = z.object({
  target: z.enum(INCENTIVE_TARGETS),
  per_signed: z.number().int(),
  per_good_feedback: z.number().int(),
  per_complaint: z.number().int(),
  per_abnormal: z.number().int(),
  updated_at: z.string().nullable(),
});
export type IncentiveRuleItem = z.infer<typeof incentiveRuleItem>;

/** the longest period one computation covers */
export const INCENTIVE_PERIOD_DAYS_MAX = 366;
export const incentiveQuery = z
  .object({ target: z.enum(INCENTIVE_TARGETS), date_from: isoDate, date_to: isoDate })
  .refine((q) => q.date_to >= q.date_from, { path: ['date_to'], message: 'ctPeriodRange' })
  .refine((q) => (Date.parse(q.date_to) - Date.parse(q.date_from)) / 86_400_000 < INCENTIVE_PERIOD_DAYS_MAX, { path: ['date_to'], message: 'ctPeriodTooLong' });

export const incentiveLine = z.object({
  target_id: z.number().int(),
  target_name: z.string(),
  signed: z.number().int(),
  good_feedback: z.number().int(),
  complaints: z.number().int(),
  abnormal: z.number().int(),
  bonus: z.number().int(),
  deduction: z.number().int(),
  amount: z.number().int(),
});
export type IncentiveLineItem = z.infer<typeof incentiveLine>;

// ------------------------------------------------------------------ recommended servicers

export const recommendBody = z.object({
  servicer_company_id: idField,
  headline: z.string().trim().min(1, 'ctHeadlineRequired').max(80),
  sort: numeric(z.number().int().min(0).max(9999)).default(0),
});
export type RecommendBody = z.infer<typeof recommendBody>;

export const recommendItem = z.object({
  id: z.number().int(),
  servicer_company_id: z.number().int(),
  servicer_name: z.string(),
  contact_phone: z.string(),
  headline: z.string(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type RecommendItem = z.infer<typeof recommendItem>;

// ------------------------------------------------------------------ fee config

export const FEE_UNITS = ['month', 'order', 'once'] as const;
export type FeeUnit = (typeof FEE_UNITS)[number];
export const FEE_AMOUNT_MAX = 100_000_000;
const versions = Object.keys(SUBSCRIBE_VERSIONS) as [SubscribeVersion, ...SubscribeVersion[]];

export const feeItemBody = z.object({
  version: z.enum(versions),
  code: z.string().trim().regex(/^[A-Z][A-Z0-9_]{1,31}$/, 'ctFeeCode'),
  name: z.string().trim().min(1, 'ctFeeNameRequired').max(50),
  unit: z.enum(FEE_UNITS),
  amount: numeric(z.number().int('ctFenWhole').min(0, 'ctFenNegative').max(FEE_AMOUNT_MAX, 'ctFenTooBig')),
  enabled: z.boolean().default(true),
});
export type FeeItemBody = z.infer<typeof feeItemBody>;

export const feeItem = z.object({
  id: z.number().int(),
  version: z.string(),
  version_name: z.string(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(FEE_UNITS),
  amount: z.number().int(),
  enabled: z.boolean(),
  updated_at: z.string(),
});
export type FeeItem = z.infer<typeof feeItem>;

// ------------------------------------------------------------------ renewal rejection (the platform answers no)

export const renewalRejectBody = z.object({ reason: z.string().trim().min(1, 'ctReasonRequired').max(200) });
