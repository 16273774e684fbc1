import { formatCount, formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, placesOf } from '../engine/money.ts';
import { choiceOf } from '../engine/evaluate.ts';
import { rowsField, rowTexts } from '../engine/rows.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 67,
  name: 'GPA Calculator',
  description:
    'Work out your grade point average on the four-point scale (A = 4) from your courses’ letter grades and credits, and the weighted GPA with honors and AP courses.',
  category: 'more',
  icon: 'graduation-cap',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: [
    'grade-calculator',
    'average-calculator',
    'percentage-calculator',
    'cgpa-to-percentage-calculator',
    'weighted-grade-calculator',
  ],
  keywords:
    'gpa grade point average college high school weighted unweighted honors honours ap ib dual enrollment',
} satisfies CalculatorRecord;

// Grade point average on the 4.0 scale: each course's grade points (A+ and A = 4.0, A− = 3.7,
// B+ = 3.3 … D = 1.0, F = 0, the College Board's table, with D− = 0.7 as many colleges add)
// times its credits, summed, divided by the credits. Courses are a list of rows the visitor adds
// to and removes from, up to 20 (`?grade=a~b-plus~c&credits=3~4~2`); a row left at "—" with no
// credits is not counted. Sums are decimal (big.js), and the GPA is shown rounded half-up to 2
// decimals.
//
// The weighted GPA, as US high schools keep it beside the unweighted one: a course's level adds
// a bonus to its grade points, by default 0.5 for honors and 1.0 for AP, IB and college (dual
// enrollment) courses, as many schools do (Asheboro City Schools' published table: an honors A
// is 4.5, an AP A 5, an AP D 2), and an F earns no bonus at any level. Schools differ
// in their bonuses, so both are fields (`?level=regular~ap&honorsBonus=0.5&apBonus=1`).

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

const LEVELS = [
  { value: 'regular', label: 'Regular' },
  { value: 'honors', label: 'Honors' },
  { value: 'ap', label: 'AP, IB or college' },
] as const;

type Level = (typeof LEVELS)[number]['value'];

/** The weighted references' source: a North Carolina high school's published table. */
const ASHEBORO =
  'Asheboro City Schools (North Carolina), Asheboro High School course catalogue 2023-2024, "Grading System/Quality Points" (sites.google.com/asheboro.k12.nc.us/2023-2024ahscoursecatalog/home/grading-systemquality-points)';

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

const courses = rowsField({
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
    level: {
      kind: 'choice',
      label: 'Level',
      default: 'regular' as Level,
      options: LEVELS,
    },
  },
  // Links shared before courses had a level are of regular courses.
  optional: ['level'],
  default: [
    { grade: 'a', credits: '3', level: 'regular' },
    { grade: 'b-plus', credits: '4', level: 'regular' },
    { grade: 'a-minus', credits: '3', level: 'regular' },
    { grade: 'b', credits: '3', level: 'regular' },
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
});

/**
 * Whether a course that counts (a grade and credits above 0, as typed) is honors or AP, IB or
 * college: the bonuses are asked for, read and checked only then, as the weighted GPA is shown
 * only then, so a bonus typed wrong cannot hold up the GPA of regular courses.
 */
const hasRaisedLevel = (texts: Readonly<Record<string, string | undefined>>) =>
  rowTexts(courses, texts).some(
    (row) =>
      choiceOf(courses.columns.grade, row.grade) !== 'none' &&
      /[1-9]/.test(row.credits ?? '') &&
      choiceOf(courses.columns.level, row.level) !== 'regular',
  );

const fields = {
  courses,
  honorsBonus: levelBonus(
    'Honors bonus',
    '0.5',
    'the honors bonus',
    'Added to an honors grade for the weighted GPA.',
  ),
  // Beside the honors bonus.
  apBonus: {
    ...levelBonus(
      'AP or IB bonus',
      '1',
      'the AP or IB bonus',
      'Also for college (dual enrollment) courses.',
    ),
    sameRow: true,
  },
} as const;

/** The grade points a course level adds to a grade above F, as the visitor's school sets it. */
function levelBonus<L extends string, D extends string>(
  label: L,
  fallback: D,
  noun: string,
  help: string,
) {
  return {
    kind: 'number',
    label,
    unit: 'points',
    default: fallback,
    blankValue: 0,
    placeholder: '0',
    min: 0,
    max: 4,
    help,
    shownWhen: hasRaisedLevel,
    messages: {
      required: '',
      invalid: `Enter ${noun} as a number, such as 0.5 or 1`,
      min: `${noun[0]!.toUpperCase()}${noun.slice(1)} cannot be negative`,
      max: `${noun[0]!.toUpperCase()}${noun.slice(1)} can be at most 4 grade points`,
    },
  } as const;
}

type GpaValues = Values<typeof fields>;

