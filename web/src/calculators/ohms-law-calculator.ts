import { formatPlain } from '../domain/format.ts';
import { fig, is } from './shared/sixFigures.ts';
import { defineCalculator, type NumberField, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 106,
  name: 'Ohm’s Law Calculator',
  description:
    'Enter any two of voltage, current, resistance and power to find the other two with V = I × R and P = V × I.',
  category: 'more',
  icon: 'zap',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'electrical-power-calculator',
    'power-converter',
    'electricity-cost-calculator',
    'energy-converter',
  ],
  keywords: 'ohm ohms law v=ir voltage current resistance power volts amps amperes watts circuit',
} satisfies CalculatorRecord;

// Ohm's law, V = I × R, with the power of a resistor, P = V × I = I² × R = V² ÷ R. The visitor
// fills in any two of the four and leaves the other two blank (or 0); the two missing are worked
// out in closed form from the pair given. Values in the SI units volt, ampere, ohm and watt.

type Quantity = 'voltage' | 'current' | 'resistance' | 'power';

const ORDER: readonly Quantity[] = ['voltage', 'current', 'resistance', 'power'];

const NAMES: Record<Quantity, string> = {
  voltage: 'voltage',
  current: 'current',
  resistance: 'resistance',
  power: 'power',
};

function quantity(
  label: string,
  noun: string,
  unit: string,
  defaultText: string,
  max: number,
  help: string,
) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: 0,
    max,
    unit,
    noun,
    blankValue: 0,
    placeholder: 'Blank to work out',
    help,
    messages: {
      min: `The ${noun} cannot be negative`,
      max: `The ${noun} can be at most ${formatPlain(max)} ${unit}`,
    },
  } as const satisfies NumberField;
}

const fields = {
  voltage: quantity(
    'Voltage',
    'voltage',
    'V',
    '12',
    1e9,
    'In volts (V). 1 kV is 1000 V; 5 mV is 0.005 V.',
  ),
  current: quantity('Current', 'current', 'A', '2.5', 1e9, 'In amperes (A). 20 mA is 0.02 A.'),
  resistance: quantity(
    'Resistance',
    'resistance',
    'Ω',
    '',
    1e15,
    'In ohms (Ω). 4.7 kΩ is 4700 Ω; 1 MΩ is 1,000,000 Ω.',
  ),
  power: quantity('Power', 'power', 'W', '', 1e15, 'In watts (W). 1.5 kW is 1500 W.'),
} as const;

type OhmValues = Values<typeof fields>;

/** The quantities given: those above 0 (a blank field is 0). */
export function givenOf(v: Pick<OhmValues, Quantity>): Quantity[] {
  return ORDER.filter((id) => v[id] > 0);
}

/** All four quantities from the two given. */
export function solveOhm(v: Pick<OhmValues, Quantity>) {
  const [a, b] = givenOf(v);
  const pair = `${a}-${b}`;
  const { voltage: V, current: I, resistance: R, power: P } = v;
  switch (pair) {
    case 'voltage-current':
      return { volts: V, amps: I, ohms: V / I, watts: V * I };
    case 'voltage-resistance':
      return { volts: V, amps: V / R, ohms: R, watts: (V * V) / R };
    case 'voltage-power':
      return { volts: V, amps: P / V, ohms: (V * V) / P, watts: P };
    case 'current-resistance':
      return { volts: I * R, amps: I, ohms: R, watts: I * I * R };
    case 'current-power':
      return { volts: P / I, amps: I, ohms: P / (I * I), watts: P };
    default:
      // resistance-power
      return { volts: Math.sqrt(P * R), amps: Math.sqrt(P / R), ohms: R, watts: P };
  }
}

/** Decimals that show a result to at least 4 significant digits (2 at least, 12 at most). */
export function decimalsFor(value: number): number {
  if (!(value > 0)) return 2;
  return Math.min(12, Math.max(2, 3 - Math.floor(Math.log10(value))));
}

const OUTPUT_OF = {
  voltage: 'volts',
  current: 'amps',
  resistance: 'ohms',
  power: 'watts',
} as const;

/** Where the reference cases come from. */
const PHYSICS_OHM =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 20.2 "Ohm’s Law: Resistance ' +
  'and Simple Circuits" (openstax.org/books/college-physics-2e/pages/20-2-ohms-law-resistance-and-simple-circuits)';
const PHYSICS_POWER =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 20.4 "Electric Power and ' +
  'Energy" (openstax.org/books/college-physics-2e/pages/20-4-electric-power-and-energy)';
const HS_PHYSICS_POWER =
  'OpenStax, Physics (2020), section 19.4 "Electric Power" ' +
  '(openstax.org/books/physics/pages/19-4-electric-power)';

