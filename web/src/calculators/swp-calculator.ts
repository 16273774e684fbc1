import { amountInWords } from '../domain/indianNumbers.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 20,
  name: 'SWP Calculator',
  description:
    'Plan a Systematic Withdrawal Plan: monthly withdrawals from an invested sum, and what is left at the end.',
  category: 'finance',
  icon: 'wallet',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-05',
  related: ['sip-calculator', 'lumpsum-calculator', 'retirement-calculator', 'fire-calculator'],
  group: 'Investing',
  keywords: 'swp systematic withdrawal plan pension income',
} satisfies CalculatorRecord;

// Systematic Withdrawal Plan: a sum P is invested in a fund, and a fixed amount W is withdrawn at
// the end of every month. The fund grows at the expected annual return r, as a monthly rate that
// compounds to exactly r over a year,
//   i = (1 + r)^(1/12) − 1,
// and each month the balance becomes B × (1 + i) − W. This is the convention of Groww's SWP
// calculator, checked against its published results (₹10,00,000 less ₹10,000 a month at 8% for
// 10 years leaves ₹3,57,682), and of Advisorkhoj's. In closed form, after n months,
//   B(n) = P × (1 + i)^n − W × ((1 + i)^n − 1) ÷ i.
// When a month's balance cannot pay W, that month's withdrawal is whatever is left, and the money
// has run out.

const rupees = (value: number) => formatMoney(value, 'INR');
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);
const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** The monthly rate that compounds to `rate` % a year. */
export function monthlyRateOf(rate: number): number {
  return Math.expm1(Math.log1p(rate / 100) / 12);
}

