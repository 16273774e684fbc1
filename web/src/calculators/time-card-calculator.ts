import { formatCount, formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import { decimal, formatMoney, roundToCents } from '../engine/money.ts';
import { count } from './shared/dates.ts';
import { equalsOrAbout, exact, readShown } from './shared/exactDecimal.ts';
import { readClockTime } from './hours-calculator.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 164,
  name: 'Time Card Calculator',
  description:
    'Add up a week’s time card: start, end and unpaid break for each day, total hours in decimal, overtime over 40 hours (FLSA) and pay.',
  category: 'date',
  icon: 'timer',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: ['hours-calculator', 'overtime-calculator', 'time-calculator', 'us-paycheck-calculator'],
  keywords:
    'time card timecard timesheet time sheet weekly hours clock in clock out punch card lunch break decimal hours overtime flsa 40 hours time and a half payroll',
} satisfies CalculatorRecord;

// A week's time card: one line a day, Monday first, with the start and end clock times and the
// unpaid break in minutes ('09:00 17:30 30'). Each day's hours are (end − start) − break, with an
// end before the start read as the next day (a night shift), as the hours calculator reads them.
// The week's minutes are added; hours over 40 in the workweek are overtime, paid at 1.5 times the
// regular rate (Fair Labor Standards Act, 29 U.S.C. §207(a)(1); 29 CFR 778.110). The threshold
// and the multiplier are fields, for an employer's or a state's own rule. Pay is worked from the
// exact minutes: regular pay = rate × regular minutes ÷ 60 and overtime pay = rate × multiplier ×
// overtime minutes ÷ 60, each rounded half-up to the cent, and the total is their sum. Decimal
// hours are minutes ÷ 60, shown to 2 decimals; no rounding to quarter hours.

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MINUTES_A_DAY = 24 * 60;

/** One line of the card: a day off, or a shift with its minutes. */
export type Shift =
  | { off: true }
  | { off: false; start: number; end: number; break: number; span: number; worked: number };

/** A line read: '09:00 17:30 30', '9:00 am - 5:30 pm, 30', 'off' or blank; or the message. */
export function readShift(line: string): Shift | { error: string } {
  const text = line
    .trim()
    .toLowerCase()
    .replace(/[–—]/g, '-')
    .replace(/\bto\b/g, ' ')
    .replace(/\s*([ap])\.?m\.?/g, '$1m');
  if (text === '' || text === 'off' || text === '-') return { off: true };
  const tokens = text.split(/[\s,;-]+/).filter(Boolean);
  if (tokens.length < 2 || tokens.length > 3) {
    return { error: 'write the start, the end and the break in minutes, such as 09:00 17:30 30' };
  }
  const start = readClockTime(tokens[0]!);
  if (typeof start !== 'number') return { error: `start time: ${start.error}` };
  const end = readClockTime(tokens[1]!);
  if (typeof end !== 'number') return { error: `end time: ${end.error}` };
  const breakText = tokens[2] ?? '0';
  if (!/^\d{1,4}$/.test(breakText)) return { error: 'the break is whole minutes, such as 30' };
  const minutes = Number(breakText);
  const span = end - start + (end < start ? MINUTES_A_DAY : 0);
  if (minutes > span) return { error: 'the break is longer than the shift' };
  return { off: false, start, end, break: minutes, span, worked: span - minutes };
}

function lines(text: string): string[] {
  const all = text.replace(/\r/g, '').split('\n');
  while (all.length > 0 && all[all.length - 1]!.trim() === '') all.pop();
  return all;
}

function checkShifts(text: string): string | null {
  const all = lines(text);
  if (all.length > 7) return 'Enter at most 7 lines, one for each day from Monday to Sunday';
  for (const [index, line] of all.entries()) {
    const read = readShift(line);
    if ('error' in read) return `${DAYS[index]} (line ${index + 1}): ${read.error}`;
  }
  return null;
}

