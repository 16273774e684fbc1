import type { ComponentType } from 'react';
import type { RuleTable } from './datedRules.ts';
import type { Currency } from './money.ts';
import type { NumberLocale } from './numberText.ts';
import type { NumbersInText } from './numbersInText.ts';

// The shape of a calculator definition: one module per calculator under web/src/calculators/,
// named after its catalogue slug, read by one page frame (DefinitionCalculator.tsx). A definition
// is data plus pure functions; nothing in it renders. docs/calculators.md walks through one.

/** How a number field's text is read and shown. */
export type NumberKind = 'money' | 'percent' | 'number' | 'integer';

/**
 * The message under a number field for each kind of invalid input. Each is made from the field's
 * noun and limits unless the definition gives it (engine/messages.ts): 'Enter the interest rate',
 * 'The interest rate cannot be negative' (or 'must be more than 0', 'must be at least 1 month'),
 * 'The interest rate can be at most 50%'.
 */
export interface FieldMessages {
  /** The field is blank. */
  required: string;
  /** Below `min`. */
  min: string;
  /** Above `max`. */
  max: string;
  /** Not a number (or not a whole number for an integer field); 'Enter a number' by default. */
  invalid?: string;
}

export interface NumberField {
  kind: NumberKind;
  label: string;
  /** The value when the URL has none, as typed (also the text the field starts with). */
  default: string;
  /** Smallest and largest accepted values, both included (`min` excluded with minExclusive). */
  min: number;
  max: number;
  /** Accept only values above `min` (a bill of more than $0). */
  minExclusive?: boolean;
  /** Messages that say more than those made from the noun and limits (the spec's wordings). */
  messages?: Partial<FieldMessages>;
  /** Shown after the value inside the field ('years'); money and percent fields have theirs. */
  unit?: string;
  /** A hint under the field. */
  help?: string;
  /**
   * The hint in place of `help` while amounts are in one of these currencies, with the visitor
   * choosing it (`currencyChoice`): what that currency's country says (its inflation target).
   */
  helpByCurrency?: Partial<Record<Currency, string>>;
  /** Buttons that set common values (tip 10 %, 15 %…), named as a group. */
  presets?: { label: string; values: readonly number[] };
  /** − and + buttons that step an integer field by one, never below `min`; their names. */
  stepper?: { fewer: string; more: string };
  /**
   * Shown, read and checked only while the named choice fields have these values (the pounds
   * field only in imperial units); compute receives undefined for it otherwise.
   */
  when?: Readonly<Record<string, string>>;
  /**
   * Shown, read and checked only while the texts ask for it, beyond choices (the GPA's bonuses
   * once a course is honors or AP); compute receives undefined for it otherwise, as with `when`.
   */
  shownWhen?: (texts: Readonly<Record<string, string | undefined>>) => boolean;
  /** The value of a blank field (a blank inches field is 0 in); a blank is an error without it. */
  blankValue?: number;
  /**
   * Decimals of the field's value when it is solved for: it is rounded to them, shown with them,
   * and the other results are made from the rounded value. Unrounded (shown to 2) without. A
   * value they would round to 0 is kept to 3 significant digits (a power of 0.000001 W is no 0 W;
   * the page shows such a value to 4, formatFigure's rule), unless it is a solver's noise.
   */
  decimals?: number;
  /**
   * The other results are made from the value solved for as found, `decimals` only saying how it
   * is shown: a voltage solved as 69.2820 V shows as 69.28 V, but the apparent power is worked
   * from 69.2820…, so it is not 1.79995 kVA beside a real power of 1.8 kW. Without it they are
   * made from the rounded value (a number of months the schedule then takes).
   */
  exactInResults?: true;
  /**
   * The limits of the value when it is solved for, where wider than a typed one's: a margin
   * worked out from a cost and a price may be 99.995% or -19,900%, though one typed is at most
   * 99.99% (at 100% no price gives it). Both included; `min` and `max` without.
   */
  solvedLimits?: { min: number; max: number };
  /**
   * What is physically plausible inside the limits (a height of 50 to 275 cm, a mortgage rate up
   * to 30 % a year). A value outside it is still calculated, with `note` under the field, but no
   * advice is drawn from it: the results' bands (categories), facts and highlight are left out.
   */
  plausible?: { min: number; max: number; note: string };
  /**
   * How messages name the field ('rate'); by default its label in lower case without a closing
   * parenthesis ('Interest rate (per year)' → 'interest rate').
   */
  noun?: string;
  /** Drawn beside the previous field, in one row (feet and inches). */
  sameRow?: boolean;
  /** Shown in a blank field ('0' for an optional amount). */
  placeholder?: string;
  /** Accept whole numbers only (a money field of whole rupees); 'integer' fields always do. */
  whole?: boolean;
  /**
   * The input's own arrows (a number input, for money too): from `min` to `max` in steps of
   * `step`, where the values accepted may be wider (the SIP's ₹500 steps, though ₹0 is accepted).
   */
  spin?: { min: number; max: number; step: number };
  /**
   * A slider under the input over this range (which may be narrower than the values accepted),
   * moving in these steps, named `label` for screen readers. A typed value outside it stays as
   * typed; the slider then rests at its nearer end.
   */
  slider?: { min: number; max: number; step: number; label: string };
}

