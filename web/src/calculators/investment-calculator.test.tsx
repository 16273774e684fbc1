import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { OUT_OF_DATE_TEXT } from '../engine/resultPanel.ts';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter, partsLoaded } from '../test/render.tsx';
import investment from './investment-calculator.ts';

// Reference values are the textbook compound interest and annuity formulas, worked out with
// Python's decimal module independently of this code: the defaults ($10,000 + $200 a month at 7 %
// compounded monthly for 10 years) give $54,713.58; $10,000 at 5 % compounded annually for 10
// years, $16,288.95; $100 a month at 6 % for 10 years, $16,387.93 at the end of each month and
// $16,469.87 at the start (annuity due). The published cases are the definition's references.

const PATH = '/calculator/investment-calculator';

// Fake timers that still move with real time, so usage that records once the inputs have
// settled for a second can be tested without waiting a real second.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderCalculator(query = '') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={investment}
      calculatorId={11}
      slug={investment.slug}
      name="Investment Calculator"
    />,
    `${PATH}${query}`,
  );
  return { user, search: () => new URLSearchParams(router.state.location.search) };
}

/** The announced result: the final balance and its totals. */
const result = () => screen.getAllByRole('status')[0]!;

/** The amount shown beside a label in the result ('Final balance' → '$54,713.58'). */
function amount(label: string) {
  return within(result()).getByText(label).nextSibling?.textContent;
}

const field = (label: string) => screen.getByLabelText(label);

/** Types a new value key by key (each key recalculates). */
async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

/** Pastes a new value in one go, so no half-typed value is calculated on the way. */
async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) {
    field(label).focus();
    await user.paste(text);
  }
}

function tableRows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

