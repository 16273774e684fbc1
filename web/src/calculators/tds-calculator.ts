import { dayInWords } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import { BANK_INTEREST_TDS, BANK_INTEREST_TDS_2024 } from './shared/interestTds.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 127,
  name: 'TDS Calculator',
  description:
    'Work out the TDS on interest, rent, fees, commission, contract work and dividends, with and without a PAN.',
  category: 'finance',
  icon: 'receipt',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'income-tax-calculator',
    'advance-tax-calculator',
    'gst-calculator',
    'in-hand-salary-calculator',
    'fd-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'tds tax deducted at source 194a 194c 194h 194i 194j 194t 194 206aa pan rent professional fees contractor commission',
} satisfies CalculatorRecord;

// Tax deducted at source on payments to residents, Chapter XVII-B of the Income-tax Act, 1961
// (section 393 of the Income-tax Act, 2025 from 1 April 2026): a payment above its section's
// threshold has the section's rate deducted from the whole of it; without the payee's PAN,
// section 206AA takes the higher of that rate and 20%. The date of payment or credit picks the
// rates and thresholds in force: the Finance (No. 2) Act 2024 cut 194H to 2% from 1 October
// 2024 and 194D to 2% from 1 April 2025; the Finance Act 2025 raised most thresholds from 1 April
// 2025 and added 194T.

/** Rupees, with paise only where an amount has them (₹30,000.01 is above a ₹30,000 threshold). */
const rupees = (value: number) => formatMoney(value, 'INR', Number.isInteger(value) ? 0 : 2);

type Section =
  | '194A-bank'
  | '194A-senior'
  | '194A-other'
  | '194'
  | '194C-individual'
  | '194C-other'
  | '194H'
  | '194I-building'
  | '194I-machinery'
  | '194J-professional'
  | '194J-technical'
  | '194D'
  | '194T'
  | '194B';

/** A section's threshold (TDS only on a payment above it) and rate, %. */
interface SectionRule {
  threshold: number;
  rate: number;
}

type TdsRules = Record<Section, SectionRule | null>;

const OCT_2024: TdsRules = {
  '194A-bank': { threshold: BANK_INTEREST_TDS_2024.threshold, rate: BANK_INTEREST_TDS_2024.rate },
  '194A-senior': {
    threshold: BANK_INTEREST_TDS_2024.seniorThreshold,
    rate: BANK_INTEREST_TDS_2024.rate,
  },
  '194A-other': { threshold: 5_000, rate: 10 },
  '194': { threshold: 5_000, rate: 10 },
  '194C-individual': { threshold: 30_000, rate: 1 },
  '194C-other': { threshold: 30_000, rate: 2 },
  '194H': { threshold: 15_000, rate: 2 },
  // ₹2,40,000 a year, compared with 12 months of the rent entered.
  '194I-building': { threshold: 20_000, rate: 10 },
  '194I-machinery': { threshold: 20_000, rate: 2 },
  '194J-professional': { threshold: 30_000, rate: 10 },
  '194J-technical': { threshold: 30_000, rate: 2 },
  '194D': { threshold: 15_000, rate: 5 },
  '194T': null,
  '194B': { threshold: 10_000, rate: 30 },
};

const APR_2025: TdsRules = {
  '194A-bank': { threshold: BANK_INTEREST_TDS.threshold, rate: BANK_INTEREST_TDS.rate },
  '194A-senior': { threshold: BANK_INTEREST_TDS.seniorThreshold, rate: BANK_INTEREST_TDS.rate },
  '194A-other': { threshold: 10_000, rate: 10 },
  '194': { threshold: 10_000, rate: 10 },
  '194C-individual': { threshold: 30_000, rate: 1 },
  '194C-other': { threshold: 30_000, rate: 2 },
  '194H': { threshold: 20_000, rate: 2 },
  '194I-building': { threshold: 50_000, rate: 10 },
  '194I-machinery': { threshold: 50_000, rate: 2 },
  '194J-professional': { threshold: 50_000, rate: 10 },
  '194J-technical': { threshold: 50_000, rate: 2 },
  '194D': { threshold: 20_000, rate: 2 },
  '194T': { threshold: 20_000, rate: 10 },
  '194B': { threshold: 10_000, rate: 30 },
};

