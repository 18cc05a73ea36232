import { describe, expect, it } from 'vitest';
import { formatLoginTime, greetingKey } from './greeting';

describe('welcome greeting', () => {
  it('greets by time of day', () => {
    expect(greetingKey(new Date(2024, 0, 1, 8))).toBe('welcome.greetingMorning');
    expect(greetingKey(new Date(2024, 0, 1, 14))).toBe('welcome.greetingAfternoon');
    expect(greetingKey(new Date(2024, 0, 1, 21))).toBe('welcome.greetingEvening');
    expect(greetingKey(new Date(2024, 0, 1, 2))).toBe('welcome.greetingEvening');
  });

  it('formats the last login time and tolerates missing values', () => {
    expect(formatLoginTime(new Date(2024, 4, 6, 9, 5).toISOString())).toBe('2024-05-06 09:05');
    expect(formatLoginTime(null)).toBeNull();
    expect(formatLoginTime('garbage')).toBeNull();
  });
});
