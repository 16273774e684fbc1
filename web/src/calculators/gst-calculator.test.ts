import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gst from './gst-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// rounding rule and the CGST/SGST split the page states.

const run = (texts: Record<string, string>) => evaluate(gst, texts);

describe('GST calculator', () => {
  it('adds 18% to ₹1,000 by default, split 9% + 9%', () => {
    expect(run({}).results).toEqual({ total: 1180, gst: 180, net: 1000, cgst: 90, sgst: 90 });
  });

  it('removes 5% from ₹105, and 28% from ₹1,280', () => {
    expect(run({ amount: '105', rate: '5', mode: 'remove' }).results).toMatchObject({
      net: 100,
      gst: 5,
    });
    expect(run({ amount: '1280', rate: '28', mode: 'remove' }).results).toMatchObject({
      net: 1000,
      gst: 280,
    });
  });

  it('rounds CGST and SGST each from its own half rate, and shows their sum as GST', () => {
    // 9% of ₹10.25 = 0.9225 → ₹0.92 each, so GST is ₹1.84 (18% rounded once, 1.845, was ₹1.85,
    // split ₹0.93 + ₹0.92).
    expect(run({ amount: '10.25', rate: '18' }).results).toEqual({
      total: 12.09,
      gst: 1.84,
      net: 10.25,
      cgst: 0.92,
      sgst: 0.92,
    });
    // 9% of ₹0.95 = 0.0855 → ₹0.09 each: GST ₹0.18.
    expect(run({ amount: '0.95', rate: '18' }).results).toMatchObject({
      gst: 0.18,
      cgst: 0.09,
      sgst: 0.09,
    });
    // Removing 18% from ₹12.09: 12.09 × 9 ÷ 118 = 0.92212… → ₹0.92 each; before GST
    // 12.09 − 1.84 = ₹10.25.
    expect(run({ amount: '12.09', rate: '18', mode: 'remove' }).results).toEqual({
      total: 12.09,
      gst: 1.84,
      net: 10.25,
      cgst: 0.92,
      sgst: 0.92,
    });
  });

  it('shows parts that add up to the totals, at any amount and rate', () => {
    const paise = (rupees: number | undefined) => Math.round(rupees! * 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('add', 'remove'),
        (amountPaise, ratePoints, mode) => {
          const { results } = run({
            amount: (amountPaise / 100).toFixed(2),
            rate: (ratePoints / 100).toFixed(2),
            mode,
          });
          expect(results).not.toBeNull();
          const { total, gst: tax, net, cgst, sgst } = results!;
          expect(paise(net) + paise(tax)).toBe(paise(total));
          expect(paise(cgst) + paise(sgst)).toBe(paise(tax));
          expect(cgst).toBe(sgst);
          // The amount typed is the total when removing GST, the net when adding it.
          expect(paise(mode === 'remove' ? total : net)).toBe(amountPaise);
        },
      ),
    );
  });

  it('adds nothing at 0%', () => {
    expect(run({ amount: '500', rate: '0' }).results).toMatchObject({ total: 500, gst: 0 });
  });

  it('gives each field’s message for what it cannot use', () => {
    expect(run({ amount: '-1' }).errors.amount).toBe('The amount cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The GST rate can be at most 100%');
    expect(run({ rate: '' }).errors.rate).toBe('Enter the GST rate');
  });
});
