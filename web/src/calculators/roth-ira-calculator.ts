import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { withNoun } from './shared/dates.ts';
import {
  FILING_STATUSES,
  TAX_YEAR_OPTIONS,
  TAX_YEAR_STARTS,
  US_TAX_RULES,
  usRulesOf,
  type FilingStatus,
  type UsTaxRules,
} from './shared/usTaxRules.ts';

export const record = {
  id: 134,
  name: 'Roth IRA Calculator',
  description:
    'See how yearly Roth IRA contributions grow tax-free against a taxable account, with the IRS limit and the income phase-out for your filing status.',
  category: 'finance',
  icon: 'coins',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    '401k-calculator',
    'us-income-tax-calculator',
    'compound-interest-calculator',
    'retirement-calculator',
  ],
  group: 'Investing',
  keywords:
    'roth ira individual retirement account tax-free growth contribution limit magi phase-out income limit catch-up backdoor usa',
} satisfies CalculatorRecord;

// A Roth IRA against a taxable account fed the same after-tax money.
// - The contribution allowed (IRS Publication 590-A, Worksheet 2-2): the year's limit ($7,000
//   in 2024 and 2025, $7,500 in 2026, plus the $1,000 / $1,100 catch-up from 50), reduced inside
//   the modified AGI phase-out range: ratio = (MAGI − range start) ÷ range width, to 3 decimals;
//   reduced = limit − limit × ratio, rounded up to the next $10, and $200 if between $0 and $200.
//   The contribution entered is capped at it (and at your earned income, not asked here).
// - Both accounts receive the contribution at the end of each year after earning the year's
//   return; the Roth IRA grows at the return, the taxable account at return × (1 − tax rate),
//   its returns taxed each year. Each year's amounts are rounded half-up to the cent.

const fields = {
  contribution: {
    kind: 'money',
    label: 'Yearly contribution',
    default: '7500',
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    noun: 'contribution',
    help: 'Capped at the IRS limit for your age and income.',
  },
  age: {
    kind: 'integer',
    label: 'Current age',
    unit: 'years',
    default: '30',
    min: 16,
    max: 90,
    help: 'From 50 the limit is higher (catch-up).',
  },
  years: {
    kind: 'integer',
    label: 'Years of contributions',
    unit: 'years',
    default: '30',
    min: 1,
    max: 60,
  },
  returnRate: {
    kind: 'percent',
    label: 'Annual return',
    unit: '% a year',
    default: '7',
    min: 0,
    max: 30,
  },
  taxRate: {
    kind: 'percent',
    label: 'Tax rate on a taxable account’s returns',
    default: '22',
    min: 0,
    max: 60,
    help: 'Your federal and state rate on interest, dividends and gains.',
  },
  status: {
    kind: 'choice',
    label: 'Filing status',
    default: 'single',
    options: FILING_STATUSES,
  },
  magi: {
    kind: 'money',
    label: 'Modified adjusted gross income (MAGI)',
    default: '100000',
    min: 0,
    max: 1_000_000_000,
    noun: 'modified AGI',
  },
  taxYear: {
    kind: 'choice',
    label: 'Limits of',
    default: '2026',
    options: TAX_YEAR_OPTIONS,
    starts: TAX_YEAR_STARTS,
  },
} as const;

type RothValues = Values<typeof fields>;

/** The year's limit for this age, before the phase-out. */
export function iraLimit(rules: UsTaxRules, age: number): number {
  return age >= 50 ? rules.ira + rules.iraCatchUp : rules.ira;
}

/** The Roth IRA contribution allowed at this MAGI (Pub 590-A Worksheet 2-2). */
export function rothAllowed(
  rules: UsTaxRules,
  status: FilingStatus,
  magi: number,
  age: number,
): number {
  const limit = iraLimit(rules, age);
  const [from, to] = rules.rothPhaseOut[status];
  if (magi <= from) return limit;
  if (magi >= to) return 0;
  const ratio = decimal(magi - from)
    .div(to - from)
    .round(3, Big.roundHalfUp);
  const reduced = decimal(limit).minus(decimal(limit).times(ratio));
  const tens = reduced.div(10).round(0, Big.roundUp).times(10).toNumber();
  // Worksheet 2-2, line 8: "If the result is less than $200, enter $200", zero included: a MAGI
  // just under the top whose ratio rounds to 1.000 still may put in $200.
  return Math.max(tens, 200);
}

