import { describe, expect, it } from 'vitest';
import { areaDistanceM, centreOf, haversineM, type CentreTable } from './distance';

const table: CentreTable = { '110000': [116.4, 39.9], '310000': [121.47, 31.23], '310100': [121.47, 31.23], '310101': [121.49, 31.223], '320500': [120.62, 31.3] };

describe('distance between area centres', () => {
  it('uses the district, else its city, else its province; unknown or malformed codes have none', () => {
    expect(centreOf('310101', table)).toEqual([121.49, 31.223]);
    expect(centreOf('320508', table)).toEqual([120.62, 31.3]);
    expect(centreOf('110105', table)).toEqual([116.4, 39.9]);
    expect(centreOf('650102', table)).toBeNull();
    expect(centreOf('31010', table)).toBeNull();
    expect(areaDistanceM('650102', '310101', table)).toBeNull();
  });

  it('is the great-circle distance in whole metres, symmetric, zero to itself', () => {
    // Beijing to Shanghai: about 1 070 km as the crow flies
    const m = haversineM([116.4, 39.9], [121.47, 31.23]);
    expect(m).toBeGreaterThan(1_050_000);
    expect(m).toBeLessThan(1_090_000);
    expect(Number.isInteger(m)).toBe(true);
    expect(haversineM([121.47, 31.23], [116.4, 39.9])).toBe(m);
    expect(areaDistanceM('310101', '310101', table)).toBe(0);
    expect(areaDistanceM('320508', '310101', table)).toBe(haversineM([120.62, 31.3], [121.49, 31.223]));
  });
});
