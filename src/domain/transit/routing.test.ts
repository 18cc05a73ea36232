import { describe, expect, it } from 'vitest';
import type { SortingRule } from '../sorting-rules';
import { arrivalIsFinal, destinationStation, loadGoesTheOrdersWay, nextStation, parseSiteKey, routePath } from './routing';

const rule = (id: number, kind: SortingRule['kind'], condition: SortingRule['condition'], target: SortingRule['target']): SortingRule => ({ id, kind, priority: 1, enabled: true, condition, target });
const rules: SortingRule[] = [
  rule(1, 'station', { city_code: '330100' }, { target_station_id: 30 }),
  rule(2, 'staticRoute', { station_id: 10, end_station_id: 30 }, { next_station_id: 20 }),
  rule(3, 'route', { station_id: 20, city_code: '330100' }, { next_station_id: 30 }),
];
const order = { province_code: '330000', city_code: '330100', district_code: '330102', consignor_id: 5, dest_station_id: null };

describe('routing', () => {
  it('takes the destination from the station rule unless a route reset set one', () => {
    expect(destinationStation(order, rules)).toBe(30);
    expect(destinationStation({ ...order, dest_station_id: 40 }, rules)).toBe(40);
    expect(destinationStation({ ...order, city_code: '110100' }, rules)).toBeNull();
  });
  it('finds the next station by static route, then route rule, then the destination', () => {
    expect(nextStation(order, { type: 'station', id: 10 }, rules)).toBe(20);
    expect(nextStation(order, { type: 'station', id: 20 }, rules)).toBe(30);
    expect(nextStation(order, { type: 'station', id: 15 }, rules)).toBe(30);
    expect(nextStation(order, { type: 'warehouse', id: 1 }, rules)).toBe(30);
    expect(nextStation(order, { type: 'station', id: 30 }, rules)).toBeNull();
  });
  it('lets a load take the order towards its next station or destination, and to any warehouse', () => {
    expect(loadGoesTheOrdersWay(order, { type: 'station', id: 10 }, { type: 'station', id: 20 }, rules)).toBe(true);
    expect(loadGoesTheOrdersWay(order, { type: 'station', id: 10 }, { type: 'station', id: 30 }, rules)).toBe(true);
    expect(loadGoesTheOrdersWay(order, { type: 'station', id: 10 }, { type: 'station', id: 99 }, rules)).toBe(false);
    expect(loadGoesTheOrdersWay(order, { type: 'station', id: 10 }, { type: 'warehouse', id: 2 }, rules)).toBe(true);
  });
  it('ends the line-haul at the destination station, or anywhere when there is none', () => {
    expect(arrivalIsFinal(order, { type: 'station', id: 30 }, rules)).toBe(true);
    expect(arrivalIsFinal(order, { type: 'station', id: 20 }, rules)).toBe(false);
    expect(arrivalIsFinal(order, { type: 'warehouse', id: 2 }, rules)).toBe(false);
    expect(arrivalIsFinal({ ...order, city_code: '110100' }, { type: 'warehouse', id: 2 }, rules)).toBe(true);
  });
  it('computes the whole route, and says when the rules loop', () => {
    expect(routePath(order, { type: 'station', id: 10 }, rules)).toEqual({ stations: [20, 30], loop: false });
    expect(routePath(order, { type: 'warehouse', id: 1 }, rules)).toEqual({ stations: [30], loop: false });
    expect(routePath(order, { type: 'station', id: 30 }, rules)).toEqual({ stations: [], loop: false });
    expect(routePath({ ...order, city_code: '110100' }, null, rules)).toEqual({ stations: [], loop: false });
    // 20 sends orders for 40 back to 10, and 10 sends them to 20
    const looping = [...rules, rule(4, 'staticRoute', { station_id: 10, end_station_id: 40 }, { next_station_id: 20 }), rule(5, 'staticRoute', { station_id: 20, end_station_id: 40 }, { next_station_id: 10 })];
    expect(routePath({ ...order, dest_station_id: 40 }, { type: 'station', id: 10 }, looping)).toEqual({ stations: [20, 10], loop: true });
  });
  it('parses site keys', () => {
    expect(parseSiteKey('station:12')).toEqual({ type: 'station', id: 12 });
    expect(parseSiteKey('depot:1')).toBeNull();
  });
});
