import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 150,
  name: 'VAT Calculator',
  description:
    'Add VAT to a net price or take it out of a gross one, at your own rate or a UK or EU country’s rate.',
  category: 'finance',
  icon: 'receipt',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'sales-tax-calculator',
    'gst-calculator',
    'discount-calculator',
    'profit-margin-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'vat value added tax add vat remove vat reverse vat vat inclusive exclusive net gross hmrc eu vat rates mwst tva iva btw moms',
} satisfies CalculatorRecord;

// VAT added to a net price (VAT = net × rate ÷ 100), or taken out of a gross price (net = gross ×
// 100 ÷ (100 + rate); the VAT is the gross less the net, HMRC's "VAT fraction" rate ÷ (100 +
// rate)). Exact decimals, rounded half-up to the cent once, so net + VAT is always the gross.
// The rate is typed, or one of the rates below: the UK's from HMRC, the EU standard rates from the
// European Commission's list (1 January 2025) with the two changes since (Estonia, Romania).

/** The date the country rates are as at. */
const RATES_AS_AT = '1 August 2025';

const UK_RATES = [
  {
    value: 'gb-standard',
    name: 'United Kingdom (standard rate)',
    title: 'United Kingdom, standard rate',
    rate: 20,
  },
  {
    value: 'gb-reduced',
    name: 'United Kingdom (reduced rate)',
    title: 'United Kingdom, reduced rate',
    rate: 5,
  },
  {
    value: 'gb-zero',
    name: 'United Kingdom (zero rate)',
    title: 'United Kingdom, zero rate',
    rate: 0,
  },
] as const;

// Standard rates: European Commission, "VAT rates applied in the Member States of the European
// Union, situation at 1 January 2025"; Estonia 22% → 24% from 1 July 2025, Romania 19% → 21% from
// 1 August 2025.
const EU_RATES = [
  ['at', 'Austria', 20],
  ['be', 'Belgium', 21],
  ['bg', 'Bulgaria', 20],
  ['hr', 'Croatia', 25],
  ['cy', 'Cyprus', 19],
  ['cz', 'Czechia', 21],
  ['dk', 'Denmark', 25],
  ['ee', 'Estonia', 24],
  ['fi', 'Finland', 25.5],
  ['fr', 'France', 20],
  ['de', 'Germany', 19],
  ['gr', 'Greece', 24],
  ['hu', 'Hungary', 27],
  ['ie', 'Ireland', 23],
  ['it', 'Italy', 22],
  ['lv', 'Latvia', 21],
  ['lt', 'Lithuania', 21],
  ['lu', 'Luxembourg', 17],
  ['mt', 'Malta', 18],
  ['nl', 'Netherlands', 21],
  ['pl', 'Poland', 23],
  ['pt', 'Portugal', 23],
  ['ro', 'Romania', 21],
  ['sk', 'Slovakia', 23],
  ['si', 'Slovenia', 22],
  ['es', 'Spain', 21],
  ['se', 'Sweden', 25],
] as const;

const COUNTRY_RATES: readonly { value: string; name: string; title: string; rate: number }[] = [
  ...UK_RATES,
  ...EU_RATES.map(([code, name, rate]) => ({
    value: code,
    name,
    title: `${name}, standard rate`,
    rate,
  })),
];

/** The rate a country option stands for, or null for a typed rate. */
export function countryRate(country: string): number | null {
  return COUNTRY_RATES.find((option) => option.value === country)?.rate ?? null;
}

/** The rate in use: the country's, or the one typed. */
const rateOf = (v: { country: string; rate?: number }) => countryRate(v.country) ?? v.rate ?? 0;

const HMRC =
  'HMRC, "Calculating VAT for VAT-inclusive and VAT-exclusive prices" (hmrc.gov.uk/vat/forms-rates/rates/calculating.htm)';

