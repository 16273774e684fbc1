import {
  dayInWords,
  formatIsoDate,
  formatYearMonth,
  parseIsoDate,
  parseYearMonth,
} from '../domain/calendar.ts';
import { formatPlain, unitFor } from '../domain/format.ts';
import { localIsoDate } from '../ssr/renderEnvironment.tsx';
import type {
  AnyMode,
  Band,
  ChoiceField,
  DateField,
  DurationField,
  FieldMessages,
  FieldSpec,
  FieldValue,
  NumberField,
  OutputSpec,
  QuantityField,
  RowsField,
  TextField,
} from './definition.ts';
import { findRoot, SOLVER_NOISE } from './findRoot.ts';
import { fieldMessages, invalidDateMessage, nounOf } from './messages.ts';
import {
  CENT_EXACT_LIMIT,
  cents,
  formatMoney,
  MAX_AMOUNT,
  WHOLE_EXACT_LIMIT,
  type Currency,
} from './money.ts';
import {
  figuresIn,
  limitWithReading,
  LINK_LOCALE,
  readTypedNumber,
  type NumberLocale,
} from './numberText.ts';
import { numbersForLink } from './numbersInText.ts';

// From the texts in a calculator's fields to its results: each field read and checked, the
// unknown solved for, the outputs computed. Pure; the frame and the tests both call it.

export type FieldValues = Record<string, FieldValue>;

export interface Evaluation {
  /** The field solved for, if the calculator solves. */
  unknown: string | null;
  /** The message under each field that is not valid (fields solved for are not checked). */
  errors: Record<string, string>;
  /**
   * A note under each valid field that needs one: the reading taken of a number a link would
   * read otherwise, or why its value is implausible.
   */
  notes: Record<string, string>;
  /** The fields whose values are outside what is plausible: no advice is drawn from them. */
  implausible: string[];
  /** Every value, the solved one included; null while a field is invalid or nothing fits. */
  values: FieldValues | null;
  /** The choices made: each is always read, so they are known while a field is invalid too. */
  choices?: Readonly<Record<string, string>>;
  results: Record<string, number> | null;
  /** Why no value of the unknown fits, when none does. */
  unsolvable?: string;
  /** A sentence for each number typed with more digits than it is worked with (see below). */
  rounded?: readonly string[];
}

const TOO_LARGE = 'The result is too large to calculate. Please try smaller numbers.';

/** The option a text names, in any case (a link's `MONTHLY`); undefined when it names none. */
export function optionNamed(
  field: ChoiceField,
  text: string | undefined,
): ChoiceField['options'][number] | undefined {
  const lower = text?.trim().toLowerCase();
  return (
    field.options.find((o) => o.value === text) ??
    field.options.find((o) => o.value.toLowerCase() === lower)
  );
}

/**
 * The option a choice field's text names, in any case (a link's 'cad' is 'CAD'), or the field's
 * default when it names none: for a choice of periods (`starts`), the one `today` falls in.
 */
export function choiceOf(field: ChoiceField, text: string | undefined, today?: string): string {
  const option = optionNamed(field, text);
  if (option) return option.value;
  return field.starts && today !== undefined ? periodOn(field, today) : field.default;
}

/**
 * The option of a choice of periods (`starts`) that a day falls in: the last to begin by then, or
 * the field's default before all of them.
 */
export function periodOn(field: ChoiceField, date: string): string {
  const starts = field.starts ?? {};
  // ISO dates of four-digit years compare as text.
  const begun = field.options.filter((option) => (starts[option.value] ?? '') <= date);
  return begun.at(-1)?.value ?? field.default;
}

/**
 * The day rules by date are picked for (definition.rules), from the value of the field that picks
 * them: a date field's date, or the first day of the period chosen; null for anything else.
 */
export function rulesDateOf(field: FieldSpec, value: FieldValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (field.kind === 'date') return value;
  if (field.kind === 'choice') return field.starts?.[value] ?? null;
  return null;
}

/** The value a choice field's text stands for (see choiceOf). */
function choiceValue(definition: AnyMode, id: string, texts: Texts): string {
  const field = definition.fields[id] as FieldSpec;
  return field.kind === 'choice' ? choiceOf(field, texts[id]) : '';
}

