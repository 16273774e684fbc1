import { formatNumber, formatPercent, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 48,
  name: 'Random Number Generator',
  description:
    'Draw random whole numbers in a range, with or without repeats, from your browser’s secure random source.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'dice',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'password-generator',
    'scientific-calculator',
    'average-calculator',
    'permutation-combination-calculator',
    'random-picker',
    'probability-calculator',
  ],
  keywords: 'random number rng dice lottery pick',
} satisfies CalculatorRecord;

// The random number generator: whole numbers from min to max, with or without repeats. The draw
// itself is made by the panel, in the browser only, from crypto.getRandomValues with rejection
// sampling (shared/random.ts). What compute gives is what does not depend on chance: how many
// numbers there are, how many different draws, and the chance of any one number being drawn.
// Without repeats a draw is counted as a set (order ignored, as a lottery counts its draws);
// with repeats, as a sequence in order, since only sequences are equally likely.

const LIMIT = 1_000_000_000;

const fields = {
  min: {
    kind: 'integer',
    label: 'Smallest number',
    default: '1',
    min: -LIMIT,
    max: LIMIT,
    messages: {
      min: 'The smallest number can be at least −1,000,000,000',
      invalid: 'Enter a whole number',
    },
  },
  max: {
    kind: 'integer',
    label: 'Largest number',
    default: '100',
    min: -LIMIT,
    max: LIMIT,
    sameRow: true,
    messages: {
      min: 'The largest number can be at least −1,000,000,000',
      invalid: 'Enter a whole number',
    },
  },
  count: {
    kind: 'integer',
    label: 'How many numbers',
    default: '1',
    min: 1,
    max: 100,
    stepper: { fewer: 'Fewer numbers', more: 'More numbers' },
    messages: {
      required: 'Enter how many numbers to draw',
      min: 'Draw at least 1 number',
      max: 'Draw at most 100 numbers',
      invalid: 'Enter a whole number of numbers',
    },
  },
  repeats: {
    kind: 'choice',
    label: 'Repeats',
    default: 'no',
    display: 'radio',
    options: [
      { value: 'no', label: 'No repeats' },
      { value: 'yes', label: 'Repeats allowed' },
    ],
  },
} as const;

type DrawValues = Values<typeof fields>;

/** Draws above this are too many to show exactly: they are shown as a power of ten. */
const EXACT_LIMIT = 1e15;

/** How many numbers there are from min to max. */
function rangeSize(v: DrawValues): number {
  return v.max - v.min + 1;
}

