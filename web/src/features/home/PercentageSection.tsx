import { Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { HydrateWhenVisible } from '../../components/HydrateWhenVisible.tsx';
import { LoadFailureBoundary } from '../../components/LoadFailureBoundary.tsx';

// The calculator is its own chunk, loaded when it nears the screen: the rest of the home page
// shows without waiting for it. It leaves the home page's URL alone.
const PercentageCalculator = lazy(async () => {
  const [{ DefinitionTabs }, { default: calculator, record }] = await Promise.all([
    import('../../engine/DefinitionTabs.tsx'),
    import('../../calculators/percentage-calculator.ts'),
  ]);
  return {
    default: () => (
      <DefinitionTabs
        calculator={calculator}
        calculatorId={record.id}
        name="Percentage calculator"
        syncUrl={false}
      />
    ),
  };
});

function CalculatorSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the percentage calculator">
      <Skeleton height="10" />
      <Skeleton height="10" />
      <Skeleton height="10" width="50%" />
      <Skeleton height="24" />
    </Stack>
  );
}

/** Shown if the calculator's code cannot be loaded (e.g. after a redeploy). */
function LoadFailed() {
  return (
    <p className="percentage-failed">
      The percentage calculator could not be loaded.{' '}
      <RouterLink to="/calculator/percentage-calculator">Open it on its own page</RouterLink>.
    </p>
  );
}

/** The home page's embedded percentage calculator with its about text (spec section 2). */
export function PercentageSection() {
  return (
    <section aria-labelledby="percentage-heading" className="home-section">
      <div className="home-section-intro">
        <h2 id="percentage-heading" className="home-section-title">
          Percentage Calculator
        </h2>
        <p>Work out percentages right here, without leaving the page.</p>
      </div>
      <div className="percentage-grid">
        {/* The calculator draws its own frame. */}
        <div className="percentage-calculator">
          <HydrateWhenVisible static>
            <LoadFailureBoundary fallback={<LoadFailed />}>
              <Suspense fallback={<CalculatorSkeleton />}>
                <PercentageCalculator />
              </Suspense>
            </LoadFailureBoundary>
          </HydrateWhenVisible>
        </div>
        <div className="percentage-about">
          <h3>About Percentage Calculator</h3>
          <p>
            A percentage is a part of a whole expressed in hundredths. This calculator answers the
            three questions people ask most, each on its own tab:
          </p>
          <ol>
            <li>
              <span className="percentage-about-term">Percent of: what is X% of Y?</span> For
              example, 15% of 200 is 30.
            </li>
            <li>
              <span className="percentage-about-term">What percent: X is what percent of Y?</span>{' '}
              For example, 30 is 15% of 200.
            </li>
            <li>
              <span className="percentage-about-term">Percent change: from X to Y.</span> For
              example, going from 200 to 250 is a 25% increase.
            </li>
          </ol>
          <p>
            Further tabs find the percentage difference between two numbers and raise or lower a
            number by a percentage.
          </p>
          <p className="percentage-about-note">
            Results are shown to two decimal places and are calculated in your browser.
          </p>
        </div>
      </div>
    </section>
  );
}
