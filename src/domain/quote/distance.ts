/**
 * A distance estimate for pricing (issue 20, README 'Order facts'): the straight line between the centres of two
 * areas of the address tree (src/lib/geo/area-centroids.json: 6-digit code → [lng, lat]), in whole metres. A
 * district without a known centre falls back to its city's; an unknown code gives null (no distance, so no
 * distance-priced row applies).
 */
export type CentreTable = Readonly<Record<string, readonly [number, number]>>;

const EARTH_M = 6_371_000;

/** the centre of a 6-digit area code, else of its city, else of its province */
export function centreOf(code: string, table: CentreTable): readonly [number, number] | null {
  if (!/^\d{6}$/.test(code)) return null;
  return table[code] ?? table[`${code.slice(0, 4)}00`] ?? table[`${code.slice(0, 2)}0000`] ?? null;
}

/** great-circle metres between two [lng, lat] points, rounded to the metre */
export function haversineM(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** metres between the centres of two areas; null when either is not known */
export function areaDistanceM(fromCode: string, toCode: string, table: CentreTable): number | null {
  const a = centreOf(fromCode, table);
  const b = centreOf(toCode, table);
  return a && b ? haversineM(a, b) : null;
}
