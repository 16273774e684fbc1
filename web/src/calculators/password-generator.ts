import { formatNumber, formatPlain } from '../domain/format.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { defineCalculator, type Band, type Values } from '../engine/definition.ts';
import {
  chosenSets,
  DIGITS,
  entropyBits,
  LOWERCASE,
  SYMBOLS,
  UPPERCASE,
} from './password-generator/characterSets.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 64,
  name: 'Password Generator',
  description:
    'Make strong random passwords in your browser from its secure random source, with their strength shown; nothing is sent anywhere.',
  category: 'free-tools',
  icon: 'key',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: ['random-number-generator', 'qr-code-generator', 'word-counter'],
  keywords: 'password generator strong random secure',
} satisfies CalculatorRecord;

// The password generator: a length and the kinds of characters. The password itself is made by
// the panel, in the browser only (crypto.getRandomValues, rejection sampling, shared/random.ts),
// and is never in the URL, the page's HTML or a usage record: only the options are. compute
// gives the strength of what the generator makes: the pool of characters, the bits each carries,
// and the entropy of a password with at least one character of each kind chosen.

const yesNo = (label: string) =>
  ({
    kind: 'choice',
    label,
    default: 'yes',
    display: 'radio',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  }) as const;

const fields = {
  length: {
    kind: 'integer',
    label: 'Length',
    default: '16',
    min: 8,
    max: 128,
    unit: 'characters',
    stepper: { fewer: 'Shorter', more: 'Longer' },
    slider: { min: 8, max: 64, step: 1, label: 'Password length' },
    messages: {
      required: 'Enter the length of the password',
      min: 'A password needs at least 8 characters',
      invalid: 'Enter a whole number of characters',
    },
  },
  lowercase: yesNo('Lowercase letters (a–z)'),
  uppercase: yesNo('Capital letters (A–Z)'),
  digits: yesNo('Digits (0–9)'),
  symbols: yesNo('Symbols (!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~)'),
  lookAlikes: {
    kind: 'choice',
    label: 'Look-alike characters (I, l, 1, O, 0)',
    default: 'include',
    display: 'radio',
    options: [
      { value: 'include', label: 'Allow' },
      { value: 'exclude', label: 'Leave out' },
    ],
  },
} as const;

type PasswordValues = Values<typeof fields>;

/**
 * Strength by entropy, as the password-strength chart published with P. Pleacher's lesson on
 * password entropy grades it (below 28 bits very weak, 28–35 weak, 36–59 reasonable, 60–127
 * strong, 128 and more very strong).
 */
const STRENGTH_BANDS: readonly Band[] = [
  {
    label: 'Very weak',
    range: 'Below 28 bits',
    from: -Infinity,
    to: 28,
    scale: [0, 28],
    palette: 'red',
  },
  { label: 'Weak', range: '28 to 35.9 bits', from: 28, to: 36, scale: [28, 36], palette: 'orange' },
  {
    label: 'Reasonable',
    range: '36 to 59.9 bits',
    from: 36,
    to: 60,
    scale: [36, 60],
    palette: 'yellow',
  },
  {
    label: 'Strong',
    range: '60 to 127.9 bits',
    from: 60,
    to: 128,
    scale: [60, 128],
    palette: 'green',
  },
  {
    label: 'Very strong',
    range: '128 bits or more',
    from: 128,
    to: Infinity,
    scale: [128, 200],
    palette: 'blue',
  },
];

/** The names of the sets chosen, for the steps. */
const SET_NAMES: readonly [keyof PasswordValues, string, string][] = [
  ['lowercase', 'lowercase letters', LOWERCASE],
  ['uppercase', 'capital letters', UPPERCASE],
  ['digits', 'digits', DIGITS],
  ['symbols', 'symbols', SYMBOLS],
];

/** '3.1 × 10^31' for 2^bits. */
function powerOfTen(bits: number): string {
  const exponent = bits * Math.log10(2);
  const whole = Math.floor(exponent);
  return `${formatNumber(10 ** (exponent - whole), 1)} × 10^${whole}`;
}

