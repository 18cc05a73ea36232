/** The tenant table (companies) and the columns every table shares. */
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
export const emptyTextArray = sql`'{}'::text[]`;

export const addressColumns = () => ({
  province: text('province').notNull().default(''),
  provinceCode: text('province_code').notNull().default(''),
  city: text('city').notNull().default(''),
  cityCode: text('city_code').notNull().default(''),
  district: text('district').notNull().default(''),
  districtCode: text('district_code').notNull().default(''),
  address: text('address').notNull().default(''),
});

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** servicer | consignor | delivery | platform */
  type: text('type').notNull(),
  /** subscription end; null never expires (the platform itself) */
  hostingEnd: date('hosting_end', { mode: 'string' }),
  subscribeVersion: text('subscribe_version').notNull().default('TRIAL'),
  subscribeVersionName: text('subscribe_version_name').notNull().default(''),
  /** edition bit flags (src/domain/editions.ts: 1 default, 2 store, 4 home, 8 warehouse, 16 e-commerce), set by the platform admin */
  editionFlags: integer('edition_flags').notNull().default(1),
  bizManagerPhone: text('biz_manager_phone').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** fileids of the qualification photos (up to 10) the audit screen reviews */
  qualificationFileids: text('qualification_fileids').array().notNull().default(emptyTextArray),
  /** 1 active, 0 disabled */
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
