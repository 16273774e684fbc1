import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 29,
  name: 'Income Tax Calculator',
  description:
    'Compare India’s new and old tax regimes for FY 2025-26: slabs, standard deduction, 87A rebate and cess.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'hra-calculator',
    'gratuity-calculator',
    'epf-calculator',
    'salary-converter',
    'in-hand-salary-calculator',
    'tds-calculator',
    'advance-tax-calculator',
    'capital-gains-tax-calculator',
  ],
  group: 'Tax and pay',
  keywords: 'income tax india itr new regime old regime slab 87a rebate',
} satisfies CalculatorRecord;

// India's income tax for FY 2025-26 (AY 2026-27) and tax year 2026-27, new and old regimes side
// by side, for a resident individual. New regime (section 115BAC as amended by the Finance Act
// 2025): slabs of 0/5/10/15/20/25/30 % with steps every ₹4 lakh to ₹24 lakh, a ₹75,000 standard
// deduction, and a section 87A rebate of up to ₹60,000 for a total income up to ₹12 lakh, with
// marginal relief just above it. Old regime (unchanged by the Finance Act 2025): slabs by age
// (exemption ₹2.5, ₹3 or ₹5 lakh, then 5/20/30 %), a ₹50,000 standard deduction, deductions under
// 80C, 80D, HRA and 24(b), and a rebate of up to ₹12,500 for a total income up to ₹5 lakh. Both:
// surcharge above ₹50 lakh with marginal relief, and 4 % health and education cess. Each amount
// is rounded half-up to the rupee. From 1 April 2026 the Income-tax Act, 2025 replaces the 1961
// Act and calls the year a tax year; the Budget 2026-27 kept every one of these figures.

const LAKH = 100_000;
const CRORE = 10_000_000;

type Regime = 'new' | 'old';
type Age = 'below-60' | '60-79' | '80-plus';

type Slabs = readonly (readonly [number, number])[];

/** The figures of one year's income tax. */
export interface TaxRules {
  /** New-regime slabs as [from, rate %], each rate charged on income above `from` up to the next. */
  newSlabs: Slabs;
  /** Old-regime income free of tax, by age; 5 % above it to ₹5 lakh, 20 % to ₹10 lakh, 30 %. */
  oldExemption: Record<Age, number>;
  /** Surcharge rates above each threshold: 37 % above ₹5 crore in the old regime only. */
  surcharge: Record<Regime, Slabs>;
  standardDeduction: Record<Regime, number>;
  /** The rebate of tax up to `upTo` on a total income up to `limit`. */
  rebate: Record<Regime, { limit: number; upTo: number }>;
  /** Health and education cess, % of tax and surcharge. */
  cessRate: number;
}

/** The Finance Act 2025's figures, which the Budget 2026-27 kept for tax year 2026-27. */
const FINANCE_ACT_2025: TaxRules = {
  newSlabs: [
    [0, 0],
    [4 * LAKH, 5],
    [8 * LAKH, 10],
    [12 * LAKH, 15],
    [16 * LAKH, 20],
    [20 * LAKH, 25],
    [24 * LAKH, 30],
  ],
  oldExemption: { 'below-60': 2.5 * LAKH, '60-79': 3 * LAKH, '80-plus': 5 * LAKH },
  surcharge: {
    new: [
      [50 * LAKH, 10],
      [CRORE, 15],
      [2 * CRORE, 25],
    ],
    old: [
      [50 * LAKH, 10],
      [CRORE, 15],
      [2 * CRORE, 25],
      [5 * CRORE, 37],
    ],
  },
  standardDeduction: { new: 75_000, old: 50_000 },
  rebate: {
    new: { limit: 12 * LAKH, upTo: 60_000 },
    old: { limit: 5 * LAKH, upTo: 12_500 },
  },
  cessRate: 4,
};

const SUMMARY =
  'New regime: 5% to 30% above ₹4 lakh in steps of ₹4 lakh, a ₹75,000 standard deduction, no tax up to ₹12 lakh (87A rebate). Old regime: 5%, 20% and 30% above ₹2.5 lakh, a ₹50,000 standard deduction. Surcharge above ₹50 lakh; 4% cess.';

/** The years offered, and the day each begins. */
const TAX_YEAR_STARTS = { '2025-26': '2025-04-01', '2026-27': '2026-04-01' } as const;
type TaxYear = keyof typeof TAX_YEAR_STARTS;

