import type { FocusEvent, FormEvent, ReactNode, RefObject } from 'react';
import { resultAnnouncement } from './resultPanel.ts';

// Where a calculator's parts sit: its box, the form beside the results (under them on a phone),
// and what comes under them. Drawn again with every keystroke, so its boxes are plain elements
// with classes (resultsCss.ts): as Chakra parts their styles were worked out on each render,
// some 1 ms each on a phone at 4x CPU.

/** The calculator's layout, with its parts put in place. */
export function CalculatorLayout({
  framed,
  name,
  formRef,
  resultsRef,
  resultsId,
  onSubmit,
  onBlur,
  top,
  fields,
  results,
  resultsExtras,
  afterResults,
  below,
  sections,
}: {
  /** Drawn in its own box (false inside tabs, which draw the box). */
  framed: boolean;
  /** The form's name. */
  name: string;
  formRef: RefObject<HTMLFormElement | null>;
  resultsRef: RefObject<HTMLDivElement | null>;
  resultsId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  /** Notices above the form and the results. */
  top: ReactNode;
  /** The form's fields, and what follows them in the form (a panel, the buttons). */
  fields: ReactNode;
  /** The results box's content. */
  results: ReactNode;
  /** What follows the results box (a band's scale, a breakdown, facts). */
  resultsExtras: ReactNode;
  /** What follows beside the form (the bar on a phone, the steps, notes). */
  afterResults: ReactNode;
  /** What comes under the form and the results, inside the box (a second scenario, tables). */
  below: ReactNode;
  /**
   * The sections under the box (charts, schedule), or null where a calculator has none: that
   * never changes, so the form is never remounted.
   */
  sections: ReactNode | null;
}) {
  const box = (
    <div className={framed ? 'calculator-box' : undefined}>
      {top}
      <div className="calculator-grid">
        <form ref={formRef} noValidate aria-label={name} onSubmit={onSubmit} onBlur={onBlur}>
          <div className="calculator-column">{fields}</div>
        </form>

        <div className="calculator-column">
          <div ref={resultsRef} id={resultsId} className="calculator-results">
            <div className="calculator-column">
              <div {...resultAnnouncement} className="result-panel">
                {results}
              </div>
              {resultsExtras}
            </div>
          </div>
          {afterResults}
        </div>
      </div>
      {below}
    </div>
  );
  if (sections === null) return box;
  return (
    <div className="calculator-sections">
      {box}
      {sections}
    </div>
  );
}
