/**
 * The warehouse documents kept on the device (the lookup cache's ['warehouse', 'document', id] copies: opened
 * online or downloaded with 下载今日单据) are forgotten when the device no longer needs them: a copy of a document the
 * device sees in a final state (it takes no more scans: received, put away, shipped, cancelled, approved, rejected,
 * and a lock or replenishment closed) at once, and at the warehouse screens' start any copy older than
 * DEVICE_COPY_MAX_AGE_MS — counted from when it was stored or last scanned on this device, whichever is later.
 */
import type { QueryKey } from '@tanstack/react-query';
import { deleteLookups, deleteLookupsUnder } from '@/lib/lookup-cache-under';
import { lookupScope } from '@/lib/lookup-cache';
import { lastScanTimes } from './scan-store';

export const DEVICE_DOCUMENTS_PREFIX = ['warehouse', 'document'] as const;
export const deviceDocumentKey = (id: number) => [...DEVICE_DOCUMENTS_PREFIX, id] as const;

/** three days: a shift's copy outlives a weekend's pause, not a week */
export const DEVICE_COPY_MAX_AGE_MS = 3 * 86_400_000;

const FINISHED = new Set(['received', 'put_away', 'shipped', 'cancelled', 'approved', 'rejected', 'released', 'expired', 'done']);

/** the document is in a state the device keeps no copy of */
export const isFinishedOnDevice = (status: string): boolean => FINISHED.has(status);

/** Forgets the device's copies of the documents among `docs` that are in a final state; answers how many it dropped. */
export async function forgetFinishedCopies(docs: readonly { id: number; status: string }[], scope = lookupScope()): Promise<number> {
  const keys: QueryKey[] = docs.filter((d) => isFinishedOnDevice(d.status)).map((d) => deviceDocumentKey(d.id));
  await deleteLookups(keys, scope);
  return keys.length;
}

/** Forgets copies older than the limit (or whose stored copy is already final); answers how many it dropped. */
export async function pruneDeviceCopies(now = Date.now(), scope = lookupScope()): Promise<number> {
  if (!scope) return 0;
  const scanned = await lastScanTimes(scope);
  return deleteLookupsUnder<{ id?: unknown; status?: unknown }>(
    DEVICE_DOCUMENTS_PREFIX,
    (copy) => {
      const id = typeof copy.data?.id === 'number' ? copy.data.id : null;
      if (typeof copy.data?.status === 'string' && isFinishedOnDevice(copy.data.status)) return true;
      const last = Math.max(copy.fetchedAt, (id !== null && scanned.get(id)) || 0);
      return now - last > DEVICE_COPY_MAX_AGE_MS;
    },
    scope,
  );
}

const pruned = new Set<string>();

/** pruneDeviceCopies once per signed-in user and page life (the warehouse screens' start) */
export async function pruneDeviceCopiesOnce(scope = lookupScope()): Promise<void> {
  if (!scope || pruned.has(scope)) return;
  pruned.add(scope);
  await pruneDeviceCopies(Date.now(), scope);
}
