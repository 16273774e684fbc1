import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal } from '../engine/money.ts';
import { rowsField } from '../engine/rows.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 67,
  name: 'GPA Calculator',
  description:
    'Work out your grade point average on the four-point scale (A = 4) from your courses’ letter grades and credits.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'grade-calculator',
    'average-calculator',
    'percentage-calculator',
    'cgpa-to-percentage-calculator',
    'weighted-grade-calculator',
  ],
  keywords: 'gpa grade point average college',
} satisfies CalculatorRecord;

// Grade point average on the 4.0 scale: each course's grade points (A+ and A = 4.0, A− = 3.7,
// B+ = 3.3 … D = 1.0, F = 0, the College Board's table, with D− = 0.7 as many colleges add)
// times its credits, summed, divided by the credits. Courses are a list of rows the visitor adds
// to and removes from, up to 20 (`?grade=a~b-plus~c&credits=3~4~2`); a row left at "—" with no
// credits is not counted. Sums are decimal (big.js), and the GPA is shown rounded half-up to 2
// decimals.

const GRADES = [
  { value: 'a-plus', letter: 'A+', points: '4.0' },
  { value: 'a', letter: 'A', points: '4.0' },
  { value: 'a-minus', letter: 'A−', points: '3.7' },
  { value: 'b-plus', letter: 'B+', points: '3.3' },
  { value: 'b', letter: 'B', points: '3.0' },
  { value: 'b-minus', letter: 'B−', points: '2.7' },
  { value: 'c-plus', letter: 'C+', points: '2.3' },
  { value: 'c', letter: 'C', points: '2.0' },
  { value: 'c-minus', letter: 'C−', points: '1.7' },
  { value: 'd-plus', letter: 'D+', points: '1.3' },
  { value: 'd', letter: 'D', points: '1.0' },
  { value: 'd-minus', letter: 'D−', points: '0.7' },
  { value: 'f', letter: 'F', points: '0.0' },
] as const;

type Grade = (typeof GRADES)[number]['value'] | 'none';

const gradeOf = (value: Grade) => GRADES.find((grade) => grade.value === value);

/** The six courses the form had before it was a list, with their defaults. */
const OLD_COURSES = [
  ['a', '3'],
  ['b-plus', '4'],
  ['a-minus', '3'],
  ['b', '3'],
  ['none', ''],
  ['none', ''],
] as const;

/** The most courses the list takes: a long year's worth, or a transcript's terms added up. */
const MOST_COURSES = 20;

const fields = {
  courses: rowsField({
    label: 'Courses',
    row: 'Course',
    add: 'Add a course',
    min: 1,
    max: MOST_COURSES,
    columns: {
      grade: {
        kind: 'choice',
        label: 'Grade',
        default: 'none' as Grade,
        options: [
          { value: 'none', label: '— (no grade)' },
          ...GRADES.map((g) => ({ value: g.value, label: `${g.letter} (${g.points})` })),
        ],
      },
      credits: {
        kind: 'number',
        label: 'Credits',
        default: '',
        min: 0,
        max: 30,
        blankValue: 0,
        messages: {
          required: 'Enter the credits',
          min: 'Credits cannot be negative',
          max: 'A course can have at most 30 credits',
          invalid: 'Enter the credits as a number, such as 3 or 1.5',
        },
      },
    },
    default: [
      { grade: 'a', credits: '3' },
      { grade: 'b-plus', credits: '4' },
      { grade: 'a-minus', credits: '3' },
      { grade: 'b', credits: '3' },
    ],
    // A row left blank is not counted; one with only a grade or only credits is asked about.
    checkRow(course) {
      if (course.grade !== 'none' && course.credits === 0) {
        return { credits: 'Enter the credits (more than 0)' };
      }
      if (course.grade === 'none' && course.credits > 0) {
        return { grade: 'Choose a grade, or remove the course' };
      }
      return {};
    },
  }),
} as const;

type GpaValues = Values<typeof fields>;

