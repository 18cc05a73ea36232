/**
 * A device's `sync:status` reports: validated (anything invalid is ignored), stored as the device's latest summary,
 * and announced to the company room as `sync:devices_changed` (throttled) so the dispatchers' screen refreshes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, syncStatusReportSchema } from '../../../src/domain/device-sync';
import { CompanyThrottle } from './company-throttle';
import type { DeviceReport, DeviceSyncRepository } from './device-sync-repository';
import { companyRoom, type SocketData } from './rooms';

const CHANGED_WINDOW_MS = 2000;

export class DeviceSyncReports {
  private readonly throttle: CompanyThrottle;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly io: Server,
    private readonly repository: DeviceSyncRepository,
    private readonly log: FastifyBaseLogger,
    windowMs = CHANGED_WINDOW_MS,
  ) {
    this.throttle = new CompanyThrottle(windowMs, (companyId) => io.to(companyRoom(companyId)).emit(SOCKET_EVENTS.devicesChanged));
  }

  attach(socket: Socket): void {
    const data = socket.data as SocketData;
    const owner = { companyId: data.user.company_id, userId: data.user.id };
    // one socket's writes in order: a disconnect never lands before the report that preceded it
    let last: Promise<void> = Promise.resolve();
    const serially = (what: string, write: () => Promise<void>) => {
      const next = last
        .then(write)
        .then(() => this.throttle.touch(owner.companyId))
        .catch((error: unknown) => this.log.warn({ err: error }, `socket: ${what} failed`));
      last = next;
      this.inFlight.add(next);
      void next.finally(() => this.inFlight.delete(next));
    };
    // a burst of reports costs at most one write in flight and one queued, of the latest report
    let latest: DeviceReport | null = null;
    socket.on(SOCKET_EVENTS.syncStatus, (raw: unknown) => {
      const parsed = syncStatusReportSchema.safeParse(raw);
      if (!parsed.success) return;
      const report = parsed.data;
      data.deviceId = report.device_id;
      const queued = latest !== null;
      latest = {
        deviceId: report.device_id,
        pending: report.pending,
        failed: report.failed,
        oldestAt: report.oldest_at ? new Date(report.oldest_at) : null,
        appVersion: report.app_version ?? '',
      };
      if (queued) return;
      serially('storing a sync report', async () => {
        const next = latest;
        latest = null;
        if (next) await this.repository.report(owner, next);
      });
    });
    socket.on('disconnect', () => {
      const deviceId = data.deviceId;
      if (!deviceId || this.otherSocketOf(socket, deviceId)) return;
      serially('marking a device offline', () => this.repository.disconnected(owner, deviceId));
    });
  }

  /** another tab of the same device (same user) is still connected to this process */
  private otherSocketOf(socket: Socket, deviceId: string): boolean {
    const me = socket.data as SocketData;
    for (const other of this.io.of('/').sockets.values()) {
      const d = other.data as SocketData;
      if (other.id !== socket.id && d.deviceId === deviceId && d.user?.id === me.user.id) return true;
    }
    return false;
  }

  /** waits for the writes under way (before the database closes) */
  async close(): Promise<void> {
    await Promise.all([...this.inFlight]);
    this.throttle.close();
  }
}
