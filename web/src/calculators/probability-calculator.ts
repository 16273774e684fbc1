import { formatFigure, formatPlain } from '../domain/format.ts';
import { defineMode, defineTabs, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { Big } from '../engine/money.ts';
import { withNoun } from './shared/dates.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';
import { digitCount, groupDigits, scientificText, superscript } from './shared/integerText.ts';

export const record = {
  id: 158,
  name: 'Probability Calculator',
  description:
    'Combine the probabilities of two independent events (and, or, not, exactly one), or find binomial probabilities of k successes in n trials.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'dice',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'permutation-combination-calculator',
    'z-score-calculator',
    'random-number-generator',
    'sample-size-calculator',
  ],
  keywords:
    'probability odds chance independent events union intersection complement and or not xor either neither binomial distribution pmf cdf binompdf binomcdf trials successes at least at most coin dice',
} satisfies CalculatorRecord;

// Two modes. Two events: for independent events A and B, P(A and B) = P(A) × P(B), and from it
// the union P(A or B) = P(A) + P(B) − P(A and B), exactly one, neither, and the complements (the
// addition and multiplication rules). Binomial: for n independent trials each succeeding with
// probability p, P(X = k) = C(n, k) p^k (1 − p)^(n − k), and the cumulative sums at most and at
// least k, each summed from its own side. Each term is worked in logarithms (ln C(n, k) from the
// product (n − k + 1)/1 × … × n/k), so n up to 1,000 neither overflows nor underflows midway.

/** The largest number of trials. */
const MAX_TRIALS = 1000;

function probabilityField(label: string, noun: string, defaultText: string, help: string) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: 0,
    max: 1,
    noun,
    help,
    messages: {
      min: `Enter the ${noun} from 0 to 1`,
      max: `Enter the ${noun} from 0 to 1 (for 30%, enter 0.3)`,
    },
  } as const satisfies NumberField;
}

/** A number as read back: up to 10 significant digits, no trailing zeros, never '−0'. */
const show = (value: number) => formatPlain(Number(value.toPrecision(10)) + 0);

/** A probability as a result: 4 decimals (a tiny one to 4 significant digits). */
const prob = (value: number) => formatFigure(value, 4);

/** The combinations of two independent events. */
export function eventsOf(a: number, b: number) {
  const both = a * b;
  return {
    both,
    either: a + b - both,
    exactlyOne: a + b - 2 * both,
    neither: (1 - a) * (1 - b),
    aNotB: a * (1 - b),
    bNotA: b * (1 - a),
    notA: 1 - a,
    notB: 1 - b,
  };
}

