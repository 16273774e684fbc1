import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 81,
  name: 'Blood Pressure Calculator',
  description:
    'See which category a blood pressure reading falls in under the 2017 ACC/AHA guideline, with its mean arterial pressure and pulse pressure.',
  category: 'health',
  group: 'Everyday health',
  icon: 'heart',
  iconBg: 'red',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['heart-rate-zones-calculator', 'bmi-calculator', 'ideal-weight-calculator'],
  keywords:
    'bp blood pressure chart reading hypertension high blood pressure hypertensive crisis systolic diastolic mmhg map mean arterial pressure pulse pressure acc aha stage 1 stage 2',
} satisfies CalculatorRecord;

// Blood pressure categories of the 2017 ACC/AHA guideline (Whelton et al., Hypertension 2018;
// 71: e13–e115, Table 6), in whole mmHg, with the hypertensive crisis of its section 11 and the
// American Heart Association's chart:
//   1 Normal                systolic < 120  and diastolic < 80
//   2 Elevated              systolic 120–129 and diastolic < 80
//   3 Stage 1 hypertension  systolic 130–139 or diastolic 80–89
//   4 Stage 2 hypertension  systolic ≥ 140  or diastolic ≥ 90
//   5 Hypertensive crisis   systolic > 180  and/or diastolic > 120
// Each reading is placed on its own and the higher category wins (Table 6's footnote); the
// diastolic has no "elevated" range. Mean arterial pressure = diastolic + (systolic − diastolic)
// ÷ 3; pulse pressure = systolic − diastolic.

const CATEGORIES = [
  { name: 'Normal', range: 'Systolic under 120 and diastolic under 80 mmHg' },
  { name: 'Elevated', range: 'Systolic 120–129 and diastolic under 80 mmHg' },
  { name: 'Stage 1 hypertension', range: 'Systolic 130–139 or diastolic 80–89 mmHg' },
  { name: 'Stage 2 hypertension', range: 'Systolic 140 or more, or diastolic 90 or more' },
  {
    name: 'Hypertensive crisis',
    range: 'Systolic higher than 180 and/or diastolic higher than 120 mmHg',
  },
] as const;

/** The category (1 Normal … 5 Hypertensive crisis) of a systolic reading alone. */
export function systolicCategory(systolic: number): number {
  if (systolic > 180) return 5;
  if (systolic >= 140) return 4;
  if (systolic >= 130) return 3;
  if (systolic >= 120) return 2;
  return 1;
}

/** The category of a diastolic reading alone: it has no "elevated" range. */
export function diastolicCategory(diastolic: number): number {
  if (diastolic > 120) return 5;
  if (diastolic >= 90) return 4;
  if (diastolic >= 80) return 3;
  return 1;
}

/** The category of a reading: the higher of its two numbers' categories. */
export function bloodPressureCategory(systolic: number, diastolic: number): number {
  return Math.max(systolicCategory(systolic), diastolicCategory(diastolic));
}

const nameOf = (category: number) => CATEGORIES[category - 1]!.name;

const fields = {
  systolic: {
    kind: 'integer',
    label: 'Systolic (top number)',
    unit: 'mmHg',
    default: '118',
    min: 50,
    max: 300,
    noun: 'systolic pressure',
    help: 'The higher number, when the heart beats.',
    messages: {
      required: 'Enter the systolic (top) number',
      invalid: 'Enter the systolic pressure in whole mmHg',
    },
  },
  diastolic: {
    kind: 'integer',
    label: 'Diastolic (bottom number)',
    unit: 'mmHg',
    default: '76',
    min: 30,
    max: 200,
    noun: 'diastolic pressure',
    help: 'The lower number, between beats.',
    messages: {
      required: 'Enter the diastolic (bottom) number',
      invalid: 'Enter the diastolic pressure in whole mmHg',
    },
  },
} as const;

type PressureValues = Values<typeof fields>;

/** Which reading decides the category, in a sentence. */
function decidedBy(v: PressureValues): string {
  const bySystolic = systolicCategory(v.systolic);
  const byDiastolic = diastolicCategory(v.diastolic);
  if (bySystolic === byDiastolic) return 'Both numbers are in this range.';
  return bySystolic > byDiastolic
    ? `Your systolic number, ${v.systolic}, puts the reading here.`
    : `Your diastolic number, ${v.diastolic}, puts the reading here: the higher category of ` +
        'the two counts.';
}

/** Whether the reading is low: under 90 systolic or 60 diastolic (NHS). */
const isLow = (v: PressureValues) => v.systolic < 90 || v.diastolic < 60;

