import { describe, expect, it, vi } from 'vitest';
import simpleInterest from '../calculators/simple-interest-calculator.ts';
import fc from 'fast-check';
import { defineCalculator } from './definition.ts';
import { localeCurrency } from './currencies.ts';
import { evaluate, readNumber, readText } from './evaluate.ts';
import { findRoot } from './findRoot.ts';
import { Big, cents, formatMoney, MAX_AMOUNT, roundToCents } from './money.ts';
import { rememberLast } from './rememberLast.ts';

describe('money: decimal, half-up to the cent', () => {
  it.each([
    // The cases: binary floating point got each of these wrong.
    {
      name: '15% of a $0.70 bill (0.105)',
      value: new Big('0.7').times(15).div(100),
      expected: 0.11,
    },
    { name: '1,081.575', value: 1081.575, expected: 1081.58 },
    { name: '5,156.305', value: 5156.305, expected: 5156.31 },
    { name: '1.005', value: 1.005, expected: 1.01 },
    { name: '-0.005', value: -0.005, expected: -0.01 },
    { name: '2.675', value: 2.675, expected: 2.68 },
  ])('$name rounds to $expected', ({ value, expected }) => {
    expect(cents(value)).toBe(expected);
  });

  it('shows dollars and rupees with their grouping', () => {
    expect(formatMoney(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(1234567.891, 'INR')).toBe('₹12,34,567.89');
    expect(formatMoney(-0.004, 'INR')).toBe('₹0.00');
    // A $0.70 bill and its 15% tip, in binary floating point: 0.7 + 0.105 is 0.80499…, which
    // stands for 0.805, a half cent, shown as $0.81 (it was $0.80 beside a tip of $0.11).
    // Rounding the parts first still makes them add up.
    expect(formatMoney(0.7 + 0.105, 'USD')).toBe('$0.81');
    const tip = roundToCents(new Big('0.7').times(15).div(100));
    expect(formatMoney(tip.plus('0.7').toNumber(), 'USD')).toBe('$0.81');
  });

  it('shows a whole amount of a trillion as whole, and still snaps a computed half cent there', () => {
    // Past $500 billion the tolerance for a half cent was wider than the half cent itself.
    expect(formatMoney(999999999999, 'USD')).toBe('$999,999,999,999.00');
    expect(formatMoney(5e12, 'INR')).toBe('₹50,00,00,00,00,000.00');
    expect(formatMoney(999999999999.99, 'USD')).toBe('$999,999,999,999.99');
    // 999,999,999,999.005 is carried as 999,999,999,999.0050049: a half cent, shown as .01.
    expect(formatMoney(999999999999.005, 'USD')).toBe('$999,999,999,999.01');
    expect(formatMoney(999999999998.995, 'USD')).toBe('$999,999,999,999.00');
  });

  it('takes for a half cent only what is within a double’s noise of one, however large', () => {
    // 25/1275 of $10¹² (a sum-of-years' depreciation) is 19,607,843,137.254901…: below the half
    // cent by 0.0001, far more than a double's noise there (about 0.000004), so .25.
    expect(roundToCents(new Big(25).times('1e12').div(1275)).toString()).toBe('19607843137.25');
    // A double a few units in the last place below a half cent is still that half cent.
    expect(roundToCents(19607843137.255 - 1e-5).toString()).toBe('19607843137.26');
  });

  it('shows the other currencies a visitor may choose with their signs', () => {
    expect(formatMoney(1234.565, 'EUR')).toBe('€1,234.57');
    expect(formatMoney(-20, 'GBP')).toBe('-£20.00');
    expect(formatMoney(1000, 'CAD')).toBe('CA$1,000.00');
    expect(formatMoney(99.995, 'CHF')).toBe('CHF 100.00');
    expect(formatMoney(-0.001, 'ZAR')).toBe('R0.00');
  });

  it.each([
    { languages: ['en-US'], expected: 'USD' },
    { languages: ['en-GB', 'en'], expected: 'GBP' },
    { languages: ['de'], expected: 'EUR' },
    { languages: ['fr-CA'], expected: 'CAD' },
    { languages: ['hi-IN'], expected: 'INR' },
    { languages: ['ja-JP', 'en-AU'], expected: 'AUD' },
    { languages: ['ja-JP'], expected: null },
    { languages: ['not a tag', 'de-CH'], expected: 'CHF' },
    { languages: ['en-US-u-nu-latn'], expected: 'USD' },
    { languages: ['zh-Hant-SG'], expected: 'SGD' },
    { languages: ['es-419', 'pt-PT'], expected: 'EUR' },
    { languages: ['nl'], expected: 'EUR' },
    { languages: ['en'], expected: 'USD' },
  ])('takes the currency of the locale $languages: $expected', ({ languages, expected }) => {
    expect(localeCurrency(languages)).toBe(expected);
  });

  it('shows whole units, half-up, when a calculator asks for them', () => {
    expect(formatMoney(1161695.38176, 'INR', 0)).toBe('₹11,61,695');
    expect(formatMoney(7320.5, 'INR', 0)).toBe('₹7,321');
    expect(formatMoney(2.5, 'USD', 0)).toBe('$3');
    expect(formatMoney(-0.4, 'INR', 0)).toBe('₹0');
    expect(formatMoney(-0.4, 'USD', 0)).toBe('$0');
  });
});

describe('findRoot', () => {
  it('finds a root bracketed in the interval, to the precision of doubles', () => {
    expect(findRoot((x) => x * x - 2, 0, 10)).toBeCloseTo(Math.SQRT2, 12);
    expect(findRoot((x) => Math.log(x) + 5, 1e-6, 1e6)).toBeCloseTo(Math.exp(-5), 12);
  });

  it('returns null when nothing in the interval fits', () => {
    expect(findRoot((x) => x * x + 1, -10, 10)).toBeNull();
    expect(findRoot(() => Number.NaN, 0, 1)).toBeNull();
  });

  it('finds any root of an increasing function over its interval', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 999, noNaN: true }), (root) => {
        const found = findRoot((x) => x ** 3 - root ** 3, 0, 1000);
        expect(found).not.toBeNull();
        expect(Math.abs(found! - root)).toBeLessThan(1e-9 * Math.max(1, root));
      }),
    );
  });
});