const planOf = rememberLast((v: RothValues) => {
  const rules = usRulesOf(v.taxYear);
  const allowed = rothAllowed(rules, v.status, v.magi, v.age);
  const paid = Math.min(v.contribution, allowed);
  const afterTax = (v.returnRate / 100) * (1 - v.taxRate / 100);
  let roth = decimal(0);
  let taxable = decimal(0);
  const rows: { year: number; age: number; roth: number; taxable: number }[] = [];
  for (let year = 1; year <= v.years; year++) {
    roth = roundToCents(roth.times(1 + v.returnRate / 100)).plus(paid);
    taxable = roundToCents(taxable.times(1 + afterTax)).plus(paid);
    rows.push({
      year,
      age: v.age + year - 1,
      roth: roth.toNumber(),
      taxable: taxable.toNumber(),
    });
  }
  return { rules, allowed, paid, rows, roth: roth.toNumber(), taxable: taxable.toNumber() };
});

const dollars = (value: number) => formatMoney(value, 'USD');
const wholeDollars = (value: number) => formatMoney(value, 'USD', 0);

/** How much more the Roth ends with: to the dollar, or to the cent when under a dollar. */
function advantageText(advantage: number): string {
  if (advantage >= 0.5) return `${wholeDollars(advantage)} more`;
  return advantage > 0 ? `${dollars(advantage)} more` : 'the same';
}

