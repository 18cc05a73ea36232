/**
 * Form input that must survive while its tab lives (spec §2.3 order entry, §8 unsaved-order confirmation):
 * kept in sessionStorage per page path, so closing the page's tab can ask before the input is dropped even
 * when the page is not mounted. The layout's tab bar asks hasUnsaved(path) before closing a tab.
 */
const PREFIX = 'lading.unsaved:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveUnsaved(path: string, state: unknown): void {
  try {
    storage()?.setItem(PREFIX + path, JSON.stringify(state));
  } catch {
    // storage full or disabled: the form still works, it just is not kept
  }
}

export function loadUnsaved<T>(path: string): T | null {
  const raw = storage()?.getItem(PREFIX + path);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function clearUnsaved(path: string): void {
  storage()?.removeItem(PREFIX + path);
}

export function hasUnsaved(path: string): boolean {
  return !!storage()?.getItem(PREFIX + path);
}