/**
 * A calendar month typed as YYYY-MM (a loan's first payment). A blank field stands for the
 * current month, filled in when the form is drawn; compute receives the month as 'YYYY-MM'.
 */
export interface MonthField {
  kind: 'month';
  label: string;
  /** Always blank: the current month. */
  default: '';
  help?: string;
  /** Said under a text that is not a month. */
  invalid: string;
}

export interface ChoiceField<C extends string = string> {
  kind: 'choice';
  label: string;
  default: C;
  options: readonly { value: C; label: string }[];
  help?: string;
  /** Drawn as tabs (a unit system) or radio buttons (two or three options) instead of a list. */
  display?: 'select' | 'tabs' | 'radio';
  /**
   * A change of this choice is a calculation of its own, recorded at once as the Calculate
   * button records one (a currency picked); typed edits are recorded once they settle.
   */
  records?: boolean;
  /** Drawn beside the previous field, in one row (a course's grade beside its name). */
  sameRow?: boolean;
  /**
   * The first day (YYYY-MM-DD) of each option, when the options are periods (tax years from 1
   * April), in order: a link without this field opens on the period today falls in (the page's
   * today), and one chosen is always written into links, so a shared link keeps its period. The
   * rules by date (CalculatorDefinition.rules) are those of its first day.
   */
  starts?: Readonly<Record<C, string>>;
}

/**
 * A calendar date typed as YYYY-MM-DD (a date of birth). Without `blankIsToday` a date is
 * required, and the Calculate button waits for one; compute receives it as 'YYYY-MM-DD'.
 */
export interface DateField {
  kind: 'date';
  label: string;
  /** Always blank: no date, or today. */
  default: '';
  /**
   * A blank field is today, shown in it: the visitor's today, read again at each calculation.
   * Today is left out of links, so a link means the day it is opened.
   */
  blankIsToday?: boolean;
  /**
   * With blankIsToday, a blank field is this many days after today (the end of a span that
   * starts today, so the page opens on a span rather than on none).
   */
  blankDays?: number;
  help?: string;
  /** How messages name the field, as NumberField.noun. */
  noun?: string;
  /** Said under a blank required field (`invalid` without it). */
  required?: string;
  /** Said under a text that is not a date; 'Enter a valid <noun>.' by default. */
  invalid?: string;
  /** Said under a date after today; without it a future date is accepted. */
  future?: string;
}

/**
 * Text as typed: an expression, a list of numbers, a number in another base, a passage to count.
 * compute receives it as typed. Text fields are never part of the default usage record.
 */
export interface TextField {
  kind: 'text';
  label: string;
  /** The text when the URL has none (also what the field starts with). */
  default: string;
  /** A box of several lines (`rows` high, 6 by default) rather than one line. */
  multiline?: boolean;
  rows?: number;
  /** The longest text accepted; longer text is refused with a message saying so. */
  maxLength: number;
  placeholder?: string;
  help?: string;
  /** Said under a blank field; without it a blank text is a value ('' ). */
  required?: string;
  /**
   * The text holds numbers, typed in the visitor's signs (4,5; 3,2 in Germany): each is moved to
   * the link's signs (4.5; 3.2) before `check` and compute see the text, and links carry that
   * form. 'list': commas, semicolons, spaces and new lines separate them; 'lines': one a line,
   * grouped as the locale groups (engine/numbersInText.ts).
   */
  numbers?: NumbersInText;
  /** The message for a text that cannot be used (a malformed number), or null when it can. */
  check?(text: string): string | null;
  /**
   * Kept out of the URL (and so out of shared links and the server's logs): a visitor's own
   * writing, which the page promises never to send anywhere.
   */
  private?: boolean;
  /** Typed in a monospace font, without spelling checks (an expression, a number in base 16). */
  code?: boolean;
  /**
   * Drawn by the definition's panel rather than as a text box: a column of a list of rows (a
   * loan's prepayments, shared/paymentEvents.ts), its values joined by '~' in row order.
   */
  inPanel?: boolean;
  /** Shown, read and checked only while the named choice fields have these values. */
  when?: Readonly<Record<string, string>>;
}

/**
 * A unit a quantity is typed in: its code (in links), its symbol (in the menu and results), its
 * names, and its exact factor in its scale's base unit (calculators/shared/units.ts's scales).
 */
export interface QuantityUnit<C extends string = string> {
  code: C;
  symbol: string;
  singular: string;
  plural: string;
  /** The unit in its scale's base unit, as an exact decimal ('0.45359237' kg in a pound). */
  factor: string;
}

