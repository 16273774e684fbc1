import { linearConverter, PRESSURE } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 86,
  name: 'Pressure Converter',
  description:
    'Convert between pascals, kilopascals, bar, atmospheres, psi, mmHg, torr and inches of mercury with exact factors.',
  category: 'conversion',
  icon: 'gauge',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['temperature-converter', 'weight-converter', 'area-converter'],
  keywords:
    'pressure pa kpa mpa hpa mbar millibar bar atm atmosphere psi lbf/in2 mmhg torr inhg inches of mercury kgf/cm2 tyre tire pressure barometric',
} satisfies CalculatorRecord;

// The pressure converter: pascals to inches of mercury, each unit's factor in pascals from NIST
// SP 811 (2008), Appendix B.8, worked in decimal (shared/units.ts). The psi and the torr are exact
// quotients (4.4482216152605 N ÷ 0.00064516 m², 101,325 ÷ 760 Pa) that never end in decimal.

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';

export default linearConverter({
  slug: 'pressure-converter',
  scale: PRESSURE,
  label: 'Pressure',
  noun: 'pressure',
  defaults: { value: '32', from: 'psi', to: 'bar' },
  factorSource: 'exact, NIST SP 811',
  about: [
    'The pressure is multiplied by its unit’s factor in pascals and divided by the factor of the unit you convert to. The factors are those of NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Appendix B.8, taken exactly: a bar is 100,000 Pa, a standard atmosphere 101,325 Pa and a kilogram-force per square centimetre 98,066.5 Pa. A hectopascal is a millibar.',
    'A psi (pound-force per square inch) is the force of gravity on a pound, 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, on a square inch, 0.00064516 m²: exactly 4.4482216152605 ÷ 0.00064516 Pa, about 6,894.757 Pa. A torr is 1/760 of a standard atmosphere, 101,325 ÷ 760 Pa. Neither ends in decimal, so the converter keeps them as these quotients and divides only once.',
    'Millimetres and inches of mercury are the conventional ones: a column of mercury of density 13,595.1 kg/m³ under standard gravity, 9.80665 m/s², so 1 mmHg = 133.322387415 Pa and 1 inHg = 25.4 mmHg = 3,386.388640341 Pa. A millimetre of mercury is 0.000014% more than a torr, too little to matter in practice (blood pressure is given in mmHg).',
    'The arithmetic is decimal, not binary floating point. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same pressure is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How do I convert psi to bar?',
      answer:
        'Multiply by about 0.0689476 (1 psi is about 6,894.757 Pa and a bar 100,000 Pa): a tyre at 32 psi is about 2.21 bar. From bar to psi, multiply by about 14.5038.',
    },
    {
      question: 'How many psi is one atmosphere?',
      answer:
        'About 14.696 psi. A standard atmosphere is exactly 101,325 Pa, or 1.01325 bar, 760 torr and about 29.92 inches of mercury.',
    },
    {
      question: 'Is a torr the same as a millimetre of mercury?',
      answer:
        'Almost. A torr is exactly 1/760 of an atmosphere (about 133.3224 Pa); the conventional millimetre of mercury is 133.322387415 Pa, about 0.000014% more. The converter keeps them apart.',
    },
    {
      question: 'Are the pressures gauge or absolute?',
      answer:
        'The converter changes units only, so it works for both. A tyre gauge shows pressure above the air around it (gauge); add about 1 atmosphere, 14.7 psi, for the absolute pressure.',
    },
  ],
  references: [
    {
      source: `${SP811}: atmosphere, standard (atm) = 1.013 25 E+05 Pa, exact`,
      inputs: { value: '1', from: 'atm', to: 'pa' },
      expected: { result: 101325 },
      tolerance: 0,
    },
    {
      source: `${SP811}: pound-force per square inch (psi) = 6.894 757 E+03 Pa (rounded to 7 digits)`,
      inputs: { value: '1', from: 'psi', to: 'pa' },
      expected: { result: 6894.757 },
      tolerance: 0.0005,
    },
    {
      source: `${SP811}: torr (Torr) = 1.333 224 E+02 Pa (rounded to 7 digits)`,
      inputs: { value: '1', from: 'torr', to: 'pa' },
      expected: { result: 133.3224 },
      tolerance: 0.00005,
    },
    {
      source: `${SP811}: inch of mercury, conventional (inHg) = 3.386 389 E+03 Pa (rounded to 7 digits)`,
      inputs: { value: '1', from: 'inhg', to: 'pa' },
      expected: { result: 3386.389 },
      tolerance: 0.0005,
    },
    {
      source: `${SP811}: bar = 1.0 E+05 Pa, exact, so 1 bar = 100 kPa`,
      inputs: { value: '1', from: 'bar', to: 'kpa' },
      expected: { result: 100, factor: 100 },
      tolerance: 0,
    },
    {
      source:
        'BIPM, The International System of Units (SI Brochure), 8th edition (2006), Table 8: 1 mmHg ≈ 133.322 Pa (rounded to 3 decimals)',
      inputs: { value: '1', from: 'mmhg', to: 'pa' },
      expected: { result: 133.322 },
      tolerance: 0.0005,
    },
    {
      source:
        'ConstructionWork.com, Standard Atmosphere (constructionwork.com/resource/standard-atmosphere): 1 atmosphere = 14.696 pounds-force per square inch (rounded to 3 decimals)',
      inputs: { value: '1', from: 'atm', to: 'psi' },
      expected: { result: 14.696 },
      tolerance: 0.0005,
    },
    {
      source:
        'ConstructionWork.com, Standard Atmosphere (as above): 1 atmosphere = 29.921 inches of mercury (rounded to 3 decimals)',
      inputs: { value: '1', from: 'atm', to: 'inhg' },
      expected: { result: 29.921 },
      tolerance: 0.0005,
    },
  ],
});
