import { describe, expect, it } from 'vitest';
import { MULTI_LIMIT, pickWithinLimit } from './multi-limit';

describe('pickWithinLimit (spec §9 multi-select limits)', () => {
  it('the spec values: 0 none, 1, 100', () => {
    expect(MULTI_LIMIT).toEqual({ none: 0, one: 1, resources: 100 });
  });

  it('0 takes any number of picks', () => {
    const many = Array.from({ length: 500 }, (_, i) => String(i));
    expect(pickWithinLimit([], many, MULTI_LIMIT.none)).toEqual({ value: many, refused: false });
  });

  it('refuses the pick that goes past the limit and keeps the previous value', () => {
    expect(pickWithinLimit(['a'], ['a', 'b'], 1)).toEqual({ value: ['a'], refused: true });
    const hundred = Array.from({ length: 100 }, (_, i) => String(i));
    expect(pickWithinLimit(hundred, [...hundred, 'x'], MULTI_LIMIT.resources)).toEqual({ value: hundred, refused: true });
    expect(pickWithinLimit(hundred.slice(1), hundred, MULTI_LIMIT.resources)).toEqual({ value: hundred, refused: false });
  });

  it('removing or replacing within the limit always applies', () => {
    expect(pickWithinLimit(['a', 'b', 'c'], ['a'], 1)).toEqual({ value: ['a'], refused: false });
    expect(pickWithinLimit(['a'], [], 1)).toEqual({ value: [], refused: false });
    expect(pickWithinLimit(['a', 'b'], ['b', 'c'], 2)).toEqual({ value: ['b', 'c'], refused: false });
  });
});
