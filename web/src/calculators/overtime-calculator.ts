import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, formatMoneyAsIs, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 135,
  name: 'Overtime Calculator',
  description:
    'Work out a week’s pay with overtime at time and a half (FLSA, hours over 40) and double time: rates and pay breakdown.',
  category: 'finance',
  icon: 'clock',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'us-paycheck-calculator',
    'salary-converter',
    'hours-calculator',
    'time-card-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'overtime pay time and a half 1.5x double time 2x flsa ot hourly wage weekly pay 40 hours overtime rate',
} satisfies CalculatorRecord;

// Overtime under the Fair Labor Standards Act (29 U.S.C. §207(a); 29 CFR 778.107 and 778.110):
// for an employee paid by the hour, the hourly rate is the regular rate, and each hour worked
// over 40 in a workweek is paid at least 1.5 times it. Double time (2 times the regular rate) is
// not required by the FLSA; some states (California, Labor Code §510: over 12 hours in a day)
// and employers' contracts require it, so its hours are entered separately.
// Pay = regular hours × rate + overtime hours × 1.5 × rate + double-time hours × 2 × rate, each
// part rounded half-up to the cent.

const hoursField = (label: string, fallback: string, max: number, help: string) =>
  ({
    kind: 'number',
    label,
    default: fallback,
    min: 0,
    max,
    unit: 'hours',
    blankValue: 0,
    help,
  }) as const;

const fields = {
  rate: {
    kind: 'money',
    label: 'Hourly rate',
    default: '20',
    min: 0,
    minExclusive: true,
    max: 100_000,
    noun: 'hourly rate',
  },
  regularHours: {
    ...hoursField(
      'Regular hours',
      '40',
      40,
      'Hours paid at the normal rate: at most 40 in a week.',
    ),
    messages: {
      max: 'Hours over 40 in a workweek are overtime: enter at most 40 regular hours',
    },
  },
  overtimeHours: hoursField(
    'Overtime hours (1.5×)',
    '6',
    128,
    'Hours over 40 in the workweek, paid at time and a half.',
  ),
  doubleTimeHours: hoursField(
    'Double-time hours (2×)',
    '0',
    128,
    'Only if your state or contract pays double time, e.g. California over 12 hours a day.',
  ),
} as const;

type OvertimeValues = Values<typeof fields>;

const dollars = (value: number) => formatMoney(value, 'USD');

/** Decimals of the overtime rate: 3 when 1.5 × the rate has a tenth of a cent ($18.375). */
const rateDecimals = (rate: number) => (decimal(rate).times(150).mod(1).eq(0) ? 2 : 3);

function payOf(v: OvertimeValues) {
  const rate = decimal(v.rate);
  const overtimeRate = rate.times(1.5);
  const doubleTimeRate = rate.times(2);
  const regularPay = roundToCents(rate.times(v.regularHours));
  const overtimePay = roundToCents(overtimeRate.times(v.overtimeHours));
  const doubleTimePay = roundToCents(doubleTimeRate.times(v.doubleTimeHours));
  return {
    overtimeRate: overtimeRate.toNumber(),
    doubleTimeRate: doubleTimeRate.toNumber(),
    regularPay: regularPay.toNumber(),
    overtimePay: overtimePay.toNumber(),
    doubleTimePay: doubleTimePay.toNumber(),
    totalPay: regularPay.plus(overtimePay).plus(doubleTimePay).toNumber(),
  };
}

