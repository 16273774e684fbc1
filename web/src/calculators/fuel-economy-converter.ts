import { defineCalculator } from '../engine/definition.ts';
import {
  convertFuelEconomy,
  equalsText,
  formatFactor,
  formatSignificant,
  formatTyped,
  FUEL_ECONOMY,
  fuelEconomyUnit,
  held,
  isExactFuelEconomy,
  shownResult,
  type FuelEconomyUnit,
} from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 89,
  name: 'Fuel Economy Converter',
  description:
    'Convert fuel economy between miles per gallon (US and UK), kilometres per litre and litres per 100 km.',
  category: 'conversion',
  icon: 'fuel',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['fuel-cost-calculator', 'speed-converter', 'length-converter', 'volume-converter'],
  keywords:
    'fuel economy fuel consumption mileage mpg miles per gallon us uk imperial km/l kmpl kilometres per litre l/100km l/100 km litres per 100 km petrol gas diesel',
} satisfies CalculatorRecord;

// The fuel economy converter: miles per US and imperial gallon, kilometres per litre and litres
// per 100 km. The first three are distance per volume and convert by a factor; litres per 100 km
// is fuel per distance, the reciprocal, so the conversion is not linear. It goes through
// kilometres per litre with the exact mile (1.609344 km), US gallon (3.785411784 L) and imperial
// gallon (4.54609 L) of NIST SP 811 (2008), Appendix B.8, in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

/** The largest fuel economy taken, in any unit. */
const LARGEST = 1_000_000;
/**
 * The smallest, its reciprocal: below it the conversion, worked to 100 decimals, reached 0 and
 * the steps divided by it (10⁻³⁰⁰ mpg was '0 km/L').
 */
const SMALLEST = 1 / LARGEST;

const OPTIONS = FUEL_ECONOMY.map((unit) => ({
  value: unit.code,
  label: `${unit.plural.charAt(0).toUpperCase()}${unit.plural.slice(1)} (${unit.symbol})`,
}));

/** A fuel economy in `to` as shown (in full when exact, else to 10 significant digits). */
function show(value: number, from: FuelEconomyUnit, to: FuelEconomyUnit) {
  const result = convertFuelEconomy(value, from, to);
  return {
    result,
    ...shownResult(result, (full) => isExactFuelEconomy(value, from, to, full)),
  };
}

/** '30 miles per US gallon', '1 kilometre per litre'. */
function named(unit: FuelEconomyUnit, text: string): string {
  return `${text} ${text === '1' ? unit.singular : unit.plural}`;
}

/**
 * The formula from one unit to another, with its constant: 'L/100 km ≈ 235.2145833 ÷ mpg (US)',
 * 'mpg (UK) ≈ mpg (US) × 1.200949926', 'L/100 km = 100 ÷ km/L'.
 */
function formula(from: FuelEconomyUnit, to: FuelEconomyUnit): string {
  if (from.code === to.code) return `${to.symbol} = ${from.symbol}`;
  const { text, exact: isExact } = show(1, from, to);
  const sign = isExact ? '=' : '≈';
  return from.reciprocal === to.reciprocal
    ? `${to.symbol} ${sign} ${from.symbol} × ${text}`
    : `${to.symbol} ${sign} ${text} ÷ ${from.symbol}`;
}

/** How a value in `from` is worked out in km/L: '30 × 1.609344 ÷ 3.785411784', '100 ÷ 7.84'. */
function inKmPerLitre(unit: FuelEconomyUnit, typed: string): string {
  if (unit.reciprocal) return `${formatFactor(unit.factor)} ÷ ${typed}`;
  return `${typed} × ${formatFactor(unit.factor)} ÷ ${formatFactor(unit.per)}`;
}

const KML = fuelEconomyUnit('kml');

