/** The scan panel's running list per document, kept in the local database (a shift of scans survives a reload). */
import { localDb, type WarehouseScanRow } from '@/lib/db';

export type { WarehouseScanRow };

/** The signed-in user's scans of a document, newest first. */
export async function readScans(scope: string, docId: number): Promise<WarehouseScanRow[]> {
  const db = localDb();
  if (!db) return [];
  try {
    const rows = await db.warehouseScans.where('[scope+docId]').equals([scope, docId]).toArray();
    return rows.sort((a, b) => b.createdAt - a.createdAt);
  } catch {
    return [];
  }
}

/** Stores a scan; false when it could not be stored (the row still shows for this page's life). */
export async function putScan(row: WarehouseScanRow): Promise<boolean> {
  const db = localDb();
  if (!db) return false;
  try {
    await db.warehouseScans.put(row);
    return true;
  } catch {
    return false;
  }
}

export async function patchScan(id: string, patch: Partial<WarehouseScanRow>): Promise<void> {
  const db = localDb();
  if (!db) return;
  try {
    await db.warehouseScans.update(id, patch);
  } catch {
    // the row in memory already carries the change
  }
}

/** When the signed-in user last scanned each document on this device (ms, by document id). */
export async function lastScanTimes(scope: string): Promise<Map<number, number>> {
  const db = localDb();
  const out = new Map<number, number>();
  if (!db) return out;
  try {
    await db.warehouseScans.where('scope').equals(scope).each((r) => out.set(r.docId, Math.max(out.get(r.docId) ?? 0, r.createdAt)));
  } catch {
    // nothing known: copies age from when they were stored
  }
  return out;
}

/** Forgets the device's list of a document (its scans already in the server's figures or refused). */
export async function clearScans(scope: string, docId: number, keep: (row: WarehouseScanRow) => boolean): Promise<void> {
  const db = localDb();
  if (!db) return;
  try {
    const rows = await db.warehouseScans.where('[scope+docId]').equals([scope, docId]).toArray();
    await db.warehouseScans.bulkDelete(rows.filter((r) => !keep(r)).map((r) => r.id));
  } catch {
    // nothing lost: the list stays
  }
}

export const newScanId = () =>
  `scan-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`}`;