export default defineCalculator({
  slug: 'overtime-calculator',
  currency: 'USD',
  fields,
  validate: (v) =>
    v.regularHours + v.overtimeHours + v.doubleTimeHours > 168
      ? { doubleTimeHours: 'A week has only 168 hours' }
      : {},
  outputs: {
    totalPay: { label: 'Total pay for the week', format: 'money', emphasis: true },
    regularPay: { label: 'Regular pay', format: 'money' },
    overtimePay: { label: 'Overtime pay (1.5×)', format: 'money' },
    doubleTimePay: { label: 'Double-time pay (2×)', format: 'money' },
    overtimeRate: {
      label: 'Overtime rate',
      format: 'money',
      decimals: (v) => rateDecimals(v.rate),
    },
    doubleTimeRate: { label: 'Double-time rate', format: 'money' },
  },
  hiddenOutputs: (v) => (v.doubleTimeHours === 0 ? ['doubleTimePay', 'doubleTimeRate'] : []),
  compute: payOf,
  summary(v, r) {
    const hours = v.regularHours + v.overtimeHours + v.doubleTimeHours;
    const extra = v.overtimeHours + v.doubleTimeHours > 0 ? ', with overtime,' : '';
    const [noun, verb] = hours === 1 ? ['hour', 'pays'] : ['hours', 'pay'];
    return `${formatPlain(hours)} ${noun} at ${formatMoneyAsIs(v.rate, 'USD')} an hour${extra} ${verb} ${dollars(r.totalPay)} for the week.`;
  },
  breakdown: (_v, r) =>
    [
      { label: 'Regular pay', value: r.regularPay, palette: 'blue' as const },
      { label: 'Overtime pay', value: r.overtimePay, palette: 'orange' as const },
      { label: 'Double-time pay', value: r.doubleTimePay, palette: 'purple' as const },
    ].filter((part) => part.value > 0),
  steps(v, r) {
    const steps = [
      `Regular pay = ${formatPlain(v.regularHours)} h × ${formatMoneyAsIs(v.rate, 'USD')} = ${dollars(r.regularPay)}`,
      `Overtime rate = 1.5 × ${formatMoneyAsIs(v.rate, 'USD')} = ${formatMoneyAsIs(r.overtimeRate, 'USD')}; overtime pay = ${formatPlain(v.overtimeHours)} h × that = ${dollars(r.overtimePay)}`,
    ];
    if (v.doubleTimeHours > 0) {
      steps.push(
        `Double-time rate = 2 × ${formatMoneyAsIs(v.rate, 'USD')} = ${dollars(r.doubleTimeRate)}; double-time pay = ${formatPlain(v.doubleTimeHours)} h × that = ${dollars(r.doubleTimePay)}`,
      );
    }
    steps.push(
      `Total = ${dollars(r.regularPay)} + ${dollars(r.overtimePay)}${v.doubleTimeHours > 0 ? ` + ${dollars(r.doubleTimePay)}` : ''} = ${dollars(r.totalPay)}`,
    );
    return steps;
  },
  notes: [
    'For employees paid by the hour and not exempt from the FLSA. A bonus, commission or shift differential earned in the week raises the regular rate the overtime is worked on (29 CFR 778.110(b)); salaried and exempt employees follow other rules. State laws may require more, such as daily overtime.',
  ],
  about: [
    'The Fair Labor Standards Act (29 U.S.C. §207(a)) requires overtime pay of at least one and a half times the regular rate for every hour worked over 40 in a workweek, a fixed period of 168 hours (seven days in a row) that the employer sets. Each workweek stands alone: hours are not averaged over two weeks (29 CFR 778.104). For someone paid only by the hour, the regular rate is the hourly rate (29 CFR 778.110(a)).',
    'So the week’s pay is: regular hours × rate + overtime hours × 1.5 × rate + double-time hours × 2 × rate. The FLSA does not require double time, but California (Labor Code §510) pays it for hours over 12 in a day and over 8 on the seventh day in a row, and some contracts pay it on holidays. Each part is rounded half-up to the cent; the overtime rate is shown to a tenth of a cent when it has one ($12.25 × 1.5 = $18.375).',
    'Source: US Department of Labor, Wage and Hour Division, Fact Sheet #23, "Overtime Pay Requirements of the FLSA", and 29 CFR Part 778.',
  ],
  faq: [
    {
      question: 'Is overtime after 8 hours a day?',
      answer:
        'Not under federal law: the FLSA counts only hours over 40 in the workweek. A few states, California among them, also require overtime after 8 hours in a day. Enter those hours as overtime hours.',
    },
    {
      question: 'Can my employer average two weeks of hours?',
      answer:
        'No. Each workweek stands alone: 50 hours one week and 30 the next is 10 hours of overtime, even though the two weeks average 40.',
    },
    {
      question: 'Do paid holidays or vacation count toward the 40 hours?',
      answer:
        'Under the FLSA, only hours actually worked count. Paid time off for holidays, vacation or sickness does not, unless a contract or state law says otherwise.',
    },
    {
      question: 'Who is not entitled to overtime?',
      answer:
        'Employees exempt under the FLSA, mainly salaried executive, administrative and professional staff paid at least the salary threshold and doing exempt duties, and some others such as certain farm workers. Hourly workers are almost always entitled.',
    },
  ],
  references: [
    {
      source:
        '29 CFR 778.110(a) (eCFR, as amended 76 FR 18857, 5 April 2011): a $12 hourly rate for 46 hours brings $588, $12 an hour for 40 hours and $18 for the 6 hours of overtime',
      inputs: { rate: '12', regularHours: '40', overtimeHours: '6', doubleTimeHours: '0' },
      expected: { totalPay: 588, overtimeRate: 18, regularPay: 480, overtimePay: 108 },
      tolerance: 0.005,
    },
    {
      source:
        '29 CFR 778.110(a) as published in 1981 (46 FR 7309; dol.gov, archived by webarchive.library.unt.edu): a $6 hourly rate for 46 hours brings $294, $9 an hour for the 6 hours of overtime',
      inputs: { rate: '6', regularHours: '40', overtimeHours: '6', doubleTimeHours: '0' },
      expected: { totalPay: 294, overtimeRate: 9 },
      tolerance: 0.005,
    },
    {
      source:
        '29 CFR 778.110(b) (eCFR, as amended 76 FR 18857, 5 April 2011): with a $46 production bonus on top of $12 an hour for 46 hours, the regular rate is $13 an hour, and the employee is due $637, 40 hours at $13 plus 6 hours at $19.50',
      inputs: { rate: '13', regularHours: '40', overtimeHours: '6', doubleTimeHours: '0' },
      expected: { totalPay: 637, overtimeRate: 19.5 },
      tolerance: 0.005,
    },
    {
      source:
        '29 CFR 778.110(b) as published in 1981 (46 FR 7309; dol.gov, archived by webarchive.library.unt.edu): with a $9.20 bonus the regular rate is $6.20 an hour, and the employee is due $303.80, 40 hours at $6.20 plus 6 hours at $9.30',
      inputs: { rate: '6.20', regularHours: '40', overtimeHours: '6', doubleTimeHours: '0' },
      expected: { totalPay: 303.8, overtimeRate: 9.3 },
      tolerance: 0.005,
    },
    {
      source:
        '7io, "How to calculate overtime in California" (7io.co/blog/How-to-calculate-overtime-in-California): at $20 an hour the overtime rate is $30 and the double-time rate $40',
      inputs: { rate: '20', regularHours: '40', overtimeHours: '4', doubleTimeHours: '2' },
      expected: { overtimeRate: 30, doubleTimeRate: 40 },
      tolerance: 0.005,
    },
    {
      source:
        'California Inform, "After how many hours is double time in California" (californiainform.com): at $15 an hour the double-time rate is $30, and 8 hours of it pay $240',
      inputs: { rate: '15', regularHours: '0', overtimeHours: '0', doubleTimeHours: '8' },
      expected: { doubleTimeRate: 30, doubleTimePay: 240, totalPay: 240 },
      tolerance: 0.005,
    },
  ],
});