export default defineCalculator({
  slug: 'fuel-economy-converter',
  // No amount is money; the currency is unused.
  fields: {
    value: {
      kind: 'number',
      label: 'Fuel economy',
      default: '30',
      min: SMALLEST,
      max: LARGEST,
      noun: 'fuel economy',
      messages: {
        min: 'The fuel economy must be at least 0.000001',
        required: 'Enter the fuel economy to convert',
        invalid: 'Enter the fuel economy as a number, such as 30 or 6.5',
      },
    },
    from: { kind: 'choice', label: 'From', default: 'mpg', options: OPTIONS, records: true },
    to: { kind: 'choice', label: 'To', default: 'l100km', options: OPTIONS, records: true },
  },
  swap: { fields: ['from', 'to'], label: 'Swap units' },
  outputs: {
    result: { label: 'Result', format: 'number', decimals: 6 },
  },
  compute: (v) => ({
    result: held(convertFuelEconomy(v.value, fuelEconomyUnit(v.from), fuelEconomyUnit(v.to))),
  }),
  headline: {
    label: 'Result',
    text(v) {
      const from = fuelEconomyUnit(v.from);
      const to = fuelEconomyUnit(v.to);
      const { text, exact: isExact } = show(v.value, from, to);
      return `${named(from, formatTyped(v.value))} ${isExact ? '=' : '≈'} ${named(to, text)}`;
    },
    caption(v) {
      const from = fuelEconomyUnit(v.from);
      const to = fuelEconomyUnit(v.to);
      const { exact: isExact } = show(v.value, from, to);
      return `${isExact ? 'Exact' : 'Rounded to 10 significant digits'}. ${formula(from, to)}`;
    },
  },
  calculateLabel: 'Convert',
  facts(v) {
    const from = fuelEconomyUnit(v.from);
    const to = fuelEconomyUnit(v.to);
    return [
      { label: 'Formula', text: formula(from, to) },
      ...FUEL_ECONOMY.map((unit) => {
        const { text, exact: isExact } = show(v.value, from, unit);
        return { label: `In ${unit.plural}`, text: `${isExact ? '' : '≈ '}${text} ${unit.symbol}` };
      }),
    ];
  },
  steps(v) {
    const from = fuelEconomyUnit(v.from);
    const to = fuelEconomyUnit(v.to);
    const typed = formatTyped(v.value);
    const { result } = show(v.value, from, to);
    if (from.code === to.code) {
      return [`Same unit: ${typed} ${from.symbol} = ${typed} ${to.symbol}.`];
    }
    const steps = [
      'Exact definitions (NIST SP 811, Appendix B.8): 1 mile = 1.609344 km; 1 US gallon = 3.785411784 L; 1 imperial gallon = 4.54609 L.',
    ];
    const kmPerLitre = convertFuelEconomy(v.value, from, KML);
    if (from.code !== 'kml') {
      steps.push(
        `In kilometres per litre: ${inKmPerLitre(from, typed)} ${equalsText(kmPerLitre)} km/L.`,
      );
    }
    if (to.code !== 'kml') {
      // The km/L figure as it was worked, not rounded, when it never ends.
      const exactKml = equalsText(kmPerLitre).startsWith('=');
      const kml =
        from.code === 'kml'
          ? typed
          : exactKml
            ? formatTyped(kmPerLitre)
            : `(${inKmPerLitre(from, typed)})`;
      const working = to.reciprocal
        ? `${formatFactor(to.factor)} ÷ ${kml}`
        : `${kml} × ${formatFactor(to.per)} ÷ ${formatFactor(to.factor)}`;
      steps.push(`In ${to.plural}: ${working} ${equalsText(result)} ${to.symbol}.`);
    }
    steps.push(`Formula: ${formula(from, to)}.`);
    return steps;
  },
  dataTable: {
    caption: 'Common fuel consumptions in each unit (rounded to 2 decimals)',
    columns: [
      'L/100 km',
      ...FUEL_ECONOMY.filter((unit) => !unit.reciprocal).map((unit) => unit.symbol),
    ],
    rows: [4, 5, 6, 7, 8, 10, 12, 15].map((litres) => {
      const l100km = fuelEconomyUnit('l100km');
      return [
        String(litres),
        ...FUEL_ECONOMY.filter((unit) => !unit.reciprocal).map((unit) =>
          formatSignificant(convertFuelEconomy(litres, l100km, unit), 10, 2),
        ),
      ];
    }),
  },
  about: [
    'Miles per gallon and kilometres per litre are distance per fuel: higher is better, and they convert by a fixed factor. Litres per 100 km is fuel per distance: lower is better, and it is the reciprocal, so doubling the miles per gallon halves the litres per 100 km. Every conversion goes through kilometres per litre.',
    'The units are exact (NIST Special Publication 811, 2008, Appendix B.8): a mile is 1.609344 km, a US gallon 3.785411784 L (231 cubic inches) and an imperial (UK) gallon 4.54609 L. So 1 mpg (US) is 1.609344 ÷ 3.785411784 ≈ 0.4251437 km/L, L/100 km = 235.2145833… ÷ mpg (US), and L/100 km = 282.4809363… ÷ mpg (UK). UK and Canadian mpg figures use the imperial gallon, which is about 20% larger, so the same car shows more mpg in the UK.',
    'The arithmetic is decimal, not binary floating point, with one division at the end. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same fuel economy is listed in every unit under it. A fuel economy must be from 0.000001 to 1,000,000, in any unit: at 0 there is no fuel consumption to convert to, and the two limits are each other’s reciprocals.',
  ],
  faq: [
    {
      question: 'How do I convert mpg to litres per 100 km?',
      answer:
        'Divide 235.215 by the miles per US gallon: 30 mpg (US) is about 7.84 L/100 km. For miles per imperial gallon, divide 282.481 instead: 30 mpg (UK) is about 9.42 L/100 km. The same division turns litres per 100 km back into mpg.',
    },
    {
      question: 'Why is UK mpg higher than US mpg for the same car?',
      answer:
        'An imperial gallon is 4.54609 L and a US gallon 3.785411784 L, about 20% less, so a car goes about 20% more miles on an imperial gallon: 30 mpg (US) is about 36.03 mpg (UK).',
    },
    {
      question: 'How do I convert km/L to L/100 km?',
      answer:
        'Divide 100 by the kilometres per litre: 20 km/L is exactly 5 L/100 km, and 12.5 km/L is 8 L/100 km. From km/L to mpg (US), multiply by about 2.352146.',
    },
    {
      question: 'Why can I not convert 0?',
      answer:
        'Litres per 100 km is the reciprocal of the other units, and 0 has no reciprocal: 0 mpg would be infinitely many litres per 100 km. Enter a value of at least 0.000001.',
    },
  ],
  references: [
    {
      source: `${SP811}: mile per gallon (U.S.) (mpg) = 4.251 437 E-01 km/L (rounded to 7 digits)`,
      inputs: { value: '1', from: 'mpg', to: 'kml' },
      expected: { result: 0.4251437 },
      tolerance: 0.00000005,
    },
    {
      source:
        'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.5 "Factor for converting motor vehicle efficiency" (nist.gov/pml/special-publication-811): divide 235.215 by the fuel economy in miles per U.S. gallon; "Thus 24 miles per gallon corresponds to 9.8 L/(100 km)"',
      inputs: { value: '24', from: 'mpg', to: 'l100km' },
      expected: { result: 9.8 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Chemistry 2e (2019), section 1.6 "Mathematical Treatment of Measurement Results", Example 1.10 (openstax.org/books/chemistry-2e/pages/1-6-mathematical-treatment-of-measurement-results): a 2014 Lamborghini Aventador Roadster that uses 213 L of gasoline over 1250 km (17.04 L/100 km) gets "13.8 miles/gallon = 13.8 mpg"',
      inputs: { value: '17.04', from: 'l100km', to: 'mpg' },
      expected: { result: 13.8 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Chemistry 2e (2019), section 1.6, Example 1.10, Check Your Learning (openstax.org/books/chemistry-2e/pages/1-6-mathematical-treatment-of-measurement-results): a Toyota Prius that uses 59.7 L over 1300 km (59.7 ÷ 13 = 4.592307692 L/100 km) gets 51 mpg',
      inputs: { value: '4.592307692', from: 'l100km', to: 'mpg' },
      expected: { result: 51 },
      tolerance: 0.5,
    },
    {
      source:
        'PESWiki, Miles per gallon (peswiki.com/miles-per-gallon): for miles per imperial gallon, L/100 km = 282.48 ÷ mpg (rounded to 2 decimals)',
      inputs: { value: '1', from: 'mpguk', to: 'l100km' },
      expected: { result: 282.48 },
      tolerance: 0.005,
    },
  ],
});
