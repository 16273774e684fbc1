import { defineCalculator } from '../engine/definition.ts';
import {
  bracketed,
  clean,
  evaluateTree,
  format,
  parse,
  syntaxError,
  tryEvaluate,
} from './scientific-calculator/expression.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 41,
  name: 'Scientific Calculator',
  description:
    'A scientific calculator with operator precedence, memory, powers, roots, logarithms and trigonometry in degrees or radians.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'calculator',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'fraction-calculator',
    'percentage-calculator',
    'quadratic-equation-solver',
    'permutation-combination-calculator',
    'log-calculator',
    'square-root-calculator',
  ],
  keywords: 'scientific calculator sin cos tan log trigonometry',
} satisfies CalculatorRecord;

// The scientific calculator: an expression typed (or written by the keypad panel) and an angle
// unit. The expression is parsed by a small recursive-descent parser (no eval) with the usual
// precedence: brackets, then postfix ! and %, then powers (right-associative, above unary minus:
// −2^2 = −4), then × and ÷ (implicit multiplication such as 2π counts as ×), then + and −.
// Results are rounded to 15 significant digits and shown to 12.

/** Steps list at most this many operations. */
const MOST_STEPS = 30;

const TRIG = /(sin|cos|tan)\s*\(/i;

/** Where the reference cases come from. */
const CONTEMPORARY_ORDER =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 3.3 "Order of Operations" ' +
  '(openstax.org/books/contemporary-mathematics/pages/3-3-order-of-operations)';
const PRECALCULUS = 'OpenStax, Precalculus 2e (Abramson et al., 2021), section';
const PRECALCULUS_URL = 'openstax.org/books/precalculus-2e/pages/';

export default defineCalculator({
  slug: 'scientific-calculator',
  // Its input is an expression written with a decimal point: its results are written so too.
  figuresAsWritten: true,
  fields: {
    expr: {
      kind: 'text',
      label: 'Expression',
      default: 'sin(30) + 2^3 × 4',
      maxLength: 500,
      code: true,
      placeholder: '2 + 3 × 4',
      help: 'Type it or use the keys: + − × ÷ ^ ( ) ! %, π, e, and functions such as sin(…), √(…), ln(…).',
      required: 'Enter an expression, such as 2 + 3 × 4',
      check: syntaxError,
    },
    angle: {
      kind: 'choice',
      label: 'Angles in',
      default: 'deg',
      display: 'radio',
      options: [
        { value: 'deg', label: 'Degrees' },
        { value: 'rad', label: 'Radians' },
      ],
    },
  },
  validate(v) {
    const value = tryEvaluate(v.expr, v.angle);
    return typeof value === 'number' ? {} : { expr: value.error };
  },
  panel: { load: () => import('./scientific-calculator/KeypadPanel.tsx'), where: 'form' },
  outputs: {
    result: { label: 'Result', format: 'number', decimals: 10 },
  },
  compute: (v) => {
    const value = tryEvaluate(v.expr, v.angle);
    return { result: typeof value === 'number' ? value : NaN };
  },
  overflowMessage: 'The result is too large to calculate.',
  headline: {
    label: 'Result',
    text: (_v, r) => format(r.result),
    caption: (v) =>
      `${bracketed(parse(v.expr))}${TRIG.test(v.expr) ? `, angles in ${v.angle === 'deg' ? 'degrees' : 'radians'}` : ''}`,
  },
  steps(v, r) {
    const tree = parse(v.expr);
    const trace: string[] = [];
    evaluateTree(tree, v.angle, trace);
    const shown = trace.slice(0, MOST_STEPS);
    const more = trace.length - shown.length;
    const full = trace.length > 0 ? [] : [`The value: ${format(r.result)}`];
    return [
      `Read as ${bracketed(tree)} (brackets show the order: powers, then × and ÷, then + and −).`,
      ...shown,
      ...(more > 0 ? [`… and ${more} more operations`] : []),
      ...full,
      ...(TRIG.test(v.expr) ? [`Angles in ${v.angle === 'deg' ? 'degrees' : 'radians'}.`] : []),
      `Result to 12 significant digits: ${format(clean(r.result))}`,
    ];
  },
  about: [
    'Order of operations: brackets first; then factorial (!) and percent (%); then powers (^); then multiplication and division, left to right; then addition and subtraction, left to right. Powers are worked from the right, so 2^3^2 is 2^9 = 512, not 8² = 64.',
    'A minus sign in front of a number is applied after the power, as in algebra: −2^2 is −(2²) = −4; write (−2)^2 for 4. A number written next to a bracket, a constant or a function multiplies it (2π, 3(4 + 1), 2sin(30)); this counts as an ordinary ×, so 1/2π is (1/2) × π ≈ 1.5708. Write 1/(2π) for ≈ 0.1592.',
    'x% is x ÷ 100 (so 50% × 80 = 40). n! is the factorial of a whole number from 0 to 170. log is the logarithm to base 10 and ln the natural logarithm; exp(x) is eˣ. A number may carry a power of ten with a capital E: 1.5E-7 = 0.00000015; a small e is Euler’s number, 2.718281828459…',
    'In degrees, sine, cosine and tangent of whole multiples of 30° and 45° are exact (sin 30° = 0.5, cos 90° = 0), and the inverse functions answer in degrees. In radians, a sine or cosine smaller than the rounding error of its angle is taken as 0, so sin(π) = 0 and tan(π/2) is undefined; from about 2 × 10¹³ radians, where that error is no longer small, the angle is taken exactly as typed (sin(10²⁰) ≈ −0.6452512853).',
    'Arithmetic is in binary floating point (about 16 significant digits); results are rounded to 15 significant digits, which removes noise such as 0.1 + 0.2 = 0.30000000000000004, and shown to 12. Division by zero, the square root or logarithm of a negative number, and results too large to hold give a message instead of a number.',
    'The keys write into the expression, as typing does. = replaces the expression with its result and keeps it as Ans; M+ and M− add the current result to the memory or take it away, MR writes the memory into the expression and MC clears it. The memory lasts while the page is open.',
  ],
  faq: [
    {
      question: 'Why is −3^2 equal to −9 and not 9?',
      answer:
        'By the usual convention the power is worked before the minus sign in front: −3^2 means −(3²) = −9. To square −3, write (−3)^2, which is 9.',
    },
    {
      question: 'Should I use degrees or radians?',
      answer:
        'Use degrees for angles measured as in geometry (a right angle is 90°). Use radians in calculus and physics formulas, where a full turn is 2π. sin(30) is 0.5 in degrees but about −0.988 in radians.',
    },
    {
      question: 'How does 2^3^2 work out?',
      answer:
        'Powers are worked from the top (the right) down: 2^3^2 = 2^(3^2) = 2^9 = 512. Use brackets for the other order: (2^3)^2 = 64.',
    },
    {
      question: 'How do the memory keys work?',
      answer:
        'M+ adds the result of the expression on screen to the memory, M− subtracts it, MR writes the memory into the expression and MC sets it back to 0. The memory is shown above the keys while it is not 0, and lasts until you leave the page.',
    },
    {
      question: 'Why does dividing by zero give a message instead of infinity?',
      answer:
        'A number divided by 0 has no value, so the calculator says where the division by zero is rather than show a number that is not one.',
    },
  ],
  references: [
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.43 "Using Two Order of Operations": 21 − 4 × 13 = 21 − 52 = −31`,
      inputs: { expr: '21 − 4 × 13', angle: 'deg' },
      expected: { result: -31 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.45 "Using Three Order of Operations": 2 + 3² × 4 = 2 + 9 × 4 = 2 + 36 = 38`,
      inputs: { expr: '2 + 3^2 × 4', angle: 'deg' },
      expected: { result: 38 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.46 "Using Eight Order of Operations": 4 − 25 × 6/10 × 3² + 7 × 2³ = 4 − 135 + 56 = −75`,
      inputs: { expr: '4 − 25 × 6/10 × 3^2 + 7 × 2^3', angle: 'deg' },
      expected: { result: -75 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.47 "Using Six Order of Operations": 10 − 3 × 5³/15 + 56/4 = 10 − 25 + 14 = −1`,
      inputs: { expr: '10 − 3 × 5^3/15 + 56/4', angle: 'deg' },
      expected: { result: -1 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.49 "Prioritizing Parentheses in the Order of Operations": (10 − 3) × 5³ = 7 × 125 = 875`,
      inputs: { expr: '(10 − 3) × 5^3', angle: 'deg' },
      expected: { result: 875 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_ORDER}, Example 3.50 "Working Innermost Parentheses in the Order of Operations": 4 + 2 × (3² − (2 + 5)² × 4)/(3 + 8) = 4 − 374/11 = −30`,
      inputs: { expr: '4 + 2 × (3^2 − (2 + 5)^2 × 4)/(3 + 8)', angle: 'deg' },
      expected: { result: -30 },
      tolerance: 0,
    },
    {
      source: `${PRECALCULUS} 4.3 "Logarithmic Functions" (${PRECALCULUS_URL}4-3-logarithmic-functions), Example 6 "Finding the Value of a Common Logarithm Using a Calculator": log(321) ≈ 2.5065 (four decimal places)`,
      inputs: { expr: 'log(321)', angle: 'deg' },
      expected: { result: 2.5065 },
      tolerance: 0.00005,
    },
    {
      source: `${PRECALCULUS} 4.3 "Logarithmic Functions" (${PRECALCULUS_URL}4-3-logarithmic-functions), Example 8 "Evaluating a Natural Logarithm Using a Calculator": ln(500) ≈ 6.2146 (four decimal places)`,
      inputs: { expr: 'ln(500)', angle: 'deg' },
      expected: { result: 6.2146 },
      tolerance: 0.00005,
    },
    {
      source: `${PRECALCULUS} 5.2 "Unit Circle: Sine and Cosine Functions" (${PRECALCULUS_URL}5-2-unit-circle-sine-and-cosine-functions), Example 4 "Using a Graphing Calculator to Find Sine and Cosine": cos(5π/3) = 0.5`,
      inputs: { expr: 'cos(5π/3)', angle: 'rad' },
      expected: { result: 0.5 },
      tolerance: 0,
    },
    {
      source: `${PRECALCULUS} 5.2 "Unit Circle: Sine and Cosine Functions" (${PRECALCULUS_URL}5-2-unit-circle-sine-and-cosine-functions), Example 6 ⓐ "Using Reference Angles to Find Sine and Cosine": sin(150°) = 1/2`,
      inputs: { expr: 'sin(150)', angle: 'deg' },
      expected: { result: 0.5 },
      tolerance: 0,
    },
    {
      source: `${PRECALCULUS} 5.3 "The Other Trigonometric Functions" (${PRECALCULUS_URL}5-3-the-other-trigonometric-functions), Example 10 "Evaluating the Cosecant Using Technology": 1/sin(5π/7), csc(5π/7) ≈ 1.279`,
      inputs: { expr: '1/sin(5π/7)', angle: 'rad' },
      expected: { result: 1.279 },
      tolerance: 0.0005,
    },
    {
      source: `${PRECALCULUS} 5.4 "Right Triangle Trigonometry" (${PRECALCULUS_URL}5-4-right-triangle-trigonometry), Example 5 "Finding Missing Side Lengths Using Trigonometric Ratios": a = 7/tan(30°) ≈ 12.1`,
      inputs: { expr: '7/tan(30)', angle: 'deg' },
      expected: { result: 12.1 },
      tolerance: 0.05,
    },
    {
      source: `${PRECALCULUS} 5.4 "Right Triangle Trigonometry" (${PRECALCULUS_URL}5-4-right-triangle-trigonometry), Example 6 "Measuring a Distance Indirectly": h = 30 tan(57°) ≈ 46.2 feet`,
      inputs: { expr: '30 × tan(57)', angle: 'deg' },
      expected: { result: 46.2 },
      tolerance: 0.05,
    },
  ],
});
