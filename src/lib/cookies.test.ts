import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, getCookie, removeCookie, setCookie } from './cookies';

describe('UI setting cookies', () => {
  afterEach(() => removeCookie('lading-test'));

  it('are Lax on the whole site, Secure over TLS', () => {
    expect(cookieAttributes(60, false)).toBe('path=/; max-age=60; SameSite=Lax');
    expect(cookieAttributes(60, true)).toBe('path=/; max-age=60; SameSite=Lax; Secure');
  });

  it('round-trip a value and can be removed', () => {
    setCookie('lading-test', '中文 value');
    expect(getCookie('lading-test')).toBe('中文 value');
    removeCookie('lading-test');
    expect(getCookie('lading-test')).toBeUndefined();
  });
});
