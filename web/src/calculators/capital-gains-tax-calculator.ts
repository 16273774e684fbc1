import { dayInWords, formatIsoDate } from '../domain/calendar.ts';
import { formatPlain } from '../domain/format.ts';
import { ruleOn, type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { addMonths, dateOf } from './shared/dates.ts';

export const record = {
  id: 129,
  name: 'Capital Gains Tax Calculator',
  description:
    'Work out India’s STCG or LTCG tax on shares, mutual funds, property and gold from the dates and prices of purchase and sale.',
  category: 'finance',
  icon: 'landmark',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'income-tax-calculator',
    'advance-tax-calculator',
    'brokerage-calculator',
    'cagr-calculator',
  ],
  group: 'Tax and pay',
  keywords:
    'capital gains tax ltcg stcg 112a 111a 112 indexation cii cost inflation index shares mutual fund property land gold holding period',
} satisfies CalculatorRecord;

// Capital gains tax in India for a resident individual, by the date of sale. Gain = sale value −
// transfer expenses − cost. Listed equity shares and equity funds (STT paid): short-term up to
// 12 months, taxed at 15% (section 111A; 20% from 23 July 2024), long-term above it, taxed at
// 10% (12.5% from 23 July 2024) on the gain above ₹1 lakh (₹1.25 lakh from FY 2024-25, section
// 112A). Other assets: short-term gains are taxed at the slab rate; long-term ones (property
// above 24 months, others above 36 months, and above 24 months for every asset from 23 July
// 2024) at 20% after indexation by the Cost Inflation Index, and from 23 July 2024 at 12.5%
// without it (section 112), except land and buildings bought before that day, taxed at the lower
// of the two. Debt funds bought from 1 April 2023 are always short-term (section 50AA). Then a
// 4% health and education cess. Amounts are rounded half-up to the rupee.

const LAKH = 100_000;
const CESS = 4;

const rupees = (value: number) => formatMoney(value, 'INR', 0);
const rupee = (value: Big) => value.round(0, Big.roundHalfUp);

interface GainsRules {
  equityShort: number;
  equityLong: number;
  equityExemption: number;
  /** Long-term rate of other assets, %, and whether it is on the indexed gain. */
  otherLong: number;
  indexed: boolean;
  /** Months held beyond which an asset is long-term. */
  months: { equity: number; property: number; other: number };
  /** Land and buildings bought before this day may take 20% with indexation instead. */
  grandfatheredBefore: string | null;
}

const BEFORE_JULY_2024: Omit<GainsRules, 'equityExemption'> = {
  equityShort: 15,
  equityLong: 10,
  otherLong: 20,
  indexed: true,
  months: { equity: 12, property: 24, other: 36 },
  grandfatheredBefore: null,
};

const FROM_JULY_2024: GainsRules = {
  equityShort: 20,
  equityLong: 12.5,
  equityExemption: 1.25 * LAKH,
  otherLong: 12.5,
  indexed: false,
  months: { equity: 12, property: 24, other: 24 },
  grandfatheredBefore: '2024-07-23',
};

const ITD = 'Income Tax Department (incometaxindia.gov.in)';

