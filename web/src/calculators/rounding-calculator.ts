import { defineCalculator } from '../engine/definition.ts';
import { Big, placesOf } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 120,
  name: 'Rounding Calculator',
  description:
    'Round a number to decimal places, significant figures or the nearest multiple of a step such as 10, 100 or a twentieth, half-up, half-even (banker’s), half-down, up, down, ceiling or floor.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'ruler',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'scientific-calculator',
    'percent-error-calculator',
    'fraction-calculator',
    'square-root-calculator',
  ],
  keywords:
    'round rounding off decimal places dp significant figures sig figs sf nearest ten hundred thousand whole number half up half even bankers rounding half down ceiling floor truncate round up round down',
} satisfies CalculatorRecord;

// Rounding in decimal (big.js), never in binary: 2.675 is the decimal 2.675 as typed, so it rounds
// half-up to 2.68 (a binary double would hold 2.67499999… and give 2.67). A number is rounded to
// a multiple of a step: 10⁻ᵈ for d decimal places, the place of the last significant figure kept,
// or any step typed (10, 100, 0.05). The modes are those of java.math.RoundingMode:
//   half-up    nearest; a tie away from zero       (IEEE 754-2019 roundTiesToAway)
//   half-even  nearest; a tie to the even multiple (roundTiesToEven; ISO 80000-1 Annex B rule A)
//   half-down  nearest; a tie towards zero
//   up         away from zero
//   down       towards zero, truncation            (roundTowardZero)
//   ceiling    towards +∞                          (roundTowardPositive)
//   floor      towards −∞                          (roundTowardNegative)

export type Mode = 'half-up' | 'half-even' | 'half-down' | 'up' | 'down' | 'ceiling' | 'floor';

const D = Big();
D.DP = 40;
type Dec = InstanceType<typeof D>;

export const MODES: readonly { value: Mode; label: string; rule: string }[] = [
  { value: 'half-up', label: 'Half up (ties away from zero)', rule: 'a tie goes away from zero' },
  {
    value: 'half-even',
    label: 'Half even (banker’s rounding)',
    rule: 'a tie goes to the even neighbour',
  },
  { value: 'half-down', label: 'Half down (ties towards zero)', rule: 'a tie goes towards zero' },
  { value: 'up', label: 'Up (away from zero)', rule: 'always away from zero' },
  { value: 'down', label: 'Down (towards zero, truncate)', rule: 'always towards zero' },
  { value: 'ceiling', label: 'Ceiling (towards +∞)', rule: 'always towards plus infinity' },
  { value: 'floor', label: 'Floor (towards −∞)', rule: 'always towards minus infinity' },
];

const modeOf = (mode: Mode) => MODES.find((m) => m.value === mode)!;

/** x rounded to `places` decimals (negative: to tens, hundreds…) by the mode. */
export function roundPlaces(x: Dec, places: number, mode: Mode): Dec {
  const positive = x.gte(0);
  switch (mode) {
    case 'half-up':
      return x.round(places, Big.roundHalfUp);
    case 'half-even':
      return x.round(places, Big.roundHalfEven);
    case 'up':
      return x.round(places, Big.roundUp);
    case 'down':
      return x.round(places, Big.roundDown);
    case 'ceiling':
      return x.round(places, positive ? Big.roundUp : Big.roundDown);
    case 'floor':
      return x.round(places, positive ? Big.roundDown : Big.roundUp);
    case 'half-down': {
      const truncated = x.round(places, Big.roundDown);
      const half = new D(5).times(new D(10).pow(-(places + 1)));
      return x.minus(truncated).abs().eq(half) ? truncated : x.round(places, Big.roundHalfUp);
    }
  }
}

export type Target =
  | { to: 'decimals'; decimals: number }
  | { to: 'figures'; figures: number }
  | { to: 'multiple'; multiple: number };

export interface Rounding {
  result: Dec;
  /** The result as written, with the decimals the rounding keeps (2.70, 10.0). */
  text: string;
  /** The step rounded to (0.01, 100, 0.05). */
  step: Dec;
  /** The multiples of the step just below and above x (equal when x is one). */
  lower: Dec;
  upper: Dec;
}

