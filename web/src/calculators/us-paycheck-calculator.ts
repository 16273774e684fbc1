import { formatPercent, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  bracketTax,
  TAX_YEAR_OPTIONS,
  TAX_YEAR_STARTS,
  US_TAX_RULES,
  usRulesOf,
  worksheetAdjustment,
  type WithholdingStatus,
} from './shared/usTaxRules.ts';

export const record = {
  id: 132,
  name: 'US Paycheck Calculator',
  description:
    'Estimate take-home pay per paycheck: federal income tax withholding (IRS Pub 15-T), Social Security, Medicare and pre-tax 401(k).',
  category: 'finance',
  icon: 'wallet',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'us-income-tax-calculator',
    'salary-converter',
    'overtime-calculator',
    '401k-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'take home pay net pay paycheck salary after tax withholding w-4 w4 fica social security medicare federal withholding biweekly 15-t usa',
} satisfies CalculatorRecord;

// One paycheck, by IRS Publication 15-T's Worksheet 1A (percentage method for automated payroll
// systems) for a 2020-or-later Form W-4 with Step 2 not checked and Steps 3 and 4 empty:
// 1a taxable wages = gross pay − pre-tax 401(k); 1c = 1a × pay periods a year; 1g = $12,900
// (married filing jointly) or $8,600; 1i adjusted annual wage = 1c − 1g; 2e tentative annual
// withholding from the year's STANDARD annual table, which starts at the Pub 15-T standard
// deduction less 1g and then follows the rate brackets; 2h per paycheck = 2e ÷ periods, to the
// cent. FICA is on the gross pay (a 401(k) deferral does not lower it): Social Security 6.2 % up
// to the year's wage base, Medicare 1.45 % plus the 0.9 % Additional Medicare Tax on wages over
// $200,000 in the year (IRC §3101, §3102(f)); a paycheck shows the year's FICA ÷ periods.

const PERIODS = { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 } as const;
type Frequency = keyof typeof PERIODS;

const PERIOD_NAMES: Record<Frequency, string> = {
  weekly: 'weekly',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};

const fields = {
  taxYear: {
    kind: 'choice',
    label: 'Tax year',
    default: '2026',
    options: TAX_YEAR_OPTIONS,
    starts: TAX_YEAR_STARTS,
  },
  pay: {
    kind: 'money',
    label: 'Gross pay per paycheck',
    default: '2500',
    min: 0,
    minExclusive: true,
    max: 10_000_000,
    noun: 'gross pay',
  },
  frequency: {
    kind: 'choice',
    label: 'Paid',
    default: 'biweekly',
    options: [
      { value: 'weekly', label: 'Weekly (52 a year)' },
      { value: 'biweekly', label: 'Every two weeks (26 a year)' },
      { value: 'semimonthly', label: 'Twice a month (24 a year)' },
      { value: 'monthly', label: 'Monthly (12 a year)' },
    ],
  },
  status: {
    kind: 'choice',
    label: 'Filing status (Form W-4, Step 1(c))',
    default: 'single',
    options: [
      { value: 'single', label: 'Single or married filing separately' },
      { value: 'married-jointly', label: 'Married filing jointly' },
      { value: 'head-of-household', label: 'Head of household' },
    ],
  },
  contribution: {
    kind: 'percent',
    label: 'Pre-tax 401(k) contribution',
    default: '5',
    min: 0,
    max: 100,
    blankValue: 0,
    noun: '401(k) contribution',
    help: 'Percent of gross pay; 0 if none.',
  },
} as const;

type PayValues = Values<typeof fields>;

const dollars = (value: number) => formatMoney(value, 'USD');
const wholeDollars = (value: number) => formatMoney(value, 'USD', 0);
const ADDITIONAL_MEDICARE_FROM = 200_000;

