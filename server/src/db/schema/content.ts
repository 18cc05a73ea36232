/**
 * Content and marketing (issue 22, src/domain/content/README.md): the platform's articles and who read them,
 * servicers' incentive rules, the servicers the platform recommends to merchants, and the platform's fee items per
 * edition. Money in fen.
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies, companyId, createdAt, id, updatedAt } from './tenants';

export const articles = pgTable(
  'articles',
  {
    id: id(),
    /** the company that wrote it (the platform's) */
    companyId: companyId(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised HTML (server/src/repositories/content/sanitize.ts) */
    body: text('body').notNull().default(''),
    /** articles.ts ARTICLE_AUDIENCES */
    audience: text('audience').notNull(),
    cover: text('cover').notNull().default(''),
    /** articles.ts ARTICLE_STATUSES */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_company_idx').on(t.companyId, t.status), index('articles_feed_idx').on(t.status, t.audience, t.publishedAt)],
);

export const articleReads = pgTable(
  'article_reads',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the reader's company */
    companyId: companyId(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);

export const incentiveRules = pgTable(
  'incentive_rules',
  {
    id: id(),
    companyId: companyId(),
    /** incentive.ts INCENTIVE_TARGETS */
    target: text('target').notNull(),
    perSigned: integer('per_signed').notNull().default(0),
    perGoodFeedback: integer('per_good_feedback').notNull().default(0),
    perComplaint: integer('per_complaint').notNull().default(0),
    perAbnormal: integer('per_abnormal').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('incentive_rules_company_target_uq').on(t.companyId, t.target)],
);

export const recommendedServicers = pgTable(
  'recommended_servicers',
  {
    id: id(),
    /** the platform's company that recommends */
    companyId: companyId(),
    servicerCompanyId: integer('servicer_company_id')
      .notNull()
      .references(() => companies.id),
    headline: text('headline').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recommended_servicers_uq').on(t.companyId, t.servicerCompanyId)],
);

export const platformFeeItems = pgTable(
  'platform_fee_items',
  {
    id: id(),
    /** the platform's company */
    companyId: companyId(),
    /** account/api.ts SUBSCRIBE_VERSIONS */
    version: text('version').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** api.ts FEE_UNITS */
    unit: text('unit').notNull(),
    /** fen */
    amount: integer('amount').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('platform_fee_items_uq').on(t.companyId, t.version, t.code)],
);
