/**
 * The one local database (Dexie over IndexedDB). Every row carries the scope of the signed-in user
 * (`<company>:<user>`), so another account on the same device never reads or sends it. Versions only ever add:
 * a new build must open the old database (issue 6 adds drafts, the outbox, photo blobs and the sent log).
 */
import Dexie, { type EntityTable } from 'dexie';

/** Live queries over the local database (the outbox summary, the sync centre): Dexie only through this file. */
export { liveQuery, type Observable as LiveObservable } from 'dexie';

/**
 * Calls `listener` whenever rows of `table` change — written by this tab or another (Dexie's 'storagemutated'
 * event, which it also relays between tabs). For readers that throttle their own re-reads instead of a liveQuery.
 */
export function onTableChanged(db: Dexie, table: string, listener: () => void): () => void {
  const prefix = `idb://${db.name}/${table}/`;
  const handler = (parts: Record<string, unknown>) => {
    if (Object.keys(parts).some((k) => k.startsWith(prefix))) listener();
  };
  Dexie.on('storagemutated', handler);
  return () => Dexie.on('storagemutated').unsubscribe(handler);
}

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

/** Where an outbox entry stands. 'sent' entries move to the sent log (see SentRow). */
export type OutboxStatus = 'pending' | 'sending' | 'failed';

/**
 * One write the user made, stored before anything is sent (issue 6, design in src/lib/outbox/README.md).
 * `key` is the Idempotency-Key sent with it; an edited resend gets a new key (the server answers 422 to the
 * same key with another body).
 */
export interface OutboxRow {
  /** client-generated id (uuid), stable for the entry's life */
  id: string;
  scope: string;
  /** the Idempotency-Key of the next send */
  key: string;
  /** what it acts on, for causal order: 'order:<order_no>' or 'order-new:<client_order_no>' */
  entity: string;
  /** monotonic creation order (ms * 1000 + counter) */
  seq: number;
  /** the kind of write, e.g. 'order.action', 'order.create' (src/lib/outbox/kinds.ts) */
  kind: string;
  payload: unknown;
  /** photos this entry needs, uploaded first (ids in the blobs table) */
  blobIds: string[];
  /** what the sync panel shows: e.g. { action: 'sign', target: '2000000123' } */
  label: { action: string; target: string };
  /** ISO time the user did it (sent as occurred_at) */
  occurredAt: string;
  /** ms since epoch */
  createdAt: number;
  attempts: number;
  /** ms since epoch; 0 = as soon as possible */
  nextAttemptAt: number;
  status: OutboxStatus;
  /** the last error: the server's msg for a business rejection, or the network failure */
  lastError: { code: string; msg: string; httpStatus: number } | null;
}

/** A photo (or other file) an outbox entry needs: bytes as ArrayBuffer + type (Safari loses File/Blob objects). */
export interface BlobRow {
  id: string;
  scope: string;
  entryId: string;
  data: ArrayBuffer;
  type: string;
  name: string;
  size: number;
  /** the server's fileid once uploaded (then the upload is never repeated) */
  fileId: string | null;
  createdAt: number;
}

/** The log of what was sent (kept a while so the sync panel shows 'recently sent'). */
export interface SentRow {
  id: string;
  scope: string;
  kind: string;
  entity: string;
  label: { action: string; target: string };
  occurredAt: string;
  /** ms since epoch */
  sentAt: number;
  /** a short summary of the server's answer (e.g. the order number a create got) */
  result: unknown;
}

/** A form's unsaved content, autosaved as the user types: key e.g. 'order-entry:create/waybill', 'sign:2000000123'. */
export interface DraftRow {
  /** `${scope}|${key}` */
  id: string;
  scope: string;
  key: string;
  value: unknown;
  /** ms since epoch */
  updatedAt: number;
}

/**
 * Orders downloaded for field work (a driver's tasks, a warehouse's expected orders): a scan or a sign is
 * confirmed from here with no network. `status` is the server's last known status; `localStatus` what the
 * queued actions will make it.
 */
export interface FieldOrderRow {
  /** `${scope}|${orderNo}` */
  id: string;
  scope: string;
  orderNo: string;
  status: string;
  localStatus: string | null;
  data: unknown;
  /** ms since epoch */
  fetchedAt: number;
}

/** The local verdict of a warehouse scan, as the matcher gave it (src/domain/warehouse/api.ts SCAN_RESULTS). */
export type WarehouseScanVerdict = 'ok' | 'unexpected' | 'duplicate' | 'wrong_status' | 'over';

/**
 * One scan of a warehouse document on this device (issue 17): the running list of the scan panel, kept so a
 * whole shift of scanning survives a reload with no network. An accepted scan is also an outbox entry
 * (`entryId`); the entry's state (pending, failed, sent) is read from the outbox, not copied here.
 */
