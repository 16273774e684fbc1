import {
  convert,
  CURRENCIES,
  exchangeRate,
  ratePerUsd,
  type CurrencyCode,
} from '../domain/currency.ts';
import { formatNumber, formatPlain, formatSignificant } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { cents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 7,
  name: 'Currency Converter',
  description: 'Convert between ten major currencies, including USD, EUR, GBP, JPY and INR.',
  category: 'conversion',
  icon: 'coins',
  iconBg: 'purple',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: ['crypto-converter', 'percentage-calculator', 'tip-calculator'],
  keywords: 'currency exchange rate forex money usd eur gbp inr jpy dollar euro pound rupee yen',
} satisfies CalculatorRecord;

// The currency converter (spec sections 3, 4, 5 and 9): a fixed table of demonstration rates per
// 1 US dollar (domain/currency.ts), default 100 USD to EUR, the result with 2 decimals and the
// rates with 4. It converts on every edit that leaves a positive amount, on a currency change,
// on the swap button and on 'Convert'. Usage (calculator 7) is recorded at once for Convert, a
// currency change and the swap, and for typing once the amount has settled for a second; the
// conversion shown on arrival is not recorded.

const AMOUNT_MESSAGE = 'Please enter an amount greater than 0.';

const currencyLabel = (currency: (typeof CURRENCIES)[number]) =>
  `${currency.code} — ${currency.name}`;

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: currencyLabel(currency),
}));

/** The result as shown: half-up to the cent, 2 decimals ('5,156.31' for 5,156.305). */
const shown = (result: number) => formatNumber(cents(result), 2);

/** The worked steps for "How this was calculated", through the US dollar. */
function calculationSteps(amount: number, from: CurrencyCode, to: CurrencyCode, result: number) {
  const total = `${shown(result)} ${to}`;
  if (from === to) {
    return [`Same currency: ${formatPlain(amount)} ${from} = ${total} (rate 1).`];
  }
  const fromRate = ratePerUsd(from);
  const toRate = ratePerUsd(to);
  const inUsd = amount / fromRate;
  return [
    'Formula: amount ÷ rate[from] × rate[to], through the US dollar.',
    `Demonstration rates per 1 USD: ${from} = ${formatPlain(fromRate)}, ${to} = ${formatPlain(toRate)}.`,
    `In US dollars: ${formatPlain(amount)} ÷ ${formatPlain(fromRate)} = ${formatPlain(inUsd)} USD.`,
    `In ${to}: ${formatPlain(inUsd)} × ${formatPlain(toRate)} = ${formatPlain(result)} ${to}.`,
    `Rounded to 2 decimals: ${total}.`,
    `Rate: 1 ${from} = ${formatPlain(toRate)} ÷ ${formatPlain(fromRate)} = ${formatNumber(exchangeRate(from, to), 4)} ${to}; ` +
      `inverse: 1 ${to} = ${formatPlain(fromRate)} ÷ ${formatPlain(toRate)} = ${formatNumber(exchangeRate(to, from), 4)} ${from}.`,
  ];
}

