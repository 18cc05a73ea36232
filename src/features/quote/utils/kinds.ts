/** Where each kind's screen lives (CARD_KIND_INFO.path) and the quote screens' other paths. */
import { CARD_KIND_INFO, CARD_KINDS, type CardKind } from '@/domain/quote/model';

export const QUOTE_BASE = '/saas/quote';
export const CARD_DETAIL_ROUTE = `${QUOTE_BASE}/card/:id`;
export const TEMPLATE_PATH = `${QUOTE_BASE}/consignorTemplate/index`;
export const GENERATE_PATH = `${QUOTE_BASE}/consignorGenerate/index`;
export const OVERVIEW_PATH = `${QUOTE_BASE}/overall/index`;

export const cardListPath = (kind: CardKind) => `${QUOTE_BASE}/${CARD_KIND_INFO[kind].path}/index`;
export const cardDetailPath = (id: number) => `${QUOTE_BASE}/card/${id}`;
export const CARD_LIST_PATHS = CARD_KINDS.map(cardListPath);

/** the kind of a card list screen's path, or null */
export function kindForPath(pathname: string): CardKind | null {
  return CARD_KINDS.find((k) => pathname.replace(/\/+$/, '') === cardListPath(k)) ?? null;
}

export type Lang = 'zh' | 'en';
export const langOf = (language: string): Lang => (language.startsWith('zh') ? 'zh' : 'en');
/** today in China time, YYYY-MM-DD */
export const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
