import { amountInWords, formatRupees } from '../domain/indianNumbers.ts';
import { formatCount, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { plainIndian } from './shared/indianPlain.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 18,
  name: 'EPF Calculator',
  description:
    'Estimate your Employees’ Provident Fund balance at retirement from your salary, contributions and the EPF rate.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'ppf-calculator',
    'gratuity-calculator',
    'retirement-calculator',
    'nps-calculator',
    'in-hand-salary-calculator',
  ],
  group: 'Savings and deposits',
  keywords: 'epf pf provident fund epfo employee retirement',
} satisfies CalculatorRecord;

// Employees' Provident Fund: the balance at retirement from monthly contributions on basic pay +
// DA (the wage), as the EPF Scheme, 1952 sets them out:
// - the employee pays 12% of the wage (more, as voluntary PF, if chosen);
// - the employer pays 12% of the wage, of which 8.33% of the wage, at most ₹1,250 a month (8.33%
//   of the ₹15,000 wage ceiling), goes to the pension scheme (EPS) and the rest to EPF: 3.67% of
//   a wage up to ₹15,000, and 12% of the wage less ₹1,250 above it. An employer may instead pay
//   only on the ₹15,000 ceiling (a choice here);
// - interest is worked out each month on the balance at the start of the month (the monthly
//   running balance, so a month's contribution earns from the next month) at the year's rate
//   ÷ 12, and credited once a year; the credited interest then earns interest too.
// The wage rises by the salary increase once a year. This is the method EPFO applies to members'
// accounts, and the one of the calculators whose published figures the references quote.

/**
 * The EPF rate the form starts with: 8.25% for FY 2025-26, as for FY 2024-25, approved by EPFO's
 * Central Board of Trustees on 2 March 2026 (Ministry of Labour and Employment statement).
 */
export const EPF_RATE = 8.25;
/** The financial year EPF_RATE was set for, as the page says it. */
const EPF_RATE_YEAR = 'FY 2025-26';
/** Who set EPF_RATE and when, as the page says it. */
const EPF_RATE_SET = 'set by EPFO’s Central Board of Trustees on 2 March 2026';
/** The wage ceiling of the pension scheme, and the most the employer pays into it a month. */
const WAGE_CEILING = 15_000;
const EPS_MAX = 1_250;

