import { dayNumber } from '../domain/age.ts';
import { parseIsoDate } from '../domain/calendar.ts';
import { formatNumber, formatPlain } from '../domain/format.ts';
import { currencyField } from '../engine/currencies.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, type Big } from '../engine/money.ts';
import { rememberLast } from '../engine/rememberLast.ts';
import { ratesOfReturn } from './shared/ratesOfReturn.ts';
import { equalsOrAbout, exact } from './shared/exactDecimal.ts';
import { count } from './shared/dates.ts';
import { ordinal } from './shared/numberList.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 102,
  name: 'XIRR Calculator',
  description:
    'Find the yearly return (XIRR) of cash flows on any dates: SIP instalments, redemptions and the value today.',
  category: 'finance',
  icon: 'trending-up',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: ['irr-calculator', 'sip-calculator', 'cagr-calculator', 'lumpsum-calculator'],
  group: 'Investing',
  keywords:
    'xirr extended internal rate of return irregular cash flows sip returns mutual fund annualised return xnpv',
} satisfies CalculatorRecord;

// XIRR as Excel and ODF OpenFormula (ISO/IEC 26300-2) define it: the yearly rate r with
//   Σ amount_i ÷ (1 + r)^((d_i − d_0) ÷ 365) = 0,
// d_0 the earliest date, days counted actual/365. Found with the engine's bracketed root-finder
// (findRoot, through shared/ratesOfReturn.ts) over −99 % to 10,000 % a year.
//
// The dates and amounts are two lists, each in a field of its own, read in row order: the i-th
// date goes with the i-th amount. Links carry them as a list of rows does
// (`?date=2024-01-01~2025-01-01&amount=-1000~1100`); in the boxes they may also be one a line.
// (The engine's lists of rows take number and choice columns only; with a date column these two
// fields become one rowsField with the same parameters, and links keep working.)

const MOST_FLOWS = 120;
const ENTRY = /[~\n;]+/;