export default defineCalculator({
  slug: 'ohms-law-calculator',
  fields,
  validate(v) {
    const given = givenOf(v);
    if (given.length < 2) {
      const blank = ORDER.find((id) => !given.includes(id))!;
      const still = given.length === 0 ? 'two' : 'one more';
      return {
        [blank]: `Enter ${still} of voltage, current, resistance and power: any two give the other two`,
      };
    }
    if (given.length > 2) {
      const extra = given.slice(2);
      return Object.fromEntries(
        extra.map((id) => [
          id,
          `Only two values are needed: leave the ${NAMES[id]} blank (or enter 0) to work it out from ${NAMES[given[0]!]} and ${NAMES[given[1]!]}`,
        ]),
      );
    }
    return {};
  },
  outputs: {
    volts: {
      label: 'Voltage (V)',
      format: 'number',
      emphasis: true,
      decimals: (v) => decimalsFor(solveOhm(v).volts),
    },
    amps: {
      label: 'Current (A)',
      format: 'number',
      emphasis: true,
      decimals: (v) => decimalsFor(solveOhm(v).amps),
    },
    ohms: {
      label: 'Resistance (Ω)',
      format: 'number',
      emphasis: true,
      decimals: (v) => decimalsFor(solveOhm(v).ohms),
    },
    watts: {
      label: 'Power (W)',
      format: 'number',
      emphasis: true,
      decimals: (v) => decimalsFor(solveOhm(v).watts),
    },
  },
  compute: solveOhm,
  // The two values typed are not repeated as results.
  hiddenOutputs: (v) => givenOf(v).map((id) => OUTPUT_OF[id]),
  summary(_values, r) {
    return `At ${fig(r.volts)} V and ${fig(r.amps)} A the resistance is ${fig(r.ohms)} Ω and the power ${fig(r.watts)} W.`;
  },
  steps(v, r) {
    const [a, b] = givenOf(v);
    const pair = `${a}-${b}`;
    const V = fig(v.voltage);
    const I = fig(v.current);
    const R = fig(v.resistance);
    const P = fig(v.power);
    const given = `Given: ${NAMES[a!]} and ${NAMES[b!]}`;
    switch (pair) {
      case 'voltage-current':
        return [
          given,
          `R = V ÷ I = ${V} ÷ ${I} ${is(v.voltage, v.current, r.ohms)} ${fig(r.ohms)} Ω`,
          `P = V × I = ${V} × ${I} ${is(v.voltage, v.current, r.watts)} ${fig(r.watts)} W`,
        ];
      case 'voltage-resistance':
        return [
          given,
          `I = V ÷ R = ${V} ÷ ${R} ${is(v.voltage, v.resistance, r.amps)} ${fig(r.amps)} A`,
          `P = V² ÷ R = ${V}² ÷ ${R} ${is(v.voltage, v.resistance, r.watts)} ${fig(r.watts)} W`,
        ];
      case 'voltage-power':
        return [
          given,
          `I = P ÷ V = ${P} ÷ ${V} ${is(v.power, v.voltage, r.amps)} ${fig(r.amps)} A`,
          `R = V² ÷ P = ${V}² ÷ ${P} ${is(v.voltage, v.power, r.ohms)} ${fig(r.ohms)} Ω`,
        ];
      case 'current-resistance':
        return [
          given,
          `V = I × R = ${I} × ${R} ${is(v.current, v.resistance, r.volts)} ${fig(r.volts)} V`,
          `P = I² × R = ${I}² × ${R} ${is(v.current, v.resistance, r.watts)} ${fig(r.watts)} W`,
        ];
      case 'current-power':
        return [
          given,
          `V = P ÷ I = ${P} ÷ ${I} ${is(v.power, v.current, r.volts)} ${fig(r.volts)} V`,
          `R = P ÷ I² = ${P} ÷ ${I}² ${is(v.power, v.current, r.ohms)} ${fig(r.ohms)} Ω`,
        ];
      default:
        return [
          given,
          `V = √(P × R) = √(${P} × ${R}) ${is(v.power, v.resistance, r.volts)} ${fig(r.volts)} V`,
          `I = √(P ÷ R) = √(${P} ÷ ${R}) ${is(v.power, v.resistance, r.amps)} ${fig(r.amps)} A`,
        ];
    }
  },
  about: [
    'Ohm’s law says the voltage across a resistor is the current through it times its resistance: V = I × R, so I = V ÷ R and R = V ÷ I. The power it turns into heat is P = V × I, which with Ohm’s law is also I² × R and V² ÷ R (OpenStax College Physics 2e, sections 20.2 and 20.4).',
    'Enter any two of the four values and leave the other two blank (a 0 counts as blank); the other two are worked out from the pair in one step, so nothing is rounded along the way. Results are shown to at least 4 significant digits, and the steps to 6.',
    'Values are in the SI units volt (V), ampere (A), ohm (Ω = V/A) and watt (W = V·A) (NIST SP 330, The International System of Units). Convert prefixes first: 4.7 kΩ is 4700 Ω, 20 mA is 0.02 A.',
    'Ohm’s law holds for ohmic conductors, such as resistors, whose resistance does not change with the current. A lamp filament’s resistance rises as it heats, so its cold resistance is much lower than its hot one. For AC, the formulas hold for a resistive load with RMS values.',
  ],
  faq: [
    {
      question: 'How do I find the resistance from voltage and current?',
      answer:
        'Divide the voltage by the current: a headlight drawing 2.5 A at 12 V has R = 12 ÷ 2.5 = 4.8 Ω.',
    },
    {
      question: 'How do I find current from power and voltage?',
      answer:
        'Divide the power by the voltage: a 30 W lamp on 6 V draws 30 ÷ 6 = 5 A, and its resistance is 6² ÷ 30 = 1.2 Ω.',
    },
    {
      question: 'Why do I enter only two values?',
      answer:
        'Voltage, current, resistance and power are tied by two equations, V = I × R and P = V × I, so any two fix the other two. A third value could contradict them, so it is left out.',
    },
    {
      question: 'How do I enter milliamps or kilohms?',
      answer:
        'Convert to amperes and ohms first: 250 mA is 0.25 A, 10 kΩ is 10000 Ω and 2 MΩ is 2000000 Ω.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Physics 2e, section 20.2 "Ohm’s Law: Resistance and Simple Circuits", example "Calculating Resistance: An Automobile Headlight" (openstax.org/books/college-physics-2e/pages/20-2-ohms-law-resistance-and-simple-circuits): 2.50 A at 12.0 V gives R = 4.80 Ω',
      inputs: { voltage: '12.0', current: '2.50', resistance: '', power: '' },
      expected: { ohms: 4.8 },
      tolerance: 0.005,
    },
    {
      source: `${PHYSICS_OHM}, text after Example 20.4 "Calculating Resistance: An Automobile Headlight": “the headlight … has an IR drop of 12.0 V”, V = IR with 2.50 A and 4.80 Ω`,
      inputs: { voltage: '', current: '2.50', resistance: '4.80', power: '' },
      expected: { volts: 12 },
      tolerance: 0.05,
    },
    {
      source: `${PHYSICS_POWER}, Example 20.7 "Calculating Power Dissipation and Current: Hot and Cold Power" (a): the hot headlight, P = IV = (2.50 A)(12.0 V) = 30.0 W`,
      inputs: { voltage: '12.0', current: '2.50', resistance: '', power: '' },
      expected: { watts: 30 },
      tolerance: 0.05,
    },
    {
      source: `${PHYSICS_POWER}, Example 20.7 (a): the cold headlight, 0.350 Ω, P = V²/R = (12.0 V)²/(0.350 Ω) = 411 W`,
      inputs: { voltage: '12.0', current: '', resistance: '0.350', power: '' },
      expected: { watts: 411 },
      tolerance: 0.5,
    },
    {
      source: `${PHYSICS_POWER}, Example 20.7 (b): the cold headlight draws I = √(P/R) = √(411 W/0.350 Ω) = 34.3 A`,
      inputs: { voltage: '12.0', current: '', resistance: '0.350', power: '' },
      expected: { amps: 34.3 },
      tolerance: 0.05,
    },
    {
      source: `${HS_PHYSICS_POWER}, worked example "Find the Resistance of a Lightbulb": a 60-W bulb on 120 V draws I = P/V = 60 W/120 V = 0.50 A`,
      inputs: { voltage: '120', current: '', resistance: '', power: '60' },
      expected: { amps: 0.5 },
      tolerance: 0.005,
    },
    {
      source: `${HS_PHYSICS_POWER}, worked example "Boot Warmers": 10 W from two 9-V batteries (18 V) needs R = V²/P = (18 V)²/10 W = 32 Ω (two significant figures)`,
      inputs: { voltage: '18', current: '', resistance: '', power: '10' },
      expected: { ohms: 32 },
      tolerance: 0.5,
    },
    {
      source: `${HS_PHYSICS_POWER}, the same example: the current is I = 18 V/32 Ω = 0.56 A`,
      inputs: { voltage: '18', current: '', resistance: '', power: '10' },
      expected: { amps: 0.56 },
      tolerance: 0.005,
    },
    {
      source: `${HS_PHYSICS_POWER}, worked example "Power through a Branch of a Circuit": 12 V across the 60 Ω middle branch, P = V²/R = 2.4 W and I = V/R = 0.20 A`,
      inputs: { voltage: '12', current: '', resistance: '60', power: '' },
      expected: { watts: 2.4, amps: 0.2 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax (Urone), College Physics, chapter 20, problem 53 (worked at vaia.com/en-us/textbooks/physics/college-physics-urone-1st-edition/electric-current-resistance-and-ohms-law/q53pe-…): a 30.0 W headlight on 6.00 V has a hot resistance of 1.20 Ω and draws 5.00 A',
      inputs: { voltage: '6.00', current: '', resistance: '', power: '30.0' },
      expected: { ohms: 1.2, amps: 5 },
      tolerance: 0.005,
    },
  ],
});
