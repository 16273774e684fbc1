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
  updatedAt: '2026-11-25',
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

export default defineCalculator({
  slug: 'scientific-calculator',
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
    'In degrees, sine, cosine and tangent of whole multiples of 30° and 45° are exact (sin 30° = 0.5, cos 90° = 0), and the inverse functions answer in degrees. In radians, a sine or cosine smaller than the rounding error of its angle is taken as 0, so sin(π) = 0 and tan(π/2) is undefined.',
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
      source:
        'Wikipedia, "Order of operations" (en.wikipedia.org/wiki/Order_of_operations): 2 + 3 × 4 is interpreted to have the value 14, not 20',
      inputs: { expr: '2 + 3 × 4' },
      expected: { result: 14 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Order of operations" (en.wikipedia.org/wiki/Order_of_operations): (2 + 3) × 4 = 20',
      inputs: { expr: '(2 + 3) × 4' },
      expected: { result: 20 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Order of operations" (en.wikipedia.org/wiki/Order_of_operations): exponents before addition, 3 + 5² = 28',
      inputs: { expr: '3 + 5^2' },
      expected: { result: 28 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Order of operations" (en.wikipedia.org/wiki/Order_of_operations): exponents before multiplication, 3 × 5² = 75',
      inputs: { expr: '3 × 5^2' },
      expected: { result: 75 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Order of operations" (en.wikipedia.org/wiki/Order_of_operations): brackets force addition before exponentiation, (3 + 5)² = 64',
      inputs: { expr: '(3 + 5)^2' },
      expected: { result: 64 },
      tolerance: 0,
    },
    {
      source:
        'SparkNotes, "Order of Operations" (www.sparknotes.com/math/prealgebra/operations/section1.html): (3 + 2)×5 + (7 − 3) = 29',
      inputs: { expr: '(3 + 2)×5 + (7 − 3)' },
      expected: { result: 29 },
      tolerance: 0,
    },
    {
      source:
        'SparkNotes, "Order of Operations" (www.sparknotes.com/math/prealgebra/operations/section1.html): (12 − 6/(3 − 1))/(7 − 4) + 2 = 5',
      inputs: { expr: '(12 - 6/(3 - 1))/(7 - 4) + 2' },
      expected: { result: 5 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Natural logarithm" (en.wikipedia.org/wiki/Natural_logarithm): ln 7.5 is 2.0149…, because e^2.0149… = 7.5',
      inputs: { expr: 'ln(7.5)' },
      expected: { result: 2.0149 },
      tolerance: 0.0001,
    },
    {
      source:
        'Wikipedia, "Trigonometric functions", table of simple algebraic values (en.wikipedia.org/wiki/Trigonometric_functions): sin 30° = 1/2',
      inputs: { expr: 'sin(30)', angle: 'deg' },
      expected: { result: 0.5 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, "Trigonometric functions", table of simple algebraic values (en.wikipedia.org/wiki/Trigonometric_functions): cos(π/3) = 1/2 in radians, and tan(π/4) = 1',
      inputs: { expr: 'cos(π/3) + tan(π/4)', angle: 'rad' },
      expected: { result: 1.5 },
      tolerance: 1e-12,
    },
  ],
});
