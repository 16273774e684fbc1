import { ruleOn } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { regimeTax, TAX_RULES } from './income-tax-calculator.ts';

export const record = {
  id: 126,
  name: 'In-Hand Salary Calculator',
  description:
    'Turn a CTC into monthly take-home pay: basic, EPF, professional tax and new-regime income tax.',
  category: 'finance',
  icon: 'wallet',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['income-tax-calculator', 'epf-calculator', 'hra-calculator', 'salary-converter'],
  group: 'Tax and pay',
  keywords:
    'ctc take home salary net salary in hand cost to company payslip pf epf professional tax tds lpa',
} satisfies CalculatorRecord;

// CTC to in-hand pay for a salaried resident in India. Basic pay is a share of the CTC; the
// employee and the employer each put 12% of the basic (or of the ₹15,000 EPF wage ceiling) into
// EPF (paragraphs 26 and 29 of the EPF Scheme, 1952), each contribution rounded to the rupee as
// EPFO does; the employer's share is part of the CTC, so the gross salary is the CTC less it.
// Income tax is the new regime's (section 115BAC) for the chosen year, worked out by the income
// tax calculator's own rules: the gross salary less the ₹75,000 standard deduction. Professional
// tax, a state tax, is taken from pay; the new regime allows no deduction for it.

const WAGE_CEILING = 15_000;
const EPF_RATE = 12;
/**
 * Employer contributions to EPF, NPS and superannuation above this a year are taxed as a
 * perquisite (section 17(2)(vii), from FY 2020-21, carried into the Income-tax Act, 2025).
 */
const EMPLOYER_CONTRIBUTION_LIMIT = 750_000;

const rupees = (value: number) => formatMoney(value, 'INR', 0);
const rupee = (value: Big) => value.round(0, Big.roundHalfUp);

const TAX_YEAR_STARTS = { '2025-26': '2025-04-01', '2026-27': '2026-04-01' } as const;

const fields = {
  taxYear: {
    kind: 'choice',
    label: 'Tax year',
    default: '2026-27',
    options: [
      { value: '2025-26', label: 'FY 2025-26 (AY 2026-27)' },
      { value: '2026-27', label: 'Tax year 2026-27' },
    ],
    starts: TAX_YEAR_STARTS,
  },
  ctc: {
    kind: 'money',
    label: 'CTC (a year)',
    default: '1200000',
    min: 0,
    minExclusive: true,
    max: 1e9,
    noun: 'CTC',
    help: 'Cost to company from your offer letter, with the employer’s EPF share.',
    messages: { max: 'The CTC can be at most ₹100 crore' },
  },
  basicPercent: {
    kind: 'percent',
    label: 'Basic pay (% of CTC)',
    default: '50',
    min: 10,
    max: 100,
    noun: 'basic pay share',
    help: 'Basic plus dearness allowance. The Code on Wages, 2019 counts at least half of pay as wages.',
  },
  epf: {
    kind: 'choice',
    label: 'EPF is 12% of',
    default: 'full',
    display: 'radio',
    options: [
      { value: 'full', label: 'The whole basic pay' },
      { value: 'capped', label: 'Basic up to ₹15,000 a month (₹1,800)' },
      { value: 'none', label: 'No EPF' },
    ],
  },
  professionalTax: {
    kind: 'money',
    label: 'Professional tax (a year)',
    default: '2500',
    min: 0,
    max: 2500,
    blankValue: 0,
    noun: 'professional tax',
    help: 'Set by your state: ₹2,500 in Karnataka and Maharashtra, none in Delhi. At most ₹2,500 (Article 276 of the Constitution).',
    messages: { required: 'Enter the professional tax (0 if none)' },
  },
} as const;

type SalaryValues = Values<typeof fields>;

