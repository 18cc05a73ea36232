/** Accounts and sessions: roles, users, refresh tokens, login throttling, business units and their members. */
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resources } from './master-data';
import { companies, companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: companyId(),
    appCode: text('app_code').notNull(),
    name: text('name').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_company_app_name_uq').on(t.companyId, t.appCode, t.name)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: companyId(),
    username: text('username').notNull(),
    /** scrypt$N$r$p$salt$hash — never the password */
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    appCodes: text('app_codes').array().notNull().default(emptyTextArray),
    /** admin | servicer | consignor | delivery | driver */
    mainType: text('main_type').notNull(),
    isMain: boolean('is_main').notNull().default(true),
    /** the main account of a sub-account; null for main accounts (they are their own main) */
    mainUserId: integer('main_user_id').references((): AnyPgColumn => users.id),
    roleId: integer('role_id').references(() => roles.id),
    /** the resource (consignor, delivery provider, driver) this account acts as at its servicer */
    resourceId: integer('resource_id').references((): AnyPgColumn => resources.id),
    /** the servicer company this account works with */
    servicerId: integer('servicer_id').references(() => companies.id),
    /** fileid of the avatar image (files.fileid), null for none */
    avatarFileid: text('avatar_fileid'),
    /** 1 active, 0 disabled */
    status: smallint('status').notNull().default(1),
    /** the language the user last used ('zh' | 'en'): notifications are written in it */
    lang: text('lang').notNull().default('zh'),
    /**
     * Every access token carries the value it was signed with; raising it (disable, password change, logout) ends
     * every token the user holds at once, on every server process.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_company_idx').on(t.companyId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** the jti */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** every token rotated from one sign-in shares the family; reuse of a rotated token revokes it whole */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    appCode: text('app_code').notNull(),
    groupId: integer('group_id').references(() => businessGroups.id, { onDelete: 'set null' }),
    groupName: text('group_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
    /** users.session_version when the family began: once the user's moves on, the token is dead */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Wrong-password counts per username, shared by every server process (lib/login-throttle.ts). The key is a hash of
 * the lower-cased username: people type passwords into the username field, and those must not be stored.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** the first failure of the current window */
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** after this the row means nothing (window over, lock over) and is pruned */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttle_expires_idx').on(t.expiresAt)],
);

export const businessGroups = pgTable(
  'business_groups',
  {
    id: id(),
    companyId: companyId(),
    /** 0 for top-level groups */
    pid: integer('pid').notNull().default(0),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('business_groups_company_idx').on(t.companyId)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => businessGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);
