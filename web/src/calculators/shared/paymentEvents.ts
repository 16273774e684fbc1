import type { ChoiceField, NumberField, TextField } from '../../engine/definition.ts';
import { readNumberField } from '../../engine/evaluate.ts';
import { fieldMessages } from '../../engine/messages.ts';
import { LINK_LOCALE, type NumberLocale } from '../../engine/numberText.ts';
import { hasEvents, type PaymentEvents, type Prepayment } from './amortize.ts';

// The form of a loan's payment events (shared/amortize.ts), for the loan calculators that offer
// them (loan EMI, car loan): an extra payment every month, one every twelfth month, one-time
// prepayments, and whether they reduce the tenure or the instalment.
//
// The prepayments are a list of rows, a month and an amount each. In links each column is one
// parameter holding the rows' values joined by '~' in row order
// (`prepayMonth=12~24&prepayAmount=50000~50000`), the form the engine's rows kind will take; until
// then the columns are two text fields drawn by a panel (PrepaymentsPanel.tsx), not as text boxes.
// A row's texts are canonical (as links write numbers), or, while a cell cannot be read in the
// visitor's signs, what was typed after UNREAD, which no reading accepts: such a text is never
// written to a link, nor calculated with.

/** The most one-time prepayments a loan takes. */
export const MAX_PREPAYMENTS = 20;

/** Marks a cell typed in the visitor's signs that cannot be read (never in a link). */
export const UNREAD = '!';

/** The words a loan calculator names its instalments and its length with. */
export interface LoanWords {
  /** 'EMI' or 'payment'. */
  instalment: string;
  /** 'tenure' or 'term'. */
  term: string;
  /** The largest amount its money fields take, as a number and as written in messages. */
  maxAmount: number;
  maxAmountText: string;
  /** The longest term its form takes, in months. */
  maxMonths: number;
}

/** Months beside a term in years ('30 years' plus '6 months'): 0 to 11, blank for none. */
export const plusMonthsField = {
  kind: 'integer',
  label: 'Plus months',
  unit: 'months',
  default: '',
  placeholder: '0',
  blankValue: 0,
  min: 0,
  max: 11,
  sameRow: true,
  noun: 'months',
  messages: {
    required: '',
    max: 'Enter 0 to 11 months; 12 months are a year',
    invalid: 'Enter the months as a whole number',
  },
} satisfies NumberField;

/** A month cell: which instalment a prepayment is paid with (1 for the first). */
export function monthCell(words: LoanWords): NumberField {
  return {
    kind: 'integer',
    label: 'Month',
    default: '',
    min: 1,
    max: words.maxMonths,
    messages: {
      required: 'Enter the month of this prepayment',
      min: `The month must be from 1 (the first ${words.instalment}) to ${words.maxMonths}`,
      max: `The month must be from 1 (the first ${words.instalment}) to ${words.maxMonths}`,
      invalid: 'Enter the month as a whole number',
    },
  };
}

/** An amount cell: what is prepaid. */
export function amountCell(words: LoanWords): NumberField {
  return {
    kind: 'money',
    label: 'Amount',
    default: '',
    min: 0,
    minExclusive: true,
    max: words.maxAmount,
    messages: {
      required: 'Enter the amount of this prepayment',
      min: 'The prepayment must be more than 0',
      max: `A prepayment can be at most ${words.maxAmountText}`,
    },
  };
}

/** The fields of a loan's payment events, after its own. */
export function paymentEventFields(words: LoanWords) {
  const extra = (label: string, noun: string, help: string): NumberField => ({
    kind: 'money',
    label,
    default: '',
    placeholder: '0',
    blankValue: 0,
    min: 0,
    max: words.maxAmount,
    help,
    messages: {
      required: '',
      min: `The ${noun} cannot be negative`,
      max: `The ${noun} can be at most ${words.maxAmountText}`,
    },
  });
  const column = (label: string): TextField => ({
    kind: 'text',
    label,
    default: '',
    maxLength: 400,
    inPanel: true,
  });
  return {
    extraMonthly: extra(
      'Extra payment every month (optional)',
      'monthly extra payment',
      `Paid with every ${words.instalment}, straight off the balance.`,
    ),
    extraYearly: extra(
      'Extra payment once a year (optional)',
      'yearly extra payment',
      `Paid with every twelfth ${words.instalment} (months 12, 24, …).`,
    ),
    prepayMonth: column('Prepayment months'),
    prepayAmount: column('Prepayment amounts'),
    reduce: {
      kind: 'choice',
      label: 'Extra payments reduce',
      default: 'term',
      display: 'radio',
      options: [
        { value: 'term', label: `The ${words.term}: the same ${words.instalment}, repaid sooner` },
        { value: 'payment', label: `The ${words.instalment}: a lower one, the same ${words.term}` },
      ],
    } as ChoiceField<'term' | 'payment'>,
  } as const;
}

/** One row of the prepayments list: its cells as held, and the message under each, if any. */
export interface PrepaymentRow {
  month: string;
  amount: string;
  monthError?: string;
  amountError?: string;
  /** The prepayment the row makes, when both its cells are valid. */
  prepayment?: Prepayment;
}