/** x rounded to the target by the mode, with its neighbours. */
export function roundNumber(value: number, target: Target, mode: Mode): Rounding {
  const x = new D(value);
  if (target.to === 'multiple') {
    const step = new D(target.multiple);
    const q = x.div(step);
    const result = roundPlaces(q, 0, mode).times(step);
    const lower = q.round(0, q.gte(0) ? Big.roundDown : Big.roundUp).times(step);
    const [lo, hi] = lower.eq(x) ? [x, x] : [lower, lower.plus(step)];
    const shown = placesOf(step);
    return { result, text: result.toFixed(shown), step, lower: lo, upper: hi };
  }
  let places: number;
  if (target.to === 'decimals') {
    places = target.decimals;
  } else {
    places = x.eq(0) ? target.figures - 1 : target.figures - 1 - x.e;
  }
  const result = roundPlaces(x, places, mode);
  const step = new D(10).pow(-places);
  const lower = x.round(places, x.gte(0) ? Big.roundDown : Big.roundUp);
  const [lo, hi] = lower.eq(x) ? [x, x] : [lower, lower.plus(step)];
  // Rounding up to the next power of ten (9.996 → 10.0 to 3 figures) keeps the figures, not places.
  const grew = target.to === 'figures' && !result.eq(0) && result.e > x.e;
  const shown = Math.max(0, grew ? places - 1 : places);
  return { result, text: result.toFixed(shown), step, lower: lo, upper: hi };
}

/** A decimal as written in steps, with thousands separators. */
function written(x: Dec, decimals?: number): string {
  const text = decimals === undefined ? x.toFixed() : x.toFixed(decimals);
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const unsigned = fraction ? `${grouped}.${fraction}` : grouped;
  return negative && /[1-9]/.test(unsigned) ? `-${unsigned}` : unsigned;
}

interface Inputs {
  number: number;
  to: 'decimals' | 'figures' | 'multiple';
  decimals?: number;
  figures?: number;
  multiple?: number;
  mode: Mode;
}

function targetOf(v: Inputs): Target {
  if (v.to === 'figures') return { to: 'figures', figures: v.figures! };
  if (v.to === 'multiple') return { to: 'multiple', multiple: v.multiple! };
  return { to: 'decimals', decimals: v.decimals! };
}

/** 'to 2 decimal places', 'to 3 significant figures', 'to the nearest 0.05'. */
function targetText(v: Inputs): string {
  if (v.to === 'figures') {
    return `to ${v.figures} significant figure${v.figures === 1 ? '' : 's'}`;
  }
  if (v.to === 'multiple') return `to the nearest ${written(new D(v.multiple!))}`;
  if (v.decimals === 0) return 'to a whole number';
  return `to ${v.decimals} decimal place${v.decimals === 1 ? '' : 's'}`;
}

const textOf = (v: Inputs) => roundNumber(v.number, targetOf(v), v.mode).text;

/** A result's text as shown: thousands separators, its decimals kept (2.70). */
const shownText = (text: string) => written(new D(text), text.split('.')[1]?.length ?? 0);

