import { formatCount, formatPlain } from '../domain/format.ts';
import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 31,
  name: 'Gratuity Calculator',
  description:
    'Estimate the gratuity due when you leave a job, from your last drawn salary and years of service.',
  category: 'finance',
  icon: 'briefcase',
  iconBg: 'yellow',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: ['epf-calculator', 'income-tax-calculator', 'retirement-calculator'],
  group: 'Tax and pay',
  keywords: 'gratuity payment of gratuity act employee',
} satisfies CalculatorRecord;

// Gratuity in India. Covered by the Payment of Gratuity Act, 1972 (section 4), and from
// 21 November 2025 by the Code on Social Security, 2020 (section 53), which kept its formula: 15
// days' wages for each completed year of service or part of a year over six months, a day's wage
// being the monthly wages ÷ 26: gratuity = wages × 15 × years ÷ 26. The Code's wages (section
// 2(88)) are basic pay, DA and retaining allowance, plus whatever the payments it excludes (HRA,
// conveyance, bonus, commission, overtime and the like, but not gratuity or retrenchment
// compensation) come to above half of all remuneration, as the Ministry of Labour's FAQs on the
// Labour Codes put it: wages = basic + DA + max(0, allowances − 50% × all remuneration). Without
// gratuity or retrenchment compensation in the pay, that is the larger of basic + DA and half of
// all pay. The Code also lets a fixed-term employee qualify after one year rather than five. Not
// covered (income-tax section 10(10)(iii)): half a month's average salary for each completed
// year, fractions ignored: salary × 15 × years ÷ 30. Tax-free up to ₹20 lakh for a private-sector
// employee.

const rupees = (value: number) => formatMoney(value, 'INR');

/** The most gratuity that is tax-free (section 10(10)) and that the law requires, ₹20 lakh. */
export const TAX_FREE_LIMIT = 2_000_000;

/** The rules of gratuity under the law of a period. */
interface GratuityRules {
  /** Wages are at least this share (%) of all remuneration; 0 where basic + DA is the wage. */
  wagesFloor: number;
  /** Years of continuous service after which gratuity is due on leaving. */
  years: number;
  /** The same for a fixed-term employee. */
  fixedTermYears: number;
  /** The most the law requires an employer to pay. */
  ceiling: number;
}

const LABOUR_MINISTRY = 'Ministry of Labour and Employment (labour.gov.in)';

export const GRATUITY_RULES: RuleTable<GratuityRules> = [
  {
    from: '2018-03-29',
    title: 'Payment of Gratuity Act, 1972',
    summary:
      '15 days’ wages (basic + DA) for each year of service, a month taken as 26 working days; due after five years of continuous service; at most ₹20 lakh.',
    change: 'The ceiling on gratuity rose from ₹10 lakh to ₹20 lakh',
    reference: 'Payment of Gratuity (Amendment) Act, 2018',
    source: LABOUR_MINISTRY,
    rules: { wagesFloor: 0, years: 5, fixedTermYears: 5, ceiling: 2_000_000 },
  },
  {
    from: '2025-11-21',
    title: 'Code on Social Security, 2020',
    summary:
      'The same 15 days’ wages for each year (÷ 26), but allowances above half of all remuneration are added back to wages; fixed-term employees qualify after one year, others after five; at most ₹20 lakh.',
    change:
      'The Code on Social Security, 2020 replaced the Act: fixed-term employees qualify after one year, and allowances above half of all pay are added back to wages',
    reference: 'Code on Social Security, 2020, sections 2(88) and 53',
    source: LABOUR_MINISTRY,
    rules: { wagesFloor: 50, years: 5, fixedTermYears: 1, ceiling: 2_000_000 },
  },
];