/** Each year's rules, by the day the year begins. */
export const TAX_RULES: RuleTable<TaxRules> = [
  {
    from: TAX_YEAR_STARTS['2025-26'],
    title: 'FY 2025-26 (AY 2026-27)',
    summary: SUMMARY,
    change:
      'New-regime slabs in steps of ₹4 lakh, and its rebate up to ₹60,000 to ₹12 lakh (was ₹25,000 to ₹7 lakh)',
    reference:
      'Finance Act, 2025 (sections 115BAC and 87A); Budget 2025-26 speech, 1 February 2025',
    source:
      'Income Tax Department (incometaxindia.gov.in) and the Budget speech (indiabudget.gov.in)',
    rules: FINANCE_ACT_2025,
  },
  {
    from: TAX_YEAR_STARTS['2026-27'],
    title: 'Tax year 2026-27',
    summary: SUMMARY,
    change:
      'The Income-tax Act, 2025 replaced the 1961 Act and calls the year a tax year; the Budget 2026-27 kept every rate, rebate and deduction',
    reference: 'Income-tax Act, 2025; Budget 2026-27 speech, 1 February 2026',
    source:
      'Income Tax Department (incometaxindia.gov.in) and the Budget speech (indiabudget.gov.in)',
    rules: FINANCE_ACT_2025,
  },
];

/** The rules of a year. */
function rulesOf(year: TaxYear): TaxRules {
  return ruleOn(TAX_RULES, TAX_YEAR_STARTS[year])!.rules;
}

/** A year as the page names it in sentences: 'FY 2025-26', 'tax year 2026-27'. */
function yearName(year: TaxYear): string {
  return year === '2025-26' ? 'FY 2025-26' : `tax year ${year}`;
}

function oldSlabs(age: Age, rules: TaxRules): Slabs {
  const exemption = rules.oldExemption[age];
  return [
    [0, 0],
    ...(exemption < 5 * LAKH ? [[exemption, 5] as const] : []),
    [5 * LAKH, 20],
    [10 * LAKH, 30],
  ];
}

const toRupee = (value: Big) => value.round(0, Big.roundHalfUp);

/** Tax on `income` by these slabs, to the rupee. */
function slabTax(income: Big, slabs: Slabs): Big {
  let tax = decimal(0);
  slabs.forEach(([from, rate], i) => {
    const to = slabs[i + 1]?.[0];
    if (income.lte(from)) return;
    const top = to === undefined || income.lt(to) ? income : decimal(to);
    tax = tax.plus(top.minus(from).times(rate).div(100));
  });
  return toRupee(tax);
}

export interface RegimeTax {
  /** Total income after deductions. */
  taxable: number;
  /** Tax on the slabs, before the rebate. */
  slabTax: number;
  /** The section 87A rebate, marginal relief included (new regime). */
  rebate: number;
  /** Surcharge, after marginal relief. */
  surcharge: number;
  cess: number;
  /** Income tax + surcharge, before cess. */
  beforeCess: number;
  total: number;
}

/**
 * The tax of one regime on a total income (`taxable`, in rupees), by a year's rules (FY 2025-26's
 * unless told).
 */
