/**
 * Per-page table preferences (spec §9: page size remembered per page; hidden columns and column order under a
 * hash of the page): one localStorage entry per page path hash.
 */

export interface TablePrefs {
  pageSize?: number;
  hidden?: string[];
  order?: string[];
}

const PREFIX = 'lading.table.';

/** FNV-1a 32-bit of the page path (plus an optional table id when a page has several tables), as hex. */
export function pageHash(path: string, tableId = ''): string {
  const s = tableId ? `${path}#${tableId}` : path;
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function prefsKey(path: string, tableId = ''): string {
  return PREFIX + pageHash(path, tableId);
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function loadTablePrefs(path: string, tableId = ''): TablePrefs {
  try {
    const raw = localStorage.getItem(prefsKey(path, tableId));
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: TablePrefs = {};
    if (typeof parsed.pageSize === 'number' && Number.isInteger(parsed.pageSize) && parsed.pageSize > 0) out.pageSize = parsed.pageSize;
    if (isStrings(parsed.hidden)) out.hidden = parsed.hidden;
    if (isStrings(parsed.order)) out.order = parsed.order;
    return out;
  } catch {
    return {};
  }
}

/** Merges a change into the stored prefs; storage failures (private mode, quota) only lose the preference. */
export function saveTablePrefs(path: string, patch: TablePrefs, tableId = ''): TablePrefs {
  const next = { ...loadTablePrefs(path, tableId), ...patch };
  try {
    localStorage.setItem(prefsKey(path, tableId), JSON.stringify(next));
  } catch {
    // not fatal
  }
  return next;
}

/** Applies a stored order to the current column keys: known keys in stored order, new columns appended. */
export function orderColumns(keys: readonly string[], order: readonly string[] | undefined): string[] {
  if (!order?.length) return [...keys];
  const present = new Set(keys);
  const ordered = order.filter((k) => present.has(k));
  const seen = new Set(ordered);
  return [...ordered, ...keys.filter((k) => !seen.has(k))];
}

/** Moves `from` to where `to` is (drag and drop of a header onto another). */
export function moveColumn(keys: readonly string[], from: string, to: string): string[] {
  const out = keys.filter((k) => k !== from);
  const at = out.indexOf(to);
  if (at < 0 || from === to || !keys.includes(from)) return [...keys];
  const fromIdx = keys.indexOf(from);
  const toIdx = keys.indexOf(to);
  out.splice(fromIdx < toIdx ? at + 1 : at, 0, from);
  return out;
}