type Texts = Readonly<Record<string, string | undefined>>;

/** Whether a field holds a number (money, percent, number or integer). */
export function isNumberField(field: FieldSpec | undefined): field is NumberField {
  return (
    field !== undefined &&
    field.kind !== 'choice' &&
    field.kind !== 'month' &&
    field.kind !== 'date' &&
    field.kind !== 'text' &&
    !hasIo(field)
  );
}

/**
 * Whether a field is of a kind with a module of its own (a quantity, a duration, a list of rows),
 * which reads and writes its texts (definition.ts's FieldIo).
 */
export function hasIo(
  field: FieldSpec | undefined,
): field is QuantityField | DurationField | RowsField {
  return field !== undefined && 'io' in field;
}

/**
 * Whether a field is in use: its `when` matches the choices made and its `shownWhen` the texts
 * (always, without them).
 */
export function isShown(definition: AnyMode, field: FieldSpec, texts: Texts): boolean {
  if ('shownWhen' in field && field.shownWhen && !field.shownWhen(texts)) return false;
  if (!('when' in field) || !field.when) return true;
  return Object.entries(field.when).every(
    ([id, value]) => choiceValue(definition, id, texts) === value,
  );
}

/** The unknowns offered with these choices (a hidden field cannot be solved for). */
export function shownUnknowns(definition: AnyMode, texts: Texts): string[] {
  const unknowns: readonly string[] = definition.solve?.unknowns ?? [];
  return unknowns.filter((id) => isShown(definition, definition.fields[id] as FieldSpec, texts));
}

/** The field solved for: the URL's `solve` when it names an unknown in use, else the first. */
export function unknownOf(definition: AnyMode, texts: Texts): string | null {
  const unknowns = shownUnknowns(definition, texts);
  const solve = texts.solve;
  if (solve && unknowns.includes(solve)) return solve;
  return unknowns[0] ?? null;
}

/** The value of a number field's text, or the message to show under it. */
export function readNumber(
  field: NumberField,
  text: string,
  locale: NumberLocale = LINK_LOCALE,
): number | { error: string } {
  const read = readNumberField(field, text, locale);
  return 'error' in read ? read : read.value;
}

/**
 * A number field's text read in a locale (a link's, unless told): its value with the note to
 * show under it, if any, or the message to show under it. A text that does not fit the locale's
 * way of writing numbers is not read, and its message shows the reading a visitor meant.
 */
export function readNumberField(
  field: NumberField,
  text: string,
  locale: NumberLocale = LINK_LOCALE,
  currency?: Currency,
): { value: number; canonical: string; note?: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '' && field.blankValue !== undefined) {
    return { value: field.blankValue, canonical: '' };
  }
  // Its own messages (limits, examples) in the locale's signs, as the visitor types numbers.
  // Made only for the one shown: every field is read at every keystroke and at the page's start,
  // and a message's amounts are formatted (its limits in the currency).
  const said = <Key extends keyof FieldMessages>(key: Key): FieldMessages[Key] => {
    const text = fieldMessages(field, currency)[key];
    return (text === undefined ? text : figuresIn(text, locale)) as FieldMessages[Key];
  };
  if (trimmed === '') return { error: said('required') };
  // Amounts may be typed as written: with thousands separators (10,00,000, 1,000,000 or
  // 1 000 000) and a currency sign ($250); a percentage with its sign (7%).
  const whole = field.kind === 'integer' || field.whole === true;
  const read = readTypedNumber(trimmed, locale, field.kind, whole);
  if (!read.ok) {
    return {
      error:
        read.message ??
        said('invalid') ??
        (read.decimals ? 'Enter a whole number' : 'Enter a number'),
    };
  }
  const { value } = read;
  if (whole && !Number.isInteger(value)) {
    return { error: said('invalid') ?? 'Enter a whole number' };
  }
  if (value < field.min || (field.minExclusive && value === field.min)) {
    return { error: limitWithReading(said('min'), read.note, trimmed, locale) };
  }
  if (value > field.max)
    return { error: limitWithReading(said('max'), read.note, trimmed, locale) };
  // An amount that must be more than 0 is worked with to the cent: less than half a cent would
  // be $0.00, and an ROI on $0.00 invested is a division by zero.
  if (field.kind === 'money' && field.minExclusive && field.min === 0 && cents(value) === 0) {
    const cent = currency ? formatMoney(0.01, currency) : '0.01';
    return { error: figuresIn(`The ${nounOf(field)} must be at least ${cent}`, locale) };
  }
  return read;
}