/** Section 206AA: without a PAN, at least this rate. */
const NO_PAN_RATE = 20;

/**
 * The thresholds of a rule in a sentence, from its figures: rent's is a month's, or (before April
 * 2025) a year's, twelve months of it.
 */
function thresholdsSummary(rules: TdsRules, rentPer: 'month' | 'year'): string {
  const threshold = (section: Section) => rupees(rules[section]!.threshold);
  const rent = rules['194I-building']!.threshold * (rentPer === 'year' ? 12 : 1);
  const parts = [
    `interest ${threshold('194A-bank')} from a bank (${threshold('194A-senior')} for senior citizens), ${threshold('194A-other')} otherwise`,
    `dividends ${threshold('194')}`,
    `contract work ${threshold('194C-individual')} a payment`,
    `commission ${threshold('194H')}`,
    `rent ${rupees(rent)} a ${rentPer}`,
    `professional fees ${threshold('194J-professional')}`,
    ...(rules['194T'] ? [`partners’ pay (194T) ${threshold('194T')}`] : []),
  ];
  return `Thresholds: ${parts.join('; ')}.`;
}

const TDS_RULES: RuleTable<TdsRules> = [
  {
    from: '2024-10-01',
    title: 'Finance (No. 2) Act 2024',
    summary: `${thresholdsSummary(OCT_2024, 'year')} Commission at 2%, insurance commission at 5%.`,
    change: 'TDS on commission (194H) cut from 5% to 2%',
    reference: 'Finance (No. 2) Act, 2024 (section 194H), in force 1 October 2024',
    source: 'Income Tax Department, TDS rates (incometaxindia.gov.in)',
    rules: OCT_2024,
  },
  {
    from: '2025-04-01',
    title: 'Finance Act 2025',
    summary: thresholdsSummary(APR_2025, 'month'),
    change:
      'Higher thresholds for interest, dividends, commission, rent (₹50,000 a month) and professional fees; TDS on insurance commission (194D) cut from 5% to 2% by the Finance (No. 2) Act 2024; TDS on partners’ salary, commission and interest (194T) began',
    reference: 'Finance Act, 2025 (sections 194, 194A, 194D, 194H, 194-I, 194J and 194T)',
    source: 'Income Tax Department, TDS rates (incometaxindia.gov.in); Budget 2025-26 speech',
    rules: APR_2025,
  },
  {
    from: '2026-04-01',
    title: 'Income-tax Act, 2025',
    summary:
      'The same thresholds and rates as from 1 April 2025, listed in section 393 of the Income-tax Act, 2025.',
    change:
      'The Income-tax Act, 2025 replaced the 1961 Act: sections 194 to 194T became the table of section 393, with the same rates, thresholds and no-PAN rule',
    reference: 'Income-tax Act, 2025 (section 393), in force 1 April 2026',
    source: 'Income Tax Department (incometaxindia.gov.in)',
    rules: APR_2025,
  },
];

const SECTION_NAMES: Record<Section, string> = {
  '194A-bank': 'interest from a bank, co-operative bank or post office (194A)',
  '194A-senior': 'interest to a senior citizen from a bank or post office (194A)',
  '194A-other': 'other interest (194A)',
  '194': 'dividends (194)',
  '194C-individual': 'contract work by an individual or HUF (194C)',
  '194C-other': 'contract work by a firm or company (194C)',
  '194H': 'commission or brokerage (194H)',
  '194I-building': 'rent of land, a building or furniture (194-I)',
  '194I-machinery': 'rent of plant or machinery (194-I)',
  '194J-professional': 'professional fees or royalty (194J)',
  '194J-technical': 'fees for technical services (194J)',
  '194D': 'insurance commission (194D)',
  '194T': 'a partner’s salary, commission or interest (194T)',
  '194B': 'lottery, crossword or game-show winnings (194B)',
};

