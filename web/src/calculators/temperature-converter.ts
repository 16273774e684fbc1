import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import {
  absoluteZero,
  convertTemperature,
  exact,
  formatTyped,
  held,
  isExactTemperature,
  shownResult,
  TEMPERATURE,
  temperatureUnit,
  type TemperatureCode,
  type TemperatureUnit,
} from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 51,
  name: 'Temperature Converter',
  description: 'Convert temperatures between Celsius, Fahrenheit and Kelvin.',
  category: 'conversion',
  icon: 'thermometer',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: ['length-converter', 'weight-converter', 'speed-converter', 'pressure-converter'],
  keywords: 'temperature celsius fahrenheit kelvin c f k degrees',
} satisfies CalculatorRecord;

// The temperature converter: Celsius, Fahrenheit, kelvin and Rankine, by the affine formulas of
// NIST SP 811 (2008), Appendix B.8, worked in decimal (shared/units.ts). No temperature is below
// absolute zero: -273.15 °C, -459.67 °F, 0 K, 0 °R.

/** Decimals a temperature is shown with, at most (37.777778 °C). */
const MAX_DECIMALS = 6;

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

const CONTEMPORARY_TEMPERATURE =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 9.5 "Measuring Temperature" ' +
  '(openstax.org/books/contemporary-mathematics/pages/9-5-measuring-temperature)';
const PHYSICS_TEMPERATURE =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 13.1 "Temperature" ' +
  '(openstax.org/books/college-physics-2e/pages/13-1-temperature)';
const CHEMISTRY_TEMPERATURE =
  'OpenStax, Chemistry 2e (Flowers et al., 2019), section 1.6 "Mathematical Treatment of ' +
  'Measurement Results" (openstax.org/books/chemistry-2e/pages/1-6-mathematical-treatment-of-measurement-results)';

/** Each pair's formula, for people, and the same with the visitor's value (x). */
const FORMULAS: Record<`${TemperatureCode}-${TemperatureCode}`, [string, (x: string) => string]> = {
  'c-f': ['°F = °C × 1.8 + 32', (x) => `${x} × 1.8 + 32`],
  'c-k': ['K = °C + 273.15', (x) => `${x} + 273.15`],
  'c-r': ['°R = (°C + 273.15) × 1.8', (x) => `(${x} + 273.15) × 1.8`],
  'f-c': ['°C = (°F − 32) ÷ 1.8', (x) => `(${x} − 32) ÷ 1.8`],
  'f-k': ['K = (°F + 459.67) ÷ 1.8', (x) => `(${x} + 459.67) ÷ 1.8`],
  'f-r': ['°R = °F + 459.67', (x) => `${x} + 459.67`],
  'k-c': ['°C = K − 273.15', (x) => `${x} − 273.15`],
  'k-f': ['°F = K × 1.8 − 459.67', (x) => `${x} × 1.8 − 459.67`],
  'k-r': ['°R = K × 1.8', (x) => `${x} × 1.8`],
  'r-c': ['°C = (°R − 491.67) ÷ 1.8', (x) => `(${x} − 491.67) ÷ 1.8`],
  'r-f': ['°F = °R − 459.67', (x) => `${x} − 459.67`],
  'r-k': ['K = °R ÷ 1.8', (x) => `${x} ÷ 1.8`],
  'c-c': ['°C = °C', (x) => x],
  'f-f': ['°F = °F', (x) => x],
  'k-k': ['K = K', (x) => x],
  'r-r': ['°R = °R', (x) => x],
};

const OPTIONS = TEMPERATURE.map((unit) => ({
  value: unit.code,
  label: `${unit.plural.charAt(0).toUpperCase()}${unit.plural.slice(1)} (${unit.symbol})`,
}));

/** A temperature in `to` as shown (to 10 significant digits, at most 6 decimals). */
function show(value: number, from: TemperatureUnit, to: TemperatureUnit) {
  const result = convertTemperature(value, from, to);
  return {
    result,
    ...shownResult(result, (full) => isExactTemperature(value, from, to, full), MAX_DECIMALS),
  };
}

/** '37 degrees Celsius', '1 kelvin', '-40 degrees Fahrenheit'. */
function named(unit: TemperatureUnit, text: string): string {
  return `${text} ${text === '1' || text === '-1' ? unit.singular : unit.plural}`;
}

/** A typed value in a formula: negatives in brackets, (-40) × 1.8 + 32. */
const inFormula = (value: number) => (value < 0 ? `(${formatTyped(value)})` : formatTyped(value));

