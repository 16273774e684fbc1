import { type RuleTable } from '../engine/datedRules.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { Big, decimal, formatMoney } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 128,
  name: 'Advance Tax Calculator',
  description:
    'Split a year’s tax into the advance-tax instalments due on 15 June, September, December and March, with 234C interest on any shortfall.',
  category: 'finance',
  icon: 'timer',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['income-tax-calculator', 'tds-calculator', 'capital-gains-tax-calculator'],
  group: 'Tax and pay',
  keywords:
    'advance tax instalment installment due date 15 june 15 september 15 december 15 march 234c 234b 211 44ad 44ada presumptive interest',
} satisfies CalculatorRecord;

// Advance tax, sections 207 to 211 of the Income-tax Act, 1961 (kept by the Income-tax Act, 2025
// from tax year 2026-27): once the year's tax less TDS and TCS is ₹10,000 or more (s.208), at
// least 15% is due by 15 June, 45% by 15 September, 75% by 15 December and all of it by 15 March
// (s.211(1)(a)); a presumptive business or profession (44AD, 44ADA) pays all of it by 15 March
// (s.211(1)(b)). Section 234C charges simple interest of 1% a month on each shortfall: three
// months on 15% less what was paid by 15 June (none if 12% was paid), 45% by 15 September (none
// if 36%), 75% by 15 December, and one month on the whole by 15 March; rule 119A drops any part
// of ₹100 from the shortfall.

const rupees = (value: number) => formatMoney(value, 'INR', 0);
const rupee = (value: Big) => value.round(0, Big.roundHalfUp);

const TAX_YEAR_STARTS = { '2025-26': '2025-04-01', '2026-27': '2026-04-01' } as const;

interface AdvanceTaxRules {
  /** Cumulative shares due by each date, % (15 June, 15 September, 15 December, 15 March). */
  shares: readonly [number, number, number, number];
  /** Shares paid that spare 234C interest for June and September, %. */
  spared: readonly [number, number];
  /** Months of 234C interest on each shortfall. */
  months: readonly [number, number, number, number];
  /** No advance tax below this (s.208). */
  minimum: number;
}

const SCHEDULE: AdvanceTaxRules = {
  shares: [15, 45, 75, 100],
  spared: [12, 36],
  months: [3, 3, 3, 1],
  minimum: 10_000,
};

const SUMMARY =
  'Advance tax when the year’s tax after TDS is ₹10,000 or more: 15% by 15 June, 45% by 15 September, 75% by 15 December, 100% by 15 March (44AD/44ADA: all by 15 March). Interest of 1% a month on shortfalls (234C).';

const RULES: RuleTable<AdvanceTaxRules> = [
  {
    from: TAX_YEAR_STARTS['2025-26'],
    title: 'FY 2025-26, Income-tax Act, 1961',
    summary: SUMMARY,
    change:
      'Four instalments for everyone (since FY 2016-17), one on 15 March for presumptive business and profession',
    reference: 'Income-tax Act, 1961, sections 208, 211 and 234C; rule 119A',
    source: 'Income Tax Department, Advance tax (incometaxindia.gov.in)',
    rules: SCHEDULE,
  },
  {
    from: TAX_YEAR_STARTS['2026-27'],
    title: 'Tax year 2026-27, Income-tax Act, 2025',
    summary: SUMMARY,
    change:
      'The Income-tax Act, 2025 replaced the 1961 Act with the same instalments, dates and 1% interest',
    reference: 'Income-tax Act, 2025, in force 1 April 2026',
    source: 'Income Tax Department (incometaxindia.gov.in)',
    rules: SCHEDULE,
  },
];

const paidField = (label: string) =>
  ({
    kind: 'money',
    label,
    default: '0',
    min: 0,
    max: 1e11,
    blankValue: 0,
    noun: 'amount paid',
    messages: { required: 'Enter the amount paid (0 if none)' },
  }) as const;

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
  tax: {
    kind: 'money',
    label: 'Tax for the year, after TDS and TCS',
    default: '150000',
    min: 0,
    max: 1e11,
    noun: 'tax',
    help: 'Income tax with surcharge and cess on your estimated income, less the tax deducted or collected at source. The income tax calculator works it out.',
    messages: { max: 'The tax can be at most ₹10,000 crore' },
  },
  scheme: {
    kind: 'choice',
    label: 'Your income',
    default: 'regular',
    display: 'radio',
    options: [
      { value: 'regular', label: 'Salary, business, profession, capital gains, other' },
      { value: 'presumptive', label: 'Presumptive business or profession (44AD, 44ADA)' },
    ],
  },
  paidJune: paidField('Paid by 15 June'),
  paidSeptember: paidField('Paid 16 June to 15 September'),
  paidDecember: paidField('Paid 16 September to 15 December'),
  paidMarch: paidField('Paid 16 December to 15 March'),
} as const;

type AdvanceValues = Values<typeof fields>;

const DATES = ['15 June', '15 September', '15 December', '15 March'] as const;

