/**
 * The time-limit status (src/domain/time-limits.ts) as SQL, so lists can filter and sort by it: one rank per
 * order, 0 A_NORMAL, 1 B_WARNING, 2 C_DANGER. The limits are resolved in TypeScript per (status, configured
 * area) with the same resolveLimit() the rows use, and the cut-off moments are computed from `now`, so the SQL
 * only compares status_changed_at with constants:
 *
 *   case status when TO_ASSIGN then case when end_district_code = … then <rank> … else <global rank> end … else 0 end
 *
 * Assumes hierarchical area codes (a district's city is its first four digits), as resolveLimit's overrides do.
 */
import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';
import { resolveLimit, splitAreaCode, TIMED_STAGE_OF_STATUS, type LimitationStatus, type ResolvedLimit, type TimeLimitSet } from '../../../src/domain/time-limits';

export const URGENCY_RANK: Readonly<Record<LimitationStatus, number>> = { A_NORMAL: 0, B_WARNING: 1, C_DANGER: 2 };

const HOUR_MS = 3_600_000;

/** 2 when the limit is used up, 1 past the warning share, else 0 (statusForElapsed, as cut-offs). */
function rankFor(limit: ResolvedLimit | null, now: number): SQL {
  if (!limit || !(limit.hours > 0)) return sql`0`;
  const limitMs = limit.hours * HOUR_MS;
  const danger = new Date(now - limitMs).toISOString();
  const warning = new Date(now - (limitMs * limit.warningPercent) / 100).toISOString();
  return sql`(case when ${orders.statusChangedAt} <= ${danger}::timestamptz then 2 when ${orders.statusChangedAt} <= ${warning}::timestamptz then 1 else 0 end)`;
}

const NO_AREA = { endProvinceCode: '', endCityCode: '', endDistrictCode: '' };
const LEVEL_COLUMN = { district: orders.endDistrictCode, city: orders.endCityCode, province: orders.endProvinceCode } as const;

/** The rank of an order of one company (its time limits), for the given statuses only (others rank 0). */
export function urgencyRank(limits: TimeLimitSet, now: number, statuses?: readonly string[]): SQL {
  const byStatus: SQL[] = [];
  for (const [status, stage] of Object.entries(TIMED_STAGE_OF_STATUS)) {
    if (statuses?.length && !statuses.includes(status)) continue;
    const global = resolveLimit(stage, NO_AREA, limits);
    const areaWhens: SQL[] = [];
    // most specific first: the first matching WHEN wins, like resolveLimit's chain
    for (const level of ['district', 'city', 'province'] as const) {
      for (const area of limits.areas) {
        if (area.level !== level) continue;
        const split = splitAreaCode(area.areaCode);
        if (!split) continue;
        const limit = resolveLimit(stage, { endProvinceCode: split.provinceCode, endCityCode: split.cityCode, endDistrictCode: split.districtCode }, limits);
        areaWhens.push(sql`when ${LEVEL_COLUMN[level]} = ${area.areaCode} then ${rankFor(limit, now)}`);
      }
    }
    const inner = areaWhens.length ? sql`(case ${sql.join(areaWhens, sql` `)} else ${rankFor(global, now)} end)` : rankFor(global, now);
    byStatus.push(sql`when ${orders.status} = ${status} then ${inner}`);
  }
  return byStatus.length ? sql`(case ${sql.join(byStatus, sql` `)} else 0 end)` : sql`0`;
}

/** Several companies (the platform scope): each order ranked by its own company's limits. */
export function urgencyRankByCompany(limitsByCompany: ReadonlyMap<number, TimeLimitSet>, now: number, statuses?: readonly string[]): SQL {
  const whens = [...limitsByCompany].map(([companyId, limits]) => sql`when ${orders.companyId} = ${companyId} then ${urgencyRank(limits, now, statuses)}`);
  return whens.length ? sql`(case ${sql.join(whens, sql` `)} else 0 end)` : sql`0`;
}
