/**
 * A shift's work downloaded to a tablet at once (issue 17): every document of a warehouse that takes scans now or
 * next — an inbound confirmed, an outbound confirmed (its pick starts on the floor) or picking, a count counting —
 * with its lines, so a worker in a dead zone has the whole shift on the device. Bounded, so one download is one
 * answer a tablet can store: beyond the limits the server refuses with a message instead of cutting the list.
 */
import type { DocumentKind } from './documents';

export const SHIFT_STATUSES: Partial<Record<DocumentKind, readonly string[]>> = {
  inbound: ['confirmed'],
  outbound: ['confirmed', 'picking'],
  count: ['counting'],
};

export const SHIFT_MAX_DOCUMENTS = 200;
export const SHIFT_MAX_LINES = 20_000;

/** the (kind, status) pairs of a shift's documents */
export const SHIFT_PAIRS: readonly (readonly [DocumentKind, string])[] = Object.entries(SHIFT_STATUSES).flatMap(([kind, statuses]) =>
  (statuses ?? []).map((status) => [kind as DocumentKind, status] as const),
);

export const isShiftDocument = (kind: DocumentKind, status: string): boolean => SHIFT_STATUSES[kind]?.includes(status) ?? false;