/** The significant digits of a number as written: '0.012300' → '123', '1.5e3' → '15'. */
function significantDigits(text: string): string {
  const [mantissa = ''] = text.split(/e/i);
  return mantissa.replace(/\D/g, '').replace(/^0+/, '').replace(/0+$/, '');
}

/**
 * The sentence that says a typed number was rounded on reading, or null when it was read
 * exactly. A number is worked with in binary floating point, which carries 15 to 17
 * significant digits: 12345678901234567890123 is worked with as 1.2345678901234568e+22, and the
 * visitor is told so rather than shown a conversion of digits they did not type.
 */
export function roundedReading(field: NumberField, text: string, value: number): string | null {
  const typed = significantDigits(text);
  if (typed.length <= 15) return null; // every number of 15 digits is carried exactly
  if (typed === significantDigits(String(value))) return null;
  return (
    `${field.label} has ${typed.length} significant digits, more than a number is worked with ` +
    `here (15 to 17): it was rounded to ${String(value)} first.`
  );
}

/**
 * A text field's text, or the message to show under it. Its numbers, if it holds some, are read
 * in the locale's signs and given in the link's (the text its check and compute see).
 */
export function readText(
  field: TextField,
  text: string,
  locale: NumberLocale = LINK_LOCALE,
): string | { error: string } {
  const read = readTextField(field, text, locale);
  return 'error' in read ? read : read.text;
}

/** readText, with the note of a number read as a link would not read it (1.250 in Germany). */
function readTextField(
  field: TextField,
  text: string,
  locale: NumberLocale,
): { text: string; note?: string } | { error: string } {
  if (text.trim() === '' && field.required) return { error: field.required };
  const read = field.numbers ? numbersForLink(text, locale, field.numbers) : { text };
  if ('error' in read) return read;
  // The length of the text a link carries: shown in a locale, a link's list may be longer.
  if (read.text.length > field.maxLength) {
    return { error: figuresIn(`Enter at most ${formatPlain(field.maxLength)} characters`, locale) };
  }
  // The check's message quotes the numbers as the link's signs write them: as typed, instead.
  // Only for numbers the engine moved: an expression or JSON is quoted as it was typed.
  const message = field.check?.(read.text);
  if (!message) return read;
  if (!field.numbers) return { error: message };
  // The reading the message is about, where it was not the visitor's ('1 400' in France is two
  // numbers in a list): said with it, as the note under the field gives way to the message.
  const said = figuresIn(message, locale);
  return { error: 'note' in read && read.note ? `${said}. ${read.note}` : said };
}

/** The date a blank "today" date field stands for: today, or its `blankDays` after it. */
export function blankDateOf(field: DateField, today: string): string {
  if (!field.blankDays) return today;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + field.blankDays)).toISOString().slice(0, 10);
}

/** The current month of a calendar date ('2026-11-24' → '2026-11'). */
export function monthOfDay(today: string): string {
  return today.slice(0, 7);
}

