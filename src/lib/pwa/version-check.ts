/**
 * The system-update check (spec §4 'System update', §9): the server's GET /api/map/help/system_info version is
 * compared with the version this bundle was built with (vite's __APP_VERSION__, the same value the build
 * writes to dist/version.json and the server reports). Checked on start, every VERSION_POLL_MS, and whenever
 * asked (the service worker found a new build). A failed request is no news.
 */
import { VERSION_POLL_MS } from '@/domain/constants';

declare const __APP_VERSION__: string | undefined;

/** The version this bundle was built with ('' outside a build: unit tests, where nothing is compared). */
export const BUILD_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '';

export const SYSTEM_INFO_URL = '/api/map/help/system_info';

/** The server's version, or null when it could not be read. */
export async function fetchServerVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(`${SYSTEM_INFO_URL}?ts=${Date.now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { data?: { version?: unknown } };
    const version = body?.data?.version;
    return typeof version === 'string' && version ? version : null;
  } catch {
    return null;
  }
}

export interface VersionCheckOptions {
  buildVersion: string;
  /** the server's version, null when unknown */
  fetchVersion: () => Promise<string | null>;
  /** the server runs another version than this page */
  onMismatch: (serverVersion: string) => void;
  intervalMs?: number;
}

export interface VersionCheck {
  /** asks the server now; resolves with the server's version (null when unknown) */
  check(): Promise<string | null>;
  stop(): void;
}

/** Polls the server's version; `onMismatch` hears each check that finds another one. */
export function startVersionCheck({ buildVersion, fetchVersion, onMismatch, intervalMs = VERSION_POLL_MS }: VersionCheckOptions): VersionCheck {
  let stopped = false;
  let inFlight: Promise<string | null> | null = null;
  const check = () => {
    inFlight ??= fetchVersion()
      .then((version) => {
        if (!stopped && version && buildVersion && version !== buildVersion) onMismatch(version);
        return version;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const timer = setInterval(() => void check(), intervalMs);
  return {
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
