/** The latest outbox summary each device reported over the socket: what the dispatchers see as unsent work. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const deviceSyncStatus = pgTable(
  'device_sync_status',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the browser's own stable id (localStorage 'lading.device_id') */
    deviceId: text('device_id').notNull(),
    pending: integer('pending').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** when the oldest unsent entry was made on the device; null with nothing unsent */
    oldestAt: timestamp('oldest_at', { withTimezone: true }),
    appVersion: text('app_version').notNull().default(''),
    /** a socket of this device is connected right now */
    connected: boolean('connected').notNull().default(false),
    createdAt: createdAt(),
    /** when the last report arrived */
    updatedAt: updatedAt(),
    /** the last contact of any kind: report, connect or disconnect */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_sync_status_device_idx').on(t.companyId, t.userId, t.deviceId),
    index('device_sync_status_company_idx').on(t.companyId, t.pending),
  ],
);
