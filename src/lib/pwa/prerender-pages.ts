/**
 * Which prerendered sign-in page answers /login (issue 16), shared by the build (scripts/vite-plugin-prerender-login.ts),
 * the server (server/src/plugins/spa.ts) and the service worker (src/sw.ts). A known host label has its variant's
 * page in the `language` cookie's language (English without it, as the app decides: src/lib/i18n.ts); an unknown
 * label reads its title from a config file at run time, so it gets the plain shell (null).
 */
import type { Language } from '../../domain/constants.js';
import { resolveVariant, type AppCode } from '../../domain/variants.js';

export const PRERENDER_LANGUAGES: Language[] = ['zh', 'en'];

/** The one path answered with a prerendered page. */
export const PRERENDERED_PATH = '/login';

export function prerenderLoginFile(appCode: AppCode, language: Language): string {
  return `prerender/login-${appCode}-${language}.html`;
}

export function prerenderedLoginFor(hostname: string, languageCookie: string | null | undefined): string | null {
  const resolved = resolveVariant(hostname);
  if (!resolved.known) return null;
  return prerenderLoginFile(resolved.variant.appCode, languageCookie === 'zh' ? 'zh' : 'en');
}
