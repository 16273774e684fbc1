import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal } from '../engine/money.ts';
import { rowsField } from '../engine/rows.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 165,
  name: 'Weighted Grade Calculator',
  description:
    'Work out your course grade from the grades and weights of your assignments, tests and exams, with the letter grade.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'grade-calculator',
    'gpa-calculator',
    'average-calculator',
    'marks-percentage-calculator',
  ],
  keywords:
    'weighted grade weighted average course grade class grade syllabus weights assignments homework quizzes midterm final letter grade',
} satisfies CalculatorRecord;

// The weighted grade: the sum of each item's grade × its weight, divided by the sum of the
// weights (a weighted mean). Weights that add up to 100 % give the course grade; weights that add
// up to less (the final not yet taken) or to more give the grade so far, the weights rescaled to
// 100 %, which the page says. Items are a list of rows (`?grade=93~85&weight=10~20`). Sums are
// decimal (big.js); the grade is shown rounded half-up to 2 decimals. The letter grade is on the
// common US scale: A from 90 %, B from 80 %, C from 70 %, D from 60 %, F below.

const MOST_ITEMS = 20;

const LETTERS = [
  { letter: 'A', from: 90 },
  { letter: 'B', from: 80 },
  { letter: 'C', from: 70 },
  { letter: 'D', from: 60 },
  { letter: 'F', from: 0 },
] as const;

const fields = {
  items: rowsField({
    label: 'Assignments and exams',
    row: 'Item',
    add: 'Add an item',
    min: 1,
    max: MOST_ITEMS,
    columns: {
      grade: {
        kind: 'percent',
        label: 'Grade',
        default: '',
        min: 0,
        max: 200,
        blankValue: -1,
        messages: {
          required: 'Enter the grade',
          min: 'A grade cannot be negative',
          max: 'A grade can be at most 200%',
          invalid: 'Enter the grade as a percentage, such as 85',
        },
      },
      weight: {
        kind: 'percent',
        label: 'Weight',
        default: '',
        min: 0,
        max: 100,
        blankValue: 0,
        sameRow: true,
        messages: {
          required: 'Enter the weight',
          min: 'A weight cannot be negative',
          max: 'A weight can be at most 100%',
          invalid: 'Enter the weight as a percentage, such as 20',
        },
      },
    },
    default: [
      { grade: '93', weight: '10' },
      { grade: '85', weight: '20' },
      { grade: '86', weight: '20' },
      { grade: '87', weight: '25' },
      { grade: '91', weight: '25' },
    ],
    // A blank row is not counted; a grade without a weight, or a weight without a grade, is asked about.
    checkRow(item) {
      if (item.grade >= 0 && item.weight === 0) return { weight: 'Enter the weight (more than 0)' };
      if (item.grade < 0 && item.weight > 0)
        return { grade: 'Enter the grade, or remove the item' };
      return {};
    },
  }),
} as const;

type GradeValues = Values<typeof fields>;

/** The items that count (a grade and a weight), numbered as the list numbers them. */
function counted(v: GradeValues) {
  return v.items.flatMap((item, index) =>
    item.grade >= 0 && item.weight > 0
      ? [{ n: index + 1, grade: item.grade, weight: item.weight }]
      : [],
  );
}

function totals(v: GradeValues) {
  const items = counted(v);
  const points = items.reduce(
    (sum, item) => sum.plus(decimal(item.grade).times(item.weight)),
    new Big(0),
  );
  const weight = items.reduce((sum, item) => sum.plus(item.weight), new Big(0));
  return { items, points, weight, average: points.div(weight) };
}

/**
 * The letter of a grade as shown: rounded half-up to 2 decimals as the headline is, so 59.995 is
 * 60.00% and a D (toFixed read the double 59.99499… as 59.99, an F).
 */
export function letterOf(grade: number | Big): string {
  const shown = decimal(grade).round(2, Big.roundHalfUp).toNumber();
  return LETTERS.find((band) => shown >= band.from)!.letter;
}