/** The entries of a list as typed: split at `~`, new lines or semicolons, blanks dropped. */
function entriesOf(text: string): string[] {
  return text
    .split(ENTRY)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const AMOUNT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A typed amount: '-1000', '−1,000.50' (commas as thousands separators), '-1e5'. */
function amountOf(entry: string): number | null {
  const text = entry.replace(/\u2212/g, '-').replace(/[,\s]/g, '');
  return AMOUNT.test(text) ? Number(text) : null;
}

function checkDates(text: string): string | null {
  const entries = entriesOf(text);
  if (entries.length > MOST_FLOWS) return `Enter at most ${MOST_FLOWS} dates`;
  for (const [index, entry] of entries.entries()) {
    if (!parseIsoDate(entry)) {
      return `“${entry.slice(0, 20)}” (the ${ordinal(index + 1)} date) is not a date: write it as YYYY-MM-DD, such as 2024-01-31`;
    }
  }
  return entries.length < 2 ? 'Enter at least two dates' : null;
}

function checkAmounts(text: string): string | null {
  const entries = entriesOf(text);
  if (entries.length > MOST_FLOWS) return `Enter at most ${MOST_FLOWS} amounts`;
  for (const [index, entry] of entries.entries()) {
    const amount = amountOf(entry);
    if (amount === null || Math.abs(amount) > 1e12) {
      return `“${entry.slice(0, 20)}” (the ${ordinal(index + 1)} amount) is not an amount: write it as -5000 or 12500.50`;
    }
  }
  return entries.length < 2 ? 'Enter at least two amounts' : null;
}

const fields = {
  currency: currencyField,
  date: {
    kind: 'text',
    label: 'Dates',
    default: '2024-01-01\n2024-07-01\n2025-01-01\n2025-07-01\n2026-01-01',
    multiline: true,
    rows: 6,
    maxLength: 2_000,
    placeholder: '2024-01-01',
    help: 'One date a line (YYYY-MM-DD), in the order of the amounts.',
    required: 'Enter the date of each cash flow',
    check: checkDates,
    code: true,
  },
  amount: {
    kind: 'text',
    numbers: 'lines',
    label: 'Amounts',
    default: '-10000\n-10000\n-10000\n-10000\n44000',
    multiline: true,
    rows: 6,
    maxLength: 2_000,
    placeholder: '-10000',
    help: 'One amount a line: money paid in (an instalment) negative, money received or the value today positive.',
    required: 'Enter the amount of each cash flow',
    check: checkAmounts,
    code: true,
  },
} as const;

type XirrValues = Values<typeof fields>;

interface Flow {
  date: string;
  day: number;
  amount: number;
}

function flowsOf(v: XirrValues): Flow[] {
  const dates = entriesOf(v.date);
  const amounts = entriesOf(v.amount);
  return dates.map((date, i) => ({
    date,
    day: dayNumber(parseIsoDate(date)!),
    amount: amountOf(amounts[i] ?? '0') ?? 0,
  }));
}

/** The XIRR's rates that fit (fractions a year), lowest first. */
const xirrsOf = rememberLast((flows: readonly Flow[]) => {
  const first = Math.min(...flows.map((flow) => flow.day));
  return ratesOfReturn((g) =>
    flows.reduce((sum, flow) => sum + flow.amount * Math.exp((-g * (flow.day - first)) / 365), 0),
  );
});

export default defineCalculator({
  slug: 'xirr-calculator',
  currency: 'USD',
  currencyChoice: true,
  fields,
  validate(v) {
    const dates = entriesOf(v.date).length;
    const amounts = entriesOf(v.amount).length;
    if (dates !== amounts) {
      return {
        amount: `There are ${formatPlain(dates)} dates and ${formatPlain(amounts)} amounts: enter one amount for each date`,
      };
    }
    const flows = flowsOf(v);
    if (!flows.some((f) => f.amount < 0) || !flows.some((f) => f.amount > 0)) {
      return {
        amount:
          'Enter at least one negative amount (money paid in) and one positive amount (money received or the value today): with every amount of one sign, no return fits',
      };
    }
    // Flows that cancel out on each date leave a sum of 0 at every rate: no one return is theirs.
    const byDay = new Map<number, Big>();
    for (const flow of flows) {
      byDay.set(flow.day, (byDay.get(flow.day) ?? decimal(0)).plus(flow.amount));
    }
    if ([...byDay.values()].every((net) => net.eq(0))) {
      return {
        amount:
          'The amounts on each date add up to 0, so every return fits them: enter money paid in and received on different dates',
      };
    }
    if (xirrsOf(flows).length === 0) {
      return { amount: 'No yearly return from -99% to 10,000% fits these cash flows' };
    }
    return {};
  },
  outputs: {
    xirr: { label: 'XIRR (per year)', format: 'percent', emphasis: true },
    invested: { label: 'Paid in', format: 'money' },
    received: { label: 'Received and value today', format: 'money' },
    gain: { label: 'Gain or loss', format: 'money' },
  },
  compute(v) {
    const flows = flowsOf(v);
    const invested = -flows.reduce((sum, f) => sum + Math.min(f.amount, 0), 0);
    const received = flows.reduce((sum, f) => sum + Math.max(f.amount, 0), 0);
    return {
      xirr: xirrsOf(flows)[0]! * 100,
      invested,
      received,
      gain: received - invested,
    };
  },
  summary(v, r) {
    const flows = flowsOf(v);
    const days = Math.max(...flows.map((f) => f.day)) - Math.min(...flows.map((f) => f.day));
    return `${formatMoney(r.invested, v.currency)} paid in and ${formatMoney(r.received, v.currency)} received over ${count(days, 'day')} is a return of ${formatNumber(r.xirr, 2)}% a year.`;
  },
  facts(v) {
    const rates = xirrsOf(flowsOf(v));
    return rates.length > 1
      ? [
          {
            label: 'Other yearly returns that also fit',
            text: `${rates
              .slice(1)
              .map((rate) => `${formatNumber(rate * 100, 2)}%`)
              .join(
                ', ',
              )} (the amounts change sign more than once, so more than one rate makes the sum 0)`,
          },
        ]
      : [];
  },
  steps(v, r) {
    const flows = flowsOf(v);
    const first = flows.reduce((a, b) => (b.day < a.day ? b : a));
    const money = (value: number) => formatMoney(value, v.currency);
    const rate = r.xirr / 100;
    const lines = flows.map((f) => {
      const years = (f.day - first.day) / 365;
      const shownYears = Number(years.toFixed(6));
      const days = f.day - first.day;
      const present = money(f.amount / (1 + rate) ** years);
      if (days === 0) return `${f.date}, the first date: ${money(f.amount)}, not discounted`;
      // The amount after the date and its years, so that a decimal comma never meets a list's.
      const inYears = `${formatPlain(days)} ÷ 365 ${equalsOrAbout(exact(days).div(365), formatPlain(shownYears))} ${formatPlain(shownYears)} ${shownYears === 1 ? 'year' : 'years'}`;
      return `${f.date}, ${count(days, 'day')} after ${first.date} (${inYears}): ${money(f.amount)} ÷ (1 + r)^${formatPlain(shownYears)} ≈ ${present}`;
    });
    return [
      `XIRR: the yearly rate r at which Σ amount ÷ (1 + r)^(days since ${first.date} ÷ 365) = 0. Found by bisection: r ≈ ${formatNumber(r.xirr, 4)}%.`,
      ...lines,
      `The present values add up to ${money(0)} at r ≈ ${formatNumber(r.xirr, 4)}%`,
    ];
  },
  about: [
    'XIRR is the yearly rate r at which the cash flows’ present values add up to 0: Σ amount ÷ (1 + r)^((date − first date) ÷ 365) = 0. Days are counted actual/365 (a year is 365 days, leap years too), from the earliest date. This is the XIRR of Microsoft Excel and of ODF OpenFormula (ISO/IEC 26300-2), and the return that mutual funds in India report for SIPs, as AMFI asks.',
    'Enter each cash flow’s date and amount, one a line, in the same order: instalments and other money paid in are negative; redemptions, dividends received and the value of the holding today are positive. The dates may be in any order.',
    'There is no formula for r: it is found with a bracketed root-finder (bisection) over −99 % to 10,000 % a year, to the precision of the computer’s arithmetic. With every amount of one sign there is no rate; amounts that change sign more than once can have several, all of which are listed (the lowest first). Amounts are shown rounded to the cent.',
  ],
  faq: [
    {
      question: 'How is XIRR different from CAGR?',
      answer:
        'CAGR is for one sum invested once. XIRR takes every instalment and withdrawal on its own date; for a single investment and a single value, the two are the same.',
    },
    {
      question: 'How do I find the XIRR of my SIP?',
      answer:
        'List each instalment’s date with its amount as a negative number, then add today’s date with the current value of the units as a positive number.',
    },
    {
      question: 'Why 365 days and not 366 in a leap year?',
      answer:
        'Excel, LibreOffice and the ODF standard all count a year as 365 days for XIRR, so the same cash flows give the same rate everywhere.',
    },
    {
      question: 'Why is there no result?',
      answer:
        'XIRR needs at least one negative and one positive amount, and the same number of dates as amounts. A rate far outside −99 % to 10,000 % a year is not searched.',
    },
  ],
  references: [
    {
      source:
        'Microsoft Support, "XIRR function" (support.microsoft.com/en-us/office/xirr-function-de1242ec-6477-445b-b11b-a303ad9adc9d): -10,000 on 2008-01-01, 2,750 on 2008-03-01, 4,250 on 2008-10-30, 3,250 on 2009-02-15, 2,750 on 2009-04-01 is 0.373362535 (37.34%)',
      inputs: {
        date: '2008-01-01~2008-03-01~2008-10-30~2009-02-15~2009-04-01',
        amount: '-10000~2750~4250~3250~2750',
      },
      expected: { xirr: 37.3362535 },
      // Excel iterates "until the result is accurate within 0.000001 percent" (the same page).
      tolerance: 0.000001,
    },
    {
      source:
        'Apache OpenOffice Wiki, "Documentation/How Tos/Calc: XIRR function" (wiki.openoffice.org/wiki/Documentation/How_Tos/Calc:_XIRR_function): -2,750 on 2008-02-05, 1,000 on 2008-07-05, 2,000 on 2009-01-05 is approximately 12.4%',
      inputs: { date: '2008-02-05~2008-07-05~2009-01-05', amount: '-2750~1000~2000' },
      expected: { xirr: 12.4 },
      tolerance: 0.05,
    },
    {
      source:
        "Qlik Sense help, \"RangeXIRR - script function\", Examples and results (help.qlik.com/en-us/sense/June2017/Subsystems/Hub/Content/Scripting/RangeFunctions/RangeXIRR.htm): RangeXIRR(-2500,'2008-01-01',2750,'2008-09-01') “Returns 0.1532” (payments discounted on a 365-day year, as here)",
      inputs: { date: '2008-01-01~2008-09-01', amount: '-2500~2750' },
      expected: { xirr: 15.32 },
      // Printed to four decimals of a fraction: 0.01 percentage point.
      tolerance: 0.005,
    },
    {
      source:
        'xirr crate documentation, "implements the XIRR function found in spreadsheet applications like LibreOffice Calc" (docs.rs/xirr): -1,000 on 2015-06-11, -9,000 on 2015-07-21, 20,000 on 2018-06-10, -3,000 on 2015-10-17 (dates out of order) is 0.1635371584432641',
      inputs: {
        date: '2015-06-11~2015-07-21~2018-06-10~2015-10-17',
        amount: '-1000~-9000~20000~-3000',
      },
      expected: { xirr: 16.35371584432641 },
      tolerance: 0.0000001,
    },
  ],
});
