/** Titles of paths for tabs and breadcrumbs: the route catalog's zh/en title, the welcome page's own. */
import { findRoute } from '@/domain/route-catalog';

/** /my/{product} and /my/index are the welcome page (spec §2.2); they are not in the §2.3 catalog. */
export function isWelcomePath(pathname: string): boolean {
  return /^\/my\/[^/]+\/?$/.test(pathname);
}

export interface RouteTitleOptions {
  lang: string;
  /** title of the welcome page in the current language */
  welcomeTitle: string;
}

export function routeTitle(pathname: string, { lang, welcomeTitle }: RouteTitleOptions): string {
  if (isWelcomePath(pathname)) return welcomeTitle;
  const def = findRoute(pathname);
  if (def) return lang.startsWith('zh') ? def.zh : def.en;
  const last = pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : '/';
}
