/** Constants shared by the service worker, its registration and the build's precache check. */

/** Workbox's per-file precache limit, set deliberately (its default, 2 MiB); the build fails above it. */
export const PRECACHE_MAX_BYTES = 2 * 1024 * 1024;

/** Paths the shell never answers for a navigation: the API, the socket and the server-made manifest. */
export const NAVIGATION_DENYLIST = [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/manifest\.webmanifest$/];

export const IMAGE_CACHE = 'lading-images';
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The message workbox-window's messageSkipWaiting() sends. */
export const SKIP_WAITING = 'SKIP_WAITING';

export const SW_URL = '/sw.js';