const fields = {
  investment: {
    kind: 'money',
    label: 'Total investment',
    default: '500000',
    min: 0,
    minExclusive: true,
    max: 100_000_000_000,
    noun: 'investment',
    messages: {
      required: 'Enter the amount invested',
    },
  },
  withdrawal: {
    kind: 'money',
    label: 'Withdrawal per month',
    default: '10000',
    min: 0,
    minExclusive: true,
    max: 10_000_000_000,
    messages: {
      required: 'Enter the monthly withdrawal',
      min: 'The withdrawal must be more than ₹0',
      max: 'The withdrawal can be at most ₹1,000 crore a month',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Expected return (per year)',
    unit: '% a year',
    default: '8',
    min: 0,
    max: 50,
    messages: {
      min: 'The return cannot be negative',
      max: 'The return can be at most 50%',
    },
  },
  years: {
    kind: 'integer',
    label: 'Time period',
    unit: 'years',
    default: '5',
    min: 1,
    max: 50,
    noun: 'period',
    messages: {
      required: 'Enter the number of years',
      invalid: 'Enter a whole number of years, e.g. 5',
    },
  },
} as const;

type SwpValues = Values<typeof fields>;

interface SwpYear {
  year: number;
  withdrawn: number;
  returns: number;
  balance: number;
}

interface SwpResult {
  years: SwpYear[];
  withdrawn: number;
  balance: number;
  /** The month (1, 2, …) whose withdrawal emptied the fund, or null if it lasted. */
  ranOutIn: number | null;
  /** That month's withdrawal (less than the full amount, or the full amount exactly). */
  lastWithdrawal: number;
}

/** The plan month by month, summed by year; exact amounts. */
const planOf = rememberLast((v: SwpValues): SwpResult => {
  const i = monthlyRateOf(v.rate);
  const years: SwpYear[] = [];
  let balance = v.investment;
  let withdrawn = 0;
  let ranOutIn: number | null = null;
  let lastWithdrawal = v.withdrawal;
  const months = v.years * 12;
  for (let year = 1; year <= v.years && ranOutIn === null; year++) {
    let yearWithdrawn = 0;
    let yearReturns = 0;
    for (let month = 1; month <= 12; month++) {
      const count = (year - 1) * 12 + month;
      const growth = balance * i;
      const available = balance + growth;
      // Within a millionth of a rupee the withdrawal is paid in full (rounding in the sums).
      const paid = available < v.withdrawal - 1e-6 ? available : v.withdrawal;
      yearReturns += growth;
      yearWithdrawn += paid;
      balance = Math.max(0, available - paid);
      if (balance < 1e-6) balance = 0;
      // The money has run out if a withdrawal was cut short, or nothing is left for the months
      // still to come; a plan that ends at exactly zero on its last month has not.
      if (paid < v.withdrawal || (balance === 0 && count < months)) {
        ranOutIn = count;
        lastWithdrawal = paid;
        break;
      }
    }
    withdrawn += yearWithdrawn;
    years.push({ year, withdrawn: yearWithdrawn, returns: yearReturns, balance });
  }
  return { years, withdrawn, balance, ranOutIn, lastWithdrawal };
});

/** The largest monthly withdrawal the fund can pay for the whole period (it ends at zero). */
function sustainable(v: SwpValues): number {
  const i = monthlyRateOf(v.rate);
  const n = v.years * 12;
  if (i === 0) return v.investment / n;
  return (v.investment * i) / -Math.expm1(-n * Math.log1p(i));
}

/** 'month 7 of year 4' for month 43. */
function monthInYear(month: number): string {
  return `month ${((month - 1) % 12) + 1} of year ${Math.ceil(month / 12)}`;
}

export default defineCalculator({
  slug: 'swp-calculator',
  currency: 'INR',
  fields,
  outputs: {
    finalValue: {
      label: 'Final value',
      format: 'money',
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    totalWithdrawn: { label: 'Total withdrawn', format: 'money', caption: inWords },
    returns: { label: 'Returns earned', format: 'money', caption: inWords },
  },
  compute(v) {
    const plan = planOf(v);
    const finalValue = cents(plan.balance);
    const totalWithdrawn = cents(plan.withdrawn);
    return {
      finalValue,
      totalWithdrawn,
      returns: decimal(finalValue).plus(totalWithdrawn).minus(cents(v.investment)).toNumber(),
    };
  },
  summary(v, results) {
    const plan = planOf(v);
    if (plan.ranOutIn !== null) {
      return (
        `Withdrawing ${rupees(v.withdrawal)} a month from ${rupees(v.investment)} at ` +
        `${plainIndian(v.rate)}% a year, the money runs out in ${monthInYear(plan.ranOutIn)}, ` +
        `before the ${yearsText(v.years)} are up.`
      );
    }
    return (
      `Withdrawing ${rupees(v.withdrawal)} a month for ${yearsText(v.years)} from ` +
      `${rupees(v.investment)} at ${plainIndian(v.rate)}% a year leaves ${rupees(results.finalValue)}.`
    );
  },
  highlight(v) {
    const plan = planOf(v);
    if (plan.ranOutIn === null) return null;
    const month = plan.ranOutIn;
    return {
      title: 'The money runs out early',
      text:
        `The withdrawals outrun the fund: after ${month === 1 ? '1 month' : `${month} months`} ` +
        `nothing is left, and no withdrawals are paid for the rest of the ${yearsText(v.years)}.`,
      facts: [
        { label: 'Runs out in', text: `${monthInYear(month)} (month ${month})` },
        { label: 'Last withdrawal', text: rupees(cents(plan.lastWithdrawal)) },
        {
          label: 'To last the whole period',
          text: `withdraw at most ${rupees(Math.floor(sustainable(v) * 100) / 100)} a month`,
        },
      ],
    };
  },
  breakdown: (_v, results) =>
    [
      { label: 'Withdrawn', value: results.totalWithdrawn, palette: 'orange' as const },
      { label: 'Left in the fund', value: results.finalValue, palette: 'blue' as const },
    ].filter((part) => part.value > 0),
  notes: [
    'An estimate: fund returns vary from month to month, and the figures leave out exit loads and the capital gains tax due on the gains in each withdrawal.',
  ],
  steps(v, results) {
    const i = monthlyRateOf(v.rate);
    const n = v.years * 12;
    const plan = planOf(v);
    const steps = [
      `Monthly rate i = (1 + ${plainIndian(v.rate / 100)})^(1/12) − 1 ${v.rate === 0 ? '=' : '≈'} ${plainIndian(Number(i.toPrecision(8)))}, which compounds to ${plainIndian(v.rate)}% over a year`,
      `Each month the balance grows by i, then ${rupees(v.withdrawal)} is withdrawn: B → B × (1 + i) − ${plainIndian(v.withdrawal)}`,
    ];
    if (plan.ranOutIn === null) {
      const growth = (1 + i) ** n;
      steps.push(
        i === 0
          ? `At 0% nothing grows: ${rupees(v.investment)} − ${rupees(v.withdrawal)} × ${n} = ${rupees(results.finalValue)}`
          : `After n = ${n} months: B = P × (1 + i)^n − W × ((1 + i)^n − 1) ÷ i = ${plainIndian(v.investment)} × ` +
              `${plainIndian(Number(growth.toFixed(8)))} − ${plainIndian(v.withdrawal)} × ${plainIndian(Number(((growth - 1) / i).toFixed(6)))} ≈ ${rupees(results.finalValue)}`,
        `Total withdrawn = ${rupees(v.withdrawal)} × ${n} = ${rupees(results.totalWithdrawn)}`,
      );
    } else {
      steps.push(
        `In ${monthInYear(plan.ranOutIn)} a withdrawal of ${rupees(cents(plan.lastWithdrawal))} empties the fund: nothing is paid after it`,
        `Total withdrawn = ${rupees(results.totalWithdrawn)}`,
      );
    }
    steps.push(
      `Returns earned = final value + total withdrawn − investment = ${rupees(results.finalValue)} + ` +
        `${rupees(results.totalWithdrawn)} − ${rupees(v.investment)} = ${rupees(results.returns)}`,
    );
    return steps;
  },
  table: {
    caption: 'Year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'withdrawn', label: 'Withdrawn', format: 'money' },
      { id: 'returns', label: 'Returns', format: 'money' },
      { id: 'balance', label: 'Balance at year end', format: 'money' },
    ],
    rows(v) {
      let previous = cents(v.investment);
      return planOf(v).years.map((row) => {
        const balance = cents(row.balance);
        const withdrawn = cents(row.withdrawn);
        const shown = {
          year: row.year,
          withdrawn,
          // The rest of the change in the balance, so each row adds up as shown.
          returns: decimal(balance).minus(previous).plus(withdrawn).toNumber(),
          balance,
        };
        previous = balance;
        return shown;
      });
    },
  },
  about: [
    'The investment earns the expected annual return r as a monthly rate i = (1 + r)^(1/12) − 1, which compounds to exactly r over a year, and the fixed withdrawal W is taken at the end of every month: the balance goes from B to B × (1 + i) − W. After n months, B = P × (1 + i)^n − W × ((1 + i)^n − 1) ÷ i. This is the convention of Groww’s SWP calculator; some calculators use r ÷ 12 a month instead, which gives a little more.',
    'If a month’s balance cannot pay the withdrawal, that month pays what is left and the plan stops: the calculator says when. Amounts are rounded half-up to the paisa; returns earned are the final value plus everything withdrawn less the investment, so the figures add up.',
  ],
  faq: [
    {
      question: 'What is an SWP?',
      answer:
        'A Systematic Withdrawal Plan redeems a fixed amount from your mutual fund every month and pays it to your bank account, while the rest stays invested. Retirees use it for a regular income.',
    },
    {
      question: 'How much can I withdraw so that the money lasts?',
      answer:
        'If the monthly withdrawal is no more than what the balance earns in a month, the fund never shrinks. To use it up exactly over the period, lower the withdrawal until the final value is close to zero.',
    },
    {
      question: 'How are SWP withdrawals taxed?',
      answer:
        'Each withdrawal redeems units, and only the gain in those units is taxed as capital gains: for equity funds, 20% if held up to a year and 12.5% above ₹1.25 lakh of gains a year after that. This calculator shows amounts before tax.',
    },
  ],
  references: [
    {
      source:
        'Angel One Asset Management (Angel One Mutual Fund), SWP Calculator (angelonemf.com/swp-calculator), its worked figures: ₹10,000 withdrawn a month for 5 years at 12% from ₹5,00,000 invested: total withdrawal ₹6,00,000, final value ₹77,758',
      inputs: { investment: '500000', withdrawal: '10000', rate: '12', years: '5' },
      expected: { finalValue: 77758, totalWithdrawn: 600000 },
      tolerance: 1,
    },
    {
      source:
        'Angel One, “How a ₹30 Lakh SWP Plan Can Help You Earn ₹52,000 Every Month?” (angelone.in/news/mutual-funds/how-a-30-lakh-rs-swp-plan-can-help-you-earn-52000-rs-every-month): ₹30,00,000 invested, ₹52,000 withdrawn a month, 8% a year, 6 years: ₹37,44,000 withdrawn and a final value of “approximately ₹17,489”',
      inputs: { investment: '3000000', withdrawal: '52000', rate: '8', years: '6' },
      expected: { finalValue: 17489, totalWithdrawn: 3744000 },
      tolerance: 1,
    },
    {
      source:
        'Advisorkhoj SWP calculator: Rs. 5,00,000, Rs. 10,000 a month, 10%, 5 years, final balance Rs. 39,642, total profit Rs. 1,39,642 (advisorkhoj.com/tools-and-calculators/swp-calculator)',
      inputs: { investment: '500000', withdrawal: '10000', rate: '10', years: '5' },
      expected: { finalValue: 39642, returns: 139642 },
      tolerance: 1,
    },
  ],
});
