import { formatCount, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, formatMoneyAsIs, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { withNoun } from './shared/dates.ts';

export const record = {
  id: 96,
  name: 'Salary Converter',
  description:
    'Convert pay between hourly, daily, weekly, bi-weekly, semi-monthly, monthly and annual amounts.',
  category: 'finance',
  icon: 'briefcase',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'income-tax-calculator',
    'hra-calculator',
    'inflation-calculator',
    'business-days-calculator',
    'us-paycheck-calculator',
    'in-hand-salary-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'salary wage pay hourly to annual annual to hourly yearly income per hour per year paycheck biweekly fortnightly semimonthly 2080 hours',
} satisfies CalculatorRecord;

// Pay in one period converted to every other, as the calculator.net salary calculator does it
// (its "unadjusted" results): a year of 52 weeks, so of 52 × hours-a-week hours and 52 ×
// days-a-week working days (2,080 hours and 260 days for 40 hours over 5 days), 26 bi-weekly and
// 24 semi-monthly pay periods and 12 months. The amount typed is made an exact annual amount
// (decimal), and each period's pay is that amount divided by the periods in a year, rounded
// half-up to the cent once.

export type Period =
  'hourly' | 'daily' | 'weekly' | 'biweekly' | 'semimonthly' | 'monthly' | 'annual';

const PERIODS = [
  { value: 'hourly', label: 'Per hour' },
  { value: 'daily', label: 'Per day' },
  { value: 'weekly', label: 'Per week' },
  { value: 'biweekly', label: 'Every two weeks (bi-weekly)' },
  { value: 'semimonthly', label: 'Twice a month (semi-monthly)' },
  { value: 'monthly', label: 'Per month' },
  { value: 'annual', label: 'Per year' },
] as const satisfies readonly { value: Period; label: string }[];

const WEEKS = 52;

/** How many of each period there are in a year, for these hours and days a week. */
export function periodsPerYear(hoursPerWeek: number, daysPerWeek: number): Record<Period, Big> {
  return {
    hourly: decimal(hoursPerWeek).times(WEEKS),
    daily: decimal(daysPerWeek).times(WEEKS),
    weekly: decimal(WEEKS),
    biweekly: decimal(WEEKS / 2),
    semimonthly: decimal(24),
    monthly: decimal(12),
    annual: decimal(1),
  };
}

/** The pay in every period, each to the cent, from an amount paid per `period`. */
export function convertPay(
  amount: number,
  period: Period,
  hoursPerWeek: number,
  daysPerWeek: number,
): Record<Period, number> & { exactAnnual: Big } {
  const per = periodsPerYear(hoursPerWeek, daysPerWeek);
  const exactAnnual = decimal(amount).times(per[period]);
  const each = (p: Period) => roundToCents(exactAnnual.div(per[p])).toNumber();
  return {
    hourly: each('hourly'),
    daily: each('daily'),
    weekly: each('weekly'),
    biweekly: each('biweekly'),
    semimonthly: each('semimonthly'),
    monthly: each('monthly'),
    annual: each('annual'),
    exactAnnual,
  };
}

const fields = {
  currency: currencyField,
  amount: {
    kind: 'money',
    label: 'Pay',
    default: '25',
    min: 0,
    minExclusive: true,
    max: 1_000_000_000,
    noun: 'pay',
    messages: { required: 'Enter the pay to convert' },
  },
  period: {
    kind: 'choice',
    label: 'Paid',
    default: 'hourly',
    options: PERIODS,
  },
  hoursPerWeek: {
    kind: 'number',
    label: 'Hours per week',
    default: '40',
    min: 0,
    minExclusive: true,
    max: 168,
    unit: 'hours',
    help: 'The hours paid in a normal week.',
  },
  daysPerWeek: {
    kind: 'number',
    label: 'Days per week',
    default: '5',
    min: 0,
    minExclusive: true,
    max: 7,
    unit: 'days',
    help: 'The days worked in a normal week; used for the daily pay.',
  },
} as const;

type SalaryValues = Values<typeof fields>;

/** The period's name in a sentence: 'an hour', 'every two weeks'. */
const PER: Record<Period, string> = {
  hourly: 'an hour',
  daily: 'a day',
  weekly: 'a week',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'a month',
  annual: 'a year',
};

const payOf = (v: SalaryValues) => convertPay(v.amount, v.period, v.hoursPerWeek, v.daysPerWeek);

export default defineCalculator({
  slug: 'salary-converter',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    return v.hoursPerWeek / v.daysPerWeek > 24
      ? {
          hoursPerWeek: `${formatPlain(v.hoursPerWeek)} hours over ${formatCount(v.daysPerWeek, 'days')} is more than 24 hours a day`,
        }
      : {};
  },
  outputs: {
    hourly: { label: 'Hourly', format: 'money', emphasis: true },
    daily: { label: 'Daily', format: 'money' },
    weekly: { label: 'Weekly', format: 'money' },
    biweekly: { label: 'Bi-weekly (26 a year)', format: 'money' },
    semimonthly: { label: 'Semi-monthly (24 a year)', format: 'money' },
    monthly: { label: 'Monthly', format: 'money' },
    annual: { label: 'Annual', format: 'money', emphasis: true },
  },
  compute(v) {
    const pay = payOf(v);
    return {
      hourly: pay.hourly,
      daily: pay.daily,
      weekly: pay.weekly,
      biweekly: pay.biweekly,
      semimonthly: pay.semimonthly,
      monthly: pay.monthly,
      annual: pay.annual,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const typed = `${formatMoneyAsIs(v.amount, v.currency)} ${PER[v.period]}`;
    const hours = `${withNoun(v.hoursPerWeek, 'hour')} a week`;
    if (v.period === 'annual') {
      return `${typed} for ${hours} is ${money(r.monthly)} a month and ${money(r.hourly)} an hour.`;
    }
    if (v.period === 'hourly') {
      return `${typed} for ${hours} is ${money(r.annual)} a year and ${money(r.monthly)} a month.`;
    }
    return `${typed} for ${hours} is ${money(r.annual)} a year and ${money(r.hourly)} an hour.`;
  },
  facts(v) {
    const per = periodsPerYear(v.hoursPerWeek, v.daysPerWeek);
    return [
      {
        label: 'Hours paid a year',
        text: `${formatPlain(per.hourly.toNumber())} (${formatPlain(v.hoursPerWeek)} × 52 weeks)`,
      },
      {
        label: 'Working days a year',
        text: `${formatPlain(per.daily.toNumber())} (${formatPlain(v.daysPerWeek)} × 52 weeks)`,
      },
      {
        label: 'Hours a day',
        text: formatPlain(roundToCents(decimal(v.hoursPerWeek).div(v.daysPerWeek)).toNumber()),
      },
    ];
  },
  steps(v, r) {
    const money = (value: number | Big) => formatMoney(Number(value), v.currency);
    const per = periodsPerYear(v.hoursPerWeek, v.daysPerWeek);
    const { exactAnnual } = payOf(v);
    const hours = formatPlain(per.hourly.toNumber());
    const days = formatPlain(per.daily.toNumber());
    const annual =
      v.period === 'annual'
        ? `Annual pay = ${formatMoneyAsIs(v.amount, v.currency)}`
        : v.period === 'hourly'
          ? `Annual pay = ${formatMoneyAsIs(v.amount, v.currency)} × ${withNoun(v.hoursPerWeek, 'hour')} × 52 weeks = ${money(exactAnnual)}`
          : v.period === 'daily'
            ? `Annual pay = ${formatMoneyAsIs(v.amount, v.currency)} × ${withNoun(v.daysPerWeek, 'day')} × 52 weeks = ${money(exactAnnual)}`
            : `Annual pay = ${formatMoneyAsIs(v.amount, v.currency)} × ${formatPlain(per[v.period].toNumber())} ${v.period === 'monthly' ? 'months' : 'pay periods'} = ${money(exactAnnual)}`;
    const line = (name: string, divisor: string, value: number) =>
      `${name} = ${money(exactAnnual)} ÷ ${divisor} = ${money(value)}`;
    return [
      annual,
      line('Hourly', `${hours} hours (${formatPlain(v.hoursPerWeek)} × 52)`, r.hourly),
      line('Daily', `${days} days (${formatPlain(v.daysPerWeek)} × 52)`, r.daily),
      line('Weekly', '52', r.weekly),
      line('Bi-weekly', '26', r.biweekly),
      line('Semi-monthly', '24', r.semimonthly),
      line('Monthly', '12', r.monthly),
      'Each amount is rounded to the cent once, from the exact annual pay.',
    ];
  },
  about: [
    'The pay you enter is turned into a year’s pay, and the year’s pay is divided by the number of each period in a year. The year has 52 weeks: annual pay = hourly pay × hours per week × 52, or daily pay × days per week × 52, or weekly pay × 52. There are 26 bi-weekly pay periods, 24 semi-monthly ones (two a month) and 12 months, so monthly pay = annual ÷ 12 and semi-monthly = annual ÷ 24. Daily pay is weekly pay ÷ days per week.',
    'This is the method of the calculator.net salary calculator (its unadjusted results: 52 working weeks or 260 weekdays a year) and the convention of the US Bureau of Labor Statistics, whose wage surveys turn hourly wages into annual ones with a “year-round, full-time” figure of 2,080 hours (40 × 52). Paid holidays and vacation are counted as paid time: nothing is taken off for them.',
    'US federal employers use another year: the Office of Personnel Management (5 U.S.C. 5504) divides annual pay by 2,087 hours, the average number of weekday hours in a calendar year over the 28-year calendar cycle, because a calendar year has 365 or 366 days, not 364. Their hourly rates are about 0.3% lower than those here (a GS-9, step 1 salary of $48,108 is $23.05 an hour on 2,087 hours and $23.13 on 2,080). Amounts are rounded half-up to the cent, each from the exact annual pay.',
  ],
  faq: [
    {
      question: 'How much is $25 an hour a year?',
      answer:
        'At 40 hours a week for 52 weeks, 2,080 hours, it is $52,000 a year: $1,000 a week, $2,000 every two weeks and $4,333.33 a month.',
    },
    {
      question: 'How do I turn an annual salary into an hourly rate?',
      answer:
        'Divide it by the hours paid in a year, 52 × your hours a week: $60,000 at 40 hours a week is $60,000 ÷ 2,080 = $28.85 an hour.',
    },
    {
      question: 'What is the difference between bi-weekly and semi-monthly pay?',
      answer:
        'Bi-weekly pay comes every two weeks, 26 times a year; semi-monthly pay comes twice a month, 24 times a year. The same $62,400 salary is $2,400 bi-weekly and $2,600 semi-monthly.',
    },
    {
      question: 'Why is monthly pay not four times weekly pay?',
      answer:
        'A month is on average 52 ÷ 12 = 4.33 weeks, not 4. So $1,000 a week is $52,000 a year and $4,333.33 a month.',
    },
    {
      question: 'Are holidays and vacation taken into account?',
      answer:
        'They are counted as paid time, as a salaried job pays them: a year is 52 paid weeks. If some of your time off is unpaid, work out the pay for the days you are actually paid in a year and convert that as annual pay.',
    },
  ],
  references: [
    {
      source:
        'Calculator.net, Salary Calculator (www.calculator.net/salary-calculator.html): $30 an hour, 40 hours over 5 days a week, unadjusted: $240.00 a day, $1,200 a week, $2,400 bi-weekly, $2,600 semi-monthly, $5,200 a month, $62,400 a year',
      inputs: { amount: '30', period: 'hourly', hoursPerWeek: '40', daysPerWeek: '5' },
      expected: {
        daily: 240,
        weekly: 1200,
        biweekly: 2400,
        semimonthly: 2600,
        monthly: 5200,
        annual: 62400,
      },
      tolerance: 0.005,
    },
    {
      source:
        'US Department of Labor, 29 CFR 778.113(a), "Salaried employees—general" (text of 46 FR 7309, Jan. 23, 1981, as published by DOL, www.dol.gov/dol/allcfr/ESA/Title_29/Part_778/29CFR778.113.htm, archived at webarchive.library.unt.edu/eot2008/20081106105913/): a weekly salary of $182.70 for a regular workweek of 35 hours is "$182.70 divided by 35 hours, or $5.22 an hour"',
      inputs: { amount: '182.70', period: 'weekly', hoursPerWeek: '35', daysPerWeek: '5' },
      expected: { hourly: 5.22 },
      tolerance: 0.005,
    },
    {
      source:
        'US Department of Labor, 29 CFR 778.113(a) (as above): "If an employee is hired at a salary of $220.80 for a 40-hour week his regular rate is $5.52 an hour"',
      inputs: { amount: '220.80', period: 'weekly', hoursPerWeek: '40', daysPerWeek: '5' },
      expected: { hourly: 5.52 },
      tolerance: 0.005,
    },
    {
      source:
        'US Office of Personnel Management, "Computing Hourly Rates of Pay" (opm.gov/oca/pay/HTML/computerates.asp, 2008, archived at webarchive.library.unt.edu/eot2008/20080916085745/): "Biweekly Rate. Multiply hourly rate of basic pay by 80 hours. $23.05 x 80 hours = $1,844.00" (the GS-9, step 1 hourly rate; 80 hours is two 40-hour weeks)',
      inputs: { amount: '23.05', period: 'hourly', hoursPerWeek: '40', daysPerWeek: '5' },
      expected: { biweekly: 1844 },
      tolerance: 0.005,
    },
    {
      source:
        'University of Tennessee Municipal Technical Advisory Service, "Monthly Salary Pay", MTAS-2094, reviewed 09/12/2023 (www.mtas.tennessee.edu/reference/monthly-salary-pay), applying 29 CFR 778.113(b): "($1,500 X 12)/52 = $346.15 per week; $346.15/40 = $8.65 hourly rate"',
      inputs: { amount: '1500', period: 'monthly', hoursPerWeek: '40', daysPerWeek: '5' },
      expected: { weekly: 346.15, hourly: 8.65 },
      tolerance: 0.005,
    },
    {
      source:
        'University of Tennessee Municipal Technical Advisory Service, "Semimonthly Salary Pay", MTAS-2093, reviewed October 03, 2019 (www.mtas.tennessee.edu/reference/semimonthly-salary-pay), applying 29 CFR 778.113(b): "($700 X 24)/52 = $323.08 weekly rate; $323.08/40 = $8.08 hourly rate"',
      inputs: { amount: '700', period: 'semimonthly', hoursPerWeek: '40', daysPerWeek: '5' },
      expected: { weekly: 323.08, hourly: 8.08 },
      tolerance: 0.005,
    },
  ],
});