function paycheckOf(v: PayValues) {
  const rules = usRulesOf(v.taxYear);
  const periods = PERIODS[v.frequency];
  const status: WithholdingStatus = v.status;
  const gross = decimal(v.pay);
  // The deferral, capped at the year's §402(g) limit spread over the paychecks.
  const wanted = roundToCents(gross.times(v.contribution).div(100));
  const cap = roundToCents(decimal(rules.deferral).div(periods));
  const contribution = wanted.gt(cap) ? cap : wanted;
  const wages = gross.minus(contribution);
  const annualWages = wages.times(periods);
  const adjustment = worksheetAdjustment(status);
  // Line 1i: "If zero or less, enter -0-".
  const adjusted = annualWages.gt(adjustment) ? annualWages.minus(adjustment) : decimal(0);
  const tableStart = rules.withholdingDeduction[status] - adjustment;
  const overStart = Math.max(0, adjusted.minus(tableStart).toNumber());
  const tentative = bracketTax(overStart, rules.brackets[status]);
  const withholding = roundToCents(decimal(tentative.tax).div(periods));
  const annualGross = gross.times(periods);
  const ssWages = annualGross.gt(rules.socialSecurityWageBase)
    ? decimal(rules.socialSecurityWageBase)
    : annualGross;
  const yearSocialSecurity = roundToCents(ssWages.times(0.062));
  const overMedicare = annualGross.minus(ADDITIONAL_MEDICARE_FROM);
  const yearMedicare = roundToCents(
    annualGross.times(0.0145).plus(overMedicare.gt(0) ? overMedicare.times(0.009) : 0),
  );
  const socialSecurity = roundToCents(yearSocialSecurity.div(periods));
  const medicare = roundToCents(yearMedicare.div(periods));
  return {
    rules,
    periods,
    adjustment,
    tableStart,
    annualWages: annualWages.toNumber(),
    adjusted: adjusted.toNumber(),
    tentative,
    capped: wanted.gt(cap),
    contribution: contribution.toNumber(),
    withholding: withholding.toNumber(),
    socialSecurity: socialSecurity.toNumber(),
    medicare: medicare.toNumber(),
    yearWithholding: tentative.tax,
    yearSocialSecurity: yearSocialSecurity.toNumber(),
    yearMedicare: yearMedicare.toNumber(),
    annualGross: annualGross.toNumber(),
    net: gross
      .minus(contribution)
      .minus(withholding)
      .minus(socialSecurity)
      .minus(medicare)
      .toNumber(),
  };
}

