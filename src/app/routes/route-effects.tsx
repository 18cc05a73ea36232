/** Effects of every navigation: page title (route title - variant title) and scroll to top (spec §2.2). */
import { useEffect, useLayoutEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@/lib/route-meta';
import { setPageTitle, useVariant } from '@/lib/variant';
import { PRERENDERED_PATH } from '@/lib/pwa/prerender-pages';
import { removePrerender } from '../prerender/handoff';

export function PageTitleEffect() {
  const title = useRouteTitle();
  const variant = useVariant();
  const { i18n } = useTranslation();
  useEffect(() => {
    setPageTitle(title);
  }, [title, variant, i18n.language]);
  return null;
}

export function ScrollTopEffect() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    document.querySelectorAll<HTMLElement>('[data-scroll-top]').forEach((el) => {
      el.scrollTop = 0;
    });
  }, [pathname]);
  return null;
}

/** The prerendered sign-in page is the sign-in screen's to replace; anywhere else (a signed-in user sent home) it goes at once. */
export function PrerenderCleanupEffect() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useLayoutEffect(() => {
    if (pathname !== PRERENDERED_PATH) removePrerender();
  }, [pathname]);
  return null;
}