export default defineCalculator({
  slug: 'rounding-calculator',
  fields: {
    number: {
      kind: 'number',
      label: 'Number',
      default: '2.675',
      min: -1e15,
      max: 1e15,
      noun: 'number',
      help: 'The number to round, as written, up to 15 significant figures: 2.675 is rounded as exactly 2.675.',
    },
    to: {
      kind: 'choice',
      label: 'Round to',
      default: 'decimals',
      display: 'radio',
      options: [
        { value: 'decimals', label: 'Decimal places' },
        { value: 'figures', label: 'Significant figures' },
        { value: 'multiple', label: 'Nearest multiple (10, 100, 0.05…)' },
      ],
    },
    decimals: {
      kind: 'integer',
      label: 'Decimal places',
      default: '2',
      min: 0,
      max: 20,
      when: { to: 'decimals' },
      presets: { label: 'Common', values: [0, 1, 2, 3] },
      help: '0 rounds to a whole number; 2 to hundredths (cents).',
    },
    figures: {
      kind: 'integer',
      label: 'Significant figures',
      default: '3',
      min: 1,
      max: 20,
      when: { to: 'figures' },
      help: 'The digits kept, counted from the first non-zero digit.',
    },
    multiple: {
      kind: 'number',
      label: 'Nearest multiple of',
      default: '10',
      min: 0,
      minExclusive: true,
      max: 1e15,
      when: { to: 'multiple' },
      noun: 'multiple',
      presets: { label: 'Common', values: [0.05, 0.5, 10, 100, 1000] },
      help: '10, 100 or 1000 to round to tens, hundreds or thousands; 0.05 for cash rounding.',
    },
    mode: {
      kind: 'choice',
      label: 'Rounding mode',
      default: 'half-up',
      options: MODES.map(({ value, label }) => ({ value, label })),
      help: 'How a number is rounded; the half modes differ only on an exact tie.',
    },
  },
  outputs: {
    rounded: { label: 'Rounded', format: 'number', decimals: 10 },
    change: { label: 'Change (rounded − number)', format: 'number', decimals: 10 },
  },
  compute(v) {
    const rounding = roundNumber(v.number, targetOf(v), v.mode);
    return {
      rounded: rounding.result.toNumber(),
      change: rounding.result.minus(new D(v.number)).toNumber(),
    };
  },
  headline: {
    label: 'Rounded',
    text: (v) => shownText(textOf(v)),
    caption: (v) =>
      `${written(new D(v.number))} rounded ${targetText(v)}, ${modeOf(v.mode).label.toLowerCase()}.`,
  },
  facts(v) {
    return MODES.map((m) => ({
      label: m.label,
      text: shownText(roundNumber(v.number, targetOf(v), m.value).text),
    }));
  },
  steps(v) {
    const x = new D(v.number);
    const r = roundNumber(v.number, targetOf(v), v.mode);
    const shown = textOf(v);
    const step = written(r.step);
    const lines = [`Round ${written(x)} ${targetText(v)}: to a multiple of ${step}.`];
    if (r.lower.eq(r.upper)) {
      lines.push(`${written(x)} is already a multiple of ${step}, so it is unchanged.`);
    } else {
      const [lo, hi] = [written(r.lower), written(r.upper)];
      const middle = r.lower.plus(r.upper).div(2);
      const where = x.eq(middle)
        ? `exactly halfway between ${lo} and ${hi}`
        : `between ${lo} and ${hi}, nearer ${x.minus(r.lower).abs().lt(r.upper.minus(x).abs()) ? lo : hi}`;
      lines.push(`${written(x)} lies ${where}.`);
      // A half mode decides only ties; any other number goes to the nearest multiple.
      const mode = modeOf(v.mode);
      lines.push(
        v.mode.startsWith('half') && !x.eq(middle)
          ? `${mode.label}: not a tie, so the nearest multiple: ${shownText(shown)}.`
          : `${mode.label}: ${mode.rule}, so the result is ${shownText(shown)}.`,
      );
    }
    return lines;
  },
  about: [
    'Rounding replaces a number by the nearest multiple of a step: 0.01 for 2 decimal places, the place of the last figure kept for significant figures (1,234.5 to 3 significant figures is a multiple of 10: 1,230), or the step you type (10, 100, 0.05). Numbers of up to 15 significant figures are worked in decimal exactly as typed (a longer one is rounded to 15 to 17 figures on reading, and the page says so), so 2.675 rounds half-up to 2.68; programs working in binary floating point often give 2.67 (Python’s round gives 2.67 for 2.675 to 2 decimals, as its documentation explains).',
    'The rounding modes, with the names of java.math.RoundingMode: half up takes the nearest multiple and a tie away from zero (2.5 → 3 and −2.5 → −3; IEEE 754-2019 roundTiesToAway), the school rule; half even takes a tie to the even multiple (2.5 → 2 and 3.5 → 4; roundTiesToEven, also called banker’s rounding), the rule ISO 80000-1 Annex B and NIST SP 811 §B.7 give for a tie, since it does not bias sums upward; half down takes a tie towards zero (2.5 → 2). Up rounds away from zero (1.1 → 2), down towards zero (1.9 → 1, truncation; roundTowardZero), ceiling towards plus infinity (−1.1 → −1; roundTowardPositive) and floor towards minus infinity (−1.1 → −2; roundTowardNegative).',
    'The half modes differ only when the number is exactly halfway, as 2.675 is between 2.67 and 2.68. The result is shown with the decimals the rounding keeps (2.70 to 2 decimals; 9.996 to 3 significant figures is 10.0), and the results of all seven modes are listed under it.',
  ],
  faq: [
    {
      question: 'What is banker’s rounding?',
      answer:
        'Round half to even: a number exactly halfway goes to the even neighbour, so 2.5 becomes 2 and 3.5 becomes 4. Over many numbers the ties go up and down equally often, so totals are not pushed upward.',
    },
    {
      question: 'How do I round to significant figures?',
      answer:
        'Count figures from the first non-zero digit and round at the last one kept: 1.2459 to 3 significant figures is 1.25, and 0.0012345 to 2 is 0.0012.',
    },
    {
      question: 'What is the difference between rounding down and floor?',
      answer:
        'For positive numbers none: both drop the rest. For negative numbers, down goes towards zero (−1.6 → −1) and floor towards minus infinity (−1.6 → −2).',
    },
    {
      question: 'Why does my program round 2.675 to 2.67?',
      answer:
        'Binary floating point stores 2.675 as 2.67499999999999982236431605997495353221893310546875, just below the tie, so it rounds down. This calculator rounds the decimal you typed, so 2.675 half-up is 2.68.',
    },
  ],
  references: [
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: 2.5 rounded to one digit with HALF_EVEN is 2',
      inputs: { number: '2.5', to: 'decimals', decimals: '0', mode: 'half-even' },
      expected: { rounded: 2 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: 5.5 with HALF_DOWN is 5',
      inputs: { number: '5.5', to: 'decimals', decimals: '0', mode: 'half-down' },
      expected: { rounded: 5 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: −2.5 with HALF_UP is −3',
      inputs: { number: '-2.5', to: 'decimals', decimals: '0', mode: 'half-up' },
      expected: { rounded: -3 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: −1.1 with CEILING is −1',
      inputs: { number: '-1.1', to: 'decimals', decimals: '0', mode: 'ceiling' },
      expected: { rounded: -1 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: −1.1 with FLOOR is −2',
      inputs: { number: '-1.1', to: 'decimals', decimals: '0', mode: 'floor' },
      expected: { rounded: -2 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: 1.1 with UP is 2',
      inputs: { number: '1.1', to: 'decimals', decimals: '0', mode: 'up' },
      expected: { rounded: 2 },
      tolerance: 0,
    },
    {
      source:
        'Oracle, Java SE 8 API, "Enum RoundingMode" (docs.oracle.com/javase/8/docs/api/java/math/RoundingMode.html), summary table: −1.6 with DOWN is −1',
      inputs: { number: '-1.6', to: 'decimals', decimals: '0', mode: 'down' },
      expected: { rounded: -1 },
      tolerance: 0,
    },
    {
      source:
        "Python 3 documentation, \"decimal — Decimal fixed-point and floating-point arithmetic\", quick-start tutorial (docs.python.org/3/library/decimal.html): Decimal('7.325').quantize(Decimal('.01'), rounding=ROUND_DOWN) is 7.32",
      inputs: { number: '7.325', to: 'decimals', decimals: '2', mode: 'down' },
      expected: { rounded: 7.32 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 1.1 "Introduction to Whole Numbers", Example 1.8 (openstax.org/books/prealgebra-2e/pages/1-1-introduction-to-whole-numbers): "Rounding 843 to the nearest ten gives 840"',
      inputs: { number: '843', to: 'multiple', multiple: '10', mode: 'half-up' },
      expected: { rounded: 840 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 1.1, rounding on the number line (openstax.org/books/prealgebra-2e/pages/1-1-introduction-to-whole-numbers): 75 is exactly midway between 70 and 80, and "mathematicians have agreed to round to the higher number, 80"',
      inputs: { number: '75', to: 'multiple', multiple: '10', mode: 'half-up' },
      expected: { rounded: 80 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 1.1, Example 1.9 (b) (openstax.org/books/prealgebra-2e/pages/1-1-introduction-to-whole-numbers): "3,978 rounded to the nearest hundred is 4,000" (adding 1 to the 9 carries)',
      inputs: { number: '3978', to: 'multiple', multiple: '100', mode: 'half-up' },
      expected: { rounded: 4000 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), section 5.1 "Decimals", Example 5.9 (openstax.org/books/prealgebra-2e/pages/5-1-decimals): "18.38 is 18.379 rounded to the nearest hundredth"',
      inputs: { number: '18.379', to: 'decimals', decimals: '2', mode: 'half-up' },
      expected: { rounded: 18.38 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), section 3.4 "Rational Numbers", Example 3.63 (openstax.org/books/contemporary-mathematics/pages/3-4-rational-numbers): the digit after the fourth decimal is 5, so 45.11475 rounded off to four decimal places is 45.1148',
      inputs: { number: '45.11475', to: 'decimals', decimals: '4', mode: 'half-up' },
      expected: { rounded: 45.1148 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Chemistry 2e (2019), section 1.5 "Measurement Uncertainty, Accuracy, and Precision", Example 1.3 (c) (openstax.org/books/chemistry-2e/pages/1-5-measurement-uncertainty-accuracy-and-precision): to four significant figures, 0.051065 rounds "down" to 0.05106 (the dropped digit is 5, and the retained digit is even)',
      inputs: { number: '0.051065', to: 'figures', figures: '4', mode: 'half-even' },
      expected: { rounded: 0.05106 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Chemistry 2e (2019), section 1.5, rounding rule (openstax.org/books/chemistry-2e/pages/1-5-measurement-uncertainty-accuracy-and-precision): to three significant figures, 92.85 rounds "down" to 92.8 (the dropped digit is 5, and the retained digit is even)',
      inputs: { number: '92.85', to: 'figures', figures: '3', mode: 'half-even' },
      expected: { rounded: 92.8 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Chemistry 2e (2019), section 1.5, Example 1.3 (d) (openstax.org/books/chemistry-2e/pages/1-5-measurement-uncertainty-accuracy-and-precision): to four significant figures, 0.90275 rounds "up" to 0.9028 (the dropped digit is 5, and the retained digit is even)',
      inputs: { number: '0.90275', to: 'figures', figures: '4', mode: 'half-even' },
      expected: { rounded: 0.9028 },
      tolerance: 0,
    },
  ],
});
