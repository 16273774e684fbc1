import { linearConverter, POWER } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 88,
  name: 'Power Converter',
  description:
    'Convert between watts, kilowatts, megawatts, horsepower (mechanical, metric and electric), BTU per hour and tons of refrigeration.',
  category: 'conversion',
  icon: 'zap',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'energy-converter',
    'electricity-cost-calculator',
    'speed-converter',
    'electrical-power-calculator',
    'ohms-law-calculator',
  ],
  keywords:
    'power w kw mw watt watts kilowatt hp bhp horsepower ps cv metric horsepower electric horsepower btu/h btu per hour tons of refrigeration tr air conditioner engine',
} satisfies CalculatorRecord;

// The power converter: watts to tons of refrigeration, each unit's factor in watts from NIST SP
// 811 (2008), Appendix B.8, worked in decimal (shared/units.ts). The horsepower is the mechanical
// one, 550 ft·lbf/s = 745.69987158227022 W exactly; a BTU per hour and a ton of refrigeration are
// exact quotients (IT BTU ÷ 3,600 s) that never end in decimal.

const SP811 =
  'NIST SP 811 (2008), Guide for the Use of the SI, Appendix B.8 (nist.gov/pml/special-publication-811)';
const WEBTEC = 'Webtec, Conversion factors: Power (webtec.com/education/Power), from NIST SP 811';

export default linearConverter({
  slug: 'power-converter',
  scale: POWER,
  label: 'Power',
  noun: 'power',
  defaults: { value: '100', from: 'hp', to: 'kw' },
  factorSource: 'exact, NIST SP 811',
  about: [
    'The power is multiplied by its unit’s factor in watts and divided by the factor of the unit you convert to. The factors come from NIST Special Publication 811 (2008), Guide for the Use of the International System of Units, Appendix B.8, and the exact definitions behind them.',
    'Horsepower (hp) here is mechanical horsepower, 550 foot-pounds-force per second: 550 × 0.3048 m × 4.4482216152605 N = 745.69987158227022 W, exactly. Metric horsepower (PS, CV) is 75 kilogram-force metres per second, 735.49875 W, and electric horsepower, used for motors, exactly 746 W; each has its own code, so say which one your figure is in.',
    'A BTU per hour is the International Table British thermal unit, 1,055.05585262 J, each hour of 3,600 s: exactly 1,055.05585262 ÷ 3,600 W, about 0.2930711 W. A ton of refrigeration, used for air conditioners, is 12,000 BTU per hour, about 3,516.853 W. These never end in decimal, so the converter keeps them as quotients and divides only once.',
    'The arithmetic is decimal, not binary floating point. An exact result is shown in full after "="; one that never ends is rounded to 10 significant digits and marked "≈", and the same power is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'How many watts are in a horsepower?',
      answer:
        'Mechanical horsepower is exactly 745.69987158227022 W, about 745.7 W, so 100 hp is about 74.57 kW. Metric horsepower (PS) is 735.49875 W and electric horsepower 746 W.',
    },
    {
      question: 'How do I convert kW to hp?',
      answer:
        'Divide by 0.74569987158227022, or multiply by about 1.341022: a 150 kW engine is about 201.2 hp, or 203.9 PS in metric horsepower.',
    },
    {
      question: 'What is a ton of refrigeration?',
      answer:
        'A cooling rate of 12,000 BTU per hour, about 3.517 kW: originally the heat that melts a short ton of ice in a day. A 1.5-ton air conditioner removes about 5.28 kW of heat.',
    },
    {
      question: 'What is the difference between hp, PS and bhp?',
      answer:
        'hp and bhp (brake horsepower, measured at the engine’s shaft) use mechanical horsepower, 745.7 W. PS, CV and pk are metric horsepower, 735.5 W, about 1.4% less.',
    },
  ],
  references: [
    {
      source: `${SP811}: horsepower (550 ft · lbf/s) = 7.456 999 E+02 W (rounded to 7 digits)`,
      inputs: { value: '1', from: 'hp', to: 'w' },
      expected: { result: 745.6999 },
      tolerance: 0.00005,
    },
    {
      source: `${SP811}: horsepower (electric) = 7.46 E+02 W, exact`,
      inputs: { value: '1', from: 'hpe', to: 'w' },
      expected: { result: 746 },
      tolerance: 0,
    },
    {
      source: `${SP811}: British thermal unit (International Table) per hour = 2.930 711 E-01 W (rounded to 7 digits)`,
      inputs: { value: '1', from: 'btuh', to: 'w' },
      expected: { result: 0.2930711 },
      tolerance: 0.00000005,
    },
    {
      source: `${SP811}: ton of refrigeration (12 000 Btu (IT)/h) = 3.516 853 E+03 W (rounded to 7 digits)`,
      inputs: { value: '1', from: 'tr', to: 'w' },
      expected: { result: 3516.853 },
      tolerance: 0.0005,
    },
    {
      source: `${WEBTEC}: horsepower (metric) = 735.499 W (rounded to 3 decimals)`,
      inputs: { value: '1', from: 'ps', to: 'w' },
      expected: { result: 735.499 },
      tolerance: 0.0005,
    },
    {
      source: `${WEBTEC}: kilowatt = 1.341022 horsepower (550 ft-lb/s) (rounded to 6 decimals)`,
      inputs: { value: '1', from: 'kw', to: 'hp' },
      expected: { result: 1.341022, factor: 1.341022 },
      tolerance: 0.0000005,
    },
  ],
});
