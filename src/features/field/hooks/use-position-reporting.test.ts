import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PositionReport } from '@/domain/transporter-map';
import { PositionReporter } from '../utils/position-reporter';
import { usePositionReporting } from './use-position-reporting';

/** A geolocation the test drives: `move` calls every watcher, `deny` every error callback. */
class FakeGeolocation implements Geolocation {
  watchers = new Map<number, { ok: PositionCallback; fail?: PositionErrorCallback | null }>();
  cleared: number[] = [];
  private nextId = 1;
  watchPosition(ok: PositionCallback, fail?: PositionErrorCallback | null): number {
    const id = this.nextId++;
    this.watchers.set(id, { ok, fail });
    return id;
  }
  clearWatch(id: number): void {
    this.cleared.push(id);
    this.watchers.delete(id);
  }
  getCurrentPosition(): void {}
  move(lat: number, lng: number, extra: Partial<GeolocationCoordinates> = {}) {
    const position = {
      coords: { latitude: lat, longitude: lng, accuracy: 10, altitude: null, altitudeAccuracy: null, heading: null, speed: null, ...extra },
      timestamp: Date.now(),
    } as GeolocationPosition;
    for (const w of this.watchers.values()) w.ok(position);
  }
  deny() {
    for (const w of this.watchers.values()) w.fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  }
}

/** lets the reporter's promise chain settle */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePositionReporting', () => {
  it('does not touch geolocation until active, then reports the first fix', async () => {
    const geo = new FakeGeolocation();
    const send = vi.fn(async (_b: PositionReport) => ({ stored: true, reason: null, message: 'ok', id: 1 }));
    const { result, rerender } = renderHook(({ active }) => usePositionReporting({ active, geolocation: geo, send, isOnline: () => true }), { initialProps: { active: false } });
    expect(geo.watchers.size).toBe(0);
    expect(result.current.status).toBe('off');

    rerender({ active: true });
    expect(geo.watchers.size).toBe(1);
    expect(result.current.status).toBe('waiting');
    act(() => geo.move(31.2, 121.5, { heading: 90, speed: 3 }));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({ lat: 31.2, lng: 121.5, accuracy: 10, heading: 90, speed: 3, recorded_at: '2026-11-21T08:00:00.000Z' });
    expect(result.current.status).toBe('sharing');
    expect(result.current.lastSentAt).toBe(Date.parse('2026-11-21T08:00:00Z'));

    // switching off clears the watch
    rerender({ active: false });
    expect(geo.cleared).toEqual([1]);
    expect(result.current.status).toBe('off');
  });

  it('sends at most every 30 s, or after 10 s once moved 100 m', async () => {
    const geo = new FakeGeolocation();
    const send = vi.fn(async () => ({}));
    renderHook(() => usePositionReporting({ active: true, geolocation: geo, send: send as never, isOnline: () => true }));
    act(() => geo.move(31.2, 121.5));
    await settle();
    vi.setSystemTime(Date.now() + 5_000);
    act(() => geo.move(31.21, 121.5)); // ~1.1 km, but only 5 s later: the server would throttle it
    await settle();
    vi.setSystemTime(Date.now() + 6_000);
    act(() => geo.move(31.2001, 121.5)); // 11 s, ~11 m: not far enough
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => geo.move(31.21, 121.5)); // 11 s, ~1.1 km: due
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 30_000);
    act(() => geo.move(31.21, 121.5)); // standing still, 30 s later: due
    await settle();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('drops fixes while offline (nothing queued) and reports again once online', async () => {
    const geo = new FakeGeolocation();
    const send = vi.fn(async () => ({}));
    let online = false;
    renderHook(() => usePositionReporting({ active: true, geolocation: geo, send: send as never, isOnline: () => online }));
    act(() => geo.move(31.2, 121.5));
    await settle();
    expect(send).not.toHaveBeenCalled();
    online = true;
    act(() => geo.move(31.3, 121.6));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect((send.mock.calls[0] as unknown as [PositionReport])[0].lat).toBe(31.3);
  });

  it('shows a refused permission; without geolocation it is unsupported', async () => {
    const geo = new FakeGeolocation();
    const { result } = renderHook(() => usePositionReporting({ active: true, geolocation: geo, send: vi.fn() as never, isOnline: () => true }));
    act(() => geo.deny());
    expect(result.current.status).toBe('denied');
    const none = renderHook(() => usePositionReporting({ active: true, geolocation: null, send: vi.fn() as never }));
    expect(none.result.current.status).toBe('unsupported');
  });
});

describe('PositionReporter', () => {
  it('a failed send is dropped and the next fix is tried at once', async () => {
    let now = 0;
    const send = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue({});
    const reporter = new PositionReporter({ send, isOnline: () => true, now: () => now });
    expect(await reporter.offer({ lat: 1, lng: 1, timestamp: 0 })).toBe(false);
    now = 1000;
    expect(await reporter.offer({ lat: 1, lng: 1, timestamp: 1000 })).toBe(true);
    expect(reporter.lastSentAt).toBe(1000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
