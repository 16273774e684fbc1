import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  TAX_YEAR_OPTIONS,
  TAX_YEAR_STARTS,
  US_TAX_RULES,
  usRulesOf,
  type UsTaxRules,
} from './shared/usTaxRules.ts';

export const record = {
  id: 133,
  name: '401(k) Calculator',
  description:
    'Project your 401(k) balance at retirement from your salary, contribution, employer match, raises and returns, within the IRS limits.',
  category: 'finance',
  icon: 'sunset',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'roth-ira-calculator',
    'us-paycheck-calculator',
    'retirement-calculator',
    'compound-interest-calculator',
  ],
  group: 'Investing',
  keywords:
    '401k 401(k) retirement savings employer match catch-up contribution limit 402(g) 403b 457 tsp elective deferral usa',
} satisfies CalculatorRecord;

// A 401(k) year by year. Year k's salary is the salary × (1 + raise)^(k − 1). The employee
// defers salary × contribution %, capped at the IRC §402(g) limit of the tax year chosen, plus
// the §414(v) catch-up from the year they turn 50 (the SECURE 2.0 higher catch-up at 60 to 63
// from 2025); the limits are kept at that year's figures for every later year. The employer adds
// match % of the deferral, counting the deferral only up to match-limit % of salary. The year's
// contributions go in at the end of the year, after the balance has earned the year's return:
//   balance_k = balance_(k−1) × (1 + return) + deferral_k + match_k,
// so with no raise and no match the balance is an ordinary annuity, C × ((1 + r)^n − 1) ÷ r.
// Each year's amounts are rounded half-up to the cent.

const percentField = (label: string, fallback: string, max: number, help?: string) =>
  ({
    kind: 'percent',
    label,
    default: fallback,
    min: 0,
    max,
    blankValue: 0,
    ...(help ? { help } : {}),
  }) as const;

const fields = {
  salary: {
    kind: 'money',
    label: 'Annual salary',
    default: '75000',
    min: 0,
    minExclusive: true,
    max: 100_000_000,
    noun: 'salary',
  },
  // Messages name it 'contribution': 'The your contribution cannot be negative' read badly.
  contribution: {
    ...percentField('Your contribution', '10', 100, 'Percent of salary you defer.'),
    noun: 'contribution',
  },
  age: {
    kind: 'integer',
    label: 'Current age',
    unit: 'years',
    default: '35',
    min: 16,
    max: 90,
    help: 'From 50 you may add catch-up contributions.',
  },
  years: {
    kind: 'integer',
    label: 'Years until retirement',
    unit: 'years',
    default: '30',
    min: 1,
    max: 60,
  },
  returnRate: { ...percentField('Annual return', '7', 30), unit: '% a year' },
  matchRate: percentField(
    'Employer match',
    '50',
    200,
    'Percent of your contribution the employer adds: 50 for “50% up to 6%”.',
  ),
  matchLimit: {
    ...percentField(
      'Match up to (of salary)',
      '6',
      100,
      'The employer matches your contribution up to this percent of salary.',
    ),
    noun: 'limit of the match',
  },
  salaryGrowth: { ...percentField('Yearly raise', '3', 20), unit: '% a year' },
  balance: {
    kind: 'money',
    label: 'Current 401(k) balance',
    default: '0',
    min: 0,
    max: 100_000_000,
    blankValue: 0,
    noun: 'current balance',
    messages: { required: 'Enter your current balance (0 if none)' },
  },
  taxYear: {
    kind: 'choice',
    label: 'Contribution limits of',
    default: '2026',
    options: TAX_YEAR_OPTIONS,
    starts: TAX_YEAR_STARTS,
  },
} as const;

type KValues = Values<typeof fields>;

/** The most an employee of this age may defer in a year under these rules. */
export function deferralLimit(rules: UsTaxRules, age: number): number {
  if (age >= 60 && age <= 63 && rules.catchUp60to63 > 0) {
    return rules.deferral + rules.catchUp60to63;
  }
  return age >= 50 ? rules.deferral + rules.catchUp : rules.deferral;
}

interface KYear {
  year: number;
  age: number;
  salary: number;
  employee: number;
  employer: number;
  capped: boolean;
  balance: number;
}

