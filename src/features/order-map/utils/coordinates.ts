/**
 * Where an order goes on the map: its district's centre (else its city's, else its province's, from the lazy
 * code → [lng, lat] table) plus a small jitter derived from the order id, so orders of one district do not cover
 * each other and every reload draws them in the same place.
 */
export type LngLat = [lng: number, lat: number];
/** 6-digit area code → centre */
export type CentroidTable = Readonly<Record<string, LngLat>>;
export type PlaceLevel = 'district' | 'city' | 'province';

export interface AreaCodes {
  end_province_code?: string;
  end_city_code?: string;
  end_district_code?: string;
}

/** jitter radius in degrees per level: a district is small, a province wide */
export const JITTER_DEG: Record<PlaceLevel, number> = { district: 0.02, city: 0.06, province: 0.25 };

const sixDigits = (code: string | undefined): string | null => (code && /^\d{6}$/.test(code) ? code : null);

/** The centre of the most precise known area; a district code also names its city (4 digits) and province (2). */
export function areaCentre(codes: AreaCodes, table: CentroidTable): { at: LngLat; level: PlaceLevel } | null {
  const district = sixDigits(codes.end_district_code);
  const city = sixDigits(codes.end_city_code) ?? (district ? `${district.slice(0, 4)}00` : null);
  const province = sixDigits(codes.end_province_code) ?? ((district ?? city) ? `${(district ?? city)!.slice(0, 2)}0000` : null);
  const tries: [string | null, PlaceLevel][] = [
    [district, 'district'],
    [city, 'city'],
    [province, 'province'],
  ];
  for (const [code, level] of tries) {
    const at = code ? table[code] : undefined;
    if (at) return { at, level };
  }
  return null;
}

/** A deterministic pseudo-random pair in [0, 1) from an integer (mulberry32 over the id). */
export function unitPair(seed: number): [number, number] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return [next(), next()];
}

/** An offset inside a disc of `radius` degrees, the same for the same id. */
export function jitter(id: number, radius: number): LngLat {
  const [u, v] = unitPair(id);
  const r = radius * Math.sqrt(u);
  const angle = 2 * Math.PI * v;
  return [r * Math.cos(angle), r * Math.sin(angle)];
}

export interface Placed<R> {
  row: R;
  lng: number;
  lat: number;
  level: PlaceLevel;
}

/** Places each row; rows with no known area at all are left out (they stay in the list). */
export function placeOrders<R extends AreaCodes & { id: number }>(rows: readonly R[], table: CentroidTable): Placed<R>[] {
  const out: Placed<R>[] = [];
  for (const row of rows) {
    const centre = areaCentre(row, table);
    if (!centre) continue;
    const [dx, dy] = jitter(row.id, JITTER_DEG[centre.level]);
    out.push({ row, lng: centre.at[0] + dx, lat: centre.at[1] + dy, level: centre.level });
  }
  return out;
}
