import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (at first, the value itself). What is drawn
 * from it (a calculator's charts) waits while the visitor types, instead of being drawn again
 * after every key, and then follows as a transition.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
