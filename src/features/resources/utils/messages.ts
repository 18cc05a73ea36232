/**
 * Dialog messages: zod issues of the shared schemas carry server-message catalog keys, shown verbatim in zh
 * (spec §5); a few catalog texts are phrase fragments in en, so the form has its own en wording for those.
 */
import { isServerMessageKey, serverMessage } from '@/domain/server-messages';

const EN_OVERRIDES: Record<string, string> = {
  mobileInvalid: 'Invalid mobile number format',
  invalidFormat: 'Invalid format',
};

export type UiLang = 'zh' | 'en';

export const uiLang = (language: string | undefined): UiLang => (language?.startsWith('zh') ? 'zh' : 'en');

/** The text of a message key (or the text itself when it is not a key, e.g. a server message). */
export function messageText(lang: UiLang, key: string | undefined): string {
  if (!key) return '';
  if (lang === 'en' && EN_OVERRIDES[key]) return EN_OVERRIDES[key];
  return isServerMessageKey(key) ? serverMessage(lang, key) : key;
}