const fields = {
  section: {
    kind: 'choice',
    label: 'Payment',
    default: '194J-professional',
    options: [
      { value: '194J-professional', label: 'Professional fees, royalty (194J, 10%)' },
      { value: '194J-technical', label: 'Technical services, call centre (194J, 2%)' },
      { value: '194C-individual', label: 'Contractor: individual or HUF (194C, 1%)' },
      { value: '194C-other', label: 'Contractor: firm or company (194C, 2%)' },
      { value: '194I-building', label: 'Rent of land, building, furniture (194-I, 10%)' },
      { value: '194I-machinery', label: 'Rent of plant or machinery (194-I, 2%)' },
      { value: '194H', label: 'Commission or brokerage (194H, 2%)' },
      { value: '194A-bank', label: 'Interest: bank, co-operative bank, post office (194A)' },
      { value: '194A-senior', label: 'Interest to a senior citizen: bank, post office (194A)' },
      { value: '194A-other', label: 'Other interest (194A)' },
      { value: '194', label: 'Dividends (194)' },
      { value: '194D', label: 'Insurance commission, not a company (194D, 2%)' },
      { value: '194T', label: 'Partner’s salary, commission, interest (194T)' },
      { value: '194B', label: 'Lottery, crossword, game winnings (194B, 30%)' },
    ],
  },
  amount: {
    kind: 'money',
    label: 'Amount paid or credited',
    default: '100000',
    min: 0,
    max: 1e11,
    noun: 'amount',
    help: 'For rent, one month’s rent. For interest, dividends, fees and commission, the year’s total to this payee. For contract work, one payment.',
    messages: { max: 'The amount can be at most ₹10,000 crore' },
  },
  pan: {
    kind: 'choice',
    label: 'The payee has given a PAN',
    default: 'yes',
    display: 'radio',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No (section 206AA, at least 20%)' },
    ],
  },
  date: {
    kind: 'date',
    label: 'Date of payment or credit',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rates and thresholds in force on this day apply.',
    invalid: 'Enter a valid date of payment.',
  },
} as const;

type TdsValues = Values<typeof fields>;

/** The rule of the section on the day, or null where the section did not apply. */
function sectionRule(v: TdsValues): SectionRule | null {
  return ruleOn(TDS_RULES, v.date)?.rules[v.section] ?? null;
}

/** Whether the rent threshold is the yearly one (₹2,40,000) of before April 2025. */
const yearlyRent = (v: TdsValues) => v.section.startsWith('194I') && v.date < '2025-04-01';

/** The amount compared with the threshold: 12 months of rent under the yearly rule. */
const compared = (v: TdsValues) => (yearlyRent(v) ? v.amount * 12 : v.amount);
const thresholdOf = (v: TdsValues, rule: SectionRule) =>
  yearlyRent(v) ? rule.threshold * 12 : rule.threshold;

export function tdsOf(v: TdsValues) {
  const rule = sectionRule(v);
  if (!rule) return { applies: false, threshold: 0, rate: 0, tds: 0 };
  const threshold = thresholdOf(v, rule);
  const applies = compared(v) > threshold;
  const rate = v.pan === 'no' ? Math.max(rule.rate, NO_PAN_RATE) : rule.rate;
  const tds = applies
    ? decimal(v.amount).times(rate).div(100).round(0, Big.roundHalfUp).toNumber()
    : 0;
  return { applies, threshold, rate, tds };
}

