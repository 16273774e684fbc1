import { formatNumber, formatPlain, formatCount } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { cents, decimal, formatMoney, MAX_AMOUNT } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { withNoun } from './shared/dates.ts';
import {
  equalsOrAbout,
  exact,
  powerEqualsOrAbout,
  quotientEqualsOrAbout,
  readShown,
} from './shared/exactDecimal.ts';

export const record = {
  id: 101,
  name: 'Finance Calculator',
  description:
    'A time-value-of-money solver like a financial calculator: enter four of N, I/Y, PV, PMT and FV and solve for the fifth, with payments at the beginning or end of each period.',
  category: 'finance',
  icon: 'calculator',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'present-value-calculator',
    'amortization-calculator',
    'compound-interest-calculator',
    'effective-interest-rate-calculator',
  ],
  group: 'Investing',
  keywords:
    'tvm time value of money financial calculator ba ii plus ba2 hp 12c hp12c n i/y iy pv pmt fv p/y c/y annuity due ordinary annuity nper rate excel present value future value payment',
} satisfies CalculatorRecord;

// The time-value-of-money (TVM) equation of financial calculators (the TI BA II Plus, the HP 12C)
// and of Excel's and OpenFormula's PV, FV, PMT, NPER and RATE (ISO/IEC 26300-2):
//   PV × (1 + i)^N + PMT × (1 + i × k) × ((1 + i)^N − 1) ÷ i + FV = 0
// (PV + PMT × N + FV = 0 at i = 0), where i is the rate per payment period, N the number of
// periods and k = 1 for payments at the beginning of each period (0 at the end). Money paid out
// is negative, money received positive. The rate per period comes from the annual rate I/Y, the
// payments a year P/Y and the compounding periods a year C/Y as the BA II Plus works it:
// i = (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1, which is I/Y ÷ 100 ÷ P/Y when C/Y = P/Y.
// N, PV, PMT and FV have closed forms; I/Y is found by the engine's root finder.

const fields = {
  currency: currencyField,
  n: {
    kind: 'number',
    label: 'Number of periods (N)',
    default: '120',
    min: 0,
    minExclusive: true,
    max: 100_000,
    unit: 'periods',
    decimals: 4,
    // Shown to 4 decimals; the check that the five values fit uses the value found.
    exactInResults: true,
    noun: 'number of periods',
    messages: { min: 'The number of periods must be more than 0' },
    help: 'The number of payments: years × payments a year (10 years of monthly payments is 120).',
  },
  iy: {
    kind: 'percent',
    label: 'Interest rate per year (I/Y)',
    default: '6',
    min: -99,
    max: 100,
    unit: '% a year',
    decimals: 4,
    // Shown to 4 decimals; the check that the five values fit uses the value found.
    exactInResults: true,
    noun: 'interest rate',
    help: 'The nominal annual rate, as a financial calculator takes it.',
  },
  pv: {
    kind: 'money',
    label: 'Present value (PV)',
    default: '-10000',
    min: -MAX_AMOUNT,
    max: MAX_AMOUNT,
    help: 'Negative for money paid out (a deposit), positive for money received (a loan).',
  },
  pmt: {
    kind: 'money',
    label: 'Payment each period (PMT)',
    default: '-200',
    min: -MAX_AMOUNT,
    max: MAX_AMOUNT,
    help: 'Negative when you pay it, positive when you receive it; 0 for none.',
  },
  fv: {
    kind: 'money',
    label: 'Future value (FV)',
    default: '50969.84',
    min: -MAX_AMOUNT,
    max: MAX_AMOUNT,
    help: 'The balance after the last payment: 0 for a loan repaid in full.',
  },
  ppy: {
    kind: 'integer',
    label: 'Payments per year (P/Y)',
    default: '12',
    min: 1,
    max: 365,
    noun: 'number of payments per year',
    presets: { label: 'Common', values: [1, 2, 4, 12, 26, 52] },
  },
  timing: {
    kind: 'choice',
    label: 'Payments are made',
    default: 'end',
    display: 'radio',
    options: [
      { value: 'end', label: 'At the end of each period (END, an ordinary annuity)' },
      { value: 'begin', label: 'At the beginning of each period (BGN, an annuity due)' },
    ],
  },
  cpy: {
    kind: 'integer',
    label: 'Compounding periods per year (C/Y, optional)',
    default: '',
    placeholder: 'Same as P/Y',
    blankValue: 0,
    min: 1,
    max: 365,
    noun: 'number of compounding periods per year',
    help: 'Leave blank to compound once per payment, as the BA II Plus sets it.',
    messages: { required: '' },
  },
} as const;

