/**
 * Editions (spec §1, §9; issue 22): four named editions plus the default, as bit flags 1, 2, 4, 8, 16, set per
 * company (companies.edition_flags, by the platform admin) and checked by bitmask. This is the ONE place every
 * screen reads what an edition changes:
 * - the search placeholders (the navbar's, in the edition's words; the lists' merchant filter),
 * - whether the merchant is called a consignor (商家) or a store (店铺) wherever it is named,
 * - for one user type (delivery: warehouse / delivery providers) the consignor is called a supplier (供应商) and
 *   the supplier endpoints are used,
 * - the type-flag pair (user type consignor + the STORE edition) that makes the consignor picker list the
 *   merchant's stores instead of consignors.
 * The names and what each edition changes beyond the spec's two effects are our choice; the spec gives the bits only.
 */
import { EDITION_BITS } from './constants';

export const EDITION = {
  DEFAULT: 1,
  /** 门店版: the merchant is a store (店铺), the receiver a customer (顾客); a merchant account picks among its stores */
  STORE: 2,
  /** 家居版: furniture delivery-install; the receiver is the home owner (业主) */
  HOME: 4,
  /** 仓配版: warehouse-led; orders are waybills (运单号), the receiver the consignee (收货人) */
  WAREHOUSE: 8,
  /** 电商版: e-commerce; the receiver is the buyer (买家) */
  ECOMMERCE: 16,
} as const;
export type EditionName = keyof typeof EDITION;
export type EditionBit = (typeof EDITION)[EditionName];

export const EDITION_NAMES = Object.keys(EDITION) as EditionName[];
/** every bit set: the upper bound of a valid flags value */
export const EDITION_ALL = EDITION_BITS.reduce((a, b) => a | b, 0);

export const EDITION_LABELS: Record<EditionName, { zh: string; en: string }> = {
  DEFAULT: { zh: '标准版', en: 'Standard' },
  STORE: { zh: '门店版', en: 'Store' },
  HOME: { zh: '家居版', en: 'Home furnishing' },
  WAREHOUSE: { zh: '仓配版', en: 'Warehouse' },
  ECOMMERCE: { zh: '电商版', en: 'E-commerce' },
};

/** Bitmask check: does the flags value include this edition? */
export function hasEdition(flags: number, bit: EditionBit): boolean {
  return (flags & bit) !== 0;
}

/** A stored flags value is valid when it is a positive integer within the five bits. */
export function isValidEditionFlags(flags: number): boolean {
  return Number.isInteger(flags) && flags > 0 && (flags & ~EDITION_ALL) === 0;
}

/** The names set in a flags value (DEFAULT when none is set, e.g. an unknown value). */
export function editionNames(flags: number): EditionName[] {
  const names = EDITION_NAMES.filter((n) => hasEdition(flags, EDITION[n]));
  return names.length ? names : ['DEFAULT'];
}

export function editionFlags(names: readonly EditionName[]): number {
  return names.reduce((acc, n) => acc | EDITION[n], 0) || EDITION.DEFAULT;
}

/** The user type of spec §6 (from the host): servicer, consignor or delivery. */
export type EditionUserType = 'servicer' | 'consignor' | 'delivery';

/** What the merchant is called. */
export type MerchantNoun = 'consignor' | 'store' | 'supplier';

export interface EditionProfile {
  flags: number;
  /** how the merchant is named on every screen */
  merchantNoun: MerchantNoun;
  /** the merchant endpoints: /user/resource_binding/{consignor|supplier}/… */
  merchantEndpoint: 'consignor' | 'supplier';
  /** what the consignor picker lists */
  consignorPickerLists: 'consignors' | 'stores';
  /** the edition whose words the search placeholders use (the first of STORE, HOME, ECOMMERCE, WAREHOUSE set) */
  searchWords: EditionName;
}

export const MERCHANT_NOUNS: Record<MerchantNoun, { zh: string; en: string }> = {
  consignor: { zh: '商家', en: 'Merchant' },
  store: { zh: '店铺', en: 'Store' },
  supplier: { zh: '供应商', en: 'Supplier' },
};

/**
 * The navbar's placeholder per edition: the same search (receiver name / phone / address, order numbers) in the
 * edition's words. DEFAULT is the spec's §2.4 text.
 */
const SEARCH_PLACEHOLDERS: Record<EditionName, { zh: string; en: string }> = {
  DEFAULT: { zh: '收件人/电话、订单号', en: 'Receiver/phone, order no.' },
  STORE: { zh: '顾客/电话、订单号', en: 'Customer/phone, order no.' },
  HOME: { zh: '业主/电话、订单号', en: 'Home owner/phone, order no.' },
  WAREHOUSE: { zh: '收货人/电话、运单号', en: 'Consignee/phone, waybill no.' },
  ECOMMERCE: { zh: '买家/电话、订单号', en: 'Buyer/phone, order no.' },
};
const SEARCH_PRECEDENCE: EditionName[] = ['STORE', 'HOME', 'ECOMMERCE', 'WAREHOUSE'];

