import { describe, expect, it } from 'vitest';
import { equalsOrAbout, exact, quotientEqualsOrAbout, wholeUnitsHolding } from './exactDecimal.ts';

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

describe('equalsOrAbout', () => {
  it('says = before a result shown exactly and ≈ before one rounded', () => {
    expect(equalsOrAbout(exact(3).times(4), '12')).toBe('=');
    expect(equalsOrAbout(exact(10_000).div(12_000), '0.83')).toBe('≈');
    expect(equalsOrAbout(exact('4.572').times('3.6576'), '16.7225472')).toBe('=');
    expect(equalsOrAbout(exact('4.572').times('3.6576'), '16.722547')).toBe('≈');
    expect(equalsOrAbout(exact(1_000_000), '1,000,000')).toBe('=');
    // Powers of ten are read as written; any other text is not claimed exact.
    expect(equalsOrAbout(exact(-69).div('1e15'), '-6.9 × 10⁻¹⁴')).toBe('=');
    expect(equalsOrAbout(exact(1).div(3e14), '3.333 × 10⁻¹⁵')).toBe('≈');
    expect(equalsOrAbout(exact('1e21'), '1 × 10²¹')).toBe('=');
    expect(equalsOrAbout(exact(1), 'one')).toBe('≈');
  });
});

describe('quotientEqualsOrAbout', () => {
  it('is = for an exact quotient, ≈ for a rounded one or a divisor shown as 0', () => {
    // 700 ÷ 350 = 2; 10 ÷ 3 = 3.333…; a divisor shown as 0 stands for one too small to show.
    expect(quotientEqualsOrAbout(exact('700'), exact('350'), '2')).toBe('=');
    expect(quotientEqualsOrAbout(exact('10'), exact('3'), '3.3333')).toBe('≈');
    expect(quotientEqualsOrAbout(exact('700'), exact('0'), '700,000')).toBe('≈');
  });
});
