import { formatPlain } from '../domain/format.ts';
import { fig, is } from './shared/sixFigures.ts';
import { defineMode, defineTabs, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 107,
  name: 'Electrical Power Calculator',
  description:
    'Work out power in watts, kW and kVA from voltage and current for DC, single-phase and three-phase AC, or solve for the current, voltage or power factor.',
  category: 'more',
  icon: 'gauge',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'ohms-law-calculator',
    'power-converter',
    'electricity-cost-calculator',
    'energy-converter',
  ],
  keywords:
    'watts amps volts kw kva kvar power factor pf three phase 3 phase single phase dc ac apparent real reactive power',
} satisfies CalculatorRecord;

// Electrical power from voltage and current (IEC 60050-131 terms): DC P = V × I; single-phase AC
// real power P = V × I × PF and apparent power S = V × I; balanced three-phase AC, with the
// line-to-line voltage and the line current, P = √3 × V × I × PF and S = √3 × V × I. Reactive
// power Q = √(S² − P²). Each tab solves for any one of its fields from the others.

const SQRT3 = Math.sqrt(3);

function positive(
  label: string,
  noun: string,
  unit: string,
  defaultText: string,
  max: number,
  help: string,
  decimals = 2,
) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max,
    unit,
    noun,
    help,
    decimals,
    // The other figures are worked from the value found, "without rounding along the way".
    exactInResults: true,
    messages: {
      min: `The ${noun} must be more than 0`,
      max: `The ${noun} can be at most ${formatPlain(max)} ${unit}`,
    },
  } as const satisfies NumberField;
}

const powerField = (defaultText: string) =>
  positive('Power', 'power', 'W', defaultText, 1e12, 'Real power in watts (W). 1 kW is 1000 W.');

const currentField = (defaultText: string, help: string) =>
  positive('Current', 'current', 'A', defaultText, 1e7, help);

const powerFactorField = {
  kind: 'number',
  label: 'Power factor',
  default: '0.85',
  min: 0,
  minExclusive: true,
  max: 1,
  noun: 'power factor',
  decimals: 3,
  exactInResults: true,
  help: '1 for heaters and filament lamps; about 0.8 to 0.9 for motors (cos φ).',
  messages: {
    min: 'The power factor must be more than 0',
    max: 'The power factor can be at most 1',
  },
} as const satisfies NumberField;

const kilo = (watts: number) => watts / 1000;

/** Where the reference cases come from. */
const PHYSICS_POWER =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 20.4 "Electric Power and ' +
  'Energy" (openstax.org/books/college-physics-2e/pages/20-4-electric-power-and-energy)';
const PHYSICS_AC =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 20.5 "Alternating Current ' +
  'versus Direct Current" (openstax.org/books/college-physics-2e/pages/20-5-alternating-current-versus-direct-current)';
const PHYSICS_RLC =
  'OpenStax, College Physics 2e (Urone and Hinrichs, 2022), section 23.12 "RLC Series AC ' +
  'Circuits" (openstax.org/books/college-physics-2e/pages/23-12-rlc-series-ac-circuits)';