/** C(n, k), exactly. */
export function combinations(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The number of different draws: sets without repeats, sequences with them. */
export function possibleDraws(v: DrawValues): bigint {
  const size = rangeSize(v);
  return v.repeats === 'no' ? combinations(size, v.count) : BigInt(size) ** BigInt(v.count);
}

/** '1.27 × 10^930' for a number too large to show whole. */
export function scientific(value: bigint): string {
  const digits = value.toString();
  const mantissa = Number(`${digits[0]}.${digits.slice(1, 16)}`);
  return `${formatNumber(mantissa, 2)} × 10^${digits.length - 1}`;
}

/** The chance, in %, that a given number is among those drawn. */
function numberChance(v: DrawValues): number {
  const size = rangeSize(v);
  if (v.repeats === 'no') return (v.count / size) * 100;
  // 1 − (1 − 1/n)^k, without losing digits when 1/n is tiny.
  return -Math.expm1(v.count * Math.log1p(-1 / size)) * 100;
}

/** 'Possible sets of 6 (order ignored)', or 'Possible results' for one number. */
function drawsLabel(v: DrawValues): string {
  if (v.count === 1) return 'Possible results';
  return v.repeats === 'no'
    ? `Possible sets of ${formatPlain(v.count)} (order ignored)`
    : `Possible sequences of ${formatPlain(v.count)} (in order)`;
}

/** Where the reference cases come from. */
const CONTEMPORARY_COMBINATIONS =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 7.3 "Combinations" ' +
  '(openstax.org/books/contemporary-mathematics/pages/7-3-combinations)';

export default defineCalculator({
  slug: 'random-number-generator',
  fields,
  validate(v) {
    if (v.max < v.min) return { max: 'The largest number must be at least the smallest' };
    const size = rangeSize(v);
    if (v.repeats === 'no' && v.count > size) {
      return {
        count:
          `There ${size === 1 ? 'is only 1 number' : `are only ${formatPlain(size)} numbers`} ` +
          `from ${formatPlain(v.min)} to ${formatPlain(v.max)}: draw at most ` +
          `${formatPlain(size)} without repeats, or allow repeats`,
      };
    }
    return {};
  },
  outputs: {
    possibleValues: { label: 'Numbers in the range', format: 'integer' },
    possibleDraws: {
      label: drawsLabel,
      format: 'integer',
      caption: (draws) => `Any one of them has a 1 in ${formatPlain(draws)} chance`,
    },
    numberChance: { label: 'Chance a given number is drawn', format: 'percent' },
  },
  compute(v) {
    const draws = Number(possibleDraws(v));
    return {
      possibleValues: rangeSize(v),
      // Beyond 10^15 the count is hidden and given in facts as a power of ten; a count too large
      // for a number stands at the largest one (never shown).
      possibleDraws: Number.isFinite(draws) ? draws : Number.MAX_VALUE,
      numberChance: numberChance(v),
    };
  },
  hiddenOutputs: (v) => (possibleDraws(v) > BigInt(EXACT_LIMIT) ? ['possibleDraws'] : []),
  facts(v) {
    const draws = possibleDraws(v);
    if (draws <= BigInt(EXACT_LIMIT)) return [];
    const digits = draws.toString().length;
    return [
      {
        label: drawsLabel(v),
        text: `About ${scientific(draws)}, ${article(digits)} ${formatPlain(digits)}-digit number`,
      },
    ];
  },
  usage: (v, r) => ({
    min: v.min,
    max: v.max,
    count: v.count,
    repeats: v.repeats,
    possibleValues: r.possibleValues,
  }),
  panel: {
    load: () => import('./random-number-generator/RandomNumbersPanel.tsx'),
    where: 'results',
  },
  notes: [
    'The numbers are drawn in your browser from its cryptographic random source ' +
      '(crypto.getRandomValues), without modulo bias, and are never sent anywhere. Generate ' +
      'draws again; each draw is independent of the last.',
  ],
  steps(v) {
    const size = rangeSize(v);
    const draws = possibleDraws(v);
    const shown =
      draws > BigInt(EXACT_LIMIT) ? `about ${scientific(draws)}` : formatPlain(Number(draws));
    const steps = [
      `Numbers from ${formatPlain(v.min)} to ${formatPlain(v.max)} = ${formatPlain(v.max)} − ` +
        `${formatPlain(v.min)} + 1 = ${formatPlain(size)}`,
    ];
    if (v.count === 1) {
      steps.push(
        `Possible results = ${formatPlain(size)}, each with a 1 in ${formatPlain(size)} chance`,
      );
    } else if (v.repeats === 'no') {
      steps.push(
        `Possible sets without repeats, order ignored = C(${formatPlain(size)}, ` +
          `${formatPlain(v.count)}) = ${formatPlain(size)}! ÷ (${formatPlain(v.count)}! × ` +
          `${formatPlain(size - v.count)}!) = ${shown}`,
        `Chance a given number is drawn = ${formatPlain(v.count)} ÷ ${formatPlain(size)} = ` +
          formatPercent(numberChance(v)),
      );
    } else {
      steps.push(
        `Possible sequences with repeats, in order = ${formatPlain(size)}^${formatPlain(v.count)} ` +
          `= ${shown}`,
        `Chance a given number is drawn = 1 − (1 − 1/${formatPlain(size)})^` +
          `${formatPlain(v.count)} = ${formatNumber(numberChance(v), 2)}%`,
      );
    }
    return steps;
  },
  about: [
    'Each number is drawn in your browser with crypto.getRandomValues, the cryptographically ' +
      'secure random source of the Web Crypto API, which the browser seeds from the operating ' +
      'system. Random bytes are read as a whole number, and a number that would make some ' +
      'results more likely than others (those above the largest multiple of the range) is ' +
      'thrown away and drawn again, so every number in the range is equally likely: there is no ' +
      'modulo bias. The numbers never leave your browser, and the page draws none on the server.',
    'Without repeats, a number already drawn is drawn again until the set is complete, so every ' +
      'set of different numbers is equally likely, as in a lottery draw. The number of possible ' +
      'sets is the binomial coefficient C(n, k) = n! ÷ (k! × (n − k)!), for k numbers from n; ' +
      'for 6 numbers from 1 to 49 it is 13,983,816, the odds of the old UK Lotto jackpot.',
    'With repeats, each number is drawn from the whole range, like rolling a die again. There are ' +
      'n^k possible sequences in order, each equally likely: 36 for two dice. The chance that a ' +
      'given number appears is 1 − (1 − 1/n)^k.',
  ],
  faq: [
    {
      question: 'Are these numbers truly random?',
      answer:
        'They come from your browser’s cryptographic random generator, the same source used to ' +
        'make encryption keys; no one can predict them from earlier draws. They are drawn so that ' +
        'every number in your range is exactly as likely as any other.',
    },
    {
      question: 'What are the odds of a lottery draw?',
      answer:
        'Enter the lottery’s range and how many numbers it draws, without repeats: 6 from 1 to 49 ' +
        'has 13,983,816 possible sets, so one ticket has a 1 in 13,983,816 chance of the ' +
        'jackpot; 6 from 1 to 59 has 45,057,474.',
    },
    {
      question: 'What is the difference between “no repeats” and “repeats allowed”?',
      answer:
        'Without repeats each number can come up once, like balls taken from a drum. With ' +
        'repeats every number is drawn from the whole range each time, like rolling a die, so ' +
        'the same number can appear more than once.',
    },
    {
      question: 'Are the numbers I draw sent or stored anywhere?',
      answer:
        'No. They are made in your browser and stay there. Only the range and the options you ' +
        'chose are recorded, with the site’s anonymous usage statistics.',
    },
  ],
  references: [
    {
      source: `${CONTEMPORARY_COMBINATIONS}, Example 7.10 "Applying the Combination Formula": 2-card Texas Hold’em hands from a 52-card deck, ₅₂C₂ = (52 × 51)/2 = 1,326`,
      inputs: { min: '1', max: '52', count: '2', repeats: 'no' },
      expected: { possibleValues: 52, possibleDraws: 1326 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_COMBINATIONS}, the same example: 6-card Clue hands from 21 cards, ₂₁C₆ = 54,264`,
      inputs: { min: '1', max: '21', count: '6', repeats: 'no' },
      expected: { possibleDraws: 54_264 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 7.5 "Basic Concepts of ' +
        'Probability" (openstax.org/books/contemporary-mathematics/pages/7-5-basic-concepts-of-probability), ' +
        'Example 7.18 "Using Tables to Find Theoretical Probabilities": two standard dice, “each of the 36 ' +
        'ordered pairs in the table represent an equally likely outcome”',
      inputs: { min: '1', max: '6', count: '2', repeats: 'yes' },
      expected: { possibleValues: 6, possibleDraws: 36 },
      tolerance: 0,
    },
  ],
});