export default defineCalculator({
  slug: 'us-paycheck-calculator',
  currency: 'USD',
  fields,
  rules: { table: US_TAX_RULES, field: 'taxYear' },
  outputs: {
    netPay: { label: 'Take-home pay per paycheck', format: 'money', emphasis: true },
    federalWithholding: { label: 'Federal income tax withheld', format: 'money' },
    socialSecurity: { label: 'Social Security (6.2%)', format: 'money' },
    medicare: { label: 'Medicare (1.45%, +0.9% over $200,000)', format: 'money' },
    contribution401k: { label: 'Pre-tax 401(k)', format: 'money' },
    yearWithholding: { label: 'Federal income tax withheld in the year', format: 'money' },
    yearSocialSecurity: { label: 'Social Security in the year', format: 'money' },
  },
  compute(v) {
    const p = paycheckOf(v);
    return {
      netPay: p.net,
      federalWithholding: p.withholding,
      socialSecurity: p.socialSecurity,
      medicare: p.medicare,
      contribution401k: p.contribution,
      yearWithholding: p.yearWithholding,
      yearSocialSecurity: p.yearSocialSecurity,
    };
  },
  hiddenOutputs: (v) => (v.contribution === 0 ? ['contribution401k'] : []),
  summary(v, r) {
    return `Paid ${dollars(v.pay)} ${PERIOD_NAMES[v.frequency]}, you take home about ${dollars(r.netPay)} a paycheck in ${v.taxYear}, before state and local taxes.`;
  },
  breakdown: (_v, r) =>
    [
      { label: 'Take-home pay', value: r.netPay, palette: 'green' as const },
      { label: 'Federal income tax', value: r.federalWithholding, palette: 'orange' as const },
      {
        label: 'Social Security and Medicare',
        value: decimal(r.socialSecurity).plus(r.medicare).toNumber(),
        palette: 'purple' as const,
      },
      { label: '401(k)', value: r.contribution401k, palette: 'blue' as const },
    ].filter((part) => part.value > 0),
  steps(v, r) {
    const p = paycheckOf(v);
    const steps = [
      `401(k) = ${formatPlain(v.contribution)}% × ${dollars(v.pay)} = ${dollars(r.contribution401k)}${p.capped ? ` (capped at the ${wholeDollars(p.rules.deferral)} yearly limit ÷ ${p.periods} paychecks)` : ''}`,
      `Wages for income tax = ${dollars(v.pay)} − ${dollars(r.contribution401k)} = ${dollars(decimal(v.pay).minus(r.contribution401k).toNumber())}; × ${p.periods} paychecks = ${dollars(p.annualWages)} a year`,
      `Adjusted annual wage (Pub 15-T Worksheet 1A) = ${dollars(p.annualWages)} − ${wholeDollars(p.adjustment)}${p.annualWages > p.adjustment ? '' : ', 0 if less (line 1i)'} = ${dollars(p.adjusted)}`,
      `The ${v.taxYear} annual table taxes nothing up to ${wholeDollars(p.tableStart)}; the ${dollars(Math.max(0, p.adjusted - p.tableStart))} above it is taxed at the bracket rates: ${p.tentative.parts.length > 0 ? p.tentative.parts.map((part) => `${part.rate}% → ${dollars(part.tax)}`).join('; ') : 'nothing'}. Tentative withholding: ${dollars(p.yearWithholding)} a year`,
      `Federal withholding = ${dollars(p.yearWithholding)} ÷ ${p.periods} = ${dollars(r.federalWithholding)}`,
      `Social Security = 6.2% × ${dollars(Math.min(p.annualGross, p.rules.socialSecurityWageBase))} (wages up to the ${wholeDollars(p.rules.socialSecurityWageBase)} base) = ${dollars(p.yearSocialSecurity)} a year ÷ ${p.periods} = ${dollars(r.socialSecurity)}`,
      `Medicare = 1.45% × ${dollars(p.annualGross)}${p.annualGross > ADDITIONAL_MEDICARE_FROM ? ` + 0.9% × ${dollars(p.annualGross - ADDITIONAL_MEDICARE_FROM)} over $200,000` : ''} = ${dollars(p.yearMedicare)} a year ÷ ${p.periods} = ${dollars(r.medicare)}`,
      `Take-home = ${dollars(v.pay)} − ${dollars(r.contribution401k)} − ${dollars(r.federalWithholding)} − ${dollars(r.socialSecurity)} − ${dollars(r.medicare)} = ${dollars(r.netPay)}`,
    ];
    return steps;
  },
  facts(v) {
    const p = paycheckOf(v);
    return [
      { label: 'Gross pay in the year', text: dollars(p.annualGross) },
      { label: 'Medicare in the year', text: dollars(p.yearMedicare) },
      {
        label: 'Federal withholding as a share of gross pay',
        text: formatPercent((p.withholding / v.pay) * 100),
      },
    ];
  },
  notes: [
    'An estimate, not payroll advice. State and local income taxes are out of scope: subtract them too if your state has one. It assumes a 2020-or-later Form W-4 with only Step 1(c) filled in (no second job, dependants, other income or extra withholding), the same pay every paycheck, and no other pre-tax deductions such as health insurance. When pay crosses the Social Security wage base or $200,000 during the year, real paychecks change at that point; this page shows the year’s amount spread evenly.',
  ],
  about: [
    'Federal income tax withholding follows IRS Publication 15-T, Worksheet 1A (percentage method for automated payroll systems) for a Form W-4 from 2020 or later. The taxable pay (gross pay less the pre-tax 401(k)) is annualised by the number of paychecks a year, reduced by $12,900 for married filing jointly or $8,600 otherwise (line 1g), and looked up in the year’s STANDARD annual table. That table withholds nothing up to the standard deduction less that amount ($7,500 single, $19,300 married filing jointly and $15,550 head of household in 2026) and then applies the rate brackets. The year’s tentative withholding is divided by the paychecks and kept to the cent.',
    'For 2025 the IRS kept the Pub 15-T tables it issued before the One Big Beautiful Bill Act, built on the $15,000 / $30,000 / $22,500 standard deduction, so 2025 withholding uses those figures even though the 2025 return allows more.',
    'Social Security tax is 6.2% of wages up to the wage base the Social Security Administration sets each year ($168,600 in 2024, $176,100 in 2025, $184,500 in 2026). Medicare tax is 1.45% of all wages, and employers withhold a further 0.9% Additional Medicare Tax on wages over $200,000 in the year, whatever the filing status. A traditional 401(k) deferral lowers the wages for income tax but not for Social Security and Medicare; it is capped at the IRS limit ($24,500 in 2026) spread over the year’s paychecks.',
  ],
  faq: [
    {
      question: 'Why is my withholding different from my tax bill?',
      answer:
        'Withholding is an estimate of the year’s tax spread over your paychecks. Credits, other income, itemized deductions and a spouse’s job are not in it unless you put them on your Form W-4, so you may get a refund or owe when you file.',
    },
    {
      question: 'Why does the 2025 withholding use a lower standard deduction?',
      answer:
        'The IRS published the 2025 Pub 15-T tables in December 2024 and did not change them after the One Big Beautiful Bill Act raised the 2025 standard deduction in July 2025. The extra deduction comes back as a smaller tax bill or larger refund when you file.',
    },
    {
      question: 'Does a 401(k) contribution lower my Social Security tax?',
      answer:
        'No. Traditional 401(k) deferrals are not subject to federal income tax withholding but are still wages for Social Security and Medicare. A Roth 401(k) contribution lowers neither.',
    },
    {
      question: 'What about state income tax?',
      answer:
        'It is not included: each state has its own rules, and several have none. Your take-home pay is lower by your state’s (and city’s) withholding.',
    },
  ],
  references: [
    {
      source:
        'Social Security Administration, 2026 wage base $184,500; maximum employee Social Security tax $11,439 (Bloomberg Tax, "Social Security Wage Base Rising to $184,500 for 2026", 24 Oct 2025, news.bloombergtax.com)',
      inputs: { taxYear: '2026', pay: '20000', frequency: 'monthly', contribution: '0' },
      expected: { yearSocialSecurity: 11439, socialSecurity: 953.25 },
      tolerance: 0.005,
    },
    {
      source:
        'Social Security Administration, 2025 wage base $176,100; maximum employee Social Security tax $10,918.20 (Bloomberg Tax, as above)',
      inputs: { taxYear: '2025', pay: '10000', frequency: 'biweekly', contribution: '0' },
      expected: { yearSocialSecurity: 10918.2 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Publication 15-T (2026), annual percentage method table, single, standard: adjusted annual wage over $113,200, $17,966.00 plus 24% of the excess; $10,150 a month is $121,800 a year, less $8,600 (Worksheet 1A line 1g) = $113,200',
      inputs: {
        taxYear: '2026',
        pay: '10150',
        frequency: 'monthly',
        status: 'single',
        contribution: '0',
      },
      expected: { yearWithholding: 17966, federalWithholding: 1497.17 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Publication 15-T (2025), annual percentage method table, single, standard: adjusted annual wage over $109,750, $17,651.00 plus 24% of the excess; $9,862.50 a month is $118,350 a year, less $8,600 = $109,750',
      inputs: {
        taxYear: '2025',
        pay: '9862.50',
        frequency: 'monthly',
        status: 'single',
        contribution: '0',
      },
      expected: { yearWithholding: 17651 },
      tolerance: 0.005,
    },
    {
      source:
        'IRS Publication 15-T (2024), annual percentage method table, married filing jointly, standard: adjusted annual wage over $110,600, $10,852.00 plus 22% of the excess; $2,375 a week is $123,500 a year, less $12,900 = $110,600',
      inputs: {
        taxYear: '2024',
        pay: '2375',
        frequency: 'weekly',
        status: 'married-jointly',
        contribution: '0',
      },
      expected: { yearWithholding: 10852 },
      tolerance: 0.005,
    },
  ],
});
