import { formatPlain } from '../domain/format.ts';
import { amountInWords, formatRupees } from '../domain/indianNumbers.ts';
import { calculateSip, roundSipAmounts, type SipResult } from '../domain/sip.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { plainIndian } from './shared/indianPlain.ts';

export const record = {
  id: 78,
  name: 'Step-Up SIP Calculator',
  description:
    'See what a SIP grows to when its monthly instalment rises by a percentage every year, year by year and against a flat SIP.',
  category: 'finance',
  icon: 'trending-up',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['sip-calculator', 'sip-goal-calculator', 'lumpsum-calculator', 'investment-calculator'],
  group: 'Investing',
  keywords:
    'step up sip stepup top up sip top-up sip increasing sip annual increase sip mutual fund systematic investment plan',
} satisfies CalculatorRecord;

// A step-up (top-up) SIP on exactly the SIP calculator's model (domain/sip.ts, which it reuses):
// each instalment is invested at the start of its month (an annuity due) and earns
// r = annual rate ÷ 12 ÷ 100 a month, compounded monthly; the monthly instalment of year y is
// P × (1 + step-up)^(y − 1), raised once a year at the start of each new year. Each year's twelve
// instalments are valued with the SIP formula and grown at (1 + r)^12 for every later year. The flat
// SIP beside it invests P every month on the same terms. Amounts are shown in whole rupees,
// rounded half-up; the instalments themselves are not rounded.

const MAX_MONTHLY = 10_000_000;

const fields = {
  monthly: {
    kind: 'money',
    label: 'Monthly investment in year 1',
    default: '5000',
    min: 0,
    minExclusive: true,
    max: MAX_MONTHLY,
    whole: true,
    noun: 'monthly investment',
    spin: { min: 500, max: MAX_MONTHLY, step: 500 },
    help: 'Whole rupees. It rises by the step-up at the start of every later year.',
    messages: {
      min: 'The monthly investment must be more than ₹0',
      max: 'The monthly investment can be at most ₹1,00,00,000',
    },
  },
  rate: {
    kind: 'percent',
    label: 'Expected return rate (p.a.)',
    default: '12',
    min: 0,
    max: 30,
    noun: 'return rate',
  },
  years: {
    kind: 'integer',
    label: 'Time period',
    unit: 'years',
    default: '10',
    min: 1,
    max: 40,
    noun: 'time period',
    stepper: { fewer: 'One year less', more: 'One year more' },
  },
  stepUp: {
    kind: 'percent',
    label: 'Annual step-up',
    default: '10',
    min: 0,
    max: 50,
    noun: 'step-up',
    presets: { label: 'Common step-ups', values: [5, 10, 15, 20] },
    help: 'How much the monthly investment rises each year, e.g. in line with your salary.',
  },
} as const;

type StepUpValues = Values<typeof fields>;

/** The step-up SIP and the flat SIP beside it, worked out once for the results, steps and table. */
const plansOf = rememberLast((v: StepUpValues): { stepUp: SipResult; flat: SipResult } => ({
  stepUp: calculateSip({
    monthlyInvestment: v.monthly,
    annualReturnRate: v.rate,
    years: v.years,
    stepUpPercent: v.stepUp,
  }),
  flat: calculateSip({ monthlyInvestment: v.monthly, annualReturnRate: v.rate, years: v.years }),
}));

const yearsText = (years: number) => (years === 1 ? '1 year' : `${formatPlain(years)} years`);

/** '16.87 lakh' under an amount of a lakh or more, as Indian readers count. */
const inWords = (value: number) => (Math.abs(value) >= 100_000 ? amountInWords(value) : null);

/** A number in a formula, to 4 decimals at most: 12.8093, 1.1268. */
const factor = (value: number) => plainIndian(Number(value.toFixed(4)));

type Results = Record<
  'futureValue' | 'invested' | 'returns' | 'flatValue' | 'extraValue' | 'lastMonthly',
  number
>;

