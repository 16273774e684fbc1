import { SentenceText } from './FigureText.tsx';

/**
 * "How this was calculated": the formula with the visitor's own numbers, step by step
 * (issue 4, beyond the spec). Printed with the results. Drawn again with the results after each
 * key: plain elements with the classes of resultsCss.ts, not Chakra's, whose styles are worked
 * out again on each render.
 */
export function HowCalculated({
  steps,
  title = 'How this was calculated',
}: {
  steps: string[];
  title?: string;
}) {
  return (
    <section aria-label={title} className="how-calculated">
      <p className="how-calculated-title">{title}</p>
      <ol className="how-calculated-steps">
        {steps.map((step, index) => (
          <li key={index}>
            <SentenceText text={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
