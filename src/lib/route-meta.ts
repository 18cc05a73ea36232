/** Route metadata carried in TanStack `staticData` (name + i18n title key) and a hook to read the open route's. */
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** registry name, e.g. saasWaybillAllIndex */
    routeName?: string;
    /** i18n key of the page title, e.g. routes.saasWaybillAllIndex */
    titleKey?: string;
  }
}

export interface RouteMeta {
  routeName: string | null;
  titleKey: string | null;
}

/** Name and title key of the deepest matched route that declares them. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].staticData;
    if (data?.titleKey) return { routeName: data.routeName ?? null, titleKey: data.titleKey };
  }
  return { routeName: null, titleKey: null };
}

/** Localised title of the open route, or null. */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const { titleKey } = useRouteMeta();
  return titleKey ? t(titleKey) : null;
}
