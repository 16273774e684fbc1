import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter, partsLoaded } from '../test/render.tsx';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { evaluate } from '../engine/evaluate.ts';
import currency from './currency-converter.ts';

const PATH = '/calculator/currency-converter';
const AMOUNT_MESSAGE = 'Please enter an amount greater than 0.';
const OUT_OF_DATE = 'Out of date: correct the marked field to update the result.';

// Fake timers that still move with real time: usage typed into the amount is recorded once it
// has settled for a second, which a test runs at once; a record made "at once" must arrive well
// before that second.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderConverter(entry = PATH) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={currency}
      calculatorId={7}
      slug={currency.slug}
      name="Currency converter"
    />,
    entry,
  );
  return { user, search: () => router.state.location.search };
}

const result = () => screen.getByRole('status');
const amountInput = () => screen.getByLabelText('Amount');
const fromSelect = () => screen.getByLabelText('From');
const toSelect = () => screen.getByLabelText('To');
const howCalculated = () => screen.queryByRole('region', { name: 'How this was calculated' });

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

/** Waits for the usage records recorded at once: well within the second typing waits for. */
async function recordedAtOnce(count: number) {
  await waitFor(() => expect(usageCalls()).toHaveLength(count), { timeout: 500 });
}

/** Runs the settle delay (1 s) and lets any analytics POST land. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(1100));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function typeAmount(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(amountInput());
  if (text) await user.type(amountInput(), text);
}

// Conversions worked out by hand from the spec's rate table (section 9), each result rounded
// half-up to 2 decimals and each rate to 4.
describe('the conversions', () => {
  it.each([
    // [amount, from, to, result, 1 from in to, 1 to in from]
    // The default: 100 × 0.92 = 92.
    ['100', 'USD', 'EUR', '92.00 EUR', '1 USD = 0.9200 EUR', '1 EUR = 1.0870 USD'],
    // 100 ÷ 0.92 = 108.6956…
    ['100', 'EUR', 'USD', '108.70 USD', '1 EUR = 1.0870 USD', '1 USD = 0.9200 EUR'],
    // 3,080.39 × 1.54 ÷ 0.92 = 5,156.305 exactly, half-up to 5,156.31.
    ['3080.39', 'EUR', 'AUD', '5,156.31 AUD', '1 EUR = 1.6739 AUD', '1 AUD = 0.5974 EUR'],
    // 5,000 × 0.79 ÷ 150.76 = 26.2005…
    ['5000', 'JPY', 'GBP', '26.20 GBP', '1 JPY = 0.0052 GBP', '1 GBP = 190.8354 JPY'],
    // 1,000 ÷ 83.44 = 11.9846…
    ['1000', 'INR', 'USD', '11.98 USD', '1 INR = 0.0120 USD', '1 USD = 83.4400 INR'],
  ])('%s %s to %s is %s', (amount, from, to, shown, rate, inverse) => {
    renderConverter(`${PATH}?amount=${amount}&from=${from}&to=${to}`);
    expect(within(result()).getByText(shown)).toBeInTheDocument();
    expect(result()).toHaveTextContent(rate);
    expect(result()).toHaveTextContent(inverse);
  });

  it('keeps the unrounded result for the usage record', () => {
    const { results } = evaluate(currency, { amount: '100', from: 'EUR', to: 'USD' });
    expect(results!.result).toBeCloseTo(108.695652173913, 10);
  });
});

describe('CurrencyConverter', () => {
  it('shows the default: 100 USD to EUR is 92.00 EUR at 1 USD = 0.9200 EUR, unrecorded', async () => {
    renderConverter();
    await partsLoaded();
    expect(amountInput()).toHaveValue('100');
    expect(fromSelect()).toHaveValue('USD');
    expect(toSelect()).toHaveValue('EUR');
    expect(within(result()).getByText('92.00 EUR')).toBeInTheDocument();
    expect(result()).toHaveTextContent('100 USD = 92.00 EUR');
    expect(result()).toHaveTextContent('1 USD = 0.9200 EUR');
    expect(result()).toHaveTextContent('1 EUR = 1.0870 USD');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('lists each currency with its name, in the spec order', async () => {
    renderConverter();
    await partsLoaded();
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

  it('says clearly that the rates are demonstration rates, and lists them all', async () => {
    renderConverter();
    await partsLoaded();
    expect(screen.getByText('Demonstration rates')).toBeVisible();
    expect(
      screen.getByText(
        'These are fixed example rates, not live market rates. Do not use them for real transactions.',
      ),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Demonstration rates per 1 USD' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CurrencyRate',
      'USD — US Dollar1.00',
      'EUR — Euro0.92',
      'GBP — British Pound0.79',
      'JPY — Japanese Yen150.76',
      'AUD — Australian Dollar1.54',
      'CAD — Canadian Dollar1.37',
      'CHF — Swiss Franc0.89',
      'CNY — Chinese Yuan7.24',
      'AED — UAE Dirham3.67',
      'INR — Indian Rupee83.44',
    ]);
    expect(within(table).getByRole('row', { name: 'INR — Indian Rupee 83.44' })).toBeVisible();
  });

  it('converts on a currency change and records it at once', async () => {
    const { user, search } = renderConverter();
    await partsLoaded();
    await user.selectOptions(fromSelect(), 'EUR');
    await user.selectOptions(toSelect(), 'USD');
    expect(within(result()).getByText('108.70 USD')).toBeInTheDocument();
    expect(result()).toHaveTextContent('1 EUR = 1.0870 USD');
    expect(result()).toHaveTextContent('1 USD = 0.9200 EUR');
    expect(search()).toBe('?from=EUR&to=USD');
    await recordedAtOnce(2);
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
    // Recorded once each: not again when the inputs settle.
    await settle();
    expect(usageCalls()).toHaveLength(2);
  });

  it('converts as a positive amount is typed, and records it once the typing settles', async () => {
    const { user, search } = renderConverter();
    await partsLoaded();
    await user.selectOptions(fromSelect(), 'INR');
    await user.selectOptions(toSelect(), 'USD');
    await recordedAtOnce(2);

    await typeAmount(user, '1000');
    expect(within(result()).getByText('11.98 USD')).toBeInTheDocument();
    expect(result()).toHaveTextContent('1,000 INR = 11.98 USD');
    expect(result()).toHaveTextContent('1 INR = 0.0120 USD');
    expect(result()).toHaveTextContent('1 USD = 83.4400 INR');
    // The address follows once the typing pauses.
    await waitFor(() => expect(search()).toBe('?from=INR&to=USD&amount=1000'));

    // '1', '10', '100', '1000' were each converted, but only the settled amount is recorded.
    expect(usageCalls()).toHaveLength(2);
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(3));
    await settle();
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
    const { user } = renderConverter(`${PATH}?from=JPY&to=GBP`);
    await typeAmount(user, '5000');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(within(result()).getByText('26.20 GBP')).toBeInTheDocument();
    await recordedAtOnce(1);
    await settle();
    await settle();
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
    await recordedAtOnce(1);
    expect(usageCalls()).toEqual([usage(100, 'USD', 'EUR', 92)]);
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

  it('swaps from and to, and records the conversion at once', async () => {
    const { user, search } = renderConverter();
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(fromSelect()).toHaveValue('EUR');
    expect(toSelect()).toHaveValue('USD');
    expect(within(result()).getByText('108.70 USD')).toBeInTheDocument();
    expect(search()).toBe('?from=EUR&to=USD');
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(fromSelect()).toHaveValue('USD');
    expect(toSelect()).toHaveValue('EUR');
    expect(within(result()).getByText('92.00 EUR')).toBeInTheDocument();
    expect(search()).toBe('');
    await recordedAtOnce(2);
    expect(usageCalls()[1]).toEqual(usage(100, 'USD', 'EUR', 92));
  });

  it('shows how the conversion was calculated, through the US dollar', async () => {
    const { user } = renderConverter();
    await user.selectOptions(fromSelect(), 'JPY');
    await user.selectOptions(toSelect(), 'GBP');
    await typeAmount(user, '5000');
    const how = howCalculated()!;
    expect(how).toHaveTextContent(
      'Formula: amount ÷ rate[from] × rate[to], through the US dollar.',
    );
    expect(how).toHaveTextContent('Demonstration rates per 1 USD: JPY = 150.76, GBP = 0.79.');
    expect(how).toHaveTextContent('In US dollars: 5,000 ÷ 150.76 = 33.1652958344 USD.');
    expect(how).toHaveTextContent('Rounded to 2 decimals: 26.20 GBP.');
    expect(how).toHaveTextContent(
      'Rate: 1 JPY = 0.79 ÷ 150.76 = 0.0052 GBP; inverse: 1 GBP = 150.76 ÷ 0.79 = 190.8354 JPY.',
    );
  });

  describe('the amount must be greater than 0', () => {
    it.each([
      ['0', '0'],
      ['a negative amount', '-5'],
      ['a blank amount', ''],
    ])(
      '%s gives the message under the field, marks the result out of date, and is not recorded',
      async (_name, text) => {
        const { user, search } = renderConverter();
        await typeAmount(user, text);
        expect(screen.getByText(AMOUNT_MESSAGE)).toBeVisible();
        expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
        expect(amountInput()).toHaveAccessibleDescription(AMOUNT_MESSAGE);
        // The last conversion stays, said to be out of date; never NaN or Infinity.
        expect(result()).toHaveTextContent(OUT_OF_DATE);
        expect(result()).not.toHaveTextContent(/NaN|Infinity/);
        expect(howCalculated()).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Convert' }));
        await user.selectOptions(toSelect(), 'GBP');
        expect(screen.getByText(AMOUNT_MESSAGE)).toBeVisible();
        expect(result()).toHaveTextContent(OUT_OF_DATE);
        await settle();
        expect(usageCalls()).toEqual([]);
        // The link keeps the last valid amount (the default 100, which it leaves out), so a link
        // copied now opens on a conversion, not on this message.
        const params = new URLSearchParams(search());
        expect(params.get('amount')).toBeNull();
        expect(params.get('to')).toBe('GBP');
      },
    );

    it('recovers once a positive amount is typed', async () => {
      const { user } = renderConverter();
      await typeAmount(user, '');
      expect(screen.getByText(AMOUNT_MESSAGE)).toBeVisible();
      await user.type(amountInput(), '250');
      expect(within(result()).getByText('230.00 EUR')).toBeInTheDocument();
      expect(result()).not.toHaveTextContent(OUT_OF_DATE);
      expect(screen.queryByText(AMOUNT_MESSAGE)).toBeNull();
      expect(amountInput()).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('edge cases', () => {
    it('a tiny amount shows 0.00 and the value below a cent', () => {
      renderConverter(`${PATH}?amount=0.001`);
      expect(within(result()).getByText('0.00 EUR')).toBeInTheDocument();
      expect(result()).toHaveTextContent('Less than 0.01 EUR: about 0.00092 EUR.');
    });

    it('a huge amount keeps its thousands separators', () => {
      renderConverter(`${PATH}?amount=1000000000000&to=JPY`);
      expect(within(result()).getByText('150,760,000,000,000.00 JPY')).toBeInTheDocument();
      expect(result()).toHaveTextContent('1,000,000,000,000 USD = 150,760,000,000,000.00 JPY');
      expect(result()).not.toHaveTextContent('Less than 0.01');
    });

    it('an amount too large to convert gives a message, never Infinity', () => {
      renderConverter(`${PATH}?amount=1e308&to=JPY`);
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
      expect(howCalculated()).toHaveTextContent('Same currency: 100 USD = 100.00 USD (rate 1).');
    });
  });

  describe('a shared link', () => {
    it('shows its conversion at once, without recording usage', async () => {
      renderConverter(`${PATH}?amount=1000&from=INR&to=USD`);
      expect(amountInput()).toHaveValue('1000');
      expect(fromSelect()).toHaveValue('INR');
      expect(toSelect()).toHaveValue('USD');
      expect(within(result()).getByText('11.98 USD')).toBeInTheDocument();
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('accepts lower-case codes and falls back to the defaults for unknown ones', () => {
      renderConverter(`${PATH}?amount=50&from=cad&to=XYZ`);
      expect(fromSelect()).toHaveValue('CAD');
      expect(toSelect()).toHaveValue('EUR');
      expect(within(result()).getByText('33.58 EUR')).toBeInTheDocument();
    });

    it('converts between two lower-case codes', () => {
      renderConverter(`${PATH}?from=gbp&to=jpy`);
      expect(fromSelect()).toHaveValue('GBP');
      expect(toSelect()).toHaveValue('JPY');
      // By hand: 100 ÷ 0.79 × 150.76 = 19,083.5443…
      expect(within(result()).getByText('19,083.54 JPY')).toBeInTheDocument();
      expect(result()).toHaveTextContent('1 GBP = 190.8354 JPY');
    });

    it('with an invalid amount shows the message and no result', () => {
      renderConverter(`${PATH}?amount=-3`);
      expect(screen.getByText(AMOUNT_MESSAGE)).toBeVisible();
      expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
      expect(result()).toHaveTextContent('Correct the marked field to see the result.');
      expect(result()).not.toHaveTextContent(/EUR|NaN|Infinity/);
    });
  });
});
