/**
 * Zod contracts of the account calls of spec §7 (issue 23) shared by the server's routes and the screens:
 * subscriptions and renewal requests (/user/user_subscription/*), the audit log list (/user/audit/) and the users
 * service (/user/users/*). Bodies and queries are validated with these on the server; screens type their calls with them.
 */
import { z } from 'zod';
import { idField, numeric, optionalIdField } from '../input-fields';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat');

// ------------------------------------------------------------------ subscriptions

export const SUBSCRIPTION_STATUSES = ['active', 'disabled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The editions a subscription can be of (code → zh name; the en name is the code's label in the screens' i18n). */
export const SUBSCRIBE_VERSIONS = { TRIAL: '试用版', BASIC: '基础版', STANDARD: '标准版', DRIVER: '司机版' } as const;
export type SubscribeVersion = keyof typeof SUBSCRIBE_VERSIONS;
const version = z.enum(Object.keys(SUBSCRIBE_VERSIONS) as [SubscribeVersion, ...SubscribeVersion[]]);

export const SUBSCRIPTION_MEMO_MAX = 320;
/** amounts in fen; a year of the dearest edition is far below this */
export const SUBSCRIPTION_AMOUNT_MAX = 100_000_000;

export const subscriptionBody = z
  .object({
    company_id: idField,
    version,
    starts_on: isoDate,
    ends_on: isoDate,
    /** what the company paid, in fen */
    amount: numeric(z.number().int().min(0).max(SUBSCRIPTION_AMOUNT_MAX)).default(0),
    memo: z.string().trim().max(SUBSCRIPTION_MEMO_MAX).default(''),
    /** the renewal request this subscription answers: it becomes handled */
    renewal_id: optionalIdField,
  })
  .refine((b) => b.ends_on >= b.starts_on, { path: ['ends_on'], message: 'subscriptionRange' });
export type SubscriptionBody = z.infer<typeof subscriptionBody>;

export const subscriptionUpdateBody = z
  .object({
    version,
    starts_on: isoDate,
    ends_on: isoDate,
    amount: numeric(z.number().int().min(0).max(SUBSCRIPTION_AMOUNT_MAX)).default(0),
    memo: z.string().trim().max(SUBSCRIPTION_MEMO_MAX).default(''),
  })
  .refine((b) => b.ends_on >= b.starts_on, { path: ['ends_on'], message: 'subscriptionRange' });

export const subscriptionStatusBody = z.object({ id: idField, status: z.enum(SUBSCRIPTION_STATUSES) });

export const subscriptionListQuery = z.object({
  company_id: optionalIdField,
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});

export const subscriptionItem = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  version: z.string(),
  version_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  amount: z.number().int(),
  memo: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  renewal_id: z.number().int().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

// ------------------------------------------------------------------ renewal requests

export const RENEWAL_STATUSES = ['pending', 'handled', 'rejected'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const RENEWAL_MONTH_OPTIONS = [1, 3, 6, 12, 24, 36] as const;

export const renewalBody = z.object({
  version,
  months: numeric(z.number().int()).refine((m) => (RENEWAL_MONTH_OPTIONS as readonly number[]).includes(m), 'invalidFormat'),
  memo: z.string().trim().max(SUBSCRIPTION_MEMO_MAX).default(''),
});

export const renewalListQuery = z.object({ status: z.enum(RENEWAL_STATUSES).optional(), company_id: optionalIdField });

export const renewalItem = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  version: z.string(),
  version_name: z.string(),
  months: z.number().int(),
  memo: z.string(),
  status: z.enum(RENEWAL_STATUSES),
  requested_by_name: z.string(),
  requested_at: z.string(),
  /** why the platform said no (status rejected) */
  reject_reason: z.string(),
  handled_at: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
});
export type RenewalItem = z.infer<typeof renewalItem>;

// ------------------------------------------------------------------ audit log (/user/audit/)

export const auditListQuery = z.object({
  actor: z.string().trim().max(50).optional(),
  action: z.string().trim().max(64).optional(),
  entity_type: z.string().trim().max(32).optional(),
  entity_id: z.string().trim().max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const auditItem = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  at: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditListItem = z.infer<typeof auditItem>;

// ------------------------------------------------------------------ users service (/user/users/*)

export const accountItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  status: z.number().int(),
  is_main: z.boolean(),
  main_type: z.string(),
  role_id: z.number().int().nullable(),
  role_name: z.string(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AccountItem = z.infer<typeof accountItem>;

export const subLimitSchema = z.object({ limit: z.number().int(), used: z.number().int(), can_add: z.boolean() });

export const cumulativeSchema = z.object({
  /** orders the company has taken in, all time */
  order_total: z.number().int(),
  /** of them, signed for */
  order_signed: z.number().int(),
  /** the company's enabled accounts */
  account_total: z.number().int(),
  /** days since the company joined (the join day counts as 1) */
  days_used: z.number().int(),
});
export type Cumulative = z.infer<typeof cumulativeSchema>;

export const servicerRegistSchema = z.object({
  is_regist: z.boolean(),
  company_type: z.string(),
  review_status: z.string(),
});
