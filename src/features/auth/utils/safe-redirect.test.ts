import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/saas/order/all/index?status=1')).toBe('/saas/order/all/index?status=1');
    expect(safeRedirect('%2Fsaas%2Fmessage%2Findex')).toBe('/saas/message/index');
  });

  it('refuses other origins, auth screens and empties', () => {
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil', 'javascript:alert(1)', '/login', '/logout?x', '', null, undefined]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
