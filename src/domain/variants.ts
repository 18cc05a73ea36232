/** Branded variants of spec §1: the first host label picks title, app code, user type and product. */

export type AppCode = 'FMZY' | 'DA' | 'BANG' | 'PAI';
export type UserType = 'admin' | 'servicer' | 'consignor' | 'delivery';

export interface Variant {
  label: string;
  appCode: AppCode;
  userType: UserType;
  /** the {product} segment of the welcome route /my/{product} */
  product: string;
  /** page title in the zh-CN and en catalogs (i18n key `variant.title.<appCode>`) */
  titleKey: string;
}

const byAppCode: Record<AppCode, Omit<Variant, 'label'>> = {
  FMZY: { appCode: 'FMZY', userType: 'admin', product: 'oss', titleKey: 'variant.title.FMZY' },
  DA: { appCode: 'DA', userType: 'consignor', product: 'da', titleKey: 'variant.title.DA' },
  BANG: { appCode: 'BANG', userType: 'servicer', product: 'bang', titleKey: 'variant.title.BANG' },
  PAI: { appCode: 'PAI', userType: 'delivery', product: 'pai', titleKey: 'variant.title.PAI' },
};

export const VARIANT_LABELS: Record<string, AppCode> = {
  oss: 'FMZY',
  da: 'DA',
  psi: 'DA',
  bang: 'BANG',
  tms: 'BANG',
  pai: 'PAI',
  ds: 'PAI',
  jiaxing: 'PAI',
};

export const DEFAULT_APP_CODE: AppCode = 'BANG';
export const APP_CODES: AppCode[] = ['FMZY', 'DA', 'BANG', 'PAI'];

export function isAppCode(value: unknown): value is AppCode {
  return typeof value === 'string' && (APP_CODES as string[]).includes(value);
}

export function variantForAppCode(appCode: AppCode, label = appCode.toLowerCase()): Variant {
  return { label, ...byAppCode[appCode] };
}

/** First label of a host name, or null for plain localhost / IP addresses (which use the default variant). */
export function hostLabel(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return null;
  return host.split('.')[0] || null;
}

/**
 * Known labels resolve here; unknown labels return `{ known: false, label }` so the browser can fetch
 * public/config/{label}.json (systemName, appCode); no label at all gives the default BANG variant.
 */
export function resolveVariant(hostname: string): { known: true; variant: Variant } | { known: false; label: string } {
  const label = hostLabel(hostname);
  if (label === null) return { known: true, variant: variantForAppCode(DEFAULT_APP_CODE) };
  const appCode = VARIANT_LABELS[label];
  if (appCode) return { known: true, variant: variantForAppCode(appCode, label) };
  return { known: false, label };
}

export function productForAppCode(appCode: AppCode): string {
  return byAppCode[appCode].product;
}
