/** Notification history per user (issue 8 pushes new ones over the socket). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id } from './tenants';

export interface NotificationData {
  route?: string;
  file_url?: string;
}
export interface NotificationMeta {
  idempotency_key?: string;
  ts?: number;
}
export interface NotificationExtra {
  route?: string;
  file_url?: string;
  web_actions?: { route: string }[];
}

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** chat | alert | system */
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    meta: jsonb('meta').$type<NotificationMeta>().notNull().default({}),
    extra: jsonb('extra').$type<NotificationExtra>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // one row per logical event and user: a repeated event (a retried request) never creates a second one
    uniqueIndex('notifications_user_event_uq').on(t.userId, sql`(${t.meta}->>'idempotency_key')`),
  ],
);
