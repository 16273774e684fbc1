import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { rowsField } from '../engine/rows.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { ratesOfReturn } from './shared/ratesOfReturn.ts';

export const record = {
  id: 103,
  name: 'IRR Calculator',
  description:
    'Find the internal rate of return (IRR), the NPV at a discount rate and the MIRR of a series of periodic cash flows.',
  category: 'finance',
  icon: 'chart-line',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['xirr-calculator', 'present-value-calculator', 'roi-calculator', 'cagr-calculator'],
  group: 'Investing',
  keywords: 'irr npv mirr internal rate of return net present value discounted cash flow dcf',
} satisfies CalculatorRecord;

// IRR, NPV and MIRR of cash flows one period apart, as Excel and ODF OpenFormula (ISO/IEC 26300-2)
// define them. The first cash flow is now (period 0) and is not discounted:
//   NPV(r) = Σ CF_t ÷ (1 + r)^t, t = 0 … n − 1;
//   IRR = the r with NPV(r) = 0, found with the engine's bracketed root-finder (findRoot) over
//   −99 % to 10,000 %, in the variable ln(1 + r); every rate that fits is found and the lowest
//   is the headline (cash flows that change sign more than once may have several);
//   MIRR = (FV of the positive flows at the reinvestment rate ÷ −PV of the negative flows at the
//   finance rate)^(1 ÷ (n − 1)) − 1.
// Excel's NPV() discounts its first value by one period too; its examples that add the first
// flow outside NPV() are this calculator's NPV as it stands.

/** The number of changes of sign along the flows, zeros skipped. */
export function signChanges(amounts: readonly number[]): number {
  let changes = 0;
  let last = 0;
  for (const amount of amounts) {
    if (amount === 0) continue;
    if (last !== 0 && Math.sign(amount) !== Math.sign(last)) changes += 1;
    last = amount;
  }
  return changes;
}

const fields = {
  currency: currencyField,
  flows: rowsField({
    label: 'Cash flows',
    row: 'Cash flow',
    add: 'Add a cash flow',
    min: 2,
    max: 60,
    help: 'The first is now (period 0), each next one a period later (usually a year). Money paid out is negative, money received positive.',
    columns: {
      amount: {
        kind: 'money',
        label: 'Amount',
        default: '0',
        min: -1e12,
        max: 1e12,
        messages: {
          required: 'Enter the amount (0 if none; negative for money paid out)',
        },
      },
    },
    default: [
      { amount: '-70000' },
      { amount: '12000' },
      { amount: '15000' },
      { amount: '18000' },
      { amount: '21000' },
      { amount: '26000' },
    ],
  }),
  rate: {
    kind: 'percent',
    label: 'Discount rate for the NPV',
    unit: '% a period',
    default: '10',
    min: -99,
    max: 1000,
    noun: 'discount rate',
  },
  financeRate: {
    kind: 'percent',
    label: 'Finance rate for the MIRR',
    unit: '% a period',
    default: '10',
    min: -99,
    max: 1000,
    noun: 'finance rate',
    help: 'The rate paid on the money borrowed for the payments out.',
  },
  reinvestRate: {
    kind: 'percent',
    label: 'Reinvestment rate for the MIRR',
    unit: '% a period',
    default: '12',
    min: -99,
    max: 1000,
    noun: 'reinvestment rate',
    help: 'The rate the money received is reinvested at.',
  },
} as const;

type IrrValues = Values<typeof fields>;

const amountsOf = (v: IrrValues) => v.flows.map((flow) => flow.amount);

/** NPV at r (a fraction): Σ CF_t ÷ (1 + r)^t, the first flow undiscounted. */
export function npvOf(amounts: readonly number[], r: number): number {
  return amounts.reduce((sum, amount, t) => sum + amount / (1 + r) ** t, 0);
}

/** MIRR (a fraction), Excel's and ODF's definition. */
export function mirrOf(amounts: readonly number[], finance: number, reinvest: number): number {
  const n = amounts.length - 1;
  let pvOut = 0;
  let fvIn = 0;
  amounts.forEach((amount, t) => {
    if (amount < 0) pvOut += amount / (1 + finance) ** t;
    else fvIn += amount * (1 + reinvest) ** (n - t);
  });
  return (fvIn / -pvOut) ** (1 / n) - 1;
}

const irrsOf = rememberLast((amounts: readonly number[]) =>
  ratesOfReturn((g) => amounts.reduce((sum, amount, t) => sum + amount * Math.exp(-g * t), 0)),
);

const hasBothSigns = (amounts: readonly number[]) =>
  amounts.some((a) => a < 0) && amounts.some((a) => a > 0);

const percentText = (fraction: number) => `${formatNumber(fraction * 100, 2)}%`;

