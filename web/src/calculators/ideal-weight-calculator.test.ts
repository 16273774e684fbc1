import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import ideal from './ideal-weight-calculator.ts';

const TODAY = '2026-11-25';

function shown(texts: Record<string, string>) {
  const { values, results } = evaluate(ideal, texts, TODAY);
  return {
    results: results!,
    headline: ideal.headline!.text(values as never, results as never, TODAY),
    caption: ideal.headline!.caption(values as never, results as never, TODAY),
    facts: ideal.facts!(values as never, results as never),
  };
}

describe('the ideal weight calculator', () => {
  it('gives each formula’s weight at 5 ft exactly, for a woman', () => {
    const { results, facts } = shown({
      sex: 'female',
      height: '5',
      heightUnit: 'ft',
      weights: 'lb',
    });
    // At 60 in no inches are added: the base weights, in pounds (÷ 0.45359237); Hamwi's by his
    // own pound rule, 100 lb for a woman of 5 ft.
    expect(results.devine).toBeCloseTo(45.5 / 0.45359237, 9);
    expect(results.robinson).toBeCloseTo(49 / 0.45359237, 9);
    expect(results.miller).toBeCloseTo(53.1 / 0.45359237, 9);
    expect(results.hamwi).toBe(100);
    expect(facts[0]).toEqual({ label: 'Devine (1974)', text: '100.3 lb' });
  });

  it('adds each formula’s amount per inch for a tall man, 6 ft 4 in (76 in)', () => {
    const { results, headline } = shown({
      sex: 'male',
      height: '76',
      heightUnit: 'in',
    });
    expect(results.devine).toBeCloseTo(86.8, 9); // 50 + 2.3 × 16
    expect(results.robinson).toBeCloseTo(82.4, 9); // 52 + 1.9 × 16
    expect(results.miller).toBeCloseTo(78.76, 9); // 56.2 + 1.41 × 16
    expect(results.hamwi).toBeCloseTo(91.2, 9); // 48 + 2.7 × 16
    expect(headline).toBe('78.8 kg – 91.2 kg');
  });

  it('gives Hamwi in pounds by his pound rule and in kg by its kg form', () => {
    // 5 ft 6 in: 100 + 5 × 6 = 130 lb and 106 + 6 × 6 = 142 lb, as published; in kg the
    // rounded form, 45.5 + 2.2 × 6 = 58.7 and 48 + 2.7 × 6 = 64.2 (not 130 lb = 58.97 kg).
    const inches = { height: '66', heightUnit: 'in' };
    expect(shown({ sex: 'female', ...inches, weights: 'lb' }).results.hamwi).toBe(130);
    expect(shown({ sex: 'male', ...inches, weights: 'lb' }).results.hamwi).toBe(142);
    expect(shown({ sex: 'female', ...inches }).results.hamwi).toBeCloseTo(58.7, 9);
    expect(shown({ sex: 'male', ...inches }).results.hamwi).toBeCloseTo(64.2, 9);
    const { values, results } = evaluate(ideal, { sex: 'female', ...inches, weights: 'lb' }, TODAY);
    expect(ideal.steps!(values as never, results as never)).toContain(
      'Hamwi (1964), in pounds as published: 100 + 5 × 6.00 = 130.0 lb',
    );
  });

  it('gives the healthy BMI range for the height: 18.5 and 24.9 × metres²', () => {
    const { results, facts } = shown({ sex: 'male', height: '170' });
    expect(results.healthyMin).toBeCloseTo(53.465, 9); // 18.5 × 2.89
    expect(results.healthyMax).toBeCloseTo(71.961, 9); // 24.9 × 2.89
    expect(facts.at(-1)).toEqual({
      label: 'Healthy BMI range (18.5–24.9)',
      text: '53.5 kg – 72.0 kg',
    });
    expect(facts.map((fact) => fact.label)).toEqual([
      'Devine (1974)',
      'Robinson (1983)',
      'Miller (1983)',
      'Hamwi (1964)',
      'Healthy BMI range (18.5–24.9)',
    ]);
  });

  it('shows only the BMI range below 5 ft, where the formulas do not apply', () => {
    const { headline, caption, facts } = shown({ sex: 'female', height: '150' });
    // 18.5 × 1.5² = 41.625; 24.9 × 1.5² = 56.025.
    expect(headline).toBe('41.6 kg – 56.0 kg');
    expect(caption).toBe('The healthy BMI range: the formulas start at 5 ft (152.4 cm)');
    expect(facts).toEqual([{ label: 'Healthy BMI range (18.5–24.9)', text: '41.6 kg – 56.0 kg' }]);
  });

  it('treats 152.4 cm as 5 ft, despite the rounding of 152.4 ÷ 2.54', () => {
    const { results, caption } = shown({ sex: 'male', height: '152.4' });
    expect(results.devine).toBeCloseTo(50, 9);
    expect(caption).toBe('The range of the four formulas below');
  });

  it('checks the height', () => {
    expect(evaluate(ideal, { height: '99' }).errors).toEqual({
      height: 'The height must be at least 100 cm',
    });
    // 250 cm is 8.2 ft (8.202…), said rounded down so that the figure said is accepted.
    expect(evaluate(ideal, { height: '8.21', heightUnit: 'ft' }).errors).toEqual({
      height: 'The height can be at most 8.2 ft',
    });
    expect(evaluate(ideal, { height: '8.2', heightUnit: 'ft' }).errors).toEqual({});
  });

  it('opens a link of its imperial fields in inches, with weights in pounds', () => {
    const texts = ideal.formerLinks!.read({ unit: 'imperial', heightFt: '5', heightIn: '10' });
    expect(texts).toEqual({ height: '70', heightUnit: 'in', weights: 'lb' });
    // Devine: 50 + 2.3 × 10 = 73 kg = 160.9 lb.
    expect(shown({ sex: 'male', ...texts }).facts[0]?.text).toBe('160.9 lb');
  });

  it('says ≈ where the inches are rounded: 175 cm ÷ 2.54 = 68.8976… in', () => {
    const { values, results } = evaluate(ideal, {}, '2026-12-04');
    const steps = ideal.steps(values as never, results as never, { advice: true });
    expect(steps).toContain('Height in inches = 175 ÷ 2.54 ≈ 68.90 in');
  });

  it('says ≈ where the formula’s figures shown do not give the weight shown', () => {
    // 250 cm = 98.425 in, 38.425 over 5 ft: Devine 50 + 2.3 × 38.425 = 138.378 kg; with the
    // 38.43 shown it would be 138.389, so ≈.
    const { values, results } = evaluate(ideal, { height: '250' }, '2026-12-04');
    const steps = ideal.steps(values as never, results as never, { advice: true });
    expect(steps).toContain('Devine (1974): 50 + 2.3 × 38.43 ≈ 138.38 kg');
  });
  it('gives the pounds beside the kilograms, and the healthy range as about its figures', () => {
    // 18.5 × 1.75² = 56.65625 and 24.9 × 1.75² = 76.25625 kg, shown to 1 decimal; Devine in
    // pounds: 70.4646 kg ÷ 0.45359237 = 155.348 lb.
    const metric = evaluate(ideal, {}, '2026-12-04');
    expect(ideal.steps(metric.values as never, metric.results as never)).toContain(
      'Healthy range = 18.5 × 1.7500² to 24.9 × 1.7500² ≈ 56.7 kg to 76.3 kg',
    );
    const pounds = evaluate(ideal, { weights: 'lb' }, '2026-12-04');
    expect(ideal.steps(pounds.values as never, pounds.results as never)).toContain(
      'Devine (1974): 50 + 2.3 × 8.90 ≈ 70.46 kg (155.3 lb)',
    );
  });
});
