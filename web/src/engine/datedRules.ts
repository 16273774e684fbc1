// Rules that change by date (tax slabs, GST rates, gratuity rules): a table of rules, each with
// the day it applies from, where it is published and what it changed, picked for a date. A
// calculator names the table and the field that picks the date (`rules` in definition.ts): a date
// field, or a choice of periods (tax years) whose first days its `starts` give (evaluate.ts reads
// them; RulesAsOf.tsx shows them). Pure, and loaded only with the calculators that have rules.

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