export default defineCalculator({
  slug: 'blood-pressure-calculator',
  fields,
  validate: (v) =>
    v.diastolic >= v.systolic
      ? { diastolic: 'The diastolic (bottom) number must be lower than the systolic (top) one' }
      : {},
  outputs: {
    category: { label: 'Category', format: 'integer', nameOf },
    meanArterial: { label: 'Mean arterial pressure (mmHg)', format: 'number', decimals: 1 },
    pulsePressure: { label: 'Pulse pressure (mmHg)', format: 'integer' },
  },
  compute: (v) => ({
    category: bloodPressureCategory(v.systolic, v.diastolic),
    meanArterial: v.diastolic + (v.systolic - v.diastolic) / 3,
    pulsePressure: v.systolic - v.diastolic,
  }),
  headline: {
    label: 'Blood pressure category (2017 ACC/AHA)',
    text: (_v, r) => nameOf(r.category),
    caption: (v, r) => `${CATEGORIES[r.category - 1]!.range}. ${decidedBy(v)}`,
  },
  summary: (v) => `For a reading of ${v.systolic}/${v.diastolic} mmHg`,
  facts(v, r) {
    const facts = [
      {
        label: 'Mean arterial pressure',
        text: `${formatNumber(r.meanArterial, 1)} mmHg`,
      },
      { label: 'Pulse pressure', text: `${formatPlain(r.pulsePressure)} mmHg` },
    ];
    if (isLow(v)) {
      facts.push({
        label: 'Low reading',
        text:
          'Under 90/60 mmHg is usually called low blood pressure. It is often harmless, but ' +
          'see a doctor if you feel dizzy or faint.',
      });
    }
    return facts;
  },
  highlight: (_v, r) =>
    r.category === 5
      ? {
          title: 'A reading this high needs attention now',
          text:
            'Wait five minutes and measure again. If it is still this high, contact your doctor ' +
            'straight away. With chest pain, shortness of breath, back pain, numbness or ' +
            'weakness, a change in vision or difficulty speaking, call the emergency services.',
          facts: [],
        }
      : null,
  notes: [
    'One reading is not a diagnosis. The guideline classifies blood pressure from the average of ' +
      'two or more careful readings taken on two or more occasions, seated and rested. Only a ' +
      'doctor or nurse can diagnose high or low blood pressure. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const bySystolic = systolicCategory(v.systolic);
    const byDiastolic = diastolicCategory(v.diastolic);
    return [
      `Systolic ${v.systolic} mmHg on its own: ${nameOf(bySystolic)}`,
      `Diastolic ${v.diastolic} mmHg on its own: ${nameOf(byDiastolic)}`,
      `The higher of the two: ${nameOf(r.category)}`,
      `Pulse pressure = systolic − diastolic = ${v.systolic} − ${v.diastolic} = ` +
        `${formatPlain(r.pulsePressure)} mmHg`,
      `Mean arterial pressure = diastolic + pulse pressure ÷ 3 = ${v.diastolic} + ` +
        `${formatPlain(r.pulsePressure)} ÷ 3 = ${formatNumber(r.meanArterial, 1)} mmHg`,
    ];
  },
  about: [
    'A blood pressure reading has two numbers in millimetres of mercury (mmHg): the systolic ' +
      '(top) number, the pressure when the heart beats, and the diastolic (bottom) number, the ' +
      'pressure between beats. This calculator places a reading in the categories of the 2017 ' +
      'American College of Cardiology and American Heart Association (ACC/AHA) guideline.',
    'Categories: Normal, systolic under 120 and diastolic under 80. Elevated, systolic 120–129 ' +
      'and diastolic under 80. Stage 1 hypertension, systolic 130–139 or diastolic 80–89. Stage 2 ' +
      'hypertension, systolic 140 or more or diastolic 90 or more. Hypertensive crisis, systolic ' +
      'higher than 180 and/or diastolic higher than 120. Each number is placed on its own and ' +
      'the higher category of the two is the reading’s, as the guideline says; so 180/120 is ' +
      'stage 2 and 181/120 a crisis. Readings are whole mmHg, as monitors show them.',
    'Source: Whelton PK, Carey RM, Aronow WS, et al. 2017 ACC/AHA/AAPA/ABC/ACPM/AGS/APhA/ASH/' +
      'ASPC/NMA/PCNA Guideline for the Prevention, Detection, Evaluation, and Management of High ' +
      'Blood Pressure in Adults. Hypertension 2018; 71(6): e13–e115, Table 6 (categories) and ' +
      'section 11.2 (hypertensive crises); and the American Heart Association’s chart, ' +
      '"Understanding Blood Pressure Readings" (heart.org).',
    'Pulse pressure is systolic minus diastolic. Mean arterial pressure (MAP), the average ' +
      'pressure over a heartbeat, is estimated the usual clinical way: diastolic + (systolic − ' +
      'diastolic) ÷ 3, as the heart spends about two thirds of each beat in diastole (DeMers D, ' +
      'Wachs D, "Physiology, Mean Arterial Pressure", StatPearls, NCBI Bookshelf; Katz ED, Ruoff ' +
      'BE, "Commonly used formulas and calculations", in Roberts and Hedges, Clinical Procedures ' +
      'in Emergency Medicine, 4th edition, 2004). It is shown to 0.1 mmHg.',
    'Low blood pressure has no category in the guideline; the page notes a reading under 90/60 ' +
      'mmHg, the threshold the NHS uses.',
  ],
  faq: [
    {
      question: 'Which number matters more?',
      answer:
        'Both count: the reading takes the higher category of the two. After about age 50 the ' +
        'systolic number is the stronger sign of risk, but a high diastolic number alone is ' +
        'still hypertension.',
    },
    {
      question: 'Does one high reading mean I have high blood pressure?',
      answer:
        'No. Blood pressure changes from minute to minute. The guideline diagnoses it from the ' +
        'average of two or more readings on two or more occasions, ideally confirmed with home ' +
        'or 24-hour readings. Talk to a doctor about readings that are often high.',
    },
    {
      question: 'What is a normal mean arterial pressure?',
      answer:
        'About 70 to 100 mmHg in most adults. Doctors use it mainly in hospital, where a MAP ' +
        'under about 60 to 65 mmHg means organs may not get enough blood.',
    },
    {
      question: 'What is pulse pressure?',
      answer:
        'The gap between the two numbers, about 40 mmHg at 120/80. A wide gap in older adults ' +
        'often reflects stiffer arteries.',
    },
  ],
  references: [
    {
      source:
        'Whelton PK et al., 2017 ACC/AHA High Blood Pressure Guideline, Hypertension 2018; 71: ' +
        'e13–e115, Table 6: systolic 120–129 is elevated, diastolic 80–89 stage 1, and a reading ' +
        'in two categories takes the higher, so 125/85 mmHg is stage 1 hypertension',
      inputs: { systolic: '125', diastolic: '85' },
      expected: { category: 3 },
      tolerance: 0,
    },
    {
      source:
        'Whelton PK et al., 2017 ACC/AHA High Blood Pressure Guideline, Table 6: systolic 140 or ' +
        'more is stage 2 hypertension, so 140/85 mmHg is stage 2',
      inputs: { systolic: '140', diastolic: '85' },
      expected: { category: 4 },
      tolerance: 0,
    },
    {
      source:
        'American Heart Association, "Understanding Blood Pressure Readings": elevated is ' +
        'systolic 120–129 and diastolic less than 80, so 125/78 mmHg is elevated ' +
        '(heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings)',
      inputs: { systolic: '125', diastolic: '78' },
      expected: { category: 2 },
      tolerance: 0,
    },
    {
      source:
        'American Heart Association, "Understanding Blood Pressure Readings": a hypertensive ' +
        'crisis is systolic higher than 180 and/or diastolic higher than 120, so 185/110 mmHg ' +
        'is a crisis ' +
        '(heart.org/en/health-topics/high-blood-pressure/understanding-blood-pressure-readings)',
      inputs: { systolic: '185', diastolic: '110' },
      expected: { category: 5 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Anatomy and Physiology (Betts JG et al., OpenStax, Rice University, 2013; ' +
        '2nd edition 2022), section 20.2 "Blood Flow, Blood Pressure, and Resistance", Mean ' +
        'arterial pressure: MAP = diastolic BP + (systolic − diastolic BP) ÷ 3, at 120/80 mm Hg ' +
        '"approximately 80 + (120 − 80) / 3, or 93.33"; and pulse pressure: "an individual with ' +
        'a systolic pressure of 120 mm Hg and a diastolic pressure of 80 mm Hg would have a pulse ' +
        'pressure of 40 mmHg" (openstax.org/books/anatomy-and-physiology/pages/' +
        '20-2-blood-flow-blood-pressure-and-resistance; text as mirrored at jobilize.com)',
      inputs: { systolic: '120', diastolic: '80' },
      expected: { meanArterial: 93.33, pulsePressure: 40 },
      tolerance: 0.005,
    },
    {
      source:
        'Sentinel Nurse, "How to calculate mean arterial pressure (MAP)", worked example of a ' +
        'low reading: "if the patient’s blood pressure is 83 mm Hg/50 mm Hg, the MAP might be 61 ' +
        'mm Hg": 1/3 (83 − 50) + 50 = 11 + 50 = 61 mm Hg (sentinelnurse.com/?p=2179)',
      inputs: { systolic: '83', diastolic: '50' },
      expected: { meanArterial: 61, pulsePressure: 33 },
      tolerance: 0,
    },
  ],
});
