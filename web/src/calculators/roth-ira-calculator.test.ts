import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { rothAllowed } from './roth-ira-calculator.ts';
import { usRulesOf } from './shared/usTaxRules.ts';

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(calculator, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Parameters<typeof calculator.steps>[1];
  return { results: r, summary: calculator.summary!(v, r, TODAY), steps: calculator.steps(v, r) };
}

describe('the Roth IRA calculator', () => {
  it('opens on $7,500 a year for 30 years at 7%, against a taxable account at 22%', () => {
    // Worked in python3 (decimal, half-up to the cent each year): Roth × 1.07 + 7,500 →
    // 708,455.97; taxable × (1 + 7% × 0.78 = 5.46%) + 7,500 → 539,501.70; gap 168,954.27.
    const { results, summary, steps } = shown({});
    expect(results).toEqual({
      rothBalance: 708455.97,
      taxableBalance: 539501.7,
      advantage: 168954.27,
      allowedContribution: 7500,
      totalContributed: 225000,
    });
    expect(summary).toEqual([
      '$7,500.00 a year for 30 years grows to $708,456 in a Roth IRA, tax-free, against $539,502 in a taxable account: $168,954 more.',
    ]);
    expect(steps.at(-1)).toBe(
      'Taxable account: returns taxed at 22%, so it grows 7% × (1 − 22%) = 5.46% a year; after 30 years $539,501.70',
    );
  });

  it('phases the limit out as Worksheet 2-2 does', () => {
    const rules = usRulesOf('2026');
    // (160,000 − 153,000) ÷ 15,000 = 0.4666… → 0.467; 7,500 × 0.467 = 3,502.50;
    // 7,500 − 3,502.50 = 3,997.50 → up to 4,000.
    expect(rothAllowed(rules, 'single', 160_000, 30)).toBe(4000);
    // (167,900 − 153,000) ÷ 15,000 = 0.99333 → 0.993; 7,500 × 0.007 = 52.50 → 60 → at least 200.
    expect(rothAllowed(rules, 'single', 167_900, 30)).toBe(200);
    // 2025: (164,995 − 150,000) ÷ 15,000 = 0.99967 → 1.000, so $7,000 − $7,000 = $0; the
    // worksheet's line 8 makes anything under $200 $200 while MAGI is below the top ($165,000).
    expect(rothAllowed(usRulesOf('2025'), 'single', 164_995, 30)).toBe(200);
    expect(rothAllowed(usRulesOf('2025'), 'single', 165_000, 30)).toBe(0);
    // MFJ (247,000 − 242,000) ÷ 10,000 = 0.5; 8,600 × 0.5 = 4,300.
    expect(rothAllowed(rules, 'married-jointly', 247_000, 50)).toBe(4300);
    expect(rothAllowed(rules, 'single', 153_000, 30)).toBe(7500);
    expect(rothAllowed(rules, 'married-separately', 5_000, 30)).toBe(3750);
  });

  it('caps the contribution and says so in the steps and summary', () => {
    const { results, summary, steps } = shown({ magi: '160000', contribution: '7500', years: '1' });
    expect(results.allowedContribution).toBe(4000);
    expect(results.rothBalance).toBe(4000);
    expect(summary[1]).toBe(
      'Your contribution is capped at $4,000.00, the most allowed for your age and income in 2026.',
    );
    // 7,000 ÷ 15,000 = 0.46667 ≈ 0.467 (Pub 590-A: to three places); 7,500 × 0.533 = 3,997.50.
    expect(steps[1]).toBe(
      'Phase-out: ($160,000 − $153,000) ÷ $15,000 ≈ 0.467; $7,500 − $7,500 × 0.467 = $3,997.50, rounded up to $10 = $4,000.00',
    );
    // One year: the Roth and the taxable account end alike.
    expect(summary[0]).toBe(
      '$4,000.00 a year for 1 year grows to $4,000 in a Roth IRA, tax-free, against $4,000 in a taxable account: the same.',
    );
  });

  it("shows the worksheet's $200 floor in the steps", () => {
    // $167,900: 14,900 ÷ 15,000 ≈ 0.993; 7,500 × 0.007 = 52.50 → $60 → at least $200.
    const { results, steps } = shown({ magi: '167900' });
    expect(results.allowedContribution).toBe(200);
    expect(steps[1]).toBe(
      'Phase-out: ($167,900 − $153,000) ÷ $15,000 ≈ 0.993; $7,500 − $7,500 × 0.993 = $52.50, rounded up to $10 = $60.00, raised to the $200 floor = $200.00',
    );
  });

  it('allows nothing above the range', () => {
    const { results, summary } = shown({ magi: '200000' });
    expect(results).toMatchObject({ allowedContribution: 0, rothBalance: 0, totalContributed: 0 });
    expect(summary).toBe(
      'With a modified AGI of $200,000 you cannot contribute to a Roth IRA for 2026: the limit phases out completely at $168,000.',
    );
  });

  it('refuses a contribution of $0 and a tax rate over 60%', () => {
    const errors = (texts: Record<string, string>) => evaluate(calculator, texts, TODAY).errors;
    expect(errors({ contribution: '0' }).contribution).toBe(
      'The contribution must be more than $0',
    );
    expect(errors({ taxRate: '61' }).taxRate).toMatch(/can be at most 60%/);
  });
});