export default defineCalculator({
  slug: 'currency-converter',
  notice: {
    title: 'Demonstration rates',
    text: 'These are fixed example rates, not live market rates. Do not use them for real transactions.',
  },
  fields: {
    amount: {
      kind: 'number',
      label: 'Amount',
      default: '100',
      min: 0,
      minExclusive: true,
      // Any amount is taken; one whose result is too large to hold says so (overflowMessage).
      max: Infinity,
      messages: {
        required: AMOUNT_MESSAGE,
        invalid: AMOUNT_MESSAGE,
        min: AMOUNT_MESSAGE,
        max: '',
      },
    },
    from: {
      kind: 'choice',
      label: 'From',
      default: 'USD',
      options: CURRENCY_OPTIONS,
      records: true,
    },
    to: {
      kind: 'choice',
      label: 'To',
      default: 'EUR',
      options: CURRENCY_OPTIONS,
      records: true,
    },
  },
  swap: { fields: ['from', 'to'], label: 'Swap currencies' },
  outputs: {
    result: { label: 'Result', format: 'number', decimals: 2 },
    rate: { label: 'Rate', format: 'number', decimals: 4 },
    inverseRate: { label: 'Inverse rate', format: 'number', decimals: 4 },
  },
  compute: (v) => ({
    // Infinity says the result does not fit in a number (overflowMessage).
    result: convert(v.amount, v.from, v.to) ?? Infinity,
    rate: exchangeRate(v.from, v.to),
    inverseRate: exchangeRate(v.to, v.from),
  }),
  overflowMessage: 'The result is too large to convert. Please try a smaller amount.',
  headline: {
    label: 'Result',
    text: (v, r) => `${shown(r.result)} ${v.to}`,
    caption: (v, r) => `${formatPlain(v.amount)} ${v.from} = ${shown(r.result)} ${v.to}`,
  },
  summary(v, r) {
    const lines: string[] = [];
    if (r.result > 0 && shown(r.result) === '0.00') {
      lines.push(`Less than 0.01 ${v.to}: about ${formatSignificant(r.result, 4)} ${v.to}.`);
    }
    lines.push(`1 ${v.from} = ${formatNumber(r.rate, 4)} ${v.to}`);
    // The inverse of the same currency would say the same again.
    if (v.from !== v.to) lines.push(`1 ${v.to} = ${formatNumber(r.inverseRate, 4)} ${v.from}`);
    return lines;
  },
  calculateLabel: 'Convert',
  usage: (v, r) => ({
    amount: v.amount,
    fromCurrency: v.from,
    toCurrency: v.to,
    result: r.result,
  }),
  steps: (v, r) => calculationSteps(v.amount, v.from, v.to, r.result),
  dataTable: {
    caption: 'Demonstration rates per 1 USD',
    columns: ['Currency', 'Rate'],
    rows: CURRENCIES.map((currency) => [currencyLabel(currency), formatNumber(currency.perUsd, 2)]),
  },
  about: [
    'The converter works through the US dollar: the amount is divided by the rate of the currency you convert from and multiplied by the rate of the currency you convert to, both taken from a fixed table of how much of each currency 1 US dollar buys. The table is listed under the converter.',
    'The rates are demonstration rates: fixed examples, not live market rates, and they do not change. The result is worked out in decimal and rounded half-up to 2 decimals (3,080.39 EUR is exactly 5,156.305 AUD, shown as 5,156.31); the exchange rate and its inverse are shown to 4 decimals.',
  ],
  faq: [
    {
      question: 'Are these live exchange rates?',
      answer:
        'No. The converter uses a fixed table of demonstration rates, listed under it, so its results are examples. Do not use them for real transactions; your bank or a money transfer service quotes the rate you would actually get.',
    },
    {
      question: 'How is the conversion worked out?',
      answer:
        'Through the US dollar: amount ÷ rate of the source currency × rate of the target currency. For example 100 EUR ÷ 0.92 × 1 = 108.70 USD. "How this was calculated" shows the steps with your numbers.',
    },
    {
      question: 'Which currencies can I convert?',
      answer:
        'The US dollar, euro, British pound, Japanese yen, Australian dollar, Canadian dollar, Swiss franc, Chinese yuan, UAE dirham and Indian rupee, in either direction. The swap button exchanges the two currencies.',
    },
    {
      question: 'Can I share a conversion?',
      answer:
        'Yes. The address of the page holds the amount and both currencies, so a link you copy opens the same conversion.',
    },
  ],
  // The rates are the site's own fixed table (spec section 9), so the cases are conversions
  // worked out by hand from that table, not figures copied from the converter.
  references: [
    {
      source: 'Spec rate table (section 9), by hand: 100 USD × 0.92 = 92.00 EUR; 1 USD = 0.92 EUR',
      inputs: { amount: '100', from: 'USD', to: 'EUR' },
      expected: { result: 92, rate: 0.92 },
      tolerance: 0,
    },
    {
      source:
        'Spec rate table (section 9), by hand: 3,080.39 EUR × 1.54 ÷ 0.92 = 4,743.8006 ÷ 0.92 = 5,156.305 AUD exactly (shown 5,156.31)',
      inputs: { amount: '3080.39', from: 'EUR', to: 'AUD' },
      expected: { result: 5156.305 },
      tolerance: 0,
    },
    {
      source: 'Spec rate table (section 9), by hand: 367 AED ÷ 3.67 = 100.00 USD',
      inputs: { amount: '367', from: 'AED', to: 'USD' },
      expected: { result: 100 },
      tolerance: 0,
    },
    {
      source: 'Spec rate table (section 9), by hand: 137 CAD ÷ 1.37 × 0.92 = 92.00 EUR',
      inputs: { amount: '137', from: 'CAD', to: 'EUR' },
      expected: { result: 92 },
      tolerance: 0,
    },
    {
      source: 'Spec rate table (section 9), by hand: 250 USD × 83.44 = 20,860.00 INR',
      inputs: { amount: '250', from: 'USD', to: 'INR' },
      expected: { result: 20860 },
      tolerance: 0,
    },
    {
      source:
        'Spec rate table (section 9), by hand to 4 decimals: 1 GBP = 150.76 ÷ 0.79 = 190.8354 JPY; 1 JPY = 0.79 ÷ 150.76 = 0.0052 GBP',
      inputs: { amount: '1', from: 'GBP', to: 'JPY' },
      expected: { rate: 190.8354, inverseRate: 0.0052 },
      tolerance: 0.00005,
    },
  ],
});
