import { useEffect, useRef } from 'react';
import { recordCalculatorUsage } from '../analytics/track.ts';

/**
 * For tools that recalculate as the visitor types (SIP, tip): records a calculation once the
 * inputs have stayed unchanged for `delayMs`, so typing "5000" records one use, not four. The
 * automatic calculation with the defaults on load is not recorded. Pass null while the inputs
 * are invalid (nothing is calculated, so nothing is recorded).
 */
export function useSettledUsage(
  calculatorId: number,
  calculatorSlug: string,
  payload: Record<string, unknown> | null,
  delayMs = 1000,
): void {
  const key = payload ? JSON.stringify(payload) : null;
  const first = useRef(key);
  useEffect(() => {
    if (key === null || key === first.current) return;
    first.current = null; // after the first change, every settled calculation counts
    const timer = setTimeout(
      () => void recordCalculatorUsage(calculatorId, calculatorSlug, JSON.parse(key)),
      delayMs,
    );
    return () => clearTimeout(timer);
  }, [key, calculatorId, calculatorSlug, delayMs]);
}
