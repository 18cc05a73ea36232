/** The outbox's in-memory state that is not in the database: the pause reason and the storage persistence answer. */

export type Paused = null | 'auth' | 'offline';

interface Status {
  paused: Paused;
  persisted: boolean | null;
}

let status: Status = { paused: null, persisted: null };
const listeners = new Set<() => void>();

export function getStatus(): Status {
  return status;
}

export function setStatus(patch: Partial<Status>): void {
  const next = { ...status, ...patch };
  if (next.paused === status.paused && next.persisted === status.persisted) return;
  status = next;
  listeners.forEach((l) => l());
}

export function subscribeStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let persistAsked = false;

/** navigator.storage.persisted() without asking, so the sync centre can show it. */
export async function readPersisted(): Promise<void> {
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (storage?.persisted) setStatus({ persisted: await storage.persisted() });
  } catch {
    /* unsupported */
  }
}

/** Asks for persistent storage once per page, when the first entry is queued (the browser may decide silently). */
export async function requestPersistOnce(): Promise<void> {
  if (persistAsked || status.persisted === true) return;
  persistAsked = true;
  try {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (storage?.persist) setStatus({ persisted: await storage.persist() });
  } catch {
    /* unsupported: persisted stays unknown */
  }
}

/** For tests. */
export function resetStatusForTests(): void {
  status = { paused: null, persisted: null };
  persistAsked = false;
}