/**
 * What the NPV says of the return. Only for money paid out first and received after (one change
 * of sign) does a positive NPV mean the return beats the discount rate; money received first (a
 * loan) or signs changing more than once say only whether the flows gain at that rate.
 */
function npvVerdict(amounts: readonly number[], npv: number): string {
  if (Math.abs(npv) < 0.005) return ': the return matches the discount rate';
  const first = amounts.find((amount) => amount !== 0) ?? 0;
  if (first < 0 && signChanges(amounts) === 1) {
    return npv > 0
      ? ': the return beats the discount rate'
      : ': the return falls short of the discount rate';
  }
  return npv > 0 ? ', a gain at that rate' : ', a loss at that rate';
}

export default defineCalculator({
  slug: 'irr-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    const amounts = amountsOf(v);
    if (!hasBothSigns(amounts)) {
      return {
        flows:
          'Enter at least one negative amount (money paid out) and one positive amount (money received): with every cash flow of one sign, no rate of return fits',
      };
    }
    if (irrsOf(amounts).length === 0) {
      return { flows: 'No rate of return from -99% to 10,000% a period fits these cash flows' };
    }
    return {};
  },
  outputs: {
    irr: { label: 'IRR (per period)', format: 'percent', emphasis: true },
    npv: { label: 'NPV at the discount rate', format: 'money' },
    mirr: { label: 'MIRR (per period)', format: 'percent' },
    net: { label: 'Net cash flow (not discounted)', format: 'money' },
  },
  compute(v) {
    const amounts = amountsOf(v);
    return {
      irr: irrsOf(amounts)[0]! * 100,
      npv: npvOf(amounts, v.rate / 100),
      mirr: mirrOf(amounts, v.financeRate / 100, v.reinvestRate / 100) * 100,
      net: amounts.reduce((sum, amount) => sum + amount, 0),
    };
  },
  summary(v, r) {
    const periods = v.flows.length - 1;
    return [
      `These ${formatPlain(v.flows.length)} cash flows over ${formatPlain(periods)} period${periods === 1 ? '' : 's'} earn ${formatNumber(r.irr, 2)}% a period.`,
      `At ${formatPlain(v.rate)}% their NPV is ${formatMoney(r.npv, v.currency)}${npvVerdict(amountsOf(v), r.npv)}.`,
    ];
  },
  facts(v) {
    const amounts = amountsOf(v);
    const irrs = irrsOf(amounts);
    return irrs.length > 1
      ? [
          {
            label: 'Other rates that also fit',
            text: `${irrs.slice(1).map(percentText).join(', ')} (the cash flows change sign ${signChanges(amounts)} times, so more than one rate makes the NPV 0)`,
          },
        ]
      : [];
  },
  steps(v, r) {
    const amounts = amountsOf(v);
    const money = (value: number) => formatMoney(value, v.currency);
    const n = amounts.length - 1;
    const terms = (base: string) =>
      amounts
        .map((amount, t) =>
          t === 0 ? money(amount) : `${money(amount)} ÷ ${base}${t === 1 ? '' : `^${t}`}`,
        )
        .join(' + ');
    const growth = formatPlain(1 + v.rate / 100);
    let pvOut = 0;
    let fvIn = 0;
    amounts.forEach((amount, t) => {
      if (amount < 0) pvOut += amount / (1 + v.financeRate / 100) ** t;
      else fvIn += amount * (1 + v.reinvestRate / 100) ** (n - t);
    });
    return [
      `NPV at a rate r = Σ cash flow ÷ (1 + r)^period, the first cash flow (period 0) not discounted.`,
      `IRR: the r at which ${terms('(1 + r)')} = 0. Found by bisection: r ≈ ${formatNumber(r.irr, 4)}% a period.`,
      `NPV at ${formatPlain(v.rate)}% = ${terms(growth)} = ${money(r.npv)}`,
      `MIRR: the payments out discounted to period 0 at ${formatPlain(v.financeRate)}% = ${money(pvOut)}; the money received grown to period ${n} at ${formatPlain(v.reinvestRate)}% = ${money(fvIn)}; MIRR = (${money(fvIn)} ÷ ${money(-pvOut)})^(1/${n}) − 1 ≈ ${formatNumber(r.mirr, 2)}%`,
    ];
  },
  table: {
    caption: 'Each cash flow’s present value at the discount rate',
    columns: [
      { id: 'period', label: 'Period', format: 'integer' },
      { id: 'amount', label: 'Cash flow', format: 'money' },
      { id: 'present', label: 'Present value', format: 'money' },
    ],
    rows(v) {
      return amountsOf(v).map((amount, period) => {
        return { period, amount, present: amount / (1 + v.rate / 100) ** period };
      });
    },
  },
  about: [
    'NPV = Σ CF_t ÷ (1 + r)^t: each cash flow discounted to today at the rate r a period. The first cash flow is today (period 0) and is not discounted; each next one is one period later. The IRR is the rate at which the NPV is 0. The MIRR = (FV of the money received, reinvested at the reinvestment rate ÷ −PV of the payments out, at the finance rate)^(1 ÷ (n − 1)) − 1, with n cash flows. These are the IRR, NPV and MIRR of Microsoft Excel and of ODF OpenFormula (ISO/IEC 26300-2).',
    'Excel’s NPV() discounts its first value by one period as well: to match it, enter 0 as the first cash flow. Excel’s examples that add the initial cost outside NPV(), as in =NPV(8%, B3:B7) + A2, are this calculator’s NPV as it stands.',
    'The IRR has no formula: it is found with a bracketed root-finder (bisection) over −99 % to 10,000 % a period, to the precision of the computer’s arithmetic. Cash flows that change sign more than once can have several IRRs; all that fit are found, the lowest is shown first and the others are listed. With every cash flow of one sign there is no IRR. Rates are per period: with yearly cash flows, a yearly rate. Amounts are shown rounded to the cent.',
  ],
  faq: [
    {
      question: 'What is a good IRR?',
      answer:
        'One above your cost of capital or the return you could get elsewhere at similar risk (the discount rate). When the IRR is above the discount rate, the NPV at that rate is positive.',
    },
    {
      question: 'Why does Excel’s NPV give a different figure?',
      answer:
        'Excel’s NPV() treats its first value as one period away. This calculator takes the first cash flow as today. Put 0 first to get Excel’s NPV(), or add the first cash flow outside NPV() in Excel to get this figure.',
    },
    {
      question: 'When can there be more than one IRR?',
      answer:
        'When the cash flows change sign more than once (an outflow, inflows, then a large outflow such as a clean-up cost). Each rate that makes the NPV 0 is then an IRR; the MIRR, with its two stated rates, has only one value.',
    },
    {
      question: 'What if my cash flows are not one period apart?',
      answer:
        'Use the XIRR calculator: it takes a date for each cash flow and gives a yearly rate on a 365-day year.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, "IRR function" (support.microsoft.com/en-us/office/irr-function-64925eaa-9988-495b-b290-3ad0c163c1bc): -70,000 then 12,000, 15,000, 18,000, 21,000, 26,000 is an IRR of 8.7% after five years',
      inputs: { amount: '-70000~12000~15000~18000~21000~26000' },
      expected: { irr: 8.7 },
      tolerance: 0.05,
    },
    {
      source: 'Microsoft Support, "IRR function" (as above): after four years, -2.1%',
      inputs: { amount: '-70000~12000~15000~18000~21000' },
      expected: { irr: -2.1 },
      tolerance: 0.05,
    },
    {
      source: 'Microsoft Support, "IRR function" (as above): after two years, -44.4%',
      inputs: { amount: '-70000~12000~15000' },
      expected: { irr: -44.4 },
      tolerance: 0.05,
    },
    {
      source:
        'Microsoft Support, "NPV function" (support.microsoft.com/en-us/office/npv-function-8672cb67-2576-4d07-b67b-ac28acf2a568), example 2: -40,000 today, then 8,000, 9,200, 10,000, 12,000, 14,500 at 8% is an NPV of $1,922.06',
      inputs: { amount: '-40000~8000~9200~10000~12000~14500', rate: '8' },
      expected: { npv: 1922.06 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, "NPV function" (as above), example 2 with a loss of 9,000 in year 6: -$3,749.47',
      inputs: { amount: '-40000~8000~9200~10000~12000~14500~-9000', rate: '8' },
      expected: { npv: -3749.47 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, "NPV function" (as above), example 1: -10,000 one year from today, then 3,000, 4,200, 6,800 at 10% is $1,188.44 (entered with 0 today, as Excel’s NPV() counts)',
      inputs: { amount: '0~-10000~3000~4200~6800', rate: '10' },
      expected: { npv: 1188.44 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, "MIRR function" (support.microsoft.com/en-us/office/mirr-function-b020f038-7492-4fb4-93c1-35c345b53524): -120,000 then 39,000, 30,000, 21,000, 37,000, 46,000, finance rate 10%, reinvestment rate 12%: MIRR 12.6%; at 14% reinvestment, 13.5%',
      inputs: {
        amount: '-120000~39000~30000~21000~37000~46000',
        financeRate: '10',
        reinvestRate: '12',
      },
      expected: { mirr: 12.6 },
      tolerance: 0.05,
    },
  ],
});
