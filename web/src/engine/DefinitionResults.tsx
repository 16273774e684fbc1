import { lazy, memo, Suspense } from 'react';
import { OUT_OF_DATE_TEXT } from './resultPanel.ts';
import type { AnyMode, Band, Highlight, OutputSpec } from './definition.ts';
import type { Evaluation } from './evaluate.ts';

// The band scale (BMI) and the breakdown bar load only on the pages that draw them.
const BandScale = lazy(() => import('./BandScale.tsx').then((m) => ({ default: m.BandScale })));
const BreakdownBar = lazy(() =>
  import('./BreakdownBar.tsx').then((m) => ({ default: m.BreakdownBar })),
);
import { moneyDecimals } from './format.ts';
import { FigureText, SentenceText } from './FigureText.tsx';
import { hasLongFigure, resultRows, type ResultRow } from './resultRows.ts';
import { amountCurrency } from './money.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';

// What a definition's calculation shows: the headline and other outputs (with an output's band
// beside it and its scale under them), the summary sentence and further facts. The table under
// them is ResultTable.tsx.

/** Why no result is shown, if none is. */
export type Absence =
  | { kind: 'out-of-date' }
  | { kind: 'invalid' }
  | { kind: 'unsolvable'; message: string }
  | { kind: 'not-yet'; message: string };

/** What a calculation shows, worked out once for the results box and the parts under it. */
export interface ResultsView {
  definition: AnyMode;
  /** The calculation shown (kept while out of date), or null before any. */
  evaluation: Evaluation | null;
  absence: Absence | null;
  /** The results shown: none while the value solved for cannot be found. */
  results: Evaluation['results'];
  rows: ResultRow[];
  scale: ReturnType<typeof resultRows>['scale'];
  /** Today's date (YYYY-MM-DD), for a headline or summary that names it. */
  today: string;
}

/** The view of a calculation shown; the same object while its inputs are (useMemo's). */
export function resultsView(
  definition: AnyMode,
  evaluation: Evaluation | null,
  absence: Absence | null,
  today: string,
): ResultsView {
  const results = absence?.kind === 'unsolvable' ? null : (evaluation?.results ?? null);
  const { rows, scale } = resultRows(definition, evaluation, results);
  return { definition, evaluation, absence, results, rows, scale, today };
}

/** The look of why no result is shown: a prompt muted, the message of one to correct spaced. */
function absenceClass(absence: Absence): string {
  if (absence.kind === 'not-yet') return 'result-absence result-absence-muted';
  if (absence.kind === 'unsolvable') return 'result-absence';
  return 'result-absence result-absence-spaced';
}

/**
 * The results box's content: the headline (the value solved for, or the first output, or those
 * marked emphasised) and the other outputs; dashes where no valid inputs were ever given, so the
 * layout never jumps (only the prompt before the first calculation of a calculator that starts
 * empty). Drawn again only when the view changes, not with every render of the calculator
 * around it. The box itself is the layout's (CalculatorLayout), drawn once.
 */
