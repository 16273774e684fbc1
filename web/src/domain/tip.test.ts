import { describe, expect, it } from 'vitest';
import { formatDollars } from './format.ts';
import { calculateTip, isValidTipInput, splitAmount, TIP_PRESETS, tipAmount } from './tip.ts';

// Reference values were worked out independently of this code, in exact decimal arithmetic
// from the spec's formulas (section 9): tip = bill × pct ÷ 100, total = bill + tip,
// per person = total ÷ people. Money is compared to the cent on the formatted text, and to
// many decimals on the float, so a wrong formula cannot pass by rounding.

describe('calculateTip', () => {
  it.each([
    // [bill, tip %, people, tip, total, per person, tip per person]
    // Spec section 4 default and its sentence: '15% tip on $50.00 is $7.50'.
    [50, 15, 1, '$7.50', '$57.50', '$57.50', '$7.50'],
    // By hand: 86.40 × 0.20 = 17.28; 103.68 ÷ 4 = 25.92; 17.28 ÷ 4 = 4.32.
    [86.4, 20, 4, '$17.28', '$103.68', '$25.92', '$4.32'],
    // By hand: 1234.56 × 0.18 = 222.2208; 1456.7808 ÷ 3 = 485.5936: thousands separator.
    [1234.56, 18, 3, '$222.22', '$1,456.78', '$485.59', '$74.07'],
    // By hand: 47.83 × 0.18 = 8.6094 → $8.61 (rounds up); 56.4394 ÷ 2 = 28.2197 → $28.22.
    [47.83, 18, 2, '$8.61', '$56.44', '$28.22', '$4.30'],
    // By hand: a 0% tip is allowed (tip ≥ 0): the total is the bill.
    [100, 0, 5, '$0.00', '$100.00', '$20.00', '$0.00'],
    // By hand: 2,500,000 × 0.20 = 500,000; 3,000,000 ÷ 3 = 1,000,000.
    [2_500_000, 20, 3, '$500,000.00', '$3,000,000.00', '$1,000,000.00', '$166,666.67'],
    // By hand: 99.99 × 0.25 = 24.9975 → $25.00; 124.9875 ÷ 7 = 17.8553… → $17.86.
    [99.99, 25, 7, '$25.00', '$124.99', '$17.86', '$3.57'],
    // By hand: a fractional tip, 33.33 × 0.125 = 4.16625 → $4.17; 37.49625 ÷ 3 = 12.49875.
    [33.33, 12.5, 3, '$4.17', '$37.50', '$12.50', '$1.39'],
  ])(
    '$%s with %s%% for %s: tip %s, total %s, each %s (tip each %s)',
    (bill, pct, people, tip, total, each, tipEach) => {
      const result = calculateTip(bill, pct, people);
      expect(result).not.toBeNull();
      expect(formatDollars(result?.tipAmount ?? NaN)).toBe(tip);
      expect(formatDollars(result?.totalAmount ?? NaN)).toBe(total);
      expect(formatDollars(result?.perPerson ?? NaN)).toBe(each);
      expect(formatDollars(result?.tipPerPerson ?? NaN)).toBe(tipEach);
    },
  );

  it('keeps full precision until display', () => {
    const result = calculateTip(1234.56, 18, 3);
    expect(result?.tipAmount).toBeCloseTo(222.2208, 10);
    expect(result?.totalAmount).toBeCloseTo(1456.7808, 10);
    expect(result?.perPerson).toBeCloseTo(485.5936, 10);
    expect(result?.tipPerPerson).toBeCloseTo(74.0736, 10);
  });

  it('echoes the inputs for the usage record', () => {
    expect(calculateTip(50, 15, 1)).toEqual({
      billAmount: 50,
      tipPercentage: 15,
      numberOfPeople: 1,
      tipAmount: 7.5,
      totalAmount: 57.5,
      perPerson: 57.5,
      tipPerPerson: 7.5,
    });
  });

  it('offers the spec presets', () => {
    expect(TIP_PRESETS).toEqual([10, 15, 18, 20, 25]);
  });

  it.each(TIP_PRESETS.map((pct) => [pct, (50 * pct) / 100]))(
    'preset %s%% of $50 is %s',
    (pct, expected) => {
      expect(tipAmount(50, pct)).toBeCloseTo(expected, 10);
    },
  );
});

describe('edge cases', () => {
  it('skips a bill that is not above zero (spec section 5)', () => {
    expect(calculateTip(0, 15, 1)).toBeNull();
    expect(calculateTip(-50, 15, 1)).toBeNull();
    expect(isValidTipInput(0.01, 15, 1)).toBe(true);
  });

  it('skips a negative tip, but not a zero tip', () => {
    expect(calculateTip(50, -1, 1)).toBeNull();
    expect(calculateTip(50, 0, 1)?.tipAmount).toBe(0);
  });

  it('skips zero or negative people', () => {
    expect(calculateTip(50, 15, 0)).toBeNull();
    expect(calculateTip(50, 15, -2)).toBeNull();
  });

  it('splits to 0 when people ≤ 0 (spec section 9)', () => {
    expect(splitAmount(57.5, 0)).toBe(0);
    expect(splitAmount(57.5, -3)).toBe(0);
    expect(splitAmount(57.5, 2)).toBe(28.75);
  });

  it('skips NaN and infinite inputs', () => {
    expect(calculateTip(NaN, 15, 1)).toBeNull();
    expect(calculateTip(50, NaN, 1)).toBeNull();
    expect(calculateTip(50, 15, NaN)).toBeNull();
    expect(calculateTip(Infinity, 15, 1)).toBeNull();
    expect(calculateTip(50, Infinity, 1)).toBeNull();
    expect(calculateTip(50, 15, Infinity)).toBeNull();
  });

  it('skips an amount that overflows rather than showing Infinity', () => {
    expect(calculateTip(1e308, 25, 1)).toBeNull(); // 1e308 × 25 overflows
    expect(calculateTip(1.7e308, 10, 1)).toBeNull(); // the total overflows
  });

  it('handles a tiny bill', () => {
    const result = calculateTip(0.01, 15, 1);
    expect(result?.tipAmount).toBeCloseTo(0.0015, 12);
    expect(formatDollars(result?.totalAmount ?? NaN)).toBe('$0.01');
  });

  it('handles a very large group and a tip above 100%', () => {
    const result = calculateTip(1000, 150, 1000);
    expect(result?.tipAmount).toBe(1500);
    expect(result?.perPerson).toBe(2.5);
  });
});
