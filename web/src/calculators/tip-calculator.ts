import { formatDollars, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal, roundToCents, type Big } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 2,
  name: 'Tip Calculator',
  description: 'Work out the tip, the total and each person’s share of a bill.',
  category: 'finance',
  icon: 'coins',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: ['percentage-calculator', 'currency-converter', 'gst-calculator'],
  group: 'Business',
  keywords: 'tip gratuity restaurant bill split',
} satisfies CalculatorRecord;

// The tip calculator (spec sections 4, 5 and 9): tip = bill × tip % ÷ 100, total = bill + tip,
// per person = total ÷ people. Amounts are worked in decimal and rounded half-up to the cent
// once each, and the total is made from the rounded tip, so the amounts shown add up: a $0.70
// bill at 15 % is a $0.11 tip (0.105 rounded half-up) and a $0.81 total.

/** The spec's presets (section 9). */
const TIP_PRESETS = [10, 15, 18, 20, 25] as const;

/** The amounts for a bill, a tip percentage and a number of people, each to the cent. */
function tipAmounts(bill: number, percent: number, people: number) {
  const billCents = roundToCents(bill);
  const tip = roundToCents(decimal(bill).times(percent).div(100));
  const total = billCents.plus(tip);
  const share = (amount: Big) => roundToCents(amount.div(people)).toNumber();
  return {
    tipAmount: tip.toNumber(),
    totalAmount: total.toNumber(),
    perPerson: share(total),
    tipPerPerson: share(tip),
  };
}

/** '= $7.50' for a whole number of cents, else '= 0.105 ≈ $0.11'. */
function rounded(exact: Big, shown: number): string {
  return exact.eq(shown)
    ? `= ${formatDollars(shown)}`
    : `= ${formatPlain(exact.toNumber())} ≈ ${formatDollars(shown)}`;
}

