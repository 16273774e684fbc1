import { AREA, linearConverter } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 52,
  name: 'Area Converter',
  description:
    'Convert between square metres, hectares, acres, square feet and other units of area with exact factors.',
  category: 'conversion',
  icon: 'land-plot',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'length-converter',
    'volume-converter',
    'pythagorean-theorem-calculator',
    'circle-calculator',
    'area-calculator',
    'square-footage-calculator',
  ],
  keywords: 'area square feet sq ft square metre m2 acre hectare',
} satisfies CalculatorRecord;

// The area converter: square millimetres to square miles, each unit's exact factor in square
// metres (the squares of NIST SP 811's exact lengths), worked in decimal (shared/units.ts).

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

export default linearConverter({
  slug: 'area-converter',
  scale: AREA,
  label: 'Area',
  noun: 'area',
  defaults: { value: '1', from: 'ac', to: 'm2' },
  factorSource: 'exact, the squares of NIST SP 811’s lengths',
  about: [
    'The area is multiplied by its unit’s factor in square metres and divided by the factor of the unit you convert to. Each factor is the square of an exact length (NIST Special Publication 811, 2008, Appendix B): a square inch is 6.4516 cm², a square foot 0.09290304 m², a square yard 0.83612736 m² and a square mile 2,589,988.110336 m². A hectare is 10,000 m² (100 m × 100 m).',
    'The acre is 43,560 square feet, 4,046.8564224 m², in international feet. SP 811 (2008) lists the acre in U.S. survey feet, 4,046.873 m², 4 parts per million larger; the survey foot was retired at the end of 2022.',
    'The arithmetic is decimal, not binary floating point, so no result carries noise. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same area is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How many square metres are in an acre?',
      answer:
        'Exactly 4,046.8564224: an acre is 43,560 square feet and a foot is 0.3048 m. That is about 0.4047 hectares; a hectare is about 2.471 acres.',
    },
    {
      question: 'How big is a hectare?',
      answer:
        'A square 100 m on each side: 10,000 m², or a hundredth of a square kilometre. A football pitch is about 0.7 hectares.',
    },
    {
      question: 'Why is a square foot not 0.3048 m²?',
      answer:
        'Because area goes with the square of length: 1 ft = 0.3048 m, so 1 ft² = 0.3048 × 0.3048 = 0.09290304 m². Likewise 1 m² is 10,000 cm², not 100.',
    },
  ],
  references: [
    {
      source: `${SP811}: square foot (ft²) = 9.290 304 E-02 m², exact`,
      inputs: { value: '1', from: 'ft2', to: 'm2' },
      expected: { result: 0.09290304 },
      tolerance: 0,
    },
    {
      source: `${SP811}: square inch (in²) = 6.4516 E-04 m², exact, so 1 in² = 6.4516 cm²`,
      inputs: { value: '1', from: 'in2', to: 'cm2' },
      expected: { result: 6.4516 },
      tolerance: 0,
    },
    {
      source: `${SP811}: hectare (ha) = 1.0 E+04 m², exact`,
      inputs: { value: '1', from: 'ha', to: 'm2' },
      expected: { result: 10000 },
      tolerance: 0,
    },
    {
      source: `${SP811}: square mile (mi²) = 2.589 988 E+06 m² (rounded to 7 digits)`,
      inputs: { value: '1', from: 'mi2', to: 'm2' },
      expected: { result: 2589988 },
      tolerance: 0.5,
    },
    {
      source:
        'NIST Handbook 44, Appendix C: 1 acre = 43,560 square feet; tables of equivalents: 1 hectare = 2.471 acres',
      inputs: { value: '1', from: 'ac', to: 'ft2' },
      expected: { result: 43560 },
      tolerance: 0,
    },
    {
      source: 'NIST Handbook 44, Appendix C, tables of equivalents: 1 hectare (ha) = 2.471 acres',
      inputs: { value: '1', from: 'ha', to: 'ac' },
      expected: { result: 2.471 },
      tolerance: 0.0005,
    },
  ],
});