export default defineCalculator({
  slug: 'temperature-converter',
  // No amount is money; the currency is unused.
  fields: {
    value: {
      kind: 'number',
      label: 'Temperature',
      default: '98.6',
      // The lowest absolute zero of the four units; validate checks the unit chosen.
      min: -459.67,
      max: 1_000_000_000,
      noun: 'temperature',
      messages: {
        required: 'Enter the temperature to convert',
        min: 'No temperature is below absolute zero: -459.67 °F, -273.15 °C, 0 K',
        invalid: 'Enter the temperature as a number, such as -40 or 98.6',
      },
    },
    from: { kind: 'choice', label: 'From', default: 'f', options: OPTIONS, records: true },
    to: { kind: 'choice', label: 'To', default: 'c', options: OPTIONS, records: true },
  },
  swap: { fields: ['from', 'to'], label: 'Swap units' },
  validate(v) {
    const from = temperatureUnit(v.from);
    const zero = absoluteZero(from);
    if (exact(v.value).gte(zero)) return {};
    const lowest = `${formatTyped(zero)} ${from.symbol}`;
    return {
      value: `${formatTyped(v.value)} ${from.symbol} is below absolute zero. Enter a temperature of at least ${lowest}.`,
    };
  },
  outputs: {
    result: { label: 'Result', format: 'number', decimals: MAX_DECIMALS },
  },
  compute: (v) => ({
    result: held(convertTemperature(v.value, temperatureUnit(v.from), temperatureUnit(v.to))),
  }),
  headline: {
    label: 'Result',
    text(v) {
      const from = temperatureUnit(v.from);
      const to = temperatureUnit(v.to);
      const { text, exact: isExact } = show(v.value, from, to);
      return `${named(from, formatTyped(v.value))} ${isExact ? '=' : '≈'} ${named(to, text)}`;
    },
    caption(v) {
      const { exact: isExact } = show(v.value, temperatureUnit(v.from), temperatureUnit(v.to));
      const formula = FORMULAS[`${v.from}-${v.to}`][0];
      return `${isExact ? 'Exact' : 'Rounded to 10 significant digits and at most 6 decimals'}. ${formula}`;
    },
  },
  calculateLabel: 'Convert',
  facts(v) {
    const from = temperatureUnit(v.from);
    return [
      { label: 'Formula', text: FORMULAS[`${v.from}-${v.to}`][0] },
      ...TEMPERATURE.map((unit) => {
        const { text, exact: isExact } = show(v.value, from, unit);
        return {
          label: `In ${unit.plural}`,
          text: `${isExact ? '' : '≈ '}${text} ${unit.symbol}`,
        };
      }),
    ];
  },
  steps(v) {
    const from = temperatureUnit(v.from);
    const to = temperatureUnit(v.to);
    const { text, exact: isExact } = show(v.value, from, to);
    const [formula, apply] = FORMULAS[`${v.from}-${v.to}`];
    if (from.code === to.code) {
      return [`Same unit: ${formatTyped(v.value)} ${from.symbol} = ${text} ${to.symbol}.`];
    }
    return [
      `Formula (NIST SP 811, Appendix B.8): ${formula}.`,
      `${to.symbol} = ${apply(inFormula(v.value))} ${isExact ? '=' : '≈'} ${text} ${to.symbol}.`,
      `Absolute zero, the lowest temperature, is ${formatTyped(absoluteZero(from))} ${from.symbol} ` +
        `= ${formatTyped(absoluteZero(to))} ${to.symbol}.`,
    ];
  },
  dataTable: {
    caption: 'Fixed points in each unit',
    columns: ['Unit', 'Absolute zero', 'Water freezes', 'Water boils'],
    rows: TEMPERATURE.map((unit) => [
      `${unit.plural.charAt(0).toUpperCase()}${unit.plural.slice(1)} (${unit.symbol})`,
      ...[-273.15, 0, 100].map(
        (celsius) => `${formatPlain(held(convertTemperature(celsius, TEMPERATURE[0], unit)))}`,
      ),
    ]),
  },
  about: [
    'Temperature scales have different zeros as well as different degrees, so a temperature is converted by a formula rather than a single factor (NIST Special Publication 811, 2008, Appendix B.8): °C = K − 273.15, °F = °C × 1.8 + 32, and °R = K × 1.8. A degree Fahrenheit or Rankine is 1/1.8 of a degree Celsius or a kelvin; kelvins and degrees Rankine count from absolute zero.',
    'Absolute zero, -273.15 °C, -459.67 °F, 0 K or 0 °R, is the lowest temperature there is, so nothing below it is accepted.',
    'The arithmetic is decimal, not binary floating point, so 98.6 °F comes out as exactly 37 °C. A result that does not end is rounded to 10 significant digits and at most 6 decimals, and marked ≈; the same temperature is listed in every unit under it. Water freezes at 0 °C and boils at 100 °C at standard atmospheric pressure.',
  ],
  faq: [
    {
      question: 'How do I convert Fahrenheit to Celsius?',
      answer:
        'Subtract 32, then divide by 1.8 (that is, multiply by 5/9): 98.6 °F is (98.6 − 32) ÷ 1.8 = 37 °C. From Celsius to Fahrenheit, multiply by 1.8 and add 32.',
    },
    {
      question: 'How do I convert Celsius to kelvin?',
      answer:
        'Add 273.15: 25 °C is 298.15 K. A kelvin is the same size as a degree Celsius, but the kelvin scale starts at absolute zero. Kelvins are written without "degree".',
    },
    {
      question: 'When are Celsius and Fahrenheit the same?',
      answer:
        'At -40: -40 °C is exactly -40 °F. Above that the Fahrenheit figure is the larger, below it the Celsius one.',
    },
    {
      question: 'Why can I not enter a lower temperature?',
      answer:
        'Nothing can be colder than absolute zero, -273.15 °C (-459.67 °F, 0 K, 0 °R), so the converter accepts no temperature below it in the unit you convert from.',
    },
  ],
  references: [
    {
      source: `${CONTEMPORARY_TEMPERATURE}, Example 9.40 "Converting Temperatures from Fahrenheit to Celsius": C = 5/9(392 − 32) = 5/9(360) = 200, so 392 °F is 200 °C`,
      inputs: { value: '392', from: 'f', to: 'c' },
      expected: { result: 200 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_TEMPERATURE}, Example 9.41 "Converting Temperatures from Celsius to Fahrenheit": F = 9/5(20) + 32 = 36 + 32 = 68 °F`,
      inputs: { value: '20', from: 'c', to: 'f' },
      expected: { result: 68 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_TEMPERATURE}, Example 9.42 "Comparing Temperatures in Celsius and Fahrenheit": F = 9/5(3) + 32 = 5.4 + 32 = 37.4 °F`,
      inputs: { value: '3', from: 'c', to: 'f' },
      expected: { result: 37.4 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_TEMPERATURE}, Example 13.1 "Converting between Temperature Scales: Room Temperature" (a): T = 9/5 × 25 °C + 32 = 77 °F`,
      inputs: { value: '25', from: 'c', to: 'f' },
      expected: { result: 77 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_TEMPERATURE}, Example 13.1 (b): T = 25 °C + 273.15 = 298 K (to the nearest kelvin)`,
      inputs: { value: '25', from: 'c', to: 'k' },
      expected: { result: 298 },
      tolerance: 0.5,
    },
    {
      source: `${CHEMISTRY_TEMPERATURE}, Example 1.11 "Conversion from Celsius": 37.0 °C is (9/5 × 37.0) + 32.0 = 66.6 + 32.0 = 98.6 °F`,
      inputs: { value: '37.0', from: 'c', to: 'f' },
      expected: { result: 98.6 },
      tolerance: 0.05,
    },
    {
      source: `${CHEMISTRY_TEMPERATURE}, Example 1.11, Check Your Learning: 80.92 °C is 354.07 K`,
      inputs: { value: '80.92', from: 'c', to: 'k' },
      expected: { result: 354.07 },
      tolerance: 0.005,
    },
    {
      source: `${CHEMISTRY_TEMPERATURE}, Example 1.11, Check Your Learning: 80.92 °C is 177.66 °F`,
      inputs: { value: '80.92', from: 'c', to: 'f' },
      expected: { result: 177.66 },
      tolerance: 0.005,
    },
    {
      source: `${CHEMISTRY_TEMPERATURE}, Example 1.12 "Conversion from Fahrenheit": 450 °F is 5/9 × 418 = 232 °C`,
      inputs: { value: '450', from: 'f', to: 'c' },
      expected: { result: 232 },
      tolerance: 0.5,
    },
    {
      source: `${CHEMISTRY_TEMPERATURE}, Example 1.12: 450 °F is 5/9(450 − 32) + 273.15 = 505.4 K`,
      inputs: { value: '450', from: 'f', to: 'k' },
      expected: { result: 505.4 },
      tolerance: 0.05,
    },
    {
      source: `${SP811}: t/°C = (t/°F − 32)/1.8, so 98.6 °F = 66.6 ÷ 1.8 = 37 °C`,
      inputs: { value: '98.6', from: 'f', to: 'c' },
      expected: { result: 37 },
      tolerance: 0,
    },
    {
      source: `${SP811}: T/K = t/°C + 273.15 and T/°R = 1.8 × T/K, so 0 °C = 273.15 × 1.8 = 491.67 °R`,
      inputs: { value: '0', from: 'c', to: 'r' },
      expected: { result: 491.67 },
      tolerance: 0,
    },
    {
      source:
        '100tools.app (as above): absolute zero, -273.15 °C = -459.67 °F = 0 K; SP 811: T/K = (t/°F + 459.67)/1.8',
      inputs: { value: '0', from: 'k', to: 'f' },
      expected: { result: -459.67 },
      tolerance: 0,
    },
  ],
});
