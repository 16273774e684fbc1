import { linearConverter, VOLUME } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 53,
  name: 'Volume Converter',
  description:
    'Convert between millilitres, litres, cubic metres, US and imperial gallons, cups and other units of volume.',
  category: 'conversion',
  icon: 'beaker',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'weight-converter',
    'area-converter',
    'length-converter',
    'volume-calculator',
    'concrete-calculator',
    'cooking-converter',
  ],
  keywords: 'volume litre liter ml gallon cup pint quart fluid ounce',
} satisfies CalculatorRecord;

// The volume converter: millilitres to cubic metres, US customary (liquid) and imperial units,
// each unit's exact factor in litres (US gallon = 231 in³, imperial gallon = 4.54609 L), worked
// in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';
const HB44 = 'NIST Handbook 44, Appendix C, General Tables of Units of Measurement';

export default linearConverter({
  slug: 'volume-converter',
  scale: VOLUME,
  label: 'Volume',
  noun: 'volume',
  defaults: { value: '1', from: 'gal', to: 'l' },
  factorSource: 'exact; US gallon = 231 in³, imperial gallon = 4.54609 L',
  about: [
    'The volume is multiplied by its unit’s factor in litres and divided by the factor of the unit you convert to. The US gallon is 231 cubic inches, exactly 3.785411784 L (NIST Handbook 44, Appendix C), and the US units follow from it: 4 quarts, 8 pints or 128 fluid ounces to the gallon, 8 fluid ounces to the cup, 2 tablespoons to the fluid ounce and 3 teaspoons to the tablespoon. The imperial (UK) gallon is exactly 4.54609 L and the imperial pint an eighth of it, 0.56826125 L (NIST SP 811, 2008, Appendix B; UK Weights and Measures Act 1985).',
    'The cup is the US customary cup, 8 US fluid ounces = 236.5882365 mL. Nutrition labels in the US use a 240 mL cup, and metric cups in the UK, Australia and Canada hold 250 mL; those are not the cup here. Teaspoons and tablespoons are US customary too (4.92892159375 mL and 14.78676478125 mL), close to the 5 mL and 15 mL metric spoons.',
    'The arithmetic is decimal, not binary floating point, so no result carries noise. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same volume is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How many litres are in a gallon?',
      answer:
        'A US gallon is exactly 3.785411784 litres; an imperial (UK) gallon is exactly 4.54609 litres, about 20% more. Choose the gallon you mean from the list.',
    },
    {
      question: 'Which cup does this use?',
      answer:
        'The US customary cup: 8 US fluid ounces, exactly 236.5882365 mL. A metric cup is 250 mL, and the cup on US nutrition labels is 240 mL.',
    },
    {
      question: 'Why is a UK pint bigger than a US pint?',
      answer:
        'The imperial pint is an eighth of the imperial gallon, 568.26125 mL; the US pint is an eighth of the smaller US gallon, 473.176473 mL. An imperial pint is about 1.2 US pints.',
    },
    {
      question: 'How many millilitres are in a teaspoon?',
      answer:
        'A US teaspoon is about 4.93 mL (exactly 4.92892159375 mL) and a US tablespoon about 14.79 mL. Metric measuring spoons are 5 mL and 15 mL.',
    },
  ],
  references: [
    {
      source: `${HB44}: 1 gallon (U.S.) = 231 cubic inches = 3.785 411 784 liters, exact`,
      inputs: { value: '1', from: 'gal', to: 'l' },
      expected: { result: 3.785411784 },
      tolerance: 0,
    },
    {
      source: `${SP811}: gallon [Canadian and U.K. (Imperial)] = 4.546 09 E-03 m³, exact`,
      inputs: { value: '1', from: 'ukgal', to: 'l' },
      expected: { result: 4.54609 },
      tolerance: 0,
    },
    {
      source: `${SP811}: cup (U.S.) = 2.365 882 E-04 m³ (rounded to 7 digits), so 236.5882 mL`,
      inputs: { value: '1', from: 'cup', to: 'ml' },
      expected: { result: 236.5882 },
      tolerance: 0.00005,
    },
    {
      source: `${SP811}: teaspoon (tsp) = 4.928 922 E-06 m³ (rounded to 7 digits)`,
      inputs: { value: '1', from: 'tsp', to: 'ml' },
      expected: { result: 4.928922 },
      tolerance: 5e-7,
    },
    {
      source: `${HB44}: 1 cup, measuring = 8 fluid ounces (exactly) = 1/2 liquid pint (exactly)`,
      inputs: { value: '1', from: 'cup', to: 'floz' },
      expected: { result: 8 },
      tolerance: 0,
    },
  ],
});