export function regimeTax(
  taxableIncome: number,
  regime: Regime,
  age: Age,
  rules: TaxRules = FINANCE_ACT_2025,
): RegimeTax {
  const taxable = decimal(taxableIncome);
  const slabs = regime === 'new' ? rules.newSlabs : oldSlabs(age, rules);
  const onSlabs = slabTax(taxable, slabs);
  const { limit, upTo } = rules.rebate[regime];
  let rebate = decimal(0);
  if (taxable.lte(limit)) {
    rebate = onSlabs.lt(upTo) ? onSlabs : decimal(upTo);
  } else if (regime === 'new') {
    // Marginal relief: the tax may not exceed the income above the limit (₹12 lakh).
    const excess = taxable.minus(limit);
    if (onSlabs.gt(excess)) rebate = toRupee(onSlabs.minus(excess));
  }
  const tax = onSlabs.minus(rebate);
  // Surcharge at the rate of the highest threshold crossed, with marginal relief: tax and
  // surcharge may exceed those on an income of that threshold by no more than the income above it.
  let surcharge = decimal(0);
  const bands = rules.surcharge[regime];
  const band = bands.findLastIndex(([threshold]) => taxable.gt(threshold));
  if (band >= 0) {
    const [threshold, rate] = bands[band]!;
    const belowRate = bands[band - 1]?.[1] ?? 0;
    const full = tax.times(rate).div(100);
    const atThreshold = slabTax(decimal(threshold), slabs)
      .times(100 + belowRate)
      .div(100);
    const cap = atThreshold.plus(taxable.minus(threshold)).minus(tax);
    surcharge = toRupee(full.lt(cap) ? full : cap.gt(0) ? cap : decimal(0));
  }
  const beforeCess = tax.plus(surcharge);
  const cess = toRupee(beforeCess.times(rules.cessRate).div(100));
  return {
    taxable: taxable.toNumber(),
    slabTax: onSlabs.toNumber(),
    rebate: rebate.toNumber(),
    surcharge: surcharge.toNumber(),
    cess: cess.toNumber(),
    beforeCess: beforeCess.toNumber(),
    total: beforeCess.plus(cess).toNumber(),
  };
}

const rupees = (value: number) => formatMoney(value, 'INR', 0);

const amountField = (label: string, fallback: string, noun: string, max: number, maxText: string) =>
  ({
    kind: 'money',
    label,
    default: fallback,
    min: 0,
    max,
    blankValue: 0,
    messages: {
      required: `Enter the ${noun} (0 if none)`,
      min: `The ${noun} cannot be negative`,
      max: `The ${noun} can be at most ${maxText}`,
    },
  }) as const;

const fields = {
  taxYear: {
    kind: 'choice',
    label: 'Tax year',
    default: '2025-26',
    options: [
      { value: '2025-26', label: 'FY 2025-26 (AY 2026-27)' },
      { value: '2026-27', label: 'Tax year 2026-27' },
    ],
    starts: TAX_YEAR_STARTS,
  },
  age: {
    kind: 'choice',
    label: 'Your age in the year',
    default: 'below-60',
    help: 'Age changes only the old regime’s slabs.',
    options: [
      { value: 'below-60', label: 'Below 60' },
      { value: '60-79', label: '60 to 79 (senior citizen)' },
      { value: '80-plus', label: '80 or older (super senior citizen)' },
    ],
  },
  salary: {
    ...amountField('Gross salary or pension (a year)', '1500000', 'salary', 1e10, '₹1,000 crore'),
    help: 'Before the standard deduction and any exemption.',
  },
  otherIncome: {
    ...amountField('Other income (a year)', '0', 'other income', 1e10, '₹1,000 crore'),
    help: 'Interest, net rent, business profit: income taxed at slab rates.',
  },
  hraExemption: {
    ...amountField('Old regime: HRA exemption', '0', 'HRA exemption', 1e10, '₹1,000 crore'),
    help: 'The exempt part of your HRA, section 10(13A); the HRA calculator works it out.',
  },
  section80C: {
    ...amountField('Old regime: section 80C', '150000', '80C deduction', 150_000, '₹1,50,000'),
    help: 'PF, PPF, ELSS, life insurance, tuition fees, home-loan principal: up to ₹1,50,000.',
  },
  section80D: {
    ...amountField(
      'Old regime: section 80D',
      '25000',
      '80D deduction',
      100_000,
      '₹1,00,000 (₹50,000 for you and ₹50,000 for senior-citizen parents)',
    ),
    help: 'Health insurance: up to ₹25,000 for you and ₹25,000 for parents, ₹50,000 each for senior citizens.',
  },
  homeLoanInterest: {
    ...amountField(
      'Old regime: home-loan interest, 24(b)',
      '0',
      'home-loan interest',
      200_000,
      '₹2,00,000 for a home you live in',
    ),
    help: 'Interest on a loan for a home you live in: up to ₹2,00,000.',
  },
  otherDeductions: {
    ...amountField('Old regime: other deductions', '0', 'other deductions', 1e10, '₹1,000 crore'),
    help: 'NPS 80CCD(1B) up to ₹50,000, 80E, 80G, 80TTA, professional tax…',
  },
} as const;

type TaxValues = Values<typeof fields>;

