/**
 * A scan accepted on the device becomes its own outbox entry (kind 'warehouse.scan', src/lib/outbox/kinds.ts):
 * stored before anything is sent, sent once with its Idempotency-Key and its scan_id, replayed when the network
 * returns; a refusal is listed in the sync centre.
 */
import type { EnqueueInput } from '@/lib/outbox';
import { enqueue } from '@/lib/outbox';

export interface ScanToSend {
  docId: number;
  docNo: string;
  scanId: string;
  code: string;
  quantity: number;
  /** count of a whole warehouse: the location being counted */
  locationId?: number;
  occurredAt: Date;
}

/**
 * Each scan is its own entity: a scan the server refuses (failed, waiting in the sync centre) never holds the
 * document's other scans back, and a shift's backlog goes a few at a time. The server takes each scan on its own
 * figures, so their order among themselves does not change what is applied.
 */
export const scanEntity = (docId: number, scanId: string) => `warehouse-scan:${docId}:${scanId}`;

export function scanEntryOf(s: ScanToSend): EnqueueInput {
  const scan: Record<string, unknown> = { scan_id: s.scanId, code: s.code, quantity: s.quantity, occurred_at: s.occurredAt.toISOString() };
  if (s.locationId) scan.location_id = s.locationId;
  return {
    kind: 'warehouse.scan',
    entity: scanEntity(s.docId, s.scanId),
    payload: { docId: s.docId, scans: [scan] },
    label: { action: 'warehouseScan', target: `${s.docNo} ${s.code}` },
    occurredAt: s.occurredAt,
  };
}

/** Stores the scan's entry (answers at once: the screen follows the entry through the outbox's lists). */
export async function submitScan(s: ScanToSend) {
  return enqueue(scanEntryOf(s));
}
