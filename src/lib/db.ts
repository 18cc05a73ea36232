/**
 * The one local database (Dexie over IndexedDB). Every row carries the scope of the signed-in user
 * (`<company>:<user>`), so another account on the same device never reads or sends it. Versions only ever add:
 * a new build must open the old database (issue 6 adds drafts, the outbox, photo blobs and the sent log).
 */
import Dexie, { type EntityTable } from 'dexie';

/** A lookup list fetched from the server, kept with its fetch time so pickers open instantly and offline. */
export interface LookupRow {
  /** `${scope}|${key}` */
  id: string;
  scope: string;
  key: string;
  data: unknown;
  /** ms since epoch */
  fetchedAt: number;
}

/**
 * The address tree (spec §4 'Address data'): public data, so not scoped to a user; kept under a key with the
 * server's address data version and refreshed only when GET /map/help/areas_version reports a newer one.
 */
export interface AddressRow {
  /** the cache key, e.g. 'three-level-address' */
  id: string;
  version: string;
  data: unknown;
  /** ms since epoch */
  fetchedAt: number;
}

export class LadingDb extends Dexie {
  lookups!: EntityTable<LookupRow, 'id'>;
  addresses!: EntityTable<AddressRow, 'id'>;

  constructor(name = 'lading') {
    super(name);
    // Versions only ever add (a new build opens the database an old build wrote); each lists all its tables.
    this.version(1).stores({ lookups: '&id, scope, fetchedAt' });
    this.version(2).stores({ lookups: '&id, scope, fetchedAt', addresses: '&id' });
  }
}

let instance: LadingDb | null = null;

/** The app's database, opened on first use; null where IndexedDB is unavailable (private modes, old browsers). */
export function localDb(): LadingDb | null {
  if (typeof indexedDB === 'undefined') return null;
  instance ??= new LadingDb();
  return instance;
}

/** For tests: a fresh database under another name. */
export function useLocalDbForTests(db: LadingDb | null): void {
  instance = db;
}