type TvmValues = Values<typeof fields>;

/** The compounding periods a year: C/Y, or P/Y when left blank. */
const compoundingOf = (v: Pick<TvmValues, 'ppy' | 'cpy'>) => (v.cpy > 0 ? v.cpy : v.ppy);

/** The interest rate per payment period i: (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1. */
export function periodRate(iy: number, ppy: number, cpy: number): number {
  if (cpy === ppy) return iy / 100 / ppy;
  return Math.expm1((cpy / ppy) * Math.log1p(iy / 100 / cpy));
}

/** (1 + i)^N and the annuity factor ((1 + i)^N − 1) ÷ i (N at i = 0), accurate near i = 0. */
function factors(i: number, n: number): { growth: number; annuity: number } {
  if (i === 0) return { growth: 1, annuity: n };
  const exponent = n * Math.log1p(i);
  return { growth: Math.exp(exponent), annuity: Math.expm1(exponent) / i };
}

/** The parts of the TVM equation for values: i, (1 + i)^N, the annuity factor and 1 + i × k. */
function partsOf(v: TvmValues) {
  const i = periodRate(v.iy, v.ppy, compoundingOf(v));
  const { growth, annuity } = factors(i, v.n);
  const due = v.timing === 'begin' ? 1 + i : 1;
  return { i, growth, annuity, due };
}

/** PV × (1 + i)^N + PMT × (1 + i × k) × annuity + FV: zero when the five values fit. */
function balance(v: TvmValues): number {
  const { growth, annuity, due } = partsOf(v);
  return v.pv * growth + v.pmt * due * annuity + v.fv;
}

/** The sum of every cash flow, PV + PMT × N + FV, to the cent: the interest earned (or paid). */
function netOf(v: TvmValues): number {
  return decimal(cents(v.pv)).plus(decimal(v.pmt).times(v.n)).plus(cents(v.fv)).round(2).toNumber();
}

const TIMING_WORDS = { end: 'at the end of each period', begin: 'at the beginning of each period' };

/** A value to the 4 decimals its field shows. */
const toFour = (value: number) => Number(value.toFixed(4));

/** (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1 is exact only for a whole power: 12 a year paid quarterly. */
function convertedRateSign(iy: number, cy: number, ppy: number, shown: string): '=' | '≈' {
  const power = cy / ppy;
  if (!Number.isInteger(power) || power > 365) return '≈';
  return equalsOrAbout(exact(iy).div(100).div(cy).plus(1).pow(power).minus(1), shown);
}

/**
 * (1 + i)^N and the annuity factor, each with '=' only where the figures shown work out:
 * '1.005^120 ≈ 1.819396734; … = 163.8793468' ((1.819396734 − 1) ÷ 0.005 is exactly that).
 */
function growthStep(i: number, n: number, growth: number, annuity: number): string {
  const [base, rate] = [
    formatPlain(Number((1 + i).toPrecision(10))),
    formatPlain(Number(i.toPrecision(10))),
  ];
  const [growthText, annuityText] = [growth, annuity].map((value) =>
    formatPlain(Number(value.toPrecision(10))),
  ) as [string, string];
  const annuitySign =
    i === 0
      ? equalsOrAbout(exact(n), annuityText)
      : quotientEqualsOrAbout(readShown(growthText)!.minus(1), readShown(rate)!, annuityText);
  return (
    `Growth (1 + i)^N = ${base}^${formatPlain(n)} ${powerEqualsOrAbout(base, n, growthText)} ${growthText}; ` +
    `annuity factor ${i === 0 ? 'N at i = 0' : '((1 + i)^N − 1) ÷ i'} ${annuitySign} ${annuityText}`
  );
}