const fields = {
  shifts: {
    kind: 'text',
    label: 'Start, end and break for each day',
    default: '09:00 17:30 30\n09:00 17:30 30\n09:00 17:30 30\n09:00 17:30 30\n09:00 18:00 30',
    multiline: true,
    rows: 7,
    maxLength: 400,
    code: true,
    placeholder: '09:00 17:30 30',
    help: 'One line a day, Monday first: start, end (24-hour clock, or with am/pm) and unpaid break in minutes. A blank line or “off” is a day off.',
    required: 'Enter at least one day, such as 09:00 17:30 30',
    check: checkShifts,
  },
  rate: {
    kind: 'money',
    label: 'Hourly rate',
    noun: 'hourly rate',
    default: '20',
    min: 0,
    max: 10_000,
    help: 'The regular rate per hour; 0 for hours only.',
  },
  threshold: {
    kind: 'number',
    label: 'Overtime after',
    noun: 'overtime threshold',
    default: '40',
    min: 0,
    max: 168,
    unit: 'hours a week',
    help: 'The FLSA sets 40 hours in a workweek.',
  },
  multiplier: {
    kind: 'number',
    label: 'Overtime rate',
    noun: 'overtime multiplier',
    default: '1.5',
    min: 1,
    max: 5,
    unit: '× the rate',
    help: 'Time and a half (1.5) under the FLSA; 2 for double time.',
  },
} as const;

type CardValues = Values<typeof fields>;

/** The week: each line's shift, the minutes worked, the regular and overtime minutes and pay. */
export function timeCard(v: CardValues) {
  const shifts = lines(v.shifts).map((line) => readShift(line) as Shift);
  const minutes = shifts.reduce((sum, s) => sum + (s.off ? 0 : s.worked), 0);
  const thresholdMinutes = Math.round(v.threshold * 60);
  const regular = Math.min(minutes, thresholdMinutes);
  const overtime = minutes - regular;
  const regularPay = roundToCents(decimal(v.rate).times(regular).div(60));
  const overtimePay = roundToCents(decimal(v.rate).times(v.multiplier).times(overtime).div(60));
  return {
    shifts,
    minutes,
    regular,
    overtime,
    regularPay,
    overtimePay,
    totalPay: regularPay.plus(overtimePay),
  };
}

