import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

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
  related: ['percentage-calculator', 'tip-calculator', 'currency-converter'],
  keywords: 'gst goods and services tax india cgst sgst igst',
} satisfies CalculatorRecord;

// GST, India's goods and services tax: added to a price before tax, or taken out of a price
// that includes it, and split equally between the Centre (CGST) and the State (SGST) on a
// sale within one state (the CBIC's rules for intra-state supplies).

const rupees = (value: number) => formatMoney(value, 'INR');

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
        required: 'Enter the amount',
        min: 'The amount cannot be negative',
        max: 'The amount can be at most ₹1,00,000 crore',
      },
    },
    rate: {
      kind: 'percent',
      label: 'GST rate',
      default: '18',
      min: 0,
      max: 100,
      help: 'The usual slabs are 5%, 12%, 18% and 28%.',
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
    const gst = `GST = CGST + SGST = ${formatPlain(results.cgst)} + ${formatPlain(results.sgst)} = ${rupees(results.gst)}`;
    if (v.mode === 'add') {
      const exact = decimal(v.amount).times(v.rate).div(200).toNumber();
      return [
        `CGST = SGST = amount × ${half}% = ${formatPlain(v.amount)} × ${half} ÷ 100 = ${formatPlain(exact)} ≈ ${rupees(results.cgst)} each`,
        gst,
        `Amount with GST = amount + GST = ${formatPlain(results.net)} + ${formatPlain(results.gst)} = ${rupees(results.total)}`,
      ];
    }
    const exact = decimal(v.amount).times(v.rate).div(2).div(decimal(100).plus(v.rate)).toNumber();
    return [
      `CGST = SGST = amount × ${half} ÷ (100 + ${formatPlain(v.rate)}) = ${formatPlain(v.amount)} × ${half} ÷ ${formatPlain(100 + v.rate)} ≈ ${formatPlain(exact)} ≈ ${rupees(results.cgst)} each`,
      gst,
      `Amount before GST = amount − GST = ${formatPlain(results.total)} − ${formatPlain(results.gst)} = ${rupees(results.net)}`,
    ];
  },
  about: [
    'Adding GST: GST = amount × rate ÷ 100, and the price with GST is amount + GST. Removing GST from a price that includes it: GST = amount × rate ÷ (100 + rate), and the price before GST is the amount less GST.',
    'On a sale within one state, GST is split equally into CGST (to the Centre) and SGST (to the State), each charged at half the rate (9% each at 18%); on a sale between states the whole of it is IGST. CGST and SGST are each worked out from their own half rate and rounded half-up to the paisa, as each is shown on an invoice, and the GST shown is their sum, so the figures always add up (at 18% on ₹10.25, ₹0.92 + ₹0.92 = ₹1.84).',
  ],
  faq: [
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
      source: 'ClearTax GST calculation illustration: ₹1,000 at 18% is ₹1,180',
      inputs: { amount: '1000', rate: '18', mode: 'add' },
      expected: { gst: 180, total: 1180 },
      tolerance: 0.005,
    },
    {
      source: 'CalcGST, How is GST calculated in India? (add GST: ₹10,000 at 18%)',
      inputs: { amount: '10000', rate: '18', mode: 'add' },
      expected: { gst: 1800, total: 11800 },
      tolerance: 0.005,
    },
    {
      source: 'CalcGST (as above), remove GST: ₹11,800 at 18%',
      inputs: { amount: '11800', rate: '18', mode: 'remove' },
      expected: { net: 10000, gst: 1800 },
      tolerance: 0.005,
    },
    {
      source: 'EthicalFusion, GST Calculator: How to Add and Remove GST (₹1,180 at 18%, 9% + 9%)',
      inputs: { amount: '1180', rate: '18', mode: 'remove' },
      expected: { net: 1000, gst: 180, cgst: 90, sgst: 90 },
      tolerance: 0.005,
    },
  ],
});
