import { ruleOn, type RuleTable } from '../../engine/datedRules.ts';
import { Big, decimal, roundToCents } from '../../engine/money.ts';

// US federal figures by tax year, shared by the US income tax, paycheck, 401(k) and Roth IRA
// calculators:
// - brackets and standard deductions: Rev. Proc. 2023-34 (2024), Rev. Proc. 2024-40 (2025) with
//   the One Big Beautiful Bill Act (P.L. 119-21, 4 July 2025) raising the 2025 standard deduction
//   to $15,750 / $31,500 / $23,625, and Rev. Proc. 2025-32 (2026);
// - the standard deduction built into Publication 15-T's annual percentage-method tables for
//   a 2020-or-later Form W-4 (the 2025 tables were issued before the OBBBA and kept $15,000 /
//   $30,000 / $22,500), and the Worksheet 1A line 1g amount ($12,900 married filing jointly,
//   $8,600 otherwise);
// - the Social Security wage base: SSA, $168,600 (2024), $176,100 (2025), $184,500 (2026);
// - 401(k) and IRA limits and Roth IRA phase-outs: IRS Notice 2023-75 (2024), Notice 2024-80
//   (2025) and Notice 2025-67 (2026).

export type FilingStatus =
  'single' | 'married-jointly' | 'married-separately' | 'head-of-household';
export type WithholdingStatus = 'single' | 'married-jointly' | 'head-of-household';
export type TaxYear = '2024' | '2025' | '2026';

export const FILING_STATUSES = [
  { value: 'single', label: 'Single' },
  { value: 'married-jointly', label: 'Married filing jointly' },
  { value: 'married-separately', label: 'Married filing separately' },
  { value: 'head-of-household', label: 'Head of household' },
] as const satisfies readonly { value: FilingStatus; label: string }[];

export const TAX_YEAR_OPTIONS = [
  { value: '2024', label: '2024' },
  { value: '2025', label: '2025' },
  { value: '2026', label: '2026' },
] as const satisfies readonly { value: TaxYear; label: string }[];

/** Each tax year begins on 1 January. */
export const TAX_YEAR_STARTS = {
  '2024': '2024-01-01',
  '2025': '2025-01-01',
  '2026': '2026-01-01',
} as const satisfies Record<TaxYear, string>;

/** The seven rates of IRC §1(j), in order. */
export const RATES = [10, 12, 22, 24, 32, 35, 37] as const;

export interface UsTaxRules {
  /** The six thresholds of taxable income where the 12 % … 37 % rates begin. */
  brackets: Record<FilingStatus, readonly number[]>;
  standardDeduction: Record<FilingStatus, number>;
  /** The standard deduction in Pub 15-T's annual withholding tables (2020+ Form W-4). */
  withholdingDeduction: Record<WithholdingStatus, number>;
  socialSecurityWageBase: number;
  /** 401(k) elective deferral limit (IRC §402(g)) and the age-50 catch-up (§414(v)). */
  deferral: number;
  catchUp: number;
  /** SECURE 2.0 catch-up for ages 60 to 63 (from 2025; 0 before). */
  catchUp60to63: number;
  /** IRA contribution limit and its age-50 catch-up. */
  ira: number;
  iraCatchUp: number;
  /** Roth IRA modified AGI phase-out ranges, [from, to]. */
  rothPhaseOut: Record<FilingStatus, readonly [number, number]>;
}