const GAINS_RULES: RuleTable<GainsRules> = [
  {
    from: '2023-04-01',
    title: 'FY 2023-24',
    summary:
      'Listed equity: 15% short-term, 10% long-term above ₹1 lakh. Other assets: slab rate short-term, 20% with indexation long-term (property after 24 months, gold and others after 36). Debt funds bought from 1 April 2023 always short-term.',
    change: 'Debt funds bought from 1 April 2023 are taxed as short-term gains (section 50AA)',
    reference:
      'Finance Act, 2023 (section 50AA); Income-tax Act, 1961, sections 111A, 112 and 112A',
    source: ITD,
    rules: { ...BEFORE_JULY_2024, equityExemption: LAKH },
  },
  {
    from: '2024-04-01',
    title: 'FY 2024-25, before 23 July 2024',
    summary:
      'Listed equity: 15% short-term, 10% long-term above ₹1.25 lakh (the limit for the whole of FY 2024-25). Other assets: slab rate short-term, 20% with indexation long-term.',
    change:
      'The ₹1.25 lakh long-term exemption of the Finance (No. 2) Act 2024 covers the whole of FY 2024-25',
    reference: 'Finance (No. 2) Act, 2024, section 112A as amended (from AY 2025-26)',
    source: ITD,
    rules: { ...BEFORE_JULY_2024, equityExemption: 1.25 * LAKH },
  },
  {
    from: '2024-07-23',
    title: 'Finance (No. 2) Act 2024',
    summary:
      'Listed equity: 20% short-term, 12.5% long-term above ₹1.25 lakh. Other assets: slab rate short-term; long-term after 24 months at 12.5% without indexation, or for land and buildings bought before 23 July 2024 the lower of that and 20% with indexation.',
    change:
      'Equity short-term rate 15% → 20%, long-term 10% → 12.5%; other long-term gains 12.5% without indexation; 24 months for every asset but listed securities',
    reference:
      'Finance (No. 2) Act, 2024, sections 111A, 112 and 112A, for transfers from 23 July 2024',
    source: `${ITD}; CBDT FAQs on the capital gains changes, July 2024`,
    rules: FROM_JULY_2024,
  },
  {
    from: '2026-04-01',
    title: 'Tax year 2026-27',
    summary:
      'The same rates as from 23 July 2024 under the Income-tax Act, 2025: equity 20% short-term and 12.5% long-term above ₹1.25 lakh; other long-term gains 12.5%.',
    change: 'The Income-tax Act, 2025 replaced the 1961 Act and kept the capital gains rates',
    reference: 'Income-tax Act, 2025, in force 1 April 2026; Budget 2026-27',
    source: ITD,
    rules: FROM_JULY_2024,
  },
];

/** Cost Inflation Index by the year a financial year begins (CBDT, base 2001-02 = 100). */
const CII: Record<number, number> = {
  2001: 100,
  2002: 105,
  2003: 109,
  2004: 113,
  2005: 117,
  2006: 122,
  2007: 129,
  2008: 137,
  2009: 148,
  2010: 167,
  2011: 184,
  2012: 200,
  2013: 220,
  2014: 240,
  2015: 254,
  2016: 264,
  2017: 272,
  2018: 280,
  2019: 289,
  2020: 301,
  2021: 317,
  2022: 331,
  2023: 348,
  2024: 363,
  2025: 376,
};

/** The last financial year whose index is above; a later sale is indexed with it until the next. */
const LAST_CII_YEAR = Math.max(...Object.keys(CII).map(Number));

/** The year a date's financial year begins (April to March). */
const fyOf = (date: string) => {
  const { year, month } = dateOf(date);
  return month >= 4 ? year : year - 1;
};
const fyName = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;

type Asset = 'equity' | 'debt' | 'property' | 'gold';

const ASSET_NAMES: Record<Asset, string> = {
  equity: 'listed shares or equity funds',
  debt: 'debt fund units',
  property: 'land or a building',
  gold: 'gold or another asset',
};

