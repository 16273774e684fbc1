import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import { Big, decimal } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { quotientEqualsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 68,
  name: 'Grade Calculator',
  description: 'Find the score you need on a final exam to reach the grade you want in a course.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'gpa-calculator',
    'average-calculator',
    'percentage-calculator',
    'marks-percentage-calculator',
    'weighted-grade-calculator',
  ],
  keywords: 'grade final exam score needed',
} satisfies CalculatorRecord;

// The score needed on a final exam: the course grade is the grade so far weighted (1 − w) plus
// the final weighted w, so the final needed is (wanted − current × (1 − w)) ÷ w. Above 100 % the
// grade is out of reach (without extra credit); below 0 it is already secured. Worked in decimal
// (big.js), so 85 × 0.6 is 51, not 51.00000000000001.

function percentField(label: string, defaultText: string, what: string, help: string) {
  return {
    kind: 'percent',
    label,
    default: defaultText,
    min: 0,
    max: 200,
    help,
    messages: {
      required: `Enter ${what}`,
      min: `${what[0]!.toUpperCase()}${what.slice(1)} cannot be negative`,
      max: `${what[0]!.toUpperCase()}${what.slice(1)} can be at most 200%`,
    },
  } as const satisfies NumberField;
}

/** The final's weight as a fraction, the rest's, and the points the current grade brings. */
function parts(current: number, weight: number) {
  // × 0.01 rather than ÷ 100: a product is exact, where a quotient stops at 20 decimals and made
  // a weight of 10⁻³⁰⁰% a fraction of 0, then a division by it.
  const w = decimal(weight).times('0.01');
  const rest = decimal(1).minus(w);
  return { w, rest, kept: decimal(current).times(rest) };
}

/** The final-exam score needed, in %. */
export function neededOnFinal(current: number, weight: number, wanted: number): number {
  const { w, kept } = parts(current, weight);
  return decimal(wanted).minus(kept).div(w).toNumber();
}

/**
 * The score needed as the page shows it: rounded up to 2 decimals, so that it is enough
 * (98.333…% is 98.34%: a final of 98.33% leaves the course grade a hair under what is wanted).
 */
function enoughToShow(needed: number): number {
  return decimal(needed).round(2, Big.roundUp).toNumber();
}

/** The course grade, in %, for a final-exam score. */
function gradeWith(current: number, weight: number, final: number): number {
  const { w, kept } = parts(current, weight);
  return kept.plus(decimal(final).times(w)).toNumber();
}