function readField(
  field: FieldSpec,
  text: string,
  today: string,
  locale: NumberLocale,
  currency: Currency | undefined,
): { value: number | string; note?: string } | { error: string } {
  if (field.kind === 'month') {
    if (text.trim() === '') return { value: monthOfDay(today) };
    const month = parseYearMonth(text);
    return month ? { value: formatYearMonth(month) } : { error: field.invalid };
  }
  if (field.kind === 'date') {
    if (text.trim() === '') {
      return field.blankIsToday
        ? { value: blankDateOf(field, today) }
        : { error: field.required ?? invalidDateMessage(field) };
    }
    const parsed = parseIsoDate(text);
    if (parsed === null) return { error: invalidDateMessage(field) };
    const date = formatIsoDate(parsed);
    // ISO dates of four-digit years compare as text.
    if (field.future && date > today) return { error: field.future };
    return { value: date };
  }
  if (field.kind === 'text') {
    const read = readTextField(field, text, locale);
    if ('error' in read) return read;
    // A number of it read as a link would not (1.250 is 1250 in Germany) is said under it.
    return read.note ? { value: read.text, note: read.note } : { value: read.text };
  }
  if (field.kind === 'choice') return { value: choiceOf(field, text, today) };
  if (isNumberField(field)) return readNumberField(field, text, locale, currency);
  throw new Error(`A ${field.kind} field reads its own texts (its io)`);
}

/** The fields of a calculation read and checked, before anything is solved or computed. */
export interface ReadFields {
  unknown: string | null;
  errors: Record<string, string>;
  notes: Record<string, string>;
  implausible: string[];
  values: FieldValues;
  /** Sentences saying a typed number was rounded on reading (roundedReading). */
  rounded: string[];
}

/**
 * Reads and checks the texts (the unknown under `solve`) in a locale (a link's, unless told):
 * each field's value or message, the notes under fields, and the fields whose values are not
 * plausible (by their `plausible` range or the definition's `plausibility`).
 */
export function readFields(
  definition: AnyMode,
  texts: Texts,
  today: string = localIsoDate(),
  locale: NumberLocale = LINK_LOCALE,
  signs: NumberLocale = locale,
): ReadFields {
  const unknown = unknownOf(definition, texts);
  const errors: Record<string, string> = {};
  const notes: Record<string, string> = {};
  const implausible: string[] = [];
  const values: FieldValues = {};
  const rounded: string[] = [];
  // Messages name amounts in the calculator's one currency (not in one the visitor picks).
  const currency = definition.currencyChoice ? undefined : definition.currency;
  for (const [id, field] of Object.entries(definition.fields as Record<string, FieldSpec>)) {
    if (!isShown(definition, field, texts)) continue;
    if (hasIo(field)) {
      // The unit of a quantity solved for is still the one its result is shown in.
      const read =
        id === unknown
          ? { values: field.io.extras(field, id, texts) }
          : field.io.read(field, id, texts, locale);
      if ('errors' in read) Object.assign(errors, read.errors);
      else {
        Object.assign(values, read.values);
        if (read.note) notes[id] = read.note;
      }
      continue;
    }
    if (id === unknown) continue;
    // A field without a text is its default, written as links write numbers (a period's, the
    // one today falls in).
    const text = texts[id];
    const read =
      text === undefined
        ? readField(
            field,
            field.kind === 'choice' ? '' : field.default,
            today,
            LINK_LOCALE,
            currency,
          )
        : readField(field, text, today, locale, currency);
    if ('error' in read) {
      errors[id] = read.error;
      continue;
    }
    values[id] = read.value;
    if (read.note) notes[id] = read.note;
    const roundedNote =
      typeof read.value === 'number' &&
      isNumberField(field) &&
      roundedReading(field, text ?? field.default, read.value);
    if (roundedNote) rounded.push(roundedNote);
    if (isNumberField(field) && field.plausible && typeof read.value === 'number') {
      const { min, max, note } = field.plausible;
      if (read.value < min || read.value > max) {
        implausible.push(id);
        notes[id] = joined(notes[id], figuresIn(note, signs));
      }
    }
  }
  const rules = definition.rules;
  if (rules && errors[rules.field] === undefined) {
    // No rule applies before the table's first.
    const date = rulesDateOf(definition.fields[rules.field] as FieldSpec, values[rules.field]);
    const first = rules.table[0].from;
    if (date !== null && date < first) {
      errors[rules.field] = `Enter a date from ${dayInWords(first)}, when the rules here begin`;
    }
  }
  // A definition's own checks write their figures as links do; their messages and notes are
  // given in the visitor's signs ('c = 1,200 is not shorter than …' read as 1.2 in Germany).
  if (Object.keys(errors).length === 0 && definition.validate) {
    for (const [id, message] of Object.entries(definition.validate(values))) {
      if (typeof message === 'string') errors[id] = figuresIn(message, signs);
    }
  }
  if (Object.keys(errors).length === 0 && definition.plausibility) {
    for (const [id, note] of Object.entries(definition.plausibility(values))) {
      if (typeof note !== 'string' || implausible.includes(id)) continue;
      implausible.push(id);
      notes[id] = joined(notes[id], figuresIn(note, signs));
    }
  }
  return { unknown, errors, notes, implausible, values, rounded };
}

