import { afterEach, describe, expect, it, vi } from 'vitest';

const apiPut = vi.hoisted(() => vi.fn());
const token = vi.hoisted(() => ({ current: null as string | null }));
vi.mock('@/lib/api-client', () => ({ apiPut }));
vi.mock('@/lib/session/token-store', () => ({ getToken: () => token.current }));

const { updateUserLang } = await import('./update-user-lang');

afterEach(() => {
  apiPut.mockReset();
  token.current = null;
});

describe('updateUserLang', () => {
  it('tells the server the new language when signed in, quietly', async () => {
    token.current = 'tok';
    apiPut.mockResolvedValue(null);
    await updateUserLang('en');
    expect(apiPut).toHaveBeenCalledWith('/user/lang', { lang: 'en' }, { silent: true });
  });

  it('does nothing without a session, and ignores a failure', async () => {
    await updateUserLang('zh');
    expect(apiPut).not.toHaveBeenCalled();
    token.current = 'tok';
    apiPut.mockRejectedValue(new Error('offline'));
    await expect(updateUserLang('zh')).resolves.toBeUndefined();
  });
});
