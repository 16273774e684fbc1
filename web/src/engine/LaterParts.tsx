import {
  lazy,
  memo,
  useDeferredValue,
  useMemo,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { HydrateWhenVisible } from '../components/HydrateWhenVisible.tsx';
import { PageSection, staleProps } from '../components/PageSection.tsx';
import type { AnyMode } from './definition.ts';
import type { Evaluation } from './evaluate.ts';
import { moneyDecimals } from './format.ts';
import { HowCalculated } from './HowCalculated.tsx';
import { useToday } from '../ssr/renderEnvironment.tsx';
import { amountCurrency } from './money.ts';
import { useSettledValue } from './useSettledValue.ts';

type Values = NonNullable<Evaluation['values']>;
type Results = NonNullable<Evaluation['results']>;

// The parts of a calculator drawn from its calculation after its results: how it was calculated,
// its table, its charts and its schedule. A keystroke draws its results first, these once that
// has painted (useDeferredValue, and not at all if another key comes first). Each is a component
// of its own, so that drawing it later draws only it, not the whole calculator around it (on a
// phone, a second pass over the whole form took as long as the keystroke itself); in the
// keystroke's own pass each gives back what it drew before, untouched.
//
// Schedules (with their tabs), tables and charts load only on the pages of the calculators that
// have them, and there only as they near the screen (HydrateWhenVisible). They are drawn again
// only when what they show has changed (memo).

const ScheduleTables = lazy(() => import('./ScheduleTables.tsx').then(memoDefault));
const ResultTable = lazy(() => import('./ResultTable.tsx').then(memoDefault));
const ChartFigures = lazy(() => import('./ChartFigures.tsx').then(memoDefault));
const Steps = memo(HowCalculated);

/** How long typing must pause before the charts follow (ms). */
const CHARTS_SETTLE_MS = 300;

export interface LaterProps {
  definition: AnyMode;
  /** The definition as it shows amounts (in the currency chosen). */
  shownDefinition: AnyMode;
  /**
   * The calculation these are drawn from: the one on screen, current or out of date (while a
   * field is invalid they stay, dimmed and inert); null while there is none.
   */
  drawable: Evaluation | null;
  /** Out of date: kept where it is, dimmed and inert (staleProps). */
  stale: boolean;
  slug: string;
}

/** How this was calculated: the steps with the visitor's numbers. */
export const LaterSteps = memo(function LaterSteps({ definition, drawable, stale }: LaterProps) {
  const later = useDeferredValue(drawable);
  const today = useToday();
  const steps = useMemo(
    () =>
      later?.values && later.results
        ? definition.steps(later.values, later.results, {
            advice: !later.implausible.length,
            today,
            unknown: later.unknown,
          })
        : null,
    [definition, later, today],
  );
  const drawn = drawable !== null;
  return useMemo(
    () =>
      drawn &&
      steps && (
        <div {...staleProps(stale)}>
          <Steps steps={steps} />
        </div>
      ),
    [drawn, steps, stale],
  );
});

/**
 * The definition's table. A result back after an invalid or unsolvable value does not draw its
 * table in the same frame: the deferred calculation is still none then.
 */
export const LaterTable = memo(function LaterTable({
  shownDefinition,
  drawable,
  stale,
  slug,
}: LaterProps) {
  const later = useDeferredValue(drawable);
  const drawn = drawable !== null;
  return useMemo(
    () =>
      drawn &&
      later && (
        <div {...staleProps(stale)}>
          <HydrateWhenVisible>
            <ResultTable definition={shownDefinition} evaluation={later} slug={slug} />
          </HydrateWhenVisible>
        </div>
      ),
    [drawn, later, stale, shownDefinition, slug],
  );
});

/** The definition's charts, in a section of their own: they follow once typing pauses. */
export const LaterCharts = memo(function LaterCharts({
  definition,
  shownDefinition,
  drawable,
  stale,
}: LaterProps) {
  const later = useDeferredValue(drawable);
  const settled = useSettledValue(later, CHARTS_SETTLE_MS);
  const drawn = drawable !== null && later !== null;
  const spec = definition.charts;
  return useMemo(
    () =>
      drawn &&
      spec &&
      hasResults(settled) &&
      inSection(
        spec.title,
        stale,
        <BuiltCharts
          evaluation={settled}
          build={spec.build}
          currency={amountCurrency(shownDefinition)}
          decimals={moneyDecimals(definition)}
        />,
      ),
    [drawn, spec, settled, stale, definition, shownDefinition],
  );
});

/** The definition's payment schedule, in a section of its own. */
export const LaterSchedule = memo(function LaterSchedule({
  definition,
  shownDefinition,
  drawable,
  stale,
  slug,
}: LaterProps) {
  const later = useDeferredValue(drawable);
  const drawn = drawable !== null;
  const spec = definition.schedule;
  return useMemo(
    () =>
      drawn &&
      spec &&
      hasResults(later) &&
      inSection(
        spec.title,
        stale,
        <BuiltSchedule
          evaluation={later}
          build={spec.build}
          slug={slug}
          currency={amountCurrency(shownDefinition)}
        />,
      ),
    [drawn, spec, later, stale, shownDefinition, slug],
  );
});

// Charts and schedules are built inside the part that draws them, which on a served page
// hydrates only as it nears the screen. Built at the page's start, a 30-year mortgage's charts
// took about 7 ms of an unthrottled CPU profile (28 ms at a phone's 4x), for a part below the
// fold; the server has drawn it already.

/** Charts built from a calculation where they are drawn. */
const BuiltCharts = memo(function BuiltCharts({
  evaluation,
  build,
  currency,
  decimals,
}: {
  evaluation: Calculated;
  build: (values: Values, results: Results) => ComponentProps<typeof ChartFigures>['charts'];
  currency: ComponentProps<typeof ChartFigures>['currency'];
  decimals: ComponentProps<typeof ChartFigures>['decimals'];
}) {
  const charts = useMemo(() => build(evaluation.values, evaluation.results), [build, evaluation]);
  return <ChartFigures charts={charts} currency={currency} decimals={decimals} />;
});

/** A payment schedule built from a calculation where it is drawn. */
const BuiltSchedule = memo(function BuiltSchedule({
  evaluation,
  build,
  slug,
  currency,
}: {
  evaluation: Calculated;
  build: (values: Values, results: Results) => ComponentProps<typeof ScheduleTables>['schedule'];
  slug: string;
  currency: ComponentProps<typeof ScheduleTables>['currency'];
}) {
  const schedule = useMemo(() => build(evaluation.values, evaluation.results), [build, evaluation]);
  return <ScheduleTables slug={slug} schedule={schedule} currency={currency} />;
});

/** A calculation with values and results to build from. */
type Calculated = Evaluation & { values: Values; results: Results };

function hasResults(evaluation: Evaluation | null): evaluation is Calculated {
  return Boolean(evaluation?.values && evaluation.results);
}

/** A part in a section of its own under the calculator, its code loaded as it nears the screen. */
function inSection(heading: string, stale: boolean, part: ReactNode) {
  return (
    <PageSection heading={heading} stale={stale}>
      <HydrateWhenVisible>{part}</HydrateWhenVisible>
    </PageSection>
  );
}

/** A lazily loaded part, drawn again only when its props change. */
export function memoDefault<Props extends object>(module: { default: ComponentType<Props> }) {
  return { default: memo(module.default) };
}