export function editionProfile(flags: number, userType: EditionUserType): EditionProfile {
  const store = hasEdition(flags, EDITION.STORE);
  return {
    flags,
    merchantNoun: userType === 'delivery' ? 'supplier' : store ? 'store' : 'consignor',
    merchantEndpoint: userType === 'delivery' ? 'supplier' : 'consignor',
    consignorPickerLists: userType === 'consignor' && store ? 'stores' : 'consignors',
    searchWords: SEARCH_PRECEDENCE.find((n) => hasEdition(flags, EDITION[n])) ?? 'DEFAULT',
  };
}

export type EditionLang = 'zh' | 'en';

/** The navbar's search placeholder for an edition. */
export function searchPlaceholder(profile: EditionProfile, lang: EditionLang): string {
  return SEARCH_PLACEHOLDERS[profile.searchWords][lang];
}

/** The lists' merchant filter placeholder ('商家名称' / '店铺名称' / '供应商名称'). */
export function merchantSearchPlaceholder(profile: EditionProfile, lang: EditionLang): string {
  return lang === 'zh' ? `${MERCHANT_NOUNS[profile.merchantNoun].zh}名称` : `${MERCHANT_NOUNS[profile.merchantNoun].en} name`;
}

/** The merchant's name on screens ('商家' / '店铺' / '供应商'). */
export function merchantLabel(profile: EditionProfile, lang: EditionLang): string {
  return MERCHANT_NOUNS[profile.merchantNoun][lang];
}

/** Column and field keys that name the merchant party on lists, details and exports: they take the edition's noun. */
export const MERCHANT_KEYS: ReadonlySet<string> = new Set(['consignor_name', 'consignor', 'consignor_resource_id']);

/** A list column's or detail field's title in the edition's words: the merchant's keys get its noun, others stay. */
export function partyTitle(key: string, title: string, profile: EditionProfile, lang: EditionLang): string {
  return MERCHANT_KEYS.has(key) ? merchantLabel(profile, lang) : title;
}

/** What a consignor picker lists (the type-flag pair of spec §9 and the delivery type's suppliers). */
export type MerchantPickerKind = 'consignors' | 'stores' | 'suppliers';

export interface MerchantPickerSource {
  kind: MerchantPickerKind;
  /** the list endpoint: name search (`name`), chosen values looked up by `resource_ids`, rows { id, name } */
  listUrl: string;
  /** the order field a filter on the chosen merchant sets (a store filters store_resource_id) */
  filterKey: 'consignor_resource_id' | 'store_resource_id';
}

export const MERCHANT_LIST_URLS = {
  consignors: '/user/resource_binding/consignor/list',
  suppliers: '/user/resource_binding/supplier/list',
  /** a servicer's stores (object_id: the consignor whose stores) */
  stores: '/user/resource_binding/store/list',
} as const;

/**
 * THE rule every consignor picker reads (order form, waybill / map filters, warehouse owners, rules, data roles,
 * integrations): the delivery type lists suppliers (the supplier endpoints), the type-flag pair consignor + STORE
 * lists the merchant's stores — a consignor account's own, through its user id — and everything else consignors.
 * Its label is merchantLabel(profile) (商家 / 店铺 / 供应商).
 */
export function merchantPickerSource(profile: EditionProfile, ownUserId: number | null = null): MerchantPickerSource {
  if (profile.merchantEndpoint === 'supplier') return { kind: 'suppliers', listUrl: MERCHANT_LIST_URLS.suppliers, filterKey: 'consignor_resource_id' };
  if (profile.consignorPickerLists === 'stores') {
    // a consignor's stores live at its servicer: the by-user endpoint reads them there
    const listUrl = ownUserId ? `/user/resource_binding/get_stores_by_consignor_user_id/${ownUserId}` : MERCHANT_LIST_URLS.stores;
    return { kind: 'stores', listUrl, filterKey: 'store_resource_id' };
  }
  return { kind: 'consignors', listUrl: MERCHANT_LIST_URLS.consignors, filterKey: 'consignor_resource_id' };
}

/**
 * The list a picker uses when its value must be a consignor resource whatever the edition (a stock owner, a data
 * role's consignors, an integration's or a rule's merchant): suppliers for the delivery type, else consignors —
 * a store is never an owner.
 */
export function merchantOwnerListUrl(profile: EditionProfile): string {
  return profile.merchantEndpoint === 'supplier' ? MERCHANT_LIST_URLS.suppliers : MERCHANT_LIST_URLS.consignors;
}
