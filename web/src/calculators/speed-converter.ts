import { linearConverter, SPEED } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 54,
  name: 'Speed Converter',
  description:
    'Convert between kilometres per hour, miles per hour, metres per second, feet per second and knots.',
  category: 'conversion',
  icon: 'gauge',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'pace-calculator',
    'length-converter',
    'fuel-cost-calculator',
    'fuel-economy-converter',
  ],
  keywords: 'speed kmh km/h mph knots m/s velocity',
} satisfies CalculatorRecord;

// The speed converter: km/h, mph, m/s, ft/s and knots, each unit's exact factor in kilometres
// per hour (from NIST SP 811's exact lengths), worked in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

export default linearConverter({
  slug: 'speed-converter',
  scale: SPEED,
  label: 'Speed',
  noun: 'speed',
  defaults: { value: '60', from: 'mph', to: 'kmh' },
  factorSource: 'exact, from NIST SP 811’s lengths',
  about: [
    'The speed is multiplied by its unit’s factor in kilometres per hour and divided by the factor of the unit you convert to. Each factor is exact, from the exact lengths of NIST Special Publication 811 (2008), Appendix B: a mile per hour is 1.609344 km/h, a metre per second 3.6 km/h (3,600 seconds in an hour), a foot per second 1.09728 km/h and a knot, one nautical mile per hour, 1.852 km/h.',
    'The arithmetic is decimal, not binary floating point, so no result carries noise. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same speed is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How do I convert mph to km/h?',
      answer:
        'Multiply by 1.609344: 60 mph is exactly 96.56064 km/h, and 70 mph about 112.65 km/h. To go back, divide by 1.609344 (100 km/h is about 62.14 mph).',
    },
    {
      question: 'How do I convert km/h to m/s?',
      answer:
        'Divide by 3.6, because an hour has 3,600 seconds and a kilometre 1,000 metres: 36 km/h is 10 m/s. Multiply m/s by 3.6 to get km/h.',
    },
    {
      question: 'What is a knot?',
      answer:
        'One nautical mile (1,852 m) per hour: exactly 1.852 km/h, or about 1.151 mph. Ships and aircraft give their speeds in knots.',
    },
  ],
  references: [
    {
      source: `${SP811}: mile per hour (mi/h) = 4.4704 E-01 m/s, exact`,
      inputs: { value: '1', from: 'mph', to: 'ms' },
      expected: { result: 0.44704 },
      tolerance: 0,
    },
    {
      source: `${SP811}: kilometer per hour (km/h) = 2.777 778 E-01 m/s (rounded to 7 digits)`,
      inputs: { value: '1', from: 'kmh', to: 'ms' },
      expected: { result: 0.2777778 },
      tolerance: 5e-8,
    },
    {
      source: `${SP811}: knot (nautical mile per hour) = 5.144 444 E-01 m/s (rounded to 7 digits)`,
      inputs: { value: '1', from: 'kn', to: 'ms' },
      expected: { result: 0.5144444 },
      tolerance: 5e-8,
    },
    {
      source: `${SP811}: foot per second (ft/s) = 3.048 E-01 m/s, exact`,
      inputs: { value: '1', from: 'fts', to: 'ms' },
      expected: { result: 0.3048 },
      tolerance: 0,
    },
    {
      source: `${SP811}: mile per hour (mi/h) = 1.609 344 E+00 km/h, exact`,
      inputs: { value: '1', from: 'mph', to: 'kmh' },
      expected: { result: 1.609344 },
      tolerance: 0,
    },
  ],
});
