/**
 * Every stored lookup whose key starts with a prefix (all of one kind of record the device keeps, e.g. each
 * warehouse document opened or downloaded): what a list shows offline from the lookup cache (lookup-cache.ts).
 */
import type { QueryKey } from '@tanstack/react-query';
import { localDb } from './db';
import { lookupScope, type CachedLookup } from './lookup-cache';

/** the stored copies under `prefix` (each with the key it was stored under), scoped to the signed-in user */
export async function readLookupsUnder<T>(prefix: QueryKey, scope = lookupScope()): Promise<(CachedLookup<T> & { key: QueryKey })[]> {
  const db = localDb();
  if (!db || !scope) return [];
  // a prefix's JSON without its closing bracket: ["warehouse","document" → every key ["warehouse","document",…]
  const start = `${scope}|${JSON.stringify(prefix).slice(0, -1)},`;
  try {
    const rows = await db.lookups.where('id').startsWith(start).toArray();
    return rows.map((row) => ({ key: JSON.parse(row.key) as QueryKey, data: row.data as T, fetchedAt: row.fetchedAt }));
  } catch {
    return []; // a broken or blocked database never breaks a list
  }
}
