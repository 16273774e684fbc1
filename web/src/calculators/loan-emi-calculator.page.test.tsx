import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { renderWithRouter } from '../test/render.tsx';
import loanEmi from './loan-emi-calculator.ts';

// The EMI page in use: switching what it solves for and back keeps what the visitor typed.

/** The EMI page's frame, opened at `path`. */
function renderEmiPage(path: string) {
  return renderWithRouter(
    <DefinitionCalculator
      definition={loanEmi}
      calculatorId={12}
      slug={loanEmi.slug}
      name="Loan EMI calculator"
    />,
    path,
  );
}

describe('the loan EMI page', () => {
  it('switches to the loan amount and back, keeping the typed 10,00,000 in the field and link', async () => {
    const user = userEvent.setup();
    const router = renderEmiPage('/calculator/loan-emi-calculator');
    const solveFor = screen.getByLabelText('Solve for');
    await user.selectOptions(solveFor, 'principal');
    // The EMI shown (₹8,678.23) becomes the input; the loan it repays is ₹9,99,999.73.
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('₹9,99,999.73')).toBeTruthy(),
    );
    expect((screen.getByLabelText('Monthly EMI') as HTMLInputElement).value).toBe('8678.23');

    await user.selectOptions(screen.getByLabelText('Solve for'), 'emi');
    await waitFor(() => expect(screen.getByLabelText('Loan amount')).toBeTruthy());
    expect((screen.getByLabelText('Loan amount') as HTMLInputElement).value).toBe('1000000');
    const link = new URLSearchParams(router.state.location.search);
    expect(link.get('principal') ?? '1000000').toBe('1000000');
    expect(within(screen.getByRole('status')).getByText('₹8,678.23')).toBeTruthy();
  });

  it('opens a link shared when the tenure was in years on the same loan, in months', async () => {
    // ₹10,00,000 at 10 % over 1.5 years = 18 months: EMI = P·r(1+r)^n / ((1+r)^n − 1) with
    // r = 10/1200, worked out apart from this site (Python): 60,057.0800… → ₹60,057.08.
    const router = renderEmiPage(
      '/calculator/loan-emi-calculator?principal=1000000&rate=10&years=1.5',
    );
    expect((screen.getByLabelText('Loan tenure') as HTMLInputElement).value).toBe('18');
    expect(within(screen.getByRole('status')).getByText('₹60,057.08')).toBeTruthy();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Interest rate (per year)'));
    await user.type(screen.getByLabelText('Interest rate (per year)'), '9');
    // The next link is written in months, without the former parameter.
    await waitFor(() => {
      const link = new URLSearchParams(router.state.location.search);
      expect([link.get('months'), link.get('years'), link.get('rate')]).toEqual(['18', null, '9']);
    });
  });
});

describe('the loan EMI page while a field is invalid', () => {
  it('dims its steps and schedule out of reach, and brings the same ones back, redrawn, once it is right', async () => {
    const user = userEvent.setup();
    renderEmiPage('/calculator/loan-emi-calculator');
    const name = 'Repayment schedule, year by year';
    const table = await screen.findByRole('table', { name });
    const steps = screen.getByRole('region', { name: 'How this was calculated' });

    const amount = screen.getByLabelText('Loan amount');
    await user.clear(amount);
    await user.type(amount, '0');
    // Kept on the page where they were, dimmed and inert (out of the keyboard's and screen
    // readers' reach): not drawn again from nothing when the field is right.
    await waitFor(() => expect(table.closest('[inert]')).not.toBeNull());
    expect(table.closest('[inert]')).toHaveStyle({ opacity: '0.35' });
    expect(steps.closest('[inert]')).not.toBeNull();
    expect(table.isConnected).toBe(true);
    expect(steps.isConnected).toBe(true);

    await user.clear(amount);
    await user.type(amount, '500000');
    await waitFor(() => expect(table.closest('[inert]')).toBeNull());
    expect(screen.getByRole('table', { name })).toBe(table);
    // ₹5,00,000 at the default 8.5% over 240 months: an EMI of ₹4,339.12 and ₹4,90,048.81 owed
    // after year 1 (worked with Python's decimal, each month's interest half-up to the paisa).
    await waitFor(() => expect(within(table).getByText('₹4,90,048.81')).toBeTruthy());
    expect(screen.getByRole('region', { name: 'How this was calculated' })).toBe(steps);
  });
});
