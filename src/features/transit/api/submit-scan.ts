/**
 * A dock scan accepted on the tablet becomes its own outbox entry (kind 'transit.scan', src/lib/outbox/kinds.ts):
 * stored before anything is sent, sent once with its Idempotency-Key and its scan_id, replayed when the network
 * returns; a scan the server does not accept fails its entry with the server's message (the sync centre lists it).
 */
import type { EnqueueInput } from '@/lib/outbox';
import { enqueue } from '@/lib/outbox';

export interface DockScanToSend {
  loadId: number;
  loadNo: string;
  scanId: string;
  phase: 'load' | 'unload';
  code: string;
  occurredAt: Date;
}

/** each scan its own entity: one refused scan waiting in the failed list never holds the load's other scans back */
export const dockScanEntity = (loadId: number, scanId: string) => `transit-scan:${loadId}:${scanId}`;

export function dockScanEntryOf(s: DockScanToSend): EnqueueInput {
  return {
    kind: 'transit.scan',
    entity: dockScanEntity(s.loadId, s.scanId),
    payload: { loadId: s.loadId, scans: [{ scan_id: s.scanId, phase: s.phase, code: s.code, occurred_at: s.occurredAt.toISOString() }] },
    label: { action: 'transitScan', target: `${s.loadNo} ${s.code}` },
    occurredAt: s.occurredAt,
  };
}

export const submitDockScan = (s: DockScanToSend) => enqueue(dockScanEntryOf(s));

export const newScanId = () =>
  `ts-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`}`;
