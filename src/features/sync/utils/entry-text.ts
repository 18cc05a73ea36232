/** How an outbox entry reads in the sync centre: its action name, its age and its editable fields. */
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import type { TFunction } from 'i18next';

type Lang = 'zh' | 'en';

export const langOf = (language: string): Lang => (language.startsWith('zh') ? 'zh' : 'en');

/** 'sign' → 签收 / Sign; a create or update by its own name; anything else as stored. */
export function actionName(action: string, t: TFunction, lang: Lang): string {
  const order = (ORDER_ACTION_LABELS as Record<string, { zh: string; en: string } | undefined>)[action];
  if (order) return order[lang];
  if (action === 'create' || action === 'createDraft' || action === 'update' || action === 'warehouseScan' || action === 'warehouseNotice' || action === 'transitScan' || action === 'abnormalCreate') return t(`sync.kinds.${action}`);
  return action;
}

/** '3 min ago' / '3分钟前' in the user's language. */
export function ageText(from: number, now: number, lang: Lang): string {
  const seconds = Math.round((from - now) / 1000);
  const fmt = new Intl.RelativeTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { numeric: 'auto', style: 'short' });
  const abs = Math.abs(seconds);
  if (abs < 60) return fmt.format(seconds, 'second');
  if (abs < 3600) return fmt.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return fmt.format(Math.round(seconds / 3600), 'hour');
  return fmt.format(Math.round(seconds / 86400), 'day');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local 'YYYY-MM-DD HH:mm:ss'. */
export function dateTimeText(at: number | string): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The part of a payload the user edits: an action's data, a create's or an update's body. */
export function editableFields(kind: string, payload: unknown): Record<string, unknown> {
  const p = (payload ?? {}) as Record<string, unknown>;
  const inner = kind === 'order.action' ? p.data : p.body;
  return inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
}

/** The payload with its editable part replaced. */
export function withFields(kind: string, payload: unknown, fields: Record<string, unknown>): unknown {
  const p = (payload ?? {}) as Record<string, unknown>;
  return kind === 'order.action' ? { ...p, data: fields } : { ...p, body: fields };
}

/** A field's value as the editor shows it: strings as they are, everything else as JSON. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/**
 * The edited text back as a value: a field that was a string stays a string; others are read as JSON
 * (numbers, booleans, arrays, objects, null). Throws on JSON that does not parse.
 */
export function parseField(text: string, original: unknown): unknown {
  if (typeof original === 'string') return text;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch (e) {
    if (original === null || original === undefined) return text; // nothing said it was not text
    throw e;
  }
}