function howSteps() {
  const section = screen.getByRole('region', { name: 'How this was calculated' });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Runs the settle delay (1 s) and lets any analytics POST land. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(1500));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the investment calculator', () => {
  describe('the default result', () => {
    it('labels every input and shows the defaults', async () => {
      renderCalculator();
      expect(await screen.findByRole('radio', { name: 'End of each month' })).toBeChecked();
      expect(field('Initial investment')).toHaveValue('10000');
      expect(field('Monthly contribution')).toHaveValue('200');
      expect(field('Expected annual return')).toHaveValue('7');
      expect(field('Investment period')).toHaveValue('10');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue(
        'monthly',
      );
      expect(screen.getByRole('radio', { name: 'Start of each month' })).not.toBeChecked();
    });

    it('$10,000 + $200 a month at 7 % monthly for 10 years is $54,713.58, announced', async () => {
      renderCalculator();
      await partsLoaded();
      expect(result()).toHaveAttribute('aria-live', 'polite');
      expect(amount('Final balance')).toBe('$54,713.58');
      expect(amount('Total contributions')).toBe('$34,000.00');
      expect(amount('Total interest earned')).toBe('$20,713.58');
      expect(result()).toHaveTextContent(
        'After 10 years, $10,000.00 plus $200.00 a month at 7% a year (compounded monthly) ' +
          'grows to $54,713.58.',
      );
      expect(document.body).toHaveTextContent(
        'Contributions' + '$10,000.00 initial + $24,000.00 monthly',
      );
      // 34,000 ÷ 54,713.58 = 62.1 %; 20,713.58 ÷ 54,713.58 = 37.9 %.
      expect(document.body).toHaveTextContent('Contributions $34,000.00 (62.1%)');
      expect(document.body).toHaveTextContent('Interest $20,713.58 (37.9%)');
      expect(screen.getByText(/returns are not guaranteed/)).toBeInTheDocument();
    });

    it('lists every year in the table, ending at the final balance', () => {
      renderCalculator();
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Year',
        'Contributions to date',
        'Interest this year',
        'Interest to date',
        'Balance',
      ]);
      const rows = tableRows();
      expect(rows).toHaveLength(10);
      // Year 1: 10000 × (1 + 0.07/12)^12 + 200 × ((1 + 0.07/12)^12 − 1) ÷ (0.07/12) = 13,201.42
      expect(rows[0]).toEqual(['1', '$12,400.00', '$801.42', '$801.42', '$13,201.42']);
      expect(rows[9]).toEqual(['10', '$34,000.00', expect.any(String), '$20,713.58', '$54,713.58']);
      // The table scrolls inside its own box, which keyboard users can focus.
      const box = screen.getByRole('group', { name: /Year-by-year growth/ });
      expect(box).toHaveAttribute('tabindex', '0');
    });

    it('explains the calculation with the visitor’s numbers', () => {
      renderCalculator();
      const steps = howSteps();
      expect(steps).toContain(
        'Monthly rate (compounded monthly, like the contributions): i = 0.07 ÷ 12 = 0.0058333333',
      );
      expect(steps).toContain('Effective annual return: (1 + 0.07 ÷ 12)^12 − 1 = 7.2290081%');
      expect(steps).toContain('Number of monthly contributions: n = 10 × 12 = 120');
      expect(steps).toContain(
        'Initial investment: $10,000.00 × (1 + 0.07 ÷ 12)^(12 × 10) = $20,096.61',
      );
      expect(steps).toContain(
        'Monthly contributions at the end of each month (future value of an ordinary annuity): ' +
          '$200.00 × ((1 + i)^120 − 1) ÷ i = $34,616.96',
      );
      // The rounded parts are a cent short of the rounded total, and the step says why.
      expect(steps).toContain(
        'Final balance: $20,096.61 + $34,616.96 ≈ $54,713.58 ' +
          '(unrounded: 20,096.6138 + 34,616.9615 = 54,713.5753)',
      );
      expect(steps).toContain('Total contributions: $10,000.00 + $200.00 × 120 = $34,000.00');
      expect(steps).toContain('Total interest: $54,713.58 − $34,000.00 = $20,713.58');
    });

    it('describes the growth chart in words and draws it', async () => {
      renderCalculator();
      const section = screen.getByRole('region', { name: 'Growth year by year' });
      expect(section).toHaveTextContent(
        'Balance and total contributions by year. After 10 years the balance is $54,713.58 ' +
          'and contributions total $34,000.00. The table lists every year.',
      );
      await waitFor(() => expect(section.querySelector('svg path')).not.toBeNull());
      expect(section).toHaveTextContent(/Balance.*Total contributions/);
    });

    it('records no usage for the automatic first calculation', async () => {
      renderCalculator();
      await settle();
      expect(usageCalls()).toEqual([]);
    });
  });

  describe('through the form', () => {
    it('$10,000 at 5 % compounded annually for 10 years is $16,288.95', async () => {
      const { user, search } = renderCalculator();
      await replace(user, 'Monthly contribution', '0');
      await replace(user, 'Expected annual return', '5');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Compounding frequency' }),
        'annually',
      );
      expect(amount('Final balance')).toBe('$16,288.95');
      expect(search().get('monthly')).toBe('0');
      expect(search().get('rate')).toBe('5');
      expect(search().get('compound')).toBe('annually');
      expect(howSteps()).toContain(
        'Initial investment: $10,000.00 × (1 + 0.05 ÷ 1)^(1 × 10) = $16,288.95',
      );
    });

    it('switching to the start of each month makes an annuity due', async () => {
      const { user, search } = renderCalculator('?initial=0&monthly=100&rate=6');
      expect(amount('Final balance')).toBe('$16,387.93');
      await user.click(await screen.findByRole('radio', { name: 'Start of each month' }));
      expect(amount('Final balance')).toBe('$16,469.87');
      expect(search().get('timing')).toBe('start');
      expect(howSteps()).toContain(
        'Monthly contributions at the start of each month (future value of an annuity due): ' +
          '$100.00 × ((1 + i)^120 − 1) ÷ i × (1 + i) = $16,469.87',
      );
    });

    it('editing in the middle of a number keeps the cursor where the visitor types', async () => {
      const { user } = renderCalculator();
      // Replace the first 0 of 10000 with 5, then type 7: 15000 → 157000.
      await user.type(field('Initial investment'), '5', {
        initialSelectionStart: 1,
        initialSelectionEnd: 2,
      });
      await user.keyboard('7');
      expect(field('Initial investment')).toHaveValue('157000');
    });

    it('accepts amounts typed with thousands separators and a dollar sign, as typed', async () => {
      const { user } = renderCalculator('?monthly=0&rate=5');
      await replace(user, 'Initial investment', '$10,000');
      expect(field('Initial investment')).toHaveValue('$10,000');
      expect(amount('Final balance')).toBe('$16,470.09');
    });
  });

  describe('shared links', () => {
    it.each([
      ['?initial=10000&monthly=0&rate=5&compound=annually', '$16,288.95'],
      ['?initial=10000&monthly=0&rate=5', '$16,470.09'],
      ['?initial=0&monthly=100&rate=6', '$16,387.93'],
      ['?initial=0&monthly=100&rate=6&timing=start', '$16,469.87'],
      ['?initial=1000&monthly=0&rate=3.65&years=1&compound=daily', '$1,037.17'],
      ['?initial=1500&monthly=0&rate=4.3&years=6&compound=quarterly', '$1,938.84'],
    ])('%s reproduces %s', (query, expected) => {
      renderCalculator(query);
      expect(amount('Final balance')).toBe(expected);
    });

    it('restores every input from the address', async () => {
      renderCalculator('?initial=2500&monthly=50&rate=4.5&years=25&compound=daily&timing=start');
      expect(field('Initial investment')).toHaveValue('2500');
      expect(field('Monthly contribution')).toHaveValue('50');
      expect(field('Expected annual return')).toHaveValue('4.5');
      expect(field('Investment period')).toHaveValue('25');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue('daily');
      expect(await screen.findByRole('radio', { name: 'Start of each month' })).toBeChecked();
      expect(tableRows()).toHaveLength(25);
    });

    it('daily compounding states the equivalent monthly rate and 365 days', () => {
      renderCalculator('?initial=1000&monthly=0&rate=3.65&years=1&compound=daily');
      expect(howSteps()[0]).toBe(
        'Interest is compounded daily (365 times a year, 365 days) but contributions are ' +
          'monthly, so they use the equivalent monthly rate i = (1 + r ÷ m)^(m ÷ 12) − 1 = ' +
          '(1 + 0.0365 ÷ 365)^(365 ÷ 12) − 1 = 0.0030461447',
      );
    });

    it('annual compounding says it is compounded 1 time a year', () => {
      // Python: 1.07 ** (1 / 12) − 1 = 0.005654145387…
      renderCalculator('?rate=7&compound=annually');
      expect(howSteps()[0]).toBe(
        'Interest is compounded annually (1 time a year) but contributions are ' +
          'monthly, so they use the equivalent monthly rate i = (1 + r ÷ m)^(m ÷ 12) − 1 = ' +
          '(1 + 0.07 ÷ 1)^(1 ÷ 12) − 1 = 0.0056541454',
      );
    });

    it('0 %: the balance is the sum of the contributions', () => {
      renderCalculator('?rate=0');
      expect(amount('Final balance')).toBe('$34,000.00');
      expect(document.body).toHaveTextContent('Growth' + 'No growth at this rate');
      expect(result()).toHaveTextContent('adds up to $34,000.00');
      expect(howSteps()[0]).toBe(
        'Return of 0%: nothing grows, so the balance is the sum of the contributions.',
      );
    });

    it('a negative return says the money shrinks', () => {
      renderCalculator('?monthly=0&rate=-10&compound=annually');
      expect(amount('Final balance')).toBe('$3,486.78'); // 10000 × 0.9^10
      expect(result()).toHaveTextContent('shrinks to $3,486.78');
      expect(document.body).toHaveTextContent(
        'Growth' + 'A loss: the balance is below what was put in',
      );
    });

    it('60 years fills 60 rows', () => {
      renderCalculator('?years=60');
      expect(tableRows()).toHaveLength(60);
      expect(amount('Final balance')).toBe('$2,883,147.81');
    });

    it('a rate written with its percent sign is read', () => {
      renderCalculator('?monthly=0&rate=5%25');
      expect(amount('Final balance')).toBe('$16,470.09');
    });

    it('an unknown compounding or timing in the address falls back to the defaults', async () => {
      renderCalculator('?compound=weekly&timing=middle');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue(
        'monthly',
      );
      expect(await screen.findByRole('radio', { name: 'End of each month' })).toBeChecked();
      expect(amount('Final balance')).toBe('$54,713.58');
    });

    it('an unusable address shows the messages and no result', () => {
      renderCalculator('?years=100&rate=200');
      expect(result()).toHaveTextContent('Correct the marked field to see the result.');
      expect(amount('Final balance')).toBe('—');
      expect(screen.getByText('Enter a whole number of years from 1 to 60.')).toBeInTheDocument();
      expect(screen.getByText('Enter a return from -99% to 100%.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  describe('validation', () => {
    it.each([
      ['Investment period', '', 'Enter the number of years.'],
      ['Investment period', '0', 'Enter a whole number of years from 1 to 60.'],
      ['Investment period', '61', 'Enter a whole number of years from 1 to 60.'],
      ['Investment period', '2.5', 'Enter a whole number of years from 1 to 60.'],
      ['Initial investment', '-5', 'The initial investment cannot be negative.'],
      ['Initial investment', 'ten', 'Enter the initial investment as a number, e.g. 10000.'],
      ['Initial investment', '', 'Enter the initial investment (0 if none).'],
      ['Monthly contribution', '-1', 'The monthly contribution cannot be negative.'],
      ['Monthly contribution', '2000000000000', 'Enter an amount up to 1,000,000,000,000.'],
      ['Monthly contribution', 'Infinity', 'Enter the monthly contribution as a number, e.g. 200.'],
      ['Expected annual return', '101', 'Enter a return from -99% to 100%.'],
      ['Expected annual return', '-100', 'Enter a return from -99% to 100%.'],
      ['Expected annual return', '', 'Enter the expected annual return.'],
    ])('%s = "%s": "%s" under the field, the result out of date', async (label, text, message) => {
      const { user } = renderCalculator();
      await paste(user, label, text);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(amount('Final balance')).toBe('$54,713.58');
      expect(result()).toHaveTextContent(OUT_OF_DATE_TEXT);
    });

    it('both amounts 0 is refused', async () => {
      const { user } = renderCalculator('?initial=0');
      await replace(user, 'Monthly contribution', '0');
      expect(field('Monthly contribution')).toHaveAccessibleDescription(
        'Enter an initial investment or a monthly contribution: both cannot be 0.',
      );
      expect(result()).toHaveTextContent(OUT_OF_DATE_TEXT);
    });

    it('keeps the last good result, not the defaults, and recovers when fixed', async () => {
      const { user } = renderCalculator();
      await replace(user, 'Expected annual return', '5');
      expect(amount('Final balance')).toBe('$47,526.55'); // 16,470.09 + 200 × 155.2823
      await user.clear(field('Investment period'));
      expect(amount('Final balance')).toBe('$47,526.55');
      await user.type(field('Investment period'), '1');
      expect(field('Investment period')).not.toHaveAttribute('aria-invalid');
      expect(result()).not.toHaveTextContent(OUT_OF_DATE_TEXT);
      expect(tableRows()).toHaveLength(1);
      // 10000 × (1 + 0.05/12)^12 + 200 × ((1 + 0.05/12)^12 − 1) ÷ (0.05/12) = 12,967.39
      expect(amount('Final balance')).toBe('$12,967.39');
    });
  });

  describe('currency', () => {
    it('shows every amount in the currency a link names, and keeps it in the address', async () => {
      const { user, search } = renderCalculator('?currency=eur');
      await partsLoaded();
      expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
      expect(amount('Final balance')).toBe('€54,713.58');
      expect(amount('Total contributions')).toBe('€34,000.00');
      expect(result()).toHaveTextContent(
        'After 10 years, €10,000.00 plus €200.00 a month at 7% a year (compounded monthly) ' +
          'grows to €54,713.58.',
      );
      expect(howSteps()).toContain('Total contributions: €10,000.00 + €200.00 × 120 = €34,000.00');
      expect(tableRows()[0]).toEqual(['1', '€12,400.00', '€801.42', '€801.42', '€13,201.42']);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'GBP');
      await waitFor(() => expect(amount('Final balance')).toBe('£54,713.58'));
      expect(search().get('currency')).toBe('GBP');
    });

    it('starts in the currency of the browser’s language', async () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-IN']);
      try {
        renderCalculator();
        await waitFor(() => expect(amount('Final balance')).toBe('₹54,713.58'));
        expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
      } finally {
        vi.restoreAllMocks();
      }
    });
  });

  describe('usage recording', () => {
    it('records one use with the payload once the inputs settle', async () => {
      const { user } = renderCalculator();
      await replace(user, 'Monthly contribution', '100');
      await replace(user, 'Expected annual return', '6');
      await user.click(await screen.findByRole('radio', { name: 'Start of each month' }));
      await replace(user, 'Initial investment', '0');
      expect(usageCalls()).toEqual([]); // still typing
      await settle();
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(usageCalls()[0]?.body).toEqual({
        calculatorId: 11,
        calculatorSlug: 'investment-calculator',
        inputs: {
          currency: 'USD',
          initialInvestment: 0,
          monthlyContribution: 100,
          annualReturnRate: 6,
          years: 10,
          compoundingFrequency: 'monthly',
          contributionTiming: 'start',
          finalBalance: 16_469.87,
          totalContributions: 12_000,
          totalInterest: 4469.87,
        },
      });
    });

    it('records nothing while an input is invalid', async () => {
      const { user } = renderCalculator();
      await user.clear(field('Investment period'));
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('records nothing for a shared link opened as it is', async () => {
      renderCalculator('?initial=0&monthly=100&rate=6');
      await settle();
      expect(usageCalls()).toEqual([]);
    });
  });
});