/** A value compute receives: a number, a text (a choice, a date, a unit), or a list of rows. */
export type FieldValue = number | string | readonly Readonly<Record<string, number | string>>[];

type FieldTexts = Readonly<Record<string, string | undefined>>;

/**
 * How the frame reads and writes a field of a kind with a module of its own (a quantity, a
 * duration, a list of rows): that module's, set on the field by its constructor there
 * (quantityField(), durationField(), rowsField()), so that only the pages that have such a field
 * load its code. Each method is given the field (a copy spread with other values keeps working).
 */
export interface FieldIo {
  /**
   * Its input: a lazy component made once in the kind's module, so a page loads only its
   * fields' kinds, when first drawn.
   */
  Input: ComponentType<FieldInputProps>;
  /** The field's URL parameters with their defaults: its id, `<id>Unit`, a list's columns. */
  params(field: FieldSpec, id: string): Record<string, string>;
  /**
   * The field's texts read in a locale (a parameter without one is its default, as a link
   * writes it): the values compute receives (its own under its id, and `<id>Unit`), with the
   * note to show under it, or the messages of what is not valid, by parameter or cell.
   */
  read(
    field: FieldSpec,
    id: string,
    texts: FieldTexts,
    locale: NumberLocale,
  ): { values: Record<string, FieldValue>; note?: string } | { errors: Record<string, string> };
  /** The values that go with the field while it is solved for (the unit it is shown in). */
  extras(field: FieldSpec, id: string, texts: FieldTexts): Record<string, string>;
  /** Whether a key of a calculation's errors is one of this field's (a cell of its rows). */
  owns(field: FieldSpec, id: string, key: string): boolean;
  /** The texts a link carries (numbers in canonical form), or null while one is not valid. */
  canonical(
    field: FieldSpec,
    id: string,
    texts: FieldTexts,
    locale: NumberLocale,
  ): Record<string, string> | null;
  /** The field's texts, written in one locale's signs, as written in another's. */
  textsIn(
    field: FieldSpec,
    id: string,
    texts: FieldTexts,
    from: NumberLocale,
    to: NumberLocale,
  ): Record<string, string>;
  /** The inputs as a visitor types them, for the published cases: a line each ('70 kg'). */
  shown(field: FieldSpec, id: string, texts: FieldTexts): { label: string; text: string }[];
  /**
   * The texts once the visitor chose another unit (`code`): what was typed (in the visitor's
   * signs) converted to it, so the quantity stays the one meant (70 kg becomes 154.32 lb).
   */
  convert?(
    field: FieldSpec,
    id: string,
    texts: FieldTexts,
    code: string,
    locale: NumberLocale,
  ): Record<string, string>;
  /** For a field that can be solved for; values and results hold it in its base unit. */
  solve?: {
    inRange(field: FieldSpec, value: number): boolean;
    /** The value as shown in the unit chosen (rounded), back in the base unit. */
    shown(field: FieldSpec, value: number, values: FieldValueMap, id: string): number;
    /** The limits in words, for "No … from 0 to 10,000 km fits these numbers". */
    range(field: FieldSpec, values: FieldValueMap, id: string): string;
    /** The value as a result shows it ('16.09 km', '4:58.6 per km'). */
    text(field: FieldSpec, value: number, values: FieldValueMap, id: string): string;
    /** The value as its field's text in a locale (when another is solved for instead). */
    fieldText(
      field: FieldSpec,
      value: number,
      values: FieldValueMap,
      id: string,
      locale: NumberLocale,
    ): string;
  };
}

type FieldValueMap = Readonly<Record<string, FieldValue>>;

/** What the input of a field of a kind of its own (FieldIo.load) is drawn with. */
export interface FieldInputProps {
  id: string;
  field: FieldSpec;
  /** The form's texts, by URL parameter, written in `textLocale`'s signs. */
  texts: Readonly<Record<string, string>>;
  /** The signs the texts are written in (the visitor's may differ until an edit). */
  textLocale: NumberLocale;
  /** The calculation's messages (the field's by its id, a list's cells by cellKey()). */
  errors: Readonly<Record<string, string>>;
  notes: Readonly<Record<string, string>>;
  /** The field is solved for: only what chooses how its value is shown (its unit) is drawn. */
  solved?: boolean;
  /** Sets texts, as typing in the fields would. */
  onChange(patch: Record<string, string>): void;
}

/**
 * A number with a menu of units (a weight in kg, lb or st): the visitor types it in any of them,
 * and compute receives it in `base`. The unit travels in links as `<id>Unit` (`?weight=154&
 * weightUnit=lb`), and compute receives it as `<id>Unit` too, to show results in it. Messages
 * for a value out of range give the limit in the unit chosen. Made by quantityField()
 * (engine/quantity.ts).
 */