/** The calendar year of each due date. */
function dueDates(year: AdvanceValues['taxYear']): string[] {
  const first = Number(year.slice(0, 4));
  return DATES.map((day, i) => `${day} ${i < 3 ? first : first + 1}`);
}

/** The shortfall rule 119A counts: whole hundreds of rupees. */
const hundreds = (value: Big) => value.div(100).round(0, Big.roundDown).times(100);

export function advanceTax(v: AdvanceValues) {
  const rules = SCHEDULE;
  const tax = decimal(v.tax);
  const liable = tax.gte(rules.minimum);
  const shares = v.scheme === 'presumptive' ? [0, 0, 0, 100] : rules.shares;
  const targets = shares.map((share) => (liable ? rupee(tax.times(share).div(100)) : decimal(0)));
  const due = targets.map((target, i) => target.minus(i === 0 ? 0 : targets[i - 1]!));
  const paid = [v.paidJune, v.paidSeptember, v.paidDecember, v.paidMarch];
  let cumulative = decimal(0);
  const instalments = targets.map((target, i) => {
    cumulative = cumulative.plus(paid[i]!);
    const spared =
      v.scheme === 'regular' && i < 2
        ? cumulative.gte(tax.times(rules.spared[i]!).div(100))
        : cumulative.gte(target);
    // Section 234C's shortfall is from the share of the tax itself (15% of ₹67,330 is
    // ₹10,099.50, counted as ₹10,000 by rule 119A), not from the instalment rounded to the rupee.
    const share = liable ? tax.times(shares[i]!).div(100) : decimal(0);
    const short = share.minus(cumulative);
    const shortfall = !liable || spared || short.lte(0) ? decimal(0) : hundreds(short);
    const interest = shortfall.times(rules.months[i]!).div(100);
    return {
      date: dueDates(v.taxYear)[i]!,
      due: due[i]!.toNumber(),
      target: target.toNumber(),
      paid: cumulative.toNumber(),
      shortfall: shortfall.toNumber(),
      months: rules.months[i]!,
      interest: interest.toNumber(),
    };
  });
  const interest = instalments.reduce((sum, row) => sum.plus(row.interest), decimal(0));
  return { liable, instalments, interest: interest.toNumber() };
}