/** Both regimes' tax for these values. */
export function taxesOf(v: TaxValues): { new: RegimeTax; old: RegimeTax } {
  const rules = rulesOf(v.taxYear);
  const salary = decimal(v.salary);
  const other = decimal(v.otherIncome);
  const deduction = (regime: Regime) =>
    salary.lt(rules.standardDeduction[regime]) ? salary : decimal(rules.standardDeduction[regime]);
  const newTaxable = salary.minus(deduction('new')).plus(other);
  // Old regime: salary less the HRA exemption and the standard deduction, other income, less
  // the loss on a home you live in (its interest), then the Chapter VI-A deductions.
  const salaryIncome = salary.minus(v.hraExemption).minus(deduction('old'));
  const gross = (salaryIncome.gt(0) ? salaryIncome : decimal(0))
    .plus(other)
    .minus(v.homeLoanInterest);
  const oldTaxable = gross.minus(v.section80C).minus(v.section80D).minus(v.otherDeductions);
  return {
    new: regimeTax(newTaxable.toNumber(), 'new', v.age, rules),
    old: regimeTax(oldTaxable.gt(0) ? oldTaxable.toNumber() : 0, 'old', v.age, rules),
  };
}

/** One regime's figures in a line. */
function line(tax: RegimeTax): string {
  const parts = [
    `taxable ${rupees(tax.taxable)}`,
    `tax on slabs ${rupees(tax.slabTax)}`,
    `87A rebate ${rupees(tax.rebate)}`,
  ];
  if (tax.surcharge > 0) parts.push(`surcharge ${rupees(tax.surcharge)}`);
  parts.push(`cess ${rupees(tax.cess)}`);
  return parts.join(' · ');
}

/** How one regime's tax is made, in steps. */
function regimeSteps(name: string, tax: RegimeTax, limit: number, cessRate: number): string[] {
  const steps = [`${name}: tax on the slabs of ${rupees(tax.taxable)} = ${rupees(tax.slabTax)}`];
  if (tax.rebate > 0) {
    steps.push(
      tax.taxable <= limit
        ? `${name}: section 87A rebate (total income up to ${rupees(limit)}) = ${rupees(tax.rebate)}`
        : `${name}: marginal relief under 87A, so tax is no more than the income above ${rupees(limit)}: ${rupees(tax.rebate)}`,
    );
  }
  if (tax.surcharge > 0) {
    steps.push(
      `${name}: surcharge (income above ₹50 lakh, after marginal relief) = ${rupees(tax.surcharge)}`,
    );
  }
  steps.push(
    `${name}: cess = ${cessRate}% × ${rupees(tax.beforeCess)} = ${rupees(tax.cess)}; tax payable = ${rupees(tax.beforeCess)} + ${rupees(tax.cess)} = ${rupees(tax.total)}`,
  );
  return steps;
}

