/**
 * Subscriptions (issue 23, spec §7 /user/user_subscription/*): each paid or granted period of a company's edition, and
 * the renewal requests a company sends the platform. companies.hosting_end / subscribe_version stay the projection the
 * layout's expiry warning reads: rewritten from the company's active subscriptions on every change
 * (repositories/accounts/subscriptions.ts).
 */
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: id(),
    /** the company asking */
    companyId: companyId(),
    version: text('version').notNull(),
    versionName: text('version_name').notNull(),
    months: integer('months').notNull(),
    memo: text('memo').notNull().default(''),
    /** pending | handled | rejected */
    status: text('status').notNull().default('pending'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** why the platform said no (status rejected) */
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_renewals_company_idx').on(t.companyId, t.status), index('subscription_renewals_status_idx').on(t.status, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    /** the subscribing company */
    companyId: companyId(),
    version: text('version').notNull(),
    versionName: text('version_name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** the last paid day */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** fen */
    amount: integer('amount').notNull().default(0),
    memo: text('memo').notNull().default(''),
    /** active | disabled */
    status: text('status').notNull().default('active'),
    /** the renewal request this subscription answered */
    renewalId: integer('renewal_id').references(() => subscriptionRenewals.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_company_idx').on(t.companyId, t.status, t.endsOn)],
);
