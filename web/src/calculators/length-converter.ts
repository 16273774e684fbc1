import { LENGTH, linearConverter } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 49,
  name: 'Length Converter',
  description:
    'Convert between millimetres, centimetres, metres, kilometres, inches, feet, yards and miles with exact factors.',
  category: 'conversion',
  icon: 'ruler',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['area-converter', 'speed-converter', 'volume-converter', 'square-footage-calculator'],
  keywords:
    'length distance mm cm m km in inch inches ft feet foot yd yard mi mile miles metre meter',
} satisfies CalculatorRecord;

// The length converter: millimetres to nautical miles, each unit's exact factor in metres (NIST
// SP 811, 2008, Appendix B.8), worked in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

export default linearConverter({
  slug: 'length-converter',
  scale: LENGTH,
  label: 'Length',
  noun: 'length',
  defaults: { value: '1', from: 'mi', to: 'km' },
  factorSource: 'exact, NIST SP 811',
  about: [
    'The length is multiplied by its unit’s factor in metres and divided by the factor of the unit you convert to. Every factor is exact: the international inch is 2.54 cm, the foot 12 inches (0.3048 m), the yard 3 feet (0.9144 m), the mile 5,280 feet (1,609.344 m) and the nautical mile 1,852 m. Source: NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Appendix B.',
    'The arithmetic is decimal, not binary floating point, so no result carries noise such as 0.30000000000000004. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same length is listed in every unit under it.',
    'Miles are international miles. The U.S. survey mile, retired at the end of 2022, was 2 parts per million longer; the difference is 3.2 mm in a mile.',
  ],
  faq: [
    {
      question: 'How many centimetres are in an inch?',
      answer:
        'Exactly 2.54. Since 1959 the inch has been defined as 25.4 mm, so 12 inches (a foot) are 30.48 cm and 36 inches (a yard) are 91.44 cm.',
    },
    {
      question: 'How many kilometres are in a mile?',
      answer:
        'Exactly 1.609344: a mile is 5,280 feet of 0.3048 m. One kilometre is about 0.6213711922 miles, so 10 km is about 6.21 miles.',
    },
    {
      question: 'What is a nautical mile?',
      answer:
        'A unit used at sea and in the air, exactly 1,852 metres (about 1.15 miles). A speed of one nautical mile per hour is a knot.',
    },
    {
      question: 'Why does the result sometimes say ≈?',
      answer:
        'Some conversions never end in decimal: 1 foot is 0.000189393939… miles. The result is then rounded to 10 significant digits and marked ≈; an exact result is marked =.',
    },
  ],
  references: [
    {
      source: `${SP811}: inch = 2.54 E-02 m, exact, so 1 in = 2.54 cm`,
      inputs: { value: '1', from: 'in', to: 'cm' },
      expected: { result: 2.54, factor: 2.54 },
      tolerance: 0,
    },
    {
      source: `${SP811}: mile (international) = 1.609 344 E+03 m, exact, so 1 mi = 1.609344 km`,
      inputs: { value: '1', from: 'mi', to: 'km' },
      expected: { result: 1.609344 },
      tolerance: 0,
    },
    {
      source: `${SP811}: foot = 3.048 E-01 m, exact`,
      inputs: { value: '1', from: 'ft', to: 'm' },
      expected: { result: 0.3048 },
      tolerance: 0,
    },
    {
      source: `${SP811}: mile, nautical = 1.852 E+03 m, exact`,
      inputs: { value: '1', from: 'nmi', to: 'm' },
      expected: { result: 1852 },
      tolerance: 0,
    },
    {
      source:
        'NIST Handbook 44, Appendix C, General Tables of Units of Measurement: 1 mile = 5,280 feet; 1 yard = 3 feet = 36 inches',
      inputs: { value: '1', from: 'mi', to: 'ft' },
      expected: { result: 5280 },
      tolerance: 0,
    },
  ],
});
