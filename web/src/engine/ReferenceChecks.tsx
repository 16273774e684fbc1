import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useToday } from '../ssr/renderEnvironment.tsx';
import { isTabs, type AnyCalculator, type AnyMode } from './definition.ts';
import { referenceChecks, type CheckedCase } from './referenceChecks.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';

// "Checked against published examples": each published case of the calculator (of each tab),
// worked out by the page now with the same engine as its form. Loaded as it scrolls near
// (DefinitionPage puts it in HydrateWhenVisible), so it adds nothing to the page's first load.
// Plain elements with the classes of tablesCss.ts: hydrated as it nears the screen, it needs no
// Chakra system.

export default function ReferenceChecks({ calculator }: { calculator: AnyCalculator }) {
  const today = useToday();
  const groups: { label: string | null; mode: AnyMode }[] = isTabs(calculator)
    ? calculator.tabs.map((tab) => ({ label: tab.label, mode: tab.mode }))
    : [{ label: null, mode: calculator }];
  return (
    <div className="checks">
      <p className="checks-intro">
        Worked examples published elsewhere, each typed into this calculator. The figures under
        “This page” are worked out by this page as you read them, with the same code as the form
        above; the same examples are checked automatically before every release.
      </p>
      {groups.map(({ label, mode }) => (
        <div key={label ?? ''} className="checks-group">
          {label && <h3>{label}</h3>}
          {referenceChecks(mode, today).map((check, index) => (
            <CheckedExample key={index} check={check} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * Whether a figure is kept on one line: one of up to 12 characters fits a phone's check table
 * beside another ('$11,439.00', '16.3537158%'); a longer one (52!) breaks where it must.
 */
function fitsWhole(figure: string): true | undefined {
  return figure.length <= 12 || undefined;
}

/**
 * Whether a longer figure is words (a category's name: 'Stage 1 hypertension'), which wrap
 * between words only: broken anywhere, they let the table squeeze them to 'hypertensio/n'.
 */
function isWords(figure: string): true | undefined {
  return (
    (figure.length > 12 && /^[\p{L}\d ]+$/u.test(figure) && /\p{L}{3}/u.test(figure)) || undefined
  );
}

/** A figure of a check's table, kept whole or wrapped between words where it should be. */
function FigureCell({ text, className }: { text: string; className: string }) {
  return (
    <td className={className} data-whole={fitsWhole(text)} data-words={isWords(text)}>
      {text}
    </td>
  );
}

/**
 * A published example: its source as written (a citation: 'Example 5.49: …'), its inputs and
 * figures in the visitor's signs.
 */
function CheckedExample({ check }: { check: CheckedCase }) {
  const inLocale = useFiguresInLocale();
  return (
    <figure className="check">
      <figcaption>
        {check.source.map((part, index) =>
          part.href ? (
            <a key={index} href={part.href} rel="nofollow noopener">
              {part.text}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </figcaption>
      <p className="check-inputs">
        {check.inputs.map((input, index) => (
          <span key={input.label}>
            {index > 0 && ' · '}
            {inLocale(input.label)}:{' '}
            <span className="check-input">{input.code ? input.text : inLocale(input.text)}</span>
          </span>
        ))}
        {check.solvedFor && ` · solved for ${inLocale(check.solvedFor)}`}
      </p>
      <table className="table check-table">
        <thead>
          <tr className="table-row">
            <th className="table-head">Result</th>
            <th className="table-head end">Published</th>
            <th className="table-head end">This page</th>
          </tr>
        </thead>
        <tbody>
          {check.figures.map((figure) => (
            <tr key={figure.label} className="table-row">
              <th scope="row" className="table-cell">
                {inLocale(figure.label)}
              </th>
              <FigureCell text={inLocale(figure.published)} className="table-cell end" />
              <FigureCell text={inLocale(figure.ours)} className="table-cell end ours" />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="check-verdict" data-matches={check.matches}>
        {check.matches ? (
          <CircleCheckIcon aria-hidden size="16" />
        ) : (
          <CircleXIcon aria-hidden size="16" />
        )}
        {inLocale(
          check.problem
            ? `No result for these inputs: ${check.problem}`
            : check.matches
              ? `Matches ${check.tolerance}.`
              : `Does not match ${check.tolerance}.`,
        )}
      </p>
    </figure>
  );
}