export default defineCalculator({
  slug: 'finance-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  solve: {
    unknowns: ['fv', 'pv', 'pmt', 'n', 'iy'],
    residual: balance,
    closedForms: {
      fv: (v) => {
        const { growth, annuity, due } = partsOf(v);
        return -(v.pv * growth + v.pmt * due * annuity);
      },
      pv: (v) => {
        const { growth, annuity, due } = partsOf(v);
        return -(v.fv + v.pmt * due * annuity) / growth;
      },
      pmt: (v) => {
        const { growth, annuity, due } = partsOf(v);
        return -(v.fv + v.pv * growth) / (due * annuity);
      },
      n: (v) => {
        const { i, due } = partsOf(v);
        if (i === 0) return v.pmt === 0 ? NaN : -(v.pv + v.fv) / v.pmt;
        // PV × g + q × (g − 1) + FV = 0 with q = PMT × (1 + i × k) ÷ i: g = (q − FV) ÷ (q + PV).
        const q = (v.pmt * due) / i;
        const growth = (q - v.fv) / (q + v.pv);
        if (!(growth > 0) || !Number.isFinite(growth)) return NaN;
        return Math.log(growth) / Math.log1p(i);
      },
    },
  },
  outputs: {
    interest: {
      label: (v) => (netOf(v) >= 0 ? 'Interest earned' : 'Interest paid'),
      format: 'money',
    },
    totalPayments: { label: 'All payments (PMT × N)', format: 'money' },
    periodRate: { label: 'Interest rate per period (%)', format: 'number', decimals: 6 },
  },
  compute(v) {
    return {
      interest: Math.abs(netOf(v)),
      totalPayments: decimal(v.pmt).times(v.n).round(2).toNumber(),
      periodRate: partsOf(v).i * 100,
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const cy = compoundingOf(v);
    const net = netOf(v);
    return [
      // N and I/Y as their fields show them, to 4 decimals (solved, they are worked unrounded).
      `N = ${withNoun(toFour(v.n), 'period')} at I/Y = ${formatPlain(toFour(v.iy))}% a year, ` +
        `${formatCount(v.ppy, 'payments')} a year made ${TIMING_WORDS[v.timing]}` +
        (cy === v.ppy ? '' : `, compounded ${formatCount(cy, 'times')} a year`) +
        `: PV ${money(v.pv)}, PMT ${money(v.pmt)}, FV ${money(v.fv)}.`,
      net >= 0
        ? `Taken together the cash flows gain ${money(r.interest)}: the interest earned.`
        : `Taken together the cash flows cost ${money(r.interest)}: the interest paid.`,
    ];
  },
  steps(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const { i, growth, annuity, due } = partsOf(v);
    const cy = compoundingOf(v);
    const iText = formatPlain(Number(i.toPrecision(10)));
    const k = v.timing === 'begin' ? 1 : 0;
    const pvTerm = v.pv * growth;
    const pmtTerm = v.pmt * due * annuity;
    return [
      cy === v.ppy
        ? `Rate per period i = I/Y ÷ 100 ÷ P/Y = ${formatPlain(v.iy)} ÷ 100 ÷ ${formatPlain(v.ppy)} ${equalsOrAbout(exact(formatPlain(v.iy)).div(100).div(formatPlain(v.ppy)), iText)} ${iText}`
        : `Rate per period i = (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1 = (1 + ${formatPlain(v.iy)} ÷ 100 ÷ ${formatPlain(cy)})^(${formatPlain(cy)} ÷ ${formatPlain(v.ppy)}) − 1 ${convertedRateSign(v.iy, cy, v.ppy, iText)} ${iText}`,
      growthStep(i, v.n, growth, annuity),
      `TVM equation: PV × (1 + i)^N + PMT × (1 + i × k) × ((1 + i)^N − 1) ÷ i + FV = 0, with k = ${k} (payments ${TIMING_WORDS[v.timing]})`,
      `PV grows to ${money(v.pv)} × ${formatPlain(Number(growth.toPrecision(10)))} = ${money(pvTerm)}; the payments grow to ${money(v.pmt)} × ${formatPlain(Number(due.toPrecision(10)))} × ${formatPlain(Number(annuity.toPrecision(10)))} = ${money(pmtTerm)}`,
      `${money(pvTerm)} + ${money(pmtTerm)} + FV ${money(v.fv)} = ${formatNumber(Math.abs(pvTerm + pmtTerm + v.fv) < 0.005 ? 0 : pvTerm + pmtTerm + v.fv, 2)} (0 to the cent: the five values fit)`,
      `All payments = PMT × N = ${money(v.pmt)} × ${formatPlain(v.n)} = ${money(r.totalPayments)}`,
      `PV + PMT × N + FV = ${money(v.pv)} + ${money(r.totalPayments)} + ${money(v.fv)} = ${money(netOf(v))}: the interest ${netOf(v) >= 0 ? 'earned' : 'paid'}`,
    ];
  },
  about: [
    'The calculator solves the time-value-of-money equation PV × (1 + i)^N + PMT × (1 + i × k) × ((1 + i)^N − 1) ÷ i + FV = 0 (at i = 0, PV + PMT × N + FV = 0). N is the number of payment periods, i the interest rate per period, PV the present value, PMT the payment each period and FV the future value; k is 1 when payments are made at the beginning of each period (BGN, an annuity due) and 0 at the end (END, an ordinary annuity). It is the equation of the TI BA II Plus and HP 12C financial calculators and of the PV, FV, PMT, NPER and RATE functions of spreadsheets (ISO/IEC 26300-2 OpenFormula, Excel).',
    'Signs follow the cash-flow convention of those calculators: money you pay out is negative and money you receive is positive. A loan you take is a positive PV repaid by negative payments; a deposit is a negative PV that grows to a positive FV. If every value has the same sign, no rate fits.',
    'The rate per period is worked out from the annual rate I/Y, the payments a year P/Y and the compounding periods a year C/Y as the BA II Plus does: i = (1 + I/Y ÷ 100 ÷ C/Y)^(C/Y ÷ P/Y) − 1. With C/Y left blank, it equals P/Y and i = I/Y ÷ 100 ÷ P/Y, as the HP 12C’s 12÷ key and Excel’s rate/12 give it.',
    'Pick what to solve for. FV, PV, PMT and N have closed forms; I/Y is found numerically between −99% and 100%, to 4 decimals. N may be fractional, as the BA II Plus and Excel’s NPER give it (the HP 12C rounds N up to the next whole period). Amounts solved for are rounded half-up to the cent; interest earned or paid is PV + PMT × N + FV, the sum of all cash flows.',
  ],
  faq: [
    {
      question: 'Why are some amounts negative?',
      answer:
        'Financial calculators count money you pay out as negative and money you receive as positive. Saving $200 a month is a PMT of −200 that builds a positive FV; a $75,000 loan is a PV of 75,000 repaid by negative payments.',
    },
    {
      question: 'What do P/Y and C/Y mean?',
      answer:
        'P/Y is the number of payments a year (12 for monthly) and C/Y how many times a year interest is compounded. They are usually the same; a Canadian mortgage, for example, is paid monthly but compounded twice a year (C/Y = 2).',
    },
    {
      question: 'When do I choose BGN instead of END?',
      answer:
        'Choose BGN when each payment is made at the start of its period, as rent, leases and many savings plans are. Loans and mortgages are paid at the end of each period (END), the default.',
    },
    {
      question: 'Does this give the same answers as a BA II Plus or HP 12C?',
      answer:
        'Yes, for the same inputs: N = 360, I/Y = 5.5, PV = 75,000 and FV = 0 give a PMT of −425.84, as in the BA II Plus guidebook. The HP 12C rounds a solved N up to a whole period; this page shows the exact N.',
    },
  ],
  references: [
    {
      source:
        'Texas Instruments, BA II PLUS Guidebook, “Computing basic loan payments”: a $75,000 mortgage at 5.5% for 30 years, N = 360 with P/Y = 12, gives PMT = −425.84',
      inputs: { n: '360', iy: '5.5', pv: '75000', fv: '0', ppy: '12', timing: 'end' },
      solve: 'pmt',
      expected: { pmt: -425.84 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA II PLUS Guidebook (as above), computing the interest rate: PV = 75,000 and PMT = −425.84 over 360 months give I/Y = 5.50',
      inputs: { n: '360', pv: '75000', pmt: '-425.84', fv: '0', ppy: '12', timing: 'end' },
      solve: 'iy',
      expected: { iy: 5.5 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments Knowledge Base, Solution 11237, “Computing monthly payments using the BA II PLUS family calculator”: $75,000 at 8.5% for 30 years is PMT = −576.69 (education.ti.com/en/customer-support/knowledge-base/financial-calculators/product-usage/11237)',
      inputs: { n: '360', iy: '8.5', pv: '75000', fv: '0', ppy: '12', timing: 'end' },
      solve: 'pmt',
      expected: { pmt: -576.69 },
      tolerance: 0.005,
    },
    {
      source:
        'HP 12C Platinum Owner’s Handbook and Problem-Solving Guide (Hewlett-Packard, 2005), section 3, Calculating the Payment Amount, example 1: a 29-year $243,400 mortgage at 5.25% compounded monthly, n = 348, is PMT = −1,363.29',
      inputs: { n: '348', iy: '5.25', pv: '243400', fv: '0', ppy: '12', timing: 'end' },
      solve: 'pmt',
      expected: { pmt: -1363.29 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “PMT function”: $10,000 at 8% over 10 monthly payments made at the beginning of each period, =PMT(8%/12, 10, 10000, , 1) = ($1,030.16) (support.microsoft.com/en-us/office/pmt-function-0214da64-9a63-4996-bc20-214433fa6441)',
      inputs: { n: '10', iy: '8', pv: '10000', fv: '0', ppy: '12', timing: 'begin' },
      solve: 'pmt',
      expected: { pmt: -1030.16 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “PMT function” (as above): to have $50,000 in 18 years at 6%, save =PMT(6%/12, 18*12, 0, 50000) = ($129.08) a month',
      inputs: { n: '216', iy: '6', pv: '0', fv: '50000', ppy: '12', timing: 'end' },
      solve: 'pmt',
      expected: { pmt: -129.08 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “RATE function”: a 4-year $8,000 loan repaid by −$200 a month has an annual rate of =RATE(4*12, −200, 8000)*12 = 9.24% (support.microsoft.com/en-us/office/rate-function-9f665657-4a7e-4bb7-a030-83fc59e748ce)',
      inputs: { n: '48', pv: '8000', pmt: '-200', fv: '0', ppy: '12', timing: 'end' },
      solve: 'iy',
      expected: { iy: 9.24 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft Support, “NPER function” (SharePoint formula examples): 12% a year, PMT −100, PV −1,000, FV 10,000, payments at the beginning: =NPER(12%/12, −100, −1000, 10000, 1) = 60 periods, rounded (support.microsoft.com/en-us/office/nper-function)',
      inputs: { iy: '12', pv: '-1000', pmt: '-100', fv: '10000', ppy: '12', timing: 'begin' },
      solve: 'n',
      expected: { n: 60 },
      tolerance: 0.5,
    },
    {
      source:
        'MESCIUS SpreadJS Formula Reference, “NPER”: NPER(0.005, −790, 90000, 0, 1) gives 167.7227522114 (developer.mescius.com/spreadjs/docs/formulareference/FormulaFunctions/financial-functions/NPER)',
      inputs: { iy: '6', pv: '90000', pmt: '-790', fv: '0', ppy: '12', timing: 'begin' },
      solve: 'n',
      expected: { n: 167.7228 },
      tolerance: 0.0001,
    },
    {
      source:
        'MESCIUS SpreadJS Formula Reference, “FV”: FV(0.005, 60, −100, 100, 1) gives $6,877.00 (developer.mescius.com/spreadjs/docs/formulareference/FormulaFunctions/financial-functions/FV)',
      inputs: { n: '60', iy: '6', pv: '100', pmt: '-100', ppy: '12', timing: 'begin' },
      solve: 'fv',
      expected: { fv: 6877 },
      tolerance: 0.005,
    },
  ],
});
