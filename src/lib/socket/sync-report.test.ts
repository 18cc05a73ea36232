import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxSummary } from '@/lib/outbox';

const outbox = vi.hoisted(() => ({
  listener: null as ((s: OutboxSummary) => void) | null,
  requestSync: vi.fn(),
}));
const client = vi.hoisted(() => ({
  connected: false,
  emitted: [] as unknown[][],
  onConnect: null as (() => void) | null,
  onReconnect: null as (() => void) | null,
}));

vi.mock('@/lib/outbox', () => ({
  requestSync: outbox.requestSync,
  subscribeOutbox: (l: (s: OutboxSummary) => void) => {
    outbox.listener = l;
    return () => undefined;
  },
}));
vi.mock('./client', () => ({
  emitSocket: (...args: unknown[]) => {
    if (!client.connected) return false;
    client.emitted.push(args);
    return true;
  },
  onSocketConnect: (l: () => void) => {
    client.onConnect = l;
    return () => undefined;
  },
  onSocketReconnect: (l: () => void) => {
    client.onReconnect = l;
    return () => undefined;
  },
}));

const { startSyncReports, syncReport } = await import('./sync-report');

const summary = (pending: number, failed: number, oldestAt: number | null): OutboxSummary => ({ pending, failed, oldestAt, paused: null, persisted: null });

beforeEach(() => {
  localStorage.clear();
  client.connected = false;
  client.emitted = [];
  outbox.requestSync.mockClear();
});

describe('sync reports', () => {
  it('shapes the summary as the server expects', () => {
    expect(syncReport(summary(2, 1, Date.parse('2026-01-01T00:00:00Z')), 'dev')).toEqual({
      device_id: 'dev',
      pending: 2,
      failed: 1,
      oldest_at: '2026-01-01T00:00:00.000Z',
    });
    expect(syncReport(summary(0, 0, null), 'dev').oldest_at).toBeNull();
  });

  it('reports on connect and on every change, once per distinct summary, with a stable device id', () => {
    const stop = startSyncReports();
    outbox.listener!(summary(1, 0, 1000));
    expect(client.emitted).toHaveLength(0);
    client.connected = true;
    client.onConnect!();
    expect(client.emitted).toHaveLength(1);
    const [event, report] = client.emitted[0] as [string, { device_id: string; pending: number }];
    expect(event).toBe('sync:status');
    expect(report.pending).toBe(1);
    expect(report.device_id).toBe(localStorage.getItem('lading.device_id'));
    // paused/persisted changes alone are not news
    outbox.listener!({ ...summary(1, 0, 1000), persisted: true });
    expect(client.emitted).toHaveLength(1);
    outbox.listener!(summary(0, 0, null));
    expect(client.emitted).toHaveLength(2);
    // a new connection reports again
    client.onConnect!();
    expect(client.emitted).toHaveLength(3);
    expect((client.emitted[2][1] as { device_id: string }).device_id).toBe(report.device_id);
    stop();
  });

  it('drains the outbox when the socket comes back', () => {
    const stop = startSyncReports();
    client.onReconnect!();
    expect(outbox.requestSync).toHaveBeenCalledWith('socket-reconnect');
    stop();
  });
});