/** The texts of a list column: its cells in row order. */
function cells(column: string): string[] {
  return column.split('~');
}

/** A cell's value, or its message (an UNREAD cell is read in the visitor's signs for it). */
function readCell(
  field: NumberField,
  cell: string,
  locale: NumberLocale,
): { value: number } | { error: string } {
  if (cell.startsWith(UNREAD)) {
    const read = readNumberField(field, cell.slice(UNREAD.length), locale);
    return 'error' in read ? read : { error: fieldMessages(field).invalid ?? 'Enter a number' };
  }
  return readNumberField(field, cell, LINK_LOCALE);
}

/** The prepayments list read: its rows with their messages, and the prepayments they make. */
export interface PrepaymentList {
  rows: PrepaymentRow[];
  prepayments: Prepayment[];
  /** Whether any row has a message (or there are too many rows). */
  invalid: boolean;
  /** Said when there are more rows than MAX_PREPAYMENTS. */
  tooMany?: string;
}

/**
 * The prepayments of the two list columns (months and amounts joined by '~'). A row left blank
 * is no prepayment; a month after `lastMonth` (the last instalment, when known) is refused.
 * `locale` reads the cells still as typed (UNREAD), to say what is wrong with them.
 */
export function readPrepayments(
  monthColumn: string,
  amountColumn: string,
  words: LoanWords,
  lastMonth?: number,
  locale: NumberLocale = LINK_LOCALE,
): PrepaymentList {
  const months = cells(monthColumn);
  const amounts = cells(amountColumn);
  const count = Math.max(months.length, amounts.length);
  const rows: PrepaymentRow[] = [];
  const prepayments: Prepayment[] = [];
  for (let index = 0; index < count; index += 1) {
    const row: PrepaymentRow = { month: months[index] ?? '', amount: amounts[index] ?? '' };
    rows.push(row);
    if (row.month.trim() === '' && row.amount.trim() === '') continue;
    const month = readCell(monthCell(words), row.month, locale);
    const amount = readCell(amountCell(words), row.amount, locale);
    if ('error' in month) row.monthError = month.error;
    else if (lastMonth !== undefined && month.value > lastMonth) {
      row.monthError = `Month ${month.value} is after the last ${words.instalment} (month ${lastMonth})`;
    }
    if ('error' in amount) row.amountError = amount.error;
    if (!row.monthError && !row.amountError && 'value' in month && 'value' in amount) {
      row.prepayment = { month: month.value, amount: amount.value };
      prepayments.push(row.prepayment);
    }
  }
  const tooMany =
    count > MAX_PREPAYMENTS ? `At most ${MAX_PREPAYMENTS} prepayments can be made` : undefined;
  const invalid = Boolean(tooMany) || rows.some((row) => row.monthError || row.amountError);
  return { rows, prepayments, invalid, ...(tooMany ? { tooMany } : {}) };
}

/** The list columns of rows, as the fields and links hold them. */
export function prepaymentColumns(rows: readonly Pick<PrepaymentRow, 'month' | 'amount'>[]): {
  prepayMonth: string;
  prepayAmount: string;
} {
  return {
    prepayMonth: rows.map((row) => row.month).join('~'),
    prepayAmount: rows.map((row) => row.amount).join('~'),
  };
}

/** The values of a loan's payment event fields (see paymentEventFields). */
export interface EventValues {
  extraMonthly: number;
  extraYearly: number;
  prepayMonth: string;
  prepayAmount: string;
  reduce: 'term' | 'payment';
}

/** The payment events of a loan's values (its prepayments read and checked already). */
export function eventsOf(v: EventValues, words: LoanWords): PaymentEvents {
  return {
    extraMonthly: v.extraMonthly,
    extraYearly: v.extraYearly,
    prepayments: readPrepayments(v.prepayMonth, v.prepayAmount, words).prepayments,
    reduce: v.reduce,
  };
}

/**
 * The outputs of what extra payments change that a loan page hides: all three while there are
 * none, and the lowered instalment unless they lower it (rather than end the loan sooner).
 */
export function hiddenEventOutputs<const K extends string>(
  v: EventValues,
  words: LoanWords,
  [saved, repaidIn, lowered]: readonly [K, K, K],
): K[] {
  if (!hasEvents(eventsOf(v, words))) return [saved, repaidIn, lowered];
  return v.reduce === 'payment' ? [] : [lowered];
}

/**
 * The message for the prepayments field at fault, if any (the rows' own messages are drawn
 * beside them by the panel), for a definition's `validate`.
 */
export function prepaymentErrors(
  v: Pick<EventValues, 'prepayMonth' | 'prepayAmount'>,
  words: LoanWords,
  lastMonth: number | undefined,
): { prepayMonth?: string; prepayAmount?: string } {
  const list = readPrepayments(v.prepayMonth, v.prepayAmount, words, lastMonth);
  if (list.tooMany) return { prepayMonth: list.tooMany };
  if (list.rows.some((row) => row.monthError)) {
    return { prepayMonth: 'Correct the month of the prepayment marked' };
  }
  if (list.rows.some((row) => row.amountError)) {
    return { prepayAmount: 'Correct the amount of the prepayment marked' };
  }
  return {};
}
