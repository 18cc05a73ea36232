/**
 * Files made by background exports (issue 8 'an Excel export ready'): the stored object behind the public file
 * id a notification links to, who asked for it, and when it expires (7 days; removed on start and lazily).
 */
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id } from './tenants';

export const exportFiles = pgTable(
  'export_files',
  {
    id: id(),
    /** the opaque public id in /api/file/export/download?file= */
    fileid: text('fileid').notNull(),
    companyId: companyId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the name offered to the browser */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('export_files_fileid_uq').on(t.fileid), index('export_files_expires_idx').on(t.expiresAt)],
);
