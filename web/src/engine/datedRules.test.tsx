import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import gst from '../calculators/gst-calculator.ts';
import incomeTax from '../calculators/income-tax-calculator.ts';
import { partsLoaded, renderWithRouter } from '../test/render.tsx';
import type { AnyMode } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';

// The frame around rules by date (issue 27): "Rules as of …" with the history of what changed,
// and a choice of periods that starts at today's and, once chosen, is always in the link.

let router: ReturnType<typeof renderWithRouter>;

function renderCalculator(definition: AnyMode, path = '') {
  router = renderWithRouter(
    <DefinitionCalculator
      definition={definition}
      calculatorId={1}
      slug={definition.slug}
      name="Calculator"
    />,
    `/calculator/${definition.slug}${path}`,
  );
  return userEvent.setup({ delay: null });
}

const params = () => new URLSearchParams(router.state.location.search);

beforeEach(() => {
  // The visitor's today: 28 November 2026, in tax year 2026-27 and under GST 2.0.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rules by date', () => {
  it('says which rules a calculation follows, and what changed', async () => {
    renderCalculator(gst, '?amount=1000&rate=12&date=2025-09-21');
    await partsLoaded();
    const rules = screen.getByRole('region', { name: 'Rules as of 21 September 2025' });
    expect(rules).toHaveTextContent(
      'GST, in force from 1 July 2017. Four slabs, 5%, 12%, 18% and 28%',
    );
    expect(rules).toHaveTextContent(
      'Official reference: Notification No. 1/2017-Central Tax (Rate), 28 June 2017.',
    );
    // The history, newest first.
    const changes = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes.map((text) => text?.split(':')[0])).toEqual([
      '1 February 2026',
      '22 September 2025',
      '1 July 2017',
    ]);
    // 12% was a slab then: no note under the rate.
    expect(screen.queryByText(/is not a GST slab/)).not.toBeInTheDocument();
  });

  it('starts a choice of years at today’s, and writes the year chosen into the link', async () => {
    const user = renderCalculator(incomeTax);
    await partsLoaded();
    expect(screen.getByLabelText('Tax year')).toHaveValue('2026-27');
    expect(screen.getByRole('region', { name: 'Rules as of 1 April 2026' })).toHaveTextContent(
      'Tax year 2026-27, in force from 1 April 2026.',
    );
    // Any calculation writes the year, so the link keeps it whenever it is opened.
    await user.selectOptions(screen.getByLabelText('Your age in the year'), '60-79');
    expect(params().get('taxYear')).toBe('2026-27');
    await user.selectOptions(screen.getByLabelText('Tax year'), '2025-26');
    expect(params().get('taxYear')).toBe('2025-26');
    expect(screen.getByRole('region', { name: 'Rules as of 1 April 2025' })).toBeInTheDocument();
  });
});
