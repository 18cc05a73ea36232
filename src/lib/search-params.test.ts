import { describe, expect, it } from 'vitest';
import { searchAreaCode, searchDay, searchInt, searchText } from './search-params';

const parse = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, v: unknown) => schema.safeParse(v).data;

describe('search params', () => {
  it('text: trimmed, cut at max, empty dropped', () => {
    expect(parse(searchText(5), '  abcdefg ')).toBe('abcde');
    expect(parse(searchText(5), '   ')).toBeUndefined();
    expect(parse(searchText(5), 12)).toBe('12');
  });
  it('day: a real YYYY-MM-DD only', () => {
    expect(parse(searchDay, '2026-11-22')).toBe('2026-11-22');
    expect(parse(searchDay, '2026-13-40')).toBeUndefined();
    expect(parse(searchDay, '22/11/2026')).toBeUndefined();
  });
  it('area code: six digits, number or string', () => {
    expect(parse(searchAreaCode, 310115)).toBe('310115');
    expect(parse(searchAreaCode, ' 320102 ')).toBe('320102');
    expect(parse(searchAreaCode, '3101')).toBeUndefined();
  });
  it('int: whole numbers from 1 to max', () => {
    expect(parse(searchInt(10), '7')).toBe(7);
    expect(parse(searchInt(10), 11)).toBeUndefined();
    expect(parse(searchInt(10), '0')).toBeUndefined();
    expect(parse(searchInt(10), '1.5')).toBeUndefined();
  });
});