/** '8:30' (hours and minutes, as a time card writes a duration). */
export function hMm(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const hours = (minutes: number) => formatNumber(minutes / 60, 2);

/** '=' before minutes shown in hours where 2 decimals hold them (480 → 8.00), else '≈' (487). */
const hoursSign = (minutes: number) => equalsOrAbout(exact(minutes).div(60), hours(minutes));

/**
 * Hours in a pay formula: '40.00 h', or '487 min ÷ 60' where 2 decimals would round them, since
 * pay is worked from the exact minutes (8.12 h × $20.00 would be $162.40, not $162.33).
 */
const payHours = (minutes: number) =>
  hoursSign(minutes) === '=' ? `${hours(minutes)} h` : `${formatPlain(minutes)} min ÷ 60`;

/** '=' before pay that is exactly hours × rate (× multiplier), '≈' where rounded to the cent. */
const paySign = (minutes: number, rate: number, pay: number, multiplier = 1) =>
  // Multiplied before the one division, which a decimal cuts at 20 places (7 min at $30 = $3.50).
  equalsOrAbout(exact(minutes).times(rate).times(multiplier).div(60), pay.toFixed(2));

export default defineCalculator({
  slug: 'time-card-calculator',
  currency: 'USD',
  fields,
  outputs: {
    totalHours: { label: 'Total hours (decimal)', format: 'number', decimals: 2, emphasis: true },
    totalMinutes: { label: 'Total minutes', format: 'integer' },
    regularHours: { label: 'Regular hours', format: 'number', decimals: 2 },
    overtimeHours: { label: 'Overtime hours', format: 'number', decimals: 2 },
    regularPay: { label: 'Regular pay', format: 'money' },
    overtimePay: { label: 'Overtime pay', format: 'money' },
    totalPay: { label: 'Total pay', format: 'money', emphasis: true },
    daysWorked: { label: 'Days worked', format: 'integer' },
  },
  compute(v) {
    const card = timeCard(v);
    return {
      totalHours: card.minutes / 60,
      totalMinutes: card.minutes,
      regularHours: card.regular / 60,
      overtimeHours: card.overtime / 60,
      regularPay: card.regularPay.toNumber(),
      overtimePay: card.overtimePay.toNumber(),
      totalPay: card.totalPay.toNumber(),
      daysWorked: card.shifts.filter((s) => !s.off).length,
    };
  },
  summary(v, r) {
    const overtime =
      r.overtimeHours > 0
        ? `, ${hours(r.regularHours * 60)} regular and ${hours(r.overtimeHours * 60)} overtime`
        : ', no overtime';
    const pay =
      v.rate > 0
        ? ` At ${formatMoney(v.rate, 'USD')} an hour the week pays ${formatMoney(r.totalPay, 'USD')}.`
        : '';
    return `${count(r.daysWorked, 'day')} worked: ${hMm(r.totalMinutes)} (${hours(r.totalMinutes)} hours)${overtime}.${pay}`;
  },
  facts(v) {
    const card = timeCard(v);
    return card.shifts.map((s, index) => ({
      label: DAYS[index]!,
      text: s.off
        ? 'Day off'
        : `${clockText(s.start)}–${clockText(s.end)}${s.end < s.start ? ' (next day)' : ''}, less ${s.break} min: ${hMm(s.worked)} (${hours(s.worked)} h)`,
    }));
  },
  steps(v, r) {
    const card = timeCard(v);
    const worked = card.shifts.filter((s) => !s.off);
    const lines = card.shifts.flatMap((s, index) =>
      s.off
        ? []
        : [
            `${DAYS[index]}: ${clockText(s.end)} − ${clockText(s.start)}${s.end < s.start ? ' + 24 h' : ''} = ${count(s.span, 'minute')}, less ${s.break} min break = ${count(s.worked, 'minute')}.`,
          ],
    );
    lines.push(
      `Week: ${worked.map((s) => formatPlain(s.worked)).join(' + ') || '0'} = ${count(card.minutes, 'minute')} ${hoursSign(card.minutes)} ${hours(card.minutes)} hours (minutes ÷ 60).`,
      card.overtime > 0
        ? `Over ${formatCount(v.threshold, 'hours')}: ${hours(card.minutes)} − ${formatPlain(v.threshold)} ${equalsOrAbout(readShown(hours(card.minutes))!.minus(v.threshold), hours(card.overtime))} ${hours(card.overtime)} overtime hours.`
        : `Not over ${formatPlain(v.threshold)} hours: no overtime.`,
      `Regular pay: ${payHours(card.regular)} × ${formatMoney(v.rate, 'USD')} ${paySign(card.regular, v.rate, r.regularPay)} ${formatMoney(r.regularPay, 'USD')}.`,
    );
    if (card.overtime > 0) {
      lines.push(
        `Overtime pay: ${payHours(card.overtime)} × ${formatMoney(v.rate, 'USD')} × ${formatPlain(v.multiplier)} ${paySign(card.overtime, v.rate, r.overtimePay, v.multiplier)} ${formatMoney(r.overtimePay, 'USD')}.`,
      );
    }
    lines.push(
      `Total pay: ${formatMoney(r.regularPay, 'USD')} + ${formatMoney(r.overtimePay, 'USD')} = ${formatMoney(r.totalPay, 'USD')}.`,
    );
    return lines;
  },
  about: [
    'Each day’s hours are the time from the start to the end, less the unpaid break: (end − start) − break, with the times turned into minutes after midnight. An end before the start is read as the next day, so a night shift from 22:00 to 06:00 is 8 hours. The days are added in minutes and shown in hours and minutes and in decimal hours (minutes ÷ 60, to 2 decimals), without rounding punches to the quarter hour.',
    'Overtime follows the Fair Labor Standards Act (29 U.S.C. §207(a)(1)): hours worked over 40 in a workweek are paid at not less than one and one-half times the regular rate (29 CFR 778.107 and 778.110). For an employee paid by the hour, the hourly rate is the regular rate. The FLSA has no daily overtime; a state rule (California pays over 8 hours in a day) or a contract may, so the threshold and the rate can be changed.',
    'Pay = regular hours × rate + overtime hours × rate × 1.5, each part worked from the exact minutes and rounded half-up to the cent, the total their sum. Unpaid meal breaks are taken off; short rest breaks of 5 to 20 minutes count as hours worked under the FLSA (29 CFR 785.18) and should not be entered as breaks.',
  ],
  faq: [
    {
      question: 'How do I fill in the time card?',
      answer:
        'One line for each day, Monday first: the start, the end and the unpaid break in minutes, such as 08:00 16:30 30. Leave a line blank or write off for a day not worked. Times can be on the 24-hour clock or with am and pm (8:00 am 4:30 pm 30).',
    },
    {
      question: 'When do I get overtime?',
      answer:
        'Under the FLSA, for every hour over 40 in a workweek, paid at least 1.5 times the regular rate. At $20 an hour, 44 hours pay 40 × $20 + 4 × $30 = $920.',
    },
    {
      question: 'How are minutes turned into decimal hours?',
      answer:
        'Divide by 60: 7 hours 45 minutes is 7.75 hours, and 20 minutes is 0.33. The pay is worked from the exact minutes, so the cents do not depend on that rounding.',
    },
    {
      question: 'Should I enter paid breaks?',
      answer:
        'No. Only unpaid breaks, usually the meal break, are taken off. Short rest breaks are paid time under federal rules.',
    },
  ],
  references: [
    {
      source:
        'Blau Leonard Law Group, "Computing Overtime Compensation Under the FLSA" (blauleonardlaw.com/computing-overtime-compensation-under-the-flsa/): an employee paid $8.00 an hour works 44 hours: $320 for the first 40 hours plus $48.00 for 4 hours at $12.00, a total of $368.00 (here 4 days of 08:00–17:00 less 60 min and one of 08:00–20:00)',
      inputs: {
        shifts: '08:00 17:00 60\n08:00 17:00 60\n08:00 17:00 60\n08:00 17:00 60\n08:00 20:00 0',
        rate: '8',
      },
      expected: { totalHours: 44, regularPay: 320, overtimePay: 48, totalPay: 368 },
      tolerance: 0,
    },
    {
      source:
        'US Department of Labor, 29 CFR 778.110(a), "Hourly rate employee" (text of 46 FR 7309, Jan. 23, 1981, as published by DOL, www.dol.gov/dol/allcfr/ESA/Title_29/Part_778/29CFR778.110.htm, archived at webarchive.library.unt.edu/eot2008/20081106105913/): "a $6 hourly rate will bring, for an employee who works 46 hours, a total weekly wage of $294 (46 hours at $6 plus 6 at $3)" (here 5 days of 07:00–16:12 less 0 min)',
      inputs: {
        shifts: '07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0',
        rate: '6',
      },
      expected: { totalHours: 46, overtimeHours: 6, totalPay: 294 },
      tolerance: 0,
    },
    {
      source:
        '29 CFR 778.110(a) as amended by 76 FR 18857, Apr. 5, 2011 (ecfr.gov, text as at www.casemine.com/regulation/us/59476a16add7b00bc4b4c9f4): "a $12 hourly rate will bring, for an employee who works 46 hours, a total weekly wage of $588 … $12 an hour for 40 hours and $18 an hour for the 6 hours of overtime" (here 5 days of 07:00–16:12 less 0 min)',
      inputs: {
        shifts: '07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0\n07:00 16:12 0',
        rate: '12',
      },
      expected: { regularPay: 480, overtimePay: 108, totalPay: 588 },
      tolerance: 0,
    },
    {
      source:
        'University of Tennessee Municipal Technical Advisory Service, "Salaried Employee - Fixed Work Week", MTAS-2089, reviewed 09/12/2023 (mtas.tennessee.edu/reference/salaried-employee-fixed-work-week), under 29 CFR 778.113(a): a regular rate of $10 an hour; "If the employee works 48 hours in one week, the employee is entitled to an overtime premium of $15 per hour, which amounts to $120 (8 hours X $15 = $120)" (here 6 days of 08:00–16:00 less 0 min)',
      inputs: {
        shifts:
          '08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0\n08:00 16:00 0',
        rate: '10',
      },
      expected: { totalHours: 48, regularPay: 400, overtimeHours: 8, overtimePay: 120 },
      tolerance: 0,
    },
    {
      source:
        'The Open University, OpenLearn, Everyday maths 1 (Wales), §6.1 "Calculate time difference", Activity 21 (www.open.edu/openlearn/mod/oucontent/view.php?id=84738&section=6.1): 7:55 a.m. to 1:10 p.m. is 5 hours 15 minutes (one day, no break)',
      inputs: { shifts: '7:55 am 1:10 pm 0', rate: '0' },
      expected: { totalMinutes: 315, totalHours: 5.25, overtimeHours: 0 },
      tolerance: 0,
    },
  ],
});
