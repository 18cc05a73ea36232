/**
 * Blind areas (盲区, "banned areas"): end addresses a servicer does not deliver to. The server answers
 * POST /user/banned-areas/check-if-banned with this matcher and order entry shows '该地区暂不收货'.
 *
 * A blind-area rule bans an address when all of these hold:
 *   - its province matches; its city matches or is empty (whole province); its district matches or is empty;
 *   - it names no consignor, or the order's consignor;
 *   - it lists no keywords (the whole area), or the address contains one of them.
 * A town keyword bans an address that contains the keyword, within its area when it has one.
 * Disabled rules and keywords never ban.
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from './input-fields';

export interface BannedAreaRule {
  id: number;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** consignor resource id; null = every consignor */
  consignorId: number | null;
  keywords: string[];
  enabled: boolean;
}

export interface TownKeyword {
  id: number;
  keyword: string;
  /** optional scope; '' = anywhere */
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  enabled: boolean;
}

export interface BanCheckInput {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  consignorId?: number | null;
  address?: string;
}

export type BanMatch = { kind: 'area'; rule: BannedAreaRule } | { kind: 'keyword'; keyword: TownKeyword };

/** Addresses compare without whitespace, case-insensitively. */
export function normalizeAddress(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

function areaMatches(scope: { provinceCode: string; cityCode: string; districtCode: string }, input: BanCheckInput): boolean {
  if (scope.provinceCode && scope.provinceCode !== input.provinceCode) return false;
  if (scope.cityCode && scope.cityCode !== input.cityCode) return false;
  if (scope.districtCode && scope.districtCode !== input.districtCode) return false;
  return true;
}

/** The first rule or keyword that bans the address, or null. */
export function findBan(input: BanCheckInput, rules: readonly BannedAreaRule[], keywords: readonly TownKeyword[] = []): BanMatch | null {
  const address = normalizeAddress(input.address ?? '');
  for (const rule of rules) {
    if (!rule.enabled || !rule.provinceCode) continue;
    if (!areaMatches(rule, input)) continue;
    if (rule.consignorId !== null && rule.consignorId !== (input.consignorId ?? null)) continue;
    const words = rule.keywords.map(normalizeAddress).filter(Boolean);
    if (words.length && !words.some((w) => address.includes(w))) continue;
    return { kind: 'area', rule };
  }
  if (address) {
    for (const keyword of keywords) {
      const word = normalizeAddress(keyword.keyword);
      if (!keyword.enabled || !word || !areaMatches(keyword, input)) continue;
      if (address.includes(word)) return { kind: 'keyword', keyword };
    }
  }
  return null;
}

export function isBanned(input: BanCheckInput, rules: readonly BannedAreaRule[], keywords: readonly TownKeyword[] = []): boolean {
  return findBan(input, rules, keywords) !== null;
}

// ---- request bodies (server validation and the screens share them) ----

const code = z.string().trim().regex(/^(\d{6}(\d{3})?)?$/, 'invalidFormat');
const optionalCode = code.optional().default('');
const toNumberOrNull = (v: unknown) => (v === '' || v === undefined || v === null || v === 0 || v === '0' ? null : decimalToNumber(v));

/** Address keywords: an array, or one string split on commas (both widths) and whitespace. */
const keywordList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，\s]+/) : v),
  z.array(z.string().trim().max(30)).max(50).transform((list) => [...new Set(list.filter(Boolean))]),
);

export const bannedAreaBody = z
  .object({
    province_code: z.string().trim().regex(/^\d{6}(\d{3})?$/, 'invalidFormat'),
    city_code: optionalCode,
    district_code: optionalCode,
    consignor_id: z.preprocess(toNumberOrNull, z.number().int().min(1).max(DB_INT_MAX).nullable()).optional().default(null),
    keywords: keywordList.optional().default([]),
    memo: z.string().trim().max(320).optional().default(''),
    status: z.preprocess(decimalToNumber, z.union([z.literal(0), z.literal(1)])).optional(),
  })
  .strict()
  .refine((b) => !b.district_code || b.city_code, { message: 'invalidFormat', path: ['city_code'] });
export type BannedAreaBody = z.infer<typeof bannedAreaBody>;

export const townKeywordBody = z
  .object({
    keyword: z.string().trim().min(1, 'required').max(30),
    province_code: optionalCode,
    city_code: optionalCode,
    district_code: optionalCode,
    memo: z.string().trim().max(320).optional().default(''),
    status: z.preprocess(decimalToNumber, z.union([z.literal(0), z.literal(1)])).optional(),
  })
  .strict();
export type TownKeywordBody = z.infer<typeof townKeywordBody>;

/** POST /user/banned-areas/check-if-banned (spec §7). */
export const banCheckBody = z.object({
  province_code: z.string().trim().regex(/^\d{6}(\d{3})?$/, 'invalidFormat'),
  city_code: optionalCode,
  district_code: optionalCode,
  consignor_id: z.preprocess(toNumberOrNull, z.number().int().min(1).max(DB_INT_MAX).nullable()).optional().default(null),
  address: z.string().max(500).optional().default(''),
});
export type BanCheckBody = z.infer<typeof banCheckBody>;

/** Catalog key of the order form's field message '该地区暂不收货' (spec §5 shared validators). */
export const BANNED_AREA_MESSAGE_KEY = 'areaBanned';