/** The salary's parts for a year, each month's EPF rounded to the rupee. */
export function inHand(v: SalaryValues) {
  const rules = ruleOn(TAX_RULES, TAX_YEAR_STARTS[v.taxYear])!.rules;
  const ctc = decimal(v.ctc);
  const basicMonthly = rupee(ctc.times(v.basicPercent).div(100).div(12));
  const epfWage =
    v.epf === 'none'
      ? decimal(0)
      : v.epf === 'capped' && basicMonthly.gt(WAGE_CEILING)
        ? decimal(WAGE_CEILING)
        : basicMonthly;
  const epfMonthly = rupee(epfWage.times(EPF_RATE).div(100));
  const gross = ctc.minus(epfMonthly.times(12));
  const employerYearly = epfMonthly.times(12);
  const perquisite = employerYearly.gt(EMPLOYER_CONTRIBUTION_LIMIT)
    ? employerYearly.minus(EMPLOYER_CONTRIBUTION_LIMIT)
    : decimal(0);
  const taxable = gross.plus(perquisite).minus(rules.standardDeduction.new);
  const tax = regimeTax(taxable.gt(0) ? taxable.toNumber() : 0, 'new', 'below-60', rules);
  const yearly = gross.minus(epfMonthly.times(12)).minus(v.professionalTax).minus(tax.total);
  return {
    basicMonthly: basicMonthly.toNumber(),
    epfWage: epfWage.toNumber(),
    epfMonthly: epfMonthly.toNumber(),
    gross: gross.toNumber(),
    perquisite: perquisite.toNumber(),
    grossMonthly: rupee(gross.div(12)).toNumber(),
    standardDeduction: Math.min(rules.standardDeduction.new, gross.toNumber()),
    tax,
    yearly: yearly.toNumber(),
    monthly: rupee(yearly.div(12)).toNumber(),
  };
}