const dcMode = defineMode({
  fields: {
    voltage: positive('Voltage', 'voltage', 'V', '12', 1e7, 'In volts (V).'),
    current: currentField('5', 'In amperes (A).'),
    power: powerField('60'),
  },
  solve: {
    unknowns: ['power', 'current', 'voltage'],
    residual: (v) => v.power - v.voltage * v.current,
    closedForms: {
      power: (v) => v.voltage * v.current,
      current: (v) => v.power / v.voltage,
      voltage: (v) => v.power / v.current,
    },
  },
  outputs: {
    kw: { label: 'Power (kW)', format: 'number', decimals: 4 },
    ohms: { label: 'Load resistance (Ω)', format: 'number' },
  },
  compute: (v) => ({ kw: kilo(v.power), ohms: v.voltage / v.current }),
  summary: (v) =>
    `${fig(v.voltage)} V at ${fig(v.current)} A is ${fig(v.power)} W (${fig(kilo(v.power))} kW) of DC power.`,
  steps: (v) => [
    `P = V × I = ${fig(v.voltage)} × ${fig(v.current)} ${is(v.voltage, v.current, v.voltage * v.current)} ${fig(v.voltage * v.current)} W`,
    `In kilowatts: ${fig(v.power)} ÷ 1,000 ${is(v.power, kilo(v.power))} ${fig(kilo(v.power))} kW`,
    `Load resistance R = V ÷ I = ${fig(v.voltage)} ÷ ${fig(v.current)} ${is(v.voltage, v.current, v.voltage / v.current)} ${fig(v.voltage / v.current)} Ω`,
  ],
  references: [
    {
      source: `${PHYSICS_POWER}, “Power in Electric Circuits”: an auxiliary power outlet rated at 20 A can deliver P = IV = (20 A)(12 V) = 240 W`,
      inputs: { voltage: '12', current: '20' },
      solve: 'power',
      expected: { power: 240 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_POWER}, Example 20.7 "Calculating Power Dissipation and Current: Hot and Cold Power" (a): the hot headlight, P = IV = (2.50 A)(12.0 V) = 30.0 W`,
      inputs: { voltage: '12.0', current: '2.50' },
      solve: 'power',
      expected: { power: 30 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Physics (2020), section 19.4 "Electric Power" (openstax.org/books/physics/pages/19-4-electric-power), ' +
        'worked example "Find the Resistance of a Lightbulb": a 60-W bulb on 120 V draws I = P/V = 60 W/120 V = 0.50 A',
      inputs: { voltage: '120', power: '60' },
      solve: 'current',
      expected: { current: 0.5 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax (Urone), College Physics, chapter 20, problem 53 (worked at vaia.com/en-us/textbooks/physics/college-physics-urone-1st-edition/electric-current-resistance-and-ohms-law/q53pe-…): a 30.0 W headlight on a 6.00 V system draws I = P ÷ V = 5.00 A',
      inputs: { voltage: '6.00', power: '30.0' },
      solve: 'current',
      expected: { current: 5 },
      tolerance: 0.005,
    },
  ],
});

/** An AC mode: single-phase (factor 1) or balanced three-phase (factor √3, line values). */
function acMode(three: boolean) {
  const k = three ? SQRT3 : 1;
  const kText = three ? '√3 × ' : '';
  const apparent = (v: { voltage: number; current: number }) => k * v.voltage * v.current;
  return {
    fields: {
      voltage: positive(
        'Voltage',
        'voltage',
        'V',
        three ? '400' : '230',
        1e7,
        three
          ? 'Line-to-line voltage in volts (V): 400 V in Europe, 480 V or 208 V in North America.'
          : 'In volts (V): 230 V in Europe, India and Australia, 120 V in North America.',
      ),
      current: currentField(
        three ? '20' : '10',
        three ? 'Line current in amperes (A), per phase.' : 'In amperes (A).',
      ),
      powerFactor: powerFactorField,
      power: powerField(three ? '11777.94' : '1955'),
    },
    residual: (v: { voltage: number; current: number; powerFactor: number; power: number }) =>
      v.power - apparent(v) * v.powerFactor,
    closedForms: {
      power: (v: { voltage: number; current: number; powerFactor: number }) =>
        apparent(v) * v.powerFactor,
      current: (v: { voltage: number; powerFactor: number; power: number }) =>
        v.power / (k * v.voltage * v.powerFactor),
      voltage: (v: { current: number; powerFactor: number; power: number }) =>
        v.power / (k * v.current * v.powerFactor),
      powerFactor: (v: { voltage: number; current: number; power: number }) =>
        v.power / apparent(v),
    },
    compute: (v: { voltage: number; current: number; powerFactor: number; power: number }) => {
      const s = apparent(v);
      return {
        kw: kilo(v.power),
        kva: kilo(s),
        kvar: kilo(Math.sqrt(Math.max(0, s * s - v.power * v.power))),
      };
    },
    summary: (v: { voltage: number; current: number; powerFactor: number; power: number }) =>
      `${three ? 'Three-phase' : 'Single-phase'} ${fig(v.voltage)} V at ${fig(v.current)} A and a power factor of ${fig(v.powerFactor)} is ${fig(kilo(v.power))} kW of real power and ${fig(kilo(apparent(v)))} kVA apparent power.`,
    steps: (v: { voltage: number; current: number; powerFactor: number; power: number }) => {
      const s = apparent(v);
      const q = Math.sqrt(Math.max(0, s * s - v.power * v.power));
      return [
        `Apparent power S = ${kText}V × I = ${kText}${fig(v.voltage)} × ${fig(v.current)} ${is(v.voltage, v.current, s)} ${fig(s)} VA = ${fig(kilo(s))} kVA`,
        `Real power P = S × PF = ${fig(s)} × ${fig(v.powerFactor)} ${is(s, v.powerFactor, s * v.powerFactor)} ${fig(s * v.powerFactor)} W = ${fig(kilo(s * v.powerFactor))} kW`,
        `Power factor PF = P ÷ S = ${fig(v.power)} ÷ ${fig(s)} ${is(v.power, s, v.power / s)} ${fig(v.power / s)}`,
        `Reactive power Q = √(S² − P²) = √(${fig(s)}² − ${fig(v.power)}²) ${is(s, v.power, q)} ${fig(q)} var = ${fig(kilo(q))} kvar`,
      ];
    },
  };
}

const single = acMode(false);
const three = acMode(true);

const acOutputs = {
  kw: { label: 'Real power (kW)', format: 'number', decimals: 4 },
  kva: { label: 'Apparent power (kVA)', format: 'number', decimals: 4 },
  kvar: { label: 'Reactive power (kvar)', format: 'number', decimals: 4 },
} as const;

const singleMode = defineMode({
  fields: single.fields,
  solve: {
    unknowns: ['power', 'current', 'voltage', 'powerFactor'],
    residual: single.residual,
    closedForms: single.closedForms,
  },
  outputs: acOutputs,
  compute: single.compute,
  summary: single.summary,
  steps: single.steps,
  references: [
    {
      source: `${PHYSICS_RLC}, Example 23.14 "Calculating the Power Factor and Power" (b): P_ave = I_rms V_rms cos ϕ = (0.226 A)(120 V)(0.0753) = 2.04 W at 60.0 Hz`,
      inputs: { voltage: '120', current: '0.226', powerFactor: '0.0753' },
      solve: 'power',
      expected: { power: 2.04 },
      tolerance: 0.005,
    },
    {
      source: `${PHYSICS_RLC}, Example 23.14 (c): at resonance cos ϕ = 1, P_ave = (3.00 A)(120 V)(1) = 360 W`,
      inputs: { voltage: '120', current: '3.00', powerFactor: '1' },
      solve: 'power',
      expected: { power: 360 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_AC}, Example 20.10 "Power Losses Are Less for High-Voltage Transmission" (a): I_rms = P_ave/V_rms = (100 × 10⁶ W)/(200 × 10³ V) = 500 A`,
      inputs: { voltage: '200000', powerFactor: '1', power: '100000000' },
      solve: 'current',
      expected: { current: 500 },
      tolerance: 0,
    },
    {
      source: `${PHYSICS_AC}, the discussion of Example 20.10: 100 MW transmitted at 25 kV needs a current of 4000 A`,
      inputs: { voltage: '25000', powerFactor: '1', power: '100000000' },
      solve: 'current',
      expected: { current: 4000 },
      tolerance: 0,
    },
    {
      source:
        'ElecToolsHQ, "Single Phase Examples", steps 2 and 3 (electoolshq.com/single-phase-examples): a 1200 W load at 120 V and PF 0.9 draws I = 1200 ÷ (120 × 0.9) ≈ 11.1 A',
      inputs: { voltage: '120', powerFactor: '0.9', power: '1200' },
      solve: 'current',
      expected: { current: 11.1 },
      tolerance: 0.05,
    },
    {
      source:
        'ElecToolsHQ, "Single Phase Examples", step 3 (electoolshq.com/single-phase-examples): 10 A at 120 V is (120 × 10) ÷ 1000 = 1.2 kVA of apparent power',
      inputs: { voltage: '120', current: '10', powerFactor: '0.9' },
      solve: 'power',
      expected: { kva: 1.2 },
      tolerance: 0,
    },
  ],
});

