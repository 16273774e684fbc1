import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import gst, { rateNote } from './gst-calculator.ts';

// The published reference cases (in the definition) run in definitions.test.ts; these are the
// rounding rule and the CGST/SGST split the page states.

const run = (texts: Record<string, string>) => evaluate(gst, texts);

describe('GST calculator', () => {
  it('adds 18% to ₹1,000 by default, split 9% + 9%', () => {
    expect(run({}).results).toEqual({ total: 1180, gst: 180, net: 1000, cgst: 90, sgst: 90 });
  });

  it('writes the amounts in its steps in lakhs, as its results are', () => {
    // 9% of 1,00,000 = 9,000 each; 1,00,000 + 18,000 = 1,18,000. "100,000 + 18,000 =
    // ₹1,18,000.00" mixed two groupings in one line.
    const { values, results } = run({ amount: '100000', rate: '18' });
    expect(gst.steps(values as never, results as never)).toEqual([
      'CGST = SGST = amount × 9% = 1,00,000 × 9 ÷ 100 = 9,000 ≈ ₹9,000.00 each',
      'GST = CGST + SGST = 9,000 + 9,000 = ₹18,000.00',
      'Amount with GST = amount + GST = 1,00,000 + 18,000 = ₹1,18,000.00',
    ]);
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

  it('notes a rate that was a slab only at another time than the date of supply', () => {
    // GST 2.0 from 22 September 2025 (Notification No. 9/2025-Central Tax (Rate)).
    expect(rateNote(12, '2025-09-21')).toBeNull();
    expect(rateNote(12, '2025-09-22')).toBe(
      '12% is not a GST slab on 22 September 2025: the slabs then are 5%, 18% and 40% (GST 2.0, from 22 September 2025). Check your item’s rate.',
    );
    expect(rateNote(40, '2025-09-21')).toBe(
      '40% is not a GST slab on 21 September 2025: the slabs then are 5%, 12%, 18% and 28% (GST, from 1 July 2017). Check your item’s rate.',
    );
    // 28% stayed for tobacco until 31 January 2026 (Notification No. 19/2025-Central Tax (Rate)).
    expect(rateNote(28, '2026-01-31')).toBeNull();
    expect(rateNote(28, '2026-02-01')).toMatch(/^28% is not a GST slab on 1 February 2026: /);
    // Slabs in force, special rates, exemption and rates that were never slabs: no note.
    for (const rate of [0, 0.25, 1.5, 3, 5, 18, 40, 7]) {
      expect(rateNote(rate, '2026-11-28'), String(rate)).toBeNull();
    }
  });

  it('still calculates at a rate not in force, with the note under the rate', () => {
    const { results, notes } = run({ amount: '1000', rate: '12', date: '2026-11-28' });
    expect(results).toMatchObject({ gst: 120, total: 1120 });
    expect(notes.rate).toMatch(/^12% is not a GST slab on 28 November 2026/);
    expect(run({ amount: '1000', rate: '12', date: '2025-01-01' }).notes).toEqual({});
  });

  it('works with 40% from GST 2.0: 20% CGST and 20% SGST', () => {
    expect(run({ amount: '1000', rate: '40', date: '2025-09-22' }).results).toEqual({
      total: 1400,
      gst: 400,
      net: 1000,
      cgst: 200,
      sgst: 200,
    });
  });

  it('lists only today’s slabs in its help, not the ones GST 2.0 replaced', () => {
    expect(gst.fields.rate.help).toContain('5%, 18% and 40%');
    expect(gst.fields.rate.help).not.toMatch(/\b(12|28)%/);
  });

  it('refuses a date of supply before GST', () => {
    expect(run({ date: '2017-06-30' }).errors.date).toBe(
      'Enter a date from 1 July 2017, when the rules here begin',
    );
  });

  it('gives each field’s message for what it cannot use', () => {
    expect(run({ amount: '-1' }).errors.amount).toBe('The amount cannot be negative');
    expect(run({ rate: '101' }).errors.rate).toBe('The GST rate can be at most 100%');
    expect(run({ rate: '' }).errors.rate).toBe('Enter the GST rate');
  });
});