/** "How this was calculated", with the visitor's own numbers. */
function explain(v: StepUpValues, results: Results): string[] {
  const { stepUp } = plansOf(v);
  const r = stepUp.monthlyRate;
  const n = stepUp.months;
  const rText = plainIndian(Number(r.toFixed(10)));
  const rounded = Number(r.toFixed(10)) === r ? '=' : '≈';
  const second = stepUp.schedule[1];
  const last = stepUp.schedule.at(-1)!;
  const steps = [
    `r = ${formatPlain(v.rate)} ÷ 12 ÷ 100 ${rounded} ${rText} (the monthly rate)`,
    `Monthly investment in year y = ${formatRupees(v.monthly)} × (1 + ${formatPlain(v.stepUp)} ÷ 100)^(y − 1): ` +
      `${formatRupees(v.monthly)} in year 1` +
      (second ? `, ${formatRupees(second.monthlyInvestment)} in year 2` : '') +
      (v.years > 2 ? ` … ${formatRupees(last.monthlyInvestment)} in year ${v.years}` : ''),
  ];
  if (r === 0) {
    steps.push(
      `r is 0, so nothing grows: future value = invested = ${formatRupees(results.futureValue)}`,
    );
  } else {
    const yearFactor = (Math.expm1(12 * Math.log1p(r)) / r) * (1 + r);
    steps.push(
      `Each year's 12 instalments of P are worth P × ((1 + ${rText})^12 − 1) ÷ ${rText} × (1 + ${rText}) ` +
        `= P × ${factor(yearFactor)} at the year's end, and grow by (1 + ${rText})^12 = ` +
        `${factor((1 + r) ** 12)} in every later year`,
      `Future value = the sum over the ${yearsText(v.years)} = ${formatRupees(results.futureValue)}`,
    );
  }
  steps.push(
    `Invested = 12 × the sum of the monthly investments = ${formatRupees(results.invested)}`,
    `Returns = ${formatRupees(results.futureValue)} − ${formatRupees(results.invested)} = ${formatRupees(results.returns)}`,
    r === 0
      ? `A flat SIP of ${formatRupees(v.monthly)} for ${n} months: ${formatRupees(results.flatValue)}`
      : `A flat SIP of ${formatRupees(v.monthly)} for ${n} months: ${plainIndian(v.monthly)} × ((1 + ${rText})^${n} − 1) ÷ ${rText} × (1 + ${rText}) = ${formatRupees(results.flatValue)}`,
    `The step-up adds ${formatRupees(results.futureValue)} − ${formatRupees(results.flatValue)} = ${formatRupees(results.extraValue)}`,
  );
  return steps;
}

