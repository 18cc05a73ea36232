/** Config items (spec §7 Config and lookups): order tags, abnormal types, settlement types… by category_code. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, id } from './tenants';

export const configItems = pgTable(
  'config_items',
  {
    id: id(),
    /** null: a system item every company sees; else a company's own addition */
    companyId: integer('company_id').references(() => companies.id),
    categoryCode: text('category_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** display hint for the browser (order tags: danger | warning) */
    js: text('js').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('config_items_scope_code_uq').on(sql`coalesce(${t.companyId}, 0)`, t.categoryCode, t.code)],
);
