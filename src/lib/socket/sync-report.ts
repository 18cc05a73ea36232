/**
 * The socket's side of the outbox: a reconnect drains the queue, and this device reports its outbox summary
 * (`sync:status`) whenever it changes and on every connect, so dispatchers see which devices hold unsent work.
 */
import { SOCKET_EVENTS, type SyncStatusReport } from '@/domain/device-sync';
import { requestSync, subscribeOutbox, type OutboxSummary } from '@/lib/outbox';
import { emitSocket, onSocketConnect, onSocketReconnect } from './client';
import { deviceId } from './device-id';

export function syncReport(summary: Pick<OutboxSummary, 'pending' | 'failed' | 'oldestAt'>, device: string): SyncStatusReport {
  return {
    device_id: device,
    pending: summary.pending,
    failed: summary.failed,
    oldest_at: summary.oldestAt === null ? null : new Date(summary.oldestAt).toISOString(),
  };
}

export function startSyncReports(): () => void {
  let latest: OutboxSummary | null = null;
  let sent: string | null = null;
  const send = () => {
    if (!latest) return;
    const report = syncReport(latest, deviceId());
    const key = JSON.stringify(report);
    if (key === sent) return;
    if (emitSocket(SOCKET_EVENTS.syncStatus, report)) sent = key;
  };
  const offSummary = subscribeOutbox((summary) => {
    latest = summary;
    send();
  });
  const offConnect = onSocketConnect(() => {
    sent = null;
    send();
  });
  const offReconnect = onSocketReconnect(() => requestSync('socket-reconnect'));
  return () => {
    offSummary();
    offConnect();
    offReconnect();
  };
}
