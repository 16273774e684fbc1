import { formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big, formatMoney, roundToCents } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 147,
  name: 'Depreciation Calculator',
  description:
    'Depreciate an asset year by year by straight-line, declining balance, double-declining balance or sum-of-the-years’-digits.',
  category: 'finance',
  icon: 'briefcase',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['break-even-calculator', 'profit-margin-calculator', 'roi-calculator'],
  group: 'Business',
  keywords:
    'depreciation straight line sln declining balance ddb double declining 150% db syd sum of years digits book value salvage residual value useful life fixed asset write down accumulated depreciation',
} satisfies CalculatorRecord;

// Depreciation by year, from the cost, the salvage (residual) value and the useful life in whole
// years, the asset in use for whole years (no part-year convention):
// - straight-line: (cost − salvage) ÷ life a year;
// - sum-of-the-years'-digits: (cost − salvage) × years left at the start of the year ÷ (1 + 2 + …
//   + life);
// - declining balance (150%) and double-declining balance (200%): the book value at the start of
//   the year × factor ÷ life, switching to straight-line over the years left ((book − salvage) ÷
//   years left) in the first year that gives more, and never below the salvage value, so the book
//   value ends at the salvage value (the switch Excel's VDB makes, and IRS Publication 946's MACRS
//   tables).
// Each year's depreciation is rounded half-up to the cent; the last year takes what is left, so
// the years add up to cost − salvage exactly.

const METHODS = [
  { value: 'straight-line', label: 'Straight-line' },
  { value: 'declining-balance', label: 'Declining balance (150%)' },
  { value: 'double-declining', label: 'Double-declining balance (200%)' },
  { value: 'sum-of-years', label: 'Sum-of-the-years’-digits' },
] as const;

type Method = (typeof METHODS)[number]['value'];

interface Year {
  year: number;
  opening: Big;
  depreciation: Big;
  accumulated: Big;
  book: Big;
  /** How the year's figure was found, for the steps. */
  basis: 'straight-line' | 'sum-of-years' | 'declining' | 'switch' | 'floor';
  /** The declining-balance figure before the switch or the floor (declining methods only). */
  declining?: Big;
}

/** The declining-balance factor of a method: 1.5 or 2, or null for the others. */
const factorOf = (method: Method) =>
  method === 'declining-balance' ? 1.5 : method === 'double-declining' ? 2 : null;

/** The schedule, one row a year. */
export function schedule(v: {
  cost: number;
  salvage: number;
  life: number;
  method: Method;
}): Year[] {
  const cost = roundToCents(v.cost);
  const salvage = roundToCents(v.salvage);
  const depreciable = cost.minus(salvage);
  const digits = (v.life * (v.life + 1)) / 2;
  const factor = factorOf(v.method);
  const years: Year[] = [];
  let book = cost;
  let accumulated = new Big(0);
  for (let year = 1; year <= v.life; year += 1) {
    const left = v.life - year + 1;
    const rest = book.minus(salvage);
    let depreciation: Big;
    let basis: Year['basis'];
    let declining: Big | undefined;
    if (factor === null) {
      basis = v.method === 'straight-line' ? 'straight-line' : 'sum-of-years';
      depreciation =
        year === v.life
          ? rest
          : v.method === 'straight-line'
            ? roundToCents(depreciable.div(v.life))
            : roundToCents(depreciable.times(left).div(digits));
    } else {
      declining = roundToCents(book.times(factor).div(v.life));
      const straight = roundToCents(rest.div(left));
      if (declining.gt(rest)) {
        depreciation = rest;
        basis = 'floor';
      } else if (straight.gt(declining)) {
        depreciation = straight;
        basis = 'switch';
      } else {
        depreciation = declining;
        basis = 'declining';
      }
      if (depreciation.gt(rest)) depreciation = rest;
    }
    accumulated = accumulated.plus(depreciation);
    const opening = book;
    book = book.minus(depreciation);
    years.push({ year, opening, depreciation, accumulated, book, basis, declining });
  }
  return years;
}

/** The first year depreciated straight-line after the switch, or null. */
const switchYear = (years: Year[]) => years.find((y) => y.basis === 'switch')?.year ?? null;