const demo = defineCalculator({
  slug: 'demo',
  currency: 'USD',
  fields: {
    price: {
      kind: 'money',
      label: 'Price',
      default: '100',
      min: 0,
      max: 1000,
      messages: { required: 'Enter the price', min: 'Too small', max: 'At most 1,000' },
    },
    count: {
      kind: 'integer',
      label: 'Count',
      default: '2',
      min: 1,
      max: 10,
      messages: { required: 'Enter the count', min: 'At least 1', max: 'At most 10' },
    },
    total: {
      kind: 'money',
      label: 'Total',
      default: '200',
      min: 0,
      max: 10000,
      messages: { required: 'Enter the total', min: 'Too small', max: 'Too big' },
    },
  },
  solve: {
    unknowns: ['total', 'price', 'count'],
    residual: (v) => v.price * v.count - v.total,
    closedForms: { total: (v) => v.price * v.count },
  },
  outputs: { total: { label: 'Total', format: 'money' } },
  compute: (v) => ({ total: v.total }),
  steps: () => [],
  about: [],
  faq: [
    { question: 'a', answer: 'a' },
    { question: 'b', answer: 'b' },
    { question: 'c', answer: 'c' },
  ],
  references: [
    { source: 's', inputs: {}, expected: { total: 200 }, tolerance: 0 },
    { source: 's', inputs: {}, expected: { total: 200 }, tolerance: 0 },
    { source: 's', inputs: {}, expected: { total: 200 }, tolerance: 0 },
  ],
});

