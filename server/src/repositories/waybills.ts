/** The waybill list and its export: filtered (waybill-filters.ts), a whitelisted sort, offset pages for the screen, keyset batches for exports. */
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { WaybillRow, WaybillSortField } from '../../../src/domain/columns/waybill-columns';
import type { OrderStatus } from '../../../src/domain/order-status';
import { tableCacheOf, type Db } from '../db/client';
import { orders, resources, timeLimits } from '../db/schema';
import { maskTel, type WaybillKey, type WaybillLabel } from '../../../src/domain/waybill-label';
import { scopeCondition, type OrderScope } from './orders';
import { EMPTY_TIME_LIMITS, type TimeLimitSet } from '../../../src/domain/time-limits';
import { countsAnswer, filterConditions, type WaybillFilter } from './waybill-filters';
import { waybillPage, waybillQuery, waybillRows, type LimitsOf, type SelectedWaybill } from './waybill-rows';
import { URGENCY_RANK, urgencyRank, urgencyRankByCompany } from './waybill-urgency';

export interface WaybillSort {
  field: WaybillSortField;
  dir: 'asc' | 'desc';
  /** the map screen: C_DANGER first, then B_WARNING, then A_NORMAL; within each the longest waiting first (then field/dir) */
  urgencyFirst?: boolean;
}

/** An area level of the destination, for the per-area counts. */
export type AreaCountLevel = 'province' | 'city' | 'district';

export interface AreaCount {
  code: string;
  name: string;
  province: string;
  city: string;
  count: number;
}

const AREA_COUNT_COLUMNS = {
  province: { code: orders.endProvinceCode, name: orders.endProvince },
  city: { code: orders.endCityCode, name: orders.endCity },
  district: { code: orders.endDistrictCode, name: orders.endDistrict },
} as const;

/** what a list page reads (the status counters follow orders' own writes) */
const LIST_TABLES = ['orders', 'resources'] as const;
/** at most this many pages kept (up to 500 rows each) */
const LIST_PAGES = { name: 'waybill-pages', max: 300 };
/**
 * A page in urgency order or filtered by time-limit status also moves with the clock: kept 1 s at most (an order
 * crossing its warning or overdue mark that second is placed by the next read; each row's status is computed now).
 */
const TIMED_PAGE_MS = 1_000;
/** …and they follow the company's time limits */
const TIMED_TABLES = [...LIST_TABLES, 'time_limits'] as const;

const SORT_COLUMNS = {
  created_at: orders.createdAt,
  updated_at: orders.updatedAt,
  order_no: orders.orderNo,
  end_contact: orders.endContact,
  status: orders.status,
} as const;

export class WaybillsRepository {
  constructor(
    private readonly db: Db,
    private readonly limitsOf: LimitsOf = async () => EMPTY_TIME_LIMITS,
  ) {}

  /** The computed time-limit rank of each order (waybill-urgency.ts) with the limits of the scope's company or companies. */
  private async urgency(scope: OrderScope, statuses?: OrderStatus[]): Promise<SQL> {
    const now = Date.now();
    if (scope.kind === 'none') return sql`0`;
    if (scope.kind === 'platform') {
      const companies = await this.db.selectDistinct({ id: timeLimits.companyId }).from(timeLimits);
      const limits = new Map<number, TimeLimitSet>();
      for (const { id } of companies) limits.set(id, await this.limitsOf(id));
      return urgencyRankByCompany(limits, now, statuses);
    }
    return urgencyRank(await this.limitsOf(scope.kind === 'company' ? scope.companyId : scope.servicerId), now, statuses);
  }

  /** filterConditions plus the computed time-limit status filter. */
  private async where(scope: OrderScope, filter: WaybillFilter): Promise<SQL | undefined | false> {
    const where = filterConditions(scope, filter);
    if (where === false || !filter.limitationStatuses?.length) return where;
    const ranks = [...new Set(filter.limitationStatuses.map((s) => URGENCY_RANK[s]))];
    return and(where, sql`${await this.urgency(scope, filter.statuses)} in ${ranks}`);
  }

  async list(scope: OrderScope, filter: WaybillFilter, sort: WaybillSort, page: number, perPage: number): Promise<{ list: WaybillRow[]; total: number }> {
    // A page is the same for every reader of the scope until an order or a name changes (lib/table-cache.ts): the
    // desk's lists, opened and refreshed by many at once, read it once. The urgency order and the time-limit filter
    // also move with the clock: those pages live a second at most. Each row's time-limit status is computed now,
    // whatever was cached.
    const timed = sort.urgencyFirst || !!filter.limitationStatuses?.length;
    const found = await tableCacheOf(this.db).get(
      `waybills:${JSON.stringify([scope, filter, sort, page, perPage])}`,
      timed ? TIMED_TABLES : LIST_TABLES,
      () => this.page(scope, filter, sort, page, perPage),
      { group: LIST_PAGES, ...(timed && { ttlMs: TIMED_PAGE_MS }) },
    );
    return { list: await waybillRows(found.rows, this.limitsOf), total: found.total };
  }