export default defineCalculator({
  slug: 'step-up-sip-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  calculateLabel: 'Calculate',
  outputs: {
    futureValue: {
      label: 'Future value',
      format: 'money',
      emphasis: true,
      caption: (value) => {
        const words = inWords(value);
        return words && `${words} rupees`;
      },
    },
    invested: { label: 'Invested amount', format: 'money', caption: inWords },
    returns: { label: 'Estimated returns', format: 'money', caption: inWords },
    flatValue: { label: 'Flat SIP value (no step-up)', format: 'money', caption: inWords },
    extraValue: { label: 'Extra from the step-up', format: 'money', caption: inWords },
    lastMonthly: {
      label: (v) => `Monthly investment in year ${v.years}`,
      format: 'money',
    },
  },
  compute(v) {
    const { stepUp, flat } = plansOf(v);
    // Whole rupees, and returns and the extra made from the rounded figures, so they add up.
    const amounts = roundSipAmounts(stepUp);
    const flatValue = Math.round(flat.futureValue);
    return {
      ...amounts,
      flatValue,
      extraValue: amounts.futureValue - flatValue,
      lastMonthly: stepUp.schedule.at(-1)!.monthlyInvestment,
    };
  },
  hiddenOutputs(v) {
    const hidden: ('flatValue' | 'extraValue' | 'lastMonthly')[] = [];
    // With no step-up the SIP is the flat one; over one year the step-up never applies.
    if (v.stepUp === 0) hidden.push('flatValue', 'extraValue');
    if (v.stepUp === 0 || v.years === 1) hidden.push('lastMonthly');
    return hidden;
  },
  summary(v, r) {
    const terms = `for ${yearsText(v.years)} at ${formatPlain(v.rate)}% a year could grow to ${formatRupees(r.futureValue)}`;
    if (v.stepUp === 0) {
      return `A flat ${formatRupees(v.monthly)} a month ${terms}. Add a step-up to see how much more a rising SIP builds.`;
    }
    const sip = `${formatRupees(v.monthly)} a month, rising ${formatPlain(v.stepUp)}% every year,`;
    return v.years === 1
      ? `${sip} ${terms}. The first step-up comes in year 2, so over 1 year it is the same as a flat SIP.`
      : `${sip} ${terms}, against ${formatRupees(r.flatValue)} from a flat SIP of ${formatRupees(v.monthly)}.`;
  },
  breakdown: (_v, r) =>
    r.futureValue > 0
      ? [
          { label: 'Invested', value: r.invested, palette: 'blue' },
          { label: 'Returns', value: r.returns, palette: 'green' },
        ]
      : [],
  steps: (v, results) => explain(v, results),
  charts: {
    title: 'Step-up SIP against a flat SIP',
    build(v, r) {
      const { stepUp, flat } = plansOf(v);
      return [
        {
          kind: 'lines',
          caption:
            `Value at the end of each year of the step-up SIP, of a flat SIP of ${formatRupees(v.monthly)}, ` +
            `and the money put into the step-up SIP. After ${yearsText(v.years)} the step-up SIP is worth ` +
            `${formatRupees(r.futureValue)} and the flat one ${formatRupees(r.flatValue)}. The table lists every year.`,
          x: { key: 'year', label: 'Year', tooltip: 'End of year' },
          series: [
            { id: 'value', label: 'Step-up SIP', color: 'green.solid' },
            { id: 'flat', label: 'Flat SIP', color: 'orange.solid' },
            { id: 'invested', label: 'Invested (step-up)', color: 'blue.solid', dashed: true },
          ],
          data: [
            { year: '0', value: 0, flat: 0, invested: 0 },
            ...stepUp.schedule.map((row, i) => ({
              year: String(row.year),
              value: Math.round(row.value),
              flat: Math.round(flat.schedule[i]!.value),
              invested: Math.round(row.invested),
            })),
          ],
        },
      ];
    },
  },
  table: {
    caption: 'Year by year: the step-up SIP and a flat SIP',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'monthly', label: 'Monthly investment', format: 'money' },
      { id: 'invested', label: 'Invested to date', format: 'money' },
      { id: 'value', label: 'Value at year end', format: 'money' },
      { id: 'flatInvested', label: 'Flat SIP invested', format: 'money' },
      { id: 'flatValue', label: 'Flat SIP value', format: 'money' },
    ],
    rows(v) {
      const { stepUp, flat } = plansOf(v);
      return stepUp.schedule.map((row, i) => ({
        year: row.year,
        monthly: row.monthlyInvestment,
        invested: Math.round(row.invested),
        value: Math.round(row.value),
        flatInvested: Math.round(flat.schedule[i]!.invested),
        flatValue: Math.round(flat.schedule[i]!.value),
      }));
    },
  },
  about: [
    'A step-up SIP (also called a top-up SIP) raises its monthly instalment by a fixed percentage once a year. With a first-year instalment P and a step-up s, the instalment of year y is P × (1 + s)^(y − 1): ₹5,000 rising 10% a year is ₹5,500 in year 2 and ₹6,050 in year 3.',
    'Convention: the same as this site’s SIP calculator and most Indian fund-house calculators (Groww’s SIP calculator among them). Each instalment is invested at the start of its month and earns r = annual rate ÷ 12 ÷ 100 a month, compounded monthly. Each year’s 12 instalments are worth P_y × ((1 + r)^12 − 1) ÷ r × (1 + r) at the end of that year (the future value of an annuity due) and grow by (1 + r)^12 in every later year; the future value is their sum. The flat SIP beside it uses the same formula with P every month.',
    'Other calculators differ in small ways, which is why published figures for the same inputs disagree. Some take each instalment at the end of its month (qlist.co.in’s step-up calculator gives ₹16,70,459 where this one gives ₹16,87,163 for ₹5,000 rising 10% at 12% for 10 years, about 1% less); some round each year’s instalment to whole rupees (Angel One’s example), which moves the result by a few hundred rupees over 15 years. The invested amount is the same in every convention.',
    'Amounts are rounded half-up to whole rupees; the instalments themselves are not rounded. Estimated returns are the rounded future value less the rounded invested amount. The figures are before taxes, expense ratios and exit loads, and assume the same return every year, which real funds do not deliver.',
  ],
  faq: [
    {
      question: 'How much more does a step-up SIP build than a flat SIP?',
      answer:
        '₹5,000 a month at 12% for 10 years grows to about ₹11.62 lakh. Raising it 10% every year invests ₹9.56 lakh instead of ₹6 lakh and grows to about ₹16.87 lakh.',
    },
    {
      question: 'When does the step-up happen?',
      answer:
        'Once a year, at the start of each new year of the SIP: months 1 to 12 at the first amount, months 13 to 24 at the first amount plus the step-up, and so on. Fund houses let you choose the top-up month and frequency; yearly is the most common.',
    },
    {
      question: 'What step-up should I choose?',
      answer:
        'One you can keep up. Many investors match it to their expected yearly pay rise, often 5% to 10%. A step-up of 0% is a flat SIP.',
    },
    {
      question: 'Is the future value guaranteed?',
      answer:
        'No. It assumes the fund earns the same return every year. Mutual fund returns rise and fall, so try a lower and a higher rate to see a range. Mutual fund investments are subject to market risks.',
    },
  ],
  references: [
    {
      source:
        'Angel One, "Can ₹10,000 SIP make you a crorepati in 15 years?" (angelone.in/news/mutual-funds): ₹10,000 a month at 12% for 15 years, ₹18,00,000 invested, ₹32,45,760 of returns, ₹50,45,760 in all',
      inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '0' },
      expected: { invested: 1800000, returns: 3245760, futureValue: 5045760 },
      tolerance: 1,
    },
    {
      source:
        'Angel One (as above), with a 13% step-up: ₹48,50,268 invested, ₹1,04,28,130 in all. It rounds each year’s instalment to whole rupees (₹11,300, ₹12,769, ₹14,429…), so its figures are a few hundred rupees above exact instalments: within ₹300',
      inputs: { monthly: '10000', rate: '12', years: '15', stepUp: '13' },
      expected: { invested: 4850268, futureValue: 10428130, flatValue: 5045760 },
      tolerance: 300,
    },
    {
      source:
        'HDFC Mutual Fund (HDFC Asset Management), SIP Top Up Calculator, “Understanding the Top-up SIP”, percentage example (hdfcfund.com/calculators/top-up-sip-calculator): start with Rs. 2000/month, increase by 10% annually: Year 2: Rs. 2200 (the return entered, 12%, does not change the instalment)',
      inputs: { monthly: '2000', rate: '12', years: '2', stepUp: '10' },
      expected: { lastMonthly: 2200 },
      tolerance: 0.005,
    },
    {
      source:
        'HDFC Mutual Fund (as above): Year 3: Rs. 2420, the 10% applied to the year-2 instalment, not to the first one',
      inputs: { monthly: '2000', rate: '12', years: '3', stepUp: '10' },
      expected: { lastMonthly: 2420 },
      tolerance: 0.005,
    },
    {
      source:
        'Hashmatic, Step-Up SIP Calculator growth schedule (hashmatic.in/calculators/step-up-sip), instalments at the start of each month as here: ₹5,000 a month rising 10% a year at 12% for 10 years, ₹9,56,245 invested, ₹7,30,918 earned, ₹16,87,163 at maturity; the same case in Morning Express, "SIP top-up" (morningexpress.in), case 1',
      inputs: { monthly: '5000', rate: '12', years: '10', stepUp: '10' },
      expected: { invested: 956245, returns: 730918, futureValue: 1687163 },
      tolerance: 1,
    },
  ],
});
