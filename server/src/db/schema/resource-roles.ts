/**
 * The role of a T_PZ provider: fitting workers (配装师傅) and delivery-install providers share the delivery
 * resources' name space (spec §5) but are listed on different screens, so the role the add call names is kept.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { resources } from './master-data';
import { companyId } from './tenants';

export const resourceRoles = pgTable('resource_roles', {
  resourceId: integer('resource_id')
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  /** FITTING_WORKER | DELIVERY_INSTALL */
  role: text('role').notNull(),
});
