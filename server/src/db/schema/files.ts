/** Uploaded files: the stored object behind a fileid, with its company, uploader and checksum. */
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id } from './tenants';

export const files = pgTable(
  'files',
  {
    id: id(),
    /** the opaque public id (spec §3 "image files identified by fileid") */
    fileid: text('fileid').notNull(),
    companyId: companyId(),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** where the storage keeps the bytes */
    storageKey: text('storage_key').notNull(),
    /** sniffed from the content, never the declared type */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_fileid_uq').on(t.fileid), index('files_company_idx').on(t.companyId)],
);
