/** The language of the labels the domain keeps in both languages. */
import { useTranslation } from 'react-i18next';

export function useLang(): 'zh' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('zh') ? 'zh' : 'en';
}

export const errorText = (e: unknown, fallback: string) =>
  e && typeof e === 'object' && 'msg' in e && typeof e.msg === 'string' && e.msg ? e.msg : e instanceof Error && e.message ? e.message : fallback;
