/**
 * Data-permission roles (数据权限角色, issue 22, README.md "Data-permission roles"): which business rows a user may
 * see. The contract both sides validate, and the scope the server resolves a user's role into.
 *
 *   GET    /system/role/data/list    ?name&page&per_page   the company's data roles with their holder counts
 *   GET    /system/role/data/detail/:id                    a data role with its chosen ids and holders
 *   POST   /system/role/data/create  dataRoleBody           data.id
 *   PUT    /system/role/data/detail/:id  dataRoleBody
 *   DELETE /system/role/data/detail/:id                    its holders fall back to no data role (all rows)
 *
 * Under /system/role/ on purpose: the role menus' guard (permissions.ts API_GUARDS) covers them, so a sub-account
 * manages data roles exactly when it manages roles.
 */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from '../input-fields';

/**
 * all: every row of the company; unit: rows created by members of the user's business units; unit_tree: the same
 * with the units below them; chosen: rows of the listed consignors / warehouses / stations; own: rows the user created
 * or is assigned.
 */
export const DATA_SCOPE_KINDS = ['all', 'unit', 'unit_tree', 'chosen', 'own'] as const;
export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

export const DATA_ROLE_NAME_MAX = 32;
export const DATA_ROLE_CHOSEN_MAX = 500;

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
const id = z.preprocess(toNumber, z.number().int().min(1).max(DB_INT_MAX));
const ids = z.array(id).max(DATA_ROLE_CHOSEN_MAX).default([]);

export const dataRoleBody = z.object({
  name: z.string().trim().min(1).max(DATA_ROLE_NAME_MAX),
  scope: z.enum(DATA_SCOPE_KINDS),
  consignor_ids: ids,
  warehouse_ids: ids,
  station_ids: ids,
  /** the sub-accounts holding the role (a user holds one data role: assigning here moves them from their old one) */
  user_ids: ids,
});
export type DataRoleBody = z.input<typeof dataRoleBody>;

export const dataRoleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(DATA_SCOPE_KINDS),
  consignor_ids: z.array(z.number().int()),
  warehouse_ids: z.array(z.number().int()),
  station_ids: z.array(z.number().int()),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type DataRoleSummary = z.infer<typeof dataRoleSummary>;

export const dataRoleDetail = dataRoleSummary.extend({
  users: z.array(z.object({ id: z.number().int(), username: z.string(), nickname: z.string() })),
});
export type DataRoleDetail = z.infer<typeof dataRoleDetail>;

/** A chosen role must name at least one consignor, warehouse or station (otherwise it would hide everything). */
export function chosenIsEmpty(body: { scope: DataScopeKind; consignor_ids: number[]; warehouse_ids: number[]; station_ids: number[] }): boolean {
  return body.scope === 'chosen' && body.consignor_ids.length + body.warehouse_ids.length + body.station_ids.length === 0;
}

/**
 * What the server filters with, resolved once per request: `all`; `users` (the rows created by / assigned to these
 * users: own, unit and unit_tree resolve into it); `chosen` (the rows of these consignors, warehouses or stations).
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'users'; userIds: number[] }
  | { kind: 'chosen'; consignorIds: number[]; warehouseIds: number[]; stationIds: number[] };

export const ALL_ROWS: DataScope = { kind: 'all' };
