/**
 * An abnormal record's events on the order's timeline (`abnormal_<action>`, written by the abnormal area with the
 * record's id and number): what happened in words of the domain catalog, and the record they belong to.
 */
import type { AnyHandlingAction, HandlingKind } from '@/domain/abnormal/handling';
import { ABNORMAL_ACTION_LABELS, HANDLING_ACTION_LABELS, HANDLING_KIND_LABELS } from '@/domain/abnormal/messages';
import type { AbnormalAction } from '@/domain/abnormal/records';

type Lang = 'zh' | 'en';

export const ABNORMAL_EVENT_PREFIX = 'abnormal_';

/** the record's own events that no transition label names (the order catalog's orders.detail.timeline.abnormal.*) */
export const ABNORMAL_OWN_EVENTS = ['register', 'update', 'fees', 'escalate'] as const;

export const isAbnormalEvent = (action: string) => action.startsWith(ABNORMAL_EVENT_PREFIX);

/**
 * What the event says, without the record: a transition's label, a handling sub-record's kind and action, or the
 * catalog key of one of the record's own events; null when the area wrote something this build does not know.
 */
export function abnormalEventWords(action: string, lang: Lang): { text: string } | { key: (typeof ABNORMAL_OWN_EVENTS)[number] } | null {
  const a = action.slice(ABNORMAL_EVENT_PREFIX.length);
  if (a in ABNORMAL_ACTION_LABELS) return { text: ABNORMAL_ACTION_LABELS[a as AbnormalAction][lang] };
  if ((ABNORMAL_OWN_EVENTS as readonly string[]).includes(a)) return { key: a as (typeof ABNORMAL_OWN_EVENTS)[number] };
  const m = /^handling_(\w+?)_(\w+)$/.exec(a);
  if (m && m[1] in HANDLING_KIND_LABELS) {
    const kind = HANDLING_KIND_LABELS[m[1] as HandlingKind][lang];
    if (m[2] === 'create') return { text: `+ ${kind}` };
    if (m[2] in HANDLING_ACTION_LABELS) return { text: `${kind} · ${HANDLING_ACTION_LABELS[m[2] as AnyHandlingAction][lang]}` };
  }
  return null;
}

/** the record an event belongs to */
export function abnormalEventRecord(data: Record<string, unknown>): { id: number; no: string } | null {
  return typeof data.abnormal_id === 'number' && typeof data.abnormal_no === 'string' ? { id: data.abnormal_id, no: data.abnormal_no } : null;
}
