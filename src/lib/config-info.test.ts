import { describe, expect, it, vi } from 'vitest';
import { createConfigInfoCache } from './config-info';

describe('config info, cached per request (spec §7 get_info)', () => {
  it('one request per category and code, shared by concurrent and later asks', async () => {
    const fetch = vi.fn().mockImplementation(async ({ code }: { code: string }) => ({ code, name: `n-${code}`, js: '' }));
    const get = createConfigInfoCache(fetch);
    const [a, b] = await Promise.all([get('ABNORMAL_TYPE', 'DAMAGED'), get('ABNORMAL_TYPE', 'DAMAGED')]);
    expect(a).toBe(b);
    expect((await get('ABNORMAL_TYPE', 'DAMAGED')).name).toBe('n-DAMAGED');
    expect(fetch).toHaveBeenCalledTimes(1);
    await get('ABNORMAL_TYPE', 'LOST');
    await get('SERVICE_PKG_TYPE', 'DAMAGED');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith({ category_code: 'SERVICE_PKG_TYPE', code: 'DAMAGED' });
  });

  it('a failed request is forgotten: the next ask tries again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ code: 'X', name: 'x', js: '' });
    const get = createConfigInfoCache(fetch);
    await expect(get('C', 'X')).rejects.toThrow('offline');
    await Promise.resolve();
    expect((await get('C', 'X')).name).toBe('x');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
