import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_POLL_MS } from '@/domain/constants';
import { fetchServerVersion, startVersionCheck, type VersionCheck } from './version-check';

let check: VersionCheck | null = null;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  check?.stop();
  check = null;
  vi.useRealTimers();
});

describe('the system-update version check', () => {
  it('polls every 30 minutes and reports a server version other than the build\'s', async () => {
    let server = '1.0.0+a';
    const fetchVersion = vi.fn(async () => server);
    const onMismatch = vi.fn();
    check = startVersionCheck({ buildVersion: '1.0.0+a', fetchVersion, onMismatch });
    expect(VERSION_POLL_MS).toBe(1_800_000);

    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(onMismatch).not.toHaveBeenCalled();

    server = '1.0.1+b';
    await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onMismatch).toHaveBeenCalledWith('1.0.1+b');
  });

  it('checks on demand (the service worker found a new build), one request at a time', async () => {
    const fetchVersion = vi.fn(async () => '2');
    const onMismatch = vi.fn();
    check = startVersionCheck({ buildVersion: '1', fetchVersion, onMismatch });
    const [a, b] = [check.check(), check.check()];
    expect(await a).toBe('2');
    expect(await b).toBe('2');
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(onMismatch).toHaveBeenCalledTimes(1);
  });

  it('treats an unreadable answer as no news, and a stopped check reports nothing', async () => {
    const onMismatch = vi.fn();
    check = startVersionCheck({ buildVersion: '1', fetchVersion: async () => null, onMismatch });
    await check.check();
    expect(onMismatch).not.toHaveBeenCalled();

    let release: (v: string) => void = () => undefined;
    const late = startVersionCheck({ buildVersion: '1', fetchVersion: () => new Promise((r) => (release = r)), onMismatch });
    const pending = late.check();
    late.stop();
    release('2');
    await pending;
    expect(onMismatch).not.toHaveBeenCalled();
  });

  it('reads data.version from GET /api/map/help/system_info, null on failure', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { version: '3.1' } }), { status: 200 }));
    expect(await fetchServerVersion(ok as unknown as typeof fetch)).toBe('3.1');
    expect(String((ok.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/map\/help\/system_info\?ts=\d+$/);
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchServerVersion(down as unknown as typeof fetch)).toBeNull();
    const busy = vi.fn(async () => new Response('busy', { status: 503 }));
    expect(await fetchServerVersion(busy as unknown as typeof fetch)).toBeNull();
  });
});
