/** Transit's domain words (types, statuses, actions, verdicts, discrepancy kinds, refusals) in the user's language. */
import { useTranslation } from 'react-i18next';
import type { LoadStatus, LoadType } from '@/domain/transit/loads';
import { vehicleType } from '@/domain/transit/loads';
import { DISCREPANCY_KIND_LABELS, LOAD_ACTION_LABELS, LOAD_STATUS_LABELS, LOAD_TYPE_LABELS, SCAN_RESULT_MESSAGE, TRANSIT_MESSAGES } from '@/domain/transit/messages';
import type { DiscrepancyKind } from '@/domain/transit/reconcile';
import type { LoadScanResult } from '@/domain/transit/scan-match';

export type Lang = 'zh' | 'en';
export type TransitMessageKey = keyof typeof TRANSIT_MESSAGES;

export const langOf = (language: string): Lang => (language.startsWith('zh') ? 'zh' : 'en');

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return langOf(i18n.language);
}

/** The domain catalogs use {name} placeholders (shared with the server), not i18next's {{name}}. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
}

export const typeLabel = (type: LoadType, lang: Lang) => LOAD_TYPE_LABELS[type][lang];
export const statusLabel = (status: LoadStatus | string, lang: Lang) => LOAD_STATUS_LABELS[status as LoadStatus]?.[lang] ?? status;
export const actionLabel = (action: string, lang: Lang) => LOAD_ACTION_LABELS[action as keyof typeof LOAD_ACTION_LABELS]?.[lang] ?? action;
export const discrepancyLabel = (kind: DiscrepancyKind, lang: Lang) => DISCREPANCY_KIND_LABELS[kind][lang];
export const vehicleLabel = (code: string, lang: Lang) => vehicleType(code)?.[lang] ?? code;

export function isTransitMessage(key: string): key is TransitMessageKey {
  return Object.prototype.hasOwnProperty.call(TRANSIT_MESSAGES, key);
}

export function transitMessage(key: TransitMessageKey, lang: Lang, params?: Record<string, string | number>): string {
  return fill(TRANSIT_MESSAGES[key][lang], params);
}

/** A scan verdict in one sentence; an accepted unload scan reads 已卸车, a refused unplanned one says it was refused. */
export function verdictText(result: LoadScanResult, accepted: boolean, phase: 'load' | 'unload', packageNo: string, lang: Lang): string {
  if (result === 'ok' && phase === 'unload') return transitMessage('tsScanUnloaded', lang);
  if (result === 'unplanned' && !accepted) return transitMessage('tsScanUnplannedRefused', lang, { package: packageNo });
  return transitMessage(SCAN_RESULT_MESSAGE[result], lang, { package: packageNo || '—' });
}

/** green: taken as planned; amber: taken with a warning (unplanned, an overage); red: refused */
export function verdictPalette(result: LoadScanResult, accepted: boolean): 'green' | 'orange' | 'red' {
  if (!accepted) return 'red';
  return result === 'ok' ? 'green' : 'orange';
}

export const STATUS_PALETTE: Record<LoadStatus, string> = {
  planned: 'gray',
  loading: 'blue',
  departed: 'purple',
  arrived: 'teal',
  closed: 'green',
  cancelled: 'red',
};

/** an order's detail in the servicer's app (transit lives in its menu, beside /bang/order/*) */
export const orderDetailPath = (idOrNo: number | string) => `/bang/order/detail/${idOrNo}`;