describe('evaluate', () => {
  it('reads each field, with the message of each kind of invalid input', () => {
    const field = demo.fields.count;
    expect(readNumber(field, ' 3 ')).toBe(3);
    expect(readNumber(field, '')).toEqual({ error: 'Enter the count' });
    expect(readNumber(field, 'abc')).toEqual({ error: 'Enter a number' });
    expect(readNumber(field, '2.5')).toEqual({ error: 'Enter a whole number' });
    expect(readNumber(field, '0')).toEqual({ error: 'At least 1' });
    expect(readNumber(field, '11')).toEqual({ error: 'At most 10' });
    expect(readNumber(demo.fields.price, '1,000')).toBe(1000);
    expect(readNumber(demo.fields.price, '$1,000')).toBe(1000);
    expect(readNumber(demo.fields.price, ' 1 000 ')).toBe(1000);
    expect(readNumber(demo.fields.price, '$')).toEqual({ error: 'Enter a number' });
  });

  it('solves for the default unknown by its closed form, and for others numerically', () => {
    expect(evaluate(demo, { price: '12.5', count: '3' }).results).toEqual({ total: 37.5 });
    const byPrice = evaluate(demo, { total: '37.5', count: '3', solve: 'price' });
    expect(byPrice.values?.price).toBe(12.5);
    const byCount = evaluate(demo, { total: '37.5', price: '12.5', solve: 'count' });
    expect(byCount.values?.count).toBeCloseTo(3, 9);
  });

  it('says so when no value of the unknown fits', () => {
    const answer = evaluate(demo, { total: '37.5', price: '0.5', solve: 'count' });
    expect(answer.results).toBeNull();
    expect(answer.unsolvable).toBe('No count from 1 to 10 fits these numbers.');
  });

  it('reports a solved value shown below the field’s minimum as out of range, not shown', () => {
    // 0.01 of interest at 100% over 100 years: a principal of 0.01 × 100 ÷ (100 × 100) =
    // 0.0001, shown as $0.00, which the principal field (more than 0) does not accept.
    const answer = evaluate(simpleInterest, {
      interest: '0.01',
      rate: '100',
      years: '100',
      solve: 'principal',
    });
    expect(answer.results).toBeNull();
    expect(answer.unsolvable).toBe('No principal from 0 to 1,000,000,000,000 fits these numbers.');
  });

  it('shows no amount past what a double holds to the cent (2^46, about 70 trillion)', () => {
    const bulk = defineCalculator({
      slug: 'bulk',
      currency: 'USD',
      fields: {
        price: { kind: 'money', label: 'Price', default: '1', min: 0, max: MAX_AMOUNT },
        count: { kind: 'integer', label: 'Count', default: '1', min: 1, max: 10 },
      },
      outputs: { total: { label: 'Total', format: 'money' } },
      compute: (v) => ({ total: v.price * v.count }),
      steps: () => [],
      about: [],
      faq: demo.faq,
      references: [
        { source: 's', inputs: {}, expected: { total: 1 }, tolerance: 0 },
        { source: 's', inputs: {}, expected: { total: 1 }, tolerance: 0 },
        { source: 's', inputs: {}, expected: { total: 1 }, tolerance: 0 },
      ],
    });
    // 10 × $7,036,874,417,766 = $70,368,744,177,660 is 4 under 2^46; 10 × $7,036,874,417,767
    // is 6 over, where doubles are 1/64 apart.
    expect(evaluate(bulk, { price: '7036874417766', count: '10' }).results).toEqual({
      total: 70_368_744_177_660,
    });
    const beyond = evaluate(bulk, { price: '7036874417767', count: '10' });
    expect(beyond.results).toBeNull();
    expect(beyond.unsolvable).toBe(
      'The result is too large to calculate. Please try smaller numbers.',
    );
  });

  it('solves for an amount past what can be typed, up to what a double holds to the cent', () => {
    // $1 trillion at 50% for 100 years: 10^12 × 50 × 100 ÷ 100 = $50 trillion of interest, over
    // the $10 trillion a visitor may type, under 2^46.
    const large = evaluate(simpleInterest, {
      principal: '1000000000000',
      rate: '50',
      years: '100',
    });
    expect(large.values?.interest).toBe(50_000_000_000_000);
    // At 80%, $80 trillion: past 2^46, where doubles no longer hold every cent.
    const beyond = evaluate(simpleInterest, {
      principal: '1000000000000',
      rate: '80',
      years: '100',
    });
    expect(beyond.results).toBeNull();
    expect(beyond.unsolvable).toBe(
      'The result is too large to calculate. Please try smaller numbers.',
    );
  });

  it('ignores an unknown that is not one, and lists every invalid field', () => {
    const answer = evaluate(demo, { price: '', count: '0', total: 'x', solve: 'nonsense' });
    expect(answer.errors).toEqual({ price: 'Enter the price', count: 'At least 1' });
    expect(answer.results).toBeNull();
  });
});

