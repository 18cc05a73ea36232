/** The abnormal area's domain words (statuses, stages, parties, sources, actions, handling kinds) in the user's language, from src/domain/abnormal/messages.ts. */
import { useTranslation } from 'react-i18next';
import type { AnyHandlingAction, AnyHandlingStatus, HandlingKind } from '@/domain/abnormal/handling';
import {
  ABNORMAL_ACTION_LABELS,
  ABNORMAL_SOURCE_LABELS,
  ABNORMAL_STAGE_LABELS,
  ABNORMAL_STATUS_LABELS,
  HANDLING_ACTION_LABELS,
  HANDLING_KIND_LABELS,
  HANDLING_STATUS_LABELS,
  RESPONSIBLE_PARTY_LABELS,
} from '@/domain/abnormal/messages';
import type { AbnormalAction, AbnormalSource, AbnormalStage, AbnormalStatus, ResponsibleParty } from '@/domain/abnormal/records';

export type Lang = 'zh' | 'en';

/** the catalog's English words are lower case (they also sit inside sentences); labels and buttons start with a capital */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('zh') ? 'zh' : 'en';
}

export const statusLabel = (s: AbnormalStatus | string, lang: Lang) => ABNORMAL_STATUS_LABELS[s as AbnormalStatus]?.[lang] ?? s;
export const stageLabel = (s: AbnormalStage, lang: Lang) => ABNORMAL_STAGE_LABELS[s][lang];
export const partyLabel = (p: ResponsibleParty | null, lang: Lang) => (p ? RESPONSIBLE_PARTY_LABELS[p][lang] : '');
export const sourceLabel = (s: AbnormalSource, lang: Lang) => ABNORMAL_SOURCE_LABELS[s][lang];
/** an action as a button says it */
export const actionLabel = (a: AbnormalAction, lang: Lang) => capitalise(ABNORMAL_ACTION_LABELS[a][lang]);
export const kindLabel = (k: HandlingKind, lang: Lang) => capitalise(HANDLING_KIND_LABELS[k][lang]);
export const handlingStatusLabel = (s: AnyHandlingStatus, lang: Lang) => capitalise(HANDLING_STATUS_LABELS[s][lang]);
export const handlingActionLabel = (a: AnyHandlingAction, lang: Lang) => capitalise(HANDLING_ACTION_LABELS[a][lang]);

/** an event's action (a record action, handling_<kind>_<action>, register, update…) as words; unknown ones as sent */
export function eventLabel(action: string, lang: Lang): string {
  if (action in ABNORMAL_ACTION_LABELS) return actionLabel(action as AbnormalAction, lang);
  const m = /^handling_(\w+?)_(\w+)$/.exec(action);
  if (m && m[1] in HANDLING_KIND_LABELS && m[2] === 'create') return `+ ${kindLabel(m[1] as HandlingKind, lang)}`;
  if (m && m[1] in HANDLING_KIND_LABELS && m[2] in HANDLING_ACTION_LABELS) return `${kindLabel(m[1] as HandlingKind, lang)} · ${handlingActionLabel(m[2] as AnyHandlingAction, lang)}`;
  return action;
}

export const STATUS_PALETTE: Record<AbnormalStatus, string> = {
  registered: 'orange',
  accepted: 'blue',
  rejected: 'red',
  handling: 'purple',
  ended: 'green',
  archived: 'gray',
};
