/** The warehouse's domain words (kinds, statuses, actions, virtual locations, refusals) in the user's language. */
import { useTranslation } from 'react-i18next';
import type { DocumentKind } from '@/domain/warehouse/documents';
import { DOCUMENT_ACTION_LABELS, DOCUMENT_KIND_LABELS, DOCUMENT_STATUS_LABELS, VIRTUAL_LOCATION_LABELS, WAREHOUSE_MESSAGES } from '@/domain/warehouse/messages';

export type Lang = 'zh' | 'en';
export type WarehouseMessageKey = keyof typeof WAREHOUSE_MESSAGES;

export const langOf = (language: string): Lang => (language.startsWith('zh') ? 'zh' : 'en');

/** The current language as the domain catalogs key it. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}

/** The domain catalogs use {name} placeholders (shared with the server), not i18next's {{name}}. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
}

export const kindLabel = (kind: DocumentKind, lang: Lang) => DOCUMENT_KIND_LABELS[kind][lang];
export const statusLabel = (status: string, lang: Lang) => DOCUMENT_STATUS_LABELS[status]?.[lang] ?? status;
/**
 * On a button the document's cancel reads 取消单据: a bare 取消 beside a dialog's own 取消 (dismiss) reads as closing
 * the dialog, not as voiding the document.
 */
const BUTTON_LABELS: Record<string, Record<Lang, string>> = { cancel: { zh: '取消单据', en: 'Cancel document' } };
export const actionLabel = (action: string, lang: Lang) => BUTTON_LABELS[action]?.[lang] ?? DOCUMENT_ACTION_LABELS[action]?.[lang] ?? action;
export const virtualLabel = (code: string, lang: Lang) => VIRTUAL_LOCATION_LABELS[code]?.[lang] ?? code;

export function isWarehouseMessage(key: string): key is WarehouseMessageKey {
  return Object.prototype.hasOwnProperty.call(WAREHOUSE_MESSAGES, key);
}

export function warehouseMessage(key: WarehouseMessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fill(WAREHOUSE_MESSAGES[key][lang], params);
}

/** An owner id's name: 0 is the servicer's own stock. */
export const ownerText = (id: number, name: string, lang: Lang) => (id === 0 ? warehouseMessage('whOwnStock', lang) : name || String(id));