export default defineCalculator({
  slug: 'advance-tax-calculator',
  currency: 'INR',
  wholeMoney: true,
  fields,
  rules: { table: RULES, field: 'taxYear' },
  outputs: {
    due1: { label: (v) => `Due by ${dueDates(v.taxYear)[0]}`, format: 'money' },
    due2: { label: (v) => `Due by ${dueDates(v.taxYear)[1]}`, format: 'money' },
    due3: { label: (v) => `Due by ${dueDates(v.taxYear)[2]}`, format: 'money' },
    due4: { label: (v) => `Due by ${dueDates(v.taxYear)[3]}`, format: 'money' },
    interest: { label: 'Interest under 234C', format: 'money', emphasis: true },
  },
  compute(v) {
    const a = advanceTax(v);
    const [one, two, three, four] = a.instalments;
    return {
      due1: one!.due,
      due2: two!.due,
      due3: three!.due,
      due4: four!.due,
      interest: a.interest,
    };
  },
  summary(v, r) {
    const a = advanceTax(v);
    if (!a.liable) {
      return `No advance tax: ${rupees(v.tax)} is below ₹10,000 (section 208). Pay it as self-assessment tax before you file.`;
    }
    const plan =
      v.scheme === 'presumptive'
        ? `Pay all ${rupees(v.tax)} by ${dueDates(v.taxYear)[3]}.`
        : `Pay ${rupees(r.due1)}, ${rupees(r.due2)}, ${rupees(r.due3)} and ${rupees(r.due4)} by 15 June, September, December and March.`;
    return r.interest === 0
      ? `${plan} Your payments owe no 234C interest.`
      : `${plan} With the payments entered, 234C interest is ${rupees(r.interest)}.`;
  },
  steps(v) {
    const a = advanceTax(v);
    if (!a.liable) {
      return [`${rupees(v.tax)} is below ₹10,000, so no advance tax is due (section 208)`];
    }
    return a.instalments.flatMap((row, i) => {
      const share = v.scheme === 'presumptive' ? (i < 3 ? 0 : 100) : SCHEDULE.shares[i]!;
      if (share === 0) return [];
      const head = `By ${row.date}: ${share}% × ${rupees(v.tax)} = ${rupees(row.target)} in all (this instalment ${rupees(row.due)}); paid by then ${rupees(row.paid)}`;
      if (row.shortfall === 0) return [`${head}: no interest`];
      return [
        `${head}: shortfall ${rupees(row.shortfall)} (in whole ₹100s) × 1% × ${row.months} month${row.months > 1 ? 's' : ''} = ${rupees(row.interest)}`,
      ];
    });
  },
  facts: (v) =>
    advanceTax(v).liable
      ? advanceTax(v).instalments.map((row) => ({
          label: row.date,
          text: `pay ${rupees(row.due)} (${rupees(row.target)} in all) · paid ${rupees(row.paid)} · interest ${rupees(row.interest)}`,
        }))
      : [],
  notes: [
    'An estimate for an individual. Interest under 234B (1% a month from April on, when less than 90% of the tax was paid by 31 March) and 234A (late return) are not included. A shortfall that comes only from capital gains, dividends or winnings received after a due date owes no 234C interest if the tax on them is paid in the following instalments; the calculator does not know when income arose.',
  ],
  about: [
    'Who pays: anyone whose tax for the year, after TDS and TCS, is ₹10,000 or more (section 208). A resident senior citizen (60 or older) with no income from business or profession need not pay advance tax (section 207). Salaried people whose employer deducts all the tax through TDS owe none.',
    'When (section 211): at least 15% of the tax by 15 June, 45% by 15 September, 75% by 15 December and 100% by 15 March, each amount less what was paid before. A business or profession taxed on presumptive income under 44AD or 44ADA pays the whole by 15 March; paying earlier is allowed. Each instalment is rounded to the rupee.',
    'Interest (section 234C): simple interest of 1% a month on each shortfall. For 15 June, three months on 15% of the tax less what was paid by then, but none if at least 12% was paid; for 15 September, three months on 45% less what was paid, none if at least 36% was; for 15 December, three months on 75% less what was paid; for 15 March, one month on the whole tax less what was paid. Rule 119A rounds each shortfall down to a whole ₹100. Presumptive taxpayers owe only the March interest.',
    'From 1 April 2026 the Income-tax Act, 2025 replaces the 1961 Act with the same instalments, dates and interest. Sources: the Income-tax Act, 1961 (sections 207 to 211 and 234C) and rule 119A of the Income-tax Rules, the Income Tax Department’s advance-tax guide, and the worked examples under the references.',
  ],
  faq: [
    {
      question: 'Do salaried people pay advance tax?',
      answer:
        'Only on income their employer’s TDS does not cover: interest, rent, capital gains or freelance income. If the tax left after TDS is ₹10,000 or more, pay it in instalments; below that, pay it as self-assessment tax before filing.',
    },
    {
      question: 'What if I miss the 15 June instalment?',
      answer:
        'Pay as soon as you can; the shortfall owes 1% a month for three months under 234C whatever the day you pay, so catch up by 15 September to stop it growing. Paying at least 12% by 15 June (36% by 15 September) avoids the interest for that date.',
    },
    {
      question: 'How do freelancers on 44ADA pay?',
      answer:
        'In one instalment: all the advance tax by 15 March. If less is paid by then, interest is 1% for one month on the shortfall. You may still pay earlier, in parts.',
    },
    {
      question: 'What is the difference between 234B and 234C?',
      answer:
        '234C charges for paying instalments late during the year. 234B charges 1% a month from 1 April until the tax is paid when less than 90% of the year’s tax was paid in advance. Both may apply.',
    },
  ],
  references: [
    {
      source:
        'ASNC Tax360, individual advance-tax service (tax360.asncuniverse.com/service-individual-ats-quarterly): ₹1,50,000 of net advance tax is paid as ₹22,500 by 15 June, ₹45,000 by 15 September, ₹45,000 by 15 December and ₹37,500 by 15 March',
      inputs: { taxYear: '2025-26', tax: '150000', scheme: 'regular' },
      expected: { due1: 22500, due2: 45000, due3: 45000, due4: 37500 },
      tolerance: 0.5,
    },
    {
      source:
        'ASNC Tax360 (as above), the same schedule in tax year 2026-27 under the Income-tax Act, 2025: ₹22,500, ₹45,000, ₹45,000 and ₹37,500 on ₹1,50,000',
      inputs: { taxYear: '2026-27', tax: '150000', scheme: 'regular' },
      expected: { due1: 22500, due2: 45000, due3: 45000, due4: 37500 },
      tolerance: 0.5,
    },
    {
      source:
        'Income Tax Department, FAQs on advance tax, "What is the procedure for computing advance tax?" (incometaxindia.gov.in FAQs, reproduced at taxmanagementindia.com/visitor/detail_manual.asp?ID=4332): "Advance tax is liable to be paid in every case where the advance tax payable is Rs. 10,000 or more", so ₹9,000 after TDS needs no instalments',
      inputs: { taxYear: '2025-26', tax: '9000', scheme: 'regular' },
      expected: { due1: 0, due2: 0, due3: 0, due4: 0, interest: 0 },
      tolerance: 0.5,
    },
    {
      source:
        'Income-tax Act, 1961, section 211(1)(b) (incometaxindia.gov.in): a 44AD or 44ADA taxpayer pays the whole advance tax, here ₹60,000, on or before 15 March',
      inputs: { taxYear: '2025-26', tax: '60000', scheme: 'presumptive' },
      expected: { due1: 0, due2: 0, due3: 0, due4: 60000 },
      tolerance: 0.5,
    },
  ],
});
