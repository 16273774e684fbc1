import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { scientificText } from './shared/integerText.ts';
import { uniformBelow, type RandomBytes } from './shared/random.ts';

export const record = {
  id: 166,
  name: 'Random Picker',
  description:
    'Pick one or more winners at random from a list of names or items, without repeats, or shuffle the whole list.',
  category: 'free-tools',
  icon: 'dice',
  iconBg: 'pink',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['random-number-generator', 'password-generator', 'permutation-combination-calculator'],
  keywords:
    'random name picker name generator pick a winner raffle draw lucky draw giveaway shuffle list randomizer randomiser wheel spinner',
} satisfies CalculatorRecord;

// Names or items typed one a line; blank lines are skipped and each other line is one entry (a
// name typed twice has two chances). The draw is made by the panel, in the browser only: a
// Fisher–Yates shuffle (Knuth, TAOCP vol. 2, §3.4.2, Algorithm P) whose every index is drawn by
// rejection sampling from crypto.getRandomValues (shared/random.ts), so every order is equally
// likely; picking k winners is the first k steps of the same shuffle. compute gives what does not
// depend on chance: the entries, the possible results and each entry's chance.

const MOST_ITEMS = 1000;

/** The entries of a list: one a line, trimmed, blank lines skipped. */
export function entriesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The first `count` entries of a Fisher–Yates shuffle of `items` (all of them by default): each
 * position i takes an entry drawn uniformly from those not yet placed.
 */
export function shuffle<T>(items: readonly T[], random: RandomBytes, count = items.length): T[] {
  const a = [...items];
  const n = a.length;
  for (let i = 0; i < Math.min(count, n); i++) {
    const j = i + uniformBelow(n - i, random);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, Math.min(count, n));
}

/** C(n, k), exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** n!, exactly. */
export function factorial(n: number): bigint {
  let result = 1n;
  for (let i = 2; i <= n; i++) result *= BigInt(i);
  return result;
}

const fields = {
  items: {
    kind: 'text',
    label: 'Names or items',
    default: 'Alice\nBen\nChloe\nDev\nEmma\nFarah\nGeorge\nHana',
    multiline: true,
    rows: 8,
    maxLength: 20_000,
    private: true,
    placeholder: 'One name or item a line',
    help: 'One a line, up to 1,000. Blank lines are skipped; a name typed twice has two chances.',
    required: 'Enter the names or items to pick from, one a line',
    check(text: string) {
      const n = entriesOf(text).length;
      if (n === 0) return 'Enter the names or items to pick from, one a line';
      if (n > MOST_ITEMS)
        return `Enter at most ${formatPlain(MOST_ITEMS)} names or items (there are ${formatPlain(n)})`;
      return null;
    },
  },
  mode: {
    kind: 'choice',
    label: 'What to do',
    default: 'pick',
    display: 'radio',
    options: [
      { value: 'pick', label: 'Pick winners' },
      { value: 'shuffle', label: 'Shuffle the whole list' },
    ],
  },
  count: {
    kind: 'integer',
    label: 'How many winners',
    default: '1',
    min: 1,
    max: MOST_ITEMS,
    when: { mode: 'pick' },
    stepper: { fewer: 'Fewer winners', more: 'More winners' },
    messages: {
      required: 'Enter how many winners to pick',
      min: 'Pick at least 1 winner',
      max: 'Pick at most 1,000 winners',
      invalid: 'Enter a whole number of winners',
    },
  },
} as const;

type PickerValues = Values<typeof fields>;

/** Counts above this are shown as a power of ten. */
const EXACT_LIMIT = 10n ** 15n;

/** How many are drawn: the winners, or the whole list. */
const drawn = (v: PickerValues, n: number) => (v.mode === 'shuffle' ? n : (v.count ?? 1));

/** The number of possible results: sets of winners (order ignored), or orders of the list. */
export function possibleResults(v: PickerValues): bigint {
  const n = entriesOf(v.items).length;
  return v.mode === 'shuffle' ? factorial(n) : choose(n, v.count ?? 1);
}

const countText = (value: bigint) =>
  value > EXACT_LIMIT ? `about ${scientificText(value, 4)}` : formatPlain(Number(value));