const planOf = rememberLast((v: KValues) => {
  const rules = usRulesOf(v.taxYear);
  const rows: KYear[] = [];
  let balance = decimal(v.balance);
  let employeeTotal = decimal(0);
  let employerTotal = decimal(0);
  for (let year = 1; year <= v.years; year++) {
    const age = v.age + year - 1;
    const salary = roundToCents(decimal(v.salary).times((1 + v.salaryGrowth / 100) ** (year - 1)));
    const wanted = roundToCents(salary.times(v.contribution).div(100));
    const limit = deferralLimit(rules, age);
    const employee = wanted.gt(limit) ? decimal(limit) : wanted;
    const matchable = salary.times(v.matchLimit).div(100);
    const employer = roundToCents(
      (employee.lt(matchable) ? employee : matchable).times(v.matchRate).div(100),
    );
    balance = roundToCents(balance.times(1 + v.returnRate / 100))
      .plus(employee)
      .plus(employer);
    employeeTotal = employeeTotal.plus(employee);
    employerTotal = employerTotal.plus(employer);
    rows.push({
      year,
      age,
      salary: salary.toNumber(),
      employee: employee.toNumber(),
      employer: employer.toNumber(),
      capped: wanted.gt(limit),
      balance: balance.toNumber(),
    });
  }
  const end = balance.toNumber();
  return {
    rules,
    rows,
    end,
    employee: employeeTotal.toNumber(),
    employer: employerTotal.toNumber(),
    growth: balance.minus(v.balance).minus(employeeTotal).minus(employerTotal).toNumber(),
  };
});

const dollars = (value: number) => formatMoney(value, 'USD');
const wholeDollars = (value: number) => formatMoney(value, 'USD', 0);

