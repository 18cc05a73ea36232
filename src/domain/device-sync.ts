/** The socket's event names and the device sync report (spec §4 Socket), shared by the browser and the server. */
import { z } from 'zod';

export const SOCKET_PATH = '/socket.io';

export const SOCKET_EVENTS = {
  /** server → client: a notification (spec §9 default event) */
  notify: 'notify',
  notification: 'notification',
  /** client → server: ask for a test notification back */
  notifyTest: 'notify_test',
  /** client → server: this device's outbox summary */
  syncStatus: 'sync:status',
  /** server → company room: some device's summary changed (throttled) */
  devicesChanged: 'sync:devices_changed',
} as const;

/** The connect_error message of a refused handshake. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
/**
 * The connect_error message of a handshake the server could not check (its database busy or away): nothing is wrong
 * with the token, so the client tries again later with the same one — renewing it here would spend a refresh token
 * for nothing, and a renewal whose answer is lost under load can end the session.
 */
export const SOCKET_UNAVAILABLE = 'unavailable';

export const DEVICE_ID_MAX = 64;

export const syncStatusReportSchema = z.object({
  device_id: z.string().trim().min(1).max(DEVICE_ID_MAX),
  pending: z.number().int().min(0).max(1_000_000),
  failed: z.number().int().min(0).max(1_000_000),
  oldest_at: z.iso.datetime({ offset: true }).nullable(),
  app_version: z.string().max(64).optional(),
});
export type SyncStatusReport = z.infer<typeof syncStatusReportSchema>;

/** A row of GET /api/sync/devices. */
export interface DeviceSyncRow {
  id: number;
  user_id: number;
  user_name: string;
  username: string;
  device_id: string;
  pending: number;
  failed: number;
  oldest_at: string | null;
  app_version: string;
  connected: boolean;
  updated_at: string;
  last_seen_at: string;
}

/** Unsent work older than this makes a device's row amber. */
export const SYNC_STALE_MS = 60 * 60 * 1000;

/** The notification the socket pushes (spec §3 Notification). */
export interface RealtimeNotification {
  id: number;
  message: string;
  title: string;
  type: 'chat' | 'alert' | 'system';
  data: { route?: string; file_url?: string };
  meta: { idempotency_key?: string; ts?: number };
  extra: { route?: string; file_url?: string; web_actions?: { route: string }[] };
}