const shownGrade = (grade: Big) =>
  `${formatNumber(grade.round(2, Big.roundHalfUp).toNumber(), 2)}%`;

export default defineCalculator({
  slug: 'weighted-grade-calculator',
  fields,
  validate: (v) =>
    counted(v).length === 0 ? { items: 'Enter the grade and the weight of at least one item' } : {},
  outputs: {
    average: { label: 'Weighted grade', format: 'percent' },
    totalWeight: { label: 'Weights added up', format: 'percent' },
    items: { label: 'Items counted', format: 'integer' },
  },
  compute(v) {
    const { items, weight, average } = totals(v);
    return { average: average.toNumber(), totalWeight: weight.toNumber(), items: items.length };
  },
  headline: {
    label: 'Weighted grade',
    text: (v) => shownGrade(totals(v).average),
    caption(_v, r) {
      const letter = `letter grade ${letterOf(r.average)}`;
      if (r.totalWeight === 100) return `Course grade, ${letter}`;
      return r.totalWeight < 100
        ? `Grade so far, over ${formatPlain(r.totalWeight)}% of the weight (rescaled to 100%), ${letter}`
        : `The weights add up to ${formatPlain(r.totalWeight)}%, rescaled to 100%; ${letter}`;
    },
  },
  facts(_v, r) {
    const facts = [
      { label: 'Letter grade (A 90+, B 80+, C 70+, D 60+)', text: letterOf(r.average) },
      { label: 'Weights added up', text: `${formatPlain(r.totalWeight)}%` },
    ];
    if (r.totalWeight < 100) {
      facts.push({ label: 'Weight still to come', text: `${formatPlain(100 - r.totalWeight)}%` });
    }
    return facts;
  },
  steps(v) {
    const { items, points, weight, average } = totals(v);
    const product = (item: { grade: number; weight: number }) =>
      formatPlain(decimal(item.grade).times(item.weight).toNumber());
    const exact = average.round(2, Big.roundHalfUp).eq(average);
    const lines = [
      ...items.map(
        (item) =>
          `Item ${item.n}: ${formatPlain(item.grade)}% × ${formatPlain(item.weight)} = ${product(item)}`,
      ),
      `Grade × weight, added: ${items.map(product).join(' + ')} = ${formatPlain(points.toNumber())}`,
      `Weights, added: ${items.map((item) => formatPlain(item.weight)).join(' + ')} = ${formatPlain(weight.toNumber())}%`,
    ];
    if (!weight.eq(100)) {
      lines.push(
        `The weights add up to ${formatPlain(weight.toNumber())}%, not 100%, so the sum is divided by ${formatPlain(weight.toNumber())} rather than 100: each weight counts as its share of the total.`,
      );
    }
    lines.push(
      `Weighted grade = ${formatPlain(points.toNumber())} ÷ ${formatPlain(weight.toNumber())} ${exact ? '=' : '≈'} ${shownGrade(average)}, letter grade ${letterOf(average)}`,
    );
    return lines;
  },
  dataTable: {
    caption: 'Letter grades (common US scale)',
    columns: ['Letter', 'Grade from'],
    rows: LETTERS.map((band) => [band.letter, band.from === 0 ? 'below 60%' : `${band.from}%`]),
  },
  about: [
    'Weighted grade = (grade₁ × weight₁ + grade₂ × weight₂ + …) ÷ (weight₁ + weight₂ + …), the weighted mean. Enter each assignment, test or exam (or each category, with its average) and its weight from the syllabus; add a row for each, up to 20. A row left blank is not counted.',
    'When the weights add up to 100%, the result is the course grade. When they add up to less, as before the final exam, the sum is divided by the weights entered, so the result is the grade so far, as if the weights were rescaled to 100%. Weights that add up to more than 100% are rescaled the same way, and the page says so.',
    'The sums are exact, and the grade is shown rounded half-up to 2 decimals. The letter grade uses the common US scale, from the grade as shown: A from 90%, B from 80%, C from 70%, D from 60%, F below 60%. Your school’s scale, with plus and minus grades, may differ.',
  ],
  faq: [
    {
      question: 'How do I calculate a weighted grade?',
      answer:
        'Multiply each grade by its weight, add the products, and divide by the sum of the weights. Homework 93% at 10%, quizzes 85% at 20%, essays 86% at 20%, midterm 87% at 25% and final 91% at 25% give 8,800 ÷ 100 = 88%.',
    },
    {
      question: 'What if my weights do not add up to 100%?',
      answer:
        'Dividing by the weights entered gives your grade so far. Without the final (25%), the example above is 6,525 ÷ 75 = 87%: the other items’ weights count as their share of 75%.',
    },
    {
      question: 'Can I enter category averages instead of single assignments?',
      answer:
        'Yes. If homework is worth 25% and your homework average is 86.7%, enter one row of 86.7 with weight 25. Work out each category’s average first, by points earned over points possible.',
    },
    {
      question: 'What score do I need on the final?',
      answer:
        'Use the grade calculator: enter your grade so far from this page, the final’s weight and the course grade you want, and it gives the final exam score needed.',
    },
  ],
  references: [
    {
      source:
        'Hampton University School of Nursing, “Calculating a Weighted Average” (nursing.hamptonu.edu/page/Calculating-a-Weighted-Average): homework 93% × .30, quiz/test 88% × .50, exam 91% × .20 = 90.1%',
      inputs: itemInputs(['93', '30'], ['88', '50'], ['91', '20']),
      expected: { average: 90.1 },
      tolerance: 0,
    },
    {
      source:
        'University of Iowa ITS, “ICON final grading scenarios” (teach.its.uiowa.edu/icon-final-grading-scenarios): homework 80% (10%), quizzes 85% (35%), exam 93% (55%) = 88.9%',
      inputs: itemInputs(['80', '10'], ['85', '35'], ['93', '55']),
      expected: { average: 88.9 },
      tolerance: 0,
    },
    {
      source:
        'The University of Findlay IT Help Desk, “Grade Center - Weighted Grades” ' +
        '(helpdesk.findlay.edu/support/solutions/articles/13000047003-grade-center-weighted-grades), ' +
        'weighted total by item: 24/25 (96%) weighted 10%, 20/20 (100%) 15%, 45/50 (90%) 35% and ' +
        '92/100 (92%) 40%, .096 + .15 + .315 + .368 = .929 or 92.9%',
      inputs: itemInputs(['96', '10'], ['100', '15'], ['90', '35'], ['92', '40']),
      expected: { average: 92.9, totalWeight: 100 },
      tolerance: 0,
    },
    {
      source:
        'Instructure, Canvas Instructor Guide, "How do I weight the final course grade based on assignment groups?" (community.canvaslms.com/docs/DOC-10059-415267002): the same course with no graded items in the 30% group, [(0.75 × 0.20) + (0.98 × 0.50)] ÷ 0.70 = 0.9143, or 91.43%',
      inputs: itemInputs(['75', '20'], ['98', '50']),
      expected: { average: 91.43, totalWeight: 70 },
      tolerance: 0.005,
    },
    {
      source:
        'Shining Light Technologies, Gradebook help, “Grade computation” (shininglighttech.com/help/Gradebook/GradeComputation.html): weights 4, 10, 1, 4 and grades 97, 89, 100, 95 give 1758 ÷ 19 = 92.5 (rounded to 1 decimal)',
      inputs: itemInputs(['97', '4'], ['89', '10'], ['100', '1'], ['95', '4']),
      expected: { average: 92.5, totalWeight: 19 },
      tolerance: 0.05,
    },
  ],
});

/** A reference's inputs: the items' grades and weights, as a link carries them. */
function itemInputs(...items: [string, string][]): { grade: string; weight: string } {
  return {
    grade: items.map(([grade]) => grade).join('~'),
    weight: items.map(([, weight]) => weight).join('~'),
  };
}