const fields = {
  covered: {
    kind: 'choice',
    label: 'Your employer is',
    default: 'covered',
    display: 'radio',
    options: [
      { value: 'covered', label: 'Covered by the gratuity law (15/26)' },
      { value: 'not-covered', label: 'Not covered (15/30)' },
    ],
    help: 'The law covers shops and firms with 10 or more employees on any day in the last year.',
  },
  salary: {
    kind: 'money',
    label: 'Last drawn basic salary + DA (a month)',
    default: '50000',
    min: 0,
    minExclusive: true,
    max: 1e9,
    help: 'Not covered by the law: the average basic + DA of the last 10 months.',
    messages: {
      required: 'Enter your monthly basic salary plus DA',
      min: 'The salary must be more than ₹0',
      max: 'The salary can be at most ₹100 crore a month',
    },
  },
  years: {
    kind: 'integer',
    label: 'Years of service',
    unit: 'years',
    default: '10',
    min: 0,
    max: 60,
    messages: {
      required: 'Enter the completed years of service',
      min: 'The years cannot be negative',
      max: 'The years of service can be at most 60',
      invalid: 'Enter whole years; put the rest in months',
    },
  },
  months: {
    kind: 'integer',
    label: 'And months',
    unit: 'months',
    default: '0',
    min: 0,
    max: 11,
    blankValue: 0,
    sameRow: true,
    help: 'Months beyond the whole years, 0 to 11.',
    messages: {
      required: 'Enter the months beyond whole years (0 if none)',
      min: 'The months cannot be negative',
      max: 'Enter 0 to 11 months; 12 months is a year',
      invalid: 'Enter a whole number of months',
    },
  },
  employment: {
    kind: 'choice',
    label: 'Employment',
    default: 'permanent',
    display: 'radio',
    options: [
      { value: 'permanent', label: 'Permanent' },
      { value: 'fixed-term', label: 'Fixed-term (a contract with an end date)' },
    ],
  },
  remuneration: {
    kind: 'money',
    label: 'All your pay (a month, optional)',
    default: '',
    min: 0,
    max: 1e9,
    blankValue: 0,
    placeholder: '0',
    help: 'Basic, DA and every allowance. From 21 November 2025 the allowances above half of it count as wages too.',
    messages: {
      required: 'Enter all your monthly pay, or leave it blank',
      min: 'Your pay cannot be negative',
      max: 'Your pay can be at most ₹100 crore a month',
    },
  },
  excluded: {
    kind: 'money',
    label: 'Of which gratuity and retrenchment compensation (optional)',
    default: '',
    min: 0,
    max: 1e9,
    blankValue: 0,
    placeholder: '0',
    help: 'Part of all your pay (a gratuity share in a CTC, say), but never added back to wages.',
    noun: 'gratuity and retrenchment compensation',
    messages: {
      required: 'Enter the gratuity and retrenchment compensation in your pay, or leave it blank',
      min: 'The amount cannot be negative',
      max: 'The amount can be at most ₹100 crore a month',
    },
  },
  leaving: {
    kind: 'date',
    label: 'Date of leaving',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rules in force on this day apply.',
    invalid: 'Enter a valid date of leaving.',
  },
} as const;

type GratuityValues = Values<typeof fields>;

/** The years the formula counts: over six months rounds up when covered, else only whole years. */
export function yearsCounted(v: Pick<GratuityValues, 'covered' | 'years' | 'months'>): number {
  return v.covered === 'covered' && v.months > 6 ? v.years + 1 : v.years;
}

/** The rules in force on the day of leaving. */
function rulesOf(v: Pick<GratuityValues, 'leaving'>): GratuityRules {
  return ruleOn(GRATUITY_RULES, v.leaving)!.rules;
}

/**
 * The monthly wages gratuity is worked on, where the employer is covered and the law sets a share
 * (the Code's half): basic + DA plus the allowances above that share of all pay, the allowances
 * being all pay less basic + DA and less any gratuity and retrenchment compensation in it (these
 * count in all pay but are never added back). Otherwise basic + DA.
 */
export function wagesOf(v: GratuityValues): number {
  const share = rulesOf(v).wagesFloor;
  if (v.covered !== 'covered' || share === 0) return v.salary;
  const all = decimal(v.remuneration);
  const allowances = all.minus(v.salary).minus(v.excluded);
  const excess = allowances.minus(all.times(share).div(100));
  return excess.gt(0) ? roundToCents(excess.plus(v.salary)).toNumber() : v.salary;
}

