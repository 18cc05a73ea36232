/**
 * The service worker (built by vite-plugin-pwa, injectManifest): the app shell precached, every app route
 * answered offline from the precached index.html, photos cached as they are viewed. It never answers /api or
 * /socket.io (those always reach the server), and a new build waits until the page asks it to take over.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { COOKIE_LANGUAGE } from './domain/constants';
import { PRERENDERED_PATH, prerenderedLoginFor } from './lib/pwa/prerender-pages';
import { IMAGE_CACHE, IMAGE_CACHE_MAX_AGE_S, IMAGE_CACHE_MAX_ENTRIES, NAVIGATION_DENYLIST, SKIP_WAITING } from './lib/pwa/sw-config';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
  /** the Cookie Store API (Chromium); absent elsewhere */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// /login: the prerendered sign-in page of this host's variant in the language cookie's language, as the server
// chooses it; where the worker cannot read the cookie, the plain shell (never a page in the wrong language).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname === PRERENDERED_PATH,
  async ({ request }) => {
    const language = self.cookieStore ? await self.cookieStore.get(COOKIE_LANGUAGE).then((c) => c?.value ?? null, () => undefined) : undefined;
    const page = language === undefined ? null : prerenderedLoginFor(self.location.hostname, language);
    return (page ? await matchPrecache(page) : undefined) ?? (await matchPrecache('index.html')) ?? fetch(request);
  },
);

// Deep links (/saas/dashboard/index, /login, /order/attachment/1/2…) are client routes: the shell answers them.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

// Photos never change under a file id: cache first, bounded in count and age.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/api/file/image/download' && request.method === 'GET',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, maxAgeSeconds: IMAGE_CACHE_MAX_AGE_S, purgeOnQuotaError: true })],
  }),
);

// The first install takes the open pages at once; later builds wait for the page's go-ahead (prompt).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
