/** Qualification review of self-registered companies (the platform's audit screens) and its decision log. */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies, createdAt, id, updatedAt } from './tenants';

/**
 * One row per company that went through registration. A company without a row (the seeded ones, the platform)
 * counts as approved; a pending or rejected one is held on /examining.
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** the rejection reason shown to the applicant; empty otherwise */
    reason: text('reason').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('company_reviews_company_uq').on(t.companyId), index('company_reviews_status_idx').on(t.status, t.submittedAt)],
);

/** Every submission and decision: who, when, what, why. */
export const companyReviewEvents = pgTable(
  'company_review_events',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** submitted | approved | rejected | resubmitted */
    action: text('action').notNull(),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('company_review_events_company_idx').on(t.companyId, t.createdAt)],
);

/** Subscription extensions the platform granted a company. */
export const subscriptionExtensions = pgTable(
  'subscription_extensions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    previousEnd: text('previous_end'),
    newEnd: text('new_end').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_extensions_company_idx').on(t.companyId)],
);

/** Company details beyond the tenant row, edited on /saas/basic/company/index by the main account. */
export const companyProfiles = pgTable('company_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contactName: text('contact_name').notNull().default(''),
  address: text('address').notNull().default(''),
  licenseNo: text('license_no').notNull().default(''),
  memo: text('memo').notNull().default(''),
  updatedAt: updatedAt(),
});