export default defineCalculator({
  slug: 'tip-calculator',
  currency: 'USD',
  fields: {
    bill: {
      kind: 'money',
      label: 'Bill Amount',
      default: '50',
      min: 0,
      minExclusive: true,
      max: 1_000_000_000,
      messages: {
        min: 'The bill must be more than $0',
        max: 'The bill can be at most $1,000,000,000',
      },
    },
    tip: {
      kind: 'percent',
      label: 'Tip Percentage',
      default: '15',
      min: 0,
      max: 1000,
      presets: { label: 'Tip presets', values: TIP_PRESETS },
      messages: {
        min: 'The tip cannot be negative',
        max: 'The tip can be at most 1,000%',
      },
    },
    people: {
      kind: 'integer',
      label: 'Number of People',
      default: '1',
      min: 1,
      max: 1000,
      stepper: { fewer: 'Fewer people', more: 'More people' },
      messages: {
        min: 'At least 1 person',
        max: 'At most 1,000 people',
        invalid: 'Enter a whole number of people',
      },
    },
  },
  outputs: {
    tipAmount: { label: 'Tip Amount', format: 'money' },
    totalAmount: { label: 'Total Amount', format: 'money', emphasis: true },
    perPerson: { label: 'Per Person', format: 'money', emphasis: true },
    tipPerPerson: { label: 'Tip Per Person', format: 'money' },
  },
  compute: (v) => tipAmounts(v.bill, v.tip, v.people),
  // Per Person only when people > 1 (spec section 4).
  hiddenOutputs: (v) => (v.people > 1 ? [] : ['perPerson', 'tipPerPerson']),
  summary: (v, r) =>
    `${formatPlain(v.tip)}% tip on ${formatDollars(v.bill)} is ${formatDollars(r.tipAmount)}`,
  calculateLabel: 'Calculate',
  usage: (v, r) => ({
    billAmount: v.bill,
    tipPercentage: v.tip,
    numberOfPeople: v.people,
    tipAmount: r.tipAmount,
    totalAmount: r.totalAmount,
    perPerson: r.perPerson,
  }),
  steps(v, r) {
    const bill = formatPlain(v.bill);
    const tip = formatPlain(r.tipAmount);
    const total = formatPlain(r.totalAmount);
    const people = formatPlain(v.people);
    const steps = [
      `Tip = bill × tip % ÷ 100 = ${bill} × ${formatPlain(v.tip)} ÷ 100 ` +
        rounded(decimal(v.bill).times(v.tip).div(100), r.tipAmount),
      `Total = bill + tip = ${bill} + ${tip} = ${formatDollars(r.totalAmount)}`,
    ];
    if (v.people > 1) {
      steps.push(
        `Per person = total ÷ people = ${total} ÷ ${people} ` +
          rounded(decimal(r.totalAmount).div(v.people), r.perPerson),
        `Tip per person = tip ÷ people = ${tip} ÷ ${people} ` +
          rounded(decimal(r.tipAmount).div(v.people), r.tipPerPerson),
      );
    }
    return steps;
  },
  about: [
    'The tip is the bill times the tip percentage divided by 100, and the total is the bill plus the tip. Split between people, each pays the total divided by the number of people.',
    'Every amount is rounded half-up to the cent once, and the total is the bill plus the rounded tip, so the amounts shown always add up: a $0.70 bill with a 15% tip is a $0.11 tip (0.105 rounded up) and a $0.81 total. A share of a split bill is rounded the same way, so the shares may differ from the total by a cent.',
  ],
  faq: [
    {
      question: 'How much should I tip?',
      answer:
        'In the United States 15% to 20% of the bill before tax is usual at a sit-down restaurant; the presets cover 10% to 25%. Customs differ by country and by service.',
    },
    {
      question: 'How is the tip rounded?',
      answer:
        'Half-up to the cent: a tip of $0.105 is shown as $0.11. The total is the bill plus that rounded tip, so the figures on screen add up.',
    },
    {
      question: 'How do I split the bill?',
      answer:
        'Set the number of people with the − and + buttons or type it. The calculator then shows what each person pays in all and how much of that is tip.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), section 6.2 ' +
        '"Solve General Applications of Percent": "A 20% tip for an $80 restaurant bill comes out ' +
        'to $16" (openstax.org/books/prealgebra-2e/pages/6-2-solve-general-applications-of-percent)',
      inputs: { bill: '80', tip: '20', people: '1' },
      expected: { tipAmount: 16 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 6.2 (as above), example: Dezohn’s $68.50 bill with an ' +
        '18% tip: "The couple should leave a tip of $12.33"',
      inputs: { bill: '68.50', tip: '18', people: '1' },
      expected: { tipAmount: 12.33 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 6.2 (as above), try-it exercise: Cierra’s $81.50 bill ' +
        'with an 18% tip, answer "$14.67"',
      inputs: { bill: '81.50', tip: '18', people: '1' },
      expected: { tipAmount: 14.67 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Prealgebra 2e, section 6.2 (as above), try-it exercise: Kimngoc’s $14.40 lunch ' +
        'bill with a 15% tip, answer "$2.16"',
      inputs: { bill: '14.40', tip: '15', people: '1' },
      expected: { tipAmount: 2.16 },
      tolerance: 0.005,
    },
    {
      source:
        'Issue 16, item 4: a $0.70 bill at 15% shows a $0.11 tip and a $0.81 total (0.105 rounded half-up)',
      inputs: { bill: '0.70', tip: '15', people: '1' },
      expected: { tipAmount: 0.11, totalAmount: 0.81 },
      tolerance: 0,
    },
    {
      source:
        'Worked by hand: $86.40 at 20% is $17.28; $103.68 split four ways is $25.92 each, $4.32 of it tip',
      inputs: { bill: '86.40', tip: '20', people: '4' },
      expected: { tipAmount: 17.28, totalAmount: 103.68, perPerson: 25.92, tipPerPerson: 4.32 },
      tolerance: 0,
    },
  ],
});
