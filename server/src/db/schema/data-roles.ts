/** Data-permission roles (issue 22, src/domain/admin/data-scope.ts): which business rows a sub-account sees. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companyId, createdAt, id, updatedAt } from './tenants';

const emptyIntArray = sql`'{}'::integer[]`;

export const dataRoles = pgTable(
  'data_roles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** DATA_SCOPE_KINDS */
    scope: text('scope').notNull(),
    /** the chosen resources (consignors), warehouses and stations of a `chosen` role */
    consignorIds: integer('consignor_ids').array().notNull().default(emptyIntArray),
    warehouseIds: integer('warehouse_ids').array().notNull().default(emptyIntArray),
    stationIds: integer('station_ids').array().notNull().default(emptyIntArray),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('data_roles_company_name_uq').on(t.companyId, t.name)],
);

/** One data role per user; a user without a row sees every row of the company (README.md). */
export const userDataRoles = pgTable(
  'user_data_roles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dataRoleId: integer('data_role_id')
      .notNull()
      .references(() => dataRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [index('user_data_roles_role_idx').on(t.dataRoleId)],
);
