/**
 * Every stored lookup whose key starts with a prefix (all of one kind of record the device keeps, e.g. each
 * warehouse document opened or downloaded): what a list shows offline from the lookup cache (lookup-cache.ts), and
 * forgetting copies the device no longer needs (one key, or those under a prefix that a rule drops).
 */
import type { QueryKey } from '@tanstack/react-query';
import { localDb } from './db';
import { lookupScope, type CachedLookup } from './lookup-cache';

const idOf = (scope: string, key: QueryKey) => `${scope}|${JSON.stringify(key)}`;

/** the stored copies under `prefix` (each with the key it was stored under), scoped to the signed-in user */
export async function readLookupsUnder<T>(prefix: QueryKey, scope = lookupScope()): Promise<(CachedLookup<T> & { key: QueryKey })[]> {
  const db = localDb();
  if (!db || !scope) return [];
  // a prefix's JSON without its closing bracket: ["warehouse","document" → every key ["warehouse","document",…]
  const start = `${idOf(scope, prefix).slice(0, -1)},`;
  try {
    const rows = await db.lookups.where('id').startsWith(start).toArray();
    return rows.map((row) => ({ key: JSON.parse(row.key) as QueryKey, data: row.data as T, fetchedAt: row.fetchedAt }));
  } catch {
    return []; // a broken or blocked database never breaks a list
  }
}

/** Forgets the signed-in user's stored copies of these keys. */
export async function deleteLookups(keys: readonly QueryKey[], scope = lookupScope()): Promise<void> {
  const db = localDb();
  if (!db || !scope || !keys.length) return;
  try {
    await db.lookups.bulkDelete(keys.map((k) => idOf(scope, k)));
  } catch {
    // a closed database: the copies stay until the next chance
  }
}

/** Forgets every stored copy under `prefix` that `drop` says the device no longer needs; answers how many. */
export async function deleteLookupsUnder<T>(prefix: QueryKey, drop: (copy: CachedLookup<T> & { key: QueryKey }) => boolean, scope = lookupScope()): Promise<number> {
  const gone = (await readLookupsUnder<T>(prefix, scope)).filter(drop).map((c) => c.key);
  await deleteLookups(gone, scope);
  return gone.length;
}