const fields = {
  basic: {
    kind: 'money',
    label: 'Monthly basic salary + DA',
    default: '25000',
    min: 0,
    minExclusive: true,
    max: 100_000_000,
    help: 'Basic pay plus dearness allowance: the wage EPF is worked out on (see your payslip).',
    messages: {
      required: 'Enter your monthly basic salary + DA',
      min: 'The salary must be more than ₹0',
      max: 'The salary can be at most ₹10 crore a month',
    },
  },
  age: {
    kind: 'integer',
    label: 'Your age',
    unit: 'years',
    default: '30',
    min: 15,
    max: 69,
    messages: {
      required: 'Enter your age',
      invalid: 'Enter your age in whole years, e.g. 30',
      min: 'The age must be at least 15',
      max: 'The age can be at most 69',
    },
  },
  retirementAge: {
    kind: 'integer',
    label: 'Retirement age',
    unit: 'years',
    default: '58',
    min: 16,
    max: 70,
    help: 'EPF retirement age is 58; contributions may go on to 60.',
    messages: {
      invalid: 'Enter the retirement age in whole years, e.g. 58',
      min: 'The retirement age must be at least 16',
      max: 'The retirement age can be at most 70',
    },
  },
  employeeRate: {
    kind: 'percent',
    label: 'Your contribution',
    unit: '% of basic + DA',
    default: '12',
    min: 10,
    max: 100,
    help: '12% by law (10% in some establishments); more is voluntary PF.',
    messages: {
      required: 'Enter your contribution',
      min: 'Your contribution must be at least 10%',
      max: 'Your contribution can be at most 100%',
    },
  },
  employerOn: {
    kind: 'choice',
    label: 'Your employer pays 12% of',
    default: 'full',
    display: 'radio',
    options: [
      { value: 'full', label: 'Your full basic + DA' },
      { value: 'ceiling', label: 'At most ₹15,000 (the wage ceiling)' },
    ],
  },
  pension: {
    kind: 'choice',
    label: 'In the pension scheme (EPS)',
    default: 'yes',
    display: 'radio',
    options: [
      { value: 'yes', label: 'Yes: part of the employer’s share goes to EPS' },
      { value: 'no', label: 'No: joined from 1 September 2014 on a wage above ₹15,000' },
    ],
    help: 'Your EPF passbook or UAN portal shows an EPS (pension) column if you are a member.',
  },
  salaryIncrease: {
    kind: 'percent',
    label: 'Yearly salary increase',
    unit: '% a year',
    default: '5',
    min: 0,
    max: 30,
    messages: {
      required: 'Enter the yearly salary increase (0 if none)',
      min: 'The increase cannot be negative',
      max: 'The increase can be at most 30% a year',
    },
  },
  rate: {
    kind: 'percent',
    label: 'EPF interest rate',
    unit: '% a year',
    default: String(EPF_RATE),
    min: 0,
    max: 15,
    help: `${formatPlain(EPF_RATE)}% for ${EPF_RATE_YEAR}, ${EPF_RATE_SET}.`,
    noun: 'rate',
    messages: {
      required: 'Enter the EPF interest rate',
    },
  },
  balance: {
    kind: 'money',
    label: 'Current EPF balance',
    default: '0',
    min: 0,
    max: 1_000_000_000,
    blankValue: 0,
    help: 'From your EPF passbook; 0 if you are starting out.',
    noun: 'balance',
    messages: {
      required: 'Enter your current EPF balance (0 if none)',
    },
  },
} as const;

type EpfValues = Values<typeof fields>;

/** The age at which the pension scheme (EPS) share stops: its members leave it at 58. */
export const EPS_END_AGE = 58;

/** Rounded to the rupee, half-up, as EPFO rounds each contribution. */
const rupee = (value: Big) => value.round(0, Big.roundHalfUp).toNumber();

/**
 * One month's contributions on a wage, each rounded to the rupee as EPFO's returns do: yours,
 * the employer's 12% less the pension share (8.33% of the wage up to the ₹15,000 ceiling, so at
 * most ₹1,250), and that pension share, which stops at 58: from then on the employer's whole 12%
 * goes to EPF. A member outside the pension scheme (paragraph 6A of the EPS, 1995: joined from
 * 1 September 2014 on a wage above ₹15,000) has no pension share: all 12% goes to EPF.
 */
export function monthlyContributions(
  wage: number,
  employeeRate: number,
  employerOn: 'full' | 'ceiling',
  age: number,
  inPensionScheme = true,
): { employee: number; employer: number; pension: number } {
  const employerWage = employerOn === 'ceiling' ? Math.min(wage, WAGE_CEILING) : wage;
  const pension =
    !inPensionScheme || age >= EPS_END_AGE
      ? 0
      : rupee(decimal(Math.min(wage, WAGE_CEILING)).times('0.0833'));
  return {
    employee: rupee(decimal(wage).times(employeeRate).div(100)),
    employer: rupee(decimal(employerWage).times('0.12')) - Math.min(pension, EPS_MAX),
    pension: Math.min(pension, EPS_MAX),
  };
}

/** This year's monthly contributions on the basic typed. */
const contributionsNow = (v: EpfValues) =>
  monthlyContributions(v.basic, v.employeeRate, v.employerOn, v.age, v.pension === 'yes');

interface EpfYear {
  year: number;
  age: number;
  wage: number;
  employee: number;
  employer: number;
  interest: number;
  balance: number;
}

