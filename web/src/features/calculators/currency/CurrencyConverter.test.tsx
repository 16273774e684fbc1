import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { analyticsCalls } from '../../../test/handlers/analytics.ts';
import { system } from '../../../theme/system.ts';
import { CurrencyConverter } from './CurrencyConverter.tsx';

function renderConverter(path = '/calculator/currency-converter') {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [{ path: '/calculator/currency-converter', element: <CurrencyConverter /> }],
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return { user, search: () => router.state.location.search };
}

const result = () => screen.getByRole('status');
const amountInput = () => screen.getByLabelText('Amount');
const fromSelect = () => screen.getByLabelText('From');
const toSelect = () => screen.getByLabelText('To');

function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

function usage(amount: number, fromCurrency: string, toCurrency: string, result: number) {
  return {
    path: 'calculator-usage',
    body: {
      calculatorId: 7,
      calculatorSlug: 'currency-converter',
      inputs: { amount, fromCurrency, toCurrency, result },
    },
  };
}

/** Lets any in-flight analytics POST land, so "no call was made" can really fail. */
function wait(ms = 100) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('CurrencyConverter', () => {
  it('shows the default: 100 USD to EUR is 92.00 EUR at 1 USD = 0.9200 EUR, unrecorded', async () => {
    renderConverter();
    expect(amountInput()).toHaveValue(100);
    expect(fromSelect()).toHaveValue('USD');
    expect(toSelect()).toHaveValue('EUR');
    expect(within(result()).getByText('92.00 EUR')).toBeInTheDocument();
    expect(result()).toHaveTextContent('100 USD = 92.00 EUR');
    expect(result()).toHaveTextContent('1 USD = 0.9200 EUR');
    expect(result()).toHaveTextContent('1 EUR = 1.0870 USD');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    await wait();
    expect(usageCalls()).toEqual([]);
  });

  it('lists each currency with its name, in the spec order', () => {
    renderConverter();
    const options = within(fromSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'USD — US Dollar',
      'EUR — Euro',
      'GBP — British Pound',
      'JPY — Japanese Yen',
      'AUD — Australian Dollar',
      'CAD — Canadian Dollar',
      'CHF — Swiss Franc',
      'CNY — Chinese Yuan',
      'AED — UAE Dirham',
      'INR — Indian Rupee',
    ]);
    expect(within(toSelect()).getAllByRole('option')).toHaveLength(10);
  });

  it('says clearly that the rates are demonstration rates, not live market rates', () => {
    renderConverter();
    expect(screen.getByText('Demonstration rates')).toBeInTheDocument();
    expect(
      screen.getByText(/These are fixed example rates, not live market rates\./),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'INR — Indian Rupee 83.44' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'JPY — Japanese Yen 150.76' })).toBeVisible();
  });

  it('converts on a currency change and records it at once', async () => {
    const { user, search } = renderConverter();
    await user.selectOptions(fromSelect(), 'EUR');
    await user.selectOptions(toSelect(), 'USD');
    expect(within(result()).getByText('108.70 USD')).toBeInTheDocument();
    expect(result()).toHaveTextContent('1 EUR = 1.0870 USD');
    expect(result()).toHaveTextContent('1 USD = 0.9200 EUR');
    expect(search()).toBe('?from=EUR&to=USD');
    await waitFor(() => expect(usageCalls()).toHaveLength(2));
    expect(usageCalls()[0]).toEqual(usage(100, 'EUR', 'EUR', 100));
    expect(usageCalls()[1]?.body.inputs).toMatchObject({
      amount: 100,
      fromCurrency: 'EUR',
      toCurrency: 'USD',
    });
    expect((usageCalls()[1]?.body.inputs as { result: number }).result).toBeCloseTo(
      108.695652173913,
      10,
    );
  });

  it('converts as a positive amount is typed, and records it once the typing settles', async () => {
    const { user, search } = renderConverter();
    await user.selectOptions(fromSelect(), 'INR');
    await user.selectOptions(toSelect(), 'USD');
    await waitFor(() => expect(usageCalls()).toHaveLength(2));

    await user.clear(amountInput());
    await user.type(amountInput(), '1000');
    expect(within(result()).getByText('11.98 USD')).toBeInTheDocument();
    expect(result()).toHaveTextContent('1,000 INR = 11.98 USD');
    expect(result()).toHaveTextContent('1 INR = 0.0120 USD');
    expect(result()).toHaveTextContent('1 USD = 83.4400 INR');
    expect(search()).toBe('?from=INR&to=USD&amount=1000');

    // '1', '10', '100', '1000' were each converted, but only the settled amount is recorded.
    await waitFor(() => expect(usageCalls()).toHaveLength(3), { timeout: 2000 });
    await wait(1200);
    expect(usageCalls()).toHaveLength(3);
    expect(usageCalls()[2]?.body.inputs).toMatchObject({
      amount: 1000,
      fromCurrency: 'INR',
      toCurrency: 'USD',
    });
    expect((usageCalls()[2]?.body.inputs as { result: number }).result).toBeCloseTo(
      11.9846596356663,
      10,
    );
  });

  it("converts and records at once on 'Convert', without a second record for the typing", async () => {
    const { user } = renderConverter('/calculator/currency-converter?from=JPY&to=GBP');
    await user.clear(amountInput());
    await user.type(amountInput(), '5000');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(within(result()).getByText('26.20 GBP')).toBeInTheDocument();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await wait(1200);
    expect(usageCalls()).toHaveLength(1);
    expect(usageCalls()[0]?.body.inputs).toMatchObject({
      amount: 5000,
      fromCurrency: 'JPY',
      toCurrency: 'GBP',
    });
  });

  it('converts when Enter is pressed in the amount (keyboard use)', async () => {
    const { user } = renderConverter();
    await user.type(amountInput(), '{Enter}');
    await waitFor(() => expect(usageCalls()).toEqual([usage(100, 'USD', 'EUR', 92)]));
  });

  it('keeps every change when changes come faster than a re-render', async () => {
    const { search } = renderConverter();
    // Three events in one go, with no render in between (a fast user or an automated browser).
    act(() => {
      fireEvent.change(amountInput(), { target: { value: '5000' } });
      fireEvent.change(fromSelect(), { target: { value: 'JPY' } });
      fireEvent.change(toSelect(), { target: { value: 'GBP' } });
    });
    await waitFor(() => expect(within(result()).getByText('26.20 GBP')).toBeInTheDocument());
    expect(search()).toBe('?amount=5000&from=JPY&to=GBP');
  });

  it('swaps from and to, and records the conversion', async () => {
    const { user, search } = renderConverter();
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(fromSelect()).toHaveValue('EUR');
    expect(toSelect()).toHaveValue('USD');
    expect(within(result()).getByText('108.70 USD')).toBeInTheDocument();
    expect(search()).toBe('?from=EUR&to=USD');
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(within(result()).getByText('92.00 EUR')).toBeInTheDocument();
    expect(search()).toBe('');
    await waitFor(() => expect(usageCalls()).toHaveLength(2));
    expect(usageCalls()[1]).toEqual(usage(100, 'USD', 'EUR', 92));
  });

  it('shows how the conversion was calculated, through the US dollar', async () => {
    const { user } = renderConverter();
    await user.selectOptions(fromSelect(), 'JPY');
    await user.selectOptions(toSelect(), 'GBP');
    await user.clear(amountInput());
    await user.type(amountInput(), '5000');
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent(
      'Formula: amount ÷ rate[from] × rate[to], through the US dollar.',
    );
    expect(how).toHaveTextContent('Demonstration rates per 1 USD: JPY = 150.76, GBP = 0.79.');
    expect(how).toHaveTextContent('In US dollars: 5,000 ÷ 150.76 = 33.1652958344 USD.');
    expect(how).toHaveTextContent('Rounded to 2 decimals: 26.20 GBP.');
  });

  describe('the amount must be greater than 0', () => {
    it.each([
      ['0', '0'],
      ['a negative amount', '-5'],
      ['a blank amount', ''],
    ])('%s gives the message and no result, and is not recorded', async (_name, text) => {
      const { user, search } = renderConverter();
      await user.clear(amountInput());
      if (text) await user.type(amountInput(), text);
      expect(result()).toHaveTextContent('Please enter an amount greater than 0.');
      expect(result()).not.toHaveTextContent(/EUR|NaN|Infinity/);
      expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('region', { name: 'How this was calculated' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Convert' }));
      await user.selectOptions(toSelect(), 'GBP');
      expect(result()).toHaveTextContent('Please enter an amount greater than 0.');
      await wait(1200);
      expect(usageCalls()).toEqual([]);
      // The URL keeps the last amount that converted (here the default).
      expect(search()).toBe('?to=GBP');
    });

    it('recovers once a positive amount is typed', async () => {
      const { user } = renderConverter();
      await user.clear(amountInput());
      expect(result()).toHaveTextContent('Please enter an amount greater than 0.');
      await user.type(amountInput(), '250');
      expect(within(result()).getByText('230.00 EUR')).toBeInTheDocument();
      expect(amountInput()).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('edge cases', () => {
    it('a tiny amount shows 0.00 and the value below a cent', () => {
      renderConverter('/calculator/currency-converter?amount=0.001');
      expect(within(result()).getByText('0.00 EUR')).toBeInTheDocument();
      expect(result()).toHaveTextContent('Less than 0.01 EUR: about 0.00092 EUR.');
    });

    it('a huge amount keeps its thousands separators', () => {
      renderConverter('/calculator/currency-converter?amount=1000000000000&to=JPY');
      expect(within(result()).getByText('150,760,000,000,000.00 JPY')).toBeInTheDocument();
    });

    it('an amount too large to convert gives a message, never Infinity', () => {
      renderConverter('/calculator/currency-converter?amount=1e308&to=JPY');
      expect(result()).toHaveTextContent(
        'The result is too large to convert. Please try a smaller amount.',
      );
      expect(result()).not.toHaveTextContent(/Infinity|∞|NaN/);
    });

    it('the same currency converts at a rate of 1', async () => {
      const { user } = renderConverter();
      await user.selectOptions(toSelect(), 'USD');
      expect(within(result()).getByText('100.00 USD')).toBeInTheDocument();
      expect(result()).toHaveTextContent('1 USD = 1.0000 USD');
      expect(screen.getByRole('region', { name: 'How this was calculated' })).toHaveTextContent(
        'Same currency: 100 USD = 100.00 USD (rate 1).',
      );
    });
  });

  describe('a shared link', () => {
    it('shows its conversion at once, without recording usage', async () => {
      renderConverter('/calculator/currency-converter?amount=1000&from=INR&to=USD');
      expect(amountInput()).toHaveValue(1000);
      expect(fromSelect()).toHaveValue('INR');
      expect(toSelect()).toHaveValue('USD');
      expect(within(result()).getByText('11.98 USD')).toBeInTheDocument();
      await wait();
      expect(usageCalls()).toEqual([]);
    });

    it('accepts lower-case codes and falls back to the defaults for unknown ones', () => {
      renderConverter('/calculator/currency-converter?amount=50&from=cad&to=XYZ');
      expect(fromSelect()).toHaveValue('CAD');
      expect(toSelect()).toHaveValue('EUR');
      expect(within(result()).getByText('33.58 EUR')).toBeInTheDocument();
    });

    it('with an invalid amount shows the message', () => {
      renderConverter('/calculator/currency-converter?amount=-3');
      expect(result()).toHaveTextContent('Please enter an amount greater than 0.');
    });
  });
});