export interface QuantityField<U extends string = string> {
  kind: 'quantity';
  label: string;
  /** The units offered, in the menu's order (`unitsOf(WEIGHT, 'kg', 'lb')` from units.ts). */
  units: readonly QuantityUnit<U>[];
  /** The unit compute receives, and `min`, `max` and `blankValue` are in. */
  base: U;
  /** The text the field starts with, in `defaultUnit`. */
  default: string;
  defaultUnit: U;
  /** Smallest and largest accepted values in the base unit, both included (see minExclusive). */
  min: number;
  max: number;
  minExclusive?: boolean;
  /** Said under a blank field ('Enter your weight'); 'Enter the <noun>' by default. */
  required?: string;
  /** How a message names the field ('weight'); the label in lower case by default. */
  noun?: string;
  help?: string;
  placeholder?: string;
  /** The value of a blank field, in the base unit (an optional weight left blank is 0). */
  blankValue?: number;
  /** Decimals of a value solved for, in the unit shown (2 by default). */
  decimals?: number;
  /** Shown, read and checked only while the named choice fields have these values. */
  when?: Readonly<Record<string, string>>;
  io: FieldIo;
}

/**
 * A length of time typed as h:mm:ss or m:ss (`?time=3:30:00`), which compute receives in
 * seconds; solvable like a number. With `per`, a time per unit of a scale (a pace per km or per
 * mile), with a menu of those units as a quantity has (`<id>Unit`), received per `per.base`.
 * Made by durationField() (engine/duration.ts).
 */
export interface DurationField<U extends string = string> {
  kind: 'duration';
  label: string;
  /** The text the field starts with ('50:00'); also the example its message gives. */
  default: string;
  /** Shortest and longest accepted, in seconds, both included (see minExclusive). */
  min: number;
  max: number;
  minExclusive?: boolean;
  /** Said under a blank field; 'Enter the <noun>' by default. */
  required?: string;
  noun?: string;
  help?: string;
  /** Decimals of the seconds of a value solved for (0 by default: whole seconds). */
  decimals?: number;
  per?: { units: readonly QuantityUnit<U>[]; base: U; defaultUnit: U };
  when?: Readonly<Record<string, string>>;
  io: FieldIo;
}

/** A column of a list of rows: a number or a choice, its id also its URL parameter. */
export type RowColumn = NumberField | ChoiceField;

/** A row's values as compute receives them: numbers, and the option chosen in a choice. */
export type RowValues<C extends Record<string, RowColumn>> = { [K in keyof C]: CellValue<C[K]> };

/** A cell's value: the option of a choice, else a number (distributed over a union of both). */
type CellValue<T> = T extends ChoiceField<infer O> ? O : number;

/**
 * A list of rows the visitor adds to and removes from (the courses of a GPA), from `min` to
 * `max` rows, each of the same columns. In links, one parameter per column holds the rows'
 * texts joined by `~` in row order (`?grade=a~b~c&credits=3~4~2`); compute receives the rows
 * as objects ({ grade: 'a', credits: 3 }). Made by rowsField() (engine/rows.ts).
 */
export interface RowsField<C extends Record<string, RowColumn> = Record<string, RowColumn>> {
  kind: 'rows';
  /** The list's name ('Courses'). */
  label: string;
  /** What one row is called; rows are numbered after it ('Course' → 'Course 2'). */
  row: string;
  /** The button that adds a row ('Add a course'). */
  add: string;
  columns: C;
  /** The rows the form starts with, each column's text as typed. */
  default: readonly { readonly [K in keyof C]: string }[];
  /** Fewest and most rows. */
  min: number;
  max: number;
  /**
   * Columns a link may leave out, added after links of the list were shared (the GPA's course
   * level): they do not make rows, a row without its cell takes the column's default, and a link
   * carries the column only while a row's cell is not that default.
   */
  optional?: readonly (keyof C & string)[];
  help?: string;
  /** Checks a row whose cells are each valid: a message for each cell at fault. */
  checkRow?(row: RowValues<C>): Partial<Record<keyof C & string, string>>;
  io: FieldIo;
}

export type FieldSpec =
  | NumberField
  | ChoiceField
  | MonthField
  | DateField
  | TextField
  | QuantityField
  | DurationField
  | RowsField;

export type Fields = Record<string, FieldSpec>;

/**
 * The values a compute receives: numbers for number fields (undefined for a field hidden by its
 * `when` or `shownWhen`), quantities in their base unit and durations in seconds, the chosen
 * value for choices, rows as a list; and the unit chosen of each quantity (and duration per
 * unit) as `<id>Unit`.
 */
export type Values<F extends Fields> = {
  [K in keyof F]: F[K] extends ChoiceField<infer C>
    ? C
    : F[K] extends RowsField<infer C>
      ? readonly RowValues<C>[]
      : F[K] extends MonthField | DateField | TextField
        ? string
        : F[K] extends { when: object } | { shownWhen: unknown }
          ? number | undefined
          : number;
} & UnitValues<F>;