/** Year by year until retirement, exact (unrounded) amounts. */
export const epfSchedule = rememberLast((v: EpfValues): EpfYear[] => {
  const rows: EpfYear[] = [];
  const monthlyRate = v.rate / 1200;
  let balance = v.balance;
  for (let year = 1; year <= v.retirementAge - v.age; year++) {
    const wage = v.basic * (1 + v.salaryIncrease / 100) ** (year - 1);
    const age = v.age + year - 1;
    const { employee, employer } = monthlyContributions(
      wage,
      v.employeeRate,
      v.employerOn,
      age,
      v.pension === 'yes',
    );
    const monthly = employee + employer;
    // Month m (0 … 11) earns on the opening balance plus the m contributions already made:
    // Σ (B + m × C) × rate/12 = rate/12 × (12 × B + 66 × C).
    const interest = monthlyRate * (12 * balance + 66 * monthly);
    balance += 12 * monthly + interest;
    rows.push({
      year,
      age,
      wage,
      employee: 12 * employee,
      employer: 12 * employer,
      interest,
      balance,
    });
  }
  return rows;
});

type Totals = Record<'corpus' | 'employeeTotal' | 'employerTotal' | 'interestTotal', number>;

/** The totals in whole rupees; interest is the rest, so the four shown add up. */
function totalsOf(v: EpfValues): Totals {
  const rows = epfSchedule(v);
  const corpus = Math.round(rows.at(-1)?.balance ?? v.balance);
  const employeeTotal = Math.round(rows.reduce((sum, row) => sum + row.employee, 0));
  const employerTotal = Math.round(rows.reduce((sum, row) => sum + row.employer, 0));
  return {
    corpus,
    employeeTotal,
    employerTotal,
    interestTotal: corpus - Math.round(v.balance) - employeeTotal - employerTotal,
  };
}

const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);
const money = (value: number) => formatRupees(value);
/** Rupees to the paisa in a step, where a monthly share is not whole. */
const paise = (value: number) =>
  Number.isInteger(Math.round(value * 100) / 100) ? money(value) : formatMoney(value, 'INR');

