/**
 * The signed-in user's order creates kept on this device and not sent yet (outbox kind 'order.create'): the
 * entered-orders list shows them on top as pending rows until the network returns and they get a number.
 */
import { useMemo } from 'react';
import { useOutboxEntries, type OutboxRow } from '@/lib/outbox';

export interface QueuedCreate {
  id: string;
  /** 'failed': the server refused it (lastError says why; the sync centre edits or discards it) */
  status: OutboxRow['status'];
  clientOrderNo: string;
  variant: string;
  receiver: string;
  tel: string;
  address: string;
  submit: boolean;
  /** ms since epoch */
  createdAt: number;
  error: string | null;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

export function queuedCreateOf(row: OutboxRow): QueuedCreate {
  const body = ((row.payload as { body?: Record<string, unknown> } | null)?.body ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    status: row.status,
    clientOrderNo: str(body.client_order_no),
    variant: str(body.variant),
    receiver: str(body.end_contact),
    tel: str(body.end_tel),
    address: str(body.end_address),
    submit: body.submit === true,
    createdAt: row.createdAt,
    error: row.lastError?.msg ?? null,
  };
}

export function useQueuedCreates(): { rows: QueuedCreate[]; loaded: boolean } {
  const entries = useOutboxEntries();
  const rows = useMemo(
    () => [...entries.pending, ...entries.failed].filter((r) => r.kind === 'order.create').sort((a, b) => b.seq - a.seq).map(queuedCreateOf),
    [entries.pending, entries.failed],
  );
  return { rows, loaded: entries.loaded };
}