export default defineCalculator({
  slug: '401k-calculator',
  currency: 'USD',
  fields,
  rules: { table: US_TAX_RULES, field: 'taxYear' },
  outputs: {
    finalBalance: { label: 'Balance at retirement', format: 'money', emphasis: true },
    totalEmployee: { label: 'Your contributions', format: 'money' },
    totalEmployer: { label: 'Employer contributions', format: 'money' },
    growth: { label: 'Investment growth', format: 'money' },
    firstYearContribution: { label: 'Your contribution in year 1', format: 'money' },
    firstYearMatch: { label: 'Employer match in year 1', format: 'money' },
  },
  compute(v) {
    const plan = planOf(v);
    return {
      finalBalance: plan.end,
      totalEmployee: plan.employee,
      totalEmployer: plan.employer,
      growth: plan.growth,
      firstYearContribution: plan.rows[0]!.employee,
      firstYearMatch: plan.rows[0]!.employer,
    };
  },
  summary(v, r) {
    const capped = planOf(v).rows.some((row) => row.capped);
    return [
      `In ${v.years} ${v.years === 1 ? 'year' : 'years'}, at age ${v.age + v.years}, your 401(k) could hold about ${wholeDollars(r.finalBalance)}, of which ${wholeDollars(r.totalEmployer)} came from your employer.`,
      ...(capped
        ? [
            `Your contribution is capped at the IRS limit in some years (${wholeDollars(planOf(v).rules.deferral)} under 50, more with the catch-up).`,
          ]
        : []),
    ];
  },
  breakdown: (v, r) =>
    [
      { label: 'Current balance', value: v.balance, palette: 'teal' as const },
      { label: 'Your contributions', value: r.totalEmployee, palette: 'blue' as const },
      { label: 'Employer contributions', value: r.totalEmployer, palette: 'purple' as const },
      { label: 'Growth', value: r.growth, palette: 'green' as const },
    ].filter((part) => part.value > 0),
  steps(v, r) {
    const plan = planOf(v);
    const first = plan.rows[0]!;
    const limit = deferralLimit(plan.rules, v.age);
    const wanted = decimal(v.salary).times(v.contribution).div(100).toNumber();
    const matchable = (v.salary * v.matchLimit) / 100;
    return [
      `Year 1 contribution = ${formatPlain(v.contribution)}% × ${dollars(v.salary)} = ${dollars(wanted)}${first.capped ? `, capped at the ${v.taxYear} limit for age ${v.age}: ${wholeDollars(limit)}` : ` (limit ${wholeDollars(limit)} at age ${v.age})`}`,
      `Year 1 match = ${formatPlain(v.matchRate)}% × the smaller of ${dollars(first.employee)} and ${formatPlain(v.matchLimit)}% of salary (${dollars(matchable)}) = ${dollars(first.employer)}`,
      `Each year: balance = last balance × (1 + ${formatPlain(v.returnRate)}%) + that year’s contributions; salary rises ${formatPlain(v.salaryGrowth)}% a year`,
      `Year ${v.years}: balance ${dollars(r.finalBalance)} = ${dollars(v.balance)} now + ${dollars(r.totalEmployee)} yours + ${dollars(r.totalEmployer)} employer + ${dollars(r.growth)} growth`,
    ];
  },
  table: {
    caption: 'Your 401(k) year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'age', label: 'Age', format: 'integer' },
      { id: 'salary', label: 'Salary', format: 'money' },
      { id: 'employee', label: 'You', format: 'money' },
      { id: 'employer', label: 'Employer', format: 'money' },
      { id: 'balance', label: 'Balance at year end', format: 'money' },
    ],
    rows: (v) =>
      planOf(v).rows.map(({ year, age, salary, employee, employer, balance }) => ({
        year,
        age,
        salary,
        employee,
        employer,
        balance,
      })),
  },
  notes: [
    'A projection, not advice: returns vary from year to year, and the balance is before income tax, which is due on withdrawals from a traditional 401(k) (and not on qualified withdrawals from a Roth 401(k)). Fees lower the return. The total of your and your employer’s contributions is also capped by IRC §415(c) ($72,000 in 2026), which is not applied here.',
  ],
  about: [
    'Each year your contribution is your salary times the percent you choose, capped at the elective deferral limit (IRC §402(g)): $23,000 in 2024, $23,500 in 2025 and $24,500 in 2026. From the year you turn 50 you may add a catch-up contribution (IRC §414(v)): $7,500 in 2024 and 2025 and $8,000 in 2026, or $11,250 from 2025 in the years you turn 60 to 63 (SECURE 2.0 Act). The page keeps the limits of the year you choose for every later year; the IRS raises them with inflation, so later limits will be higher.',
    'The employer match is the match percent of your contribution, counting your contribution only up to the match limit as a percent of salary. With “50% up to 6%” and a $60,000 salary, a 6% contribution ($3,600) earns $1,800, and a 10% contribution earns the same $1,800.',
    'Contributions are added at the end of each year, after the balance has earned the year’s return: balance = last balance × (1 + return) + contributions. With no raise and no match this is the future value of an ordinary annuity, C × ((1 + r)^n − 1) ÷ r. Amounts are rounded half-up to the cent each year. Limits: IRS Notices 2023-75, 2024-80 and 2025-67.',
  ],
  faq: [
    {
      question: 'How much should I contribute?',
      answer:
        'At least enough to get the full employer match: with “50% up to 6%”, contributing less than 6% leaves part of the match unpaid. Many planners suggest saving 10% to 15% of pay in total, match included.',
    },
    {
      question: 'What are the 2026 limits?',
      answer:
        '$24,500 of your own deferrals, plus $8,000 of catch-up from the year you turn 50 ($32,500 in all), or $11,250 of catch-up in the years you turn 60 to 63 ($35,750). Employer contributions do not count toward the $24,500.',
    },
    {
      question: 'Traditional or Roth 401(k)?',
      answer:
        'The limits are the same and shared. Traditional deferrals lower your taxable income now and are taxed when withdrawn; Roth deferrals are taxed now and qualified withdrawals are tax-free. The balance here is the same either way; what you keep after tax differs.',
    },
    {
      question: 'What return should I assume?',
      answer:
        'A diversified stock-heavy portfolio has averaged more than 7% a year over long periods before inflation, but not every year. Use a lower figure, such as 5%, for a cautious plan or to see the result in today’s dollars.',
    },
  ],
  references: [
    {
      source:
        'The Motley Fool, "What is a 401(k) match?" (fool.com/retirement/plans/401k/company-match): $50,000 salary, $0.50 per $1 up to 6%: 6% is $3,000 and the employer adds $1,500',
      inputs: {
        taxYear: '2026',
        salary: '50000',
        contribution: '6',
        matchRate: '50',
        matchLimit: '6',
        age: '35',
      },
      expected: { firstYearContribution: 3000, firstYearMatch: 1500 },
      tolerance: 0.005,
    },
    {
      source:
        'Financial Toolset, "Employer match" (financialtoolset.com/glossary/employer-match): $60,000 salary, 50% match up to 6%: you contribute $3,600 and the employer $1,800; at 10% the match is still capped at 3% of salary',
      inputs: {
        taxYear: '2026',
        salary: '60000',
        contribution: '10',
        matchRate: '50',
        matchLimit: '6',
        age: '35',
      },
      expected: { firstYearContribution: 6000, firstYearMatch: 1800 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS, "401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500" (IR-2025-111, Notice 2025-67; as reported by FairTax, fairtax.org): a $24,500 deferral limit',
      inputs: { taxYear: '2026', salary: '400000', contribution: '10', age: '40' },
      expected: { firstYearContribution: 24500 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS IR-2025-111 (as above): from 50 a catch-up of $8,000, for $32,500 in all in 2026',
      inputs: { taxYear: '2026', salary: '400000', contribution: '10', age: '55' },
      expected: { firstYearContribution: 32500 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS IR-2025-111 (as above; Local News Wave, localnewswave.com): at 60 to 63 a catch-up of $11,250, for $35,750 in all in 2026',
      inputs: { taxYear: '2026', salary: '400000', contribution: '10', age: '61' },
      expected: { firstYearContribution: 35750 },
      tolerance: 0.005,
    },
    {
      source:
        'Future value of an ordinary annuity table (FVIFA), 5% for 10 periods: 12.578 (Brigham and Houston, Fundamentals of Financial Management, Appendix table A-4): $1,000 a year grows to $12,578',
      inputs: {
        taxYear: '2026',
        salary: '10000',
        contribution: '10',
        matchRate: '0',
        salaryGrowth: '0',
        returnRate: '5',
        years: '10',
        age: '30',
        balance: '0',
      },
      expected: { finalBalance: 12578 },
      tolerance: 0.5,
    },
  ],
});