const fields = {
  asset: {
    kind: 'choice',
    label: 'Asset',
    default: 'equity',
    options: [
      { value: 'equity', label: 'Listed shares, equity mutual funds (STT paid)' },
      { value: 'debt', label: 'Debt mutual funds' },
      { value: 'property', label: 'Land or building' },
      { value: 'gold', label: 'Gold, jewellery, unlisted shares, other assets' },
    ],
  },
  buyPrice: {
    kind: 'money',
    label: 'Purchase cost',
    default: '500000',
    min: 0,
    max: 1e11,
    noun: 'purchase cost',
    help: 'What you paid, with costs of buying and of any improvement. Shares bought before 1 February 2018: the higher of cost and the 31 January 2018 value.',
    messages: { max: 'The purchase cost can be at most ₹10,000 crore' },
  },
  sellPrice: {
    kind: 'money',
    label: 'Sale value',
    default: '800000',
    min: 0,
    max: 1e11,
    noun: 'sale value',
    messages: { max: 'The sale value can be at most ₹10,000 crore' },
  },
  buyDate: {
    kind: 'date',
    label: 'Date bought',
    default: '',
    blankIsToday: true,
    blankDays: -1100,
    help: 'About three years before today unless you choose another date.',
    invalid: 'Enter a valid purchase date.',
  },
  sellDate: {
    kind: 'date',
    label: 'Date sold',
    default: '',
    blankIsToday: true,
    help: 'Today unless you choose another date. The rules in force on this day apply.',
    invalid: 'Enter a valid sale date.',
  },
  expenses: {
    kind: 'money',
    label: 'Transfer expenses',
    default: '0',
    min: 0,
    max: 1e11,
    blankValue: 0,
    noun: 'transfer expenses',
    help: 'Brokerage, legal fees and commission paid to sell (not STT).',
    messages: { required: 'Enter the transfer expenses (0 if none)' },
  },
  slabRate: {
    kind: 'percent',
    label: 'Your slab rate',
    default: '30',
    min: 0,
    max: 30,
    noun: 'slab rate',
    help: 'For short-term gains on assets other than listed equity, and debt funds: the rate of your top income-tax slab.',
  },
} as const;

type GainsValues = Values<typeof fields>;

/** Whether the asset is long-term on the sale date, and the months that make it so. */
function holding(v: GainsValues, rules: GainsRules) {
  const always = v.asset === 'debt' && v.buyDate >= '2023-04-01';
  const months =
    v.asset === 'equity'
      ? rules.months.equity
      : v.asset === 'property'
        ? rules.months.property
        : rules.months.other;
  const longFrom = formatIsoDate(addMonths(dateOf(v.buyDate), months).date);
  return { months, always, long: !always && v.sellDate > longFrom };
}

export function gainsTax(v: GainsValues) {
  const rules = ruleOn(GAINS_RULES, v.sellDate)!.rules;
  const hold = holding(v, rules);
  const gain = decimal(v.sellPrice).minus(v.expenses).minus(v.buyPrice);
  const positive = gain.gt(0) ? gain : decimal(0);
  const buyCii = CII[Math.max(2001, fyOf(v.buyDate))];
  // A sale in a year whose index CBDT has not yet published (it does so around July) is indexed
  // with the latest one: the index has risen every year since 2001-02, so the indexed gain and
  // the 20% figure are then at most what they will be, and never a reason to lose the choice.
  const sellCiiYear = Math.min(fyOf(v.sellDate), LAST_CII_YEAR);
  const sellCii = CII[sellCiiYear];
  const sellCiiEarlier = fyOf(v.sellDate) > LAST_CII_YEAR;
  const indexedCost =
    buyCii && sellCii ? rupee(decimal(v.buyPrice).times(sellCii).div(buyCii)) : null;
  const indexedGain = indexedCost
    ? decimal(v.sellPrice).minus(v.expenses).minus(indexedCost)
    : null;
  const indexedTaxable = indexedGain && indexedGain.gt(0) ? indexedGain : decimal(0);

  let rate: number;
  let taxable = positive;
  let exemption = 0;
  let method: 'equity-short' | 'equity-long' | 'slab' | 'flat' | 'indexed' | 'lower';
  let flatTax: number | null = null;
  let indexedTax: number | null = null;
  if (v.asset === 'equity') {
    if (hold.long) {
      exemption = rules.equityExemption;
      taxable = positive.gt(exemption) ? positive.minus(exemption) : decimal(0);
      rate = rules.equityLong;
      method = 'equity-long';
    } else {
      rate = rules.equityShort;
      method = 'equity-short';
    }
  } else if (!hold.long) {
    rate = v.slabRate;
    method = 'slab';
  } else if (rules.indexed) {
    rate = rules.otherLong;
    taxable = indexedTaxable;
    method = 'indexed';
  } else if (
    v.asset === 'property' &&
    rules.grandfatheredBefore &&
    v.buyDate < rules.grandfatheredBefore &&
    indexedCost
  ) {
    flatTax = rupee(positive.times(rules.otherLong).div(100)).toNumber();
    indexedTax = rupee(indexedTaxable.times(20).div(100)).toNumber();
    method = 'lower';
    if (indexedTax < flatTax) {
      rate = 20;
      taxable = indexedTaxable;
    } else {
      rate = rules.otherLong;
    }
  } else {
    rate = rules.otherLong;
    method = 'flat';
  }
  const tax = rupee(taxable.times(rate).div(100));
  const cess = rupee(tax.times(CESS).div(100));
  return {
    rules,
    hold,
    method,
    gain: gain.toNumber(),
    exemption,
    taxable: taxable.toNumber(),
    rate,
    tax: tax.toNumber(),
    cess: cess.toNumber(),
    total: tax.plus(cess).toNumber(),
    buyCii,
    sellCii,
    sellCiiYear,
    sellCiiEarlier,
    indexedCost: indexedCost?.toNumber() ?? null,
    flatTax,
    indexedTax,
  };
}

