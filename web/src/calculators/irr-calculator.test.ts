import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import irr, { signChanges } from './irr-calculator.ts';

// Expected values worked out with python3 (bisection on Σ CF_t ÷ (1 + r)^t = 0, and the sums
// written out), independently of this module.

function run(texts: Record<string, string>) {
  const evaluation = evaluate(irr, texts);
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: irr.summary!(values, results as never, ''),
    steps: irr.steps(values, results as never),
    facts: irr.facts!(values, results as never),
  };
}

describe('the IRR calculator', () => {
  it('works out the default cash flows (Microsoft’s IRR example)', () => {
    // IRR 8.66309480365316 %; NPV at 10 % = -2,683.3114976; MIRR at 10 % / 12 % =
    // (112,055.35232 ÷ 70,000)^(1/5) − 1 = 9.866910733715 %.
    const { results, summary, steps, facts } = run({});
    expect(results.irr).toBeCloseTo(8.66309480365316, 9);
    expect(results.npv).toBeCloseTo(-2683.3114976, 6);
    expect(results.mirr).toBeCloseTo(9.866910733715, 8);
    expect(results.net).toBe(22000);
    expect(summary).toEqual([
      'These 6 cash flows over 5 periods earn 8.66% a period.',
      'At 10% their NPV is -$2,683.31: the return falls short of the discount rate.',
    ]);
    expect(steps[1]).toBe(
      'IRR: the r at which -$70,000.00 + $12,000.00 ÷ (1 + r) + $15,000.00 ÷ (1 + r)^2 + $18,000.00 ÷ (1 + r)^3 + $21,000.00 ÷ (1 + r)^4 + $26,000.00 ÷ (1 + r)^5 = 0. Found by bisection: r ≈ 8.6631% a period.',
    );
    expect(steps[2]).toMatch(
      /^NPV at 10% = -\$70,000\.00 \+ \$12,000\.00 ÷ 1\.1 \+ .* = -\$2,683\.31$/,
    );
    expect(steps[3]).toBe(
      'MIRR: the payments out discounted to period 0 at 10% = -$70,000.00; the money received grown to period 5 at 12% = $112,055.35; MIRR = ($112,055.35 ÷ $70,000.00)^(1/5) − 1 ≈ 9.87%',
    );
    expect(facts).toEqual([]);
  });

  it('gives 0% when the money back equals the money paid out', () => {
    expect(run({ amount: '-1000~500~500' }).results.irr).toBeCloseTo(0, 9);
  });

  it('finds a one-period return exactly: -1,000 then 1,100 is 10%', () => {
    const { results } = run({ amount: '-1000~1100', rate: '10' });
    expect(results.irr).toBeCloseTo(10, 9);
    expect(results.npv).toBeCloseTo(0, 9);
  });

  it('lists every IRR when the cash flows change sign twice', () => {
    // -100 + 230 ÷ (1 + r) − 132 ÷ (1 + r)^2 = 0 ⇔ (1 + r) = 1.1 or 1.2.
    const { results, facts } = run({ amount: '-100~230~-132' });
    expect(results.irr).toBeCloseTo(10, 8);
    expect(facts).toEqual([
      {
        label: 'Other rates that also fit',
        text: '20.00% (the cash flows change sign 2 times, so more than one rate makes the NPV 0)',
      },
    ]);
    expect(signChanges([-100, 0, 230, -132])).toBe(2);
  });

  it('says why there is no IRR when every cash flow has one sign', () => {
    expect(evaluate(irr, { amount: '1000~2000' }).errors).toEqual({
      flows:
        'Enter at least one negative amount (money paid out) and one positive amount (money received): with every cash flow of one sign, no rate of return fits',
    });
    expect(evaluate(irr, { amount: '0~0' }).errors.flows).toMatch(/^Enter at least one negative/);
  });

  it('says when no rate in its range fits', () => {
    // -1 then 1,000,000 a period later is a return of 99,999,900%: beyond 10,000%.
    expect(evaluate(irr, { amount: '-1~1000000' }).errors).toEqual({
      flows: 'No rate of return from -99% to 10,000% a period fits these cash flows',
    });
  });

  it('says what the NPV means only where it means it', () => {
    // -100 then 110: the IRR is the 10% discount rate, and the NPV is 0 (-1.4 × 10⁻¹⁴ in doubles).
    expect(run({ amount: '-100~110', rate: '10' }).summary[1]).toBe(
      'At 10% their NPV is $0.00: the return matches the discount rate.',
    );
    // Money received first (a loan at 6.39%): a positive NPV at 10% is no return beating 10%.
    // 100 − 50 ÷ 1.1 − 60 ÷ 1.21 = 4.96.
    const loan = run({ amount: '100~-50~-60', rate: '10' });
    expect(loan.results.irr).toBeCloseTo(6.3941, 4);
    expect(loan.summary[1]).toBe('At 10% their NPV is $4.96, a gain at that rate.');
    // Paid out first, received after: the NPV's sign is the return against the rate.
    expect(run({ amount: '-100~50~60', rate: '10' }).summary[1]).toMatch(
      /: the return falls short of the discount rate\.$/,
    );
  });

  it("shows a rate of 0 as 0, not the root-finder's last digits", () => {
    expect(run({ amount: '-100~100' }).results.irr).toBe(0);
  });

  it('finds a rate at either end of its range, −99% included', () => {
    // -1 then 0.01: 0.01 ÷ (1 + r) = 1 ⇔ r = −99%. -1 then 0.0099 would be −99.01%: below it.
    expect(run({ amount: '-1~0.01' }).results.irr).toBeCloseTo(-99, 9);
    expect(evaluate(irr, { amount: '-1~0.0099' }).errors.flows).toBe(
      'No rate of return from -99% to 10,000% a period fits these cash flows',
    );
  });

  it('checks each cash flow and the rates with their messages', () => {
    expect(evaluate(irr, { amount: '-1000~abc' }).errors['amount.2']).toBe('Enter a number');
    expect(evaluate(irr, { rate: '-100' }).errors.rate).toBe(
      'The discount rate must be at least -99%',
    );
    expect(evaluate(irr, { reinvestRate: '1001' }).errors.reinvestRate).toBe(
      'The reinvestment rate can be at most 1,000%',
    );
  });

  it('tabulates each cash flow’s present value', () => {
    const { values, results } = evaluate(irr, { amount: '-1000~550~605', rate: '10' });
    const rows = irr.table!.rows(values as never, results as never);
    // 550 ÷ 1.1 = 500; 605 ÷ 1.21 = 500.
    expect(rows.map((row) => row.period)).toEqual([0, 1, 2]);
    expect(rows.map((row) => row.amount)).toEqual([-1000, 550, 605]);
    expect(rows[0]!.present).toBe(-1000);
    expect(rows[1]!.present).toBeCloseTo(500, 9);
    expect(rows[2]!.present).toBeCloseTo(500, 9);
  });
});
