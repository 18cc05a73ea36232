/** i18next set-up: en and zh in one 'translation' namespace, language kept in the `language` cookie (spec §9). */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE_LANGUAGE, DEFAULT_LANGUAGE, type Language } from '@/domain/constants';
import { getCookie, setCookie } from './cookies';

export const i18n = i18next;

export function getLanguage(): Language {
  return getCookie(COOKIE_LANGUAGE) === 'zh' ? 'zh' : DEFAULT_LANGUAGE;
}

/** The Accept-Language value the server reads. */
export function acceptLanguage(lang: Language = getLanguage()): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

function applyDocumentLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Initialises once with the assembled resources ({ en: {...}, zh: {...} }). */
export function initI18n(resources: { en: Record<string, unknown>; zh: Record<string, unknown> }) {
  const lang = getLanguage();
  applyDocumentLang(lang);
  const res: Resource = { en: { translation: resources.en }, zh: { translation: resources.zh } };
  if (i18n.isInitialized) {
    i18n.addResourceBundle('en', 'translation', resources.en, true, true);
    i18n.addResourceBundle('zh', 'translation', resources.zh, true, true);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: res,
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

export function setLanguage(lang: Language): void {
  setCookie(COOKIE_LANGUAGE, lang);
  applyDocumentLang(lang);
  void i18n.changeLanguage(lang);
}

/** Translates outside React (api client, router); falls back to the key's default. */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.isInitialized ? String(i18n.t(key, options)) : key;
}
