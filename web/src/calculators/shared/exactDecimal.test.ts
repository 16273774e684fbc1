import { describe, expect, it } from 'vitest';
import { exact, wholeUnitsHolding } from './exactDecimal.ts';

describe('wholeUnitsHolding', () => {
  it('rounds up exactly, whatever a division cut at 100 decimals gives', () => {
    // 1.5 m² × 1.2 = 1.8 m² of 0.09 m² tiles: exactly 20 (Python's Fraction agrees).
    expect(wholeUnitsHolding(exact('1.8'), exact('0.09'))).toEqual({ count: 20, exact: true });
    // One ten-thousandth more takes a 21st.
    expect(wholeUnitsHolding(exact('1.8001'), exact('0.09'))).toEqual({ count: 21, exact: false });
    // 10 L in tins of 3 L: 3⅓, so 4 tins.
    expect(wholeUnitsHolding(exact(10), exact(3))).toEqual({ count: 4, exact: false });
    expect(wholeUnitsHolding(exact(0), exact(3))).toEqual({ count: 0, exact: true });
  });
});
