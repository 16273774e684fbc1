import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { renderWithRouter } from '../test/render.tsx';
import loanEmi from './loan-emi-calculator.ts';

// The EMI page in use: switching what it solves for and back keeps what the visitor typed.

describe('the loan EMI page', () => {
  it('switches to the loan amount and back, keeping the typed 10,00,000 in the field and link', async () => {
    const user = userEvent.setup();
    const router = renderWithRouter(
      <DefinitionCalculator
        definition={loanEmi}
        calculatorId={12}
        slug={loanEmi.slug}
        name="Loan EMI calculator"
      />,
      '/calculator/loan-emi-calculator',
    );
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
});