const eventsMode = defineMode({
  intro: 'Two independent events A and B',
  fields: {
    pA: probabilityField(
      'Probability of A, P(A)',
      'probability of A',
      '0.5',
      'From 0 (never) to 1 (certain): 30% is 0.3.',
    ),
    pB: probabilityField(
      'Probability of B, P(B)',
      'probability of B',
      '0.4',
      'Independent of A: one happening does not change the chance of the other.',
    ),
  },
  outputs: {
    both: { label: 'P(A and B)', format: 'number', decimals: 4, emphasis: true },
    either: { label: 'P(A or B), at least one', format: 'number', decimals: 4, emphasis: true },
    exactlyOne: { label: 'P(exactly one of A and B)', format: 'number', decimals: 4 },
    neither: { label: 'P(neither A nor B)', format: 'number', decimals: 4 },
    aNotB: { label: 'P(A and not B)', format: 'number', decimals: 4 },
    bNotA: { label: 'P(B and not A)', format: 'number', decimals: 4 },
    notA: { label: 'P(not A)', format: 'number', decimals: 4 },
    notB: { label: 'P(not B)', format: 'number', decimals: 4 },
  },
  compute: (v) => eventsOf(v.pA, v.pB),
  summary: (v, r) =>
    `With P(A) = ${show(v.pA)} and P(B) = ${show(v.pB)}, both happen with probability ${prob(r.both)} and at least one with ${prob(r.either)}.`,
  steps(v, r) {
    const [a, b] = [show(v.pA), show(v.pB)];
    return [
      `P(A and B) = P(A) × P(B) = ${a} × ${b} = ${show(r.both)}, since A and B are independent`,
      `P(A or B) = P(A) + P(B) − P(A and B) = ${a} + ${b} − ${show(r.both)} = ${show(r.either)}`,
      `P(exactly one) = P(A or B) − P(A and B) = ${show(r.either)} − ${show(r.both)} = ${show(r.exactlyOne)}`,
      `P(neither) = (1 − P(A)) × (1 − P(B)) = ${show(r.notA)} × ${show(r.notB)} = ${show(r.neither)} = 1 − P(A or B)`,
      `P(A and not B) = P(A) × (1 − P(B)) = ${a} × ${show(r.notB)} = ${show(r.aNotB)}; P(B and not A) = ${b} × ${show(r.notA)} = ${show(r.bNotA)}`,
      `P(not A) = 1 − ${a} = ${show(r.notA)}; P(not B) = 1 − ${b} = ${show(r.notB)}`,
    ];
  },
  references: [
    {
      source:
        'NCERT Mathematics Part II, Class 12, Chapter 13 Probability, Exercise 13.2, question 11 (solution at www.teachoo.com/4087/764/): P(A) = 0.3, P(B) = 0.6 independent give P(A and B) = 0.18, P(A and not B) = 0.12, P(A or B) = 0.72, P(neither) = 0.28',
      inputs: { pA: '0.3', pB: '0.6' },
      expected: { both: 0.18, aNotB: 0.12, either: 0.72, neither: 0.28 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §3.2 "Independent and Mutually Exclusive Events", Example 3.9 (openstax.org/books/introductory-statistics-2e/pages/3-2-independent-and-mutually-exclusive-events): taking a math class P(G) = 0.6 and a science class P(H) = 0.5 are independent, P(G)P(H) = (0.6)(0.5) = 0.3 = P(G AND H)',
      inputs: { pA: '0.6', pB: '0.5' },
      expected: { both: 0.3 },
      tolerance: 1e-12,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §3.2 "Independent and Mutually Exclusive Events", Try It after Example 3.8 (openstax.org/books/introductory-statistics-2e/pages/3-2-independent-and-mutually-exclusive-events): learning Spanish P(A) = 0.4 and German P(B) = 0.2 with P(A AND B) = 0.08 are independent events',
      inputs: { pA: '0.4', pB: '0.2' },
      expected: { both: 0.08 },
      tolerance: 1e-12,
    },
  ],
});

/** ln C(n, k), from the product (n − k + 1)/1 × (n − k + 2)/2 × … × n/k. */
function lnChoose(n: number, k: number): number {
  const m = Math.min(k, n - k);
  let total = 0;
  for (let i = 1; i <= m; i += 1) total += Math.log((n - m + i) / i);
  return total;
}

/** P(X = i) for i = 0 … n, X binomial with n trials and success probability p. */
export function binomialPmf(n: number, p: number): number[] {
  if (p === 0) return Array.from({ length: n + 1 }, (_, i) => (i === 0 ? 1 : 0));
  if (p === 1) return Array.from({ length: n + 1 }, (_, i) => (i === n ? 1 : 0));
  const [lnP, lnQ] = [Math.log(p), Math.log1p(-p)];
  return Array.from({ length: n + 1 }, (_, i) =>
    Math.exp(lnChoose(n, i) + i * lnP + (n - i) * lnQ),
  );
}

/** The binomial probabilities of k successes in n trials. */
export function binomialOf(n: number, p: number, k: number) {
  const pmf = binomialPmf(n, p);
  const sum = (from: number, to: number) =>
    pmf.slice(Math.max(0, from), Math.min(n, to) + 1).reduce((total, x) => total + x, 0);
  return {
    exactly: pmf[k] ?? 0,
    atMost: Math.min(1, sum(0, k)),
    atLeast: Math.min(1, sum(k, n)),
    fewer: Math.min(1, sum(0, k - 1)),
    more: Math.min(1, sum(k + 1, n)),
    mean: n * p,
    sd: Math.sqrt(n * p * (1 - p)),
  };
}

/** C(n, k) exactly (k ≤ n). */
/**
 * P(X = k), P(X ≤ k) and P(X ≥ k) worked exactly from p and 1 − p as shown, so a step says '='
 * only where its probability is shown in full (252 × 0.5¹⁰ = 0.24609375 is '≈ 0.2461'); null
 * where the terms grow too long to work (more than 60 trials or 2,000 digits).
 */
function exactBinomial(n: number, p: Big, q: Big, k: number) {
  if (n > 60 || (p.c.length + q.c.length) * n > 2000) return null;
  const term = (j: number) => new Big(choose(n, j).toString()).times(p.pow(j)).times(q.pow(n - j));
  const terms = Array.from({ length: n + 1 }, (_, j) => term(j));
  const sum = (from: number, to: number) =>
    terms.slice(from, to + 1).reduce((total, each) => total.plus(each), new Big(0));
  return { exactly: terms[k]!, atMost: sum(0, k), atLeast: sum(k, n) };
}

/** '=' where a square root shown squares back to the number under it (√(10 × 0.5 × 0.5) ≈ 1.5811). */
function rootSign(square: Big, shown: string): '=' | '≈' {
  const root = readShown(shown);
  return root !== null && root.times(root).eq(square) ? '=' : '≈';
}

function choose(n: number, k: number): bigint {
  const m = BigInt(Math.min(k, n - k));
  const N = BigInt(n);
  let result = 1n;
  for (let i = 0n; i < m; i += 1n) result = (result * (N - i)) / (i + 1n);
  return result;
}

/** A count in a formula: in full up to 15 digits, else in scientific notation. */
const countText = (value: bigint) =>
  digitCount(value) > 15 ? scientificText(value) : groupDigits(value);

const binomialMode = defineMode({
  intro: 'k successes in n independent trials, each with probability p',
  fields: {
    n: {
      kind: 'integer',
      label: 'Number of trials (n)',
      default: '10',
      min: 1,
      max: MAX_TRIALS,
      noun: 'number of trials',
      help: 'How many times the experiment is repeated (up to 1,000).',
    },
    p: probabilityField(
      'Probability of success (p)',
      'probability of success',
      '0.5',
      'The chance of success in each trial, from 0 to 1: 0.5 for a fair coin.',
    ),
    k: {
      kind: 'integer',
      label: 'Number of successes (k)',
      default: '5',
      min: 0,
      max: MAX_TRIALS,
      noun: 'number of successes',
    },
  },
  validate: (v) =>
    v.k > v.n
      ? { k: `There cannot be more successes than trials: k can be at most ${formatPlain(v.n)}` }
      : {},
  outputs: {
    exactly: {
      label: (v) => `P(X = ${v.k}), exactly`,
      format: 'number',
      decimals: 4,
      emphasis: true,
    },
    atMost: { label: (v) => `P(X ≤ ${v.k}), at most`, format: 'number', decimals: 4 },
    atLeast: { label: (v) => `P(X ≥ ${v.k}), at least`, format: 'number', decimals: 4 },
    fewer: { label: (v) => `P(X < ${v.k}), fewer than`, format: 'number', decimals: 4 },
    more: { label: (v) => `P(X > ${v.k}), more than`, format: 'number', decimals: 4 },
    mean: { label: 'Mean (expected successes) n × p', format: 'number', decimals: 4 },
    sd: { label: 'Standard deviation √(n × p × (1 − p))', format: 'number', decimals: 4 },
  },
  compute: (v) => binomialOf(v.n, v.p, v.k),
  summary: (v, r) =>
    `In ${withNoun(v.n, 'trial')} with p = ${show(v.p)}, exactly ${withNoun(v.k, 'success', 'successes')} has probability ${prob(r.exactly)}, at most ${formatPlain(v.k)} has ${prob(r.atMost)} and at least ${formatPlain(v.k)} has ${prob(r.atLeast)}.`,
  steps(v, r) {
    const { n, k } = v;
    const p = show(v.p);
    const q = show(1 - v.p);
    const [exactP, exactQ] = [readShown(p)!, readShown(q)!];
    const exact = exactBinomial(n, exactP, exactQ, k);
    const sign = (value: Big | undefined, shown: string) =>
      value ? equalsOrAbout(value, shown) : '≈';
    return [
      `P(X = k) = C(n, k) × p^k × (1 − p)^(n − k) = C(${n}, ${k}) × ${p}${superscript(k)} × ${q}${superscript(n - k)}`,
      `C(${n}, ${k}) = ${n}! ÷ (${k}! × ${n - k}!) = ${countText(choose(n, k))}`,
      `P(X = ${k}) ${sign(exact?.exactly, prob(r.exactly))} ${prob(r.exactly)}`,
      k === 0
        ? `P(X ≤ 0) = P(X = 0) ${sign(exact?.atMost, prob(r.atMost))} ${prob(r.atMost)}`
        : `P(X ≤ ${k}) = P(X = 0) + … + P(X = ${k}) ${sign(exact?.atMost, prob(r.atMost))} ${prob(r.atMost)}`,
      k === n
        ? `P(X ≥ ${k}) = P(X = ${n}) ${sign(exact?.atLeast, prob(r.atLeast))} ${prob(r.atLeast)}`
        : `P(X ≥ ${k}) = P(X = ${k}) + … + P(X = ${n}) ${sign(exact?.atLeast, prob(r.atLeast))} ${prob(r.atLeast)}`,
      `Mean = n × p = ${n} × ${p} ${equalsOrAbout(exactP.times(n), show(r.mean))} ${show(r.mean)}; standard deviation = √(${n} × ${p} × ${q}) ${rootSign(exactP.times(n).times(exactQ), formatFigure(r.sd, 4))} ${formatFigure(r.sd, 4)}`,
    ];
  },
  references: [
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §4.3 "Binomial Distribution", Example 4.13 (openstax.org/books/introductory-statistics-2e/pages/4-3-binomial-distribution): 41% of adult workers, 20 selected, P(x ≤ 12) = 0.9738, and μ = np = (20)(0.41) = 8.2 workers expected',
      inputs: { n: '20', p: '0.41', k: '12' },
      expected: { atMost: 0.9738, mean: 8.2 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §4.3 "Binomial Distribution", Example 4.15 (openstax.org/books/introductory-statistics-2e/pages/4-3-binomial-distribution): lifetime cancer risk 1.5%, 200 people, X ~ B(200, 0.015): mean 3, P(x ≤ 8) = 0.9965',
      inputs: { n: '200', p: '0.015', k: '8' },
      expected: { atMost: 0.9965, mean: 3 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §4.3 "Binomial Distribution", Example 4.15 (openstax.org/books/introductory-statistics-2e/pages/4-3-binomial-distribution): of 200 people, "the probability that five people develop cancer is 0.1011"',
      inputs: { n: '200', p: '0.015', k: '5' },
      expected: { exactly: 0.1011 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.10 "The Binomial Distribution", Example 7.36 "Using the Binomial CDF" (openstax.org/books/contemporary-mathematics/pages/7-10-the-binomial-distribution): 50 flips of a fair coin, P(H ≤ 22) = 0.2399',
      inputs: { n: '50', p: '0.5', k: '22' },
      expected: { atMost: 0.2399 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.10 "The Binomial Distribution", Example 7.36 "Using the Binomial CDF" (openstax.org/books/contemporary-mathematics/pages/7-10-the-binomial-distribution): 50 flips of a fair coin, P(H > 28) = 1 − 0.8389 = 0.1611 and P(H ≥ 20) = 1 − 0.0595 = 0.9405',
      inputs: { n: '50', p: '0.5', k: '28' },
      expected: { more: 0.1611, atMost: 0.8389 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.10 "The Binomial Distribution" (openstax.org/books/contemporary-mathematics/pages/7-10-the-binomial-distribution): the Reds win each game with probability 65%, a seven-game series, P(W ≥ 4) = 0.8002',
      inputs: { n: '7', p: '0.65', k: '4' },
      expected: { atLeast: 0.8002 },
      tolerance: 0.00005,
    },
  ],
});

export default defineTabs({
  slug: 'probability-calculator',
  param: 'mode',
  label: 'Probability calculations',
  tabs: [
    { id: 'events', label: 'Two events', mode: eventsMode },
    { id: 'binomial', label: 'Binomial', mode: binomialMode },
  ],
  about: [
    'Two events: for independent events A and B (one happening does not change the chance of the other, like two coin tosses), the multiplication rule gives P(A and B) = P(A) × P(B), and the addition rule P(A or B) = P(A) + P(B) − P(A and B), the chance that at least one happens. Exactly one is P(A or B) − P(A and B); neither is (1 − P(A)) × (1 − P(B)) = 1 − P(A or B); the complement of A is P(not A) = 1 − P(A). Probabilities are entered from 0 to 1 (30% is 0.3). If your events are not independent, P(A and B) is not the product and these results do not apply.',
    'Binomial: in n independent trials that each succeed with the same probability p, the number of successes X follows the binomial distribution, P(X = k) = C(n, k) × p^k × (1 − p)^(n − k), where C(n, k) = n! ÷ (k! × (n − k)!) counts the ways to place the k successes. "At most k" adds P(X = 0) to P(X = k) (binomcdf on a TI calculator, BINOM.DIST with TRUE in a spreadsheet); "at least k" adds P(X = k) to P(X = n). The mean is n × p and the standard deviation √(n × p × (1 − p)). Formulas: OpenStax Introductory Statistics 2e, §3.3 and §4.3.',
    'Each binomial term is worked in logarithms and summed from its own side, so small tails keep their digits and n can be up to 1,000 without overflow; the results are correct to about 13 significant digits. They are shown to 4 decimals, and very small probabilities to 4 significant digits.',
  ],
  faq: [
    {
      question: 'How do I find the probability of A and B?',
      answer:
        'For independent events multiply: P(A and B) = P(A) × P(B). Two heads in two coin tosses: 0.5 × 0.5 = 0.25. For events that affect each other you need the conditional probability: P(A and B) = P(A) × P(B given A).',
    },
    {
      question: 'What is the probability of A or B?',
      answer:
        'P(A or B) = P(A) + P(B) − P(A and B), subtracting the overlap that would otherwise be counted twice. With P(A) = 0.3 and P(B) = 0.6 independent, 0.3 + 0.6 − 0.18 = 0.72.',
    },
    {
      question: 'How do I work out "at least one"?',
      answer:
        'Use the complement: P(at least one) = 1 − P(none). The chance of at least one six in 4 rolls of a die is 1 − (5/6)⁴ = 0.5177. In the binomial tab that is n = 4, p = 0.166667, k = 1, "at least".',
    },
    {
      question: 'When can I use the binomial distribution?',
      answer:
        'When there is a fixed number of trials, each with two outcomes (success or failure), the same probability of success every time, and trials that do not affect each other: coin tosses, defective items drawn with replacement, survey answers from a large population.',
    },
  ],
});