/** `<id>Unit` for a quantity or a duration per unit (with a menu of units), else never. */
type UnitParam<F extends Fields, K extends keyof F> = F[K] extends QuantityField
  ? `${K & string}Unit`
  : F[K] extends DurationField<infer U>
    ? [U] extends [never]
      ? never
      : `${K & string}Unit`
    : never;

/** The unit chosen of each quantity and duration per unit, as `<id>Unit` (none for `any`). */
type UnitValues<F extends Fields> = 0 extends 1 & F
  ? unknown
  : {
      [K in keyof F as UnitParam<F, K>]: F[K] extends QuantityField<infer U>
        ? U
        : F[K] extends DurationField<infer U>
          ? U
          : never;
    };

/** The ids of a definition's number fields, quantities and durations (they can be solved for). */
export type NumberFieldId<F extends Fields> = {
  [K in keyof F]: F[K] extends NumberField | QuantityField | DurationField ? K : never;
}[keyof F] &
  string;

/**
 * The URL parameters of a definition's inputs (a reference case's inputs): each field's id, a
 * quantity's `<id>Unit` as well, and the columns of a list of rows in place of its id.
 */
export type InputId<F extends Fields> = {
  [K in keyof F]: F[K] extends RowsField<infer C>
    ? keyof C & string
    : (K & string) | UnitParam<F, K>;
}[keyof F];

/** The ids of a definition's choice fields. */
export type ChoiceFieldId<F extends Fields> = {
  [K in keyof F]: F[K] extends ChoiceField ? K : never;
}[keyof F] &
  string;

/** The ids of the fields that can pick rules by date: dates, and choices of periods. */
export type RulesFieldId<F extends Fields> = {
  [K in keyof F]: F[K] extends DateField ? K : F[K] extends { starts: object } ? K : never;
}[keyof F] &
  string;

/**
 * How an output is shown. 'digits' is a whole number without thousands separators (a year, a
 * date as YYYYMMDD); 'yesno' is 1 or 0 shown as Yes or No.
 */
export type OutputFormat =
  'money' | 'percent' | 'number' | 'integer' | 'digits' | 'yesno' | 'duration';

/** A named range of an output's values (a BMI category), coloured on a scale. */
export interface Band {
  label: string;
  /** The range as written for visitors: '18.5-24.9'. */
  range: string;
  /** From (included) and to (excluded); the outer bands are open-ended (±Infinity). */
  from: number;
  to: number;
  /** The values the band's segment of the bar stands for (an open-ended band needs ends). */
  scale: readonly [number, number];
  palette: 'blue' | 'green' | 'yellow' | 'orange' | 'red';
}

export interface OutputSpec<F extends Fields = Fields> {
  /** Its name, or one made from the values ('Total of 360 payments'). */
  label: string | ((values: Values<F>) => string);
  format: OutputFormat;
  /**
   * Decimals of a 'number' output (2 by default), or of a 'money' output shown past the cent (a
   * unit price of $0.1538); it may depend on the values.
   */
  decimals?: number | ((values: Values<F>) => number);
  /** Shown large (the headline); by default only the first output is. */
  emphasis?: boolean;
  /**
   * Shown only while these choices are made, as a field's `when` (the mortgage's payment with
   * taxes, once they are added); unlike hiddenOutputs, known while a field is invalid too.
   */
  when?: Readonly<Record<string, string>>;
  /** A line under the value as shown, or null for none ('11.62 lakh rupees'). */
  caption?(value: number): string | null;
  /**
   * The name of the category the value codes (a weekday, a blood-pressure category), shown in
   * place of the number wherever the output is shown.
   */
  nameOf?(value: number): string;
  /**
   * Categories of the value as shown (rounded to its decimals): the value's band is named
   * beside it, and a bar of all bands, with a legend named `name` marking the visitor's band
   * as `yours` to screen readers, is drawn under the results.
   */
  bands?: { name: string; yours: string; bands: readonly Band[] };
}

/**
 * Solving for any of several fields. `residual` is zero when the values fit the calculator's
 * relation; a field with a closed form is solved by it, any other by a bracketed root-finder over
 * the field's [min, max]. The first unknown is the default.
 */
export interface SolveSpec<F extends Fields> {
  unknowns: readonly [NumberFieldId<F>, ...NumberFieldId<F>[]];
  residual(values: Values<F>): number;
  /** Closed forms: the unknown from the other values, or null when no value fits. */
  closedForms?: Partial<Record<NumberFieldId<F>, (values: Values<F>) => number | null>>;
}

/** A table under the results (a schedule): column ids, labels and formats, and its rows. */
export interface TableSpec<F extends Fields, O extends string> {
  caption: string;
  columns: readonly { id: string; label: string; format: OutputFormat }[];
  /** Columns left out for these values (the monthly amount, when it never changes). */
  hiddenColumns?(values: Values<F>): readonly string[];
  rows(values: Values<F>, results: Record<O, number>): Record<string, number>[];
}

