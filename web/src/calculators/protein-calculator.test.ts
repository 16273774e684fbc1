import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import protein from './protein-calculator.ts';

// Expected grams worked out by hand: weight in kg × grams per kg (1 lb = 0.45359237 kg).

function shown(texts: Record<string, string>) {
  const evaluation = evaluate(protein, texts);
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  if (!evaluation.results) return { ...evaluation, summary: '', steps: [], facts: [], hidden: [] };
  return {
    ...evaluation,
    summary: protein.summary!(values, results, '2026-11-29'),
    steps: protein.steps(values, results),
    facts: protein.facts!(values, results),
    hidden: protein.hiddenOutputs!(values),
  };
}

describe('the protein calculator', () => {
  it('opens on 70 kg at the RDA: 56 g a day', () => {
    const { results, summary, steps, facts, hidden } = shown({});
    // 70 × 0.8 = 56.
    expect(results!.protein).toBeCloseTo(56, 9);
    expect(hidden).toEqual(['upTo', 'rda']);
    expect(summary).toBe('56 g of protein a day for 70 kg at 0.8 g/kg');
    expect(steps).toEqual([
      'Grams per kg, Sedentary adult (RDA): 0.8 g/kg',
      'Protein = 70 kg × 0.8 g/kg = 56.00 g ≈ 56 g',
    ]);
    // 0.8 × 0.45359237 = 0.363 g a pound.
    expect(facts).toEqual([{ label: 'Per pound of body weight', text: '0.36 g/lb' }]);
  });

  it('gives athletes a range of 1.2–2.0 g/kg, with the RDA beside it', () => {
    const { results, summary, steps, facts, hidden } = shown({ weight: '80', activity: 'athlete' });
    // 80 × 1.2 = 96, 80 × 2 = 160, RDA 80 × 0.8 = 64.
    expect(results!.protein).toBeCloseTo(96, 9);
    expect(results!.upTo).toBeCloseTo(160, 9);
    expect(results!.rda).toBeCloseTo(64, 9);
    expect(hidden).toEqual([]);
    expect(summary).toBe('96–160 g of protein a day for 80 kg at 1.2–2.0 g/kg');
    expect(steps).toEqual([
      'Grams per kg, Athlete or regular training (ACSM): 1.2–2.0 g/kg',
      'From: 80 kg × 1.2 g/kg = 96.00 g ≈ 96 g',
      'Up to: 80 kg × 2 g/kg = 160.00 g ≈ 160 g',
    ]);
    // 1.2 × 0.45359 = 0.544; 2 × 0.45359 = 0.907.
    expect(facts).toEqual([{ label: 'Per pound of body weight', text: '0.54–0.91 g/lb' }]);
    const label = protein.outputs.protein.label as (v: never) => string;
    expect(label(evaluate(protein, { activity: 'athlete' }).values as never)).toBe(
      'Protein a day, from (g)',
    );
    expect(label(evaluate(protein, {}).values as never)).toBe('Protein a day (g)');
  });

  it('works in pounds: 154 lb building muscle is 97.8–139.7 g', () => {
    const { results, steps } = shown({ weight: '154', weightUnit: 'lb', activity: 'muscle' });
    // 154 lb = 69.85322498 kg; × 1.4 = 97.7945; × 2 = 139.7064.
    expect(results!.protein).toBeCloseTo(97.79451497, 6);
    expect(results!.upTo).toBeCloseTo(139.70644996, 6);
    expect(steps[0]).toBe('Weight in kg = 154 lb × 0.45359237 = 69.85322498 kg');
    expect(steps[1]).toBe('Grams per kg, Building muscle (ISSN): 1.4–2.0 g/kg');
  });

  it('takes a custom figure per kg, as one amount', () => {
    const { results, summary, hidden } = shown({
      weight: '60',
      activity: 'custom',
      gramsPerKg: '1.5',
    });
    // 60 × 1.5 = 90; RDA 48.
    expect(results!.protein).toBeCloseTo(90, 9);
    expect(results!.rda).toBeCloseTo(48, 9);
    expect(hidden).toEqual(['upTo']);
    expect(summary).toBe('90 g of protein a day for 60 kg at 1.5 g/kg');
  });

  it('checks the weight and the custom figure at their limits', () => {
    const errors = (texts: Record<string, string>) => evaluate(protein, texts).errors;
    expect(errors({ weight: '' })).toEqual({ weight: 'Enter your weight' });
    expect(errors({ weight: '19' })).toEqual({ weight: 'The weight must be at least 20 kg' });
    expect(errors({ weight: '401' })).toEqual({ weight: 'The weight can be at most 400 kg' });
    expect(errors({ activity: 'custom', gramsPerKg: '0.4' })).toEqual({
      gramsPerKg: 'The grams per kg must be at least 0.5 g/kg',
    });
    expect(errors({ activity: 'custom', gramsPerKg: '3.6' })).toEqual({
      gramsPerKg: 'The grams per kg can be at most 3.5 g/kg',
    });
    // The custom field is not read unless custom is chosen.
    expect(errors({ gramsPerKg: '9' })).toEqual({});
    // The lightest weight accepted, 20 kg: 16 g at the RDA.
    expect(shown({ weight: '20' }).results!.protein).toBeCloseTo(16, 9);
  });

  it('reads an unknown activity in a link as the default, the RDA', () => {
    expect(evaluate(protein, { activity: 'couch' }).values?.activity).toBe('sedentary');
  });
});
