import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareVersions, loadPrintPlugin, notifyIfOutdated, OUTDATED_TOAST_ID, PRINT_PLUGIN_MIN_VERSION, wrapPlugin, type LodopLike } from './print-plugin';

const warning = vi.hoisted(() => vi.fn());
vi.mock('./toaster', () => ({ toast: { warning } }));

afterEach(() => {
  delete window.getCLodop;
  vi.restoreAllMocks();
});

function fakeLodop(version: string): LodopLike & { calls: string[] } {
  const calls: string[] = [];
  return {
    CVERSION: version,
    calls,
    PRINT_INIT: (t) => calls.push(`init ${t}`),
    SET_PRINT_PAGESIZE: (o, w, h) => calls.push(`size ${o} ${w} ${h}`),
    ADD_PRINT_HTM: (_t, _l, _w, _h, html) => calls.push(`htm ${html}`),
    NEWPAGE: () => calls.push('newpage'),
    PRINT: () => {
      calls.push('print');
      return true;
    },
  };
}

describe('print plugin', () => {
  it('tries port 8000, then 18000, and resolves null quietly when neither answers', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const load = vi.fn(async (_src: string) => false);
    await expect(loadPrintPlugin({ retry: true, load })).resolves.toBeNull();
    expect(load.mock.calls.map((c) => c[0])).toEqual(['http://localhost:8000/CLodopfuncs.js', 'http://localhost:18000/CLodopfuncs.js']);
    expect(debug).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('uses the second port when only it serves the plugin, and exposes the version', async () => {
    const lodop = fakeLodop('6.6.1.0');
    const load = vi.fn(async (src: string) => {
      if (!src.includes(':18000')) return false;
      window.getCLodop = () => lodop;
      return true;
    });
    const plugin = await loadPrintPlugin({ retry: true, load });
    expect(plugin?.origin).toBe('http://localhost:18000');
    expect(plugin?.version).toBe('6.6.1.0');
    expect(plugin?.outdated).toBe(false);
  });

  it('flags versions below the minimum', () => {
    expect(wrapPlugin('x', fakeLodop('6.1.0.0')).outdated).toBe(true);
    expect(wrapPlugin('x', fakeLodop(PRINT_PLUGIN_MIN_VERSION)).outdated).toBe(false);
    expect(compareVersions('6.10.0', '6.9.9')).toBeGreaterThan(0);
    expect(compareVersions('6.2', '6.2.0.0')).toBe(0);
  });

  it('prints one 100×150 mm page per label', () => {
    const lodop = fakeLodop('7.0.0.0');
    wrapPlugin('x', lodop).printPages('labels', ['<p>a</p>', '<p>b</p>'], { widthMm: 100, heightMm: 150 });
    expect(lodop.calls).toEqual(['init labels', 'size 1 1000 1500', 'htm <p>a</p>', 'newpage', 'htm <p>b</p>', 'print']);
  });
});

describe('outdated notice', () => {
  it('an old plugin gets a warning that never closes by itself; a current one or none gets nothing', () => {
    warning.mockReset();
    expect(notifyIfOutdated(null)).toBe(false);
    expect(notifyIfOutdated(wrapPlugin('x', fakeLodop(PRINT_PLUGIN_MIN_VERSION)))).toBe(false);
    expect(warning).not.toHaveBeenCalled();
    expect(notifyIfOutdated(wrapPlugin('x', fakeLodop('6.0.0.1')))).toBe(true);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning.mock.calls[0][1]).toMatchObject({ id: OUTDATED_TOAST_ID, duration: Number.POSITIVE_INFINITY, closable: true });
  });
});
