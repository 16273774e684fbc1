import type { AnyMode, ChoiceField, FieldSpec } from './definition.ts';

// Rules that change by date (tax slabs, GST rates, gratuity rules): a table of rules, each with
// the day it applies from, where it is published and what it changed, picked for a date. A
// calculator names the table and the field that picks the date (`rules` in definition.ts): a date
// field, or a choice of periods (tax years) whose first days its `starts` give. Pure.

/** One set of rules and the day it applies from, until the next one in its table. */
export interface DatedRule<R> {
  /** The first day it applies, YYYY-MM-DD. */
  from: string;
  /** Its name ('GST 2.0'). */
  title: string;
  /** The rules in a sentence or two, as the page states them ('Slabs of 5%, 18% and 40% …'). */
  summary: string;
  /** What changed from the rule before (for the first: what it set up), for the history. */
  change: string;
  /** The official reference: the law or notification, with its date. */
  reference: string;
  /** Who publishes it, and where. */
  source: string;
  /** The figures a calculator works with. */
  rules: R;
}

/** Rules in the order they applied, oldest first. */
export type RuleTable<R> = readonly [DatedRule<R>, ...DatedRule<R>[]];

/** The rule in force on a day (YYYY-MM-DD), or null before the first. */
export function ruleOn<R>(table: RuleTable<R>, date: string): DatedRule<R> | null {
  // ISO dates of four-digit years compare as text.
  return table.findLast((rule) => rule.from <= date) ?? null;
}

/** The option of a choice of periods that a day falls in: the last to start by then. */
export function optionOn(field: ChoiceField, date: string): string {
  const starts = field.starts ?? {};
  const started = field.options.filter((option) => (starts[option.value] ?? '') <= date);
  return started.at(-1)?.value ?? field.default;
}

/**
 * The day the rules are picked for, from the value of the field that picks them: a date field's
 * date, or the first day of the period chosen.
 */
export function rulesDate(field: FieldSpec, value: string | number | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (field.kind === 'date') return value;
  if (field.kind === 'choice') return field.starts?.[value] ?? null;
  return null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day in words, as Indian and British laws write it: '22 September 2025'. */
export function dayInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The rules a calculation was made under: the day they were picked for, and the rule. */
export interface RulesInForce {
  date: string;
  rule: DatedRule<unknown>;
  table: RuleTable<unknown>;
}

/** The rules of a calculator with rules by date, for the values of a calculation. */
export function rulesInForce(
  definition: Pick<AnyMode, 'rules' | 'fields'>,
  values: Readonly<Record<string, number | string>> | null,
): RulesInForce | null {
  const rules = definition.rules;
  if (!rules || !values) return null;
  const date = rulesDate(definition.fields[rules.field] as FieldSpec, values[rules.field]);
  const rule = date === null ? null : ruleOn(rules.table, date);
  return date !== null && rule ? { date, rule, table: rules.table } : null;
}
