/**
 * Whether anything would be lost by reloading the page now: sources register a check (a dirty form, a draft
 * not yet stored, an outbox entry not yet sent), and the update prompt asks them before it reloads. Form input
 * kept per tab by unsaved-forms.ts counts too. A source may also say how to store its work now (`flush`: a
 * debounced draft written at once, an outbox write awaited): the prompt flushes before it reloads, and work that
 * is still unsaved afterwards (it could not be stored) keeps the page.
 */
interface Source {
  check: () => boolean;
  flush?: () => Promise<unknown>;
}

const sources = new Set<Source>();

/** Same prefix as src/lib/unsaved-forms.ts (the order entry's per-tab input). */
const UNSAVED_FORM_PREFIX = 'lading.unsaved:';

/** Adds a check (and optionally how to store that work now); returns the function that removes it (call it on unmount). */
export function registerUnsavedWork(source: () => boolean, flush?: () => Promise<unknown>): () => void {
  const entry: Source = { check: () => source(), flush };
  sources.add(entry);
  return () => {
    sources.delete(entry);
  };
}

function hasUnsavedForms(): boolean {
  try {
    if (typeof sessionStorage === 'undefined') return false;
    for (let i = 0; i < sessionStorage.length; i++) {
      if (sessionStorage.key(i)?.startsWith(UNSAVED_FORM_PREFIX)) return true;
    }
  } catch {
    // storage disabled: nothing kept there
  }
  return false;
}

function reports(source: Source): boolean {
  try {
    return source.check();
  } catch {
    return true; // a check that fails cannot promise nothing is lost
  }
}

export function hasUnsavedWork(): boolean {
  for (const source of sources) if (reports(source)) return true;
  return hasUnsavedForms();
}

/** Unsaved work that flushing cannot store (no flush for it): the update countdown waits for it. */
export function hasUnflushableWork(): boolean {
  for (const source of sources) if (!source.flush && reports(source)) return true;
  return hasUnsavedForms();
}

/**
 * Stores what can be stored now (every source's flush, failures swallowed). Resolves true when nothing unsaved
 * is left afterwards, i.e. a reload loses nothing.
 */
export async function flushUnsavedWork(): Promise<boolean> {
  const flushes = [...sources].filter((s) => s.flush && reports(s)).map((s) => s.flush!().catch(() => undefined));
  await Promise.all(flushes);
  return !hasUnsavedWork();
}
