import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsCalls } from '../../../test/handlers/analytics.ts';
import { system } from '../../../theme/system.ts';
import { InvestmentCalculator } from './InvestmentCalculator.tsx';

const PATH = '/calculator/investment-calculator';

function renderCalculator(query = '') {
  const router = createMemoryRouter([{ path: PATH, element: <InvestmentCalculator /> }], {
    initialEntries: [`${PATH}${query}`],
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { router, search: () => new URLSearchParams(router.state.location.search) };
}

/** Fake timers that still let promises and MSW run, so the settle delay can be skipped. */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => {
  vi.useRealTimers();
});

/** The results panel (the one live region with the final balance). */
function panel() {
  const region = screen
    .getAllByRole('status')
    .find((element) => element.getAttribute('aria-live') === 'polite');
  if (!region) throw new Error('no results panel');
  return region;
}

function finalBalance() {
  return within(panel()).getByText('Final balance').nextElementSibling?.textContent;
}

function field(label: string) {
  return screen.getByRole('textbox', { name: label });
}

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

function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

/** Lets an in-flight analytics POST land, so "no call was made" can really fail. */
async function settle(ms = 1500) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('InvestmentCalculator', () => {
  describe('the default result', () => {
    it('labels every input and shows the defaults', () => {
      renderCalculator();
      expect(field('Initial investment')).toHaveValue('10000');
      expect(field('Monthly contribution')).toHaveValue('200');
      expect(field('Expected annual return')).toHaveValue('7');
      expect(field('Investment period')).toHaveValue('10');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue(
        'monthly',
      );
      expect(screen.getByRole('radio', { name: 'End of each month' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Start of each month' })).not.toBeChecked();
      expect(screen.queryByText(/pre-filled from a shared link/)).not.toBeInTheDocument();
    });

    it('$10,000 + $200 a month at 7 % monthly for 10 years is $54,713.58, announced', () => {
      renderCalculator();
      expect(panel()).toHaveAttribute('aria-live', 'polite');
      expect(finalBalance()).toBe('$54,713.58');
      const figures = within(panel());
      expect(figures.getByText('Total contributions').nextElementSibling).toHaveTextContent(
        '$34,000.00',
      );
      expect(figures.getByText('Total interest earned').nextElementSibling).toHaveTextContent(
        '$20,713.58',
      );
      expect(panel()).toHaveTextContent('$10,000.00 initial + $24,000.00 monthly');
      expect(panel()).toHaveTextContent(
        'After 10 years, $10,000.00 plus $200.00 a month at 7% a year (compounded monthly) ' +
          'grows to $54,713.58.',
      );
      expect(panel()).toHaveTextContent('37.9% of the final balance'); // 20,713.58 ÷ 54,713.58
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
      const box = screen.getByRole('region', { name: /Year-by-year growth/ });
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

    it('loads the growth chart with a text summary', async () => {
      renderCalculator();
      const chart = await screen.findByRole('img', { name: /Chart of balance/ });
      expect(chart).toHaveAccessibleName(
        'Chart of balance and total contributions by year. After 10 years the balance is ' +
          '$54,713.58 and contributions total $34,000.00. The table below lists every year.',
      );
    });

    it('records no usage for the automatic first calculation', async () => {
      useFakeClock();
      renderCalculator();
      await settle();
      expect(usageCalls()).toEqual([]);
    });
  });

  describe('reference values through the form', () => {
    it('$10,000 at 5 % compounded annually for 10 years is $16,288.95', async () => {
      const user = userEvent.setup();
      const { search } = renderCalculator();
      await replace(user, 'Monthly contribution', '0');
      await replace(user, 'Expected annual return', '5');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Compounding frequency' }),
        'annually',
      );
      expect(finalBalance()).toBe('$16,288.95');
      expect(search().get('monthly')).toBe('0');
      expect(search().get('rate')).toBe('5');
      expect(search().get('compound')).toBe('annually');
      expect(howSteps()).toContain(
        'Initial investment: $10,000.00 × (1 + 0.05 ÷ 1)^(1 × 10) = $16,288.95',
      );
    });

    it('switching to the start of each month makes an annuity due', async () => {
      const user = userEvent.setup();
      const { search } = renderCalculator('?initial=0&monthly=100&rate=6');
      expect(finalBalance()).toBe('$16,387.93');
      await user.click(screen.getByRole('radio', { name: 'Start of each month' }));
      expect(finalBalance()).toBe('$16,469.87');
      expect(search().get('timing')).toBe('start');
      expect(howSteps()).toContain(
        'Monthly contributions at the start of each month (future value of an annuity due): ' +
          '$100.00 × ((1 + i)^120 − 1) ÷ i × (1 + i) = $16,469.87',
      );
    });

    it('editing in the middle of a number keeps the cursor where the visitor types', async () => {
      const user = userEvent.setup();
      renderCalculator();
      // Replace the first 0 of 10000 with 5, then type 7: 15000 → 157000.
      await user.type(field('Initial investment'), '5', {
        initialSelectionStart: 1,
        initialSelectionEnd: 2,
      });
      await user.keyboard('7');
      expect(field('Initial investment')).toHaveValue('157000');
    });

    it('accepts amounts typed with thousands separators and a dollar sign', async () => {
      const user = userEvent.setup();
      renderCalculator('?monthly=0&rate=5');
      await replace(user, 'Initial investment', '$10,000');
      expect(finalBalance()).toBe('$16,470.09');
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
      expect(finalBalance()).toBe(expected);
      expect(screen.getByText(/pre-filled from a shared link/)).toBeInTheDocument();
    });

    it('restores every input from the address', () => {
      renderCalculator('?initial=2500&monthly=50&rate=4.5&years=25&compound=daily&timing=start');
      expect(field('Initial investment')).toHaveValue('2500');
      expect(field('Monthly contribution')).toHaveValue('50');
      expect(field('Expected annual return')).toHaveValue('4.5');
      expect(field('Investment period')).toHaveValue('25');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue('daily');
      expect(screen.getByRole('radio', { name: 'Start of each month' })).toBeChecked();
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

    it('0 %: the balance is the sum of the contributions', () => {
      renderCalculator('?rate=0');
      expect(finalBalance()).toBe('$34,000.00');
      expect(panel()).toHaveTextContent('No growth at this rate');
      expect(panel()).toHaveTextContent('adds up to $34,000.00');
      expect(howSteps()[0]).toBe(
        'Return of 0%: nothing grows, so the balance is the sum of the contributions.',
      );
    });

    it('a negative return says the money shrinks', () => {
      renderCalculator('?monthly=0&rate=-10&compound=annually');
      expect(finalBalance()).toBe('$3,486.78'); // 10000 × 0.9^10
      expect(panel()).toHaveTextContent('shrinks to $3,486.78');
      expect(panel()).toHaveTextContent('A loss: the balance is below what was put in');
    });

    it('60 years fills 60 rows; 1 year one row', () => {
      renderCalculator('?years=60');
      expect(tableRows()).toHaveLength(60);
      expect(finalBalance()).toBe('$2,883,147.81');
    });

    it('an unknown compounding or timing in the address falls back to the defaults', () => {
      renderCalculator('?compound=weekly&timing=middle');
      expect(screen.getByRole('combobox', { name: 'Compounding frequency' })).toHaveValue(
        'monthly',
      );
      expect(screen.getByRole('radio', { name: 'End of each month' })).toBeChecked();
      expect(finalBalance()).toBe('$54,713.58');
    });

    it('an unusable address shows the messages and no result', () => {
      renderCalculator('?years=100&rate=abc');
      expect(within(panel()).queryByText('Final balance')).not.toBeInTheDocument();
      expect(panel()).toHaveTextContent('Correct the highlighted fields to see the result.');
      expect(screen.getByText('Enter a whole number of years from 1 to 60.')).toBeInTheDocument();
      expect(screen.getByText('Enter the return as a number, e.g. 7.')).toBeInTheDocument();
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
      ['Monthly contribution', '2000000000000', 'Enter an amount up to $1,000,000,000,000.'],
      ['Expected annual return', '101', 'Enter a return from -99% to 100%.'],
      ['Expected annual return', '-100', 'Enter a return from -99% to 100%.'],
      ['Expected annual return', 'NaN', 'Enter the return as a number, e.g. 7.'],
      ['Expected annual return', '', 'Enter the expected annual return.'],
    ])('%s = "%s": "%s" under the field, last good result kept', async (label, text, message) => {
      const user = userEvent.setup();
      renderCalculator();
      await paste(user, label, text);
      expect(field(label)).toHaveValue(text);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(finalBalance()).toBe('$54,713.58');
      expect(panel()).toHaveTextContent(
        'Showing the last valid result. Correct the highlighted field to update it.',
      );
    });

    it('both amounts 0 is refused', async () => {
      const user = userEvent.setup();
      renderCalculator('?initial=0');
      await replace(user, 'Monthly contribution', '0');
      expect(field('Monthly contribution')).toHaveAccessibleDescription(
        'Enter an initial investment or a monthly contribution: both cannot be 0.',
      );
      expect(finalBalance()).toBe('$34,616.96'); // $200 a month, before the edit
    });

    it('keeps the last good result, not the defaults, and recovers when fixed', async () => {
      const user = userEvent.setup();
      renderCalculator();
      await replace(user, 'Expected annual return', '5');
      expect(finalBalance()).toBe('$47,526.55'); // 16,470.09 + 200 × 155.2823 = 47,526.55
      await user.clear(field('Investment period'));
      expect(finalBalance()).toBe('$47,526.55');
      await user.type(field('Investment period'), '1');
      expect(field('Investment period')).not.toHaveAttribute('aria-invalid');
      expect(panel()).not.toHaveTextContent('Showing the last valid result');
      expect(tableRows()).toHaveLength(1);
      // 10000 × (1 + 0.05/12)^12 + 200 × ((1 + 0.05/12)^12 − 1) ÷ (0.05/12) = 12,967.39
      expect(finalBalance()).toBe('$12,967.39');
    });
  });

  describe('usage recording', () => {
    it('records one use with the payload once the inputs settle', async () => {
      const user = useFakeClock();
      renderCalculator();
      await replace(user, 'Monthly contribution', '100');
      await replace(user, 'Expected annual return', '6');
      await user.click(screen.getByRole('radio', { name: 'Start of each month' }));
      await replace(user, 'Initial investment', '0');
      expect(usageCalls()).toEqual([]); // still typing
      await settle();
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(usageCalls()[0]?.body).toEqual({
        calculatorId: 11,
        calculatorSlug: 'investment-calculator',
        inputs: {
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
      const user = useFakeClock();
      renderCalculator();
      await user.clear(field('Investment period'));
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('records nothing for a shared link opened as it is', async () => {
      useFakeClock();
      renderCalculator('?initial=0&monthly=100&rate=6');
      await settle();
      expect(usageCalls()).toEqual([]);
    });
  });

  it('Reset restores the defaults and clears the address', async () => {
    const user = userEvent.setup();
    const { router } = renderCalculator('?initial=500&years=3&compound=daily');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('');
    expect(field('Initial investment')).toHaveValue('10000');
    expect(finalBalance()).toBe('$54,713.58');
  });

  it('Print opens the print dialog; the buttons are hidden from the printout', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderCalculator();
    const button = screen.getByRole('button', { name: 'Print' });
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(button.closest('.no-print')).not.toBeNull();
    print.mockRestore();
  });
});