const R2024: UsTaxRules = {
  brackets: {
    single: [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
    'married-jointly': [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    'married-separately': [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    'head-of-household': [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
  },
  standardDeduction: {
    single: 14_600,
    'married-jointly': 29_200,
    'married-separately': 14_600,
    'head-of-household': 21_900,
  },
  withholdingDeduction: { single: 14_600, 'married-jointly': 29_200, 'head-of-household': 21_900 },
  socialSecurityWageBase: 168_600,
  deferral: 23_000,
  catchUp: 7_500,
  catchUp60to63: 0,
  ira: 7_000,
  iraCatchUp: 1_000,
  rothPhaseOut: {
    single: [146_000, 161_000],
    'married-jointly': [230_000, 240_000],
    'married-separately': [0, 10_000],
    'head-of-household': [146_000, 161_000],
  },
};

const R2025: UsTaxRules = {
  brackets: {
    single: [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    'married-jointly': [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    'married-separately': [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    'head-of-household': [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  },
  standardDeduction: {
    single: 15_750,
    'married-jointly': 31_500,
    'married-separately': 15_750,
    'head-of-household': 23_625,
  },
  withholdingDeduction: { single: 15_000, 'married-jointly': 30_000, 'head-of-household': 22_500 },
  socialSecurityWageBase: 176_100,
  deferral: 23_500,
  catchUp: 7_500,
  catchUp60to63: 11_250,
  ira: 7_000,
  iraCatchUp: 1_000,
  rothPhaseOut: {
    single: [150_000, 165_000],
    'married-jointly': [236_000, 246_000],
    'married-separately': [0, 10_000],
    'head-of-household': [150_000, 165_000],
  },
};

const R2026: UsTaxRules = {
  brackets: {
    single: [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    'married-jointly': [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    'married-separately': [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    'head-of-household': [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
  },
  standardDeduction: {
    single: 16_100,
    'married-jointly': 32_200,
    'married-separately': 16_100,
    'head-of-household': 24_150,
  },
  withholdingDeduction: { single: 16_100, 'married-jointly': 32_200, 'head-of-household': 24_150 },
  socialSecurityWageBase: 184_500,
  deferral: 24_500,
  catchUp: 8_000,
  catchUp60to63: 11_250,
  ira: 7_500,
  iraCatchUp: 1_100,
  rothPhaseOut: {
    single: [153_000, 168_000],
    'married-jointly': [242_000, 252_000],
    'married-separately': [0, 10_000],
    'head-of-household': [153_000, 168_000],
  },
};

export const US_TAX_RULES: RuleTable<UsTaxRules> = [
  {
    from: TAX_YEAR_STARTS['2024'],
    title: 'Tax year 2024',
    summary:
      'Rates of 10% to 37%; standard deduction $14,600 (single), $29,200 (married filing jointly), $21,900 (head of household). Social Security wage base $168,600. 401(k) limit $23,000 (+$7,500 from 50); IRA $7,000 (+$1,000).',
    change: 'Brackets and standard deductions raised about 5.4% for inflation',
    reference:
      'Rev. Proc. 2023-34 (IRB 2023-44); IRS Notice 2023-75; SSA 2024 contribution and benefit base',
    source: 'Internal Revenue Service (irs.gov) and Social Security Administration (ssa.gov)',
    rules: R2024,
  },
  {
    from: TAX_YEAR_STARTS['2025'],
    title: 'Tax year 2025',
    summary:
      'Rates of 10% to 37%; standard deduction $15,750 (single), $31,500 (married filing jointly), $23,625 (head of household) after the One Big Beautiful Bill Act. Social Security wage base $176,100. 401(k) limit $23,500 (+$7,500 from 50, +$11,250 at 60 to 63); IRA $7,000 (+$1,000).',
    change:
      'Brackets raised about 2.8%; the One Big Beautiful Bill Act raised the standard deduction from the $15,000 / $30,000 / $22,500 of Rev. Proc. 2024-40; age 60–63 catch-up begins',
    reference:
      'Rev. Proc. 2024-40 (IRB 2024-45); One Big Beautiful Bill Act, P.L. 119-21, §70102; IRS Notice 2024-80',
    source: 'Internal Revenue Service (irs.gov) and Social Security Administration (ssa.gov)',
    rules: R2025,
  },
  {
    from: TAX_YEAR_STARTS['2026'],
    title: 'Tax year 2026',
    summary:
      'Rates of 10% to 37%; standard deduction $16,100 (single), $32,200 (married filing jointly), $24,150 (head of household). Social Security wage base $184,500. 401(k) limit $24,500 (+$8,000 from 50, +$11,250 at 60 to 63); IRA $7,500 (+$1,100).',
    change: 'Brackets and standard deductions raised for inflation, as amended by the OBBBA',
    reference: 'Rev. Proc. 2025-32; IRS Notice 2025-67 (IR-2025-111); SSA 2026 fact sheet',
    source: 'Internal Revenue Service (irs.gov) and Social Security Administration (ssa.gov)',
    rules: R2026,
  },
];

/** The figures of a tax year. */
export function usRulesOf(year: TaxYear): UsTaxRules {
  return ruleOn(US_TAX_RULES, TAX_YEAR_STARTS[year])!.rules;
}

export interface BracketPart {
  rate: number;
  from: number;
  /** The top of the slice taxed (the income itself in the last slice reached). */
  to: number;
  tax: number;
}

export interface BracketTax {
  /** Tax to the cent, the sum of the parts. */
  tax: number;
  /** The rate on the next dollar of taxable income, %. */
  marginalRate: number;
  parts: BracketPart[];
}

/** Tax on `taxable` income by the seven rates and these six thresholds, each slice to the cent. */
export function bracketTax(taxable: number, thresholds: readonly number[]): BracketTax {
  const income = decimal(Math.max(0, taxable));
  const parts: BracketPart[] = [];
  let total = decimal(0);
  const next = thresholds.findIndex((top) => income.lt(top));
  const marginalRate: number = RATES[next === -1 ? RATES.length - 1 : next]!;
  RATES.forEach((rate, i) => {
    const from = i === 0 ? 0 : thresholds[i - 1]!;
    const top = thresholds[i];
    if (i > 0 && income.lte(from)) return;
    const to: Big = top === undefined || income.lt(top) ? income : decimal(top);
    const tax = roundToCents(to.minus(from).times(rate).div(100));
    if (to.gt(from)) parts.push({ rate, from, to: to.toNumber(), tax: tax.toNumber() });
    total = total.plus(tax);
  });
  return { tax: total.toNumber(), marginalRate, parts };
}

/** Pub 15-T Worksheet 1A line 1g for a 2020-or-later Form W-4 with Step 2 not checked. */
export function worksheetAdjustment(status: WithholdingStatus): number {
  return status === 'married-jointly' ? 12_900 : 8_600;
}
