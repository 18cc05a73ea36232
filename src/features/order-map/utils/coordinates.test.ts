import { describe, expect, it } from 'vitest';
import table from '@/lib/geo/area-centroids.json';
import { areaCentre, jitter, JITTER_DEG, placeOrders, type CentroidTable } from './coordinates';

const centroids = table as unknown as CentroidTable;
const tiny: CentroidTable = { '110000': [116.4, 39.9], '110100': [116.42, 40.03], '110101': [116.419, 39.918], '440000': [113.3, 23.1] };

describe('areaCentre', () => {
  it('uses the district centre when known', () => {
    expect(areaCentre({ end_province_code: '110000', end_city_code: '110100', end_district_code: '110101' }, tiny)).toEqual({ at: [116.419, 39.918], level: 'district' });
  });
  it('falls back to the city, then the province', () => {
    expect(areaCentre({ end_province_code: '110000', end_city_code: '110100', end_district_code: '110199' }, tiny)?.level).toBe('city');
    expect(areaCentre({ end_province_code: '440000', end_city_code: '440300', end_district_code: '440305' }, tiny)).toEqual({ at: [113.3, 23.1], level: 'province' });
  });
  it('derives city and province from a lone district code', () => {
    expect(areaCentre({ end_district_code: '110188' }, tiny)).toEqual({ at: [116.42, 40.03], level: 'city' });
    expect(areaCentre({ end_district_code: '449999' }, tiny)?.level).toBe('province');
  });
  it('gives null without any known area', () => {
    expect(areaCentre({}, tiny)).toBeNull();
    expect(areaCentre({ end_district_code: 'abc' }, tiny)).toBeNull();
    expect(areaCentre({ end_province_code: '990000' }, tiny)).toBeNull();
  });
  it('the shipped table knows real districts, cities and every province', () => {
    const chaoyang = centroids['110105'];
    expect(chaoyang[0]).toBeGreaterThan(116.3);
    expect(chaoyang[0]).toBeLessThan(116.7);
    expect(chaoyang[1]).toBeGreaterThan(39.8);
    expect(chaoyang[1]).toBeLessThan(40.1);
    expect(centroids['440300']).toBeDefined(); // 深圳
    for (const p of ['110000', '310000', '440000', '650000', '540000', '460000']) expect(centroids[p]).toBeDefined();
    for (const [lng, lat] of Object.values(centroids)) {
      expect(lng).toBeGreaterThan(73);
      expect(lng).toBeLessThan(136);
      expect(lat).toBeGreaterThan(3);
      expect(lat).toBeLessThan(54);
    }
  });
});

describe('jitter', () => {
  it('is deterministic per id and stays inside the radius', () => {
    expect(jitter(42, 0.02)).toEqual(jitter(42, 0.02));
    for (let id = 1; id < 500; id++) {
      const [dx, dy] = jitter(id, 0.02);
      expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(0.02 + 1e-12);
    }
  });
  it('spreads orders of one district apart', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, end_district_code: '110101' }));
    const placed = placeOrders(rows, tiny);
    expect(placed).toHaveLength(20);
    expect(new Set(placed.map((p) => `${p.lng.toFixed(5)},${p.lat.toFixed(5)}`)).size).toBe(20);
    for (const p of placed) expect(Math.hypot(p.lng - 116.419, p.lat - 39.918)).toBeLessThanOrEqual(JITTER_DEG.district + 1e-9);
  });
  it('leaves rows without an area out of the map', () => {
    expect(placeOrders([{ id: 1 }, { id: 2, end_district_code: '110101' }], tiny).map((p) => p.row.id)).toEqual([2]);
  });
});
