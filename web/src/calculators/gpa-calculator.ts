import { formatNumber, formatPlain } from '../domain/format.ts';
import {
  defineCalculator,
  type ChoiceField,
  type NumberField,
  type Values,
} from '../engine/definition.ts';
import { Big, decimal } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 67,
  name: 'GPA Calculator',
  description:
    'Work out your grade point average on the 4.0 scale from your courses’ letter grades and credits.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['grade-calculator', 'average-calculator', 'percentage-calculator'],
  keywords: 'gpa grade point average college',
} satisfies CalculatorRecord;

// Grade point average on the 4.0 scale: each course's grade points (A+ and A = 4.0, A− = 3.7,
// B+ = 3.3 … D = 1.0, F = 0, the College Board's table, with D− = 0.7 as many colleges add)
// times its credits, summed, divided by the credits. Up to six courses; a row left at "—" is not
// counted. Sums are decimal (big.js), and the GPA is shown rounded half-up to 2 decimals.

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

function gradeField(course: number, grade: Grade) {
  return {
    kind: 'choice',
    label: `Course ${course} grade`,
    default: grade,
    options: [
      { value: 'none', label: '— (no course)' },
      ...GRADES.map((g) => ({ value: g.value, label: `${g.letter} (${g.points})` })),
    ],
  } as const satisfies ChoiceField<Grade>;
}

function creditsField(course: number, credits: string) {
  return {
    kind: 'number',
    label: `Course ${course} credits`,
    default: credits,
    min: 0,
    max: 30,
    blankValue: 0,
    sameRow: true,
    messages: {
      required: `Enter the credits for course ${course}`,
      min: 'Credits cannot be negative',
      max: 'A course can have at most 30 credits',
      invalid: 'Enter the credits as a number, such as 3 or 1.5',
    },
  } as const satisfies NumberField;
}

const fields = {
  grade1: gradeField(1, 'a'),
  credits1: creditsField(1, '3'),
  grade2: gradeField(2, 'b-plus'),
  credits2: creditsField(2, '4'),
  grade3: gradeField(3, 'a-minus'),
  credits3: creditsField(3, '3'),
  grade4: gradeField(4, 'b'),
  credits4: creditsField(4, '3'),
  grade5: gradeField(5, 'none'),
  credits5: creditsField(5, ''),
  grade6: gradeField(6, 'none'),
  credits6: creditsField(6, ''),
} as const;

type GpaValues = Values<typeof fields>;

const COURSES = [1, 2, 3, 4, 5, 6] as const;

interface Course {
  n: number;
  grade: Grade;
  credits: number;
}

function coursesOf(v: GpaValues): Course[] {
  return COURSES.map((n) => ({
    n,
    grade: v[`grade${n}` as const],
    credits: v[`credits${n}` as const],
  }));
}

/** The courses that count: a grade and credits. */
function counted(v: GpaValues) {
  return coursesOf(v).flatMap((course) => {
    const grade = gradeOf(course.grade);
    return grade && course.credits > 0
      ? [{ ...course, letter: grade.letter, gradePoints: grade.points }]
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
  currency: 'USD',
  fields,
  validate(v) {
    const errors: Partial<Record<keyof typeof fields, string>> = {};
    for (const course of coursesOf(v)) {
      if (course.grade !== 'none' && course.credits === 0) {
        errors[`credits${course.n}` as `credits${(typeof COURSES)[number]}`] =
          `Enter the credits for course ${course.n} (more than 0)`;
      } else if (course.grade === 'none' && course.credits > 0) {
        errors[`grade${course.n}` as `grade${(typeof COURSES)[number]}`] =
          `Choose a grade for course ${course.n}, or clear its credits`;
      }
    }
    if (Object.keys(errors).length === 0 && counted(v).length === 0) {
      errors.grade1 = 'Choose a grade and enter the credits of at least one course';
    }
    return errors;
  },
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
    'GPA = the sum of each course’s grade points × its credits, divided by the total credits. A 3-credit A is 4.0 × 3 = 12 grade points; a 4-credit B+ is 3.3 × 4 = 13.2. Courses left at "—" are not counted.',
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

/** A reference's inputs: the courses given, the other rows left empty. */
function courseInputs(...courses: [Grade, string][]): Partial<Record<keyof typeof fields, string>> {
  const inputs: Partial<Record<keyof typeof fields, string>> = {};
  for (const n of COURSES) {
    const [grade, credits] = courses[n - 1] ?? ['none', ''];
    inputs[`grade${n}`] = grade;
    inputs[`credits${n}`] = credits;
  }
  return inputs;
}
