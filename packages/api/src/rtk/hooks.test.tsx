// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberSearchDebounceMs, useMemberListArgs } from './hooks';

describe('useMemberListArgs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('debounces a name search with no store by 800 ms', () => {
    const { result, rerender } = renderHook(
      (search: string) => useMemberListArgs({ divisionCode: '', search, includeSelf: false }),
      {
        initialProps: '',
      },
    );
    rerender('Pie');
    act(() => vi.advanceTimersByTime(memberSearchDebounceMs - 1));
    expect(result.current.search).toBe('');
    rerender('Piet');
    act(() => vi.advanceTimersByTime(memberSearchDebounceMs - 1));
    expect(result.current.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe('Piet');
    expect(memberSearchDebounceMs).toBe(800);
  });

  it('searches within a store at once', () => {
    const { result, rerender } = renderHook(
      (search: string) =>
        useMemberListArgs({ divisionCode: 'ZA-CPT-01', search, includeSelf: false }),
      {
        initialProps: '',
      },
    );
    rerender('Jo');
    expect(result.current).toEqual({ divisionCode: 'ZA-CPT-01', search: 'Jo', includeSelf: false });
  });
});