  private async page(scope: OrderScope, filter: WaybillFilter, sort: WaybillSort, page: number, perPage: number): Promise<{ rows: SelectedWaybill[]; total: number }> {
    const where = await this.where(scope, filter);
    if (where === false) return { rows: [], total: 0 };
    const column = SORT_COLUMNS[sort.field];
    const dir = sort.dir === 'asc' ? asc : desc;
    const order = sort.urgencyFirst
      ? [desc(await this.urgency(scope, filter.statuses)), asc(orders.statusChangedAt), dir(column), dir(orders.id)]
      : [dir(column), dir(orders.id)];
    // the total: from the trigger-maintained counters when they answer the filter (exact, without counting rows)
    const totalSql =
      countsAnswer(scope, filter) && scope.kind === 'company'
        ? sql`select coalesce(sum(n), 0)::bigint from order_status_counts where company_id = ${scope.companyId}${filter.statuses?.length ? sql` and status in ${filter.statuses}` : sql``}`
        : sql`select count(*) from ${orders} where ${where ?? sql`true`}`;
    const found = await waybillPage(this.db, { where, orderBy: order, limit: perPage, offset: (page - 1) * perPage, total: totalSql });
    // a page past the end carries no row to read the total from
    const total =
      found.total ?? Number(((await this.db.execute(sql`select (${totalSql}) as n`)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
    return { rows: found.rows, total };
  }

  /**
   * How many matching orders go to each province, city or district (the map screen's summary), most first;
   * orders without a code at that level count under code ''.
   */
  async areaCounts(scope: OrderScope, filter: WaybillFilter, level: AreaCountLevel, limit: number): Promise<AreaCount[]> {
    const where = await this.where(scope, filter);
    if (where === false) return [];
    const { code, name } = AREA_COUNT_COLUMNS[level];
    const n = count();
    const rows = await this.db
      .select({ code, name: sql<string>`max(${name})`, province: sql<string>`max(${orders.endProvince})`, city: sql<string>`max(${orders.endCity})`, count: n })
      .from(orders)
      .where(where)
      .groupBy(code)
      .orderBy(desc(n), asc(code))
      .limit(limit);
    return rows.map((r) => ({ code: r.code, name: r.name ?? '', province: level === 'province' ? '' : (r.province ?? ''), city: level === 'district' ? (r.city ?? '') : '', count: Number(r.count) }));
  }

  /** One waybill of the scope by id or order number, with what its shipping label prints. */
  async findLabel(scope: OrderScope, key: WaybillKey): Promise<WaybillLabel | null> {
    const condition = scopeCondition(scope);
    if (condition === false) return null;
    const byKey: SQL = key.kind === 'id' ? eq(orders.id, key.id) : eq(orders.orderNo, key.orderNo);
    const [row] = await this.db
      .select({ order: orders, consignorName: resources.name })
      .from(orders)
      .leftJoin(resources, eq(resources.id, orders.consignorResourceId))
      .where(condition ? and(byKey, condition) : byKey)
      .limit(1);
    if (!row) return null;
    const o = row.order;
    return {
      id: o.id,
      order_no: o.orderNo,
      end_contact: o.endContact,
      end_tel: o.endTel,
      end_tel_masked: maskTel(o.endTel),
      end_province: o.endProvince,
      end_city: o.endCity,
      end_district: o.endDistrict,
      end_address: o.endAddress,
      products: o.products.map((p) => ({ name: p.name, code: p.code, quantity: p.quantity })),
      package: o.package,
      consignor_name: row.consignorName ?? '',
      services_pkg_name: o.servicesPkgName,
      created_at: o.createdAt.toISOString(),
    };
  }

  /**
   * Every matching row in batches, for exports: keyset pagination on (sort column, id) so each batch is one
   * index-friendly query and memory holds one batch at a time, however large the result.
   */
  async *batches(scope: OrderScope, filter: WaybillFilter, sort: WaybillSort, batchSize = 1000): AsyncGenerator<WaybillRow[]> {
    const where = await this.where(scope, filter);
    if (where === false) return;
    const column = SORT_COLUMNS[sort.field];
    const dir = sort.dir === 'asc' ? asc : desc;
    const after = sort.dir === 'asc' ? gt : lt;
    let last: SelectedWaybill | null = null;
    for (;;) {
      let keyset: SQL | undefined;
      if (last) {
        const value = last[sort.field === 'created_at' ? 'createdAt' : sort.field === 'updated_at' ? 'updatedAt' : sort.field === 'order_no' ? 'orderNo' : sort.field === 'end_contact' ? 'endContact' : 'status'];
        const v = value instanceof Date ? value.toISOString() : value;
        keyset = or(after(column, sql`${v}`), and(eq(column, sql`${v}`), after(orders.id, last.id)));
      }
      const rows: SelectedWaybill[] = await waybillQuery(this.db)
        .where(and(where, keyset))
        .orderBy(dir(column), dir(orders.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      yield await waybillRows(rows, this.limitsOf);
      if (rows.length < batchSize) return;
      last = rows[rows.length - 1];
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    waybills: WaybillsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('waybills', new WaybillsRepository(app.db, (companyId) => app.timeLimits.forCompany(companyId)));
  },
  { name: 'waybills-repository', dependencies: ['db'] },
);
