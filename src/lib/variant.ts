/**
 * The running variant (spec §1), resolved once at start-up from the host's first label: known labels at once,
 * unknown labels from public/config/{label}.json (systemName, appCode). Every variant, known or not, reads the static
 * identity JSON of its subdomain, public/config/{label}.identity.json (logo, icon; spec §7), with the built-in logo
 * and icon as fallback — a known variant starts with the built-in ones and takes the file's when it arrives, so its
 * first render never waits on the file.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_APP_CODE, isAppCode, resolveVariant, variantForAppCode, type AppCode, type Variant } from '@/domain/variants';
import { THEME_COLORS, iconPath } from '@/domain/web-manifest';
import { translate } from './i18n';

export interface AppVariant extends Variant {
  /** title from a per-label config file; null means the catalog title `variant.title.<appCode>` */
  systemName: string | null;
  logo: string;
  icon: string;
}

const DEFAULT_LOGO = '/brand/logo.svg';
const DEFAULT_ICON = '/favicon.svg';

function withIdentity(v: Variant, systemName: string | null = null, logo = DEFAULT_LOGO, icon = DEFAULT_ICON): AppVariant {
  return { ...v, systemName, logo, icon };
}

let current: AppVariant = withIdentity(variantForAppCode(DEFAULT_APP_CODE));
const listeners = new Set<() => void>();

function setVariant(v: AppVariant): void {
  current = v;
  listeners.forEach((l) => l());
}

async function fetchJson(url: string): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The identity JSON of a subdomain (logo, icon); the built-in values for whatever it lacks or when it is missing. */
export async function loadIdentity(label: string): Promise<{ logo: string; icon: string }> {
  const identity = await fetchJson(`/config/${encodeURIComponent(label)}.identity.json`);
  return { logo: str(identity?.logo) ?? DEFAULT_LOGO, icon: str(identity?.icon) ?? DEFAULT_ICON };
}

/**
 * Resolves the variant for a host name; unknown labels read their config and identity files (falling back to BANG
 * and the built-in identity). Known labels resolve without a request (their identity: initVariant).
 */
export async function resolveAppVariant(hostname: string): Promise<AppVariant> {
  const resolved = resolveVariant(hostname);
  if (resolved.known) return withIdentity(resolved.variant);
  const { label } = resolved;
  const [config, identity] = await Promise.all([fetchJson(`/config/${encodeURIComponent(label)}.json`), loadIdentity(label)]);
  const appCode = isAppCode(config?.appCode) ? config.appCode : DEFAULT_APP_CODE;
  return withIdentity(variantForAppCode(appCode, label), str(config?.systemName), identity.logo, identity.icon);
}

/** A known variant by its app code, without a host (the build-time render of the sign-in page). */
export function setAppVariant(appCode: AppCode): void {
  setVariant(withIdentity(variantForAppCode(appCode)));
}

let identityLoaded: Promise<void> = Promise.resolve();

/** Called once before the first render. A known variant's identity file is read after it (whenIdentityLoaded). */
export async function initVariant(hostname = window.location.hostname): Promise<AppVariant> {
  const v = await resolveAppVariant(hostname);
  setVariant(v);
  setPageTitle(null);
  applyIcons(v);
  if (resolveVariant(hostname).known) {
    identityLoaded = loadIdentity(v.label).then(({ logo, icon }) => {
      if (current.label !== v.label || (logo === current.logo && icon === current.icon)) return;
      const next = { ...current, logo, icon };
      setVariant(next);
      applyIcons(next);
    });
  }
  return v;
}

/** Settles once the running variant's identity file has been read and applied (or found missing). */
export function whenIdentityLoaded(): Promise<void> {
  return identityLoaded;
}

/** The variant's display title in the current language. */
export function variantTitle(v: AppVariant = current): string {
  return v.systemName ?? translate(v.titleKey);
}

/** Page title of spec §2.2: route title + ' - ' + variant title. */
export function setPageTitle(routeTitle?: string | null): void {
  if (typeof document === 'undefined') return;
  const brand = variantTitle();
  document.title = routeTitle ? `${routeTitle} - ${brand}` : brand;
}

function applyIcons(v: AppVariant): void {
  if (typeof document === 'undefined') return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = v.icon;
  // the browser bar and the home-screen icon follow the variant (its manifest comes from the server per host)
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[v.appCode]);
  document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.setAttribute('href', iconPath(v.appCode, 192));
}

export function getVariant(): AppVariant {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useVariant(): AppVariant {
  return useSyncExternalStore(subscribe, getVariant, getVariant);
}