export default defineCalculator({
  slug: 'grade-calculator',
  fields: {
    current: percentField(
      'Current grade',
      '85',
      'your current grade',
      'Your grade in the course so far, before the final.',
    ),
    weight: {
      kind: 'percent',
      label: 'Final exam weight',
      default: '40',
      min: 0,
      minExclusive: true,
      max: 100,
      help: 'How much of the course grade the final is worth.',
      messages: {
        required: 'Enter how much the final is worth',
        min: 'The final must be worth more than 0%',
        max: 'The final can be worth at most 100%',
      },
    },
    wanted: percentField(
      'Grade you want',
      '90',
      'the grade you want',
      'The course grade you are aiming for (90% for an A− on many scales).',
    ),
  },
  outputs: {
    needed: { label: 'Score needed on the final', format: 'percent' },
    withZero: { label: 'Course grade with 0% on the final', format: 'percent' },
    withFull: { label: 'Course grade with 100% on the final', format: 'percent' },
  },
  compute: (v) => ({
    // Below 0 any score will do: the headline says 0%, the steps the formula's own figure.
    needed: Math.max(0, enoughToShow(neededOnFinal(v.current, v.weight, v.wanted))),
    withZero: gradeWith(v.current, v.weight, 0),
    withFull: gradeWith(v.current, v.weight, 100),
  }),
  summary(v, r) {
    const wanted = `${formatPlain(v.wanted)}%`;
    if (r.needed > 100) {
      return `You would need ${formatNumber(r.needed, 2)}% on the final, more than 100%: ${wanted} is out of reach without extra credit. A perfect final gives ${formatNumber(r.withFull, 2)}%.`;
    }
    if (r.needed <= 0) {
      return `Even 0% on the final leaves you with ${formatNumber(r.withZero, 2)}%, so ${wanted} is already secured.`;
    }
    return `Score at least ${formatNumber(r.needed, 2)}% on the final to finish with ${wanted}.`;
  },
  steps(v, r) {
    const { w, rest, kept } = parts(v.current, v.weight);
    const [wText, restText, keptText] = [w, rest, kept].map((x) => formatPlain(x.toNumber())) as [
      string,
      string,
      string,
    ];
    const raw = neededOnFinal(v.current, v.weight, v.wanted);
    // To 2 decimals, as the results, unless they would round it: then to 10 (98.3333333333).
    const rawText = enoughToShow(raw) === raw ? formatNumber(raw, 2) : formatPlain(raw);
    const rawSign = quotientEqualsOrAbout(
      decimal(v.wanted).minus(readShown(keptText)!),
      readShown(wText)!,
      rawText,
    );
    return [
      `Weight of the final w = ${formatPlain(v.weight)}% = ${wText}; the rest of the course counts 1 − w = ${restText}.`,
      `Your current grade brings ${formatPlain(v.current)} × ${restText} = ${keptText} points of the course grade.`,
      `Needed on the final = (wanted − current × (1 − w)) ÷ w = (${formatPlain(v.wanted)} − ${keptText}) ÷ ${wText} ${rawSign} ${rawText}%${raw < 0 ? ', below 0: any score will do' : enoughToShow(raw) !== raw ? `, rounded up to ${formatNumber(enoughToShow(raw), 2)}% so that it is enough` : ''}.`,
      `With 0% on the final the course grade is ${formatNumber(r.withZero, 2)}%; with 100%, ${formatNumber(r.withFull, 2)}%.`,
    ];
  },
  about: [
    'Your course grade is your grade so far, weighted by the part of the course already done, plus the final exam weighted by its share: grade = current × (1 − w) + final × w, where w is the final’s weight (40% is 0.4). Solved for the final: final = (wanted − current × (1 − w)) ÷ w.',
    'The current grade is taken to be your weighted average over everything except the final. A result above 100% means the grade you want cannot be reached unless the final gives extra credit; a result of 0% or below means you have it already. Results are shown to 2 decimals; the score needed is rounded up, so that it is enough (98.333…% is shown as 98.34%).',
  ],
  faq: [
    {
      question: 'What do I need on my final to get an A?',
      answer:
        'Enter the grade an A needs on your course’s scale (often 90% or 93%) as the grade you want. With 85% now and a final worth 40%, a 90% needs (90 − 85 × 0.6) ÷ 0.4 = 97.5% on the final.',
    },
    {
      question: 'Why is the score needed more than 100%?',
      answer:
        'Because even a perfect final cannot lift your grade that far: with 70% now and a final worth 20%, the best possible grade is 70 × 0.8 + 100 × 0.2 = 76%.',
    },
    {
      question: 'What if I do not know my current grade?',
      answer:
        'Work it out from your marks so far: each mark times its weight, added up and divided by the weights added up. Leave the final out of it.',
    },
  ],
  references: [
    {
      source:
        'J. R. Hanly and E. B. Koffman, Problem Solving and Program Design in C (Pearson), Chapter 2 Programming Projects, "predicts the score needed on a final exam" (Project 6 in the 8th Global Edition, 2016; numbered 7 in some editions), sample run: desired grade B, minimum average required 79.5, current average in course 74.6, final counts 25% of the course grade → "You need a score of 94.20 on the final to get a B." Read through verbatim copies of the exercise in students’ solution repositories (e.g. github.com/davelorino/Problem-Solving-and-Program-Design-in-C)',
      inputs: { current: '74.6', weight: '25', wanted: '79.5' },
      expected: { needed: 94.2 },
      tolerance: 0.005,
    },
    {
      source:
        'D. W. Baker and W. Haynes, Engineering Statics: Open and Interactive (open textbook, Colorado State University; listed in the Open Textbook Library), Section 7.1 "Weighted Average", Example 7.1.1 "Course Grades" (engineeringstatics.org/weghted-average.html): two exams 25% each (40 and 80), homework 10% (90), final 40%; to get a 70 in the class FE = (70 − (10 + 20 + 9)) ÷ 0.4 = 77.5. The grade before the final is entered as (10 + 20 + 9) ÷ 0.6 = 65, the average over the 60% already graded',
      inputs: { current: '65', weight: '40', wanted: '70' },
      expected: { needed: 77.5 },
      tolerance: 0,
    },
    {
      source:
        'University of Arizona, ATMO 170A1 lecture notes, Monday Dec. 3, 2012 (atmo.arizona.edu/students/courselinks/fall12/atmo170a1s1/lecture_notes/dec03.html): the final exam counts 40% and the present grade the remaining 60%; with a current grade of 77.5% and a B (80%) wanted, "You will need 84% on the exam" (printed to the whole percent)',
      inputs: { current: '77.5', weight: '40', wanted: '80' },
      expected: { needed: 84 },
      tolerance: 0.5,
    },
  ],
});