export default defineCalculator({
  slug: 'random-picker',
  fields,
  validate(v) {
    const n = entriesOf(v.items).length;
    if (v.mode === 'pick' && (v.count ?? 1) > n) {
      return {
        count: `There ${n === 1 ? 'is only 1 entry' : `are only ${formatPlain(n)} entries`}: pick at most ${formatPlain(n)}`,
      };
    }
    return {};
  },
  outputs: {
    entries: { label: 'Entries', format: 'integer' },
    possibleResults: {
      label: (v) =>
        v.mode === 'shuffle' ? 'Possible orders' : 'Possible sets of winners (order ignored)',
      format: 'integer',
    },
    chance: {
      label: (v) => (v.mode === 'shuffle' ? 'Chance an entry comes first' : 'Chance an entry wins'),
      format: 'percent',
    },
  },
  compute(v) {
    const n = entriesOf(v.items).length;
    const count = Number(possibleResults(v));
    return {
      entries: n,
      possibleResults: Number.isFinite(count) ? count : Number.MAX_VALUE,
      chance: ((v.mode === 'shuffle' ? 1 : drawn(v, n)) / n) * 100,
    };
  },
  hiddenOutputs: (v) => (possibleResults(v) > EXACT_LIMIT ? ['possibleResults'] : []),
  facts(v) {
    const count = possibleResults(v);
    if (count <= EXACT_LIMIT) return [];
    return [
      {
        label: v.mode === 'shuffle' ? 'Possible orders' : 'Possible sets of winners',
        text: `About ${scientificText(count, 4)}`,
      },
    ];
  },
  usage: (v, r) => ({
    mode: v.mode,
    count: drawn(v, r.entries),
    entries: r.entries,
  }),
  panel: {
    load: () => import('./random-picker/RandomPickerPanel.tsx'),
    where: 'results',
  },
  notes: [
    'The draw is made in your browser from its cryptographic random source (crypto.getRandomValues), and your list never leaves it: it is not put in the page’s link or sent anywhere.',
  ],
  steps(v) {
    const n = entriesOf(v.items).length;
    const k = drawn(v, n);
    const count = possibleResults(v);
    if (v.mode === 'shuffle') {
      return [
        `Entries: ${formatPlain(n)} (blank lines skipped)`,
        `Possible orders = ${formatPlain(n)}! = ${countText(count)}, each equally likely`,
        `Chance a given entry comes first = 1 ÷ ${formatPlain(n)} = ${formatNumber(100 / n, 2)}%`,
      ];
    }
    return [
      `Entries: ${formatPlain(n)} (blank lines skipped)`,
      k === 1
        ? `Possible winners = ${formatPlain(n)}, each with a 1 in ${formatPlain(n)} chance`
        : `Possible sets of ${formatPlain(k)} winners, order ignored = C(${formatPlain(n)}, ${formatPlain(k)}) = ${formatPlain(n)}! ÷ (${formatPlain(k)}! × ${formatPlain(n - k)}!) = ${countText(count)}`,
      `Chance a given entry wins = ${formatPlain(k)} ÷ ${formatPlain(n)} = ${formatNumber((k / n) * 100, 2)}%`,
    ];
  },
  about: [
    'Type the names or items one a line. Blank lines are skipped and spaces at the ends of a line are ignored; every other line is one entry, so a name typed twice has twice the chance. Up to 1,000 entries.',
    'The list is shuffled with the Fisher–Yates method (Knuth, The Art of Computer Programming, vol. 2, §3.4.2, Algorithm P): for each place in turn, an entry is drawn at random from those not yet placed. Each draw uses your browser’s cryptographic random source (crypto.getRandomValues) with rejection sampling: random bytes that would favour some entries (those above the largest multiple of the count) are thrown away and drawn again. So every order of the list is equally likely, and there is no modulo bias.',
    'Picking k winners takes the first k places of that shuffle: no entry can win twice, every set of k entries is equally likely, and the winners are listed in the order drawn (first drawn first). There are C(n, k) = n! ÷ (k! × (n − k)!) possible sets of winners, each entry wins with a chance of k ÷ n, and a whole list of n entries can be shuffled in n! orders.',
  ],
  faq: [
    {
      question: 'Is the draw fair?',
      answer:
        'Yes. Each entry is drawn with the browser’s cryptographic random generator, with rejection sampling so no entry is favoured, and the Fisher–Yates method makes every order, and so every set of winners, equally likely.',
    },
    {
      question: 'Can the same name win twice?',
      answer:
        'Not in one draw: winners are drawn without repeats. A name typed on two lines is two entries, so it could be drawn twice; remove the duplicate if each person should have one chance.',
    },
    {
      question: 'Is my list sent anywhere?',
      answer:
        'No. The list stays in your browser: it is not part of the page’s link and is not sent to the site. Only how many entries and winners there were is counted, anonymously.',
    },
    {
      question: 'How do I pick a first, second and third prize?',
      answer:
        'Pick 3 winners: they are listed in the order drawn, so give the first prize to the first name. Every entry has the same chance of each place.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Precalculus 2e (Abramson), §11.5 "Counting Principles", Example 3 (openstax.org/books/precalculus-2e/pages/11-5-counting-principles): nine swimmers can line up for a photo in 9! ways, "there are 362,880 possible permutations for the swimmers to line up"',
      inputs: {
        items: Array.from({ length: 9 }, (_, i) => `Swimmer ${i + 1}`).join('\n'),
        mode: 'shuffle',
      },
      expected: { entries: 9, possibleResults: 362_880 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.2 "Permutations", Very Big Permutations (openstax.org/books/contemporary-mathematics/pages/7-2-permutations): the number of different ways to shuffle a 52-card deck is 52! ≈ 8 × 10^67 (checked to the 1 significant digit given)',
      inputs: { items: deck().join('\n'), mode: 'shuffle' },
      expected: { entries: 52, possibleResults: 8e67 },
      tolerance: 5e66,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.3 "Combinations", Example 7.10 (openstax.org/books/contemporary-mathematics/pages/7-3-combinations): a 2-card Texas Hold’em hand dealt from a standard deck, 52C2 = 1,326 different hands',
      inputs: { items: deck().join('\n'), mode: 'pick', count: '2' },
      expected: { entries: 52, possibleResults: 1_326 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (Kirk et al.), §7.3 "Combinations", Example 7.10 (openstax.org/books/contemporary-mathematics/pages/7-3-combinations): 6-card hands from the 21-card deck of the board game Clue, 21C6 = 54,264',
      inputs: {
        items: Array.from({ length: 21 }, (_, i) => `Card ${i + 1}`).join('\n'),
        mode: 'pick',
        count: '6',
      },
      expected: { entries: 21, possibleResults: 54_264 },
      tolerance: 0,
    },
  ],
});

/** The 52 cards of a deck, one entry each. */
function deck(): string[] {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  return ['♠', '♥', '♦', '♣'].flatMap((suit) => ranks.map((rank) => `${rank}${suit}`));
}