const threeMode = defineMode({
  fields: three.fields,
  solve: {
    unknowns: ['power', 'current', 'voltage', 'powerFactor'],
    residual: three.residual,
    closedForms: three.closedForms,
  },
  outputs: acOutputs,
  compute: three.compute,
  summary: three.summary,
  steps: three.steps,
  references: [
    {
      source:
        'The Engineering ToolBox, "Three-Phase Electrical Power" (engineeringtoolbox.com/three-phase-electrical-d_888.html): a resistive load (PF 1) on 400 V line-to-line at 20 A takes √3 × 400 × 20 × 1 = 13856 W = 13.9 kW',
      inputs: { voltage: '400', current: '20', powerFactor: '1' },
      solve: 'power',
      expected: { power: 13856, kw: 13.9 },
      tolerance: 0.5,
    },
    {
      source:
        'John Bird, Electrical Circuit Theory and Technology, three-phase systems exercise, as worked by Gauthmath (gauthmath.com/solution/Bq_tL6N8gAp/…): a 5 kW motor input at 400 V and 8.6 A has a power factor of 0.84',
      inputs: { voltage: '400', current: '8.6', power: '5000' },
      solve: 'powerFactor',
      expected: { powerFactor: 0.84 },
      tolerance: 0.005,
    },
    {
      source:
        'ScienceAQ, "How to calculate three-phase power" (scienceaq.com/Article/Electronics/397834.html): 1.5 kW at 230 V and PF 0.85 draws I = 1500 ÷ (√3 × 0.85 × 230) = 4.43 A',
      inputs: { voltage: '230', powerFactor: '0.85', power: '1500' },
      solve: 'current',
      expected: { current: 4.43 },
      tolerance: 0.005,
    },
    {
      source:
        'ScienceAQ, "How to calculate three-phase power" (scienceaq.com/Article/Electronics/397834.html): 50 A at 250 V and PF 0.9 is P = √3 × 0.9 × 50 × 250 = 19,486 W',
      inputs: { voltage: '250', current: '50', powerFactor: '0.9' },
      solve: 'power',
      expected: { power: 19486 },
      tolerance: 0.5,
    },
  ],
});

