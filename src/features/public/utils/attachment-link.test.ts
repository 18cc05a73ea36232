import { describe, expect, it } from 'vitest';
import { attachmentPagePath } from '@/domain/public-order/api';
import { linkFromLocation } from './attachment-link';

describe('linkFromLocation', () => {
  it('reads back what attachmentPagePath wrote, an order number with a dash and a slash-free signature', () => {
    const link = { id: 42, no: 'DD2026-001', e: 1_900_000_000, s: 'abc_DEF-123' };
    const u = new URL(attachmentPagePath(link), 'http://x');
    expect(linkFromLocation(u.pathname, u.search)).toEqual(link);
  });

  it('refuses a path or query that is not a link', () => {
    expect(linkFromLocation('/order/attachment/42', '?e=1&s=x')).toBeNull();
    expect(linkFromLocation('/order/attachment/x/DD1', '?e=1&s=x')).toBeNull();
    expect(linkFromLocation('/order/attachment/42/DD1', '?s=x')).toBeNull();
    expect(linkFromLocation('/order/attachment/42/DD1', '?e=1')).toBeNull();
  });
});