export default defineCalculator({
  slug: 'password-generator',
  fields,
  validate(v) {
    if (chosenSets(v).length === 0) return { lowercase: 'Choose at least one kind of character' };
    return {};
  },
  outputs: {
    entropy: {
      label: 'Entropy (bits)',
      format: 'number',
      decimals: 1,
      bands: { name: 'Password strength', yours: 'this password', bands: STRENGTH_BANDS },
    },
    poolSize: { label: 'Characters to choose from', format: 'integer' },
    bitsPerCharacter: { label: 'Bits per character', format: 'number', decimals: 3 },
    uniformBits: {
      label: (v) => `Bits of any ${formatPlain(v.length)} of these characters`,
      format: 'number',
      decimals: 1,
    },
  },
  compute(v) {
    const sizes = chosenSets(v).map((set) => set.length);
    const pool = sizes.reduce((sum, size) => sum + size, 0);
    return {
      entropy: entropyBits(v.length, sizes),
      poolSize: pool,
      bitsPerCharacter: Math.log2(pool),
      uniformBits: v.length * Math.log2(pool),
    };
  },
  facts: (_v, r) => [{ label: 'Passwords it can make', text: `About ${powerOfTen(r.entropy)}` }],
  panel: {
    load: () => import('./password-generator/PasswordPanel.tsx'),
    where: 'results',
  },
  notes: [
    'The password is made in your browser from its cryptographic random source ' +
      '(crypto.getRandomValues) and is never sent anywhere, stored, or put in the page’s ' +
      'address: a shared link carries only the options.',
  ],
  steps(v, r) {
    const sets = chosenSets(v);
    const parts = SET_NAMES.filter(([id]) => v[id] === 'yes').map(
      ([, name], index) => `${sets[index]!.length} ${name}`,
    );
    const lookAlikes = v.lookAlikes === 'exclude' ? ' (without I, l, 1, O and 0)' : '';
    const steps = [
      `Characters to choose from${lookAlikes}: ${parts.join(' + ')} = ${formatPlain(r.poolSize)}`,
      // log2 of a pool is a whole number only for a power of 2 (64 → 6); else it is irrational.
      `Bits per character = log2(${formatPlain(r.poolSize)}) ${Number.isInteger(r.bitsPerCharacter) ? '=' : '≈'} ${formatNumber(r.bitsPerCharacter, 3)}`,
      `Any ${formatPlain(v.length)} characters: ${formatPlain(v.length)} × ` +
        `${formatNumber(r.bitsPerCharacter, 3)} ${equalsOrAbout(exact(v.length).times(formatNumber(r.bitsPerCharacter, 3)), formatNumber(r.uniformBits, 1))} ${formatNumber(r.uniformBits, 1)} bits`,
    ];
    if (sets.length > 1) {
      const share = 2 ** (r.entropy - r.uniformBits);
      steps.push(
        `With at least one of each of the ${sets.length} kinds: ${formatNumber(share * 100, 1)}% ` +
          `of those passwords, so entropy = ${formatNumber(r.uniformBits, 1)} + ` +
          `log2(${formatNumber(share, 3)}) ${share === 1 ? '=' : '≈'} ${formatNumber(r.entropy, 1)} bits`,
      );
    }
    return steps;
  },
  about: [
    'Each character is drawn in your browser with crypto.getRandomValues, the cryptographically ' +
      'secure random source of the Web Crypto API, by rejection sampling: random bytes that would ' +
      'make some characters more likely than others are thrown away and drawn again, so every ' +
      'character is equally likely. The password includes at least one character of each kind ' +
      'you choose: a password missing one is thrown away whole and drawn again, so every ' +
      'password that has them all is equally likely.',
    'Entropy is the base-2 logarithm of the number of passwords the generator can make: an ' +
      'attacker who knows the settings needs up to 2^entropy guesses. Any L characters from a ' +
      'pool of N give L × log2(N) bits, the formula of NIST SP 800-63-1, Appendix A.1 (8 random ' +
      'characters from the 94 printable ones: 94^8 ≈ 6.09 × 10^15, about 52 bits; 16 of them: 16 ' +
      '× 6.555 = 104.9 bits). Requiring each kind removes the passwords ' +
      'that lack one, so the entropy shown is a little lower, counted exactly by inclusion and ' +
      'exclusion: 104.6 bits for that example.',
    'The strength bands follow the chart published with P. Pleacher’s lesson on password ' +
      'entropy: below 28 bits very weak, 28 to 35 weak, 36 to 59 reasonable, 60 to 127 strong, ' +
      '128 or more very strong. RFC 4086, “Randomness Requirements for Security”, puts the need ' +
      'between about 29 bits against online guessing only and 128 bits for long-lived keys. NIST ' +
      'SP 800-63B asks services to accept passwords of at least 64 characters, and all printable ' +
      'characters, so a long random password is usable almost everywhere.',
    'Symbols are the 32 printable ASCII punctuation characters. Leaving out look-alikes removes ' +
      'capital I, small l, the digit 1, capital O and the digit 0, which some fonts draw alike.',
  ],
  faq: [
    {
      question: 'How long should a password be?',
      answer:
        'For a password stored in a password manager, 16 random characters from all four kinds ' +
        'give about 105 bits, more than enough against guessing. Where only letters and digits ' +
        'are allowed, 20 characters give about 119 bits.',
    },
    {
      question: 'Is the password sent to your server?',
      answer:
        'No. It is made by your browser, after the page has loaded, and stays there: it is not ' +
        'in the page’s address, nor in anything the page sends. A shared link carries only the ' +
        'length and the kinds of characters.',
    },
    {
      question: 'Why is the entropy a little below length × bits per character?',
      answer:
        'Because every password has at least one character of each kind chosen. Passwords ' +
        'missing a kind are never made, so there are fewer possible passwords; the entropy ' +
        'shown counts exactly those the generator can make.',
    },
    {
      question: 'Should I leave out look-alike characters?',
      answer:
        'Only if you will read or type the password by hand: it makes the pool smaller (89 ' +
        'characters instead of 94), so each character carries slightly fewer bits.',
    },
  ],
  references: [
    {
      source:
        'NIST, Special Publication 800-63-1, “Electronic Authentication Guideline”, Appendix A.1 ' +
        '“Randomly Selected Passwords”: a password of 8 characters chosen at random from the 94 ' +
        'printable ISO characters has 94^8 ≈ 6.09 × 10^15 values, “about 2^52, so such a password ' +
        'is said to have about 52 bits of entropy” ' +
        '(csrc.nist.gov/publications/nistpubs/800-63-1/SP-800-63-1.pdf)',
      inputs: { length: '8' },
      expected: { poolSize: 94, uniformBits: 52 },
      tolerance: 0.5,
    },
    {
      source:
        'Wikipedia, “Password strength”, entropy per symbol (https://en.wikipedia.org/wiki/' +
        'Password_strength): all ASCII printable characters except space, 94 symbols, 6.555 bits',
      inputs: { length: '16' },
      expected: { poolSize: 94, bitsPerCharacter: 6.555 },
      tolerance: 0.0005,
    },
    {
      source:
        'Wikipedia, “Password strength”, entropy per symbol (https://en.wikipedia.org/wiki/' +
        'Password_strength): case-sensitive alphanumeric, 62 symbols, 5.954 bits',
      inputs: { symbols: 'no' },
      expected: { poolSize: 62, bitsPerCharacter: 5.954 },
      tolerance: 0.0005,
    },
    {
      source:
        'Wikipedia, “Password strength”, entropy per symbol (https://en.wikipedia.org/wiki/' +
        'Password_strength): case-sensitive Latin alphabet, 52 symbols, 5.700 bits',
      inputs: { digits: 'no', symbols: 'no' },
      expected: { poolSize: 52, bitsPerCharacter: 5.7 },
      tolerance: 0.0005,
    },
    {
      source:
        'Wikipedia, “Password strength”, entropy per symbol (https://en.wikipedia.org/wiki/' +
        'Password_strength): Arabic numerals (PIN), 10 symbols, 3.322 bits',
      inputs: { lowercase: 'no', uppercase: 'no', symbols: 'no' },
      expected: { poolSize: 10, bitsPerCharacter: 3.322 },
      tolerance: 0.0005,
    },
    {
      source:
        'P. Pleacher, password entropy answers (http://www.pleacher.com/mp/mlessons/algebra/' +
        'entroans.html): “password”, R = 26, L = 8, E = 37.6 bits',
      inputs: { length: '8', uppercase: 'no', digits: 'no', symbols: 'no' },
      expected: { poolSize: 26, entropy: 37.6, uniformBits: 37.6 },
      tolerance: 0.05,
    },
    {
      source:
        'P. Pleacher, password entropy answers (http://www.pleacher.com/mp/mlessons/algebra/' +
        'entroans.html): “Password”, R = 52, L = 8, E = 45.6 bits',
      inputs: { length: '8', digits: 'no', symbols: 'no' },
      expected: { uniformBits: 45.6 },
      tolerance: 0.05,
    },
  ],
});
