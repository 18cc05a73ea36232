/** System-wide data: China's administrative divisions and key/value settings. */
import { index, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './tenants';

export const areas = pgTable(
  'areas',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentCode)],
);

export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
