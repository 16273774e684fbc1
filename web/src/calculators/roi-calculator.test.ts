import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import roi from './roi-calculator.ts';

// Expected values worked by hand: ROI = gain ÷ invested; annualised = (1 + ROI)^(1/years) − 1.

function run(texts: Record<string, string>) {
  return evaluate(roi, texts);
}

describe('the ROI calculator', () => {
  it('leaves out the yearly figure when the holding period is blank or 0', () => {
    for (const years of ['', '0']) {
      const { values, results } = run({ invested: '1000', returned: '1500', years });
      expect(results?.roi).toBe(50);
      expect(roi.hiddenOutputs!(values as never)).toEqual(['annualRoi']);
    }
    const { values } = run({});
    expect(roi.hiddenOutputs!(values as never)).toEqual([]);
  });

  it('writes amounts in dollars by default, or in the currency chosen', () => {
    // 16,000 − 10,000 = 6,000, 60%; 1.6^(1/3) − 1 = 0.169607…
    const dollars = run({});
    expect(roi.summary!(dollars.values as never, dollars.results as never, '')).toBe(
      'A gain of $6,000.00 on $10,000.00 is a return of 60.00%, or 16.96% a year over 3 years.',
    );
    const { values, results } = run({
      currency: 'EUR',
      invested: '2000',
      returned: '1500',
      years: '',
    });
    expect(roi.summary!(values as never, results as never, '')).toBe(
      'A loss of €500.00 on €2,000.00 is a return of -25.00%.',
    );
    expect(roi.steps(values as never, results as never)).toEqual([
      'Gain = returned − invested = €1,500.00 − €2,000.00 = -€500.00',
      'ROI = gain ÷ invested × 100 = -€500.00 ÷ €2,000.00 × 100 ≈ -25.00%',
    ]);
  });

  it('annualises with compounding: 10% over half a year is 21% a year', () => {
    // 1.1^(1/0.5) − 1 = 0.21
    expect(run({ invested: '100', returned: '110', years: '0.5' }).results?.annualRoi).toBeCloseTo(
      21,
      10,
    );
  });

  it('gives the ROI itself over exactly one year', () => {
    const { results } = run({ invested: '800', returned: '1000', years: '1' });
    expect(results?.roi).toBe(25);
    expect(results?.annualRoi).toBeCloseTo(25, 10);
  });

  it('shows a total loss as −100%, in total and per year', () => {
    const { results } = run({ invested: '500', returned: '0', years: '4' });
    expect(results).toEqual({ roi: -100, gain: -500, annualRoi: -100 });
  });

  it('works from amounts to the cent: 0.03 returned on 0.02 is 50%', () => {
    expect(run({ invested: '0.02', returned: '0.03', years: '' }).results?.roi).toBe(50);
  });

  it('rejects values outside the fields’ ranges with their messages', () => {
    expect(run({ invested: '0' }).errors.invested).toBe('The amount invested must be more than 0');
    expect(run({ returned: '-5' }).errors.returned).toBe('The amount returned cannot be negative');
    expect(run({ years: '-1' }).errors.years).toBe('The holding period cannot be negative');
  });
});
