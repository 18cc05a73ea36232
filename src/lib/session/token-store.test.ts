import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, decodeTokenPayload, getRefreshToken, getToken, getTokenPayload, isMainAccount, setTokens, useTokenPayload } from './token-store';

const jwt = (payload: Record<string, unknown>) =>
  `h.${btoa(unescape(encodeURIComponent(JSON.stringify(payload)))).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('token store', () => {
  beforeEach(() => clearSession());

  it('stores, decodes (UTF-8 names too) and clears the session', () => {
    setTokens({ token: jwt({ id: 5, nickname: '示例物流', is_main: true }), refresh_token: 'r' });
    expect(getTokenPayload()).toMatchObject({ id: 5, nickname: '示例物流' });
    expect(getRefreshToken()).toBe('r');
    expect(isMainAccount()).toBe(true);
    clearSession();
    expect(getToken()).toBeNull();
    expect(getTokenPayload()).toBeNull();
    expect(isMainAccount()).toBe(false);
  });

  it('keeps the refresh token when only the access token changes', () => {
    setTokens({ token: jwt({ id: 1 }), refresh_token: 'r1' });
    setTokens({ token: jwt({ id: 1, group_id: 2 }) });
    expect(getRefreshToken()).toBe('r1');
  });

  it('rejects malformed tokens', () => {
    expect(decodeTokenPayload('not-a-jwt')).toBeNull();
    expect(decodeTokenPayload('a.%%%.c')).toBeNull();
  });

  it('re-renders hook users on change', () => {
    const { result } = renderHook(() => useTokenPayload());
    expect(result.current).toBeNull();
    act(() => setTokens({ token: jwt({ id: 9 }) }));
    expect(result.current?.id).toBe(9);
    act(() => clearSession());
    expect(result.current).toBeNull();
  });
});
