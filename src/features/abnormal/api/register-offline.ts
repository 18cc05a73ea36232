/**
 * A field registration (driver, delivery or warehouse worker) through the outbox: kind 'abnormal.create', one entry
 * per exception, its photos stored with it and uploaded first, the entry's id sent as client_id (a replay answers the
 * record it created), occurred_at the device's time. With no network it waits on the device and is sent on reconnect.
 */
import type { CreateRecordBody } from '@/domain/abnormal/api';
import { enqueue, photoRef, type EnqueueResult, type PhotoInput } from '@/lib/outbox';

export interface FieldPhoto {
  data: Blob;
  type: string;
  name: string;
}

export interface FieldRegistration {
  body: Omit<CreateRecordBody, 'photos' | 'client_id' | 'occurred_at'>;
  photos: FieldPhoto[];
  occurredAt: Date;
  /** the sync centre's label */
  label: string;
}

export function registerFromField(r: FieldRegistration, options: { waitMs?: number } = {}): Promise<EnqueueResult> {
  const photos: PhotoInput[] = r.photos.map((p) => ({ ref: photoRef(), data: p.data, type: p.type, name: p.name }));
  const orderKey = r.body.order_no ?? String(r.body.order_id ?? '');
  return enqueue(
    {
      kind: 'abnormal.create',
      entity: `abnormal-new:${orderKey}`,
      payload: { body: { ...r.body, photos: photos.map((p) => p.ref) } },
      label: { action: 'abnormalCreate', target: `${orderKey} ${r.label}`.trim() },
      photos,
      occurredAt: r.occurredAt,
    },
    options,
  );
}
