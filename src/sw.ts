/**
 * The service worker (built by vite-plugin-pwa, injectManifest): the app shell precached, every app route
 * answered offline from the precached index.html, photos cached as they are viewed. It never answers /api or
 * /socket.io (those always reach the server), and a new build waits until the page asks it to take over.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE, IMAGE_CACHE_MAX_AGE_S, IMAGE_CACHE_MAX_ENTRIES, NAVIGATION_DENYLIST, SKIP_WAITING } from './lib/pwa/sw-config';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

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