const term = (long: boolean) => (long ? 'long-term' : 'short-term');

export default defineCalculator({
  slug: 'capital-gains-tax-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: GAINS_RULES, field: 'sellDate' },
  validate: (v) =>
    v.buyDate > v.sellDate ? { buyDate: 'The date bought must be on or before the date sold' } : {},
  outputs: {
    totalTax: { label: 'Tax with 4% cess', format: 'money', emphasis: true },
    gain: { label: 'Capital gain', format: 'money' },
    taxableGain: { label: 'Gain taxed', format: 'money' },
    rate: { label: 'Rate', format: 'percent' },
    tax: { label: 'Tax before cess', format: 'money' },
    cess: { label: 'Health and education cess', format: 'money' },
    indexedCost: { label: 'Indexed cost', format: 'money' },
    taxWithoutIndexation: { label: '12.5% without indexation', format: 'money' },
    taxWithIndexation: { label: '20% with indexation', format: 'money' },
  },
  hiddenOutputs(v) {
    const g = gainsTax(v);
    const hidden: ('indexedCost' | 'taxWithoutIndexation' | 'taxWithIndexation')[] = [];
    if (g.method !== 'indexed' && g.method !== 'lower') hidden.push('indexedCost');
    if (g.method !== 'lower') hidden.push('taxWithoutIndexation', 'taxWithIndexation');
    return hidden;
  },
  compute(v) {
    const g = gainsTax(v);
    return {
      totalTax: g.total,
      gain: g.gain,
      taxableGain: g.taxable,
      rate: g.rate,
      tax: g.tax,
      cess: g.cess,
      indexedCost: g.method === 'indexed' || g.method === 'lower' ? (g.indexedCost ?? 0) : 0,
      taxWithoutIndexation: g.flatTax ?? 0,
      taxWithIndexation: g.indexedTax ?? 0,
    };
  },
  summary(v, r) {
    const g = gainsTax(v);
    const kind = `${g.hold.long ? 'A long-term' : 'A short-term'} ${r.gain < 0 ? 'loss' : 'gain'}`;
    if (r.gain === 0) return 'No gain and no loss: no tax.';
    if (r.gain < 0) {
      return `${kind} of ${rupees(Math.abs(r.gain))}: no tax. A loss may be set off against other capital gains and carried forward for 8 years.`;
    }
    if (g.taxable === 0 && g.exemption > 0) {
      return `${kind} of ${rupees(r.gain)}: no tax, as it is within the ${rupees(g.exemption)} exemption for the year.`;
    }
    if (g.taxable === 0) {
      return `${kind} of ${rupees(r.gain)}: no tax, as indexation leaves no gain to tax.`;
    }
    if (r.rate === 0) {
      return `${kind} of ${rupees(r.gain)} on ${ASSET_NAMES[v.asset]}: no tax, at your slab rate of 0%.`;
    }
    if (r.totalTax === 0) {
      // ₹1 over the exemption: 12.5% of it is ₹0.125, which rounds to ₹0.
      return `${kind} of ${rupees(r.gain)}: the tax on the ${rupees(g.taxable)} taxed is less than half a rupee, so none is due.`;
    }
    const atMost =
      g.method === 'lower' && g.sellCiiEarlier
        ? `; at most that, as FY ${fyName(fyOf(v.sellDate))}’s index is not out yet`
        : '';
    return `${kind} of ${rupees(r.gain)} on ${ASSET_NAMES[v.asset]}: tax ${rupees(r.totalTax)} with cess, at ${formatPlain(r.rate)}%${g.method === 'slab' ? ' (your slab rate)' : ''}${atMost}.`;
  },
  steps(v, r) {
    const g = gainsTax(v);
    const steps = [
      `Capital gain = sale value − transfer expenses − cost = ${rupees(v.sellPrice)} − ${rupees(v.expenses)} − ${rupees(v.buyPrice)} = ${rupees(g.gain)}`,
      g.hold.always
        ? 'Debt fund units bought from 1 April 2023 are always short-term (section 50AA)'
        : `Held from ${dayInWords(v.buyDate)} to ${dayInWords(v.sellDate)}: ${g.hold.long ? 'more than' : 'not more than'} ${g.hold.months} months, so ${term(g.hold.long)}`,
    ];
    if (g.gain <= 0) return [...steps, 'No gain, so no tax'];
    if (g.method === 'equity-long') {
      steps.push(
        `Gain taxed = gain − exemption = ${rupees(g.gain)} − ${rupees(g.exemption)} = ${rupees(g.taxable)} (at least ₹0)`,
      );
    }
    if (g.method === 'indexed' || g.method === 'lower') {
      steps.push(
        `Indexed cost = ${rupees(v.buyPrice)} × CII ${g.sellCii} (FY ${fyName(g.sellCiiYear)}${g.sellCiiEarlier ? `, the latest published: FY ${fyName(fyOf(v.sellDate))}’s is not out yet` : ''}) ÷ CII ${g.buyCii} (FY ${fyName(Math.max(2001, fyOf(v.buyDate)))}) = ${rupees(g.indexedCost!)}; indexed gain = ${rupees(v.sellPrice - v.expenses)} − ${rupees(g.indexedCost!)}`,
      );
    }
    if (g.method === 'lower') {
      steps.push(
        `Land or building bought before 23 July 2024: the lower of 12.5% × ${rupees(g.gain)} = ${rupees(g.flatTax!)} and 20% of the indexed gain = ${rupees(g.indexedTax!)}`,
      );
      if (g.sellCiiEarlier && g.indexedTax! > 0) {
        steps.push(
          `A higher index for FY ${fyName(fyOf(v.sellDate))}, as every year has had, lowers the indexed gain: the tax here is at most what will be due`,
        );
      }
    }
    steps.push(
      `Tax = ${rupees(g.taxable)} × ${formatPlain(g.rate)}% = ${rupees(r.tax)}`,
      `Cess = 4% × ${rupees(r.tax)} = ${rupees(r.cess)}; total = ${rupees(r.totalTax)}`,
    );
    return steps;
  },
  notes: [
    'An estimate for a resident individual, for one sale. The ₹1.25 lakh equity exemption is for all such gains in a year; surcharge (at most 15% on these gains) is left out, and so are exemptions for reinvesting (sections 54, 54EC, 54F). A resident whose other income is below the basic exemption limit may set it against the gain. Indexation uses the Cost Inflation Index up to FY 2025-26 (376); a later sale is indexed with 376 until its year’s index is added here. The index has risen every year, so the 20% figure is then at most what will be due.',
  ],
  about: [
    'Gain = sale value − transfer expenses (brokerage, legal fees) − cost of purchase and improvement (section 48). STT is not an expense. For listed shares bought before 1 February 2018, the cost is the higher of the price paid and the value on 31 January 2018 (grandfathering).',
    'Listed equity shares and equity mutual funds on which STT was paid: a gain within 12 months is short-term, taxed at 20% for sales from 23 July 2024 (15% before, section 111A); held longer, it is long-term, taxed at 12.5% from 23 July 2024 (10% before) on the part above ₹1.25 lakh a year (₹1 lakh up to FY 2023-24, section 112A), without indexation.',
    'Other assets: a short-term gain is added to your income and taxed at your slab rate. From 23 July 2024, an asset held more than 24 months is long-term and taxed at 12.5% without indexation (section 112); a resident individual selling land or a building bought before that day pays the lower of that and 20% on the gain after indexation. Before 23 July 2024 every long-term gain was taxed at 20% after indexation, with gold and unlisted assets long-term after 36 months. Debt funds bought from 1 April 2023 are short-term whatever the holding (section 50AA).',
    'Indexation: indexed cost = cost × CII of the year of sale ÷ CII of the year of purchase (2001-02 for assets bought before, at their 1 April 2001 value). The Cost Inflation Index is the CBDT’s: 100 for 2001-02 … 348 for 2023-24, 363 for 2024-25, 376 for 2025-26 (Notification 70/2025). Tax and a 4% health and education cess are each rounded to the rupee.',
    'Sources: the Income-tax Act, 1961 (sections 48, 50AA, 111A, 112, 112A) as amended by the Finance (No. 2) Act 2024, the CBDT’s FAQs on the new capital gains rules (July 2024), the CBDT’s Cost Inflation Index notifications, and the worked examples under the references.',
  ],
  faq: [
    {
      question: 'When are shares long-term?',
      answer:
        'Listed shares and equity funds held for more than 12 months. Sold within 12 months, the gain is short-term and taxed at 20% (from 23 July 2024). Other assets, property and gold included, are long-term after 24 months for sales from 23 July 2024.',
    },
    {
      question: 'Is indexation still allowed on property?',
      answer:
        'For land or buildings bought before 23 July 2024 and sold by a resident individual or HUF: the tax is the lower of 12.5% without indexation and 20% with it. For anything bought from that day, and for other assets, long-term gains are taxed at 12.5% without indexation.',
    },
    {
      question: 'How is the ₹1.25 lakh exemption used?',
      answer:
        'Against the year’s total long-term gains on listed equity and equity funds. Only gains above it are taxed, at 12.5%. It does not apply to short-term gains, property or gold, and cannot be carried forward.',
    },
    {
      question: 'How are debt mutual funds taxed?',
      answer:
        'Units bought from 1 April 2023 give short-term gains however long they are held, taxed at your slab rate. Units bought earlier and sold after 23 July 2024 are long-term after 24 months and taxed at 12.5%.',
    },
  ],
  references: [
    {
      source:
        'ICICI Securities (ICICI Bank group), ICICIdirect FAQ “What is long term capital gain tax? How is it calculated?”, Example, Case 1 (icicidirect.com/faqs/stocks/what-are-long-term-capital-gain-tax): 200 Titan shares bought at ₹800 on 1 May 2023 (₹1,60,000) and sold at ₹1,500 on 3 June 2024 (₹3,00,000): long-term capital gain ₹1,40,000, tax (₹1,40,000 − ₹1,25,000) = ₹15,000 × 10% = ₹1,500',
      inputs: {
        asset: 'equity',
        buyDate: '2023-05-01',
        sellDate: '2024-06-03',
        buyPrice: '160000',
        sellPrice: '300000',
      },
      expected: { gain: 140000, taxableGain: 15000, rate: 10, tax: 1500 },
      tolerance: 0.5,
    },
    {
      source:
        'The same ICICIdirect FAQ, Case 2: the same 200 shares sold at ₹1,500 on 25 July 2024, after the Budget: ₹15,000 × 12.5% = ₹1,875',
      inputs: {
        asset: 'equity',
        buyDate: '2023-05-01',
        sellDate: '2024-07-25',
        buyPrice: '160000',
        sellPrice: '300000',
      },
      expected: { gain: 140000, taxableGain: 15000, rate: 12.5, tax: 1875 },
      tolerance: 0.5,
    },
    {
      source:
        'ICICI Securities (ICICI Bank group), ICICIdirect FAQ “What is short term capital gain tax? How is it calculated?”, Case 1 (icicidirect.com/faqs/stocks/what-are-short-term-capital-gain-tax): 100 Larsen & Toubro shares bought at ₹950 on 1 February 2024 (₹95,000) and sold at ₹1,500 on 3 June 2024 (₹1,50,000): gain ₹55,000, tax ₹55,000 × 15% = ₹8,250',
      inputs: {
        asset: 'equity',
        buyDate: '2024-02-01',
        sellDate: '2024-06-03',
        buyPrice: '95000',
        sellPrice: '150000',
      },
      expected: { gain: 55000, rate: 15, tax: 8250 },
      tolerance: 0.5,
    },
    {
      source:
        'The same ICICIdirect FAQ, Case 2: the same 100 shares sold at ₹1,500 on 25 July 2024: ₹55,000 × 20% = ₹11,000',
      inputs: {
        asset: 'equity',
        buyDate: '2024-02-01',
        sellDate: '2024-07-25',
        buyPrice: '95000',
        sellPrice: '150000',
      },
      expected: { gain: 55000, rate: 20, tax: 11000 },
      tolerance: 0.5,
    },
    {
      source:
        'Groww, "Short term capital gain tax on shares" (groww.in/p/short-term-capital-gain-tax-on-shares): 1,000 shares bought at ₹200 in July 2024 and sold at ₹280 in October 2024 with ₹2,000 of brokerage give a short-term gain of ₹78,000 and tax of ₹15,600 at 20% (kept for the transfer expenses)',
      inputs: {
        asset: 'equity',
        buyDate: '2024-07-15',
        sellDate: '2024-10-15',
        buyPrice: '200000',
        sellPrice: '280000',
        expenses: '2000',
      },
      expected: { gain: 78000, tax: 15600 },
      tolerance: 0.5,
    },
    {
      source:
        'CA Sonith Shetty, "Understanding capital gains tax changes in India before and after 23rd July 2024", example 4 (casonithshetty.com): shares bought in August 2022 for ₹1,00,000 and sold in August 2025 for ₹1,80,000, a long-term gain of ₹80,000 within the ₹1.25 lakh exemption: tax ₹0 (kept for a gain within the exemption)',
      inputs: {
        asset: 'equity',
        buyDate: '2022-08-10',
        sellDate: '2025-08-10',
        buyPrice: '100000',
        sellPrice: '180000',
      },
      expected: { gain: 80000, totalTax: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Karamchand Properties, "What is indexation benefit in real estate" (karamchandproperties.com/blog/what-is-indexation-benefit-in-real-estate): a plot bought in 2005 for ₹25 lakh and sold in FY 2023-24 for ₹1.2 crore has an indexed cost of (348 ÷ 117) × ₹25 lakh = ₹74.35 lakh (rounded to ₹1,000)',
      inputs: {
        asset: 'property',
        buyDate: '2005-06-01',
        sellDate: '2024-03-15',
        buyPrice: '2500000',
        sellPrice: '12000000',
      },
      expected: { indexedCost: 7435000 },
      tolerance: 1000,
    },
    {
      source:
        'Hindustan Times, "Year ender 2025: sold a property this year?" (20 December 2025, via htsyndication.com): a flat bought in 2005 for ₹25 lakh and sold in 2025 for ₹1.2 crore: at 12.5% without indexation the gain is ₹95 lakh and the tax ₹11.87 lakh',
      inputs: {
        asset: 'property',
        buyDate: '2005-06-01',
        sellDate: '2025-06-01',
        buyPrice: '2500000',
        sellPrice: '12000000',
      },
      expected: { gain: 9500000, taxWithoutIndexation: 1187500 },
      tolerance: 1000,
    },
  ],
});
