import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 116,
  name: 'CGPA to Percentage Calculator',
  description:
    'Convert a CGPA on the 10-point scale to a percentage by the CBSE or VTU formula, or a percentage back to CGPA.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'marks-percentage-calculator',
    'gpa-calculator',
    'grade-calculator',
    'percentage-calculator',
  ],
  keywords:
    'cgpa sgpa cgpi gpa grade point average percentage conversion cbse vtu class 10 9.5 indicative percentage marks',
} satisfies CalculatorRecord;

// A CGPA on the 10-point scale as a percentage, by the rule its board or university notified:
//   CBSE: overall indicative percentage of marks = 9.5 × CGPA (CBSE's scheme of studies under
//         the CCE grading scheme; subject-wise, 9.5 × the subject's grade point).
//   VTU:  percentage = (CGPA − 0.75) × 10 (VTU's regulations for the B.E./B.Tech. degree).
// Either can be solved the other way: CGPA = percentage ÷ 9.5, or percentage ÷ 10 + 0.75.
// Worked in decimal (big.js), so 8.6 × 9.5 is 81.7 exactly; shown to 2 decimals.

export type Scale = 'cbse' | 'vtu';

/** The percentage a CGPA stands for by the chosen rule. */
export function percentageOf(cgpa: number, scale: Scale): number {
  const g = decimal(cgpa);
  return (scale === 'cbse' ? g.times('9.5') : g.minus('0.75').times(10)).toNumber();
}

/** The CGPA a percentage stands for by the chosen rule. */
export function cgpaOf(percentage: number, scale: Scale): number {
  const p = decimal(percentage);
  return (scale === 'cbse' ? p.div('9.5') : p.div(10).plus('0.75')).toNumber();
}

const RULE: Record<Scale, string> = {
  cbse: 'percentage = CGPA × 9.5',
  vtu: 'percentage = (CGPA − 0.75) × 10',
};

