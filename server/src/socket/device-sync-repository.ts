/** Device sync reports: the latest outbox summary per (company, user, device), and the dispatchers' list of them. */
import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceSyncStatus, users } from '../db/schema';

export interface DeviceOwner {
  companyId: number;
  userId: number;
}

export interface DeviceReport {
  deviceId: string;
  pending: number;
  failed: number;
  oldestAt: Date | null;
  appVersion: string;
}

/** Whose devices a caller may list: the whole company, or only the caller's own. */
export type DeviceListScope = { companyId: number; userId?: number };

export interface DeviceListRow {
  id: number;
  userId: number;
  userName: string;
  username: string;
  deviceId: string;
  pending: number;
  failed: number;
  oldestAt: Date | null;
  appVersion: string;
  connected: boolean;
  updatedAt: Date;
  lastSeenAt: Date;
}

const LIST_LIMIT = 1000;

export class DeviceSyncRepository {
  constructor(private readonly db: Db) {}

  /** Stores a report (the device is connected: it just sent it). */
  async report(owner: DeviceOwner, report: DeviceReport): Promise<void> {
    const values = {
      pending: report.pending,
      failed: report.failed,
      oldestAt: report.oldestAt,
      appVersion: report.appVersion,
      connected: true,
      updatedAt: sql`now()`,
      lastSeenAt: sql`now()`,
    };
    await this.db
      .insert(deviceSyncStatus)
      .values({ companyId: owner.companyId, userId: owner.userId, deviceId: report.deviceId, ...values })
      .onConflictDoUpdate({
        target: [deviceSyncStatus.companyId, deviceSyncStatus.userId, deviceSyncStatus.deviceId],
        set: values,
      });
  }

  /** The device's last socket went away. */
  async disconnected(owner: DeviceOwner, deviceId: string): Promise<void> {
    await this.db
      .update(deviceSyncStatus)
      .set({ connected: false, lastSeenAt: sql`now()` })
      .where(
        and(
          eq(deviceSyncStatus.companyId, owner.companyId),
          eq(deviceSyncStatus.userId, owner.userId),
          eq(deviceSyncStatus.deviceId, deviceId),
        ),
      );
  }

  /** At start nothing is connected to this process yet. (The device list reads the live state from the sockets of
   *  every process, socket/live-devices.ts; this column is its fallback when a process does not answer.) */
  async resetConnections(): Promise<void> {
    await this.db.update(deviceSyncStatus).set({ connected: false }).where(eq(deviceSyncStatus.connected, true));
  }

  /** Most unsent work first, then the oldest unsent work. */
  async list(scope: DeviceListScope, options: { onlyUnsynced: boolean }): Promise<DeviceListRow[]> {
    return this.db
      .select({
        id: deviceSyncStatus.id,
        userId: deviceSyncStatus.userId,
        userName: users.nickname,
        username: users.username,
        deviceId: deviceSyncStatus.deviceId,
        pending: deviceSyncStatus.pending,
        failed: deviceSyncStatus.failed,
        oldestAt: deviceSyncStatus.oldestAt,
        appVersion: deviceSyncStatus.appVersion,
        connected: deviceSyncStatus.connected,
        updatedAt: deviceSyncStatus.updatedAt,
        lastSeenAt: deviceSyncStatus.lastSeenAt,
      })
      .from(deviceSyncStatus)
      .innerJoin(users, and(eq(users.id, deviceSyncStatus.userId), eq(users.companyId, deviceSyncStatus.companyId)))
      .where(
        and(
          eq(deviceSyncStatus.companyId, scope.companyId),
          scope.userId === undefined ? undefined : eq(deviceSyncStatus.userId, scope.userId),
          options.onlyUnsynced ? or(gt(deviceSyncStatus.pending, 0), gt(deviceSyncStatus.failed, 0)) : undefined,
        ),
      )
      .orderBy(
        desc(deviceSyncStatus.pending),
        sql`${deviceSyncStatus.oldestAt} asc nulls last`,
        desc(deviceSyncStatus.failed),
        desc(deviceSyncStatus.lastSeenAt),
        asc(deviceSyncStatus.id),
      )
      .limit(LIST_LIMIT);
  }
}