export default defineCalculator({
  slug: 'income-tax-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: TAX_RULES, field: 'taxYear' },
  validate: (v) =>
    v.hraExemption > v.salary
      ? { hraExemption: 'The HRA exemption cannot be more than your salary' }
      : {},
  outputs: {
    newTax: { label: 'New regime: tax payable', format: 'money', emphasis: true },
    oldTax: { label: 'Old regime: tax payable', format: 'money', emphasis: true },
    saving: { label: 'Saved by the lower regime', format: 'money' },
    newTaxable: { label: 'New regime: taxable income', format: 'money' },
    newBeforeCess: { label: 'New regime: tax before cess', format: 'money' },
    oldTaxable: { label: 'Old regime: taxable income', format: 'money' },
    oldBeforeCess: { label: 'Old regime: tax before cess', format: 'money' },
  },
  compute(v) {
    const taxes = taxesOf(v);
    return {
      newTax: taxes.new.total,
      oldTax: taxes.old.total,
      saving: Math.abs(taxes.new.total - taxes.old.total),
      newTaxable: taxes.new.taxable,
      newBeforeCess: taxes.new.beforeCess,
      oldTaxable: taxes.old.taxable,
      oldBeforeCess: taxes.old.beforeCess,
    };
  },
  summary(v, r) {
    const difference = rupees(r.saving);
    const year = yearName(v.taxYear);
    if (r.newTax === r.oldTax) {
      return `For ${year} both regimes come to ${rupees(r.newTax)}.`;
    }
    const lower = r.newTax < r.oldTax ? 'new' : 'old';
    return `For ${year} the ${lower} regime is lower, by ${difference}: ${rupees(r.newTax)} in the new regime against ${rupees(r.oldTax)} in the old.`;
  },
  facts(v) {
    const taxes = taxesOf(v);
    const old = Math.min(v.salary, rulesOf(v.taxYear).standardDeduction.old);
    return [
      { label: 'New regime', text: line(taxes.new) },
      { label: 'Old regime', text: line(taxes.old) },
      {
        label: 'Old regime deductions',
        text:
          `standard ${rupees(old)} · HRA ${rupees(v.hraExemption)} · 80C ${rupees(v.section80C)} · ` +
          `80D ${rupees(v.section80D)} · home-loan interest ${rupees(v.homeLoanInterest)} · ` +
          `other ${rupees(v.otherDeductions)}`,
      },
    ];
  },
  steps(v) {
    const taxes = taxesOf(v);
    const rules = rulesOf(v.taxYear);
    const newDeduction = Math.min(v.salary, rules.standardDeduction.new);
    const oldDeduction = Math.min(v.salary, rules.standardDeduction.old);
    // The old regime's sum as written; below ₹0 (or with a salary below its deductions) it is not
    // the taxable income, and the step says so.
    const oldSum = decimal(v.salary)
      .minus(v.hraExemption)
      .minus(oldDeduction)
      .plus(v.otherIncome)
      .minus(v.homeLoanInterest)
      .minus(v.section80C)
      .minus(v.section80D)
      .minus(v.otherDeductions);
    return [
      `New regime: taxable income = salary − standard deduction + other income = ${rupees(v.salary)} − ${rupees(newDeduction)} + ${rupees(v.otherIncome)} = ${rupees(taxes.new.taxable)}`,
      ...regimeSteps('New regime', taxes.new, rules.rebate.new.limit, rules.cessRate),
      `Old regime: taxable income = salary − HRA exemption − standard deduction + other income − home-loan interest − 80C − 80D − other deductions = ${rupees(v.salary)} − ${rupees(v.hraExemption)} − ${rupees(oldDeduction)} + ${rupees(v.otherIncome)} − ${rupees(v.homeLoanInterest)} − ${rupees(v.section80C)} − ${rupees(v.section80D)} − ${rupees(v.otherDeductions)} ${oldSum.eq(taxes.old.taxable) ? `= ${rupees(taxes.old.taxable)}` : `= ${rupees(oldSum.toNumber())}, taken as ${rupees(taxes.old.taxable)}: neither the salary after its deductions nor the taxable income goes below ₹0`}`,
      ...regimeSteps('Old regime', taxes.old, rules.rebate.old.limit, rules.cessRate),
    ];
  },
  dataTable: {
    caption:
      'Slab rates for FY 2025-26 and tax year 2026-27 (Finance Act 2025, kept by the Budget 2026-27)',
    columns: ['Taxable income', 'New regime', 'Old, below 60', 'Old, 60 to 79', 'Old, 80 or older'],
    rows: [
      ['Up to ₹2,50,000', '0%', '0%', '0%', '0%'],
      ['₹2,50,001 – ₹3,00,000', '0%', '5%', '0%', '0%'],
      ['₹3,00,001 – ₹4,00,000', '0%', '5%', '5%', '0%'],
      ['₹4,00,001 – ₹5,00,000', '5%', '5%', '5%', '0%'],
      ['₹5,00,001 – ₹8,00,000', '5%', '20%', '20%', '20%'],
      ['₹8,00,001 – ₹10,00,000', '10%', '20%', '20%', '20%'],
      ['₹10,00,001 – ₹12,00,000', '10%', '30%', '30%', '30%'],
      ['₹12,00,001 – ₹16,00,000', '15%', '30%', '30%', '30%'],
      ['₹16,00,001 – ₹20,00,000', '20%', '30%', '30%', '30%'],
      ['₹20,00,001 – ₹24,00,000', '25%', '30%', '30%', '30%'],
      ['Above ₹24,00,000', '30%', '30%', '30%', '30%'],
    ],
  },
  notes: [
    'An estimate for a resident individual for FY 2025-26 (AY 2026-27) or tax year 2026-27, not tax advice. It covers income taxed at slab rates only: capital gains taxed at special rates, and deductions such as the employer’s NPS contribution (80CCD(2), allowed in both regimes), are left out. Income-tax returns round total income and tax to the nearest ₹10 (sections 288A and 288B of the 1961 Act), so they may differ by a few rupees.',
  ],
  about: [
    'The new regime is the default from FY 2025-26 under the Finance Act 2025: nil tax up to ₹4 lakh, then 5% to ₹8 lakh, 10% to ₹12 lakh, 15% to ₹16 lakh, 20% to ₹20 lakh, 25% to ₹24 lakh and 30% above. Salary and pension get a ₹75,000 standard deduction; most other exemptions and deductions are not allowed. A section 87A rebate of up to ₹60,000 clears the tax on a total income up to ₹12 lakh (₹12.75 lakh of salary). Just above ₹12 lakh, marginal relief keeps the tax no higher than the income above ₹12 lakh.',
    'The old regime keeps its slabs: nil up to ₹2.5 lakh (₹3 lakh from 60 to 79, ₹5 lakh from 80), 5% to ₹5 lakh, 20% to ₹10 lakh and 30% above. It allows a ₹50,000 standard deduction, the HRA exemption, section 80C (up to ₹1.5 lakh), 80D, home-loan interest under 24(b) (up to ₹2 lakh for a home you live in) and the other deductions you enter; its 87A rebate, up to ₹12,500, clears the tax on a total income up to ₹5 lakh.',
    'Both regimes: a surcharge of 10% of the tax above ₹50 lakh, 15% above ₹1 crore and 25% above ₹2 crore (37% above ₹5 crore in the old regime only), with marginal relief at each threshold; then a 4% health and education cess on tax and surcharge. Each amount is rounded half-up to the rupee.',
    'Tax year 2026-27: from 1 April 2026 the Income-tax Act, 2025 replaces the 1961 Act and calls the year a tax year, and the Budget 2026-27 kept every figure above. The new Act renumbers the sections; this page uses the 1961 Act’s numbers (87A, 80C, 80D, 24(b)). The year starts at the one of today’s date.',
    'Sources: the Finance Act 2025 and the Budget 2025-26 speech (its table of tax at each income), the Income Tax Department’s slab rates for AY 2026-27, the Income-tax Act, 2025, the Budget 2026-27 speech, and ClearTax’s worked examples.',
  ],
  faq: [
    {
      question: 'Is a salary of ₹12.75 lakh tax-free in the new regime?',
      answer:
        'Yes. After the ₹75,000 standard deduction the total income is ₹12 lakh; the slab tax on it, ₹60,000, is cancelled by the 87A rebate. Income other than salary gets no standard deduction, so the nil-tax limit for it is ₹12 lakh.',
    },
    {
      question: 'What is marginal relief?',
      answer:
        'Just above ₹12 lakh the full slab tax would take more than the extra income: on ₹12.1 lakh it is ₹61,500. Marginal relief caps the tax at the income above ₹12 lakh, here ₹10,000 plus cess. The same idea applies to the surcharge above ₹50 lakh, ₹1 crore and ₹2 crore.',
    },
    {
      question: 'Which regime should I choose?',
      answer:
        'The one with the lower tax for your numbers: the calculator shows both. The old regime wins only with large deductions, such as HRA, a home loan and full 80C and 80D. Salaried people may choose each year; those with business income may switch back only once.',
    },
    {
      question: 'FY 2025-26 or tax year 2026-27: which should I pick?',
      answer:
        'The year the income is earned in. Income from April 2025 to March 2026 is FY 2025-26 (assessed in AY 2026-27, returns filed in 2026); income from April 2026 to March 2027 is tax year 2026-27 under the Income-tax Act, 2025. The Budget 2026-27 kept the slabs, rebates and deductions, so the tax on the same income is the same in both.',
    },
    {
      question: 'Does my age matter?',
      answer:
        'Only in the old regime, where senior citizens (60 to 79) pay nothing up to ₹3 lakh and super senior citizens (80 or older) nothing up to ₹5 lakh. The new regime’s slabs are the same for all ages.',
    },
  ],
  references: [
    {
      source:
        'ClearTax, "How to save tax for a salary of 13 lakhs" (Finance Act 2025): salary income up to ₹12.75 lakh has nil tax in the new regime (cleartax.in/s/how-to-save-tax-for-salary-above-13-lakhs)',
      inputs: { taxYear: '2025-26', salary: '1275000', otherIncome: '0' },
      expected: { newTaxable: 1200000, newTax: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Inshorts / Business Standard, marginal relief under the new regime: on ₹12.10 lakh the tax of ₹61,500 is cut by ₹51,500 of marginal relief to ₹10,000 (inshorts.com; business-standard.com, 5 Feb 2025)',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '1210000' },
      expected: { newBeforeCess: 10000 },
      tolerance: 0.5,
    },
    {
      source:
        'Budget 2025-26 speech, annexure table of tax under the proposed new-regime rates (as reproduced by HelloBanker, hellobanker.in/income-tax-calculator): ₹16 lakh of income, ₹1,20,000',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '1600000' },
      expected: { newBeforeCess: 120000 },
      tolerance: 0.5,
    },
    {
      source: 'Budget 2025-26 speech table (as above): ₹20 lakh, ₹2,00,000',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '2000000' },
      expected: { newBeforeCess: 200000 },
      tolerance: 0.5,
    },
    {
      source: 'Budget 2025-26 speech table (as above): ₹13 lakh, ₹75,000, no rebate',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '1300000' },
      expected: { newBeforeCess: 75000 },
      tolerance: 0.5,
    },
    {
      source: 'Budget 2025-26 speech table (as above): ₹24 lakh, ₹3,00,000',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '2400000' },
      expected: { newBeforeCess: 300000 },
      tolerance: 0.5,
    },
    {
      source:
        'Budget 2025-26 speech table (as above): ₹50 lakh, ₹10,80,000 (no surcharge at ₹50 lakh)',
      inputs: { taxYear: '2025-26', salary: '0', otherIncome: '5000000' },
      expected: { newBeforeCess: 1080000 },
      tolerance: 0.5,
    },
    {
      source:
        'TaxGuru, "Applicability of marginal relief under new regime as well as old tax regime": an old-regime total income of ₹50,90,000 pays ₹13,39,500 plus ₹63,000 of surcharge after marginal relief, ₹14,02,500 before cess (taxguru.in/income-tax/applicability-marginal-relief-regime-tax-regime.html)',
      inputs: {
        taxYear: '2025-26',
        salary: '0',
        otherIncome: '5090000',
        section80C: '0',
        section80D: '0',
      },
      expected: { oldTaxable: 5090000, oldBeforeCess: 1402500 },
      tolerance: 0.5,
    },
    {
      source:
        'Livemint, "Budget 2019: income tax exemption limit…" (old-regime 87A rebate of ₹12,500, still in force): a gross income of ₹6.5 lakh less ₹1.5 lakh under 80C leaves ₹5 lakh, on which ₹12,500 of tax is fully rebated (livemint.com)',
      inputs: {
        taxYear: '2025-26',
        salary: '0',
        otherIncome: '650000',
        section80C: '150000',
        section80D: '0',
      },
      expected: { oldTaxable: 500000, oldBeforeCess: 0, oldTax: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Oorja Shakti, "Union Budget 2026: No Changes in Income Tax Slabs" (FY 2026-27): the standard deduction and the 87A rebate make a salary up to ₹12.75 lakh tax-free in the new regime (oorjashakti.com/blog/union-budget-2026-no-changes-in-income-tax-slabs-key-highlights-for-taxpayers)',
      inputs: { taxYear: '2026-27', salary: '1275000', otherIncome: '0' },
      expected: { newTaxable: 1200000, newTax: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Budget 2025-26 speech table (as above), whose new-regime slabs the Budget 2026-27 kept (Inshorts, "No changes in personal income tax slabs or rates in Budget 2026", inshorts.com): ₹16 lakh in tax year 2026-27, ₹1,20,000',
      inputs: { taxYear: '2026-27', salary: '0', otherIncome: '1600000' },
      expected: { newBeforeCess: 120000 },
      tolerance: 0.5,
    },
    {
      source:
        'Budget 2025-26 speech table, slabs kept by the Budget 2026-27 (as above): ₹24 lakh in tax year 2026-27, ₹3,00,000',
      inputs: { taxYear: '2026-27', salary: '0', otherIncome: '2400000' },
      expected: { newBeforeCess: 300000 },
      tolerance: 0.5,
    },
  ],
});