export const Results = memo(function Results({ view }: { view: ResultsView }) {
  const { definition, evaluation, absence, results, rows, today } = view;
  const inLocale = useFiguresInLocale();
  const values = evaluation?.values ?? null;
  const headline = definition.headline;
  const showsHeadline = absence?.kind !== 'unsolvable' && absence?.kind !== 'not-yet';
  const headlineText =
    headline && showsHeadline && values && results ? headline.text(values, results, today) : '';
  const summary: string | readonly string[] =
    values && results && definition.summary ? definition.summary(values, results, today) : [];
  return (
    <>
      {absence && (
        <p className={absenceClass(absence)}>
          {absence.kind === 'out-of-date'
            ? OUT_OF_DATE_TEXT
            : absence.kind === 'invalid'
              ? 'Correct the marked field to see the result.'
              : inLocale(absence.message)}
        </p>
      )}
      {headline && showsHeadline && (
        <div className={rows.length > 0 ? 'result-headline-box' : undefined}>
          <p className="result-label">{inLocale(headline.label)}</p>
          {values && results ? (
            <>
              <p
                className="result-headline"
                data-headline=""
                data-long={hasLongFigure(headlineText) || undefined}
              >
                <FigureText text={headlineText} />
              </p>
              <p className="result-headline-caption">
                <SentenceText text={headline.caption(values, results, today)} />
              </p>
            </>
          ) : (
            <p className="result-dash" aria-hidden="true">
              —
            </p>
          )}
        </div>
      )}
      {absence?.kind !== 'unsolvable' && absence?.kind !== 'not-yet' && rows.length > 0 && (
        <dl className="result-rows">
          {rows.map((row) => (
            <div
              key={row.id}
              className="result-row"
              // The headline: what the bar on a phone keeps in view until this is in sight.
              data-headline={results && row.big ? '' : undefined}
            >
              <dt className="result-label">{inLocale(row.label)}</dt>
              <dd>
                <div className="result-figure-line">
                  <span className={row.big ? 'result-figure result-big' : 'result-figure'}>
                    <FigureText text={row.text} />
                  </span>
                  {row.band && <BandBadge band={row.band} />}
                </div>
                {row.caption && <p className="result-caption">{inLocale(row.caption)}</p>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {(typeof summary === 'string' ? [summary] : summary).map((sentence) => (
        <p key={sentence} className="result-summary">
          <SentenceText text={sentence} />
        </p>
      ))}
      {/* A number typed with more digits than it is worked with: said beside the result. */}
      {results &&
        evaluation?.rounded?.map((sentence) => (
          <p key={sentence} className="result-rounded">
            {inLocale(sentence)}
          </p>
        ))}
    </>
  );
});

/** What follows the results box: a band's scale, a breakdown, facts and a highlight. */
export const ResultsExtras = memo(function ResultsExtras({ view }: { view: ResultsView }) {
  const { definition, evaluation, results, scale, today } = view;
  const values = evaluation?.values ?? null;
  // Facts and a highlight read the results for the visitor: none from an implausible value.
  const advice = !evaluation?.implausible.length;
  const givesAdvice =
    Boolean(definition.facts ?? definition.highlight) ||
    Object.values(definition.outputs as Record<string, OutputSpec>).some((o) => o.bands);
  const withheld = values && results && !advice && givesAdvice;
  const facts =
    advice && values && results && definition.facts ? definition.facts(values, results, today) : [];
  const breakdown = values && results ? definition.breakdown?.(values, results) : undefined;
  const highlight = advice && values && results ? definition.highlight?.(values, results) : null;
  return (
    <>
      <Suspense>
        {scale && (
          <BandScale
            name={scale.output.bands!.name}
            yours={scale.output.bands!.yours}
            bands={scale.output.bands!.bands}
            value={scale.value}
            decimals={scale.decimals}
          />
        )}
        {breakdown && breakdown.length > 0 && (
          <BreakdownBar
            parts={breakdown}
            currency={amountCurrency(definition)}
            decimals={moneyDecimals(definition)}
          />
        )}
      </Suspense>
      {withheld && <p className="result-withheld">{ADVICE_WITHHELD}</p>}
      {facts.length > 0 && <Facts facts={facts} />}
      {highlight && <HighlightBox highlight={highlight} />}
    </>
  );
});

/** Said where the facts would be, while a field's value is implausible. */
export const ADVICE_WITHHELD =
  'No advice is given for a value outside the usual range: see the note under the field.';

/** Labels and texts as a list of two columns ('Healthy weight  53.5 – 72.0 kg'). */
function Facts({ facts }: { facts: Highlight['facts'] }) {
  const inLocale = useFiguresInLocale();
  return (
    <dl className="result-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{inLocale(fact.label)}</dt>
          <dd>{fact.code ? fact.text : inLocale(fact.text)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A boxed note with its own figures (what an extra payment changes). */
function HighlightBox({ highlight }: { highlight: Highlight }) {
  const inLocale = useFiguresInLocale();
  return (
    <div className="result-highlight">
      <p className="result-highlight-title">{inLocale(highlight.title)}</p>
      <p className="result-highlight-text">{inLocale(highlight.text)}</p>
      <Facts facts={highlight.facts} />
    </div>
  );
}

/** An output's band, in its colour: 'Normal weight' in green. */
function BandBadge({ band }: { band: Band }) {
  return (
    <span className="band-badge" data-palette={band.palette}>
      {band.label}
    </span>
  );
}
