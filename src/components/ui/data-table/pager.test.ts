import { describe, expect, it } from 'vitest';
import { pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows all pages when few', () => expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]));
  it('elides far pages with gaps', () => expect(pageWindow(10, 20)).toEqual([1, 0, 8, 9, 10, 11, 12, 0, 20]));
  it('small variant spans one', () => expect(pageWindow(1, 9, 1)).toEqual([1, 2, 0, 9]));
});