/** The values of the choice fields among these. */
function choicesOf(definition: AnyMode, values: FieldValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.fields as Record<string, FieldSpec>).flatMap(([id, field]) =>
      field.kind === 'choice' && typeof values[id] === 'string' ? [[id, values[id]]] : [],
    ),
  );
}

/** Whether an output is shown with these choices (its `when`). */
export function outputShown(
  output: OutputSpec,
  choices: Readonly<Record<string, unknown>>,
): boolean {
  return Object.entries(output.when ?? {}).every(([id, value]) => choices[id] === value);
}

/** Two notes in one, or the one there is. */
function joined(first: string | undefined, second: string): string {
  return first ? `${first}. ${second}` : second;
}

/**
 * Reads the texts (the unknown under `solve`) in a locale (a link's, unless told), solves for
 * the unknown (when the calculator solves) and computes. `today` (YYYY-MM-DD) is what a blank
 * month field stands for. The definition's own messages and notes (a check of several fields,
 * nothing fitting a solve) write their figures in `signs`: the visitor's, which are the texts'
 * only from the first edit on.
 */
export function evaluate(
  definition: AnyMode,
  texts: Texts,
  today: string = localIsoDate(),
  locale: NumberLocale = LINK_LOCALE,
  signs: NumberLocale = locale,
): Evaluation {
  const { unknown, errors, notes, implausible, values, rounded } = readFields(
    definition,
    texts,
    today,
    locale,
    signs,
  );
  const base = { unknown, errors, notes, implausible, choices: choicesOf(definition, values) };
  if (Object.keys(errors).length > 0) return { ...base, values: null, results: null };

  if (unknown !== null && hasIo(definition.fields[unknown])) {
    // A quantity or a duration: solved in its base unit, shown in the visitor's.
    const field = definition.fields[unknown] as QuantityField | DurationField;
    const solve = field.io.solve!;
    const solved = solveFor(definition, unknown, values);
    if (solved === Infinity || solved === -Infinity) return overflow(definition, base);
    const shown =
      solved === null || Number.isNaN(solved) ? NaN : solve.shown(field, solved, values, unknown);
    if (!solve.inRange(field, solved ?? NaN) || !solve.inRange(field, shown)) {
      const noun = field.noun ?? field.label.toLowerCase();
      return {
        ...base,
        values: null,
        results: null,
        unsolvable: figuresIn(
          `No ${noun}${solve.range(field, values, unknown)} fits these numbers.`,
          signs,
        ),
      };
    }
    values[unknown] = shown;
  } else if (unknown !== null) {
    const field = definition.fields[unknown] as NumberField;
    const solved = solveFor(definition, unknown, values);
    if (solved === Infinity || solved === -Infinity) return overflow(definition, base);
    if (field.kind === 'money' && Math.abs(solved ?? 0) >= amountLimit(definition)) {
      return overflow(definition, base);
    }
    // A solved amount is shown to the cent (a number to its field's decimals), and the other
    // results are made from what is shown (from the value found, with exactInResults). What is
    // shown must be a value the field accepts: an EMI of ₹0.004 is shown as ₹0.00, below the
    // field's ₹0.01, so no EMI fits.
    const shown =
      solved === null || Number.isNaN(solved)
        ? NaN
        : field.kind === 'money'
          ? cents(solved)
          : field.decimals !== undefined
            ? toDecimals(solved, field.decimals)
            : solved;
    const limits: NumberField = field.solvedLimits
      ? { ...field, ...field.solvedLimits, minExclusive: false }
      : field;
    const allowed = solvedAmountLimits(limits);
    if (!inRange(allowed, solved ?? NaN) || !inRange(allowed, shown)) {
      return {
        ...base,
        values: null,
        results: null,
        unsolvable: figuresIn(`No ${nounOf(field)}${rangeText(limits)} fits these numbers.`, signs),
      };
    }
    // Noise around 0 is 0 in the results too.
    values[unknown] = field.exactInResults && shown !== 0 ? solved! : shown;
  }
  const results: Record<string, number> = definition.compute(values);
  if (!Object.values(results).every(Number.isFinite)) return overflow(definition, base);
  if (amountTooLarge(definition, results)) return overflow(definition, base);
  return { ...base, values, results, ...(rounded.length > 0 ? { rounded } : {}) };
}

