/** The outbox's public types (re-exported by index.ts; see README.md). */
import type { ApiError } from '@/lib/api-client';
import type { OutboxRow, SentRow } from '@/lib/db';

export type { OutboxRow, SentRow };

export type OutboxKind = 'order.action' | 'order.create' | 'order.update' | 'warehouse.scan' | 'warehouse.notice' | 'transit.scan' | 'abnormal.create';

export interface PhotoInput {
  /** from photoRef(); every payload string equal to it is replaced by the uploaded fileid */
  ref: string;
  data: ArrayBuffer | Blob;
  type: string;
  name: string;
}

export interface EnqueueInput {
  kind: OutboxKind;
  /** causal-order key: 'order:<order_no>' | 'order-new:<client_order_no>' | 'warehouse-scan:<doc>:<scan_id>' | 'notice-new:<form key>' | 'transit-scan:<load>:<scan_id>' | 'abnormal-new:<order no>' */
  entity: string;
  payload: unknown;
  /** what the sync panel shows */
  label: { action: string; target: string };
  photos?: PhotoInput[];
  /** when the user did it (default now); sent as occurred_at */
  occurredAt?: Date;
}

export type EnqueueResult =
  | { outcome: 'sent'; entry: OutboxRow; result: unknown }
  | { outcome: 'queued'; entry: OutboxRow }
  | { outcome: 'rejected'; entry: OutboxRow; error: ApiError };

export interface OutboxSummary {
  pending: number;
  failed: number;
  /** createdAt (ms) of the oldest unsent entry */
  oldestAt: number | null;
  paused: null | 'auth' | 'offline';
  /** navigator.storage.persisted(): null until known or where unsupported */
  persisted: boolean | null;
}

/** The entries of the signed-in user, for the sync centre. */
export interface OutboxEntries {
  pending: OutboxRow[];
  failed: OutboxRow[];
  /** newest first */
  sent: SentRow[];
  loaded: boolean;
}
