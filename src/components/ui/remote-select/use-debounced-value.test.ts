import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('settles only after the value stopped changing for the whole delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 1000), { initialProps: { v: '' } });
    rerender({ v: '顺' });
    act(() => vi.advanceTimersByTime(500));
    rerender({ v: '顺丰' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('顺丰');
  });
});
