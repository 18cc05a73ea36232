/** The web app manifest of each variant (spec §1): name, short name, theme colour and icons per app code. */
import type { AppCode } from './variants';

export const THEME_COLORS: Record<AppCode, string> = {
  FMZY: '#334155',
  DA: '#ea580c',
  BANG: '#1d56ed',
  PAI: '#16a34a',
};

export const ICON_SIZES = [192, 512] as const;

export function iconPath(appCode: AppCode, size: number, maskable = false): string {
  return `/icons/${appCode.toLowerCase()}-${maskable ? 'maskable-' : ''}${size}.png`;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** Short names are what a home screen shows under the icon: at most 12 characters. */
export function shortNameOf(name: string): string {
  const trimmed = name.replace(/^Lading\s*/, '').trim() || name;
  return [...trimmed].slice(0, 12).join('');
}

export function buildWebManifest(appCode: AppCode, name: string, lang: 'zh' | 'en'): WebManifest {
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: lang === 'zh' ? 'Lading 物流与供应链后台' : 'Lading — logistics and supply-chain back office',
    lang: lang === 'zh' ? 'zh-CN' : 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLORS[appCode],
    icons: [
      ...ICON_SIZES.map((size) => ({ src: iconPath(appCode, size), sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'any' as const })),
      ...ICON_SIZES.map((size) => ({ src: iconPath(appCode, size, true), sizes: `${size}x${size}`, type: 'image/png' as const, purpose: 'maskable' as const })),
    ],
  };
}
