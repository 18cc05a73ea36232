/**
 * Whether anything would be lost by reloading the page now: sources register a check (a dirty form, a draft
 * not yet stored, an outbox entry not yet sent), and the update prompt asks them before it reloads. Form input
 * kept per tab by unsaved-forms.ts counts too.
 */
const sources = new Set<() => boolean>();

/** Same prefix as src/lib/unsaved-forms.ts (the order entry's per-tab input). */
const UNSAVED_FORM_PREFIX = 'lading.unsaved:';

/** Adds a check; returns the function that removes it (call it on unmount). */
export function registerUnsavedWork(source: () => boolean): () => void {
  const entry = () => source();
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

export function hasUnsavedWork(): boolean {
  for (const source of sources) {
    try {
      if (source()) return true;
    } catch {
      return true; // a check that fails cannot promise nothing is lost
    }
  }
  return hasUnsavedForms();
}
