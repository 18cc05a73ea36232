/**
 * The administrative audit log (issue 22, src/domain/admin/README.md): one row per administrative change — who, when,
 * what, and the entity's state before and after. Written only through recordAudit (server/src/repositories/audit.ts)
 * inside the transaction of the change it records, so a change and its entry commit or roll back together.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, id } from './tenants';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyId: companyId(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the actor's display name when the entry was written (the user may be renamed or removed later) */
    actorName: text('actor_name').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** dotted verb, e.g. role.create, role.update, role.delete, menu.update */
    action: text('action').notNull(),
    /** role | menu | account | group | setting | … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** the entity before the change; null for a creation */
    before: jsonb('before'),
    /** the entity after the change; null for a deletion */
    after: jsonb('after'),
  },
  (t) => [index('audit_log_company_at_idx').on(t.companyId, t.at), index('audit_log_company_entity_idx').on(t.companyId, t.entityType, t.entityId)],
);
