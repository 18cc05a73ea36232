/**
 * Lookup lists (config items, settlement types, stations, warehouses…) cached in the local database: a picker
 * shows the last known list at once, the network refreshes it in the background, and without a connection the
 * cached list is used. Scoped to the signed-in user (company + user id).
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { localDb } from './db';
import { decodeTokenPayload, getToken } from './session/token-store';

/** The signed-in user's scope, or null when nobody is signed in (nothing is cached then). */
export function lookupScope(): string | null {
  const token = getToken();
  const payload = token ? decodeTokenPayload(token) : null;
  return payload ? `${payload.company_id}:${payload.id}` : null;
}

const keyOf = (key: QueryKey) => JSON.stringify(key);

/**
 * Lookups whose last answer was the stored copy because the network failed (scope|key → that copy's fetch time),
 * until the network (or a fresher copy written by the screen) answers again: the answer itself looks like any
 * other, so `useLookup` reads here whether the screen shows a kept copy.
 */
const answeredFromStore = new Map<string, number>();

export interface CachedLookup<T> {
  data: T;
  fetchedAt: number;
}

export async function readLookup<T>(key: QueryKey, scope = lookupScope()): Promise<CachedLookup<T> | null> {
  const db = localDb();
  if (!db || !scope) return null;
  try {
    const row = await db.lookups.get(`${scope}|${keyOf(key)}`);
    return row ? { data: row.data as T, fetchedAt: row.fetchedAt } : null;
  } catch {
    return null; // a broken or blocked database never breaks a picker
  }
}

export async function writeLookup<T>(key: QueryKey, data: T, scope = lookupScope(), now = Date.now()): Promise<void> {
  if (scope) answeredFromStore.delete(`${scope}|${keyOf(key)}`);
  const db = localDb();
  if (!db || !scope) return;
  try {
    await db.lookups.put({ id: `${scope}|${keyOf(key)}`, scope, key: keyOf(key), data, fetchedAt: now });
  } catch {
    // quota or a closed database: the list still shows from the network
  }
}

/**
 * Fetches a lookup list and stores it; when the network fails, answers the stored list instead (and rethrows
 * only when there is none).
 */
export async function fetchLookup<T>(key: QueryKey, fetcher: () => Promise<T>): Promise<T> {
  const scope = lookupScope();
  try {
    const data = await fetcher();
    await writeLookup(key, data, scope);
    return data;
  } catch (e) {
    const cached = await readLookup<T>(key, scope);
    if (!cached) throw e;
    answeredFromStore.set(`${scope}|${keyOf(key)}`, cached.fetchedAt);
    return cached.data;
  }
}

export interface UseLookupOptions {
  enabled?: boolean;
  /** how long the network copy is fresh; default 5 minutes */
  staleTime?: number;
}

/**
 * A lookup list through react-query: the stored copy shows while the network copy loads (placeholder), the
 * network copy replaces it and is stored; offline, the stored copy is the answer. `fetchedAt` tells the screen
 * how old a shown cached list is.
 */
export function useLookup<T>(key: QueryKey, fetcher: () => Promise<T>, options: UseLookupOptions = {}) {
  const scope = lookupScope();
  const enabled = options.enabled ?? true;
  const stored = useQuery({
    queryKey: ['lookup-cache', scope, ...key],
    queryFn: () => readLookup<T>(key, scope),
    enabled,
    staleTime: Infinity,
  });
  const remote = useQuery({
    queryKey: key,
    queryFn: () => fetchLookup(key, fetcher),
    enabled,
    staleTime: options.staleTime ?? 5 * 60_000,
    // (a lookup list is never a function, which is all react-query's placeholder type guards against)
    placeholderData: stored.data?.data as never,
  });
  const keptAt = remote.data !== undefined && scope ? answeredFromStore.get(`${scope}|${keyOf(key)}`) : undefined;
  const fromCache = remote.isPlaceholderData || (!remote.data && !!stored.data) || keptAt !== undefined;
  return {
    ...remote,
    data: remote.data ?? stored.data?.data,
    fromCache,
    fetchedAt: fromCache ? (keptAt ?? stored.data?.fetchedAt ?? null) : remote.dataUpdatedAt || null,
  };
}
