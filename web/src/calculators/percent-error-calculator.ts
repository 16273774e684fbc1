import { formatMeasure, formatPercent, formatPlain } from '../domain/format.ts';
import { percentChange } from '../domain/percentage.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 84,
  name: 'Percent Error Calculator',
  description:
    'Find the percent error of a measured value against the actual (true) value, with the signed error.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'percent',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'percentage-calculator',
    'average-calculator',
    'standard-deviation-calculator',
    'ratio-calculator',
    'rounding-calculator',
  ],
  keywords:
    'percent error percentage error % error experimental theoretical accepted true value measured observed relative error lab accuracy',
} satisfies CalculatorRecord;

// Percent error = |measured − actual| ÷ |actual| × 100, the usual textbook and lab convention
// (absolute value on top, the actual, true or accepted value below), with the signed error
// (measured − actual) ÷ |actual| × 100 beside it: positive when the measurement is too high. The
// signed error is the percentage change from the actual value to the measured one
// (domain/percentage.ts), worked to 15 significant digits.

function anyValue(label: string, noun: string, defaultText: string, help: string) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: -1e15,
    max: 1e15,
    noun,
    help,
    messages: {
      min: `Enter the ${noun} from −10¹⁵ to 10¹⁵`,
      max: `Enter the ${noun} from −10¹⁵ to 10¹⁵`,
    },
  } as const satisfies NumberField;
}

/** The errors of a measurement against the actual value (which is not 0). */
export function percentError(measured: number, actual: number) {
  const change = percentChange(actual, measured);
  const signed = change?.percentageChange ?? NaN;
  const difference = change?.changeAmount ?? NaN;
  return {
    percentError: Math.abs(signed),
    signedError: signed,
    absoluteError: Math.abs(difference),
    difference,
  };
}

/**
 * A number as typed back: up to 10 significant digits, no trailing zeros, never '−0'; in powers
 * of ten below a millionth (an actual value of 10⁻¹² read '0' before).
 */
const show = (value: number) => formatMeasure(value, 10);

/** A number in a formula: negatives and powers of ten in parentheses. */
const term = (value: number) =>
  value < 0 || show(value).includes('×') ? `(${show(value)})` : show(value);

/** '+1.63%' or '-1.63%' (the sign always shown, 0 without one). */
function signedPercent(value: number): string {
  const text = formatPercent(value);
  return value > 0 && text !== '0.00%' ? `+${text}` : text;
}

/** Where the reference cases come from. */
const CALCULUS_ERROR =
  'OpenStax, Calculus Volume 2 (Strang and Herman, 2016), section 3.6 "Numerical Integration", ' +
  '"Absolute and Relative Error": relative error |(A − B)/A| · 100% ' +
  '(openstax.org/books/calculus-volume-2/pages/3-6-numerical-integration)';

