import { formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { cents, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { amortize, roundedPayment, type Schedule } from './shared/amortize.ts';

export const record = {
  id: 146,
  name: 'Rent vs Buy Calculator',
  description:
    'Compare the net cost of buying a home with renting over the years, opportunity cost included, and find the year buying becomes cheaper.',
  category: 'finance',
  icon: 'home',
  iconBg: 'orange',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: [
    'mortgage-calculator',
    'house-affordability-calculator',
    'home-loan-emi-calculator',
    'investment-calculator',
  ],
  group: 'Loans',
  keywords:
    'rent or buy renting buying home house own break even breakeven opportunity cost nyt mortgage',
} satisfies CalculatorRecord;

// Rent or buy, after the model of The New York Times' "Is It Better to Rent or Buy?" (Mike
// Bostock, Shan Carter, Archie Tse, 2014): each choice's costs are added up with their
// opportunity cost, what the money would have earned invested at the visitor's return, and the
// buyer gets back the sale price less selling costs and the loan still owed. The mortgage is the
// loans' one schedule (shared/amortize.ts). Years are whole: each year's costs are counted at its
// end and earn the return from then, compounded once a year.

/** The break-even year is looked for up to this many years. */
export const MAX_YEARS = 50;

const fields = {
  currency: currencyField,
  price: {
    kind: 'money',
    label: 'Home price',
    default: '400000',
    min: 0,
    minExclusive: true,
    max: 1_000_000_000,
  },
  down: {
    kind: 'money',
    label: 'Down payment',
    default: '80000',
    min: 0,
    max: 1_000_000_000,
    messages: { required: 'Enter the down payment (0 if none)' },
  },
  rate: {
    kind: 'percent',
    label: 'Mortgage rate',
    unit: '% a year',
    default: '6.5',
    min: 0,
    max: 50,
    plausible: {
      min: 0,
      max: 30,
      note: 'Check the rate: mortgage rates above 30% a year are very rare',
    },
  },
  term: {
    kind: 'integer',
    label: 'Mortgage term',
    unit: 'years',
    default: '30',
    min: 1,
    max: 40,
  },
  years: {
    kind: 'integer',
    label: 'Years you stay',
    noun: 'number of years',
    unit: 'years',
    default: '10',
    min: 1,
    max: MAX_YEARS,
  },
  rent: {
    kind: 'money',
    label: 'Monthly rent',
    default: '2000',
    min: 0,
    max: 100_000_000,
  },
  rentIncrease: {
    kind: 'percent',
    label: 'Rent increase',
    unit: '% a year',
    default: '3',
    min: 0,
    max: 50,
  },
  appreciation: {
    kind: 'percent',
    label: 'Home price growth',
    unit: '% a year',
    default: '3',
    min: -50,
    max: 50,
    help: 'How much the home’s value rises each year (negative if it falls).',
  },
  investmentReturn: {
    kind: 'percent',
    label: 'Investment return',
    unit: '% a year',
    default: '5',
    min: 0,
    max: 50,
    help: 'What money not put into the home would earn invested, after tax.',
  },
  propertyTax: {
    kind: 'percent',
    label: 'Property tax',
    unit: '% of value a year',
    default: '1.1',
    min: 0,
    max: 20,
  },
  maintenance: {
    kind: 'percent',
    label: 'Maintenance',
    unit: '% of value a year',
    default: '1',
    min: 0,
    max: 20,
  },
  insurance: {
    kind: 'money',
    label: 'Home insurance (per year)',
    default: '1500',
    min: 0,
    max: 100_000_000,
  },
  buyingCosts: {
    kind: 'percent',
    label: 'Buying costs',
    unit: '% of price',
    default: '3',
    min: 0,
    max: 50,
    help: 'Closing costs paid when you buy: fees, taxes on the purchase, legal costs.',
  },
  sellingCosts: {
    kind: 'percent',
    label: 'Selling costs',
    unit: '% of sale price',
    default: '6',
    min: 0,
    max: 50,
    help: 'Agent’s commission and other costs of selling at the end.',
  },
} as const;

type RentBuyValues = Values<typeof fields>;

/** One year of the comparison; money in the currency, not rounded. */
export interface ComparisonYear {
  year: number;
  /** The home's value at the end of the year. */
  homeValue: number;
  /** The loan still owed at the end of the year. */
  balance: number;
  /** Mortgage payments made in the year. */
  mortgagePaid: number;
  /** Property tax, maintenance and insurance of the year. */
  ownerCosts: number;
  /** Rent paid in the year. */
  rentPaid: number;
  /** What selling at the end of the year brings: value − selling costs − loan owed. */
  proceeds: number;
  /** Buying's costs with their opportunity cost to the end of the year, less the proceeds. */
  netBuying: number;
  /** Rent paid with its opportunity cost to the end of the year. */
  netRenting: number;
}

export interface Comparison {
  loan: number;
  /** The monthly mortgage payment, in whole cents (0 without a loan). */
  payment: number;
  schedule: Schedule;
  /** Down payment + buying costs, paid at the start. */
  upfront: number;
  /** Every year up to MAX_YEARS. */
  rows: ComparisonYear[];
  /** The first year in which buying costs no more than renting, or null within MAX_YEARS. */
  breakEven: number | null;
}

/** The year-by-year comparison for the values (every year up to MAX_YEARS). */
export const compare = rememberLast((v: RentBuyValues): Comparison => {
  const loan = decimal(v.price).minus(v.down).round(2).toNumber();
  const months = v.term * 12;
  const payment = loan > 0 ? roundedPayment(loan, v.rate, months) : decimal(0);
  const schedule = amortize({ principal: loan, rate: v.rate, payment, term: months })!;
  const upfront = v.down + (v.price * v.buyingCosts) / 100;
  const g = v.appreciation / 100;
  const r = v.investmentReturn / 100;
  const rows: ComparisonYear[] = [];
  let buying = upfront;
  let renting = 0;
  let breakEven: number | null = null;
  for (let year = 1; year <= MAX_YEARS; year += 1) {
    const startValue = v.price * (1 + g) ** (year - 1);
    const homeValue = v.price * (1 + g) ** year;
    const scheduled = schedule.years[year - 1];
    const mortgagePaid = scheduled?.paid ?? 0;
    const balance = scheduled?.balance ?? 0;
    const ownerCosts = (startValue * (v.propertyTax + v.maintenance)) / 100 + v.insurance;
    const rentPaid = 12 * v.rent * (1 + v.rentIncrease / 100) ** (year - 1);
    buying = buying * (1 + r) + mortgagePaid + ownerCosts;
    renting = renting * (1 + r) + rentPaid;
    const proceeds = homeValue * (1 - v.sellingCosts / 100) - balance;
    const netBuying = buying - proceeds;
    if (breakEven === null && netBuying <= renting) breakEven = year;
    rows.push({
      year,
      homeValue,
      balance,
      mortgagePaid,
      ownerCosts,
      rentPaid,
      proceeds,
      netBuying,
      netRenting: renting,
    });
  }
  return { loan, payment: payment.toNumber(), schedule, upfront, rows, breakEven };
});

const yearsText = (n: number) => `${formatPlain(n)} ${n === 1 ? 'year' : 'years'}`;

/**
 * The stays (in whole years, up to MAX_YEARS) after which buying has cost no more than renting:
 * `to` null when it stays so to MAX_YEARS. A loan ending or rent rising can make buying cheaper
 * and, with a high return on the cash, renting cheaper again later.
 */
export function cheaperToBuy(
  rows: readonly ComparisonYear[],
): { from: number; to: number | null }[] {
  const spans: { from: number; to: number | null }[] = [];
  for (const row of rows) {
    const cheaper = row.netBuying <= row.netRenting;
    const open = spans.at(-1);
    if (cheaper && open?.to === null) continue;
    if (cheaper) spans.push({ from: row.year, to: null });
    else if (open?.to === null) open.to = row.year - 1;
  }
  return spans;
}

/** The summary's sentence on how long a stay makes buying cheaper. */
function whenBuyingIsCheaper(rows: readonly ComparisonYear[]): string {
  const spans = cheaperToBuy(rows);
  const only = spans.length === 1 ? spans[0]! : null;
  if (spans.length === 0) return `Buying does not become cheaper within ${MAX_YEARS} years.`;
  if (only && only.to === null) {
    return (
      `Buying becomes cheaper than renting if you stay ${yearsText(only.from)} or more` +
      (only.from === 1 ? '.' : ` (from year ${only.from}).`)
    );
  }
  const stays = spans.map(({ from, to }) =>
    to === null
      ? `${yearsText(from)} or more`
      : from === to
        ? yearsText(from)
        : `${formatPlain(from)} to ${yearsText(to)}`,
  );
  const listed =
    stays.length === 1 ? stays[0] : `${stays.slice(0, -1).join(', ')} or ${stays.at(-1)}`;
  return `Buying is cheaper than renting only if you stay ${listed}.`;
}

export default defineCalculator({
  slug: 'rent-vs-buy-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  outputs: {
    netCostBuying: {
      label: (v) => `Net cost of buying over ${yearsText(v.years)}`,
      format: 'money',
      emphasis: true,
    },
    netCostRenting: {
      label: (v) => `Net cost of renting over ${yearsText(v.years)}`,
      format: 'money',
      emphasis: true,
    },
    difference: { label: 'Renting − buying (above 0: buying is cheaper)', format: 'money' },
    breakEvenYear: { label: 'Buying becomes cheaper in year', format: 'integer' },
    monthlyPayment: { label: 'Monthly mortgage payment', format: 'money' },
    homeValue: { label: 'Home value when you leave', format: 'money' },
    totalRent: { label: 'Rent paid', format: 'money' },
    upfrontOpportunityCost: {
      label: 'What the down payment and buying costs would have earned',
      format: 'money',
    },
  },
  validate: (v) =>
    v.down > v.price ? { down: 'The down payment cannot be more than the home price' } : {},
  compute(v) {
    const comparison = compare(v);
    const last = comparison.rows[v.years - 1]!;
    const netCostBuying = cents(last.netBuying);
    const netCostRenting = cents(last.netRenting);
    const totalRent = comparison.rows.slice(0, v.years).reduce((sum, row) => sum + row.rentPaid, 0);
    return {
      netCostBuying,
      netCostRenting,
      difference: decimal(netCostRenting).minus(netCostBuying).toNumber(),
      breakEvenYear: comparison.breakEven ?? 0,
      monthlyPayment: comparison.payment,
      homeValue: cents(last.homeValue),
      totalRent: cents(totalRent),
      upfrontOpportunityCost: cents(
        comparison.upfront * ((1 + v.investmentReturn / 100) ** v.years - 1),
      ),
    };
  },
  hiddenOutputs: (v) => (compare(v).breakEven === null ? ['breakEvenYear'] : []),
  summary(v, r) {
    const money = (value: number) => formatMoney(Math.abs(value), v.currency);
    const over = `Over ${yearsText(v.years)}`;
    const verdict =
      r.difference > 0
        ? `${over}, buying costs ${money(r.difference)} less than renting.`
        : r.difference < 0
          ? `${over}, renting costs ${money(r.difference)} less than buying.`
          : `${over}, buying and renting cost the same.`;
    return `${verdict} ${whenBuyingIsCheaper(compare(v).rows)}`;
  },
  steps(v, r) {
    const c = compare(v);
    const money = (value: number) => formatMoney(value, v.currency);
    const last = c.rows[v.years - 1]!;
    const ret = formatPlain(v.investmentReturn);
    const buyingSum = c.rows
      .slice(0, v.years)
      .reduce((sum, row) => sum + row.mortgagePaid + row.ownerCosts, 0);
    const first = c.rows[0]!;
    // Figures to the cent that add up as written: the selling costs on the value shown, the
    // proceeds from the figures shown, and the costs with opportunity cost as the net cost plus
    // the proceeds (each within a cent or two of its unrounded amount).
    const selling = cents(decimal(r.homeValue).times(v.sellingCosts).div(100));
    const proceeds = decimal(r.homeValue).minus(selling).minus(cents(last.balance)).toNumber();
    const withCost = decimal(r.netCostBuying).plus(proceeds).toNumber();
    return [
      `Loan = ${money(v.price)} − ${money(v.down)} = ${money(c.loan)}; monthly payment over ` +
        `${v.term * 12} months at ${formatPlain(v.rate)}% = ${money(r.monthlyPayment)}`,
      `Paid when you buy = down payment ${money(v.down)} + buying costs ` +
        `${formatPlain(v.buyingCosts)}% × ${money(v.price)} = ${money(c.upfront)}`,
      `Year 1 of owning: mortgage ${money(first.mortgagePaid)} + property tax and maintenance ` +
        `${formatPlain(v.propertyTax + v.maintenance)}% × ${money(v.price)} + insurance ` +
        `${money(v.insurance)} = ${money(first.mortgagePaid + first.ownerCosts)}`,
      `Year 1 of renting: 12 × ${money(v.rent)} = ${money(first.rentPaid)}, rising ` +
        `${formatPlain(v.rentIncrease)}% a year; rent over ${yearsText(v.years)} = ` +
        money(r.totalRent),
      `Opportunity cost: each cost grows at ${ret}% a year from when it is paid to the end of ` +
        `year ${v.years}; the ${money(c.upfront)} paid up front alone would have earned ` +
        money(r.upfrontOpportunityCost),
      `Buying: ${money(c.upfront)} up front and ${money(buyingSum)} over the years, with ` +
        `opportunity cost = ${money(withCost)}`,
      `Sale at the end of year ${v.years}: ${money(r.homeValue)} − selling costs ` +
        `${formatPlain(v.sellingCosts)}% (${money(selling)}) − loan owed ${money(last.balance)} = ` +
        money(proceeds),
      `Net cost of buying = ${money(withCost)} ${proceeds < 0 ? '+' : '−'} ` +
        `${money(Math.abs(proceeds))} = ${money(r.netCostBuying)}`,
      `Net cost of renting = rent with opportunity cost = ${money(r.netCostRenting)}`,
      `Renting − buying = ${money(r.netCostRenting)} − ${money(r.netCostBuying)} = ` +
        money(r.difference),
      c.breakEven === null
        ? `Buying is not cheaper in any year up to ${MAX_YEARS}`
        : `Year ${c.breakEven} is the first in which the net cost of buying is at most that of renting`,
    ];
  },
  charts: {
    title: 'Net cost over the years',
    build(v) {
      const c = compare(v);
      const rows = c.rows.slice(0, v.years);
      const caption =
        c.breakEven === null || c.breakEven > v.years
          ? `The net cost of buying stays above that of renting in each of the ${yearsText(v.years)}.`
          : `The net cost of buying falls below that of renting in year ${c.breakEven}.`;
      return [
        {
          kind: 'lines',
          caption,
          x: { key: 'year', label: 'Years you stay', tooltip: 'Year' },
          series: [
            { id: 'buying', label: 'Net cost of buying', color: 'blue.solid' },
            { id: 'renting', label: 'Net cost of renting', color: 'orange.solid' },
          ],
          data: rows.map((row) => ({
            year: String(row.year),
            buying: cents(row.netBuying),
            renting: cents(row.netRenting),
          })),
        },
      ];
    },
  },
  table: {
    caption: 'Year by year, as if you left at the end of each year',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'homeValue', label: 'Home value', format: 'money' },
      { id: 'balance', label: 'Loan owed', format: 'money' },
      { id: 'owning', label: 'Owning costs this year', format: 'money' },
      { id: 'rent', label: 'Rent this year', format: 'money' },
      { id: 'netBuying', label: 'Net cost of buying', format: 'money' },
      { id: 'netRenting', label: 'Net cost of renting', format: 'money' },
      { id: 'difference', label: 'Renting − buying', format: 'money' },
    ],
    rows: (v) =>
      compare(v)
        .rows.slice(0, v.years)
        .map((row) => ({
          year: row.year,
          homeValue: cents(row.homeValue),
          balance: row.balance,
          owning: cents(row.mortgagePaid + row.ownerCosts),
          rent: cents(row.rentPaid),
          netBuying: cents(row.netBuying),
          netRenting: cents(row.netRenting),
          difference: decimal(cents(row.netRenting)).minus(cents(row.netBuying)).toNumber(),
        })),
  },
  notes: [
    'An estimate on steady rates: prices, rents and returns will not grow evenly. Tax relief on mortgage interest, rent deposits, and costs shared by both (utilities, contents insurance) are left out.',
  ],
  about: [
    'The method is that of The New York Times’ “Is It Better to Rent or Buy?” calculator (M. Bostock, S. Carter and A. Tse, 2014): for each choice, add up what you pay, add the opportunity cost of that money (what it would have earned invested), and take away what you get back at the end. The choice with the lower net cost leaves you richer by the difference, as if the one who spends less each year invested the rest.',
    'Buying: the down payment and the buying costs (a percentage of the price) are paid at the start. Each year you pay the mortgage, property tax and maintenance (percentages of the home’s value at the start of that year) and insurance (a fixed yearly amount). When you leave, you sell at the price grown by the home price growth each year, pay the selling costs (a percentage of the sale price) and repay the loan still owed; the rest comes back to you. Renting: 12 months of rent each year, the rent rising by the rent increase once a year.',
    'The mortgage is a fixed-rate loan of the price less the down payment, repaid monthly: the payment is P × r(1+r)^n / ((1+r)^n − 1) with r the yearly rate ÷ 12 and n the term in months, rounded half-up to the cent, each month’s interest rounded half-up to the cent and the last payment clearing the balance (the same schedule as this site’s mortgage and loan calculators).',
    'Opportunity cost: money earns the investment return, compounded once a year. What is paid up front earns it for every year you stay; each year’s costs are counted at the end of their year and earn it from then to the end. Net cost of buying = the costs of buying with their opportunity cost − the sale proceeds; net cost of renting = the rent with its opportunity cost. Amounts are worked out unrounded and shown to the cent, rounded half-up.',
    'The break-even year is the first year, up to 50, whose net cost of buying (as if you sold at its end) is no more than that of renting. Not modelled: income tax relief on mortgage interest or property tax, tax on the sale or on investment gains (enter an after-tax return), rent deposits, mortgage insurance, and costs both choices share.',
  ],
  faq: [
    {
      question: 'What is the opportunity cost in renting vs buying?',
      answer:
        'The return your money would have earned if it were invested instead of spent. A down payment of 80,000 that could earn 5% a year gives up about 50,300 in 10 years; the renter keeps it invested, so it counts as a cost of buying.',
    },
    {
      question: 'Why is buying more expensive if I stay only a few years?',
      answer:
        'Buying and selling costs (often 3% and 6% of the price) are paid whatever the length of stay, and early mortgage payments are mostly interest. The longer you stay, the more years of rent you avoid and the more the home’s growth covers those costs: that is the break-even year.',
    },
    {
      question: 'Is rent money wasted and a mortgage payment saved?',
      answer:
        'Only in part. The principal you repay comes back when you sell, but mortgage interest, property tax, maintenance, insurance and the transaction costs do not, just as rent does not. This calculator counts all of them, and what you get back from the sale.',
    },
    {
      question: 'Which return should I enter for the investment?',
      answer:
        'What you would really earn on the money after tax: a savings rate if you would keep it in a deposit, or a long-run stock and bond return if you would invest it. A higher return favours renting; a higher home price growth favours buying.',
    },
  ],
  references: [
    {
      source:
        'Wikipedia, “Fixed-rate mortgage” (https://en.wikipedia.org/wiki/Fixed-rate_mortgage): ' +
        'a $200,000 loan at 6.5% for 30 years pays $1,264.14 a month',
      inputs: { price: '250000', down: '50000', rate: '6.5', term: '30' },
      expected: { monthlyPayment: 1264.14 },
      tolerance: 0.005,
    },
    {
      source:
        'Consumer Financial Protection Bureau, loan-calc (the CFPB’s open-source payment library), README “Usage” (github.com/cfpb/loan-calc): paymentCalc for $200,000 at 5% over 180 months “returns 1581.59”; here a $250,000 home with $50,000 down over 15 years',
      inputs: { price: '250000', down: '50000', rate: '5', term: '15' },
      expected: { monthlyPayment: 1581.59 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft, Visual FoxPro 9 Language Reference, “PAYMENT( ) Function”, example (learn.microsoft.com/previous-versions/visualstudio/foxpro/aa978129(v=vs.71)): $100,000 at 10.5% a year over 20 years of monthly payments “Displays 998.38”; here a $100,000 home bought with nothing down',
      inputs: { price: '100000', down: '0', rate: '10.5', term: '20' },
      expected: { monthlyPayment: 998.38 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook (1996), “Getting Started”, example “Estimating Appreciation”, page 11 (easymanua.ls/texas-instruments/ba-real-estate/manual?p=12): a $150,000 home appreciating 3% a year for five years, “V2 = 173,891.11”',
      inputs: { price: '150000', down: '30000', appreciation: '3', years: '5' },
      expected: { homeValue: 173891.11 },
      tolerance: 0.005,
    },
    {
      source:
        'Texas Instruments, BA Real Estate Guidebook, “Buyer Qualification”, example “Finding the Minimum Income Required”, page 56 (manualshelf.com/manual/texas-instruments/ba/user-manual-english/page-57.html): a $250,000 home with $50,000 down, a 30-year loan at 8%: “LN = 200,000.00”, “PMT= -1,467.53”',
      inputs: { price: '250000', down: '50000', rate: '8', term: '30' },
      expected: { monthlyPayment: 1467.53 },
      tolerance: 0.005,
    },
    {
      source:
        'Math Help Forum, “Total rent amount when there is an annual growth rate in rent” ' +
        '(http://mathhelpforum.com/business-math/185754-total-rent-amount-when-there-annual-' +
        'growth-rate-rent.html): $1,000 a month rising 5% a year, 12000 × (1.05⁰ + … + 1.05⁴) = ' +
        '66,307.575 in 5 years',
      inputs: { rent: '1000', rentIncrease: '5', years: '5' },
      expected: { totalRent: 66307.58 },
      tolerance: 0.005,
    },
    {
      source:
        'Calculators9, Rent vs Buy Calculator (https://calculators9.com/free-calculators/usa/' +
        'real-estate/property-analysis/rent-vs-buy-calculator-370): a $100,000 down payment that ' +
        'could earn 7% a year gives up $40,255 in 5 years',
      inputs: {
        price: '500000',
        down: '100000',
        buyingCosts: '0',
        investmentReturn: '7',
        years: '5',
      },
      expected: { upfrontOpportunityCost: 40255 },
      tolerance: 0.5,
    },
  ],
});
