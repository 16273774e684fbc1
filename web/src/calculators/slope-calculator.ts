import {
  formatFigure,
  formatMeasure,
  formatReading,
  formatUpTo,
  shownFigure,
} from '../domain/format.ts';
import { defineCalculator, type NumberField, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, exact, readShown } from './shared/exactDecimal.ts';
import { gcd } from './shared/integers.ts';

export const record = {
  id: 159,
  name: 'Slope Calculator',
  description:
    'Find the slope, angle, line equation y = mx + b, distance and midpoint of the line through two points.',
  category: 'math',
  group: 'Algebra',
  icon: 'trending-up',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'pythagorean-theorem-calculator',
    'triangle-calculator',
    'quadratic-equation-solver',
    'scientific-calculator',
  ],
  keywords:
    'slope gradient rise over run line equation y = mx + b slope intercept form point slope y-intercept two points distance formula midpoint angle of inclination coordinate geometry',
} satisfies CalculatorRecord;

// The line through two points (x₁, y₁) and (x₂, y₂): slope m = (y₂ − y₁) ÷ (x₂ − x₁), y-intercept
// b = (x₂y₁ − x₁y₂) ÷ (x₂ − x₁) (the same as y₁ − m x₁, with one rounding), the angle arctan m in
// degrees, the distance √(Δx² + Δy²) and the midpoint ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2). When
// x₁ = x₂ the line is vertical: its slope is undefined, its equation x = x₁ and its angle 90°; the
// slope and intercept are then not shown (compute gives them as 0, hidden).

function coordinate(label: string, noun: string, defaultText: string) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: -1e15,
    max: 1e15,
    noun,
    sameRow: label.startsWith('y'),
    messages: {
      required: `Enter ${noun}`,
      min: `Enter ${noun} from −10¹⁵ to 10¹⁵`,
      max: `Enter ${noun} from −10¹⁵ to 10¹⁵`,
    },
  } as const satisfies NumberField;
}

const fields = {
  x1: { ...coordinate('x₁', 'x₁', '1'), sameRow: false },
  y1: coordinate('y₁', 'y₁', '3'),
  x2: { ...coordinate('x₂', 'x₂', '4'), sameRow: false },
  y2: coordinate('y₂', 'y₂', '9'),
} as const;

type Points = Values<typeof fields>;

/** Everything about the line through the two points. */
export function lineOf(v: Points) {
  const dx = v.x2 - v.x1;
  const dy = v.y2 - v.y1;
  const vertical = dx === 0;
  return {
    dx,
    dy,
    vertical,
    slope: vertical ? 0 : dy / dx,
    intercept: vertical ? 0 : (v.x2 * v.y1 - v.x1 * v.y2) / dx,
    angle: vertical ? 90 : (Math.atan(dy / dx) * 180) / Math.PI,
    distance: Math.hypot(dx, dy),
    midX: (v.x1 + v.x2) / 2,
    midY: (v.y1 + v.y2) / 2,
  };
}

/**
 * A number as read: up to 10 significant digits, no trailing zeros, never '−0'; in powers of ten
 * below a millionth and from 10¹⁶ (1 × 10⁻²⁰, which 10 decimals would show as 0).
 */
const show = (value: number) => formatMeasure(value, 10);

/** A number in a formula: negatives and powers of ten in parentheses. */
const bracketed = (text: string) => (/^-|×/.test(text) ? `(${text})` : text);
const term = (value: number) => bracketed(show(value));

/**
 * A result to 4 decimals, trailing zeros dropped, as its row shows it: one those decimals would
 * show as 0 by its significant digits (a slope of 1 × 10⁻¹⁵ is not 0).
 */
const four = (value: number) => formatUpTo(value, 4);

/** A factor before a bracket or a letter: a power of ten in parentheses, '(1 × 10⁻¹⁵)x'. */
const coefficient = (value: number) => {
  const text = four(value);
  return /×/.test(text) ? `(${text})` : text;
};

