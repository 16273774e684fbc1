import { ENERGY, linearConverter } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 87,
  name: 'Energy Converter',
  description:
    'Convert between joules, kilojoules, calories, kilocalories, watt-hours, kilowatt-hours, megajoules and BTU with exact factors.',
  category: 'conversion',
  icon: 'zap',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'power-converter',
    'electricity-cost-calculator',
    'calorie-calculator',
    'ohms-law-calculator',
  ],
  keywords:
    'energy heat work j kj mj joule calorie cal kcal food calories kilojoules wh kwh units of electricity btu british thermal unit therm',
} satisfies CalculatorRecord;

// The energy converter: joules to therms, each unit's exact factor in joules from NIST SP 811
// (2008), Appendix B.8, worked in decimal (shared/units.ts). The calorie is the thermochemical one
// (4.184 J); the International Table calorie (4.1868 J) has its own code, and the BTU is the IT one.

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';
const EIA =
  'U.S. Energy Information Administration, Energy conversion calculators (eia.gov/energyexplained/units-and-calculators/energy-conversion-calculators.php)';

export default linearConverter({
  slug: 'energy-converter',
  scale: ENERGY,
  label: 'Energy',
  noun: 'energy',
  defaults: { value: '1', from: 'kwh', to: 'btu' },
  factorSource: 'exact, NIST SP 811',
  about: [
    'The energy is multiplied by its unit’s factor in joules and divided by the factor of the unit you convert to. Every factor is exact, from NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Appendix B.8: a watt-hour is 3,600 J (a watt for 3,600 seconds), so a kilowatt-hour, the unit of electricity, is 3.6 MJ.',
    'There are several calories. This converter’s calorie is the thermochemical calorie, exactly 4.184 J, the one food labels use: a food Calorie is a kilocalorie, 4.184 kJ. The International Table (IT) calorie, exactly 4.1868 J, is listed on its own as IT cal and IT kcal; it is 0.067% larger.',
    'The BTU is the International Table British thermal unit, exactly 1,055.05585262 J (it follows from the IT calorie: 4.1868 J per gram per kelvin × 453.59237 g ÷ 1.8). The therm is 100,000 of them, as the U.S. Energy Information Administration counts it (the EU’s therm, 105.506 MJ, is the same to 6 digits); the U.S. therm of SP 811, 105,480,400 J, is 0.02% smaller.',
    'The arithmetic is decimal, not binary floating point. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same energy is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How many kilojoules are in a kilocalorie?',
      answer:
        'Exactly 4.184, with the thermochemical calorie that food labels use: 2,000 kcal is 8,368 kJ. To go from kilojoules to kilocalories, divide by 4.184 (1,000 kJ is about 239 kcal).',
    },
    {
      question: 'How many BTU are in a kilowatt-hour?',
      answer:
        'About 3,412.14 (3,600,000 J ÷ 1,055.05585262 J). The U.S. Energy Information Administration rounds it to 3,412 Btu.',
    },
    {
      question: 'Which calorie does the converter use?',
      answer:
        'The calorie (cal) and kilocalorie (kcal) are thermochemical: 4.184 J and 4,184 J exactly. The International Table calorie, 4.1868 J, is offered separately as IT cal and IT kcal; steam tables and some engineering texts use it.',
    },
    {
      question: 'What is a kilowatt-hour?',
      answer:
        'The energy of one kilowatt for one hour: 1,000 W × 3,600 s = 3,600,000 J, or 3.6 MJ. Electricity bills count it as a unit.',
    },
  ],
  references: [
    {
      source: `${SP811}: calorie (thermochemical) = 4.184 E+00 J, exact`,
      inputs: { value: '1', from: 'cal', to: 'j' },
      expected: { result: 4.184 },
      tolerance: 0,
    },
    {
      source: `${SP811}: calorie (International Table) = 4.1868 E+00 J, exact`,
      inputs: { value: '1', from: 'calit', to: 'j' },
      expected: { result: 4.1868 },
      tolerance: 0,
    },
    {
      source: `${SP811}: kilowatt hour (kW · h) = 3.6 E+06 J, exact, so 1 kWh = 3.6 MJ`,
      inputs: { value: '1', from: 'kwh', to: 'mj' },
      expected: { result: 3.6, factor: 3.6 },
      tolerance: 0,
    },
    {
      source: `${SP811}: British thermal unit (International Table) = 1.055 056 E+03 J (rounded to 7 digits)`,
      inputs: { value: '1', from: 'btu', to: 'j' },
      expected: { result: 1055.056 },
      tolerance: 0.0005,
    },
    {
      source: `${EIA}: 1 kilowatthour = 3,412 Btu (rounded to the whole Btu)`,
      inputs: { value: '1', from: 'kwh', to: 'btu' },
      expected: { result: 3412 },
      tolerance: 0.5,
    },
    {
      source: `${EIA}: 1 food calorie = 1 kilocalorie = 3.9683 Btu (the IT kilocalorie, rounded to 4 decimals)`,
      inputs: { value: '1', from: 'kcalit', to: 'btu' },
      expected: { result: 3.9683 },
      tolerance: 0.00005,
    },
    {
      source: `${EIA}: therm = 1.0E+05 Btu, exact`,
      inputs: { value: '1', from: 'therm', to: 'btu' },
      expected: { result: 100000 },
      tolerance: 0,
    },
  ],
});
