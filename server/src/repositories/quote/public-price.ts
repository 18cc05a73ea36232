/**
 * The public out-of-area check (issue 20, /order/price): for a company (its signed public link) and an address —
 * served or not (Basic data's banned areas that name no consignor), and the over-distance surcharge of the
 * company-default OVER_DISTANCE card in force today (never a particular merchant's price): a row naming a town of
 * the address (its `over_m`), or a row with a covered radius (`covered_m`) when the address's district centre lies
 * beyond it from the company's nearest warehouse (distance.ts: centre to centre). The deepest zone wins; at equal
 * depth a town row.
 */
import type { PublicPriceDto } from '../../../../src/domain/quote/api';
import { findBan, normalizeAddress } from '../../../../src/domain/banned-areas';
import { rowAmount } from '../../../../src/domain/quote/engine-amount';
import { MAX_LINE_CENTS, type ExtraRow } from '../../../../src/domain/quote/model';
import { eq } from 'drizzle-orm';
import { areaDistanceM, type CentreTable } from '../../../../src/domain/quote/distance';
import centres from '../../../../src/lib/geo/area-centroids.json';
import type { Db } from '../../db/client';
import { warehouses } from '../../db/schema';
import { BannedAreasRepository } from '../banned-areas';
import { inForce } from './card-reads';
import { loadCompanyCards } from './cards';
import { chinaToday } from './context';

export interface PublicAddress {
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
}

/** how deep an area zone is (district 3 … country 0); -1 when it does not cover the address */
function depth(row: ExtraRow, a: PublicAddress): number {
  const z = row.zone;
  if (z.zone !== 'area') return -1;
  if ((z.province_code && z.province_code !== a.province_code) || (z.city_code && z.city_code !== a.city_code) || (z.district_code && z.district_code !== a.district_code)) return -1;
  return z.district_code ? 3 : z.city_code ? 2 : z.province_code ? 1 : 0;
}

export async function publicPrice(db: Db, companyId: number, a: PublicAddress, bannedReason: string): Promise<PublicPriceDto> {
  const { rules, keywords } = await new BannedAreasRepository(db).rulesFor(companyId, a.province_code);
  const ban = findBan({ provinceCode: a.province_code, cityCode: a.city_code, districtCode: a.district_code, consignorId: null, address: a.address }, rules, keywords);
  const none = { applies: false, over_km: null, amount_cents: null, keyword: '' };
  if (ban) return { served: false, reason: bannedReason, over_distance: none };

  const card = (await loadCompanyCards(db, companyId, ['OVER_DISTANCE'])).find((c) => c.party_id === null && c.status === 1);
  const version = card ? inForce(card.versions.map((v) => ({ ...v, effectiveFrom: v.effective_from, effectiveTo: v.effective_to })), chinaToday()) : null;
  const address = normalizeAddress(a.address);
  const rows = (version?.rows ?? []).filter((r): r is ExtraRow => r.shape === 'extra' && r.code === 'OVER_DISTANCE' && depth(r, a) >= 0);
  // the distance from the nearest of the company's warehouses to the address's district, when a row needs it
  let distance: number | null = null;
  if (rows.some((r) => r.condition.covered_m !== null)) {
    const houses = await db.select({ d: warehouses.districtCode, c: warehouses.cityCode, p: warehouses.provinceCode, status: warehouses.status }).from(warehouses).where(eq(warehouses.companyId, companyId));
    const target = a.district_code || a.city_code || a.province_code;
    for (const h of houses.filter((x) => x.status === 1)) {
      const m = areaDistanceM(h.d || h.c || h.p, target, centres as unknown as CentreTable);
      if (m !== null && (distance === null || m < distance)) distance = m;
    }
  }
  const candidates = rows
    .map((row) => {
      const keyword = row.condition.keywords.find((k) => address && address.includes(normalizeAddress(k))) ?? '';
      const covered = row.condition.covered_m;
      const over = keyword ? row.condition.over_m : covered !== null && distance !== null && distance > covered ? distance - covered : 0;
      return { row, depth: depth(row, a), keyword, over };
    })
    .filter((c) => c.over > 0)
    .sort((x, y) => y.depth - x.depth || Number(!!y.keyword) - Number(!!x.keyword));
  const hit = candidates[0];
  if (!hit) return { served: true, reason: '', over_distance: none };
  const amount = rowAmount(hit.row, hit.over).amount;
  return {
    served: true,
    reason: '',
    over_distance: { applies: true, over_km: hit.over / 1000, amount_cents: amount <= MAX_LINE_CENTS ? amount : null, keyword: hit.keyword },
  };
}