/** The courses that count (a grade and credits), numbered as the list numbers them. */
function counted(v: GpaValues) {
  return v.courses.flatMap((course, index) => {
    const grade = gradeOf(course.grade);
    return grade && course.credits > 0
      ? [{ n: index + 1, credits: course.credits, letter: grade.letter, gradePoints: grade.points }]
      : [];
  });
}

/** Grade points and credits, summed as decimals. */
function totals(v: GpaValues) {
  const courses = counted(v);
  const points = courses.reduce(
    (sum, course) => sum.plus(decimal(course.gradePoints).times(course.credits)),
    new Big(0),
  );
  const credits = courses.reduce((sum, course) => sum.plus(course.credits), new Big(0));
  return { courses, points, credits, gpa: points.div(credits) };
}

/** The GPA as shown: half-up to 2 decimals. */
const shownGpa = (gpa: Big) => formatNumber(gpa.round(2, Big.roundHalfUp).toNumber(), 2);

export default defineCalculator({
  slug: 'gpa-calculator',
  fields,
  formerLinks: {
    // Links of the days of six fixed courses, each a grade and a credits field.
    params: OLD_COURSES.flatMap((_, n) => [`grade${n + 1}`, `credits${n + 1}`]),
    read(former) {
      const rows = OLD_COURSES.map(([grade, credits], n) => ({
        grade: former[`grade${n + 1}`]?.trim() || grade,
        credits: former[`credits${n + 1}`]?.trim() || credits,
      }));
      // The rows after the last course given are the empty ones the form always had.
      const blank = (row: { grade: string; credits: string }) =>
        row.grade.toLowerCase() === 'none' && (row.credits === '' || Number(row.credits) === 0);
      while (rows.length > 1 && blank(rows.at(-1)!)) rows.pop();
      return {
        grade: rows.map((row) => row.grade).join('~'),
        credits: rows.map((row) => row.credits).join('~'),
      };
    },
  },
  validate: (v) =>
    counted(v).length === 0
      ? { courses: 'Choose a grade and enter the credits of at least one course' }
      : {},
  outputs: {
    gpa: { label: 'GPA', format: 'number' },
    credits: { label: 'Credits', format: 'number' },
    points: { label: 'Grade points', format: 'number' },
    courses: { label: 'Courses', format: 'integer' },
  },
  compute(v) {
    const { courses, points, credits, gpa } = totals(v);
    return {
      gpa: gpa.toNumber(),
      credits: credits.toNumber(),
      points: points.toNumber(),
      courses: courses.length,
    };
  },
  headline: {
    label: 'GPA (4.0 scale)',
    text: (v) => shownGpa(totals(v).gpa),
    caption: (_v, r) =>
      `${formatPlain(r.points)} grade points ÷ ${formatPlain(r.credits)} credits, from ${r.courses} course${r.courses === 1 ? '' : 's'}`,
  },
  facts: (_v, r) => [
    { label: 'Credits', text: formatPlain(r.credits) },
    { label: 'Grade points', text: formatPlain(r.points) },
  ],
  steps(v) {
    const { courses, points, credits, gpa } = totals(v);
    const exact = gpa.round(2, Big.roundHalfUp).eq(gpa);
    return [
      ...courses.map(
        (course) =>
          `Course ${course.n}: ${course.letter} = ${course.gradePoints} × ${formatPlain(course.credits)} credits = ${formatPlain(decimal(course.gradePoints).times(course.credits).toNumber())} grade points`,
      ),
      `Grade points: ${courses.map((c) => formatPlain(decimal(c.gradePoints).times(c.credits).toNumber())).join(' + ')} = ${formatPlain(points.toNumber())}`,
      `Credits: ${courses.map((c) => formatPlain(c.credits)).join(' + ')} = ${formatPlain(credits.toNumber())}`,
      `GPA = ${formatPlain(points.toNumber())} ÷ ${formatPlain(credits.toNumber())} ${exact ? '=' : '≈'} ${shownGpa(gpa)}`,
    ];
  },
  dataTable: {
    caption: 'Grade points on the 4.0 scale',
    columns: ['Grade', 'Grade points'],
    rows: GRADES.map((grade) => [grade.letter, grade.points]),
  },
  about: [
    'GPA = the sum of each course’s grade points × its credits, divided by the total credits. A 3-credit A is 4.0 × 3 = 12 grade points; a 4-credit B+ is 3.3 × 4 = 13.2. Add a row for each course, up to 20; a row left at "—" without credits is not counted.',
    'The scale is the College Board’s 4.0 scale: A+ and A = 4.0, A− = 3.7, B+ = 3.3, B = 3.0, B− = 2.7, C+ = 2.3, C = 2.0, C− = 1.7, D+ = 1.3, D = 1.0, F = 0. D− = 0.7 is added, as many colleges use it. Schools that give A+ 4.3, or weight honours and AP courses, will have a different GPA; this calculator gives the unweighted one.',
    'The sums are exact, and the GPA is shown rounded half-up to 2 decimals (36 ÷ 14 = 2.571… shows as 2.57). Some schools cut the GPA off at 2 or 3 decimals instead of rounding; the difference is at most 0.01.',
  ],
  faq: [
    {
      question: 'How do I calculate my GPA?',
      answer:
        'Multiply each course’s grade points by its credits, add them up, and divide by the total credits. A (4.0) in a 3-credit course and C (2.0) in a 4-credit course give (12 + 8) ÷ 7 = 2.86.',
    },
    {
      question: 'Does an F count in my GPA?',
      answer:
        'Yes. An F is 0 grade points, but its credits are still counted in the total, so it lowers the GPA. Pass/fail courses and withdrawals usually do not count; leave them at "—".',
    },
    {
      question: 'What if my school gives A+ more than 4.0?',
      answer:
        'Some schools give A+ 4.3. This calculator uses the common 4.0 cap (A+ = A = 4.0); with a 4.3 A+ your GPA would be 0.3 × that course’s credits ÷ total credits higher.',
    },
    {
      question: 'How do I find my cumulative GPA?',
      answer:
        'Add the grade points of every term and divide by all the credits, as a registrar does; the grade points and credits of the courses entered here are shown under the result. Do not average the terms’ GPAs: a term with more credits counts for more.',
    },
  ],
  references: [
    {
      source:
        'Washington State University Registrar, "Grades and GPA" (registrar.wsu.edu/grades-and-gpa), example 1: B+ in 3 credits, C in 4, A in 3 = 29.9 points ÷ 10 = 2.99',
      inputs: courseInputs(['b-plus', '3'], ['c', '4'], ['a', '3']),
      expected: { gpa: 2.99, points: 29.9, credits: 10 },
      tolerance: 0.005,
    },
    {
      source:
        'Southern Polytechnic State University Registrar, GPA (spsu.edu/registrar/GPA.htm): A 4 h, A 2 h, C 3 h, F 3 h, B 2 h = 36 quality points ÷ 14 = 2.57',
      inputs: courseInputs(['a', '4'], ['a', '2'], ['c', '3'], ['f', '3'], ['b', '2']),
      expected: { gpa: 2.57, points: 36, credits: 14 },
      tolerance: 0.005,
    },
    {
      source:
        'Davidson County Community College, GPA example (davidsonccc.edu/advisement/gpa.htm): A 3, C 3, F 3, B 1 = 21 points ÷ 10 credits = 2.10',
      inputs: courseInputs(['a', '3'], ['c', '3'], ['f', '3'], ['b', '1']),
      expected: { gpa: 2.1, points: 21, credits: 10 },
      tolerance: 0.005,
    },
    {
      source:
        'Delgado Community College, "GPA" (dcc.edu/mobile/student-services/advising/academic-status/gpa.aspx): C and B in two 3-hour classes = 15 points ÷ 6 hours = 2.5',
      inputs: courseInputs(['c', '3'], ['b', '3']),
      expected: { gpa: 2.5, points: 15, credits: 6 },
      tolerance: 0.005,
    },
  ],
});

/** A reference's inputs: the courses' grades and credits, as a link carries them. */
function courseInputs(...courses: [Grade, string][]): { grade: string; credits: string } {
  return {
    grade: courses.map(([grade]) => grade).join('~'),
    credits: courses.map(([, credits]) => credits).join('~'),
  };
}