export default defineTabs({
  slug: 'electrical-power-calculator',
  param: 'system',
  label: 'Supply',
  tabs: [
    { id: 'dc', label: 'DC', mode: dcMode },
    { id: 'single', label: 'Single-phase AC', mode: singleMode },
    { id: 'three', label: 'Three-phase AC', mode: threeMode },
  ],
  about: [
    'DC power is voltage times current: P = V × I. In AC the current may lag or lead the voltage, so V × I is the apparent power S, in volt-amperes (VA), and the real power that does work is P = S × PF, where the power factor PF = cos φ is between 0 and 1 (IEC 60050-131 terms; IEEE Std 1459 definitions).',
    'Single-phase AC: P = V × I × PF and S = V × I. Balanced three-phase AC, with the line-to-line voltage and the line current: P = √3 × V × I × PF and S = √3 × V × I (The Engineering ToolBox, Three-Phase Electrical Power). In both, the reactive power is Q = √(S² − P²), in var.',
    'kW is P ÷ 1,000, kVA is S ÷ 1,000 and kvar is Q ÷ 1,000. Under "Solve for" choose what to find: the power, the current, the voltage or (for AC) the power factor; the others are worked out from it in closed form, without rounding along the way. A solved current, voltage or power is shown to 2 decimals (one below 0.005 to 4 significant digits, so a power of 0.000001 W is not 0), a power factor to 3; the other figures are worked from the value found, not from it as shown.',
    'The formulas assume sinusoidal voltage and current and, for three-phase, a balanced load. With the line-to-neutral (phase) voltage of a three-phase supply, use 3 × V × I × PF instead, or enter the line-to-line voltage (√3 times the phase voltage: 230 V phase is 400 V line).',
  ],
  faq: [
    {
      question: 'How do I convert amps to watts?',
      answer:
        'Multiply by the voltage, and for AC by the power factor too: 10 A at 120 V and PF 0.9 is 120 × 10 × 0.9 = 1,080 W. For three-phase, multiply by √3 as well.',
    },
    {
      question: 'What is the difference between kW and kVA?',
      answer:
        'kVA is apparent power, volts times amps; kW is the real power that does work, kVA times the power factor. A 10 kVA supply at PF 0.8 delivers 8 kW. Cables and transformers are sized in kVA.',
    },
    {
      question: 'Why is there √3 in the three-phase formula?',
      answer:
        'The three phases are 120° apart, so the line-to-line voltage is √3 times each phase’s voltage. Three phases of V ÷ √3 × I each add up to √3 × V × I.',
    },
    {
      question: 'What power factor should I use?',
      answer:
        'The one on the equipment’s nameplate. Heaters and filament lamps are 1; induction motors at full load are about 0.85 and lower at part load. DC has no power factor.',
    },
  ],
});