export interface WarehouseScanRow {
  /** the scan_id sent to the server (exactly once per scan) */
  id: string;
  scope: string;
  docId: number;
  code: string;
  quantity: number;
  /** the document line it matched, if any */
  lineId: number | null;
  /** the carton number the code is, or '' for a product code */
  packageNo: string;
  verdict: WarehouseScanVerdict;
  /** the outbox entry that sends it (accepted scans only) */
  entryId: string | null;
  /** the server's verdict where it differs from the local one, with its message */
  server: { result: string; message: string } | null;
  /** ISO time on the device */
  occurredAt: string;
  /** ms since epoch */
  createdAt: number;
}

/** What a print job prints (issue 17): each kind has its own paper (src/lib/print-queue/kinds.ts). */
export type PrintJobKind = 'waybill_label' | 'package_label' | 'pick_list';

/** 'printing' = claimed by one tab's send; 'failed' = the plugin refused it too often (the user retries it). */
export type PrintJobStatus = 'queued' | 'printing' | 'printed' | 'failed';

/**
 * One request to print, kept until printed (issue 17, src/lib/print-queue). Its pages are in printPages under the
 * same id, so the queue panel reads the list without loading the HTML. A reprint is a new row.
 */
export interface PrintJobRow {
  id: string;
  scope: string;
  kind: PrintJobKind;
  /** what the queue panel lists, in the language of the user who asked */
  title: string;
  /** how many pages the job prints */
  pageCount: number;
  paper: { widthMm: number; heightMm: number };
  /** ms since epoch */
  createdAt: number;
  status: PrintJobStatus;
  /** sends tried (the plugin being absent is waiting, not an attempt) */
  attempts: number;
  lastError: { code: 'absent' | 'refused' | 'error' | 'interrupted'; message: string } | null;
  /** ms since epoch, when the plugin took it */
  printedAt: number | null;
  /** the send holding it while 'printing': which tab and since when (ms) */
  claim: { by: string; at: number } | null;
  /** the job this one reprints */
  reprintOf: string | null;
}

/** A print job's pages as rendered, self-contained HTML: what prints after a reload is exactly what was previewed. */
export interface PrintPagesRow {
  /** the job's id */
  id: string;
  pages: string[];
}

export class LadingDb extends Dexie {
  lookups!: EntityTable<LookupRow, 'id'>;
  addresses!: EntityTable<AddressRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  blobs!: EntityTable<BlobRow, 'id'>;
  sent!: EntityTable<SentRow, 'id'>;
  drafts!: EntityTable<DraftRow, 'id'>;
  fieldOrders!: EntityTable<FieldOrderRow, 'id'>;
  warehouseScans!: EntityTable<WarehouseScanRow, 'id'>;
  printJobs!: EntityTable<PrintJobRow, 'id'>;
  printPages!: EntityTable<PrintPagesRow, 'id'>;

  constructor(name = 'lading') {
    super(name);
    // Versions only ever add (a new build opens the database an old build wrote); each lists all its tables.
    this.version(1).stores({ lookups: '&id, scope, fetchedAt' });
    this.version(2).stores({ lookups: '&id, scope, fetchedAt', addresses: '&id' });
    this.version(3).stores({
      lookups: '&id, scope, fetchedAt',
      addresses: '&id',
      outbox: '&id, scope, [scope+status], [scope+entity], seq',
      blobs: '&id, scope, entryId',
      sent: '&id, scope, sentAt',
      drafts: '&id, scope, updatedAt',
      fieldOrders: '&id, scope, [scope+status], [scope+localStatus], orderNo',
    });
    // v4 (issue 17): the warehouse scan panel's running list per document
    this.version(4).stores({
      lookups: '&id, scope, fetchedAt',
      addresses: '&id',
      outbox: '&id, scope, [scope+status], [scope+entity], seq',
      blobs: '&id, scope, entryId',
      sent: '&id, scope, sentAt',
      drafts: '&id, scope, updatedAt',
      fieldOrders: '&id, scope, [scope+status], [scope+localStatus], orderNo',
      warehouseScans: '&id, scope, [scope+docId], entryId, createdAt',
    });
    // v5 (issue 17): the print queue
    this.version(5).stores({
      lookups: '&id, scope, fetchedAt',
      addresses: '&id',
      outbox: '&id, scope, [scope+status], [scope+entity], seq',
      blobs: '&id, scope, entryId',
      sent: '&id, scope, sentAt',
      drafts: '&id, scope, updatedAt',
      fieldOrders: '&id, scope, [scope+status], [scope+localStatus], orderNo',
      warehouseScans: '&id, scope, [scope+docId], entryId, createdAt',
      printJobs: '&id, [scope+status], [scope+createdAt]',
      printPages: '&id',
    });
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
