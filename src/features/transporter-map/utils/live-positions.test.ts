import { describe, expect, it } from 'vitest';
import type { TransporterDto, TransporterPositionEvent } from '@/domain/transporter-map';
import { applyToList, applyToTrail, matchesSearch, reportAge } from './live-positions';

const driver: TransporterDto = {
  id: 7,
  name: '王建国',
  phone: '13700001111',
  main_type: 'driver',
  resource_id: 3,
  position: { lat: 31.2, lng: 121.5, accuracy: 10, heading: null, speed: null, recorded_at: '2026-11-21T08:00:00.000Z' },
  online: false,
  orders_under_way: 2,
};
const event = (lat: number, at: string): TransporterPositionEvent => ({ user_id: 7, resource_id: 3, name: '王建国', lat, lng: 121.6, accuracy: 5, heading: null, speed: null, recorded_at: at });

describe('live positions', () => {
  it('moves the transporter of the event; an older event changes nothing; an unknown one asks for a refetch', () => {
    const list = { list: [driver], total: 1 };
    const moved = applyToList(list, event(31.3, new Date().toISOString()))!;
    expect(moved.list[0].position).toMatchObject({ lat: 31.3, lng: 121.6 });
    expect(moved.list[0].online).toBe(true);
    expect(applyToList(list, event(31.1, '2026-11-21T07:00:00.000Z'))!.list[0]).toBe(driver);
    expect(applyToList(list, { ...event(1, new Date().toISOString()), user_id: 99 })).toBeNull();
  });

  it('appends to the trail in time order, once', () => {
    const trail = [driver.position!];
    const e = event(31.3, '2026-11-21T08:05:00.000Z');
    const next = applyToTrail(trail, e);
    expect(next.map((p) => p.lat)).toEqual([31.2, 31.3]);
    expect(applyToTrail(next, e)).toBe(next);
    expect(applyToTrail(next, event(31.25, '2026-11-21T08:02:00.000Z')).map((p) => p.lat)).toEqual([31.2, 31.25, 31.3]);
  });

  it('report ages and search', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(reportAge('2026-11-21T09:59:30Z', now)).toEqual({ key: 'justNow' });
    expect(reportAge('2026-11-21T09:45:00Z', now)).toEqual({ key: 'minutes', count: 15 });
    expect(reportAge('2026-11-21T07:00:00Z', now)).toEqual({ key: 'hours', count: 3 });
    expect(reportAge('2026-11-18T10:00:00Z', now)).toEqual({ key: 'days', count: 3 });
    expect(matchesSearch(driver, '建国')).toBe(true);
    expect(matchesSearch(driver, '1111')).toBe(true);
    expect(matchesSearch(driver, 'x')).toBe(false);
  });
});