/** The grade points a course's level adds to its grade: none to an F, nor to a regular course. */
function bonusOf(v: GpaValues, level: Level, letter: string): number {
  if (letter === 'F' || level === 'regular') return 0;
  // Shown, so read, whenever a course is honors or AP.
  return (level === 'honors' ? v.honorsBonus : v.apBonus) ?? 0;
}

/** The courses that count (a grade and credits), numbered as the list numbers them. */
function counted(v: GpaValues) {
  return v.courses.flatMap((course, index) => {
    const grade = gradeOf(course.grade);
    if (!grade || course.credits <= 0) return [];
    const level = LEVELS.find((option) => option.value === course.level)!;
    return [
      {
        n: index + 1,
        credits: course.credits,
        letter: grade.letter,
        gradePoints: grade.points,
        level: level.value,
        levelLabel: level.label,
        bonus: bonusOf(v, level.value, grade.letter),
      },
    ];
  });
}

/** Grade points and credits, summed as decimals, unweighted and with the levels' bonuses. */
function totals(v: GpaValues) {
  const courses = counted(v);
  const points = courses.reduce(
    (sum, course) => sum.plus(decimal(course.gradePoints).times(course.credits)),
    new Big(0),
  );
  const bonusPoints = courses.reduce(
    (sum, course) => sum.plus(decimal(course.bonus).times(course.credits)),
    new Big(0),
  );
  const credits = courses.reduce((sum, course) => sum.plus(course.credits), new Big(0));
  return {
    courses,
    points,
    credits,
    gpa: points.div(credits),
    bonusPoints,
    weightedGpa: points.plus(bonusPoints).div(credits),
  };
}

/** Whether a course that counts is an honors, AP, IB or college one (the GPA is then weighted). */
const isWeighted = (v: GpaValues) => counted(v).some((course) => course.level !== 'regular');

/** The GPA as shown: half-up to 2 decimals. */
const shownGpa = (gpa: Big) => formatNumber(gpa.round(2, Big.roundHalfUp).toNumber(), 2);

/** '= 3.50' when the GPA shown is exact, '≈ 3.48' when it is rounded. */
const equalsShown = (gpa: Big) =>
  `${gpa.round(2, Big.roundHalfUp).eq(gpa) ? '=' : '≈'} ${shownGpa(gpa)}`;