export default defineCalculator({
  slug: 'depreciation-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields: {
    currency: currencyField,
    cost: {
      kind: 'money',
      label: 'Cost of the asset',
      default: '50000',
      min: 0,
      minExclusive: true,
      max: 1e12,
      noun: 'cost',
      help: 'What it cost to buy and put into use.',
    },
    salvage: {
      kind: 'money',
      label: 'Salvage value',
      default: '5000',
      min: 0,
      max: 1e12,
      help: 'What it will be worth at the end of its useful life (residual value); 0 if nothing.',
      messages: { required: 'Enter the salvage value (0 if none)' },
    },
    life: {
      kind: 'integer',
      label: 'Useful life',
      unit: 'years',
      default: '5',
      min: 1,
      max: 50,
      noun: 'useful life',
    },
    method: {
      kind: 'choice',
      label: 'Method',
      default: 'double-declining' as Method,
      options: METHODS,
    },
  },
  validate: (v) =>
    v.salvage > v.cost ? { salvage: 'The salvage value cannot be more than the cost' } : {},
  outputs: {
    firstYear: { label: 'Depreciation in year 1', format: 'money', emphasis: true },
    secondYear: { label: 'Depreciation in year 2', format: 'money' },
    lastYear: { label: 'Depreciation in the last year', format: 'money' },
    total: { label: 'Total depreciation', format: 'money' },
    finalBook: { label: 'Book value at the end', format: 'money' },
  },
  hiddenOutputs: (v) => (v.life < 2 ? ['secondYear', 'lastYear'] : v.life < 3 ? ['lastYear'] : []),
  compute(v) {
    const years = schedule(v);
    const total = years.reduce((sum, y) => sum.plus(y.depreciation), new Big(0));
    return {
      firstYear: years[0]!.depreciation.toNumber(),
      secondYear: (years[1]?.depreciation ?? new Big(0)).toNumber(),
      lastYear: years[years.length - 1]!.depreciation.toNumber(),
      total: total.toNumber(),
      finalBook: years[years.length - 1]!.book.toNumber(),
    };
  },
  summary(v, r) {
    const money = (value: number) => formatMoney(value, v.currency);
    const method = METHODS.find((m) => m.value === v.method)!.label.toLowerCase();
    return `By ${method}, the asset depreciates ${money(r.firstYear)} in year 1 and ${money(r.total)} over ${v.life === 1 ? '1 year' : `${v.life} years`}, down to its salvage value of ${money(r.finalBook)}.`;
  },
  facts(v) {
    const factor = factorOf(v.method);
    if (factor === null) {
      return v.method === 'straight-line'
        ? [
            {
              label: 'Rate',
              text: `${formatPlain(Number((100 / v.life).toFixed(4)))}% of the depreciable amount a year`,
            },
          ]
        : [{ label: 'Sum of the years’ digits', text: formatPlain((v.life * (v.life + 1)) / 2) }];
    }
    const year = switchYear(schedule(v));
    return [
      {
        label: 'Declining-balance rate',
        text: `${formatPlain(Number(((factor * 100) / v.life).toFixed(4)))}% of the book value a year`,
      },
      {
        label: 'Switch to straight-line',
        text: year === null ? 'Not needed' : `From year ${year}`,
      },
    ];
  },
  steps(v) {
    const money = (value: Big) => formatMoney(value.toNumber(), v.currency);
    const years = schedule(v);
    const cost = roundToCents(v.cost);
    const salvage = roundToCents(v.salvage);
    const depreciable = cost.minus(salvage);
    const digits = (v.life * (v.life + 1)) / 2;
    const factor = factorOf(v.method);
    const head = `Depreciable amount = cost − salvage = ${money(cost)} − ${money(salvage)} = ${money(depreciable)}`;
    const lines = years.map((y) => {
      const left = v.life - y.year + 1;
      const tail = `; book value ${money(y.opening)} − ${money(y.depreciation)} = ${money(y.book)}`;
      if (y.basis === 'straight-line') {
        return y.year === v.life && v.life > 1
          ? `Year ${y.year}: what is left above salvage, ${money(y.depreciation)}${tail}`
          : `Year ${y.year}: ${money(depreciable)} ÷ ${v.life} ≈ ${money(y.depreciation)}${tail}`;
      }
      if (y.basis === 'sum-of-years') {
        return y.year === v.life && v.life > 1
          ? `Year ${y.year}: ${money(depreciable)} × 1/${digits}, what is left above salvage, ${money(y.depreciation)}${tail}`
          : `Year ${y.year}: ${money(depreciable)} × ${left}/${digits} ≈ ${money(y.depreciation)}${tail}`;
      }
      const rate = `${formatPlain(factor!)} ÷ ${v.life}`;
      if (y.basis === 'declining') {
        return `Year ${y.year}: ${money(y.opening)} × ${rate} ≈ ${money(y.depreciation)}${tail}`;
      }
      if (y.basis === 'switch') {
        return `Year ${y.year}: straight-line over the ${left === 1 ? 'last year' : `${left} years left`}, (${money(y.opening)} − ${money(salvage)}) ÷ ${left} ≈ ${money(y.depreciation)}, more than ${money(y.opening)} × ${rate} ≈ ${money(y.declining!)}${tail}`;
      }
      return `Year ${y.year}: ${money(y.opening)} × ${rate} ≈ ${money(y.declining!)}, limited to ${money(y.depreciation)} so the book value does not fall below salvage${tail}`;
    });
    return [
      head,
      ...(factor === null
        ? v.method === 'sum-of-years'
          ? [`Sum of the years’ digits = 1 + … + ${v.life} = ${digits}`]
          : []
        : [`Declining-balance rate = ${formatPlain(factor)} ÷ ${v.life} of the book value a year`]),
      ...lines,
    ];
  },
  table: {
    caption: 'Depreciation schedule',
    columns: [
      { id: 'year', label: 'Year', format: 'integer' },
      { id: 'opening', label: 'Book value at the start', format: 'money' },
      { id: 'depreciation', label: 'Depreciation', format: 'money' },
      { id: 'accumulated', label: 'Accumulated depreciation', format: 'money' },
      { id: 'book', label: 'Book value at the end', format: 'money' },
    ],
    rows: (v) =>
      schedule(v).map((y) => ({
        year: y.year,
        opening: y.opening.toNumber(),
        depreciation: y.depreciation.toNumber(),
        accumulated: y.accumulated.toNumber(),
        book: y.book.toNumber(),
      })),
  },
  about: [
    'Straight-line: (cost − salvage value) ÷ useful life, the same every year. Sum-of-the-years’-digits: (cost − salvage) × the years left at the start of the year ÷ (1 + 2 + … + life); for 5 years the fractions are 5/15, 4/15, 3/15, 2/15 and 1/15. Declining balance: the book value at the start of the year × factor ÷ life, with a factor of 1.5 (150% declining balance) or 2 (double-declining balance); the salvage value is not taken off first. These are the methods IAS 16 (paragraph 62) names and IRS Publication 946 describes, as textbooks such as OpenStax Principles of Accounting, Volume 1, §11.3 set them out.',
    'Convention: a declining-balance schedule switches to straight-line over the years left, (book value − salvage) ÷ years left, in the first year that gives more than the declining-balance figure, and never takes the book value below the salvage value. So every method ends at the salvage value. Without the switch, a declining balance would leave the book value above salvage at the end of the life, or need a large last-year charge.',
    'The asset is taken to be in use for whole years from the start of the first. Tax rules often count part years (the US MACRS half-year and mid-quarter conventions, with recovery periods and tables of their own), which this calculator does not apply. Each year’s depreciation is rounded half-up to the cent; the last year takes what is left above salvage, so the years add up to the depreciable amount.',
  ],
  faq: [
    {
      question: 'Which depreciation method should I use?',
      answer:
        'Straight-line when the asset is used evenly over its life, as for most buildings and furniture. An accelerated method (declining balance or sum-of-the-years’-digits) when it gives more of its benefit early, as vehicles and computers do. IAS 16 asks for the method that reflects how the asset’s benefits are used up; tax rules may prescribe their own.',
    },
    {
      question: 'Why does double-declining balance ignore the salvage value?',
      answer:
        'Its rate is applied to the whole book value, not to cost less salvage. The salvage value only acts as a floor: depreciation stops when the book value reaches it. This calculator also switches to straight-line when that gives more, so the book value reaches salvage exactly at the end of the life.',
    },
    {
      question: 'What is book value?',
      answer:
        'Cost less accumulated depreciation: what the asset is carried at in the accounts. It is not its market value, which may be higher or lower.',
    },
    {
      question: 'Does this calculate US tax (MACRS) depreciation?',
      answer:
        'No. MACRS uses set recovery periods, a half-year or mid-quarter convention and a zero salvage value, from the tables in IRS Publication 946. This calculator gives book depreciation over whole years.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Principles of Finance (Dahlquist & Knight, 2022), section 4.4 "When Should a Company Capitalize or Expense an Item?" (openstax.org/books/principles-finance/pages/4-4-when-should-a-company-capitalize-or-expense-an-item): Liam’s silk screen machine, $54,000 + $1,500 shipping + $2,500 setup = $58,000, salvage $10,000, five years: straight-line "an annual depreciation expense of $9,600", and "At the end of five years, the asset will have a book value of $10,000"',
      inputs: { cost: '58000', salvage: '10000', life: '5', method: 'straight-line' },
      expected: { firstYear: 9600, lastYear: 9600, total: 48000, finalBook: 10000 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Principles of Finance, section 4.4 (as above), double-declining balance at 40%: "the first year’s double-declining-balance depreciation expense would be $58,000 × 40%, or $23,200"; in year four the expense "cannot exceed $2,528" so the book value stops at the $10,000 salvage value, and "no depreciation can be taken in year five"; total "$48,000"',
      inputs: { cost: '58000', salvage: '10000', life: '5', method: 'double-declining' },
      expected: { firstYear: 23200, lastYear: 0, total: 48000, finalBook: 10000 },
      tolerance: 0.005,
    },
    {
      source:
        'Jacksonville State University, College of Commerce and Business Administration, "Depreciation" (ccba.jsu.edu/accounting/DEPRECIATION.HTML): cost 10,500, salvage 500, 5 years, straight-line = 2,000 a year',
      inputs: { cost: '10500', salvage: '500', life: '5', method: 'straight-line' },
      expected: { firstYear: 2000, lastYear: 2000, total: 10000 },
      tolerance: 0.005,
    },
    {
      source:
        'Jacksonville State University (as above), double-declining balance at 40% with the switch to straight-line: year 1 4,200, year 2 2,520, year 5 straight-line 861 (figures to the whole dollar)',
      inputs: { cost: '10500', salvage: '500', life: '5', method: 'double-declining' },
      expected: { firstYear: 4200, secondYear: 2520, lastYear: 861, finalBook: 500 },
      tolerance: 0.5,
    },
    {
      source:
        'Oracle, PeopleSoft PeopleTools 8.63, Analytic Calculation Engine, "DDB" (docs.oracle.com/en/applications/peoplesoft/peopletools/8.63/analytic-calculation-engine/ddb.html): a machine bought for USD 6000 to be sold for USD 500 after 5 years: DDB year 1 = 2400, year 2 = 1440, year 3 = 864, year 4 = 518, year 5 = 278 (to the unit; year 5 stops at the salvage value)',
      inputs: { cost: '6000', salvage: '500', life: '5', method: 'double-declining' },
      expected: { firstYear: 2400, secondYear: 1440, lastYear: 278, finalBook: 500 },
      tolerance: 0.5,
    },
    {
      source:
        'Microsoft, Excel help, "SYD function" (support.microsoft.com/en-US/Excel/functions/syd-function): initial cost $30,000.00, salvage value $7,500.00, lifespan 10 years: "Yearly depreciation allowance for the first year (4,090.91)" and "for the tenth year (409.09)"',
      inputs: { cost: '30000', salvage: '7500', life: '10', method: 'sum-of-years' },
      expected: { firstYear: 4090.91, lastYear: 409.09, total: 22500 },
      tolerance: 0.005,
    },
    {
      source:
        'Microsoft, "SLN function" (support.microsoft.com/en-us/sharepoint/functions-data/sln-function): cost 30,000, salvage 7,500, life 10: "The depreciation allowance for each year (2,250)"',
      inputs: { cost: '30000', salvage: '7500', life: '10', method: 'straight-line' },
      expected: { firstYear: 2250, lastYear: 2250, finalBook: 7500 },
      tolerance: 0.005,
    },
    {
      source:
        'Apple, Numbers Formulas and Functions Help, "SYD" (help.apple.com/functions/mac/7.0/en.lproj/ffa576ee52.html): cost $10,000, salvage $1000, depreciable life 9 years: "=SYD(10000, 1000, 9, 1) returns $1,800", year 2 "$1,600"',
      inputs: { cost: '10000', salvage: '1000', life: '9', method: 'sum-of-years' },
      expected: { firstYear: 1800, secondYear: 1600 },
      tolerance: 0.005,
    },
    {
      source:
        'NPTEL, Construction Economics and Finance, module 3 lecture 3, example 4 (archive.nptel.ac.in/content/storage2/courses/105103023/module3/lec3/3.html): Rs 15,00,000 equipment, Rs 2,00,000 salvage, 10 years, double-declining balance switched to straight-line in year 10 so the book value ends at Rs 2,00,000 (book value after year 9 Rs 2,01,326.59, so year 10 is Rs 1,326.59)',
      inputs: { cost: '1500000', salvage: '200000', life: '10', method: 'double-declining' },
      expected: { firstYear: 300000, lastYear: 1326.59, finalBook: 200000, total: 1300000 },
      tolerance: 0.005,
    },
  ],
});
