/** Platform integrations (issue 22, src/domain/integrations/README.md): accounts, the orders they brought, the push-back outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources } from './master-data';
import { orders } from './orders';
import { companyId, createdAt, id, updatedAt } from './tenants';

/** One per company and platform: credentials and webhook secret encrypted (AES-256-GCM, repositories/integrations/crypto.ts). */
export const integrationAccounts = pgTable(
  'integration_accounts',
  {
    id: id(),
    companyId: companyId(),
    /** src/domain/integrations/platforms.ts PLATFORM_KEYS */
    platform: text('platform').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    shopIds: text('shop_ids').notNull().default(''),
    consignorResourceId: integer('consignor_resource_id').references(() => resources.id),
    pushUrl: text('push_url').notNull().default(''),
    /** the credential fields as one encrypted JSON object */
    credentialsEnc: text('credentials_enc').notNull(),
    webhookSecretEnc: text('webhook_secret_enc').notNull(),
    /** the public part of the webhook URL (random, unique) */
    hookKey: text('hook_key').notNull(),
    /** orders the webhook creates are created as this user */
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('integration_accounts_company_platform_uq').on(t.companyId, t.platform), uniqueIndex('integration_accounts_hook_key_uq').on(t.hookKey)],
);

/** The orders a platform's webhook brought: one per (company, platform, external order id). */
export const integrationOrders = pgTable(
  'integration_orders',
  {
    id: id(),
    companyId: companyId(),
    platform: text('platform').notNull(),
    externalOrderId: text('external_order_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shopId: text('shop_id').notNull().default(''),
    /** the platform's updated_at of the last applied (or kept) message: older or equal ones are replays */
    platformUpdatedAt: timestamp('platform_updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('integration_orders_external_uq').on(t.companyId, t.platform, t.externalOrderId), index('integration_orders_order_idx').on(t.orderId)],
);

/** Push-back of order status changes (written by the orders status trigger of migration 00NN_integrations). */
export const integrationOutbox = pgTable(
  'integration_outbox',
  {
    id: id(),
    companyId: companyId(),
    platform: text('platform').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    externalOrderId: text('external_order_id').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | dead (src/domain/integrations/outbox.ts) */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker's claim: no other process takes the row until it passes */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('integration_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index('integration_outbox_company_idx').on(t.companyId, t.platform, t.id),
  ],
);
