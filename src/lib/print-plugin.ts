/**
 * The local print plugin (spec §1, §7, §9): a C-Lodop-style service that serves its script on localhost, port
 * 8000 first, then 18000. Absent, loading resolves null quietly (one debug line) and callers fall back to the
 * browser's print dialog. Below the minimum version a persistent notice asks the user to download the new one.
 */
import { PRINT_PLUGIN_ORIGINS, PRINT_PLUGIN_SCRIPT } from '@/domain/print-plugin';
import { translate } from './i18n';
import { toast } from './toaster';

/** Spec §9 leaves the number open ('minimum {ip}'); this is the oldest build known to handle 100×150 mm labels. */
export const PRINT_PLUGIN_MIN_VERSION = '6.2.2.6';
export const PRINT_PLUGIN_DOWNLOAD_URL = 'https://www.lodop.net/download.html';
const SCRIPT_TIMEOUT_MS = 3000;

/** The part of the plugin's global object this app uses. */
export interface LodopLike {
  VERSION?: string;
  CVERSION?: string;
  PRINT_INIT(title: string): void;
  SET_PRINT_PAGESIZE(orientation: number, widthTenthMm: number, heightTenthMm: number, pageName: string): void;
  ADD_PRINT_HTM(top: number | string, left: number | string, width: number | string, height: number | string, html: string): void;
  NEWPAGE(): void;
  PRINT(): boolean | void;
}

declare global {
  interface Window {
    getCLodop?: () => LodopLike | undefined;
  }
}

export interface PrintPlugin {
  origin: string;
  version: string;
  outdated: boolean;
  /** prints one page per html string at the given size in millimetres; false when the plugin refused the job */
  printPages(title: string, pages: string[], size: { widthMm: number; heightMm: number }): boolean;
}

/** Dotted version compare: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Adds a script tag; resolves true once loaded, false on error or after the timeout (tag removed either way on failure). */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    let done = false;
    const finish = (ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!ok) script.remove();
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    script.src = src;
    script.async = true;
    script.dataset.printPlugin = 'true';
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    document.head.appendChild(script);
  });
}

export function wrapPlugin(origin: string, lodop: LodopLike): PrintPlugin {
  const version = lodop.CVERSION || lodop.VERSION || '0';
  return {
    origin,
    version,
    outdated: compareVersions(version, PRINT_PLUGIN_MIN_VERSION) < 0,
    printPages(title, pages, { widthMm, heightMm }) {
      lodop.PRINT_INIT(title);
      lodop.SET_PRINT_PAGESIZE(1, Math.round(widthMm * 10), Math.round(heightMm * 10), '');
      pages.forEach((html, i) => {
        if (i > 0) lodop.NEWPAGE();
        lodop.ADD_PRINT_HTM(0, 0, '100%', '100%', html);
      });
      // C-Lodop answers false for a job it did not take (no printer, cancelled); older builds answer nothing
      return lodop.PRINT() !== false;
    },
  };
}

async function probe(load: typeof loadScript): Promise<PrintPlugin | null> {
  for (const origin of PRINT_PLUGIN_ORIGINS) {
    if (!(await load(`${origin}${PRINT_PLUGIN_SCRIPT}`))) continue;
    const lodop = typeof window.getCLodop === 'function' ? window.getCLodop() : undefined;
    if (lodop) return wrapPlugin(origin, lodop);
  }
  console.debug('[print-plugin] no local print plugin on ports 8000 or 18000');
  return null;
}

let pending: Promise<PrintPlugin | null> | null = null;

/** The plugin, or null when none answers (spec §8: missing plugin returns null). One probe per page load unless `retry`. */
export function loadPrintPlugin(opts: { retry?: boolean; load?: typeof loadScript } = {}): Promise<PrintPlugin | null> {
  if (!pending || opts.retry) pending = probe(opts.load ?? loadScript);
  return pending;
}

export const OUTDATED_TOAST_ID = 'print-plugin-outdated';

/** Spec §5: an old plugin gets a notice that stays until the user closes it. */
export function notifyIfOutdated(plugin: PrintPlugin | null): boolean {
  if (!plugin?.outdated) return false;
  toast.warning(translate('ui.printPlugin.outdatedTitle'), {
    id: OUTDATED_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    closable: true,
    description: translate('ui.printPlugin.outdated', { version: plugin.version, min: PRINT_PLUGIN_MIN_VERSION }),
  });
  return true;
}
