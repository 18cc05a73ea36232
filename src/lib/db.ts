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

export class LadingDb extends Dexie {
  lookups!: EntityTable<LookupRow, 'id'>;

  constructor(name = 'lading') {
    super(name);
    this.version(1).stores({ lookups: '&id, scope, fetchedAt' });
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