/** One part of a whole, as a share of a bar (principal against interest). */
export interface BreakdownPart {
  label: string;
  /** An amount in the definition's currency. */
  value: number;
  palette: 'blue' | 'orange' | 'green' | 'teal' | 'purple';
}

/** A boxed note of further results (what an extra payment changes), with its own figures. */
export interface Highlight {
  title: string;
  text: string;
  facts: readonly Fact[];
}

/** A labelled text beside the results ('Healthy weight  53.5 – 72.0 kg'). */
export interface Fact {
  label: string;
  text: string;
  /** A value copied as written (CSS's 'hsl(270, 50%, 40.5%)'): its figures keep a link's signs
   * in every locale, where others are written in the visitor's. */
  code?: true;
}

/** A chart: drawn for sighted visitors, described in words by its caption for everyone. */
export interface ChartSpec {
  kind: 'stacked-bars' | 'lines';
  /** The chart in words (the schedule holds every number). */
  caption: string;
  /** The data key of the horizontal axis, its label, and how a tooltip names a point ('Year'). */
  x: { key: string; label: string; tooltip: string };
  /** The series drawn; a colour is a theme token ('blue.solid'); amounts are in the currency. */
  series: readonly { id: string; label: string; color: string; dashed?: boolean }[];
  data: readonly Record<string, number | string>[];
}

/**
 * A payment schedule by year, each year with its months: an annual table, and a monthly one
 * shown a year at a time on screen and whole in print. Amount columns after the first.
 */
export interface Schedule {
  /** Said above the tables ('Payments include your extra $100.00 a month.'). */
  note?: string;
  columns: readonly string[];
  annualCaption: string;
  monthlyCaption: string;
  years: readonly {
    /** 'Year 1', and its months in words ('Jan 2025 – Dec 2025'). */
    label: string;
    range: string;
    cells: readonly number[];
    months: readonly { label: string; sub: string; cells: readonly number[] }[];
  }[];
  total: readonly number[];
  /** Said under the tables (how rounding settles in the last payment). */
  footnote?: string;
}

/**
 * A section of text under the calculator, under its own heading (what a SIP is, its formula):
 * paragraphs, a formula set apart, and lists whose items may open with a term in bold.
 */
export interface GuideSection {
  heading: string;
  blocks: readonly GuideBlock[];
  /** Printed with the calculator (a disclaimer); guide text is left off paper by default. */
  printed?: boolean;
}

export type GuideBlock =
  | string
  | { formula: string }
  | { list: readonly (string | { term: string; text: string })[]; ordered?: boolean };

