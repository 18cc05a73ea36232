/** Positions reported by drivers and delivery accounts for the live transporter map (issue 8); pruned after 7 days. */
import { doublePrecision, index, integer, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources } from './master-data';
import { companies, companyId, id } from './tenants';

export const transporterPositions = pgTable(
  'transporter_positions',
  {
    id: id(),
    /** the reporting account's own company */
    companyId: companyId(),
    /** the servicer company the account works with: its dispatchers see the position */
    servicerId: integer('servicer_id').references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the driver / delivery provider resource the account acts as at its servicer */
    resourceId: integer('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** metres */
    accuracy: real('accuracy'),
    /** degrees from north */
    heading: real('heading'),
    /** m/s */
    speed: real('speed'),
    /** the device's clock */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** the server's clock: throttling and pruning go by it */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // latest per user and the day's trail
    index('transporter_positions_user_recorded_idx').on(t.userId, t.recordedAt),
    index('transporter_positions_user_received_idx').on(t.userId, t.receivedAt),
    index('transporter_positions_received_idx').on(t.receivedAt),
  ],
);
