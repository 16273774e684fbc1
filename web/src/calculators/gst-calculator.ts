import { dayInWords } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';

export const record = {
  id: 14,
  name: 'GST Calculator',
  description: 'Add GST to a price or take it out, with the CGST and SGST split shown.',
  category: 'finance',
  icon: 'percent',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-24',
  updatedAt: '2026-11-24',
  related: [
    'percentage-calculator',
    'tip-calculator',
    'currency-converter',
    'tds-calculator',
    'vat-calculator',
  ],
  group: 'Tax and pay',
  keywords: 'gst goods and services tax india cgst sgst igst',
} satisfies CalculatorRecord;

// GST, India's goods and services tax: added to a price before tax, or taken out of a price
// that includes it, and split equally between the Centre (CGST) and the State (SGST) on a
// sale within one state (the CBIC's rules for intra-state supplies). The arithmetic is the same
// at any rate; the date of supply picks the rates in force (GST 2.0 from 22 September 2025), and
// a rate that was a slab only at another time gets a note under the rate field.

const rupees = (value: number) => formatMoney(value, 'INR');

/** The rates of a period: its slabs, and the other rates in force beside them. */
interface GstRates {
  slabs: readonly number[];
  /** Special rates (3% on gold) and a former slab kept for a few goods (28% on tobacco). */
  others: readonly number[];
}

const CBIC = 'Central Board of Indirect Taxes and Customs (cbic-gst.gov.in)';

export const GST_RULES: RuleTable<GstRates> = [
  {
    from: '2017-07-01',
    title: 'GST',
    summary: 'Four slabs, 5%, 12%, 18% and 28%, with special rates such as 0.25% and 3% (on gold).',
    change:
      'GST began, replacing central excise, service tax and VAT, with slabs of 5%, 12%, 18% and 28%',
    reference: 'Notification No. 1/2017-Central Tax (Rate), 28 June 2017',
    source: CBIC,
    rules: { slabs: [5, 12, 18, 28], others: [0.25, 3] },
  },
  {
    from: '2025-09-22',
    title: 'GST 2.0',
    summary:
      'Two slabs, 5% and 18%, and 40% for luxury and sin goods, with special rates such as 0.25%, 1.5% and 3%. Pan masala and tobacco products stayed at 28% with compensation cess.',
    change:
      'GST 2.0: the 12% and 28% slabs ended (most goods moved to 5% or 18%) and a 40% rate began',
    reference: 'Notification No. 9/2025-Central Tax (Rate), 17 September 2025',
    source: CBIC,
    rules: { slabs: [5, 18, 40], others: [0.25, 1.5, 3, 28] },
  },
  {
    from: '2026-02-01',
    title: 'GST 2.0, tobacco at 40%',
    summary:
      'Two slabs, 5% and 18%, and 40% for luxury and sin goods, tobacco and pan masala included, with special rates such as 0.25%, 1.5% and 3%.',
    change:
      'Tobacco and pan masala moved from 28% with compensation cess to 40% (biris to 18%): the 28% rate ended',
    reference: 'Notification No. 19/2025-Central Tax (Rate), 31 December 2025',
    source: CBIC,
    rules: { slabs: [5, 18, 40], others: [0.25, 1.5, 3] },
  },
];

/** Every rate that has been a slab. */
const EVER_SLABS = new Set(GST_RULES.flatMap((rule) => rule.rules.slabs));

/** '5%, 18% and 40%'. */
function rateList(rates: readonly number[]): string {
  const texts = rates.map((rate) => `${formatPlain(rate)}%`);
  return texts.length < 2 ? texts.join('') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}

/**
 * The note for a rate that was a slab, but not on this day (12% after GST 2.0, 40% before it),
 * or null.
 */
export function rateNote(rate: number, date: string): string | null {
  const rule = ruleOn(GST_RULES, date);
  if (!rule || !EVER_SLABS.has(rate)) return null;
  if (rule.rules.slabs.includes(rate) || rule.rules.others.includes(rate)) return null;
  return `${formatPlain(rate)}% is not a GST slab on ${dayInWords(date)}: the slabs then are ${rateList(rule.rules.slabs)} (${rule.title}, from ${dayInWords(rule.from)}). Check your item’s rate.`;
}