export default defineCalculator({
  slug: 'in-hand-salary-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: TAX_RULES, field: 'taxYear' },
  validate: (v) => {
    const s = inHand(v);
    return s.gross < 0 || s.yearly < 0
      ? { ctc: 'The CTC is too small to pay the EPF and professional tax' }
      : {};
  },
  outputs: {
    monthly: { label: 'In-hand pay a month', format: 'money', emphasis: true },
    yearly: { label: 'In-hand pay a year', format: 'money' },
    grossMonthly: { label: 'Gross salary a month', format: 'money' },
    basicMonthly: { label: 'Basic pay a month', format: 'money' },
    epfEmployee: { label: 'Your EPF a month (12%)', format: 'money' },
    epfEmployer: { label: 'Employer’s EPF a month (in the CTC)', format: 'money' },
    taxYearly: { label: 'Income tax a year (new regime)', format: 'money' },
    taxMonthly: { label: 'Income tax (TDS) a month', format: 'money' },
  },
  compute(v) {
    const s = inHand(v);
    return {
      monthly: s.monthly,
      yearly: s.yearly,
      grossMonthly: s.grossMonthly,
      basicMonthly: s.basicMonthly,
      epfEmployee: s.epfMonthly,
      epfEmployer: s.epfMonthly,
      taxYearly: s.tax.total,
      taxMonthly: rupee(decimal(s.tax.total).div(12)).toNumber(),
    };
  },
  summary: (v, r) =>
    `On a CTC of ${rupees(v.ctc)} you take home about ${rupees(r.monthly)} a month (${rupees(r.yearly)} a year)` +
    (r.taxYearly === 0
      ? ', with no income tax in the new regime.'
      : `, after ${rupees(r.taxYearly)} of income tax.`),
  steps(v) {
    const s = inHand(v);
    const steps = [
      `Basic pay = ${rupees(v.ctc)} × ${v.basicPercent}% ÷ 12 = ${rupees(s.basicMonthly)} a month`,
      v.epf === 'none'
        ? 'No EPF: nothing is taken for it'
        : `EPF = 12% × ${rupees(s.epfWage)}${v.epf === 'capped' && s.epfWage < s.basicMonthly ? ' (the ₹15,000 wage ceiling)' : ''} = ${rupees(s.epfMonthly)} a month from you and ${rupees(s.epfMonthly)} from the employer`,
      `Gross salary = CTC − employer’s EPF = ${rupees(v.ctc)} − 12 × ${rupees(s.epfMonthly)} = ${rupees(s.gross)} a year`,
      s.perquisite > 0
        ? `Taxable income = gross + employer’s EPF above ₹7,50,000 a year (taxed as a perquisite) − standard deduction = ${rupees(s.gross)} + ${rupees(s.perquisite)} − ${rupees(s.standardDeduction)} = ${rupees(s.tax.taxable)}`
        : `Taxable income = gross − standard deduction = ${rupees(s.gross)} − ${rupees(s.standardDeduction)} = ${rupees(s.tax.taxable)}`,
      `Income tax (new regime): tax on the slabs ${rupees(s.tax.slabTax)} − 87A rebate ${rupees(s.tax.rebate)}${s.tax.surcharge > 0 ? ` + surcharge ${rupees(s.tax.surcharge)}` : ''} + 4% cess ${rupees(s.tax.cess)} = ${rupees(s.tax.total)}`,
      `In hand = gross − your EPF − professional tax − income tax = ${rupees(s.gross)} − ${rupees(s.epfMonthly * 12)} − ${rupees(v.professionalTax)} − ${rupees(s.tax.total)} = ${rupees(s.yearly)} a year`,
      `A month = ${rupees(s.yearly)} ÷ 12 ${s.monthly * 12 === s.yearly ? '=' : '≈'} ${rupees(s.monthly)}`,
    ];
    return steps;
  },
  notes: [
    'An estimate for a resident employee below 60 in the new tax regime. Gratuity provision, insurance and variable pay that some employers put in the CTC, ESI (for pay up to ₹21,000 a month) and the old regime’s deductions are left out; the income tax calculator compares both regimes.',
  ],
  about: [
    'Basic pay is the share of the CTC you enter (basic plus dearness allowance). EPF: you and your employer each pay 12% of it every month (paragraphs 26 and 29 of the Employees’ Provident Funds Scheme, 1952). Contributions are due only on pay up to the ₹15,000 wage ceiling (₹1,800 a month); many employers pay 12% of the whole basic, so both are offered. Each month’s contribution is rounded to the rupee, as EPFO does. The employer’s 12% (of which 8.33% up to ₹1,250 goes to the pension scheme, EPS) is part of the CTC, so the gross salary is the CTC less 12 months of it.',
    'Income tax is the new regime’s (section 115BAC, the default) for the year chosen, by the same slabs and rules as the income tax calculator: the gross salary less the ₹75,000 standard deduction, slabs of 5% to 30% above ₹4 lakh, a section 87A rebate that clears the tax on a total income up to ₹12 lakh (₹12.75 lakh of salary), surcharge above ₹50 lakh and a 4% health and education cess. The employer’s EPF share is not taxed up to ₹7,50,000 a year; above that, with any NPS and superannuation contributions it also pays, the excess is taxed as a perquisite (section 17(2)(vii)), which this page applies to its EPF share (interest on the excess, also taxable, is left out). The new regime allows no deduction for professional tax.',
    'Professional tax is set by each state (Article 276 of the Constitution caps it at ₹2,500 a year): ₹2,500 a year in Maharashtra and, since 1 April 2025 (Karnataka Act 33 of 2025), in Karnataka, each ₹200 a month and ₹300 in February; none in Delhi or Haryana. In hand = gross − your EPF − professional tax − income tax, a year, then ÷ 12; each figure is rounded half-up to the rupee. Income tax is shown spread evenly over the year, as employers deduct it (TDS under section 192).',
    'Sources: the EPF Scheme, 1952 (EPFO, epfindia.gov.in), the Finance Act 2025 (new-regime slabs and rebate), the Income-tax Act, 2025 for tax year 2026-27, and the worked examples under the references.',
  ],
  faq: [
    {
      question: 'Why is my in-hand pay so much lower than CTC ÷ 12?',
      answer:
        'The CTC includes the employer’s EPF, which goes to your EPF account, not your bank. Your own 12% EPF, professional tax and income tax are then taken from the gross salary. On a ₹12 lakh CTC with a 50% basic, the two EPF shares alone are ₹12,000 a month.',
    },
    {
      question: 'Does a higher basic pay lower my take-home?',
      answer:
        'Yes, while EPF is 12% of the whole basic: both EPF shares grow with it, and the employer’s comes out of the CTC. With EPF capped at the ₹15,000 wage ceiling, each share stays at ₹1,800 a month whatever the basic. The EPF money is still yours, with interest, at retirement.',
    },
    {
      question: 'Is a CTC of ₹12 lakh tax-free?',
      answer:
        'Usually, in the new regime. Its gross salary is below ₹12 lakh once the employer’s EPF is taken out, and after the ₹75,000 standard deduction the total income is under ₹12 lakh, so the 87A rebate clears the tax. A salary up to ₹12.75 lakh pays no income tax.',
    },
    {
      question: 'What about the old tax regime?',
      answer:
        'This page uses the new regime, the default. With a large HRA exemption, 80C and a home loan the old regime may cost less; the income tax calculator shows both for your deductions, and your employer deducts TDS by the regime you declare.',
    },
  ],
  references: [
    {
      source:
        'EPFO, Employees’ Provident Funds Scheme, 1952, paragraph 29 and the ₹15,000 wage ceiling (epfindia.gov.in): on the ceiling wage the employee pays 12% = ₹1,800 a month',
      inputs: { taxYear: '2025-26', ctc: '1200000', basicPercent: '50', epf: 'capped' },
      expected: { epfEmployee: 1800, epfEmployer: 1800 },
      tolerance: 0.5,
    },
    {
      source:
        'Ministry of Finance, Budget 2025-26 speech of the Finance Minister, 1 February 2025, Part B (indiabudget.gov.in): "There will be no income tax payable upto income of ₹12 lakh … under the new regime. This limit will be ₹12.75 lakh for salaried tax payers, due to standard deduction of ₹75,000" (quoted at domain-b.com/economy/budget/union-budget-2025-26/budget-2025-26-income-up-to-rs12-lakh-to-get-tax-exemption); here FY 2025-26, a ₹12.75 lakh gross salary with no EPF or professional tax',
      inputs: {
        taxYear: '2025-26',
        ctc: '1275000',
        basicPercent: '50',
        epf: 'none',
        professionalTax: '0',
      },
      expected: { taxYearly: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Ragenaizer CTC calculator worked example (ragenaizer.com/pages/calculators/ctc-calculator.html): a ₹12 lakh CTC at 50% basic gives ₹6,00,000 of basic and ₹72,000 of employee PF (12%) a year',
      inputs: { taxYear: '2026-27', ctc: '1200000', basicPercent: '50', epf: 'full' },
      expected: { basicMonthly: 50000, epfEmployee: 6000 },
      tolerance: 0.5,
    },
    {
      source:
        'MyAIUtility salary calculator worked example (myaiutility.com/tools/salary-calculator): basic ₹40,000 a month on a ₹12 lakh CTC, EPF capped at ₹1,800 a month',
      inputs: { taxYear: '2025-26', ctc: '1200000', basicPercent: '40', epf: 'capped' },
      expected: { basicMonthly: 40000, epfEmployee: 1800 },
      tolerance: 0.5,
    },
    {
      source:
        'Budget 2025-26 speech, annexure table of new-regime tax (as reproduced by HelloBanker, hellobanker.in/income-tax-calculator): ₹16 lakh of income, ₹1,20,000 before cess, ₹1,24,800 with 4% cess; here a ₹16.75 lakh gross salary with no EPF',
      inputs: {
        taxYear: '2025-26',
        ctc: '1675000',
        basicPercent: '50',
        epf: 'none',
        professionalTax: '0',
      },
      expected: { taxYearly: 124800 },
      tolerance: 0.5,
    },
    {
      // The table gives the tax before the 4% health and education cess, which this page adds:
      // ₹2,00,000 + ₹8,000. A ₹20.75 lakh gross salary less the ₹75,000 standard deduction is
      // ₹20 lakh of total income.
      source:
        'CBDT, FAQs on the new tax regime of Budget 2025-26, "What is the tax benefit for different categories of taxpayers?" (the FAQs are listed at mitulmakwana.com/budget-2025-cbdt-releases-income-tax-regime-related-faqs), its table as reproduced by IGE Corner, "Income Tax 2025-26: Benefit for different category of taxpayers – Illustration" (igecorner.com/income-tax-2025-26-benefit-for-different-category-of-taxpayers-illustration): a total income of ₹20 lakh, tax payable under the new regime ₹2,00,000 (before cess, so ₹2,08,000 with the 4% cess); here FY 2025-26, a ₹20.75 lakh gross salary with no EPF or professional tax',
      inputs: {
        taxYear: '2025-26',
        ctc: '2075000',
        basicPercent: '50',
        epf: 'none',
        professionalTax: '0',
      },
      expected: { taxYearly: 208000 },
      tolerance: 0.5,
    },
    {
      source:
        'The same CBDT table (as reproduced by IGE Corner, as above): a total income of ₹24 lakh, tax payable ₹3,00,000 before cess (₹3,12,000 with the 4% cess); here a ₹24.75 lakh gross salary with no EPF or professional tax',
      inputs: {
        taxYear: '2025-26',
        ctc: '2475000',
        basicPercent: '50',
        epf: 'none',
        professionalTax: '0',
      },
      expected: { taxYearly: 312000 },
      tolerance: 0.5,
    },
  ],
});
