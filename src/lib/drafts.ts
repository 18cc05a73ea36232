/**
 * Drafts: a form's unsaved content kept in the local database as the user types (issue 6), scoped to the
 * signed-in user, so closing the tab or the browser loses nothing and the form offers it back on reopen.
 * A failed write (quota, a blocked database) never reaches the form: a quota error is shown once.
 */
import { useEffect, useRef } from 'react';
import { i18n } from './i18n';
import { localDb } from './db';
import { lookupScope } from './lookup-cache';
import { toast } from './toaster';
import { registerUnsavedWork } from './unsaved-work';

export interface Draft<T = unknown> {
  key: string;
  value: T;
  /** ms since epoch */
  updatedAt: number;
}

const idOf = (scope: string, key: string) => `${scope}|${key}`;

/**
 * Writes not yet stored (debounced, in flight or failed), by key: they count as unsaved work for the update
 * prompt, which first flushes every mounted autosave (a reload then loses nothing once they are stored).
 */
const unstored = new Set<string>();
const flushers = new Set<() => Promise<void>>();
registerUnsavedWork(
  () => unstored.size > 0,
  () => Promise.all([...flushers].map((flush) => flush())),
);

export async function readDraft<T>(key: string, scope = lookupScope()): Promise<Draft<T> | null> {
  const db = localDb();
  if (!db || !scope) return null;
  try {
    const row = await db.drafts.get(idOf(scope, key));
    return row ? { key: row.key, value: row.value as T, updatedAt: row.updatedAt } : null;
  } catch {
    return null; // a broken database means there is nothing to offer back
  }
}

/** Stores the draft; rejects on a storage failure (useAutosave shows it). Without a user or a database it does nothing. */
export async function writeDraft(key: string, value: unknown, scope = lookupScope(), now = Date.now()): Promise<void> {
  const db = localDb();
  if (!db || !scope) return;
  await db.drafts.put({ id: idOf(scope, key), scope, key, value, updatedAt: now });
}

export async function clearDraft(key: string, scope = lookupScope()): Promise<void> {
  unstored.delete(key);
  const db = localDb();
  if (!db || !scope) return;
  try {
    await db.drafts.delete(idOf(scope, key));
  } catch {
    // a closed database: the draft is offered again later and can be discarded then
  }
}

/** The signed-in user's drafts, newest first. */
export async function listDrafts(scope = lookupScope()): Promise<Draft[]> {
  const db = localDb();
  if (!db || !scope) return [];
  try {
    const rows = await db.drafts.where('scope').equals(scope).toArray();
    return rows.sort((a, b) => b.updatedAt - a.updatedAt).map((r) => ({ key: r.key, value: r.value, updatedAt: r.updatedAt }));
  } catch {
    return [];
  }
}

function isQuotaError(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; depth++) {
    const name = (cur as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    cur = (cur as { inner?: unknown }).inner;
  }
  return false;
}

let quotaShown = false;

/** Stores a draft and swallows failures (false: not stored); a full disk is told once per page life. */
async function safeWrite(key: string, value: unknown, scope: string | null): Promise<boolean> {
  try {
    await writeDraft(key, value, scope);
    return true;
  } catch (e) {
    if (isQuotaError(e) && !quotaShown) {
      quotaShown = true;
      toast.error(i18n.t('common.drafts.quotaFull'), { id: 'draft-quota' });
    }
    return false;
  }
}

/** For tests: show the quota toast again. */
export function resetDraftQuotaNoticeForTests(): void {
  quotaShown = false;
}

export interface AutosaveOptions {
  /** write only while true (e.g. while the form differs from its start and no restore question is open) */
  enabled: boolean;
  /** wait this long after the last change (default 500 ms) */
  delayMs?: number;
}

export interface Autosave {
  /** stores the pending value now */
  flush(): Promise<void>;
  /** forgets the pending value and deletes the stored draft (after a successful save, or Discard) */
  clear(): Promise<void>;
}

/**
 * Autosaves `value` under `key` as it changes: debounced, and at once when the page is hidden or left
 * (pagehide / visibilitychange → hidden, unmount). The scope is taken when the value changes, so a sign-out in
 * between cannot store one user's input under another.
 */
export function useAutosave(key: string, value: unknown, { enabled, delayMs = 500 }: AutosaveOptions): Autosave {
  const state = useRef({
    key,
    pending: null as { key: string; value: unknown; scope: string | null } | null,
    timer: null as ReturnType<typeof setTimeout> | null,
    /** the write under way: clear() waits for it, or the draft it deletes would be written back */
    writing: Promise.resolve(true),
    /** the last value whose write failed: flush() tries it again (it stays unsaved work until stored) */
    failed: null as { key: string; value: unknown; scope: string | null } | null,
  });
  state.current.key = key;
  const api = useRef<Autosave | null>(null);
  api.current ??= {
    flush: async () => {
      const s = state.current;
      if (s.timer) clearTimeout(s.timer);
      s.timer = null;
      const next = s.pending ?? s.failed;
      s.pending = null;
      s.failed = null;
      if (!next) return;
      const write = s.writing.then(() => safeWrite(next.key, next.value, next.scope));
      s.writing = write;
      const stored = await write;
      if (!stored) {
        // kept as unsaved work (the update prompt will not reload over it) until a later write stores it
        if (!s.pending) s.failed = next;
        return;
      }
      if ((s.pending as { key: string } | null)?.key !== next.key) unstored.delete(next.key);
    },
    clear: async () => {
      const s = state.current;
      if (s.timer) clearTimeout(s.timer);
      s.timer = null;
      s.pending = null;
      s.failed = null;
      await s.writing;
      await clearDraft(s.key);
    },
  };

  useEffect(() => {
    if (!enabled) return;
    const s = state.current;
    s.pending = { key, value, scope: lookupScope() };
    unstored.add(key);
    if (s.timer) clearTimeout(s.timer);
    s.timer = setTimeout(() => void api.current?.flush(), delayMs);
  }, [key, value, enabled, delayMs]);

  useEffect(() => {
    const flush = () => api.current?.flush() ?? Promise.resolve();
    flushers.add(flush);
    const onHide = () => void api.current?.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flushers.delete(flush);
      onHide(); // leaving the form for another route keeps what was typed
    };
  }, []);

  return api.current;
}