/** What a panel (see CalculatorDefinition.panel) is drawn with. */
export interface PanelProps {
  /** The fields' texts as they are now. */
  texts: Readonly<Record<string, string>>;
  /** The values and results of the calculation shown, or null while there is none. */
  values: Readonly<Record<string, FieldValue>> | null;
  results: Readonly<Record<string, number>> | null;
  /** Sets fields' texts, as typing in them would (a keypad writing into an expression). */
  onChange(patch: Record<string, string>): void;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A published worked example the calculator must reproduce (run by its test). */
export interface ReferenceCase<F extends Fields, O extends string> {
  /** Where the example is published: a title and an address. */
  source: string;
  /** The field values as typed (the unknown's omitted when `solve` is given). */
  inputs: Partial<Record<InputId<F>, string>>;
  solve?: NumberFieldId<F>;
  /** Published results, as shown (rounded as the source rounds them). */
  expected: Partial<Record<O | NumberFieldId<F>, number>>;
  /** How close the published figures are: 0.01 when given to the cent, 1 to the rupee. */
  tolerance: number;
}

/** What a calculator's page says under it. */
export interface PageText {
  /**
   * Figures in the results kept as written in every locale (a decimal point, comma grouping),
   * for a calculator whose input is code (an expression, a timestamp, JSON) or whose subject is
   * a way of writing numbers; others are written in the visitor's signs once hydrated.
   */
  figuresAsWritten?: true;
  /** Sections of text before About (what it is, how to use it, its formula). */
  guide?: readonly GuideSection[];
  /** The conventions and sources, shown under "About this calculator". */
  about: readonly string[];
  /** 3 to 5 questions and answers (also FAQPage structured data). */
  faq: readonly [FaqEntry, FaqEntry, FaqEntry, ...FaqEntry[]];
}

export interface CalculatorDefinition<F extends Fields, O extends string> extends PageText {
  /** The catalogue slug: the module's file name. */
  slug: string;
  /** A question over the form ('What is X% of Y?'). */
  intro?: string;
  /**
   * The currency of its money fields and outputs (the default one, with `currencyChoice`); only
   * a calculator that handles money has one.
   */
  currency?: Currency;
  /**
   * The visitor picks the currency its amounts are shown in (URL parameter `currency`), by
   * default the one of the browser's locale. For calculators not tied to one country's rules.
   */
  currencyChoice?: boolean;
  /**
   * Amounts shown in whole units, rounded half-up (rupees without paise, as fund houses show a
   * SIP); to the cent by default.
   */
  wholeMoney?: boolean;
  /**
   * The data files (engine/dataFile.ts) its module fetches as it loads, by address: the page's
   * HTML preloads them, so they arrive beside the module's script.
   */
  dataFiles?: readonly string[];
  /** The form's fields, in order; each id is also its URL parameter. */
  fields: F;
  solve?: SolveSpec<F>;
  /** What is shown, in order; the first is the headline unless a field is solved for. */
  outputs: Record<O, OutputSpec<F>>;
  /** Pure: the outputs for valid values (an unknown solved for is already filled in). */
  compute(values: Values<F>): Record<NoInfer<O>, number>;
  /** Outputs not shown for these values (the tip per person, for one person). */
  hiddenOutputs?(values: Values<F>): readonly NoInfer<O>[];
  /**
   * Sentences under the results ('15% tip on $50.00 is $7.50'), a paragraph each. `today` is
   * the date a blank date field stands for (YYYY-MM-DD).
   */
  summary?(
    values: Values<F>,
    results: Record<NoInfer<O>, number>,
    today: string,
  ): string | readonly string[];
  /**
   * A headline in words instead of the outputs ('35 years, 3 months, 5 days'), named by `label`,
   * with a caption under it ('Age today, Wednesday, August 20, 2025'). The outputs are then
   * not listed unless shown by `facts`.
   */
  headline?: {
    label: string;
    text(values: Values<F>, results: Record<NoInfer<O>, number>, today: string): string;
    caption(values: Values<F>, results: Record<NoInfer<O>, number>, today: string): string;
  };
  /**
   * A Calculate button with this label, which records the calculation at once. Results follow
   * every valid edit (and a settled edit is recorded as well) unless `updates` is 'on-calculate'.
   */
  calculateLabel?: string;
  /**
   * 'on-calculate': results change only when Calculate is pressed, which also writes the inputs
   * to the URL and records the calculation (needs calculateLabel).
   */
  updates?: 'live' | 'on-calculate';
  /**
   * No result until the first Calculate, or a link carrying inputs; this is said instead. With
   * it the URL holds every input of the last calculation, defaults too (a blank read as a
   * number is written as that number).
   */
  startsEmpty?: string;
  /**
   * Rules that change by date (tax slabs, GST rates): their table (engine/datedRules.ts) and the
   * field that picks the day, a date or a choice of periods (`starts`). A date before the first
   * rule is refused under that field. The page says "Rules as of …" with the rule in force, its
   * source and official reference, and the history of what changed. compute picks the rule itself
   * (`ruleOn(table, date)`).
   */
  rules?: { table: RuleTable<unknown>; field: RulesFieldId<F> };
  /** Checks across fields once each is valid: a message for each field at fault. */
  validate?(values: Values<F>): Partial<Record<keyof F & string, string>>;
  /**
   * Checks across fields whose values are each plausible (see NumberField.plausible): a note
   * for each field whose value, with the others, is not (a height of 0 ft 9 in).
   */
  plausibility?(values: Values<F>): Partial<Record<keyof F & string, string>>;
  /** Said instead of a result that is too large or small to hold (Infinity, NaN). */
  overflowMessage?: string;
  /**
   * Further facts under the results, as label and text ('Healthy weight', '53.5 – 72.0 kg').
   * `today` as for summary; absent where no day is known (a test of the maths alone).
   */
  facts?(values: Values<F>, results: Record<NoInfer<O>, number>, today?: string): readonly Fact[];
  /** Parts of a total drawn as one bar under the results, each with its amount and share. */
  breakdown?(values: Values<F>, results: Record<NoInfer<O>, number>): readonly BreakdownPart[];
  /** A boxed note under the results, when it has something to say (null otherwise). */
  highlight?(values: Values<F>, results: Record<NoInfer<O>, number>): Highlight | null;
  /** Charts in a section of their own under the calculator, loaded as they scroll into view. */
  charts?: {
    title: string;
    build(values: Values<F>, results: Record<NoInfer<O>, number>): readonly ChartSpec[];
  };
  /** A payment schedule in a section of its own under the calculator. */
  schedule?: {
    title: string;
    build(values: Values<F>, results: Record<NoInfer<O>, number>): Schedule;
  };
  /** Notes under the results (an estimate disclaimer, who the figures are for). */
  notes?: readonly string[];
  /** Said over the form when a link's inputs filled it in (and still, after an edit). */
  linkedNotice?: string;
  /**
   * Links shared before a field changed keep working: `read` turns the parameters a link may
   * still carry (`params`, no longer fields; with `solve`) into today's field texts. The loan
   * EMI's `years=10` opens as `months=120`. The next calculation writes today's parameters.
   */
  formerLinks?: {
    params: readonly string[];
    read: (former: Readonly<Record<string, string>>) => Record<string, string>;
  };
  /**
   * A Copy Results button by the form that copies `text` (the inputs, the results and the link
   * that shows them) and says `toast` ('Failed to copy' when the clipboard refuses).
   */
  copy?: {
    toast: string;
    text(values: Values<F>, results: Record<NoInfer<O>, number>, link: string): string;
  };
  /** A boxed notice over the form, always shown (the rates are examples, not live ones). */
  notice?: { title: string; text: string };
  /**
   * Two select choices drawn side by side, where the second is, with a button between them,
   * named `label`, that exchanges their values (from and to currencies). Stacked on a phone,
   * where the button's arrows turn up and down.
   */
  swap?: { fields: readonly [ChoiceFieldId<F>, ChoiceFieldId<F>]; label: string };
  /**
   * A fixed table of the data the calculator works from (the rates it converts at), under it:
   * its caption, column headings and rows of texts as shown; columns after the first are
   * figures, aligned to the end.
   */
  dataTable?: {
    caption: string;
    columns: readonly string[];
    rows: readonly (readonly string[])[];
  };
  /**
   * A part of the calculator a form of fields cannot be (a keypad, a QR code with its downloads,
   * a Generate button drawing from the browser's random source): a component in its own module,
   * loaded with the page, drawn under the fields ('form') or under the results ('results').
   */
  panel?: {
    load(): Promise<{ default: ComponentType<PanelProps> }>;
    where: 'form' | 'results';
  };
  /** The usage record's inputs (spec section 3); the values and results by default. */
  usage?(values: Values<F>, results: Record<NoInfer<O>, number>): Record<string, number | string>;
  /**
   * "How this was calculated", with the visitor's numbers; `advice` is false while a value is
   * implausible (see NumberField.plausible): leave out the lines that read the results as advice.
   * `today` as for summary, when known; `unknown`, the field solved for (with `solve`).
   */
  steps(
    values: Values<F>,
    results: Record<NoInfer<O>, number>,
    shown?: { advice: boolean; today?: string; unknown?: string | null },
  ): string[];
  table?: TableSpec<F, NoInfer<O>>;
  /** At least three published worked examples. */
  references: readonly [
    ReferenceCase<F, NoInfer<O>>,
    ReferenceCase<F, NoInfer<O>>,
    ReferenceCase<F, NoInfer<O>>,
    ...ReferenceCase<F, NoInfer<O>>[],
  ];
}

/**
 * Any definition, as the frame and web/src/calculators/index.ts hold them. Each definition's field ids and value
 * types are its own, and TypeScript has no "some F" type: no specific definition is assignable to
 * CalculatorDefinition<Fields, string>, because its functions take only its own values. Hence
 * `any` here, in this one erased view; the engine hands a definition only values that
 * evaluate() has read and checked against that definition's own fields.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: no existential types
export type AnyDefinition = CalculatorDefinition<any, string>;

/**
 * One of several calculators that share a page as tabs (the percentage calculator's modes): a
 * definition without the page's slug and text, which the tabs hold.
 */
export type CalculatorMode<F extends Fields, O extends string> = Omit<
  CalculatorDefinition<F, O>,
  'slug' | keyof PageText
>;

/** Any calculator the frame draws: a definition or a mode (erased as AnyDefinition is). */
export type AnyMode = Omit<AnyDefinition, 'slug' | keyof PageText>;

/** Several calculators on one page as tabs, each remembering its own inputs and result. */
export interface CalculatorTabs extends PageText {
  /** The catalogue slug; also the file name. */
  slug: string;
  /** The URL parameter naming the tab a link opens ('mode'); its values are the tab ids. */
  param: string;
  /** The tab list's name. */
  label: string;
  tabs: readonly [CalculatorTab, CalculatorTab, ...CalculatorTab[]];
}

export interface CalculatorTab {
  id: string;
  label: string;
  mode: AnyMode;
}

/** What a module of web/src/calculators exports: a definition, or tabs of modes. */
export type AnyCalculator = AnyDefinition | CalculatorTabs;

/** Whether a calculator is tabs of modes. */
export function isTabs(calculator: AnyCalculator): calculator is CalculatorTabs {
  return 'tabs' in calculator;
}

/** Declares one mode of a tabbed calculator, checked as defineCalculator checks a definition. */
export function defineMode<const F extends Fields, O extends string>(
  mode: CalculatorMode<F, O>,
): CalculatorMode<F, O> {
  return mode;
}

/** Declares a calculator of several modes as tabs (`export default defineTabs({ … })`). */
export function defineTabs(tabs: CalculatorTabs): CalculatorTabs {
  return tabs;
}

/**
 * Declares a calculator, checking it against the shape above with its own field and output ids
 * (`export default defineCalculator({ … })`).
 */
export function defineCalculator<const F extends Fields, O extends string>(
  definition: CalculatorDefinition<F, O>,
): CalculatorDefinition<F, O> {
  return definition;
}
