import { describe, expect, it } from 'vitest';
import { bracketTax, usRulesOf, worksheetAdjustment } from './usTaxRules.ts';

describe('US tax rules', () => {
  it('taxes 2026 single taxable income in slices', () => {
    // 10% × 12,400 = 1,240; 12% × (50,400 − 12,400) = 4,560; 22% × (58,900 − 50,400) = 1,870.
    const t = bracketTax(58_900, usRulesOf('2026').brackets.single);
    expect(t.parts.map((p) => p.tax)).toEqual([1240, 4560, 1870]);
    expect(t.tax).toBe(7670);
    expect(t.marginalRate).toBe(22);
  });

  it('gives the next dollar’s rate at a threshold, and 10% on nothing', () => {
    const single = usRulesOf('2026').brackets.single;
    expect(bracketTax(50_400, single)).toMatchObject({ tax: 5800, marginalRate: 22 });
    expect(bracketTax(0, single)).toEqual({ tax: 0, marginalRate: 10, parts: [] });
    expect(bracketTax(-5, single).tax).toBe(0);
    // Above the top threshold: 37%.
    expect(bracketTax(1_000_000, single).marginalRate).toBe(37);
  });

  it('holds each year’s published figures', () => {
    expect(usRulesOf('2024').standardDeduction['married-jointly']).toBe(29_200);
    expect(usRulesOf('2025').standardDeduction.single).toBe(15_750);
    expect(usRulesOf('2025').withholdingDeduction.single).toBe(15_000);
    expect(usRulesOf('2026').brackets['married-separately'][5]).toBe(384_350);
    expect(usRulesOf('2026').socialSecurityWageBase).toBe(184_500);
    expect(worksheetAdjustment('married-jointly')).toBe(12_900);
    expect(worksheetAdjustment('head-of-household')).toBe(8_600);
  });
});