/** The number `four` shows. */
const fourOf = (value: number) => shownFigure(value, 4) + 0;

/** The decimals of a number as typed back (up to 6), to make it a whole number. */
function decimalsOf(value: number): number {
  const text = formatReading(value, 10);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** A fraction of whole numbers in lowest terms, its bottom positive. */
type Fraction = { top: bigint; bottom: bigint };

function reduced(top: bigint, bottom: bigint): Fraction {
  if (bottom < 0n) [top, bottom] = [-top, -bottom];
  const divisor = gcd(top < 0n ? -top : top, bottom) || 1n;
  return { top: top / divisor, bottom: bottom / divisor };
}

/** '2/3', '-8/3', or '5' for a whole number. */
const fractionText = ({ top, bottom }: Fraction) => (bottom === 1n ? `${top}` : `${top}/${bottom}`);

/**
 * The slope Δy ÷ Δx and the y-intercept (x₂y₁ − x₁y₂) ÷ Δx as exact fractions, from the points
 * as typed (up to 6 decimals); null for a vertical line or points with more decimals.
 */
export function exactLine(v: Points): { slope: Fraction; intercept: Fraction } | null {
  const places = Math.max(...[v.x1, v.y1, v.x2, v.y2].map(decimalsOf));
  if (places > 6) return null;
  const scale = 10n ** BigInt(places);
  const whole = (value: number) => BigInt(Math.round(value * Number(scale)));
  const [x1, y1, x2, y2] = [v.x1, v.y1, v.x2, v.y2].map(whole) as [bigint, bigint, bigint, bigint];
  if (x2 === x1) return null;
  return {
    slope: reduced(y2 - y1, x2 - x1),
    intercept: reduced(x2 * y1 - x1 * y2, scale * (x2 - x1)),
  };
}

/** Δy ÷ Δx as a reduced fraction ('2/3', '-8/3'), or null when it is a whole number or cannot be written. */
export function slopeFraction(v: Points): string | null {
  const slope = exactLine(v)?.slope;
  return slope && slope.bottom !== 1n ? fractionText(slope) : null;
}

/** A figure a step shows, read back exactly. */
const shownExactly = (text: string) => readShown(text)!;

/**
 * b = y₁ − m × x₁ with the slope as shown where it is exact, else as its fraction: '2 − 1/3 × 1 =
 * 5/3 ≈ 1.6667', not '2 − 0.3333 × 1 = 1.6667', whose figures only happen to work out.
 */
function interceptStep(v: Points, slope: number, intercept: number): string {
  const [m, b] = [four(slope), four(intercept)];
  const line = exactLine(v);
  const mExact = exact(v.y2).minus(v.y1).div(exact(v.x2).minus(v.x1));
  const start = `y-intercept b = y₁ − m × x₁ = ${show(v.y1)} − `;
  if (line && !mExact.eq(shownExactly(m))) {
    const value = exact(String(line.intercept.top)).div(String(line.intercept.bottom));
    const text = fractionText(line.intercept);
    const ending = text === b ? b : `${text} ${equalsOrAbout(value, b)} ${b}`;
    return `${start}${bracketed(fractionText(line.slope))} × ${term(v.x1)} = ${ending}`;
  }
  const worked = shownExactly(show(v.y1)).minus(shownExactly(m).times(shownExactly(show(v.x1))));
  return `${start}${bracketed(m)} × ${term(v.x1)} ${equalsOrAbout(worked, b)} ${b}`;
}

/** '=' where both halves are shown exactly, as (2.5, 6); '≈' where 4 decimals round one. */
function midpointSign(v: Points, midX: number, midY: number): '=' | '≈' {
  const half = (a: number, b: number) =>
    shownExactly(show(a))
      .plus(shownExactly(show(b)))
      .div(2);
  const exactly =
    equalsOrAbout(half(v.x1, v.x2), four(midX)) === '=' &&
    equalsOrAbout(half(v.y1, v.y2), four(midY)) === '=';
  return exactly ? '=' : '≈';
}

/** √(Δx² + Δy²), '=' where its figures work out exactly: √45 ≈ 6.7082, √25 = 5. */
function distanceStep(dx: number, dy: number, distance: number): string {
  const squares = shownExactly(show(dx))
    .pow(2)
    .plus(shownExactly(show(dy)).pow(2));
  const sum = show(dx * dx + dy * dy);
  const root = four(distance);
  return (
    `Distance = √(Δx² + Δy²) = √(${term(dx)}² + ${term(dy)}²) ${equalsOrAbout(squares, sum)} ` +
    `√${bracketed(sum)} ${shownExactly(root).pow(2).eq(squares) ? '=' : '≈'} ${root}`
  );
}

/** y = mx + b as read: 'y = 2x + 1', 'y = -x', 'y = 3', or 'x = 4' for a vertical line. */
export function equationOf(v: Points): string {
  const line = lineOf(v);
  if (line.vertical) return `x = ${show(v.x1)}`;
  const m = fourOf(line.slope);
  const b = fourOf(line.intercept);
  if (m === 0) return `y = ${four(b)}`;
  const slope = m === 1 ? 'x' : m === -1 ? '-x' : `${coefficient(m)}x`;
  if (b === 0) return `y = ${slope}`;
  return `y = ${slope} ${b < 0 ? '−' : '+'} ${four(Math.abs(b))}`;
}

export default defineCalculator({
  slug: 'slope-calculator',
  intro: 'The line through (x₁, y₁) and (x₂, y₂)',
  fields,
  validate: (v) =>
    v.x1 === v.x2 && v.y1 === v.y2
      ? { x2: 'The two points are the same: enter two different points to make a line' }
      : {},
  outputs: {
    slope: { label: 'Slope (m)', format: 'number', decimals: 4, emphasis: true },
    intercept: { label: 'y-intercept (b)', format: 'number', decimals: 4 },
    angle: { label: 'Angle to the x-axis (degrees)', format: 'number', decimals: 2 },
    distance: { label: 'Distance between the points', format: 'number', decimals: 4 },
    midX: { label: 'Midpoint x', format: 'number', decimals: 4 },
    midY: { label: 'Midpoint y', format: 'number', decimals: 4 },
    dy: { label: 'Rise (Δy)', format: 'number', decimals: 4 },
    dx: { label: 'Run (Δx)', format: 'number', decimals: 4 },
  },
  compute(v) {
    const { dx, dy, slope, intercept, angle, distance, midX, midY } = lineOf(v);
    return { slope, intercept, angle, distance, midX, midY, dy, dx };
  },
  hiddenOutputs: (v) => (v.x1 === v.x2 ? ['slope', 'intercept'] : []),
  summary(v) {
    const line = lineOf(v);
    if (line.vertical) {
      return `The line through (${show(v.x1)}, ${show(v.y1)}) and (${show(v.x2)}, ${show(v.y2)}) is vertical, x = ${show(v.x1)}: its slope is undefined.`;
    }
    return `The line through (${show(v.x1)}, ${show(v.y1)}) and (${show(v.x2)}, ${show(v.y2)}) is ${equationOf(v)}, with slope ${four(line.slope)}.`;
  },
  facts(v) {
    const line = lineOf(v);
    const fraction = slopeFraction(v);
    return [
      { label: 'Line equation', text: equationOf(v) },
      ...(fraction ? [{ label: 'Slope as a fraction', text: fraction }] : []),
      ...(line.vertical
        ? []
        : [
            {
              label: 'Point-slope form',
              text: `y − ${term(v.y1)} = ${coefficient(line.slope)}(x − ${term(v.x1)})`,
            },
          ]),
      { label: 'Midpoint', text: `(${four(line.midX)}, ${four(line.midY)})` },
    ];
  },
  steps(v) {
    const line = lineOf(v);
    const lines = [
      `Rise Δy = y₂ − y₁ = ${show(v.y2)} − ${term(v.y1)} = ${show(line.dy)}; run Δx = x₂ − x₁ = ${show(v.x2)} − ${term(v.x1)} = ${show(line.dx)}`,
    ];
    if (line.vertical) {
      lines.push(
        `Δx = 0: the line is vertical, its slope is undefined (division by 0) and its equation is x = ${show(v.x1)}`,
        'Angle to the x-axis = 90°',
      );
    } else {
      const fraction = slopeFraction(v);
      lines.push(
        `Slope m = Δy ÷ Δx = ${show(line.dy)} ÷ ${term(line.dx)} ${fraction ? `= ${fraction} ` : ''}${equalsOrAbout(shownExactly(show(line.dy)).div(shownExactly(show(line.dx))), four(line.slope))} ${four(line.slope)}`,
        interceptStep(v, line.slope, line.intercept),
        `Line: ${equationOf(v)}`,
        // arctan of a rational slope is a whole number of degrees only for 0 and ±1 (0°, ±45°).
        `Angle to the x-axis = arctan(m) = arctan(${four(line.slope)}) ${[0, 1, -1].includes(fourOf(line.slope)) && fourOf(line.slope) === line.slope ? '=' : '≈'} ${formatFigure(line.angle, 2)}°`,
      );
    }
    lines.push(
      distanceStep(line.dx, line.dy, line.distance),
      `Midpoint = ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2) = ((${show(v.x1)} + ${term(v.x2)}) ÷ 2, (${show(v.y1)} + ${term(v.y2)}) ÷ 2) ${midpointSign(v, line.midX, line.midY)} (${four(line.midX)}, ${four(line.midY)})`,
    );
    return lines;
  },
  about: [
    'The slope of the line through two points is rise over run: m = (y₂ − y₁) ÷ (x₂ − x₁). A positive slope rises to the right, a negative one falls, 0 is a horizontal line, and a vertical line (x₁ = x₂) has no slope: its equation is x = x₁. The slope-intercept form of the line is y = mx + b, where the y-intercept b = y₁ − m × x₁ is where the line crosses the y-axis; the point-slope form is y − y₁ = m(x − x₁).',
    'The distance between the points is √((x₂ − x₁)² + (y₂ − y₁)²), from the Pythagorean theorem, and the midpoint is ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2). Formulas and worked examples as in OpenStax College Algebra 2e (§2.1 "The Rectangular Coordinate Systems and Graphs" and §4.1 "Linear Functions") and OpenStax Intermediate Algebra 2e (§3.2 "Slope of a Line").',
    'The angle is the one the line makes with the positive x-axis, arctan(m) in degrees, from −90° (exclusive) to 90°: negative for a falling line, 90° for a vertical one. Results are shown to 4 decimals (the angle to 2); a value those decimals would show as 0 is shown by its first 4 significant digits instead, in powers of ten below a millionth (a slope of 1 × 10⁻¹⁵ is not 0). The slope is also given as a reduced fraction when the coordinates have at most 6 decimals.',
  ],
  faq: [
    {
      question: 'How do I find the slope from two points?',
      answer:
        'Subtract the y-values and divide by the difference of the x-values, in the same order: for (−1, 3) and (5, −1), m = (−1 − 3) ÷ (5 − (−1)) = −4 ÷ 6 = −2/3.',
    },
    {
      question: 'What is the slope of a vertical line?',
      answer:
        'It is undefined: the run x₂ − x₁ is 0, and you cannot divide by 0. The line is written x = a number. A horizontal line has slope 0 and is written y = a number.',
    },
    {
      question: 'How do I write the equation of the line?',
      answer:
        'Find the slope m, then b = y₁ − m × x₁, and write y = mx + b. Through (−2, 7) and (−5, 13): m = 6 ÷ (−3) = −2, b = 7 − (−2)(−2) = 3, so y = −2x + 3.',
    },
    {
      question: 'Does it matter which point is first?',
      answer:
        'No: swapping the points changes the sign of both the rise and the run, so their quotient, the slope, is the same. The distance and midpoint do not change either.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §4.1 "Linear Functions", Examples 3 and 7 (openstax.org/books/college-algebra-2e/pages/4-1-linear-functions): through (3, −2) and (8, 1), m = (1 − (−2)) ÷ (8 − 3) = 3/5 = 0.6 and y = (3/5)x − 19/5',
      inputs: { x1: '3', y1: '-2', x2: '8', y2: '1' },
      expected: { slope: 3 / 5, intercept: -19 / 5 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §4.1 "Linear Functions", Example 9 (openstax.org/books/college-algebra-2e/pages/4-1-linear-functions): Ilya earns $760 for 3 policies and $920 for 5, m = (920 − 760) ÷ (5 − 3) = $80 per policy, b = 520, I(n) = 80n + 520',
      inputs: { x1: '3', y1: '760', x2: '5', y2: '920' },
      expected: { slope: 80, intercept: 520 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §4.1 "Linear Functions", Example 5 (openstax.org/books/college-algebra-2e/pages/4-1-linear-functions): through (0, 2) and (−2, −4), m = (−4 − 2) ÷ (−2 − 0) = 3, so y = 3x + 2',
      inputs: { x1: '0', y1: '2', x2: '-2', y2: '-4' },
      expected: { slope: 3, intercept: 2 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, Intermediate Algebra 2e (Marecek & Honeycutt Mathis), §3.2 "Slope of a Line", Example 3.14 (openstax.org/books/intermediate-algebra-2e/pages/3-2-slope-of-a-line): through (−2, −3) and (−7, 4), m = (4 − (−3)) ÷ (−7 − (−2)) = 7 ÷ (−5) = −7/5',
      inputs: { x1: '-2', y1: '-3', x2: '-7', y2: '4' },
      expected: { slope: -7 / 5 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §2.1 "The Rectangular Coordinate Systems and Graphs", Example 5 (openstax.org/books/college-algebra-2e/pages/2-1-the-rectangular-coordinate-systems-and-graphs): the distance between (−3, −1) and (2, 3) is √(5² + 4²) = √41',
      inputs: { x1: '-3', y1: '-1', x2: '2', y2: '3' },
      expected: { distance: Math.sqrt(41) },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §2.1 "The Rectangular Coordinate Systems and Graphs", Example 6 (openstax.org/books/college-algebra-2e/pages/2-1-the-rectangular-coordinate-systems-and-graphs): from (0, 0) to (8, 7), d = √(64 + 49) = √113 ≈ 10.63 units',
      inputs: { x1: '0', y1: '0', x2: '8', y2: '7' },
      expected: { distance: 10.63 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §2.1 "The Rectangular Coordinate Systems and Graphs", Example 7 (openstax.org/books/college-algebra-2e/pages/2-1-the-rectangular-coordinate-systems-and-graphs): the midpoint of (7, −2) and (9, 5) is (8, 3/2)',
      inputs: { x1: '7', y1: '-2', x2: '9', y2: '5' },
      expected: { midX: 8, midY: 1.5 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, College Algebra 2e (Abramson), §2.1 "The Rectangular Coordinate Systems and Graphs", Example 8 (openstax.org/books/college-algebra-2e/pages/2-1-the-rectangular-coordinate-systems-and-graphs): a diameter from (−1, −4) to (5, −4), a horizontal segment, has its midpoint, the centre of the circle, at (2, −4)',
      inputs: { x1: '-1', y1: '-4', x2: '5', y2: '-4' },
      expected: { midX: 2, midY: -4 },
      tolerance: 0,
    },
  ],
});
