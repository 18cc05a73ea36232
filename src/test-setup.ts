import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll } from 'vitest';
import { DEFAULT_LANGUAGE } from '@/domain/constants';

/**
 * Unit tests run in jsdom, which has no `CSS.escape`. Chakra's dialogs (zag's focus trap) call it from a
 * MutationObserver when an element of an open dialog changes — in a browser always there; here it threw an
 * uncaught error now and then (when the observer fired before a test's dialog closed), and the run failed.
 * The CSSOM algorithm (https://drafts.csswg.org/cssom/#serialize-an-identifier).
 */
function cssEscape(value: string): string {
  const s = String(value);
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) out += '\uFFFD';
    else if ((c >= 0x1 && c <= 0x1f) || c === 0x7f || (i === 0 && c >= 0x30 && c <= 0x39) || (i === 1 && c >= 0x30 && c <= 0x39 && s.charCodeAt(0) === 0x2d))
      out += `\\${c.toString(16)} `;
    else if (i === 0 && s.length === 1 && c === 0x2d) out += `\\${s.charAt(i)}`;
    else if (c >= 0x80 || c === 0x2d || c === 0x5f || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) out += s.charAt(i);
    else out += `\\${s.charAt(i)}`;
  }
  return out;
}

const g = globalThis as { CSS?: { escape?: (v: string) => string } };
if (typeof g.CSS?.escape !== 'function') g.CSS = { ...(g.CSS ?? {}), escape: cssEscape };

export { cssEscape };

/**
 * waitFor / findBy wait up to 5 s (the library's default is 1 s): on the shared 2-core machine a big render (a printed
 * statement of 500 lines) took longer than a second under a full test run's load, and a test failed that had no bug.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * Each file starts from what a fresh window gives: most unit files share one window and one module graph per worker
 * (vitest.config.ts 'unit-shared'), so what an earlier file left — a language chosen, cookies, storage, a title, nodes
 * — is put back first. (A file's own state that lives in modules is why some files stay isolated.)
 */
beforeAll(async () => {
  cleanup();
  document.body.innerHTML = '';
  document.title = '';
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  if (i18next.isInitialized && i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
});