/**
 * A solved value to `decimals`; one they would round to 0 keeps 3 significant digits, unless it is
 * below SOLVER_NOISE, a root-finder's last digits around 0 (an I/Y of 6.6 × 10⁻¹⁵ %), which is 0.
 */
function toDecimals(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 && Math.abs(value) >= SOLVER_NOISE ? Number(value.toPrecision(3)) : rounded;
}

/** Whether a value is within a field's limits (above `min`, with `minExclusive`); not NaN. */
function inRange(field: NumberField, value: number): boolean {
  if (Number.isNaN(value) || value > field.max) return false;
  return field.minExclusive ? value > field.min : value >= field.min;
}

/**
 * ' from 1 to 10' for a field with a range a visitor would read, written as its messages write
 * numbers ('from 0 to 1,000,000', 'from -99.99% to 10,000%', 'from 6 to 480 months'); nothing for
 * any number.
 */
function rangeText(field: NumberField): string {
  const readable = Math.abs(field.min) < 1e15 && Math.abs(field.max) < 1e15;
  if (!readable) return '';
  const limit = (value: number) => formatPlain(value) + (field.kind === 'percent' ? '%' : '');
  const unit = field.kind !== 'percent' && field.unit ? ` ${unitFor(field.max, field.unit)}` : '';
  return ` from ${limit(field.min)} to ${limit(field.max)}${unit}`;
}

/** The size from which an amount is too large to show to its last digit (cent or whole unit). */
function amountLimit(definition: AnyMode): number {
  return definition.wholeMoney ? WHOLE_EXACT_LIMIT : CENT_EXACT_LIMIT;
}

/** Whether an amount among the outputs is too large to be shown to its last digit. */
function amountTooLarge(definition: AnyMode, results: Record<string, number>): boolean {
  return Object.entries(definition.outputs).some(
    ([id, output]) =>
      output.format === 'money' && Math.abs(results[id] ?? 0) >= amountLimit(definition),
  );
}

/**
 * The limits of an amount solved for: past what can be typed (MAX_AMOUNT), any amount shown to
 * the cent (a deposit grown to $30 trillion); a larger one is too large (amountLimit).
 */
function solvedAmountLimits(field: NumberField): NumberField {
  if (field.kind !== 'money') return field;
  return {
    ...field,
    min: field.min <= -MAX_AMOUNT ? -Infinity : field.min,
    max: field.max >= MAX_AMOUNT ? Infinity : field.max,
  };
}

/** No result: the numbers are too large or small for one. */
function overflow(
  definition: AnyMode,
  base: Pick<Evaluation, 'unknown' | 'errors' | 'notes' | 'implausible' | 'choices'>,
): Evaluation {
  const message = definition.overflowMessage ?? TOO_LARGE;
  return { ...base, values: null, results: null, unsolvable: message };
}

function solveFor(definition: AnyMode, unknown: string, known: FieldValues): number | null {
  const solve = definition.solve!;
  const closedForm = solve.closedForms?.[unknown];
  // A closed form's NaN means no value fits; its Infinity, that the numbers are too extreme.
  if (closedForm) return closedForm(known);
  const field = definition.fields[unknown] as NumberField;
  return findRoot((x) => solve.residual({ ...known, [unknown]: x }), field.min, field.max);
}

/** The band a value falls in (from included, to excluded), or null for NaN. */
export function bandOf(bands: readonly Band[], value: number): Band | null {
  return bands.find((band) => value >= band.from && value < band.to) ?? null;
}
