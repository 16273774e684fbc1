import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { renderWithRouter } from '../test/render.tsx';
import inflation from './inflation-calculator.ts';

// The hint under the inflation rate names the target of the central bank of the currency the
// amounts are in (the targets as each bank states them, 2026).

function renderAt(query: string) {
  renderWithRouter(
    <DefinitionCalculator
      definition={inflation}
      calculatorId={45}
      slug={inflation.slug}
      name="Inflation Calculator"
    />,
    `/calculator/inflation-calculator${query}`,
  );
}

describe('the inflation calculator’s rate hint', () => {
  it.each([
    ['USD', 'the US Federal Reserve aims for 2%'],
    ['EUR', 'the European Central Bank aims for 2%'],
    ['GBP', 'the Bank of England’s target is 2%'],
    ['INR', 'India’s RBI targets 4% (within 2% to 6%)'],
  ])('in %s names %s', async (currency, target) => {
    renderAt(`?currency=${currency}`);
    expect(await screen.findByText((text) => text.includes(target))).toBeInTheDocument();
    // No other country's target is said.
    expect(screen.queryAllByText(/aims for|targets|target is/)).toHaveLength(1);
  });
});