export default defineCalculator({
  slug: 'tds-calculator',
  currency: 'INR',
  fields,
  rules: { table: TDS_RULES, field: 'date' },
  validate: (v) =>
    sectionRule(v)
      ? {}
      : { section: 'Section 194T applies to payments from 1 April 2025 on; pick another payment' },
  outputs: {
    tds: { label: 'TDS to deduct', format: 'money', emphasis: true },
    net: { label: 'Amount paid after TDS', format: 'money' },
    rate: { label: 'TDS rate', format: 'percent' },
    threshold: { label: 'Threshold (no TDS up to it)', format: 'money' },
  },
  compute(v) {
    const t = tdsOf(v);
    return {
      tds: t.tds,
      net: decimal(v.amount).minus(t.tds).toNumber(),
      rate: t.applies ? t.rate : 0,
      threshold: t.threshold,
    };
  },
  summary(v, r) {
    const name = SECTION_NAMES[v.section];
    if (r.tds === 0) {
      return `No TDS: ${rupees(compared(v))}${yearlyRent(v) ? ' of rent a year' : ''} of ${name} is not more than the ${rupees(r.threshold)} threshold.`;
    }
    return `Deduct ${rupees(r.tds)} (${formatPlain(r.rate)}%) from ${rupees(v.amount)} of ${name} and pay ${rupees(r.net)}.`;
  },
  steps(v, r) {
    const t = tdsOf(v);
    const rule = sectionRule(v)!;
    const over = yearlyRent(v)
      ? `Rent for a year = 12 × ${rupees(v.amount)} = ${rupees(compared(v))}, ${t.applies ? 'more than' : 'not more than'} the ${rupees(t.threshold)} threshold`
      : `${rupees(v.amount)} is ${t.applies ? 'more than' : 'not more than'} the ${rupees(t.threshold)} threshold of ${SECTION_NAMES[v.section]} on ${dayInWords(v.date)}`;
    if (!t.applies) return [over, 'So no TDS is deducted: TDS = ₹0'];
    return [
      over,
      v.pan === 'no'
        ? `No PAN: section 206AA takes the higher of the section’s ${formatPlain(rule.rate)}% and 20% = ${formatPlain(t.rate)}%`
        : `Rate of the section with a PAN: ${formatPlain(t.rate)}%`,
      `TDS = ${rupees(v.amount)} × ${formatPlain(t.rate)}% = ${rupees(t.tds)} (to the rupee)`,
      `Amount paid = ${rupees(v.amount)} − ${rupees(t.tds)} = ${rupees(r.net)}`,
    ];
  },
  notes: [
    'For payments to residents. Contract work (194C) also has TDS once the year’s payments to one contractor pass ₹1,00,000, even when each is ₹30,000 or less. A payee with a certificate of lower deduction, or a Form 121 declaration for interest and dividends (Forms 15G and 15H before April 2026), may have less or none deducted. TDS carries no surcharge or cess for residents.',
  ],
  about: [
    'TDS is deducted by the payer, when the amount is credited or paid, whichever is earlier. Once a payment passes its section’s threshold, the whole amount is taxed at the section’s rate, not just the part above the threshold: ₹60,000 of professional fees has ₹6,000 deducted. The amount is rounded to the nearest rupee, as TDS returns carry it.',
    'Rates with a PAN: professional fees and royalty 10% and technical services 2% (194J); contract work 1% to an individual or HUF and 2% to others (194C); rent 10% on land, buildings and furniture and 2% on plant and machinery (194-I); commission and brokerage 2% (194H, 5% before 1 October 2024); interest and dividends 10% (194A, 194); insurance commission 2% to others than companies (194D, 5% before 1 April 2025); partners’ pay 10% (194T); winnings 30% (194B). Without a PAN, section 206AA deducts at the higher of the rate and 20%.',
    'Thresholds from 1 April 2025 (Finance Act 2025): interest ₹50,000 a year from a bank, co-operative bank or post office (₹1,00,000 for senior citizens) and ₹10,000 from others; dividends ₹10,000; commission and insurance commission ₹20,000; rent ₹50,000 a month; professional or technical fees ₹50,000; partners’ pay ₹20,000; contract work ₹30,000 a payment; winnings ₹10,000 a transaction. Before then the thresholds were ₹40,000, ₹50,000, ₹5,000, ₹5,000, ₹15,000, ₹2,40,000 a year of rent and ₹30,000. The date of payment picks the figures; rent before April 2025 is compared as 12 months of the rent entered.',
    'From 1 April 2026 the Income-tax Act, 2025 lists these payments in one table in section 393 and keeps the 20% no-PAN rule; this page keeps the 1961 Act’s well-known section numbers. Sources: the Finance (No. 2) Act 2024, the Finance Act 2025, the Income Tax Department’s TDS rate chart and the worked examples under the references.',
  ],
  faq: [
    {
      question: 'Is TDS charged only on the amount above the threshold?',
      answer:
        'No. The threshold decides whether TDS applies at all; once it is passed, TDS is on the whole amount. ₹50,000 of professional fees in a year has no TDS from April 2025, but ₹50,001 has ₹5,000 deducted.',
    },
    {
      question: 'What happens if the payee does not give a PAN?',
      answer:
        'Section 206AA deducts at the higher of the section’s rate and 20%: 20% on professional fees or rent instead of 10%, 20% instead of 1% on contract work. Winnings stay at 30%. The payee can still claim the TDS in their return once the PAN is linked.',
    },
    {
      question: 'What changed on 1 April 2025?',
      answer:
        'The Finance Act 2025 raised most thresholds: bank interest to ₹50,000 (₹1 lakh for senior citizens), dividends to ₹10,000, commission to ₹20,000, professional fees to ₹50,000, and rent from ₹2.4 lakh a year to ₹50,000 a month. It also began TDS on partners’ salary, commission and interest (194T).',
    },
    {
      question: 'Is the TDS my final tax?',
      answer:
        'No. It is tax paid in advance on the payee’s behalf, shown in Form 26AS. The payee adds the income to their return and claims the TDS against their tax; any excess is refunded.',
    },
  ],
  references: [
    {
      source:
        'Union Budget 2025-26, Finance Bill 2025 explanatory memorandum, "TDS threshold rationalization" table (1 February 2025; reproduced at taxmanagementindia.com/visitor/tmi_faq_details.asp?ID=1408), row 11: 194J "Fee for professional or technical services", threshold "Rs. 30,000/-" raised to "Rs. 50,000/-", the amount "beyond which tax is required be deducted": no TDS on ₹50,000 of technical fees paid on 1 April 2025',
      inputs: { date: '2025-04-01', section: '194J-technical', amount: '50000', pan: 'yes' },
      expected: { tds: 0, threshold: 50000 },
      tolerance: 0.5,
    },
    {
      source:
        'Union Budget 2025-26, Finance Bill 2025 explanatory memorandum, "TDS threshold rationalization" table (as above), row 10: 194-I rent, current threshold "Rs. 2,40,000/- during the financial year" (before April 2025): ₹20,000 a month, ₹2,40,000 a year, is not above it',
      inputs: { date: '2025-01-15', section: '194I-building', amount: '20000', pan: 'yes' },
      expected: { tds: 0, threshold: 240000 },
      tolerance: 0.5,
    },
    {
      source:
        'Union Budget 2025-26, Finance Bill 2025 explanatory memorandum, "TDS threshold rationalization" table (as above), row 2: 194A interest, threshold for a senior citizen raised from "Rs. 50,000/-" to "Rs. 1,00,000/-": no TDS on ₹1,00,000 of a senior citizen’s bank interest in FY 2025-26',
      inputs: { date: '2025-06-01', section: '194A-senior', amount: '100000', pan: 'yes' },
      expected: { tds: 0, threshold: 100000 },
      tolerance: 0.5,
    },
    {
      source:
        'Income Tax Management, "Section 194J" (incometaxmanagement.in/?p=2808): ₹50,000 of professional fees with a PAN, TDS ₹5,000 and net payment ₹45,000 (the ₹30,000 threshold of FY 2024-25)',
      inputs: { date: '2025-01-15', section: '194J-professional', amount: '50000', pan: 'yes' },
      expected: { tds: 5000, net: 45000 },
      tolerance: 0.5,
    },
    {
      source:
        'LoansJagat, "Section 194C of the Income Tax Act" (15 July 2025, loansjagat.com/blog/section-194c-of-the-income-tax-act): a plumber paid ₹40,000 has 1% TDS of ₹400 deducted and receives ₹39,600',
      inputs: { date: '2025-07-15', section: '194C-individual', amount: '40000', pan: 'yes' },
      expected: { tds: 400, net: 39600 },
      tolerance: 0.5,
    },
    {
      source:
        'Lemonn, "Section 194C" glossary, example 2 (lemonn.co.in/blog/glossary/section-194c): ₹2,00,000 of work by a company, TDS 2% = ₹4,000',
      inputs: { date: '2025-07-15', section: '194C-other', amount: '200000', pan: 'yes' },
      expected: { tds: 4000 },
      tolerance: 0.5,
    },
  ],
});
