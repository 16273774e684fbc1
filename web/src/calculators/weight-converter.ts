import { linearConverter, WEIGHT } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 50,
  name: 'Weight Converter',
  description:
    'Convert between milligrams, grams, kilograms, tonnes, ounces, pounds and stones with exact factors.',
  category: 'conversion',
  icon: 'weight',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['length-converter', 'volume-converter', 'temperature-converter', 'cooking-converter'],
  keywords:
    'weight mass mg g gram kg kilogram kilograms t tonne oz ounce lb lbs pound pounds st stone',
} satisfies CalculatorRecord;

// The weight (mass) converter: milligrams to stone, avoirdupois units, each unit's exact factor
// in kilograms (NIST SP 811, 2008, Appendix B.8), worked in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

export default linearConverter({
  slug: 'weight-converter',
  scale: WEIGHT,
  label: 'Weight',
  noun: 'weight',
  defaults: { value: '1', from: 'lb', to: 'kg' },
  factorSource: 'exact; NIST SP 811 and the pound of 0.45359237 kg',
  about: [
    'The weight is multiplied by its unit’s factor in kilograms and divided by the factor of the unit you convert to. The pound is the international avoirdupois pound, exactly 0.45359237 kg (NIST Special Publication 811, 2008, Appendix B). The ounce is 1/16 pound (28.349523125 g) and the stone 14 pounds (6.35029318 kg), as the UK Weights and Measures Act 1985 defines it. The tonne is the metric ton of 1,000 kg.',
    'The arithmetic is decimal, not binary floating point, so no result carries noise such as 0.30000000000000004. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same weight is listed in every unit under it.',
    'Strictly these are units of mass; in everyday use, as here, they are called weights. Troy ounces (used for precious metals, 31.1034768 g) and the US short ton (2,000 lb) are different units and are not converted here.',
  ],
  faq: [
    {
      question: 'How many kilograms are in a pound?',
      answer:
        'Exactly 0.45359237: the pound has been defined that way since 1959. One kilogram is about 2.204622622 pounds.',
    },
    {
      question: 'How many pounds are in a stone?',
      answer:
        'Fourteen. So 11 stone is 154 pounds, about 69.85 kg. Stones are still used in the UK and Ireland for body weight.',
    },
    {
      question: 'Is a tonne the same as a ton?',
      answer:
        'No. The tonne (metric ton) is 1,000 kg. The US short ton is 2,000 lb (907.18474 kg) and the UK long ton 2,240 lb (1,016.0469088 kg); this converter uses the tonne.',
    },
    {
      question: 'Which ounce is this?',
      answer:
        'The avoirdupois ounce, 1/16 of a pound, exactly 28.349523125 g, used for food and everyday goods. The troy ounce used for gold and silver is about 31.10 g.',
    },
  ],
  references: [
    {
      source: `${SP811}: pound (avoirdupois) = 4.535 923 7 E-01 kg, exact`,
      inputs: { value: '1', from: 'lb', to: 'kg' },
      expected: { result: 0.45359237 },
      tolerance: 0,
    },
    {
      source: `${SP811}: ounce (avoirdupois) = 2.834 952 E-02 kg (rounded to 7 digits)`,
      inputs: { value: '1', from: 'oz', to: 'kg' },
      expected: { result: 0.02834952 },
      tolerance: 5e-9,
    },
    {
      source: `${SP811}: ton, metric (t) = 1.0 E+03 kg, exact`,
      inputs: { value: '1', from: 't', to: 'kg' },
      expected: { result: 1000 },
      tolerance: 0,
    },
    {
      source:
        'UK Weights and Measures Act 1985, Schedule 1 (legislation.gov.uk/ukpga/1985/72/schedule/1): stone = 14 pounds',
      inputs: { value: '1', from: 'st', to: 'lb' },
      expected: { result: 14 },
      tolerance: 0,
    },
    {
      source:
        'NIST Handbook 44, Appendix C, avoirdupois units of mass: 1 pound = 16 ounces = 7,000 grains',
      inputs: { value: '1', from: 'lb', to: 'oz' },
      expected: { result: 16 },
      tolerance: 0,
    },
  ],
});
