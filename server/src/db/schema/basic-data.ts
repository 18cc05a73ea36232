/** A company's settings documents (Basic data: operation, print, waybill template), each validated as a whole. */
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyId, updatedAt } from './tenants';

export const companySettings = pgTable(
  'company_settings',
  {
    companyId: companyId(),
    /** a SETTING_DOCUMENTS key of src/domain/basic-data/settings.ts */
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    /** the user who saved last */
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