export default defineCalculator({
  slug: 'gratuity-calculator',
  currency: 'INR',
  fields,
  rules: { table: GRATUITY_RULES, field: 'leaving' },
  validate(v) {
    if (v.years === 0 && v.months === 0) return { years: 'Enter the length of your service' };
    if (v.remuneration > 0 && v.remuneration < v.salary) {
      return { remuneration: 'All your pay cannot be less than your basic salary + DA' };
    }
    if (v.excluded > 0 && v.excluded > v.remuneration - v.salary) {
      return {
        excluded:
          'This is part of all your pay: it cannot be more than all your pay less basic + DA',
      };
    }
    return {};
  },
  outputs: {
    gratuity: { label: 'Gratuity', format: 'money' },
    countedYears: { label: 'Years counted', format: 'integer' },
    wages: { label: 'Wages counted (a month)', format: 'money' },
    taxFree: { label: 'Tax-free part', format: 'money' },
    taxable: { label: 'Taxable part', format: 'money' },
  },
  // The wages are worth showing only where the allowances above half of all pay raised them.
  hiddenOutputs: (v) => (wagesOf(v) === v.salary ? ['wages'] : []),
  compute(v) {
    const counted = yearsCounted(v);
    const divisor = v.covered === 'covered' ? 26 : 30;
    const wages = wagesOf(v);
    const gratuity = roundToCents(decimal(wages).times(15).times(counted).div(divisor));
    const taxFree = gratuity.gt(TAX_FREE_LIMIT) ? decimal(TAX_FREE_LIMIT) : gratuity;
    return {
      gratuity: gratuity.toNumber(),
      countedYears: counted,
      wages,
      taxFree: taxFree.toNumber(),
      taxable: gratuity.minus(taxFree).toNumber(),
    };
  },
  summary: (_v, r) =>
    `${formatCount(r.countedYears, 'years')} counted at 15 days’ wages each: ${rupees(r.gratuity)}.`,
  facts(v, r) {
    const rules = rulesOf(v);
    const service = v.years + v.months / 12;
    const fixedTerm = v.employment === 'fixed-term';
    const needed = fixedTerm ? rules.fixedTermYears : rules.years;
    const facts = [
      {
        label: 'Eligibility',
        text:
          service >= rules.years
            ? 'Five or more years of continuous service: gratuity is due on leaving, retiring or resigning'
            : service >= needed
              ? 'A fixed-term employee with a year or more of continuous service: gratuity is due when the contract ends or you leave (Code on Social Security, from 21 November 2025)'
              : rules.fixedTermYears < rules.years
                ? 'Under five years: gratuity is due only on death or disablement, or to a fixed-term employee after one year'
                : 'Under five years: gratuity is due only on death or disablement (fixed-term employees too, before 21 November 2025)',
      },
    ];
    if (r.gratuity > rules.ceiling) {
      facts.push({
        label: 'The ₹20 lakh limit',
        text: 'Only ₹20,00,000 is tax-free, and it is also the most the law requires an employer to pay; anything more is up to your employer and taxed as salary',
      });
    }
    return facts;
  },
  notes: [
    'An estimate. Gratuity paid to central and state government employees is wholly tax-free. Since 21 November 2025 the Code on Social Security, 2020 has replaced the Payment of Gratuity Act, 1972: the formula is the same, but fixed-term employees qualify after one year, and the allowances above half of all your pay count as wages (enter all your pay to apply it). Check the figure your employer uses.',
  ],
  steps(v, r) {
    const covered = v.covered === 'covered';
    const divisor = covered ? 26 : 30;
    const rounding = covered
      ? v.months > 6
        ? `${formatPlain(v.months)} months is over six months, so it counts as a year`
        : v.months > 0
          ? `${formatCount(v.months, 'months')} is not over six months, so it is left out`
          : 'no part year'
      : v.months > 0
        ? 'part years are left out when not covered by the law'
        : 'no part year';
    const raised = r.wages !== v.salary;
    return [
      `Service: ${formatCount(v.years, 'years')} ${formatCount(v.months, 'months')}; ${rounding}: ${formatCount(r.countedYears, 'years')} counted`,
      ...(raised
        ? [
            v.excluded > 0
              ? `Wages = basic + DA + the allowances above half of all pay = ${rupees(v.salary)} + (${rupees(v.remuneration)} − ${rupees(v.salary)} − ${rupees(v.excluded)} − 50% × ${rupees(v.remuneration)}) = ${rupees(r.wages)}`
              : `Wages = the larger of basic + DA and half of all pay = the larger of ${rupees(v.salary)} and 50% × ${rupees(v.remuneration)} = ${rupees(r.wages)}`,
          ]
        : []),
      `Gratuity = ${raised ? 'wages' : 'salary'} × 15 × years ÷ ${divisor} = ${rupees(r.wages)} × 15 × ${formatPlain(r.countedYears)} ÷ ${divisor} ≈ ${rupees(r.gratuity)}`,
      `Tax-free part = the smaller of the gratuity and ₹20,00,000 = ${rupees(r.taxFree)}; taxable part = ${rupees(r.taxable)}`,
    ];
  },
  about: [
    'Covered by the Payment of Gratuity Act, 1972: gratuity = last drawn monthly salary × 15 × years of service ÷ 26. Fifteen days’ wages are paid for each year, and a month is taken as 26 working days. A part year of more than six months counts as a whole year (6 months exactly does not). Salary is basic pay plus dearness allowance.',
    'From 21 November 2025 the Code on Social Security, 2020 (section 53) keeps this formula: 15 days’ wages for each year, a day’s wage being the monthly wages last drawn ÷ 26. It changes two things. Wages (section 2(88)) are basic pay, dearness allowance and retaining allowance, but where the payments the Code leaves out of wages (allowances such as HRA and conveyance, bonus, commission, overtime) come to more than half of all remuneration, the excess is added back to wages. As the Ministry of Labour’s FAQs on the Labour Codes say, this applies to the allowances except gratuity and retrenchment compensation, so wages = basic + DA + the allowances above half of all pay, the allowances being all pay less basic + DA and less any gratuity and retrenchment compensation in it. With no gratuity or retrenchment compensation in your pay, wages are simply the larger of basic + DA and half of all your pay. And a fixed-term employee qualifies after one year of continuous service instead of five. The date of leaving, today unless you enter another, picks the rules.',
    'Not covered by the law: gratuity = average monthly salary of the last 10 months × 15 × completed years ÷ 30 (income-tax section 10(10)(iii)); part years are ignored.',
    'Gratuity is due after five years of continuous service, on retiring, resigning or being laid off, and at any time on death or disablement. For a private-sector employee it is tax-free up to ₹20 lakh over a working life, the ceiling also set by the law; the rest is taxed as salary. Amounts are rounded half-up to the paisa.',
  ],
  faq: [
    {
      question: 'Why divide by 26?',
      answer:
        'The Act, and now the Code on Social Security, take a month as 26 working days (four Sundays off), so 15 days’ wages are monthly wages × 15 ÷ 26. Employers not covered by the law divide by 30.',
    },
    {
      question: 'Do 4 years and 7 months count as 5 years?',
      answer:
        'For the amount under the Act, yes: a part year over six months counts as a year. For eligibility, courts have held that 4 years and 240 days of work in the fifth year count as five years of continuous service, but employers differ; check with yours.',
    },
    {
      question: 'Is gratuity taxable?',
      answer:
        'Up to ₹20 lakh in all is tax-free for private-sector employees (section 10(10)); government employees’ gratuity is wholly exempt. Any excess is taxed as salary in the year you receive it.',
    },
  ],
  references: [
    {
      // The allowances, ₹40,000, are above half of all remuneration (₹38,000) by ₹2,000, which
      // is added back: 20,000 + 2,000. The gratuity and retrenchment compensation count in the
      // ₹76,000 but are not among the allowances. The service is not in the illustration.
      source:
        'Ministry of Labour and Employment, "FAQs on Labour Codes" (labour.gov.in/en/faqs-labour-codes): "If the allowances (except gratuity and retrenchment compensation) exceeds 50% of all remuneration, the excess amount shall be added back to wages"; worked figures as published by Inshorts, "How will PF & other benefits change if a person\'s salary crosses 50% limit under new rules?" (apparently the FAQs\' own illustration, question 7, whose text could not be consulted): ₹76,000 a month of which ₹20,000 basic pay + DA, ₹40,000 allowances and ₹16,000 gratuity and retrenchment compensation; the allowances exceed the 50% limit (₹38,000) by ₹2,000, so PF and gratuity are worked on ₹22,000 (inshorts.com/en/amp_news/how-will-pf---other-benefits-change-if-a-person-s-salary-crosses-50--limit-under-new-rules--1767195374372)',
      inputs: {
        leaving: '2026-01-01',
        covered: 'covered',
        salary: '20000',
        remuneration: '76000',
        excluded: '16000',
        years: '5',
        months: '0',
      },
      expected: { wages: 22000 },
      tolerance: 0.005,
    },
    {
      // Retired on 31 January 2015; the Act's 15/26 formula has not changed since, so the case is
      // worked under the Act's rules of this calculator (leaving before 21 November 2025).
      source:
        'Tax Management India (taxmanagementindia.com), income-tax manual "Salary – Gratuity – [Sec. 10(10)]" (10 August 2015), example: X, covered by the Payment of Gratuity Act, retires after 29 years 8 months on a monthly salary of ₹3,100; 30 years are counted, 15 days’ salary = 3,100 × 15/26 = 1,788.46, and ₹53,653.85 of the ₹62,000 received is exempt u/s 10(10)(ii) (taxmanagementindia.com/visitor/tmi_faq_details.asp?ID=86)',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '3100',
        years: '29',
        months: '8',
      },
      expected: { gratuity: 53653.85, countedYears: 30 },
      tolerance: 0.005,
    },
    {
      source:
        'Groww, Gratuity Calculator, "Gratuity Calculation Formula": G = n × b × 15/26; 5 years on a basic salary plus DA of Rs. 30,000 a month: "5*30000*15/26 = Rs. 86,538.46 as gratuity" (groww.in/calculators/gratuity-calculator)',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '30000',
        years: '5',
        months: '0',
      },
      expected: { gratuity: 86538.46 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation, "Gratuity calculation India examples", example 1: basic ₹15,000 + DA ₹3,000, 6 years: ₹62,307.69 (easycalculation.com/finance/gratuity-calculation-india-examples.php)',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '18000',
        years: '6',
        months: '0',
      },
      expected: { gratuity: 62307.69 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation (as above), example 2: basic ₹50,000 + DA ₹8,000, 5 years: ₹1,67,307.69',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '58000',
        years: '5',
        months: '0',
      },
      expected: { gratuity: 167307.69 },
      tolerance: 0.005,
    },
    {
      source:
        'EasyCalculation, "Learn gratuity calculation (India)": basic ₹25,000 + DA ₹2,000, 10 years: ₹1,55,769.23 (easycalculation.com/finance/learn-gratuity-calculation-india.php)',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '27000',
        years: '10',
        months: '0',
      },
      expected: { gratuity: 155769.23 },
      tolerance: 0.005,
    },
    {
      source:
        'CiteHR, gratuity question (worked example): 8 years 7 months on a last basic of ₹6,000 counts as 9 years: ₹31,154 (citehr.com/amp.php?t=148103)',
      inputs: {
        leaving: '2025-11-20',
        covered: 'covered',
        salary: '6000',
        years: '8',
        months: '7',
      },
      expected: { gratuity: 31154, countedYears: 9 },
      tolerance: 0.5,
    },
    {
      source:
        'India TV News, on gratuity under the new labour codes (25 November 2025): a salary of ₹1 lakh with a basic of ₹50,000, November 2020 to November 2025: 50,000 × 15/26 × 5 = ₹1,44,230 (indiatvnews.com/business/personal-finance/big-update-for-employees-you-are-now-available-for-gratuity-in-1-just-year-check-new-formula-2025-11-25-1019012)',
      inputs: {
        leaving: '2025-11-25',
        covered: 'covered',
        salary: '50000',
        remuneration: '100000',
        years: '5',
        months: '0',
      },
      expected: { gratuity: 144230 },
      tolerance: 1,
    },
    {
      source:
        'CiteHR, answer on gratuity under the wage code: total pay ₹1,00,000 with a basic of ₹35,000; the allowances above half, ₹15,000, are added back, so the wages for gratuity are ₹50,000 (citehr.com/amp.php?t=650286)',
      inputs: {
        leaving: '2025-12-01',
        covered: 'covered',
        salary: '35000',
        remuneration: '100000',
        years: '10',
        months: '0',
      },
      expected: { wages: 50000 },
      tolerance: 0.005,
    },
  ],
});