export default defineCalculator({
  slug: 'vat-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    amount: {
      kind: 'money',
      label: 'Amount',
      default: '100',
      min: 0,
      max: 1e12,
    },
    mode: {
      kind: 'choice',
      label: 'The amount is',
      default: 'add',
      display: 'radio',
      options: [
        { value: 'add', label: 'Net, before VAT (add VAT)' },
        { value: 'remove', label: 'Gross, including VAT (remove VAT)' },
      ],
    },
    country: {
      kind: 'choice',
      label: 'VAT rate',
      default: 'custom',
      options: [
        { value: 'custom', label: 'Enter a rate' },
        ...COUNTRY_RATES.map(({ value, title, rate }) => ({
          value,
          label: `${title} — ${formatPlain(rate)}%`,
        })),
      ],
      help: `Country rates as at ${RATES_AS_AT}. Reduced rates other than the UK’s are not listed: enter them as a rate.`,
    },
    rate: {
      kind: 'percent',
      label: 'Rate',
      noun: 'VAT rate',
      default: '20',
      min: 0,
      max: 100,
      when: { country: 'custom' },
    },
  },
  outputs: {
    gross: { label: 'Price including VAT', format: 'money' },
    vat: { label: 'VAT', format: 'money' },
    net: { label: 'Price before VAT', format: 'money' },
    rateUsed: { label: 'VAT rate', format: 'percent' },
  },
  compute(v) {
    const rate = rateOf(v);
    const typed = roundToCents(v.amount);
    const net =
      v.mode === 'add' ? typed : roundToCents(typed.times(100).div(decimal(100).plus(rate)));
    const vat = v.mode === 'add' ? roundToCents(typed.times(rate).div(100)) : typed.minus(net);
    return {
      gross: net.plus(vat).toNumber(),
      vat: vat.toNumber(),
      net: net.toNumber(),
      rateUsed: rate,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const rate = formatPlain(r.rateUsed);
    return v.mode === 'add'
      ? `${rate}% VAT on ${money(r.net)} is ${money(r.vat)}, so the price including VAT is ${money(r.gross)}.`
      : `${money(r.gross)} including ${rate}% VAT is ${money(r.net)} before VAT plus ${money(r.vat)} of VAT.`;
  },
  facts: (_v, r) => [
    {
      label: 'VAT fraction (share of the gross that is VAT)',
      text:
        r.rateUsed === 0
          ? 'None'
          : `${formatPlain(r.rateUsed)} ÷ ${formatPlain(100 + r.rateUsed)} ≈ ${formatNumber((r.rateUsed / (100 + r.rateUsed)) * 100, 2)}%`,
    },
  ],
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const rate = formatPlain(r.rateUsed);
    const which =
      countryRate(v.country) === null
        ? `Rate: ${rate}%, as entered`
        : `Rate: ${rate}%, ${COUNTRY_RATES.find((o) => o.value === v.country)?.title ?? ''} (as at ${RATES_AS_AT})`;
    if (v.mode === 'add') {
      return [
        which,
        `VAT = net × rate ÷ 100 = ${money(r.net)} × ${rate} ÷ 100 ≈ ${money(r.vat)}`,
        `Price including VAT = net + VAT = ${money(r.net)} + ${money(r.vat)} = ${money(r.gross)}`,
      ];
    }
    return [
      which,
      `Price before VAT = gross × 100 ÷ (100 + rate) = ${money(r.gross)} × 100 ÷ ${formatPlain(100 + r.rateUsed)} ≈ ${money(r.net)}`,
      `VAT = gross − price before VAT = ${money(r.gross)} − ${money(r.net)} = ${money(r.vat)}`,
    ];
  },
  dataTable: {
    caption: `Standard VAT rates as at ${RATES_AS_AT}`,
    columns: ['Country', 'Rate'],
    rows: COUNTRY_RATES.map((option) => [option.name, `${formatPlain(option.rate)}%`]),
  },
  about: [
    'Adding VAT to a net price: VAT = net × rate ÷ 100, and the price including VAT is net + VAT (HMRC: £100 at 20% is £20 of VAT, £120 in all). Taking VAT out of a gross price: the price before VAT = gross × 100 ÷ (100 + rate), and the VAT is the difference. The share of a gross price that is VAT, HMRC’s "VAT fraction", is rate ÷ (100 + rate): 1/6 at 20%, 1/21 at 5%.',
    'Amounts are exact decimals, rounded half-up to the cent (penny) once. When VAT is taken out, the VAT is the gross less the rounded net, so the two parts always add up to the amount typed. HMRC lets a business round the VAT on an invoice total to the nearest penny; rounding line by line can differ by a penny.',
    `The country rates are as at ${RATES_AS_AT}. The UK’s standard (20%), reduced (5%) and zero rates are HMRC’s. The EU standard rates are the European Commission’s list "VAT rates applied in the Member States of the European Union" at 1 January 2025, with the two changes since: Estonia 24% from 1 July 2025 and Romania 21% from 1 August 2025. Reduced rates vary by country and by product; choose "Enter a rate" for them.`,
  ],
  faq: [
    {
      question: 'How do I remove VAT from a price?',
      answer:
        'Divide the gross price by 1 plus the rate: £120 including 20% VAT is £120 ÷ 1.2 = £100 before VAT, so the VAT is £20. Taking 20% of £120 (£24) is wrong, because the VAT was worked out on £100.',
    },
    {
      question: 'What is the VAT fraction?',
      answer:
        'The share of a VAT-inclusive price that is VAT: rate ÷ (100 + rate). At 20% it is 20/120 = 1/6; at 5% it is 5/105 = 1/21. Multiply a gross price by it to find the VAT.',
    },
    {
      question: 'Which VAT rate applies to me?',
      answer:
        'The rate of the country where the sale is taxed, and of the goods or services sold. Most sales are at the standard rate; food, books, energy and some services often have reduced or zero rates. Check with your tax authority (HMRC in the UK).',
    },
    {
      question: 'How up to date are the country rates?',
      answer: `They are as at ${RATES_AS_AT}. Rates change from time to time (Finland raised its standard rate to 25.5% in September 2024, Slovakia to 23% in January 2025), so check the European Commission’s list or the country’s tax authority before relying on them.`,
    },
  ],
  references: [
    {
      source: `${HMRC}: price excluding VAT £100, VAT at 20% = £20, price including VAT £120`,
      inputs: { amount: '100', mode: 'add', country: 'custom', rate: '20' },
      expected: { vat: 20, gross: 120 },
      tolerance: 0.005,
    },
    {
      source: `${HMRC}: price excluding VAT £100, reduced rate 5%: VAT £5, price including VAT £105`,
      inputs: { amount: '100', mode: 'add', country: 'gb-reduced' },
      expected: { vat: 5, gross: 105 },
      tolerance: 0.005,
    },
    {
      source:
        'Accounting Services for Business, "VAT rates and fractions" (reproducing HMRC guidance, accountingservicesforbusiness.co.uk/resources/information-articles/vat-rates-and-fractions): the VAT in £120.00 at 20% is £120 × 1/6 = £20.00',
      inputs: { amount: '120', mode: 'remove', country: 'gb-standard' },
      expected: { vat: 20, net: 100 },
      tolerance: 0.005,
    },
    {
      source:
        'Accounting Services for Business (as above): the VAT in £115.00 at the 15% rate of 2009 is £115 × 3/23 = £15.00',
      inputs: { amount: '115', mode: 'remove', country: 'custom', rate: '15' },
      expected: { vat: 15, net: 100 },
      tolerance: 0.005,
    },
    {
      source:
        'Institute of Certified Bookkeepers forum, VAT fractions (bookkeepers.org.uk/Forum/?tid=85461): 210 inclusive of 5% VAT is 200 exclusive and 10 of VAT (fraction 1/21)',
      inputs: { amount: '210', mode: 'remove', country: 'custom', rate: '5' },
      expected: { vat: 10, net: 200 },
      tolerance: 0.005,
    },
  ],
});