export default defineCalculator({
  slug: 'epf-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  validate: (v) =>
    v.retirementAge > v.age
      ? {}
      : { retirementAge: 'The retirement age must be more than your age' },
  outputs: {
    corpus: {
      label: 'EPF balance at retirement',
      format: 'money',
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    employeeTotal: { label: 'Your contributions', format: 'money', caption: inWords },
    employerTotal: { label: 'Employer’s contributions to EPF', format: 'money', caption: inWords },
    interestTotal: { label: 'Interest earned', format: 'money', caption: inWords },
  },
  compute: totalsOf,
  summary: (v, results) =>
    `Contributing from age ${v.age} to ${v.retirementAge} at ${plainIndian(v.rate)}% a year, ` +
    `your EPF could hold ${money(results.corpus)} when you retire.`,
  facts(v) {
    const first = contributionsNow(v);
    return [
      { label: 'Your share this year', text: `${paise(first.employee)} a month` },
      { label: 'Employer’s share to EPF', text: `${paise(first.employer)} a month` },
      {
        label: 'Employer’s share to pension (EPS)',
        text:
          v.pension === 'no'
            ? 'None: not in the pension scheme'
            : `${paise(first.pension)} a month, not part of this balance`,
      },
    ];
  },
  breakdown: (v, results) =>
    [
      { label: 'Opening balance', value: Math.round(v.balance), palette: 'teal' as const },
      { label: 'Your contributions', value: results.employeeTotal, palette: 'blue' as const },
      { label: 'Employer’s', value: results.employerTotal, palette: 'purple' as const },
      { label: 'Interest', value: results.interestTotal, palette: 'green' as const },
    ].filter((part) => part.value > 0),
  notes: [
    `An estimate: it assumes the same interest rate and salary increase every year and no withdrawals. EPFO’s trustees set the rate each year and it is credited once the Government has approved it (${formatPlain(EPF_RATE)}% for ${EPF_RATE_YEAR}); your passbook shows the actual balance.`,
  ],
  steps(v, results) {
    const first = contributionsNow(v);
    const firstYear = epfSchedule(v)[0];
    const employerWage = v.employerOn === 'ceiling' ? Math.min(v.basic, WAGE_CEILING) : v.basic;
    const monthly = first.employee + first.employer;
    return [
      `Your share: ${plainIndian(v.employeeRate)}% × ${money(v.basic)} = ${paise(first.employee)} a month`,
      v.pension === 'no'
        ? `Employer’s 12% of ${money(employerWage)} = ${paise(first.employer)}, all to EPF: not in the pension scheme`
        : v.age >= EPS_END_AGE
          ? `Employer’s 12% of ${money(employerWage)} = ${paise(first.employer)}, all to EPF: the pension share stops at ${EPS_END_AGE}`
          : `Employer’s 12% of ${money(employerWage)} = ${paise(first.employer + first.pension)}; to the pension scheme 8.33% of the wage up to ₹15,000 = ${paise(first.pension)}; to EPF the rest, ${paise(first.employer)} (each rounded to the rupee)`,
      `Year 1: ${paise(monthly)} a month goes in. Each month earns ${plainIndian(v.rate)}% ÷ 12 on the balance at its start, so the year’s interest is ` +
        `${plainIndian(v.rate)}% ÷ 12 × (12 × ${money(v.balance)} + 66 × ${paise(monthly)}) = ${paise(firstYear?.interest ?? 0)}, credited at the year’s end`,
      `Every later year the wage rises ${plainIndian(v.salaryIncrease)}% and the same is done on the larger balance, for ${formatCount(v.retirementAge - v.age, 'years')} in all`,
      `Balance at ${v.retirementAge} = ${money(v.balance)} + ${money(results.employeeTotal)} (yours) + ${money(results.employerTotal)} (employer’s) + ` +
        `${money(results.interestTotal)} (interest) = ${money(results.corpus)}`,
    ];
  },
  table: {
    caption: 'Balance at the end of each year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'age', label: 'Age', format: 'integer' },
      { id: 'contributions', label: 'Contributions', format: 'money' },
      { id: 'interest', label: 'Interest credited', format: 'money' },
      { id: 'balance', label: 'Balance', format: 'money' },
    ],
    rows(v) {
      let previous = Math.round(v.balance);
      return epfSchedule(v).map((row) => {
        const balance = Math.round(row.balance);
        const contributions = Math.round(row.employee + row.employer);
        const shown = {
          year: row.year,
          age: row.age,
          contributions,
          interest: balance - previous - contributions,
          balance,
        };
        previous = balance;
        return shown;
      });
    },
  },
  about: [
    'Contributions follow the EPF Scheme, 1952: you pay 12% of basic + DA (or more, as voluntary PF); your employer pays 12%, of which 8.33% of the wage, at most ₹1,250 a month (8.33% of the ₹15,000 wage ceiling), goes to the Employees’ Pension Scheme and the rest to your EPF: 3.67% of a wage up to ₹15,000, and 12% of the wage less ₹1,250 above it. If your employer pays only on the ₹15,000 ceiling, choose that option: its EPF share is then ₹1,800 − ₹1,250 = ₹550. Each contribution is rounded to the rupee, as EPFO’s monthly returns round them: yours and the employer’s 12% each to the nearest rupee, the pension share too, and the employer’s EPF share is the difference. The pension share stops at 58, when membership of the pension scheme ends: from the year you are 58 the employer’s whole 12% goes to your EPF. A member who first joined EPF on or after 1 September 2014 with a wage above ₹15,000 cannot join the pension scheme (paragraph 6A of the Employees’ Pension Scheme, 1995, from G.S.R. 609(E) of 22 August 2014): choose No, and the employer’s whole 12% goes to EPF.',
    'Interest follows EPFO’s method: each month earns the annual rate ÷ 12 on the balance at the start of that month (the monthly running balance), so a month’s contribution starts earning the next month; the year’s interest is added once a year and then earns interest itself. Year 1 starts now, and each later year the wage rises by the salary increase.',
    `The pension (EPS) contributions are not part of the balance shown. The balance, contributions and interest are rounded to whole rupees, and interest is the balance less everything paid in, so the figures add up. The rate is the same every year: ${formatPlain(EPF_RATE)}% is the rate for ${EPF_RATE_YEAR}, ${EPF_RATE_SET}.`,
  ],
  faq: [
    {
      question: 'Why does only 3.67% of the employer’s share reach my EPF?',
      answer:
        'Because 8.33% of your wage, capped at ₹1,250 a month, goes to the Employees’ Pension Scheme, which pays a monthly pension from 58 instead of a lump sum. On a wage above ₹15,000 the cap leaves more for EPF: on ₹25,000, ₹1,750 a month. If you joined from 1 September 2014 on a wage above ₹15,000 you are outside the pension scheme, and the employer’s whole 12% reaches your EPF.',
    },
    {
      question: 'How is EPF interest calculated?',
      answer:
        'Monthly, on the balance at the start of each month, at the year’s annual rate ÷ 12. The interest for all twelve months is credited together at the end of the financial year, and from then on earns interest itself.',
    },
    {
      question: 'Is the EPF balance tax-free?',
      answer:
        'After five years of continuous service, withdrawals are tax-free. Interest on your own contributions above ₹2.5 lakh a year (₹5 lakh where the employer does not contribute) is taxable each year; this calculator does not deduct tax.',
    },
    {
      question: 'Can I contribute more than 12%?',
      answer:
        'Yes, through the Voluntary Provident Fund, up to 100% of basic + DA. It earns the EPF rate; your employer’s share stays at 12%.',
    },
  ],
  references: [
    {
      // These sources work contributions unrounded (and round along the way, by up to ₹50).
      // This page rounds each month's contributions to the rupee as EPFO does: over 33 years of
      // rising wages that moves the balance by a few hundred rupees (under 0.002%), hence ±₹600.
      source:
        'The News Wagon, “EPF calculator: how much can you earn with basic salary of Rs 25K, 35K, 50K”: Rs 35,000 at 25, 5% increments, 8.25%, Rs 2,55,39,752 at 58 (thenewswagon.com/epf-calculator-how-much-can-you-earn-with-basic-salary-of-rs-25k-35k-50k)',
      inputs: { basic: '35000', age: '25', retirementAge: '58', salaryIncrease: '5', rate: '8.25' },
      expected: { corpus: 25539752 },
      tolerance: 600,
    },
    {
      source: 'The News Wagon (as above): Rs 50,000 at 25, Rs 3,75,10,804 at 58',
      inputs: { basic: '50000', age: '25', retirementAge: '58', salaryIncrease: '5', rate: '8.25' },
      expected: { corpus: 37510804 },
      tolerance: 600,
    },
    {
      source:
        'H16 News, “EPF: Don’t underestimate a low salary” (18 May 2025): basic Rs 4,500 from 23 to 58, 5% increments, 8.25%, Rs 28,95,567 (h16english.hsrnewslive.com/news-details.php?slug=EPF-Don’t-underestimate-low-salary)',
      inputs: { basic: '4500', age: '23', retirementAge: '58', salaryIncrease: '5', rate: '8.25' },
      expected: { corpus: 2895567 },
      tolerance: 600,
    },
    {
      source:
        'India Post Live, “EPF: work hard for salary increments”: Rs 20,000 from 25 to 58 at 8.25%, 2% increments Rs 88,53,878 (indiapostlive.com/india-news/epf-work-hard-for-salary-increments-can-make-a-big-difference-see-calculation/32052)',
      inputs: { basic: '20000', age: '25', retirementAge: '58', salaryIncrease: '2', rate: '8.25' },
      expected: { corpus: 8853878 },
      tolerance: 600,
    },
    {
      source: 'India Post Live (as above): 3% increments, Rs 1,01,64,824',
      inputs: { basic: '20000', age: '25', retirementAge: '58', salaryIncrease: '3', rate: '8.25' },
      expected: { corpus: 10164824 },
      tolerance: 600,
    },
  ],
});