export default defineCalculator({
  slug: 'cgpa-to-percentage-calculator',
  fields: {
    scale: {
      kind: 'choice',
      label: 'Conversion rule',
      default: 'cbse',
      options: [
        { value: 'cbse', label: 'CBSE (CGPA × 9.5)' },
        { value: 'vtu', label: 'VTU ((CGPA − 0.75) × 10)' },
      ],
      help: 'Use the rule of the board or university that awarded the CGPA.',
    },
    cgpa: {
      kind: 'number',
      label: 'CGPA',
      default: '8.6',
      min: 0,
      max: 10,
      noun: 'CGPA',
      help: 'Your cumulative grade point average on the 10-point scale.',
    },
    percentage: {
      kind: 'percent',
      label: 'Percentage',
      default: '81.7',
      min: 0,
      max: 100,
      help: 'The percentage of marks, to find the CGPA it stands for.',
    },
  },
  solve: {
    unknowns: ['percentage', 'cgpa'],
    residual: (v) => percentageOf(v.cgpa, v.scale) - v.percentage,
    closedForms: {
      percentage: (v) => percentageOf(v.cgpa, v.scale),
      cgpa: (v) => cgpaOf(v.percentage, v.scale),
    },
  },
  outputs: {
    percentage: { label: 'Percentage', format: 'percent' },
    cgpa: { label: 'CGPA', format: 'number' },
  },
  compute: (v) => ({ percentage: v.percentage, cgpa: v.cgpa }),
  summary(v) {
    const who = v.scale === 'cbse' ? 'CBSE' : 'VTU';
    return `By the ${who} rule, a CGPA of ${formatNumber(v.cgpa, 2)} is ${formatNumber(v.percentage, 2)}%.`;
  },
  steps(v) {
    const cgpa = formatPlain(v.cgpa);
    const pct = formatPlain(v.percentage);
    if (v.scale === 'cbse') {
      return [
        `CBSE rule: ${RULE.cbse}.`,
        `Percentage = ${cgpa} × 9.5 ${equalsOrAbout(readShown(cgpa)!.times('9.5'), pct)} ${pct}%.`,
        `Back the other way: CGPA = percentage ÷ 9.5 = ${pct} ÷ 9.5 ${equalsOrAbout(readShown(pct)!.div('9.5'), cgpa)} ${cgpa}.`,
      ];
    }
    const less = formatPlain(decimal(v.cgpa).minus('0.75').toNumber());
    return [
      `VTU rule: ${RULE.vtu}.`,
      `Percentage = (${cgpa} − 0.75) × 10 = ${less} × 10 = ${pct}%.`,
      `Back the other way: CGPA = percentage ÷ 10 + 0.75 = ${pct} ÷ 10 + 0.75 = ${cgpa}.`,
    ];
  },
  about: [
    'CBSE: the Central Board of Secondary Education gave an indicative equivalence of grade points and marks with its CGPA (the average of the grade points of the five main subjects, leaving out a sixth additional subject): subject-wise indicative percentage = 9.5 × the subject’s grade point, and overall indicative percentage = 9.5 × CGPA. The board chose 9.5 because candidates in the 91–100 band (grade A1, grade point 10) averaged about 95 marks over five years. It is an indication, not your exact marks.',
    'VTU: Visvesvaraya Technological University’s regulations for the B.E./B.Tech. degree convert a CGPA to a percentage of marks as (CGPA − 0.75) × 10, so a CGPA of 8.2 is 74.5%.',
    'Other universities notify their own formulas, and many give none; use the rule of the body that awarded your CGPA, and its own conversion certificate where one is issued. The calculation is exact in decimal; results are shown to 2 decimals. Choose "Solve for" CGPA to go from a percentage back to a CGPA.',
  ],
  faq: [
    {
      question: 'How do I convert CBSE CGPA to percentage?',
      answer:
        'Multiply the CGPA by 9.5. A CGPA of 8.6 is 8.6 × 9.5 = 81.7%, and a CGPA of 10 is 95%.',
    },
    {
      question: 'Why does CBSE multiply by 9.5?',
      answer:
        'CBSE found that students with marks between 91 and 100 (grade A1, 10 grade points) averaged close to 95 marks over five years, and 95 ÷ 10 = 9.5.',
    },
    {
      question: 'What is the VTU formula?',
      answer:
        'VTU uses percentage = (CGPA − 0.75) × 10. A CGPA of 8.2 is (8.2 − 0.75) × 10 = 74.5%, and a CGPA of 10 is 92.5%.',
    },
    {
      question: 'How do I convert a percentage to CGPA?',
      answer:
        'Choose CGPA under "Solve for". By the CBSE rule CGPA = percentage ÷ 9.5 (76% is 8); by the VTU rule CGPA = percentage ÷ 10 + 0.75 (72.5% is 8).',
    },
  ],
  references: [
    {
      source:
        'Next Prayas, "Understanding the CBSE grading system with marks and CGPA calculation" (nextprayas.blogspot.com/2025/03/example-understanding-cbse-grading.html): CGPA 8.6 × 9.5 = 81.7%',
      inputs: { scale: 'cbse', cgpa: '8.6' },
      expected: { percentage: 81.7 },
      tolerance: 0,
    },
    {
      // The CET Cell applies CBSE's printed rule subject by subject (9.5 × the subject's grade
      // point); the multiplication is the same one this page applies to a CGPA.
      source:
        'State Common Entrance Test Cell (Maharashtra CET & CAP admissions), "Instruction for CBSE candidate while entering the aggregate percentage of SSC in CET & CAP application form", sample conversion certificate for the Secondary School Examination 2019, quoting the formula printed on the CBSE mark sheet ("Subject wise Indicative Percentage of marks = 9.5 X GP of the Subject", "Overall Indicative Parentage [sic] of Marks = 9.5 X CGPA"): English, grade point 9, "9.5 X 9 = 85.5" (document reproduced at scribd.com/document/875660777 and scribd.com/document/445554599)',
      inputs: { scale: 'cbse', cgpa: '9' },
      expected: { percentage: 85.5 },
      tolerance: 0,
    },
    {
      source:
        'State Common Entrance Test Cell, CBSE conversion certificate (as above): Mathematics, grade point 10, "9.5 X 10 = 95"',
      inputs: { scale: 'cbse', cgpa: '10' },
      expected: { percentage: 95 },
      tolerance: 0,
    },
    {
      source:
        'Visvesvaraya Technological University, regulations governing the B.E./B.Tech. degree under the choice based credit system (clause 17OB 7.1 of the regulations effective from 2017-18), "Conversion formula for the conversion of GPA into Percentage is [CGPA Earned − 0.75] x 10 = Percentage of marks scored", illustrated "[CGPA Earned 8.2 − 0.75] x 10 = 74.5%" (vtu.ac.in; regulation text reproduced at studychacha.com/discuss/345025-cgpa-percentage-vtu.html)',
      inputs: { scale: 'vtu', cgpa: '8.2' },
      expected: { percentage: 74.5 },
      tolerance: 0,
    },
    {
      source:
        'VTU Zone, "CGPA → Percentage" (vtuzone.in/tools/percentage), official VTU formula (CGPA − 0.75) × 10: 9.0 → 82.5%',
      inputs: { scale: 'vtu', cgpa: '9' },
      expected: { percentage: 82.5 },
      tolerance: 0,
    },
    {
      source:
        'VTU Zone, "CGPA → Percentage" (vtuzone.in/tools/percentage), official VTU formula (CGPA − 0.75) × 10: 7.5 ↔ 67.5%, solved for the CGPA',
      inputs: { scale: 'vtu', percentage: '67.5' },
      solve: 'cgpa',
      expected: { cgpa: 7.5 },
      tolerance: 0,
    },
  ],
});
