import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';

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
    const net =
      v.mode === 'add' ? amount : roundToCents(amount.times(100).div(decimal(100).plus(v.rate)));
    const gst = v.mode === 'add' ? roundToCents(amount.times(v.rate).div(100)) : amount.minus(net);
    // Half each, the Centre's rounded half-up and the State's the rest, so the two add up to GST.
    const cgst = roundToCents(gst.div(2));
    return {
      total: net.plus(gst).toNumber(),
      gst: gst.toNumber(),
      net: net.toNumber(),
      cgst: cgst.toNumber(),
      sgst: gst.minus(cgst).toNumber(),
    };
  },
  steps(v, results) {
    const rate = formatPlain(v.rate);
    const split = `CGST = SGST = GST ÷ 2 = ${formatPlain(results.gst)} ÷ 2 ≈ ${rupees(results.cgst)}`;
    if (v.mode === 'add') {
      return [
        `GST = amount × rate ÷ 100 = ${formatPlain(v.amount)} × ${rate} ÷ 100 = ${rupees(results.gst)}`,
        `Amount with GST = amount + GST = ${formatPlain(results.net)} + ${formatPlain(results.gst)} = ${rupees(results.total)}`,
        split,
      ];
    }
    return [
      `Amount before GST = amount × 100 ÷ (100 + rate) = ${formatPlain(v.amount)} × 100 ÷ ${formatPlain(100 + v.rate)} ≈ ${rupees(results.net)}`,
      `GST = amount − amount before GST = ${formatPlain(results.total)} − ${formatPlain(results.net)} = ${rupees(results.gst)}`,
      split,
    ];
  },
  about: [
    'Adding GST: GST = amount × rate ÷ 100, and the price with GST is amount + GST. Removing GST from a price that includes it: the price before GST = amount × 100 ÷ (100 + rate), and GST is the difference.',
    'On a sale within one state, GST is split equally into CGST (to the Centre) and SGST (to the State); on a sale between states the whole of it is IGST. Amounts are rounded half-up to the paisa; CGST is half the GST rounded half-up, and SGST the rest, so the two always add up to the GST shown.',
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
