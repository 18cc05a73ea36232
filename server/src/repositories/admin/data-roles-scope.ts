/**
 * The one place data-permission scopes become SQL (issue 22, src/domain/admin/README.md): `SCOPED_TABLES` declares, per
 * business table, which of its columns name a consignor, a warehouse, a station, the users who own the row, or the
 * order it belongs to; `scopeWhere(table, scope)` turns the caller's scope into the WHERE part every list and detail
 * query of that table adds. A table reached through its order (abnormal records, tickets) sees a row when the order is
 * in scope or the row is the user's own. A `chosen` scope that names nothing a table declares sees none of its rows.
 */
import { inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../../../src/domain/admin/data-scope';
import { abnormalRecords, bills, checkBills, consignorTerms, financeAccounts, orders, recharges, resources, stockBalances, tickets, transitLoads, warehouseDocuments } from '../../db/schema';

type IdsCondition = (ids: number[]) => SQL | undefined;

interface ScopedColumns {
  consignor?: IdsCondition;
  warehouse?: IdsCondition;
  station?: IdsCondition;
  /** the users a row belongs to: its creator, its assignees */
  users?: AnyColumn[];
  /** the order the row belongs to: the order's scope applies */
  order?: AnyColumn;
}

const inIds = (column: AnyColumn): IdsCondition => (ids) => inArray(column, ids);
/** a site reference split in a type and an id column (transit loads' from / to) */
const site = (type: string, ...pairs: [AnyColumn, AnyColumn][]): IdsCondition => (ids) =>
  or(...pairs.map(([typeColumn, idColumn]) => sql`(${typeColumn} = ${type} and ${inArray(idColumn, ids)})`));
/** a bill's party when it is a consignor */
const consignorParty = (typeColumn: AnyColumn, idColumn: AnyColumn): IdsCondition => (ids) => sql`(${typeColumn} = 'consignor' and ${inArray(idColumn, ids)})`;

export const SCOPED_TABLES = {
  orders: {
    consignor: inIds(orders.consignorResourceId),
    warehouse: inIds(orders.warehouseId),
    users: [orders.createdBy, orders.servicerUserId],
  },
  warehouseDocuments: {
    consignor: inIds(warehouseDocuments.ownerId),
    warehouse: inIds(warehouseDocuments.warehouseId),
    users: [warehouseDocuments.createdBy],
  },
  stockBalances: {
    consignor: inIds(stockBalances.ownerId),
    warehouse: inIds(stockBalances.warehouseId),
  },
  transitLoads: {
    warehouse: site('warehouse', [transitLoads.fromSiteType, transitLoads.fromSiteId], [transitLoads.toSiteType, transitLoads.toSiteId]),
    station: site('station', [transitLoads.fromSiteType, transitLoads.fromSiteId], [transitLoads.toSiteType, transitLoads.toSiteId]),
    users: [transitLoads.createdBy],
  },
  abnormalRecords: {
    order: abnormalRecords.orderId,
    users: [abnormalRecords.reportedBy, abnormalRecords.handlerUid],
  },
  tickets: {
    order: tickets.orderId,
    users: [tickets.requesterUid, tickets.financialUid, tickets.executiveUid],
  },
  bills: { consignor: consignorParty(bills.partyType, bills.partyId) },
  checkBills: { consignor: consignorParty(checkBills.partyType, checkBills.partyId) },
  /** a party's accounts (balances, receivables): a consignor's when its consignor is chosen */
  financeAccounts: { consignor: consignorParty(financeAccounts.partyType, financeAccounts.partyId) },
  /** a merchant's recharge requests (充值审批) */
  recharges: { consignor: inIds(recharges.consignorId) },
  /** 商家审核: a consignor's credit terms */
  consignorTerms: { consignor: inIds(consignorTerms.consignorId) },
  /** the consignor resources themselves (finance's consignor picker) */
  consignors: { consignor: inIds(resources.id) },
} satisfies Record<string, ScopedColumns>;

export type ScopedTable = keyof typeof SCOPED_TABLES;

const NOTHING = sql`false`;

function where(columns: ScopedColumns, scope: DataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const parts: (SQL | undefined)[] = [];
  if (scope.kind === 'users') {
    if (scope.userIds.length) for (const c of columns.users ?? []) parts.push(inArray(c, scope.userIds));
  } else {
    if (columns.consignor && scope.consignorIds.length) parts.push(columns.consignor(scope.consignorIds));
    if (columns.warehouse && scope.warehouseIds.length) parts.push(columns.warehouse(scope.warehouseIds));
    if (columns.station && scope.stationIds.length) parts.push(columns.station(scope.stationIds));
  }
  if (columns.order) {
    const ofOrders = where(SCOPED_TABLES.orders, scope) ?? NOTHING;
    parts.push(sql`${columns.order} in (select ${orders.id} from ${orders} where ${ofOrders})`);
  }
  const kept = parts.filter((p): p is SQL => p !== undefined);
  return kept.length ? or(...kept) : NOTHING;
}

/** The condition a query of `table` adds for `scope`: undefined for every row, `false` SQL when it sees none. */
export function scopeWhere(table: ScopedTable, scope: DataScope): SQL | undefined {
  return where(SCOPED_TABLES[table], scope);
}

/** Whether `scope` restricts anything (a query may keep a faster path when it does not). */
export const restricts = (scope: DataScope): boolean => scope.kind !== 'all';

