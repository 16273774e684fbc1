import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { evaluate } from '../engine/evaluate.ts';
import { OUT_OF_DATE_TEXT } from '../engine/resultPanel.ts';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter, partsLoaded } from '../test/render.tsx';
import mortgage from './mortgage-calculator.ts';

let router: ReturnType<typeof renderWithRouter>;

// Only Date is faked: "today" is 15 March 2025, so the default start month is 2025-03.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 15, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

function renderCalculator(path = '/calculator/mortgage-calculator') {
  const user = userEvent.setup({ delay: null });
  router = renderWithRouter(
    <DefinitionCalculator
      definition={mortgage}
      calculatorId={4}
      slug={mortgage.slug}
      name="Mortgage calculator"
    />,
    path,
  );
  return user;
}

/** The usage record's inputs, as the spec names them (section 4). */
const SPEC_USAGE_KEYS = [
  'loanAmount',
  'interestRate',
  'loanTerm',
  'monthlyPayment',
  'totalPayment',
  'totalInterest',
];

/** The announced result: the payment and its totals. */
const result = () => screen.getAllByRole('status')[0]!;
/** Everything the calculator shows, its further facts and boxes included. */
const page = () => document.body;

/** Lets any in-flight analytics POST land, so "no call was made" can really fail. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

async function calculate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

describe('MortgageCalculator', () => {
  it('shows the spec defaults and their result on load, without recording usage', async () => {
    renderCalculator();
    await partsLoaded();
    expect(screen.getByLabelText('Loan amount')).toHaveValue('200000');
    expect(screen.getByLabelText('Interest rate')).toHaveValue('4.5');
    expect(screen.getByLabelText('Loan term')).toHaveValue('30');
    expect(screen.getByLabelText('Extra monthly payment (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Start month')).toHaveValue('2025-03');

    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(within(result()).getByText('$1,013.37')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Total of 360 payments$364,813.42');
    expect(result()).toHaveTextContent('Total interest$164,813.42');
    // 360 payments from March 2025: the last falls in February 2055.
    expect(page()).toHaveTextContent('Payoff date' + 'February 2055');
    expect(page()).toHaveTextContent('Principal $200,000.00 (54.8%)');
    expect(page()).toHaveTextContent('Interest $164,813.42 (45.2%)');
    expect(
      screen.getByText(
        'This is an estimate. Your actual payment may vary with taxes, insurance and lender fees.',
      ),
    ).toBeInTheDocument();
    await settle();
    expect(usageCalls()).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  it('shows how the payment was calculated with the visitor’s numbers', () => {
    renderCalculator();
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    const steps = within(how)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'M = P × r(1+r)^n / ((1+r)^n − 1)',
      'P = $200,000.00 (the loan amount)',
      'r = 4.5 ÷ 100 ÷ 12 = 0.00375 (the monthly interest rate)',
      'n = 30 × 12 = 360 (the number of monthly payments)',
      '(1+r)^n = 1.00375^360 = 3.84769805', // Python decimal: 3.8476980499635…
      'M = 200,000 × 0.00375 × 3.84769805 / (3.84769805 − 1) = $1,013.37',
      'Total payment = M × n = 1,013.370620 × 360 = $364,813.42',
      'Total interest = $364,813.42 − $200,000.00 = $164,813.42',
      'Month 1: interest = $200,000.00 × 0.00375 = $750.00; principal = $1,013.37 − $750.00 = $263.37',
    ]);
  });

  it('recalculates an edited input only on Calculate, records usage and writes the URL', async () => {
    const user = renderCalculator();
    await replace(user, 'Loan amount', '100000');
    await replace(user, 'Interest rate', '6');
    // Typing alone changes nothing but says how to update.
    expect(within(result()).getByText('$1,013.37')).toBeInTheDocument();
    expect(screen.getByText('Press Calculate to update the results.')).toBeInTheDocument();
    await settle();
    expect(usageCalls()).toEqual([]);

    await calculate(user);
    expect(within(result()).getByText('$599.55')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Total of 360 payments$215,838.19');
    expect(result()).toHaveTextContent('Total interest$115,838.19');
    expect(screen.queryByText('Press Calculate to update the results.')).not.toBeInTheDocument();

    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toEqual([
      {
        path: 'calculator-usage',
        body: {
          calculatorId: 4,
          calculatorSlug: 'mortgage-calculator',
          inputs: {
            loanAmount: 100000,
            interestRate: 6,
            loanTerm: 30,
            monthlyPayment: 599.55,
            totalPayment: 215838.19,
            totalInterest: 115838.19,
          },
        },
      },
    ]);
    expect(router.state.location.search).toBe('?amount=100000&rate=6&start=2025-03');
  });

  it('records usage again on each press, even with unchanged inputs', async () => {
    const user = renderCalculator();
    await calculate(user);
    await calculate(user);
    await waitFor(() => expect(usageCalls()).toHaveLength(2));
    expect(usageCalls()[0]?.body.inputs).toEqual({
      loanAmount: 200000,
      interestRate: 4.5,
      loanTerm: 30,
      monthlyPayment: 1013.37,
      totalPayment: 364813.42,
      totalInterest: 164813.42,
    });
  });

  it('calculates when Enter is pressed in a field (keyboard use)', async () => {
    const user = renderCalculator();
    await replace(user, 'Loan term', '15');
    await replace(user, 'Loan amount', '250000');
    await replace(user, 'Interest rate', '7');
    await user.keyboard('{Enter}');
    expect(within(result()).getByText('$2,247.07')).toBeInTheDocument();
    expect(result()).toHaveTextContent('Total of 180 payments');
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
  });

  describe('a shared link', () => {
    it('shows its result at once, with its inputs in the form, and records nothing', async () => {
      renderCalculator(
        '/calculator/mortgage-calculator?amount=250000&rate=7&term=15&extra=100&start=2024-07',
      );
      expect(screen.getByLabelText('Loan amount')).toHaveValue('250000');
      expect(screen.getByLabelText('Interest rate')).toHaveValue('7');
      expect(screen.getByLabelText('Loan term')).toHaveValue('15');
      expect(screen.getByLabelText('Extra monthly payment (optional)')).toHaveValue('100');
      expect(screen.getByLabelText('Start month')).toHaveValue('2024-07');
      expect(within(result()).getByText('$2,247.07')).toBeInTheDocument();
      // 180 payments from July 2024 end in June 2039.
      expect(page()).toHaveTextContent('Payoff date' + 'June 2039');
      expect(page()).toHaveTextContent('With $100.00 extra a month');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('follows the URL when it changes while the page is open', async () => {
      renderCalculator();
      await router.navigate('/calculator/mortgage-calculator?amount=100000&rate=6');
      await waitFor(() => expect(within(result()).getByText('$599.55')).toBeInTheDocument());
      expect(screen.getByLabelText('Loan amount')).toHaveValue('100000');
      expect(screen.queryByText('Press Calculate to update the results.')).not.toBeInTheDocument();
    });
  });

  describe('an extra monthly payment', () => {
    it('says how much sooner the loan is paid off and how much interest it saves', async () => {
      renderCalculator('/calculator/mortgage-calculator?extra=100&start=2025-01');
      // Spec results stay those of the loan itself.
      expect(within(result()).getByText('$1,013.37')).toBeInTheDocument();
      expect(page()).toHaveTextContent('Payoff date' + 'December 2054');
      // The loans' one schedule with $1,013.37 + $100 a month, interest rounded half-up each
      // month, worked independently (Python's decimal): 300 payments instead of 360, the last
      // $170.49, $133,068.12 of interest; the same schedule without the extra, its last payment
      // $1,014.00, has $164,813.83 of interest (41 cents of rounding above the spec's
      // 164,813.42): 164,813.83 − 133,068.12 = 31,745.71.
      expect(page()).toHaveTextContent(
        'You pay off 5 years sooner and save $31,745.71 in interest.',
      );
      expect(page()).toHaveTextContent('New payoff date' + 'December 2049');
      expect(page()).toHaveTextContent('Total of 300 payments$333,068.12');
      expect(page()).toHaveTextContent('Total interest$133,068.12');
      expect(
        await screen.findByText('Payments include your extra $100.00 a month.'),
      ).toBeInTheDocument();
    });

    it('measures a tiny extra against the same schedule, so it never saves less than nothing', () => {
      renderCalculator('/calculator/mortgage-calculator?extraYearly=0.01');
      // Python's decimal, the schedule as above: $164,813.83 of interest without the cent a
      // year, $164,813.35 with it; 0.48 saved (against the spec's unrounded total it read 0.07,
      // and a cent once with the last payment read −0.41).
      expect(page()).toHaveTextContent(
        'You save $0.48 in interest; the payoff date stays the same.',
      );
    });

    it('names years and months saved', () => {
      renderCalculator('/calculator/mortgage-calculator?extra=200');
      // 258 payments instead of 360: 102 months = 8 years 6 months; 164,813.83 − 112,058.13
      // (the schedule's interest, worked independently as above).
      expect(page()).toHaveTextContent(
        'You pay off 8 years 6 months sooner and save $52,755.70 in interest.',
      );
    });

    it('adds the extra payment to the worked formula', () => {
      renderCalculator('/calculator/mortgage-calculator?extra=100');
      expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
        'With $100.00 extra a month, each payment is $1,113.37 and the loan is repaid in 300 ' +
          'payments instead of 360',
      );
    });

    it('keeps the usage payload to the spec fields', async () => {
      const user = renderCalculator();
      await replace(user, 'Extra monthly payment (optional)', '250');
      await calculate(user);
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(Object.keys(usageCalls()[0]?.body.inputs as object)).toEqual(SPEC_USAGE_KEYS);
      expect(router.state.location.search).toBe('?extra=250&start=2025-03');
    });
  });

  describe('extra yearly and one-time payments', () => {
    // Worked independently with Python's decimal, by the schedule's rules above: the payment
    // $1,013.37, each month's interest rounded half-up to the cent, the extras due that month
    // straight off the balance after the payment.
    const ALL_EXTRAS = 'extra=100&extraYearly=1000&oneTime=5000&oneTimeAt=12&start=2025-01';

    it('join the monthly one in the schedule: 254 payments, $56,614.68 less interest', async () => {
      renderCalculator(`/calculator/mortgage-calculator?${ALL_EXTRAS}`);
      expect(within(result()).getByText('$1,013.37')).toBeInTheDocument();
      expect(page()).toHaveTextContent(
        'With $100.00 a month, $1,000.00 a year and $5,000.00 once, with payment 12',
      );
      // 360 − 254 = 106 months; 164,813.83 − 108,199.15 = 56,614.68.
      expect(page()).toHaveTextContent(
        'You pay off 8 years 10 months sooner and save $56,614.68 in interest.',
      );
      expect(page()).toHaveTextContent('New payoff date' + 'February 2046');
      expect(page()).toHaveTextContent('Total of 254 payments$308,199.15');
      expect(page()).toHaveTextContent('Total interest$108,199.15');
      expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
        'Extra payments = $100.00 a month, $1,000.00 a year and $5,000.00 once, with payment ' +
          '12, each paid with its month’s payment, straight off the balance' +
          'With them, the loan is repaid in 254 payments instead of 360',
      );
      expect(
        await screen.findByText(
          'Payments include your extra $100.00 a month, $1,000.00 a year and $5,000.00 once, ' +
            'with payment 12.',
        ),
      ).toBeInTheDocument();
    });

    it('a yearly one alone: 273 payments, $44,983.32 less interest', () => {
      renderCalculator('/calculator/mortgage-calculator?extraYearly=2000');
      // 360 − 273 = 87 months; 164,813.83 − 119,830.51.
      expect(page()).toHaveTextContent('With $2,000.00 a year');
      expect(page()).toHaveTextContent(
        'You pay off 7 years 3 months sooner and save $44,983.32 in interest.',
      );
      const section = screen.getByRole('region', { name: 'Principal and interest over time' });
      expect(section).toHaveTextContent('With the extra payment the balance reaches $0.00');
    });

    it('say when the loan is repaid before the one-time payment is due', () => {
      // $2,000 extra a month repays the loan in 77 payments (worked as above): payment 100 never
      // comes, so the schedule is the monthly extra's alone.
      renderCalculator('/calculator/mortgage-calculator?extra=2000&oneTime=5000&oneTimeAt=100');
      expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
        'With them, the loan is repaid in 77 payments instead of 360, before payment 100: the ' +
          'one-time payment is not made',
      );
    });

    it('ask for the number of a payment the loan has', async () => {
      renderCalculator('/calculator/mortgage-calculator?oneTime=5000&oneTimeAt=400');
      expect(
        await screen.findByText('The loan has 360 payments: choose a payment from 1 to 360.'),
      ).toBeInTheDocument();
      expect(within(result()).queryByText('$1,013.37')).not.toBeInTheDocument();
    });

    it('ask for the payment number a one-time payment is made with, then use it', async () => {
      const user = renderCalculator('/calculator/mortgage-calculator?oneTime=5000');
      expect(
        await screen.findByText(
          'Please enter the number of the payment the one-time payment is made with.',
        ),
      ).toBeInTheDocument();
      await replace(user, 'With payment number', '24');
      await calculate(user);
      // 360 − 344 = 16 months; 164,813.83 (the schedule without it) − 152,745.08 = 12,068.75.
      expect(
        await screen.findByText(
          'You pay off 1 year 4 months sooner and save $12,068.75 in interest.',
        ),
      ).toBeInTheDocument();
      expect(page()).toHaveTextContent('With $5,000.00 once, with payment 24');
      expect(router.state.location.search).toBe('?oneTime=5000&oneTimeAt=24&start=2025-03');
    });
  });

  describe('taxes, insurance and fees', () => {
    it('are left out until the visitor adds them, and then add a twelfth of a year to M', async () => {
      const user = renderCalculator();
      expect(screen.queryByLabelText('Property tax per year')).not.toBeInTheDocument();
      expect(result()).not.toHaveTextContent('with taxes, insurance and fees');
      await user.click(screen.getByRole('radio', { name: 'Add to the monthly payment' }));
      await replace(user, 'Property tax per year', '4200');
      await replace(user, 'Homeowners insurance per year', '1320');
      await replace(user, 'Mortgage insurance (PMI) per year', '');
      await replace(user, 'HOA fees per year', '600');
      await calculate(user);
      // (4,200 + 1,320 + 0 + 600) ÷ 12 = 510.00 a month; 1,013.37 + 510.00 = 1,523.37.
      expect(result()).toHaveTextContent('Monthly payment with taxes, insurance and fees$1,523.37');
      // The loan and its totals are the spec's, and so is what is recorded.
      expect(result()).toHaveTextContent('Monthly payment$1,013.37');
      expect(result()).toHaveTextContent('Total of 360 payments$364,813.42');
      expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
        'Taxes, insurance and fees a month = ($4,200.00 + $1,320.00 + $0.00 + $600.00) ÷ 12 = $510.00',
      );
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(Object.keys(usageCalls()[0]?.body.inputs as object)).toEqual(SPEC_USAGE_KEYS);
      expect(router.state.location.search).toBe(
        '?start=2025-03&costs=add&propertyTax=4200&insurance=1320&hoa=600',
      );
    });

    it('are not named among the results while there are none', () => {
      renderCalculator('/calculator/mortgage-calculator?amount=0');
      expect(result()).not.toHaveTextContent('with taxes, insurance and fees');
    });

    it('come from a shared link', () => {
      renderCalculator(
        '/calculator/mortgage-calculator?amount=162000&rate=3.875&term=30&costs=add&propertyTax=2472&pmi=984&insurance=0',
      );
      // The CFPB's Loan Estimate sample: $761.78 + $82 + $206 = $1,049.78 (its $1,050).
      expect(result()).toHaveTextContent('Monthly payment$761.78');
      expect(result()).toHaveTextContent('Monthly payment with taxes, insurance and fees$1,049.78');
    });
  });

  it('takes a start month typed in the month field', async () => {
    const user = renderCalculator();
    fireEvent.change(screen.getByLabelText('Start month'), { target: { value: '2026-11' } });
    await calculate(user);
    // 360 payments from November 2026 end in October 2056.
    expect(page()).toHaveTextContent('Payoff date' + 'October 2056');
    expect(router.state.location.search).toBe('?start=2026-11');
  });

  describe('no calculation unless loan amount, rate and term are above 0 (spec section 5)', () => {
    it.each([
      ['Loan amount', '0', 'The loan amount must be greater than 0.'],
      ['Loan amount', '-5000', 'The loan amount must be greater than 0.'],
      ['Interest rate', '0', 'The interest rate must be greater than 0.'],
      ['Interest rate', '-1', 'The interest rate must be greater than 0.'],
      ['Loan term', '0', 'The loan term must be greater than 0.'],
      ['Loan term', '-30', 'The loan term must be greater than 0.'],
      ['Loan amount', '', 'Please enter a valid number for the loan amount.'],
      ['Interest rate', '', 'Please enter a valid number for the interest rate.'],
      ['Loan term', '0.3', 'The loan term must be a whole number of months'],
      ['Loan term', '101', 'The loan term can be at most 100 years.'],
      ['Interest rate', '150', 'The interest rate can be at most 100%.'],
      ['Extra monthly payment (optional)', '-50', 'The extra monthly payment cannot be negative.'],
    ])('%s %j: “%s”', async (label, text, message) => {
      const user = renderCalculator();
      await replace(user, label, text);
      await calculate(user);
      // The message is under the field, and the default result is marked out of date.
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(result()).toHaveTextContent(OUT_OF_DATE_TEXT);
      expect(page()).not.toHaveTextContent(/NaN|Infinity/);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('region', { name: 'How this was calculated' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Amortization schedule' })).toBeNull();
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('names every problem at once and marks only those fields', async () => {
      const user = renderCalculator();
      await replace(user, 'Loan amount', '0');
      await replace(user, 'Loan term', '0');
      await calculate(user);
      expect(screen.getByText('The loan amount must be greater than 0.')).toBeInTheDocument();
      expect(screen.getByText('The loan term must be greater than 0.')).toBeInTheDocument();
      expect(screen.getByLabelText('Interest rate')).not.toHaveAttribute('aria-invalid');
    });

    it('a shared link with a bad value shows the message, not a result', () => {
      renderCalculator('/calculator/mortgage-calculator?rate=0');
      expect(screen.getByText('The interest rate must be greater than 0.')).toBeInTheDocument();
      expect(result()).toHaveTextContent('Correct the marked field to see the result.');
      expect(result()).not.toHaveTextContent('$');
    });

    it('a bad start month in a link gives no result until a month is chosen', async () => {
      const user = renderCalculator('/calculator/mortgage-calculator?start=2025-13');
      // The month box cannot hold 2025-13: it shows blank, which is the current month.
      expect(result()).toHaveTextContent('Press Calculate to see the result.');
      expect(result()).not.toHaveTextContent('$');
      await calculate(user);
      expect(page()).toHaveTextContent('Payoff date' + 'February 2055');
    });

    it('recovers once the entry is fixed', async () => {
      const user = renderCalculator();
      await replace(user, 'Loan amount', '0');
      await calculate(user);
      expect(screen.getByText('The loan amount must be greater than 0.')).toBeInTheDocument();
      await replace(user, 'Loan amount', '100000');
      await replace(user, 'Interest rate', '6');
      await calculate(user);
      expect(within(result()).getByText('$599.55')).toBeInTheDocument();
      expect(screen.getByLabelText('Loan amount')).not.toHaveAttribute('aria-invalid');
    });

    it('too large to schedule to the cent', async () => {
      const user = renderCalculator();
      await replace(user, 'Loan amount', '1e15');
      await calculate(user);
      expect(result()).toHaveTextContent(
        'These numbers are too large to calculate. Please try a smaller loan amount.',
      );
    });
  });

  describe('the amortization schedule', () => {
    function scheduleSection() {
      return screen.getByRole('region', { name: 'Amortization schedule' });
    }

    /** The annual table, once the schedule's code has loaded. */
    async function annualTable() {
      await screen.findByRole('region', { name: 'Annual schedule' });
      return within(scheduleSection()).getByRole('table');
    }

    it('shows one row a year with totals that match the results', async () => {
      renderCalculator('/calculator/mortgage-calculator?start=2025-01');
      const table = await annualTable();
      const rows = within(table).getAllByRole('row');
      // Header, 30 years, Total.
      expect(rows).toHaveLength(32);
      expect(rows[1]).toHaveTextContent('Year 1Jan 2025 – Dec 2025$12,160.44');
      expect(rows[1]).toHaveTextContent('$8,933.99');
      expect(rows[30]).toHaveTextContent('Year 30Jan 2054 – Dec 2054');
      expect(rows[30]).toHaveTextContent(/\$0\.00$/);
      expect(rows[31]).toHaveTextContent('Total$364,813.42$200,000.00$164,813.42$0.00');
      expect(scheduleSection()).toHaveTextContent(
        'The last payment, $1,013.59, settles the balance to exactly $0.00',
      );
    });

    it('shows the monthly view a year at a time, and every month is there for print', async () => {
      const user = renderCalculator('/calculator/mortgage-calculator?start=2025-01');
      await user.click(await screen.findByRole('tab', { name: 'Monthly' }));
      const section = within(await screen.findByRole('region', { name: 'Monthly schedule' }));
      const table = section.getByRole('table');
      // 390 rows: plain queries keep this fast (role queries scan every row's styles).
      const year = (n: number) => table.querySelector<HTMLElement>(`tbody[data-year="${n}"]`)!;
      const row = (n: number, text: string) => within(year(n)).getByText(text).closest('tr');

      // Every month is rendered, for printing; on screen only the chosen year shows.
      expect(table.querySelectorAll('tbody tr')).toHaveLength(360 + 30);
      // The first month of 200,000 at 4.5 %: interest $750.00, principal $263.37.
      expect(row(1, 'Payment 1')).toHaveTextContent(
        'Jan 2025Payment 1$1,013.37$263.37$750.00$199,736.63',
      );
      expect(year(1)).toBeVisible();
      expect(year(2)).not.toBeVisible();

      const controls = within(screen.getByRole('region', { name: 'Amortization schedule' }));
      await user.click(controls.getByRole('button', { name: 'Next year' }));
      expect(controls.getByLabelText('Year to show')).toHaveValue('2');
      expect(year(1)).not.toBeVisible();
      expect(year(2)).toBeVisible();
      expect(row(2, 'Payment 13')).toHaveTextContent('Jan 2026');
      expect(controls.getByText('Showing year 2 of 30: Jan 2026 – Dec 2026')).toBeInTheDocument();
      expect(controls.getByRole('button', { name: 'Previous year' })).toBeEnabled();

      await user.selectOptions(controls.getByLabelText('Year to show'), '30');
      expect(year(30)).toBeVisible();
      // The last payment settles the rounding: 364,813.42 − 359 × 1,013.37 = 1,013.59.
      expect(row(30, 'Payment 360')).toHaveTextContent(/^Dec 2054Payment 360\$1,013\.59.*\$0\.00$/);
      expect(controls.getByRole('button', { name: 'Next year' })).toBeDisabled();
    }, 30_000); // 390 rows in jsdom: slow on a busy machine, quick in a browser

    it('follows the extra payment: fewer rows, ending at $0.00', async () => {
      renderCalculator('/calculator/mortgage-calculator?extra=100');
      const rows = within(await annualTable()).getAllByRole('row');
      expect(rows).toHaveLength(27); // header, 25 years, Total
      expect(rows[26]).toHaveTextContent('Total$333,068.12$200,000.00$133,068.12$0.00');
    });

    it('scrolls sideways inside its own box, reachable by keyboard', async () => {
      renderCalculator();
      const box = await screen.findByRole('region', { name: 'Annual schedule' });
      expect(box).toHaveAttribute('tabindex', '0');
    });
  });

  describe('the chart', () => {
    it('is described in words and drawn with its key', async () => {
      renderCalculator();
      const section = screen.getByRole('region', { name: 'Principal and interest over time' });
      expect(section).toHaveTextContent(
        'Over 30 years you repay $200,000.00 of principal and $164,813.42 of interest. In year 1, ' +
          '$3,226.45 of your payments goes to principal and $8,933.99 to interest',
      );
      // The key names what is drawn (the drawing itself is hidden from assistive technology).
      await waitFor(() => expect(section.querySelector('svg rect')).not.toBeNull());
      expect(section).toHaveTextContent(/Principal.*Interest/);
    });

    it('adds the balance with and without the extra payment', () => {
      renderCalculator('/calculator/mortgage-calculator?extra=100&start=2025-01');
      const section = screen.getByRole('region', { name: 'Principal and interest over time' });
      expect(section).toHaveTextContent(
        'With the extra payment the balance reaches $0.00 in December 2049 instead of ' +
          'December 2054, 5 years sooner.',
      );
    });
  });
});

describe('the mortgage steps for an extra payment too small to save a payment', () => {
  it('say the loan is still repaid in 360 payments, not “360 payments instead of 360”', () => {
    const ev = evaluate(mortgage, { extra: '1' }, '2025-03-15');
    const steps = mortgage.steps(ev.values as never, ev.results as never).join('\n');
    expect(steps).toMatch(
      /the loan is still repaid in 360 payments \(the extra is too small to save one\)/,
    );
    expect(steps).not.toMatch(/360 payments instead of 360/);
  });
});