describe('rounding half-up to the cent', () => {
  it('takes an amount within rounding noise of a half cent as that half cent', () => {
    // 212.355 cut to 20 decimals in a division: 212.35499999999999999998 stands for 212.355.
    expect(roundToCents(new Big('212.35499999999999999998')).toNumber()).toBe(212.36);
    // 2.675 less a hair (a few units in the last place of a double) is 2.675.
    expect(roundToCents((2.675 * 3) / 3 - 1e-15).toNumber()).toBe(2.68);
    expect(formatMoney(0.7 + 0.105, 'USD')).toBe('$0.81');
    expect(roundToCents(-(0.7 + 0.105)).toNumber()).toBe(-0.81);
    // Amounts a visitor could type near a half cent are not moved.
    expect(roundToCents(new Big('212.354999')).toNumber()).toBe(212.35);
    expect(roundToCents(new Big('212.3549999999')).toNumber()).toBe(212.35);
    expect(formatMoney(1234.5, 'INR', 0)).toBe('₹1,235');
  });
});

describe('rememberLast', () => {
  it('does the work once for the same values, and again for new ones', () => {
    const work = vi.fn((values: { a: number }) => values.a * 2);
    const double = rememberLast(work);
    expect(double({ a: 2 })).toBe(4);
    expect(double({ a: 2 })).toBe(4);
    expect(work).toHaveBeenCalledTimes(1);
    expect(double({ a: 3 })).toBe(6);
    expect(work).toHaveBeenCalledTimes(2);
  });
});

describe('text fields', () => {
  const field = {
    kind: 'text',
    label: 'Numbers',
    default: '1, 2',
    maxLength: 10,
    required: 'Enter some numbers',
    check: (text: string) => (/^[\d,\s]*$/.test(text) ? null : 'Only digits and commas'),
  } as const;

  it('gives the text as typed, or the message for a blank, a long or a bad one', () => {
    expect(readText(field, ' 3, 4 ')).toBe(' 3, 4 ');
    expect(readText(field, '  ')).toEqual({ error: 'Enter some numbers' });
    expect(readText(field, '1,2,3,4,5,6')).toEqual({ error: 'Enter at most 10 characters' });
    expect(readText(field, '1, x')).toEqual({ error: 'Only digits and commas' });
    expect(readText({ ...field, required: undefined }, '')).toBe('');
  });

  it('hands compute the text of a text field as typed', () => {
    const counter = defineCalculator({
      slug: 'count',
      currency: 'USD',
      fields: { list: field },
      outputs: { count: { label: 'Count', format: 'integer' } },
      compute: (v) => ({ count: v.list.split(',').filter((part) => part.trim()).length }),
      steps: () => [],
      about: [],
      faq: [
        { question: 'a', answer: 'a' },
        { question: 'b', answer: 'b' },
        { question: 'c', answer: 'c' },
      ],
      references: [
        { source: 's', inputs: {}, expected: {}, tolerance: 0 },
        { source: 's', inputs: {}, expected: {}, tolerance: 0 },
        { source: 's', inputs: {}, expected: {}, tolerance: 0 },
      ],
    });
    expect(evaluate(counter, {}).results).toEqual({ count: 2 });
    expect(evaluate(counter, { list: '5, 6, 7' }).results).toEqual({ count: 3 });
    expect(evaluate(counter, { list: 'five' }).errors).toEqual({ list: 'Only digits and commas' });
  });
});

describe('a blank "today" date a number of days on', () => {
  const span = defineCalculator({
    slug: 'span',
    currency: 'USD',
    fields: {
      from: { kind: 'date', label: 'From', default: '', blankIsToday: true, invalid: 'Bad' },
      to: {
        kind: 'date',
        label: 'To',
        default: '',
        blankIsToday: true,
        blankDays: 30,
        invalid: 'Bad',
      },
    },
    outputs: { days: { label: 'Days', format: 'integer' } },
    compute: (v) => ({ days: (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 }),
    steps: () => [],
    about: [],
    faq: [
      { question: 'a', answer: 'a' },
      { question: 'b', answer: 'b' },
      { question: 'c', answer: 'c' },
    ],
    references: [
      { source: 's', inputs: {}, expected: {}, tolerance: 0 },
      { source: 's', inputs: {}, expected: {}, tolerance: 0 },
      { source: 's', inputs: {}, expected: {}, tolerance: 0 },
    ],
  });

  it('stands for today plus its days, across a month and a leap day', () => {
    expect(evaluate(span, {}, '2024-02-15').values).toEqual({
      from: '2024-02-15',
      to: '2024-03-16',
    });
    expect(evaluate(span, {}, '2025-12-15').values).toEqual({
      from: '2025-12-15',
      to: '2026-01-14',
    });
    expect(evaluate(span, { to: '2025-12-25' }, '2025-12-15').results).toEqual({ days: 10 });
  });
});