/** The weighted GPA's steps: each honors, AP, IB or college course's bonus, then the sum. */
function weightedSteps(v: GpaValues): string[] {
  const { courses, points, credits, bonusPoints, weightedGpa } = totals(v);
  const raised = courses.filter((course) => course.level !== 'regular');
  const lines = raised.map((course) => {
    const name = `Course ${course.n} (${course.levelLabel})`;
    if (course.letter === 'F') return `${name}: an F earns no bonus`;
    const weighted = decimal(course.gradePoints).plus(course.bonus).toNumber();
    return `${name}: ${course.letter} = ${course.gradePoints} + ${formatPlain(course.bonus)} = ${formatNumber(weighted, Math.max(1, placesOf(weighted)))} weighted grade points a credit`;
  });
  const bonuses = raised.filter((course) => course.bonus > 0);
  const terms = bonuses.map(
    (course) => `${formatPlain(course.bonus)} × ${formatPlain(course.credits)}`,
  );
  lines.push(
    `Bonus points: ${terms.length > 0 ? `${terms.join(' + ')} = ` : ''}${formatPlain(bonusPoints.toNumber())}`,
    `Weighted GPA = (${formatPlain(points.toNumber())} + ${formatPlain(bonusPoints.toNumber())}) ÷ ${formatPlain(credits.toNumber())} ${equalsShown(weightedGpa)}`,
  );
  return lines;
}

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
    weightedGpa: { label: 'Weighted GPA', format: 'number' },
    credits: { label: 'Credits', format: 'number' },
    points: { label: 'Grade points', format: 'number' },
    courses: { label: 'Courses', format: 'integer' },
  },
  // Side by side, a scenario without an honors, AP, IB or college course has no weighted GPA.
  hiddenOutputs: (v) => (isWeighted(v) ? [] : ['weightedGpa']),
  compute(v) {
    const { courses, points, credits, gpa, weightedGpa } = totals(v);
    return {
      gpa: gpa.toNumber(),
      weightedGpa: weightedGpa.toNumber(),
      credits: credits.toNumber(),
      points: points.toNumber(),
      courses: courses.length,
    };
  },
  headline: {
    label: 'GPA (4.0 scale)',
    text: (v) => shownGpa(totals(v).gpa),
    caption: (_v, r) =>
      `${formatPlain(r.points)} grade points ÷ ${formatCount(r.credits, 'credits')}, from ${r.courses} course${r.courses === 1 ? '' : 's'}`,
  },
  facts: (v, r) => [
    // Shown once a course is honors, AP, IB or college: the GPA a high school ranks by.
    ...(isWeighted(v) ? [{ label: 'Weighted GPA', text: shownGpa(decimal(r.weightedGpa)) }] : []),
    { label: 'Credits', text: formatPlain(r.credits) },
    { label: 'Grade points', text: formatPlain(r.points) },
  ],
  steps(v) {
    const { courses, points, credits, gpa } = totals(v);
    const unweighted = [
      ...courses.map(
        (course) =>
          `Course ${course.n}: ${course.letter} = ${course.gradePoints} × ${formatCount(course.credits, 'credits')} = ${formatPlain(decimal(course.gradePoints).times(course.credits).toNumber())} grade points`,
      ),
      `Grade points: ${courses.map((c) => formatPlain(decimal(c.gradePoints).times(c.credits).toNumber())).join(' + ')} = ${formatPlain(points.toNumber())}`,
      `Credits: ${courses.map((c) => formatPlain(c.credits)).join(' + ')} = ${formatPlain(credits.toNumber())}`,
      `GPA = ${formatPlain(points.toNumber())} ÷ ${formatPlain(credits.toNumber())} ${equalsShown(gpa)}`,
    ];
    return isWeighted(v) ? [...unweighted, ...weightedSteps(v)] : unweighted;
  },
  dataTable: {
    caption: 'Grade points on the 4.0 scale',
    columns: ['Grade', 'Grade points'],
    rows: GRADES.map((grade) => [grade.letter, grade.points]),
  },
  about: [
    'GPA = the sum of each course’s grade points × its credits, divided by the total credits. A 3-credit A is 4.0 × 3 = 12 grade points; a 4-credit B+ is 3.3 × 4 = 13.2. Add a row for each course, up to 20; a row left at "—" without credits is not counted.',
    'The scale is the College Board’s 4.0 scale: A+ and A = 4.0, A− = 3.7, B+ = 3.3, B = 3.0, B− = 2.7, C+ = 2.3, C = 2.0, C− = 1.7, D+ = 1.3, D = 1.0, F = 0. D− = 0.7 is added, as many colleges use it. Schools that give A+ 4.3 will have a different GPA.',
    'The weighted GPA, and the bonuses it adds, are shown once a course’s level is Honors or AP, IB or college: that level adds a bonus to the course’s grade points, times its credits, and the sum is divided by the same credits. The bonuses are 0.5 for honors and 1.0 for AP, IB and college (dual enrollment) courses unless you change them, as many high schools weight them (at Asheboro High School in North Carolina an honors A is 4.5 and an AP A is 5.0). An F earns no bonus at any level. Schools differ (some add 1.0 for honors and 2.0 for AP, or cap the bonus courses), so enter your school’s bonuses; colleges often work out their own GPA from your transcript.',
    'The sums are exact, and the GPA is shown rounded half-up to 2 decimals (36 ÷ 14 = 2.571… shows as 2.57). Some schools cut the GPA off at 2 or 3 decimals instead of rounding; the difference is at most 0.01.',
  ],
  faq: [
    {
      question: 'How do I calculate my GPA?',
      answer:
        'Multiply each course’s grade points by its credits, add them up, and divide by the total credits. A (4.0) in a 3-credit course and C (2.0) in a 4-credit course give (12 + 8) ÷ 7 ≈ 2.86.',
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
      question: 'What is a weighted GPA?',
      answer:
        'A GPA in which harder courses count for more: an honors course usually adds 0.5 to its grade points and an AP or IB course 1.0, so an A in AP is 5.0 instead of 4.0 and a weighted GPA can pass 4.0. Set each course’s level; the weighted GPA appears beside the unweighted one, which colleges also see.',
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
    {
      source: `${ASHEBORO}: "grades for honors classes are weighted with an additional 0.5 quality point", an honors A = 4.5`,
      inputs: courseInputs(['a', '1', 'honors']),
      expected: { weightedGpa: 4.5, gpa: 4 },
      tolerance: 0.005,
    },
    {
      source: `${ASHEBORO}: AP courses "are further weighted with an additional 1 quality point", an AP D = 2`,
      inputs: courseInputs(['d', '1', 'ap']),
      expected: { weightedGpa: 2, gpa: 1 },
      tolerance: 0.005,
    },
    {
      source: `${ASHEBORO}: an F is 0 quality points in an honors or AP course as in any other`,
      inputs: courseInputs(['f', '1', 'ap']),
      expected: { weightedGpa: 0, gpa: 0 },
      tolerance: 0.005,
    },
  ],
});

/** A reference's inputs: the courses' grades, credits and levels, as a link carries them. */
function courseInputs(...courses: [Grade, string, Level?][]): Record<string, string> {
  const inputs: Record<string, string> = {
    grade: courses.map(([grade]) => grade).join('~'),
    credits: courses.map(([, credits]) => credits).join('~'),
  };
  if (courses.some(([, , level]) => level)) {
    inputs.level = courses.map(([, , level]) => level ?? 'regular').join('~');
  }
  return inputs;
}