export default defineCalculator({
  slug: 'roth-ira-calculator',
  currency: 'USD',
  fields,
  rules: { table: US_TAX_RULES, field: 'taxYear' },
  outputs: {
    rothBalance: { label: 'Roth IRA balance (tax-free)', format: 'money', emphasis: true },
    taxableBalance: { label: 'Taxable account balance', format: 'money' },
    advantage: { label: 'Roth IRA advantage', format: 'money' },
    allowedContribution: { label: 'Contribution allowed a year', format: 'money' },
    totalContributed: { label: 'Total contributed', format: 'money' },
  },
  compute(v) {
    const plan = planOf(v);
    return {
      rothBalance: plan.roth,
      taxableBalance: plan.taxable,
      advantage: decimal(plan.roth).minus(plan.taxable).toNumber(),
      allowedContribution: plan.allowed,
      totalContributed: decimal(plan.paid).times(v.years).toNumber(),
    };
  },
  summary(v, r) {
    const plan = planOf(v);
    if (plan.allowed === 0) {
      return `With a modified AGI of ${wholeDollars(v.magi)} you cannot contribute to a Roth IRA for ${v.taxYear}: the limit phases out completely at ${wholeDollars(plan.rules.rothPhaseOut[v.status][1])}.`;
    }
    return [
      `${dollars(plan.paid)} a year for ${withNoun(v.years, 'year')} grows to ${wholeDollars(r.rothBalance)} in a Roth IRA, tax-free, against ${wholeDollars(r.taxableBalance)} in a taxable account: ${advantageText(r.advantage)}.`,
      ...(plan.paid < v.contribution
        ? [
            `Your contribution is capped at ${dollars(plan.allowed)}, the most allowed for your age and income in ${v.taxYear}.`,
          ]
        : []),
    ];
  },
  steps(v, r) {
    const plan = planOf(v);
    const limit = iraLimit(plan.rules, v.age);
    const [from, to] = plan.rules.rothPhaseOut[v.status];
    const steps = [
      `${v.taxYear} limit at age ${v.age} = ${wholeDollars(limit)}${v.age >= 50 ? ` (${wholeDollars(plan.rules.ira)} + ${wholeDollars(plan.rules.iraCatchUp)} catch-up)` : ''}`,
    ];
    if (v.magi <= from) {
      steps.push(
        `MAGI ${wholeDollars(v.magi)} is not above ${wholeDollars(from)}: the full limit applies`,
      );
    } else if (v.magi >= to) {
      steps.push(
        `MAGI ${wholeDollars(v.magi)} is at or above ${wholeDollars(to)}: no contribution is allowed`,
      );
    } else {
      const share = decimal(v.magi - from).div(to - from);
      const ratio = share.round(3, Big.roundHalfUp);
      const reduced = decimal(limit).minus(decimal(limit).times(ratio));
      const tens = reduced.div(10).round(0, Big.roundUp).times(10).toNumber();
      // The worksheet's floor: a limit cut below $200, to $0 included, is $200.
      const floor =
        tens === plan.allowed ? '' : `, raised to the $200 floor = ${dollars(plan.allowed)}`;
      steps.push(
        `Phase-out: (${wholeDollars(v.magi)} − ${wholeDollars(from)}) ÷ ${wholeDollars(to - from)} ${share.eq(ratio) ? '=' : '≈'} ${ratio.toFixed(3)}; ${wholeDollars(limit)} − ${wholeDollars(limit)} × ${ratio.toFixed(3)} = ${dollars(reduced.toNumber())}, rounded up to $10 = ${dollars(tens)}${floor}`,
      );
    }
    steps.push(
      `Contribution = the smaller of ${dollars(v.contribution)} and ${dollars(plan.allowed)} = ${dollars(plan.paid)} a year`,
      `Roth IRA: each year balance × (1 + ${formatPlain(v.returnRate)}%) + ${dollars(plan.paid)}; after ${withNoun(v.years, 'year')} ${dollars(r.rothBalance)}`,
      `Taxable account: returns taxed at ${formatPlain(v.taxRate)}%, so it grows ${formatPlain(v.returnRate)}% × (1 − ${formatPlain(v.taxRate)}%) = ${formatPlain(Number(((v.returnRate * (100 - v.taxRate)) / 100).toFixed(4)))}% a year; after ${withNoun(v.years, 'year')} ${dollars(r.taxableBalance)}`,
    );
    return steps;
  },
  facts(v) {
    const rules = usRulesOf(v.taxYear);
    return FILING_STATUSES.map((option) => {
      const [from, to] = rules.rothPhaseOut[option.value];
      return {
        label: `${v.taxYear} phase-out, ${option.label.toLowerCase()}`,
        text: `MAGI ${wholeDollars(from)} to ${wholeDollars(to)}`,
      };
    });
  },
  table: {
    caption: 'Roth IRA and taxable account, year by year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'age', label: 'Age', format: 'integer' },
      { id: 'roth', label: 'Roth IRA', format: 'money' },
      { id: 'taxable', label: 'Taxable account', format: 'money' },
    ],
    rows: (v) => planOf(v).rows.map((row) => ({ ...row })),
  },
  notes: [
    'A projection, not advice. It assumes qualified withdrawals (after 59½ and five years from your first Roth contribution), the same return every year, and that you have earned income at least equal to the contribution. The taxable account is taxed on all its returns every year; buying and holding stocks taxed at long-term capital gains rates narrows the gap.',
  ],
  about: [
    'You contribute to a Roth IRA from income already taxed; it grows without tax, and qualified withdrawals are tax-free. The limit is $7,000 for 2024 and 2025 and $7,500 for 2026, plus a catch-up from age 50 of $1,000 (2024, 2025) or $1,100 (2026), and never more than your earned income (IRS Notices 2023-75, 2024-80 and 2025-67).',
    'The limit phases out with modified adjusted gross income. For 2026 the ranges are $153,000 to $168,000 (single and head of household) and $242,000 to $252,000 (married filing jointly); for 2025 $150,000 to $165,000 and $236,000 to $246,000; for 2024 $146,000 to $161,000 and $230,000 to $240,000. Married filing separately, if you lived with your spouse in the year, is always $0 to $10,000. Inside a range the limit is cut in proportion as IRS Publication 590-A’s Worksheet 2-2 does: the share of the range you are into, to three decimals, is taken off, and the result is rounded up to the next $10, with at least $200.',
    'The comparison puts the same after-tax contribution into a taxable account whose returns are taxed every year at the rate you give, so it grows at return × (1 − tax rate). Contributions are added at the end of each year, after the year’s return; amounts are rounded half-up to the cent each year.',
  ],
  faq: [
    {
      question: 'What if my income is too high?',
      answer:
        'Above the phase-out range you cannot contribute directly. Many people make a nondeductible traditional IRA contribution and convert it to a Roth (a “backdoor Roth”); tax may be due on the conversion if you hold other pre-tax IRA money.',
    },
    {
      question: 'Roth IRA or traditional IRA?',
      answer:
        'A Roth is better if your tax rate in retirement will be the same or higher than now; a deductible traditional IRA is better if it will be lower. A Roth also has no required minimum distributions during your life.',
    },
    {
      question: 'Can I have a 401(k) and a Roth IRA?',
      answer:
        'Yes. The 401(k) limit and the IRA limit are separate, and a workplace plan does not affect Roth IRA eligibility; only your income does.',
    },
    {
      question: 'When can I withdraw the money?',
      answer:
        'Your contributions can be taken out at any time without tax or penalty. Earnings are tax-free once you are 59½ and five years have passed since your first Roth IRA contribution; earlier, they may be taxed and penalised 10%.',
    },
  ],
  references: [
    {
      source:
        'IRS, "401(k) limit increases to $24,500 for 2026, IRA limit increases to $7,500" (IR-2025-111, irs.gov/newsroom; as reported by Connect Money, connectmoney.com): the 2026 IRA limit is $7,500',
      inputs: { taxYear: '2026', contribution: '10000', age: '30', magi: '100000' },
      expected: { allowedContribution: 7500 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS IR-2025-111 (as above): the IRA catch-up from 50 rises to $1,100 in 2026, so $8,600',
      inputs: { taxYear: '2026', contribution: '10000', age: '55', magi: '100000' },
      expected: { allowedContribution: 8600 },
      tolerance: 0.005,
    },
    {
      source:
        'IRA Help (Ed Slott), "IRA and Tax Tables 2025" (irahelp.com/printables/tax-tables): $7,000 under 50 and $8,000 from 50 in 2025; Roth IRA phase-out $150,000 – $165,000 single',
      inputs: { taxYear: '2025', contribution: '8000', age: '52', magi: '120000' },
      expected: { allowedContribution: 8000 },
      tolerance: 0.005,
    },
    {
      source:
        'Accounting Insights, "What are the Roth IRA phase-out income limits?" (accountinginsights.org): for 2025 a single filer’s eligibility is eliminated at a MAGI of $165,000 or more',
      inputs: {
        taxYear: '2025',
        status: 'single',
        contribution: '7000',
        age: '40',
        magi: '165000',
      },
      expected: { allowedContribution: 0, rothBalance: 0 },
      tolerance: 0.005,
    },
    {
      source:
        'Fidelity, "Contributing to an IRA" (fidelity.com/retirement-planning/learn-about-iras/contributing-to-ira): 2024, married filing separately, MAGI of $10,000 or more: not eligible',
      inputs: {
        taxYear: '2024',
        status: 'married-separately',
        contribution: '7000',
        age: '40',
        magi: '10000',
      },
      expected: { allowedContribution: 0 },
      tolerance: 0.005,
    },
    {
      source:
        'Future value of an ordinary annuity table (FVIFA), 10% for 5 periods: 6.1051 (Brigham and Houston, Fundamentals of Financial Management, Appendix table A-4): $1,000 a year grows to $6,105.10',
      inputs: {
        taxYear: '2026',
        contribution: '1000',
        age: '30',
        years: '5',
        returnRate: '10',
        taxRate: '0',
        magi: '50000',
      },
      expected: { rothBalance: 6105.1, taxableBalance: 6105.1, advantage: 0 },
      tolerance: 0.005,
    },
  ],
});
