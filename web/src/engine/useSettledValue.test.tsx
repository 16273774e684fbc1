import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './useSettledValue.ts';

function Shown({ value }: { value: string }) {
  return <p>{useSettledValue(value, 300)}</p>;
}

describe('useSettledValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first value at once, and a new one only once it has stopped changing', async () => {
    const { rerender } = render(<Shown value="1" />);
    expect(screen.getByText('1')).toBeTruthy();
    rerender(<Shown value="12" />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender(<Shown value="123" />);
    await act(() => vi.advanceTimersByTimeAsync(200));
    // 400 ms since the first change, but only 200 since the last: still the first value.
    expect(screen.getByText('1')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.getByText('123')).toBeTruthy();
    expect(screen.queryByText('12')).toBeNull();
  });
});