export default defineCalculator({
  slug: 'percent-error-calculator',
  fields: {
    measured: anyValue(
      'Measured value',
      'measured value',
      '9.65',
      'Your experimental or estimated value.',
    ),
    actual: anyValue(
      'Actual value',
      'actual value',
      '9.81',
      'The true, accepted or theoretical value, in the same unit; it cannot be 0.',
    ),
  },
  validate: (v) =>
    v.actual === 0
      ? {
          actual:
            'The actual value cannot be 0: percent error is a share of it. Compare the difference instead.',
        }
      : {},
  outputs: {
    percentError: { label: 'Percent error', format: 'percent' },
    signedError: { label: 'Signed percent error', format: 'percent' },
    absoluteError: { label: 'Absolute error |measured − actual|', format: 'number', decimals: 4 },
  },
  compute: (v) => {
    const { percentError: error, signedError, absoluteError } = percentError(v.measured, v.actual);
    return { percentError: error, signedError, absoluteError };
  },
  summary(v, r) {
    if (r.signedError === 0) {
      return `The measured value ${show(v.measured)} equals the actual value: 0% error.`;
    }
    const side = r.signedError > 0 ? 'above' : 'below';
    return `The measured value ${show(v.measured)} is ${formatPercent(r.percentError)} ${side} the actual value ${show(v.actual)} (signed error ${signedPercent(r.signedError)}).`;
  },
  facts: (_v, r) => [
    {
      label: 'Relative error',
      text: formatPlain(Number((r.percentError / 100).toPrecision(4))),
    },
    {
      label: 'Direction',
      text:
        r.signedError > 0
          ? 'Too high: the measurement is above the actual value (positive error).'
          : r.signedError < 0
            ? 'Too low: the measurement is below the actual value (negative error).'
            : 'Exact: the measurement equals the actual value.',
    },
  ],
  steps(v, r) {
    const difference = percentError(v.measured, v.actual).difference;
    // '=' only where the figures shown work out: 0.16 ÷ 9.81 × 100 = 1.6309…% is '≈ 1.63%'.
    const share = (error: number, shown: string) =>
      equalsOrAbout(
        readShown(show(error))!
          .div(readShown(show(Math.abs(v.actual)))!)
          .times(100),
        shown.replace(/[+%]/g, ''),
      );
    const [percent, signed] = [formatPercent(r.percentError), signedPercent(r.signedError)];
    return [
      `Error = measured − actual = ${show(v.measured)} − ${term(v.actual)} ${equalsOrAbout(readShown(show(v.measured))!.minus(readShown(show(v.actual))!), show(difference))} ${show(difference)}`,
      `Percent error = |measured − actual| ÷ |actual| × 100 = ${term(r.absoluteError)} ÷ ${term(Math.abs(v.actual))} × 100 ${share(r.absoluteError, percent)} ${percent}`,
      `Signed percent error = (measured − actual) ÷ |actual| × 100 = ${term(difference)} ÷ ${term(Math.abs(v.actual))} × 100 ${share(difference, signed)} ${signed}`,
    ];
  },
  about: [
    'Percent error tells how far a measured (experimental, estimated) value is from the actual (true, accepted, theoretical) value, as a percentage of the actual value: percent error = |measured − actual| ÷ |actual| × 100. This is the convention of chemistry and physics lab courses: the difference is taken as an absolute value, so the percent error is never negative, and the actual value is the one divided by.',
    'Some courses keep the sign instead: signed percent error = (measured − actual) ÷ |actual| × 100, positive when the measurement is too high and negative when it is too low. Both are shown. The actual value is taken as an absolute value below the line, so a negative actual value (a temperature below zero) keeps the sign meaning “too high” or “too low”.',
    'Percent error needs an actual value other than 0. On scales whose zero is arbitrary, like °C or °F, it depends on the scale: compare temperatures in kelvin. Percentages are shown to 2 decimals and worked to 15 significant digits; percent difference, which divides by the average of two measurements, is a different formula.',
  ],
  faq: [
    {
      question: 'Can percent error be negative?',
      answer:
        'With the usual absolute-value formula, no: it is the size of the error. The signed percent error keeps the sign: measuring 9.65 m/s² against 9.81 m/s² gives a percent error of 1.63% and a signed error of −1.63% (too low).',
    },
    {
      question: 'Which value do I divide by?',
      answer:
        'The actual (true, accepted) value, never the measured one. Estimating 260 people when 325 came is an error of 65 ÷ 325 = 20%, not 65 ÷ 260 = 25%.',
    },
    {
      question: 'What is a good percent error?',
      answer:
        'It depends on the measurement. In many school labs under 5% is thought good and over 10% suggests a mistake, but precise instruments are expected to do far better. Compare it with the uncertainty of your instruments.',
    },
    {
      question: 'How is percent error different from percent difference?',
      answer:
        'Percent error compares a measurement with a known true value. Percent difference compares two measurements when neither is known to be right, dividing |a − b| by their average.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, University Physics Volume 2 (Ling, Sanny & Moebs, 2016), Chapter 1 “Temperature and Heat”, Additional Problems, exercise 103 (openstax.org/books/university-physics-volume-2/pages/1-additional-problems): “What is the percent error of thinking the melting point of tungsten is 3695 °C instead of the correct value of 3695 K?” Answer: 7.39% (3695 °C is 3968.15 K)',
      inputs: { measured: '3968.15', actual: '3695' },
      expected: { percentError: 7.39 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, University Physics Volume 2 (2016), Chapter 2 “The Kinetic Theory of Gases”, Additional Problems, exercise 89 (openstax.org/books/university-physics-volume-2/pages/2-additional-problems): the Dulong–Petit estimate of sodium’s specific heat, 1080 J/kg·°C, against the known 1230 J/kg·°C is a 12% error',
      inputs: { measured: '1080', actual: '1230' },
      expected: { percentError: 12 },
      tolerance: 0.5,
    },
    {
      source: `${CALCULUS_ERROR}, the checkpoint after Example 3.43: the estimate 24/35 ≈ 0.6857 of ln 2 ≈ 0.6931 has a relative error of 1.1%`,
      inputs: { measured: '0.6857', actual: '0.6931' },
      expected: { percentError: 1.1 },
      tolerance: 0.05,
    },
    {
      source: `${CALCULUS_ERROR}, the same checkpoint: the absolute error is 0.0074`,
      inputs: { measured: '0.6857', actual: '0.6931' },
      expected: { absoluteError: 0.0074 },
      tolerance: 0.00005,
    },
    {
      source: `${CALCULUS_ERROR}, section exercises: ∫₁⁵(3x² − 2x)dx = 100 estimated by the trapezoidal rule as T₁₆ = 100.125, “absolute error = 0.125”`,
      inputs: { measured: '100.125', actual: '100' },
      expected: { absoluteError: 0.125 },
      tolerance: 0,
    },
    {
      source:
        'Blurtit, "How to calculate percentage error?" (education.blurtit.com/3938310/how-to-calculate-percentage-error): estimated 260 people but 325 came; 260 − 325 = −65, ignore the sign, 65 ÷ 325 = 20%',
      inputs: { measured: '260', actual: '325' },
      expected: { percentError: 20, signedError: -20, absoluteError: 65 },
      tolerance: 0,
    },
  ],
});
