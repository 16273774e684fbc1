import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import bodyFat, { navyBodyFat } from './body-fat-calculator.ts';

const man = { sex: 'male', height: '178', neck: '38', waist: '86', weight: '75' };
const woman = {
  sex: 'female',
  height: '165',
  neck: '33',
  waist: '75',
  hip: '100',
  weight: '',
};

describe('the body fat calculator', () => {
  it('gives a man of 178 cm, neck 38 and waist 86 cm 17.2%, Fitness', () => {
    const { results } = evaluate(bodyFat, man);
    // 495 ÷ (1.0324 − 0.19077 × log10(48) + 0.15456 × log10(178)) − 450, worked in python.
    expect(results?.bodyFatMen).toBeCloseTo(17.2039246, 6);
    const band = bodyFat.outputs.bodyFatMen.bands!.bands.find((b) => 17.2 >= b.from && 17.2 < b.to);
    expect(band?.label).toBe('Fitness');
  });

  it('gives a woman of 165 cm, neck 33, waist 75 and hip 100 cm 29.4%, Average', () => {
    const { results } = evaluate(bodyFat, woman);
    // 495 ÷ (1.29579 − 0.35004 × log10(142) + 0.221 × log10(165)) − 450.
    expect(results?.bodyFatWomen).toBeCloseTo(29.4342376, 6);
    const band = bodyFat.outputs.bodyFatWomen.bands!.bands.find(
      (b) => 29.4 >= b.from && 29.4 < b.to,
    );
    expect(band?.label).toBe('Average');
  });

  it('shows the band scale of the visitor’s sex only', () => {
    const { values: male } = evaluate(bodyFat, man);
    const { values: female } = evaluate(bodyFat, woman);
    expect(bodyFat.hiddenOutputs!(male as never)).toEqual(['bodyFatWomen']);
    expect(bodyFat.hiddenOutputs!(female as never)).toEqual(['bodyFatMen', 'fatMass', 'leanMass']);
  });

  it('splits the weight into fat and lean mass that add up to it', () => {
    const { results } = evaluate(bodyFat, man);
    // 75 × 17.204% = 12.903 → 12.9 kg of fat, the other 62.1 kg lean.
    expect(results?.fatMass).toBe(12.9);
    expect(results?.leanMass).toBeCloseTo(62.1, 12);
    const lbs = evaluate(bodyFat, {
      sex: 'male',
      height: '70',
      heightUnit: 'in',
      neck: '15',
      neckUnit: 'in',
      waist: '34',
      waistUnit: 'in',
      weight: '165',
      weightUnit: 'lb',
    });
    // 165 × 17.513% = 28.897 → 28.9 lb of fat.
    expect(lbs.results!.fatMass).toBe(28.9);
    expect(bodyFat.outputs.fatMass.label).toBeTypeOf('function');
    const label = bodyFat.outputs.fatMass.label as (v: never) => string;
    expect(label(lbs.values as never)).toBe('Fat mass (lb)');
    const { fatMass, leanMass } = lbs.results!;
    expect(fatMass! + leanMass!).toBeCloseTo(165, 12);
  });

  it('uses the inch equations in inches and the centimetre ones in cm, within 0.3 points', () => {
    const inches = navyBodyFat('male', 'in', { height: 70, neck: 15, waist: 34, hip: 0 });
    const cm = navyBodyFat('male', 'cm', {
      height: 177.8,
      neck: 38.1,
      waist: 86.36,
      hip: 0,
    });
    // 86.010 × log10(19) − 70.041 × log10(70) + 36.76 = 17.513; the density form 17.435.
    expect(inches).toBeCloseTo(17.5130854, 6);
    expect(cm).toBeCloseTo(17.4346761, 6);
    const womanIn = navyBodyFat('female', 'in', { height: 65, neck: 13, waist: 30, hip: 38 });
    const womanCm = navyBodyFat('female', 'cm', {
      height: 165.1,
      neck: 33.02,
      waist: 76.2,
      hip: 96.52,
    });
    expect(womanIn).toBeCloseTo(28.5562644, 6);
    expect(Math.abs(womanIn - womanCm)).toBeLessThan(0.3);
  });

  it('takes the inch equations when every tape measure is in inches, whatever the height’s unit', () => {
    const tape = { sex: 'male', neck: '15', neckUnit: 'in', waist: '34', waistUnit: 'in' };
    // 70 in typed as 177.8 cm: the same man, so the same 17.513%.
    for (const height of [{ height: '70', heightUnit: 'in' }, { height: '177.8' }]) {
      const { results } = evaluate(bodyFat, { ...tape, ...height });
      expect(results?.bodyFatMen).toBeCloseTo(17.5130854, 6);
    }
    // One tape measure in cm: the density equations.
    const mixed = evaluate(bodyFat, { ...tape, height: '177.8', neck: '38.1', neckUnit: 'cm' });
    expect(mixed.results?.bodyFatMen).toBeCloseTo(17.4346761, 6);
  });

  it('opens a link of the imperial fields on the same measures, in inches', () => {
    const former = bodyFat.formerLinks!.read({
      unit: 'imperial',
      heightFt: '5',
      heightIn: '10',
      neckIn: '15',
      waistIn: '',
      hipIn: '',
      weightLbs: '180',
    });
    expect(former).toEqual({
      height: '70',
      heightUnit: 'in',
      weight: '180',
      weightUnit: 'lb',
      neck: '15',
      neckUnit: 'in',
      // Left out of the link: the imperial form's default.
      waist: '34',
      waistUnit: 'in',
      hip: '38',
      hipUnit: 'in',
    });
    expect(bodyFat.formerLinks!.read({ unit: '', waistIn: '40' })).toEqual({});
  });

  it('needs the waist larger than the neck for a man', () => {
    expect(evaluate(bodyFat, { ...man, neck: '45', waist: '44' }).errors).toEqual({
      waist: 'The waist must be larger than the neck',
    });
    expect(
      evaluate(bodyFat, { ...man, neck: '20', neckUnit: 'in', waist: '50', waistUnit: 'cm' })
        .errors,
    ).toEqual({ waist: 'The waist must be larger than the neck' });
  });

  it('ignores the hip measurement for a man, and needs it for a woman', () => {
    expect(evaluate(bodyFat, { ...man, hip: 'abc' }).errors).toEqual({});
    expect(evaluate(bodyFat, { ...woman, hip: '' }).errors).toEqual({
      hip: 'Enter your hip measurement',
    });
  });

  it('says so when the measurements give no percentage between 0 and 100', () => {
    const result = evaluate(bodyFat, { ...man, height: '250', neck: '40', waist: '41' });
    expect(result.results).toBeNull();
    expect(result.unsolvable).toBe(
      'These measurements give no body fat estimate between 0% and 100%. Please check them.',
    );
  });

  it('checks each measurement at its bounds', () => {
    const errors = (texts: Record<string, string>) =>
      evaluate(bodyFat, { ...man, ...texts }).errors;
    expect(errors({ neck: '19' })).toEqual({ neck: 'The neck must be at least 20 cm' });
    expect(errors({ waist: '201' })).toEqual({ waist: 'The waist can be at most 200 cm' });
    expect(errors({ weight: '10' })).toEqual({ weight: 'The weight must be at least 20 kg' });
    expect(errors({ weight: '' })).toEqual({});
    // In inches, the limits in inches, rounded so that the figure said is accepted.
    expect(errors({ neck: '7.8', neckUnit: 'in' })).toEqual({
      neck: 'The neck must be at least 7.88 in', // 20 cm = 7.874… in
    });
    expect(errors({ neck: '7.88', neckUnit: 'in' })).toEqual({});
  });
  it("says the common logs are about their figures, and exactly a power of ten's", () => {
    // log10(48) = 1.681241…, log10(178) = 2.250420…; log10(100) = 2.
    const stepsOf = (texts: Record<string, string>) => {
      const { values, results } = evaluate(bodyFat, texts);
      return bodyFat.steps(values as never, results as never);
    };
    expect(stepsOf(man)).toContain('log10(48) ≈ 1.68124; log10(178) ≈ 2.25042');
    expect(stepsOf({ ...man, waist: '138', height: '100' })).toContain(
      'log10(100) = 2.00000; log10(100) = 2.00000',
    );
  });
});
