import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('keeps the settled value while changes come closer than the delay, then takes the last', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 400), {
      initialProps: { value: '' },
    });

    for (const typed of ['1', '10', '100', '1002']) {
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(399));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));

    expect(result.current).toBe('1002');
  });
});
