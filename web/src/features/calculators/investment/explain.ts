// The investment result in words: the summary sentence and the "How this was calculated" steps,
// with the visitor's own numbers. Pure: no React.

import { formatDollars, formatNumber, formatPlain } from '../../../domain/format.ts';
import {
  PERIODS_PER_YEAR,
  roundToCents,
  type CompoundingFrequency,
  type InvestmentInputs,
  type InvestmentResult,
} from '../../../domain/investment.ts';

const COMPOUNDED: Readonly<Record<CompoundingFrequency, string>> = {
  annually: 'compounded annually',
  semiannually: 'compounded semi-annually',
  quarterly: 'compounded quarterly',
  monthly: 'compounded monthly',
  daily: 'compounded daily',
};

/** A rate as a decimal with up to 8 significant digits: 0.0058333333, 8.33333e-13. */
export function formatRate(value: number): string {
  if (value === 0) return '0';
  if (Math.abs(value) >= 1e-6) return formatPlain(Number(value.toPrecision(8)));
  return value.toPrecision(6);
}

/** A percentage as typed, with its sign: 7 → '7%', -2.5 → '-2.5%'. */
function percent(value: number): string {
  return `${formatPlain(value)}%`;
}

function yearsText(years: number): string {
  return years === 1 ? '1 year' : `${formatPlain(years)} years`;
}

/** 'After 10 years, $10,000.00 plus $200.00 a month at 7% a year (compounded monthly) grows to …' */
export function summarize(inputs: InvestmentInputs, result: InvestmentResult): string {
  const { initialInvestment, monthlyContribution, annualReturnRate, years, compounding } = inputs;
  const money = [
    initialInvestment > 0 ? formatDollars(initialInvestment) : null,
    monthlyContribution > 0 ? `${formatDollars(monthlyContribution)} a month` : null,
  ]
    .filter(Boolean)
    .join(' plus ');
  const verb =
    result.finalBalance > result.totalContributions
      ? 'grows to'
      : result.finalBalance < result.totalContributions
        ? 'shrinks to'
        : 'adds up to';
  return (
    `After ${yearsText(years)}, ${money} at ${percent(annualReturnRate)} a year ` +
    `(${COMPOUNDED[compounding]}) ${verb} ${formatDollars(result.finalBalance)}.`
  );
}

/** The calculation step by step, as shown under "How this was calculated". */
export function explain(inputs: InvestmentInputs, result: InvestmentResult): string[] {
  const { initialInvestment, monthlyContribution, annualReturnRate, years, compounding, timing } =
    inputs;
  const m = PERIODS_PER_YEAR[compounding];
  const r = formatPlain(annualReturnRate / 100);
  const n = result.months;
  const i = formatRate(result.monthlyRate);
  const steps: string[] = [];

  // 1. The monthly rate the contributions earn.
  if (annualReturnRate === 0) {
    steps.push('Return of 0%: nothing grows, so the balance is the sum of the contributions.');
  } else if (m === 12) {
    steps.push(`Monthly rate (compounded monthly, like the contributions): i = ${r} ÷ 12 = ${i}`);
  } else {
    steps.push(
      `Interest is ${COMPOUNDED[compounding]} (${m} times a year${m === 365 ? ', 365 days' : ''}) ` +
        `but contributions are monthly, so they use the equivalent monthly rate ` +
        `i = (1 + r ÷ m)^(m ÷ 12) − 1 = (1 + ${r} ÷ ${m})^(${m} ÷ 12) − 1 = ${i}`,
    );
  }
  if (annualReturnRate !== 0) {
    steps.push(
      `Effective annual return: (1 + ${r} ÷ ${m})^${m} − 1 = ` +
        `${formatPlain(Number((result.effectiveAnnualRate * 100).toPrecision(8)))}%`,
    );
  }

  // 2. What each part grows to.
  steps.push(`Number of monthly contributions: n = ${formatPlain(years)} × 12 = ${n}`);
  const parts: number[] = [];
  if (initialInvestment > 0) {
    const value = roundToCents(result.initialFutureValue);
    parts.push(value);
    steps.push(
      annualReturnRate === 0
        ? `Initial investment: ${formatDollars(initialInvestment)} stays ${formatDollars(value)}`
        : `Initial investment: ${formatDollars(initialInvestment)} × (1 + ${r} ÷ ${m})^(${m} × ` +
            `${formatPlain(years)}) = ${formatDollars(value)}`,
    );
  }
  if (monthlyContribution > 0) {
    const value = roundToCents(result.contributionsFutureValue);
    parts.push(value);
    const c = formatDollars(monthlyContribution);
    if (annualReturnRate === 0) {
      steps.push(`Monthly contributions: ${c} × ${n} = ${formatDollars(value)}`);
    } else if (timing === 'end') {
      steps.push(
        `Monthly contributions at the end of each month (future value of an ordinary annuity): ` +
          `${c} × ((1 + i)^${n} − 1) ÷ i = ${formatDollars(value)}`,
      );
    } else {
      steps.push(
        `Monthly contributions at the start of each month (future value of an annuity due): ` +
          `${c} × ((1 + i)^${n} − 1) ÷ i × (1 + i) = ${formatDollars(value)}`,
      );
    }
  }

  // 3. The totals.
  if (parts.length === 2) {
    const [a = 0, b = 0] = parts;
    const addsUp = roundToCents(a + b) === result.finalBalance;
    steps.push(
      `Final balance: ${formatDollars(a)} + ${formatDollars(b)} ${addsUp ? '=' : '≈'} ` +
        `${formatDollars(result.finalBalance)}` +
        (addsUp
          ? ''
          : ` (unrounded: ${formatNumber(result.initialFutureValue, 4)} + ` +
            `${formatNumber(result.contributionsFutureValue, 4)} = ` +
            `${formatNumber(result.initialFutureValue + result.contributionsFutureValue, 4)})`),
    );
  } else {
    steps.push(`Final balance: ${formatDollars(result.finalBalance)}`);
  }
  steps.push(
    `Total contributions: ${formatDollars(initialInvestment)} + ` +
      `${formatDollars(monthlyContribution)} × ${n} = ${formatDollars(result.totalContributions)}`,
  );
  steps.push(
    `Total interest: ${formatDollars(result.finalBalance)} − ` +
      `${formatDollars(result.totalContributions)} = ${formatDollars(result.totalInterest)}`,
  );
  return steps;
}