export default defineCalculator({
  slug: 'gst-calculator',
  currency: 'INR',
  fields: {
    amount: {
      kind: 'money',
      label: 'Amount',
      default: '1000',
      min: 0,
      max: 1_000_000_000_000,
      messages: {
        max: 'The amount can be at most ₹1,00,000 crore',
      },
    },
    rate: {
      kind: 'percent',
      label: 'GST rate',
      default: '18',
      min: 0,
      max: 100,
      help: 'The slabs are 5%, 18% and 40% (since the reform of 22 September 2025), with special rates such as 0.25%, 1.5% and 3%.',
      messages: {
        required: 'Enter the GST rate',
        min: 'The GST rate cannot be negative',
        max: 'The GST rate can be at most 100%',
      },
    },
    mode: {
      kind: 'choice',
      label: 'The amount is',
      default: 'add',
      options: [
        { value: 'add', label: 'Before GST (add GST)' },
        { value: 'remove', label: 'Including GST (remove GST)' },
      ],
    },
    date: {
      kind: 'date',
      label: 'Date of supply',
      default: '',
      blankIsToday: true,
      help: 'Today unless you choose another date. The rates in force on this day apply.',
      invalid: 'Enter a valid date of supply.',
    },
  },
  rules: { table: GST_RULES, field: 'date' },
  plausibility(v) {
    const note = rateNote(v.rate, v.date);
    return note ? { rate: note } : {};
  },
  outputs: {
    total: { label: 'Amount with GST', format: 'money' },
    gst: { label: 'GST', format: 'money' },
    net: { label: 'Amount before GST', format: 'money' },
    cgst: { label: 'CGST', format: 'money' },
    sgst: { label: 'SGST', format: 'money' },
  },
  compute(v) {
    const amount = roundToCents(v.amount);
    // CGST and SGST are each charged at half the rate and each rounded half-up to the paisa;
    // GST is their sum, so the two always add up to the GST shown.
    const half = decimal(v.rate).div(2);
    const share =
      v.mode === 'add'
        ? roundToCents(amount.times(half).div(100))
        : roundToCents(amount.times(half).div(decimal(100).plus(v.rate)));
    const gst = share.times(2);
    const net = v.mode === 'add' ? amount : amount.minus(gst);
    return {
      total: net.plus(gst).toNumber(),
      gst: gst.toNumber(),
      net: net.toNumber(),
      cgst: share.toNumber(),
      sgst: share.toNumber(),
    };
  },
  steps(v, results) {
    const half = formatPlain(decimal(v.rate).div(2).toNumber());
    const gst = `GST = CGST + SGST = ${plainIndian(results.cgst)} + ${plainIndian(results.sgst)} = ${rupees(results.gst)}`;
    if (v.mode === 'add') {
      const exact = decimal(v.amount).times(v.rate).div(200).toNumber();
      return [
        `CGST = SGST = amount × ${half}% = ${plainIndian(v.amount)} × ${half} ÷ 100 = ${plainIndian(exact)} ≈ ${rupees(results.cgst)} each`,
        gst,
        `Amount with GST = amount + GST = ${plainIndian(results.net)} + ${plainIndian(results.gst)} = ${rupees(results.total)}`,
      ];
    }
    const exact = decimal(v.amount).times(v.rate).div(2).div(decimal(100).plus(v.rate)).toNumber();
    return [
      `CGST = SGST = amount × ${half} ÷ (100 + ${formatPlain(v.rate)}) = ${plainIndian(v.amount)} × ${half} ÷ ${formatPlain(100 + v.rate)} ≈ ${plainIndian(exact)} ≈ ${rupees(results.cgst)} each`,
      gst,
      `Amount before GST = amount − GST = ${plainIndian(results.total)} − ${plainIndian(results.gst)} = ${rupees(results.net)}`,
    ];
  },
  about: [
    'Adding GST: GST = amount × rate ÷ 100, and the price with GST is amount + GST. Removing GST from a price that includes it: GST = amount × rate ÷ (100 + rate), and the price before GST is the amount less GST.',
    'The rates change by date: the date of supply, today unless you enter another, picks the ones in force, shown under the results with what changed (GST 2.0 from 22 September 2025). A rate that was a slab only at another time gets a note. Check the rate of your item in the CBIC’s rate notifications.',
    'On a sale within one state, GST is split equally into CGST (to the Centre) and SGST (to the State), each charged at half the rate (9% each at 18%); on a sale between states the whole of it is IGST. CGST and SGST are each worked out from their own half rate and rounded half-up to the paisa, as each is shown on an invoice, and the GST shown is their sum, so the figures always add up (at 18% on ₹10.25, ₹0.92 + ₹0.92 = ₹1.84).',
  ],
  faq: [
    {
      question: 'What are the GST rates after GST 2.0?',
      answer:
        'From 22 September 2025 most goods and services are taxed at 5% or 18%, luxury and sin goods at 40%, and a few at special rates such as 0.25%, 1.5% and 3% (gold); some are exempt. Goods that were at 12% moved mostly to 5%, and those at 28% mostly to 18%.',
    },
    {
      question: 'How do I remove 18% GST from a price?',
      answer:
        'Divide by 1.18 (that is, × 100 ÷ 118) to get the price before GST; the GST is the difference. ₹1,180 including 18% GST is ₹1,000 plus ₹180 GST. Subtracting 18% of ₹1,180 would be wrong.',
    },
    {
      question: 'What are CGST and SGST?',
      answer:
        'The two halves of GST on a sale within one state: Central GST goes to the Centre and State GST to the State. At 18% each is 9%.',
    },
    {
      question: 'When is IGST charged instead?',
      answer:
        'On a sale from one state to another, and on imports. IGST is charged at the full rate, so the total tax is the same as CGST plus SGST.',
    },
  ],
  references: [
    {
      // Bajaj Finance Ltd is an RBI-regulated NBFC. 10% is not a GST slab: the page shows the
      // arithmetic only, which is the same at any rate.
      source:
        'Bajaj Finserv (Bajaj Finance Ltd), GST Calculator, "How is GST calculated? GST Calculation Formula", to include GST: "If the original cost is Rs. 1000 and GST rate is 10%, GST = (1000 * 10) / 100 = 100, Base amount with GST = 1000 + 100 = 1100" (bajajfinserv.in/gst-calculator; read at bajajfinserv.in/malayalam/gst-calculator)',
      inputs: { date: '2025-09-21', amount: '1000', rate: '10', mode: 'add' },
      expected: { gst: 100, total: 1100 },
      tolerance: 0.005,
    },
    {
      source:
        'Bajaj Finserv (as above), to exclude GST: "If the base amount with GST is Rs. 1100 and GST rate is 10%, Base amount without GST = 1100 / (1 + 10 / 100) = 1000"',
      inputs: { date: '2025-09-21', amount: '1100', rate: '10', mode: 'remove' },
      expected: { net: 1000 },
      tolerance: 0.005,
    },
    {
      source:
        'Maharashtra State Board, Mathematics Part I, Standard X, solved example: an LPG cylinder of ₹545 at 5% GST, CGST = SGST = ₹13.63, ₹572.26 in all',
      inputs: { date: '2025-09-21', amount: '545', rate: '5', mode: 'add' },
      expected: { cgst: 13.63, sgst: 13.63, gst: 27.26, total: 572.26 },
      tolerance: 0.005,
    },
    {
      source: 'ClearTax GST calculation illustration: ₹1,000 at 18% is ₹1,180',
      inputs: { date: '2025-09-21', amount: '1000', rate: '18', mode: 'add' },
      expected: { gst: 180, total: 1180 },
      tolerance: 0.005,
    },
    {
      source: 'CalcGST, How is GST calculated in India? (add GST: ₹10,000 at 18%)',
      inputs: { date: '2025-09-21', amount: '10000', rate: '18', mode: 'add' },
      expected: { gst: 1800, total: 11800 },
      tolerance: 0.005,
    },
    {
      source: 'CalcGST (as above), remove GST: ₹11,800 at 18%',
      inputs: { date: '2025-09-21', amount: '11800', rate: '18', mode: 'remove' },
      expected: { net: 10000, gst: 1800 },
      tolerance: 0.005,
    },
    {
      source: 'EthicalFusion, GST Calculator: How to Add and Remove GST (₹1,180 at 18%, 9% + 9%)',
      inputs: { date: '2025-09-21', amount: '1180', rate: '18', mode: 'remove' },
      expected: { net: 1000, gst: 180, cgst: 90, sgst: 90 },
      tolerance: 0.005,
    },
    {
      source:
        'Indian Global Affairs, "GST New Rate Cuts 2025" (4 September 2025): a salon service of ₹1,000 was ₹1,180 at 18% before 22 September 2025 (indianglobalaffairs.in/gst-new-rate-cuts-2025-india-savings)',
      inputs: { date: '2025-09-21', amount: '1000', rate: '18', mode: 'add' },
      expected: { gst: 180, total: 1180 },
      tolerance: 0.005,
    },
    {
      source:
        'Indian Global Affairs (as above): under GST 2.0 the same ₹1,000 salon service at 5% is ₹1,050 from 22 September 2025',
      inputs: { date: '2025-09-22', amount: '1000', rate: '5', mode: 'add' },
      expected: { gst: 50, total: 1050 },
      tolerance: 0.005,
    },
  ],
});
