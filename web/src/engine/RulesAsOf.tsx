import { useId } from 'react';
import { dayInWords } from '../domain/calendar.ts';
import { ruleOn } from './datedRules.ts';
import { SentenceText } from './FigureText.tsx';
import type { AnyMode, FieldSpec, FieldValue } from './definition.ts';
import { rulesDateOf } from './evaluate.ts';

// "Rules as of …": the rules a calculation was made under (a calculator with rules by date), with
// their official reference and source, and what changed over time, newest first. Loaded only by
// the calculators that have rules by date. Plain elements with the classes of tablesCss.ts. The
// rules' figures are in the visitor's signs, as the results above them; their citations as written.

export default function RulesAsOf({
  definition,
  value,
}: {
  definition: AnyMode;
  /** The calculation's value of the field the rules follow (its date, its tax year). */
  value: FieldValue | undefined;
}) {
  const titleId = useId();
  const { table, field } = definition.rules!;
  const date = rulesDateOf(definition.fields[field] as FieldSpec, value);
  const rule = date === null ? null : ruleOn(table, date);
  if (date === null || !rule) return null;
  return (
    <section aria-labelledby={titleId} className="rules-as-of">
      <p id={titleId} className="rules-title">{`Rules as of ${dayInWords(date)}`}</p>
      <p>
        <SentenceText
          text={`${rule.title}, in force from ${dayInWords(rule.from)}. ${rule.summary}`}
        />
      </p>
      {/* A citation, as its source writes it. */}
      <p className="rules-reference">
        {`Official reference: ${rule.reference}. Source: ${rule.source}.`}
      </p>
      {table.length > 1 && (
        <>
          <p className="rules-title rules-changes">What changed</p>
          <ul role="list" className="rules-history">
            {[...table].reverse().map((entry) => (
              <li key={entry.from}>
                <span data-current={entry === rule ? '' : undefined}>{dayInWords(entry.from)}</span>
                {': '}
                <SentenceText text={entry.change} />
                {` (${entry.reference})`}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
