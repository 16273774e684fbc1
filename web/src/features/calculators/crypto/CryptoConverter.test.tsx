import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatUpdatedAt } from '../../../domain/crypto.ts';
import { analyticsCalls } from '../../../test/handlers/analytics.ts';
import {
  cryptoRateBody,
  cryptoRateError,
  cryptoRateRequests,
  RECORDED_AT,
  requestedPair,
} from '../../../test/handlers/crypto.ts';
import { renderRoute } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';

const PAGE = '/calculator/crypto-converter';
/** The server's rate of a pair (GET /api/crypto/rate?from=&to=), as MSW matches it. */
const RATE_API = '*/api/crypto/rate';
const SUFFIX = '. Please try a different currency pair or try again later.';

beforeEach(() => {
  cryptoRateRequests.length = 0;
});

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(path = PAGE) {
  const user = userEvent.setup();
  const rendered = await renderRoute(path);
  return { user, ...rendered };
}

function resultArea() {
  return screen.getByRole('status', { name: 'Conversion result' });
}

/** Waits for the result line, e.g. '1 BTC = 97,312.00 USD' (the rates arrive from the mock API). */
async function findResult(line: string) {
  const area = await screen.findByRole(
    'status',
    { name: 'Conversion result' },
    { timeout: 10_000 },
  );
  return within(area).findByText(line, {}, { timeout: 5000 });
}

function amountField() {
  return screen.getByRole('textbox', { name: 'Amount' });
}

function fromSelect() {
  return screen.getByRole('combobox', { name: 'From' });
}

function toSelect() {
  return screen.getByRole('combobox', { name: 'To' });
}

function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

/** Longer than the 1 s the usage recording waits for the inputs to settle. */
const SETTLED = 1400;

describe('the default conversion (spec section 9: 1 BTC to USD)', () => {
  it('shows the result, the rate to 6 decimals and the last-updated time', async () => {
    await open();
    expect(await findResult('1 BTC = 97,312.00 USD')).toBeInTheDocument();
    const result = within(resultArea());
    expect(result.getByText('Exchange rate: 1 BTC = 97,312.000000 USD')).toBeInTheDocument();
    expect(result.getByText(/^Last updated: \d{1,2}:\d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(resultArea()).toHaveAttribute('aria-live', 'polite');
    expect(resultArea()).toHaveAttribute('aria-busy', 'false');
    expect(cryptoRateRequests).toEqual([{ from: 'bitcoin', to: 'usd' }]);
  });

  it('shows how the result was worked out', async () => {
    await open();
    await findResult('1 BTC = 97,312.00 USD');
    const steps = within(screen.getByRole('region', { name: 'How this was calculated' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rate from the price service: 1 BTC = 97,312 USD',
      '1 BTC × 97,312 = 97,312 USD',
    ]);
  });

  it('starts with amount 1, Bitcoin (BTC) to US Dollar (USD)', async () => {
    await open();
    await findResult('1 BTC = 97,312.00 USD');
    expect(amountField()).toHaveValue('1');
    expect(fromSelect()).toHaveValue('bitcoin');
    expect(toSelect()).toHaveValue('usd');
    expect(within(fromSelect()).getByRole('option', { selected: true })).toHaveTextContent(
      'Bitcoin (BTC)',
    );
    expect(within(toSelect()).getByRole('option', { selected: true })).toHaveTextContent(
      'US Dollar (USD)',
    );
  });

  it('lists the cryptocurrencies and fiat currencies in two labelled groups', async () => {
    await open();
    await findResult('1 BTC = 97,312.00 USD');
    for (const select of [fromSelect(), toSelect()]) {
      const groups = select.querySelectorAll('optgroup');
      expect([...groups].map((group) => group.label)).toEqual([
        'Cryptocurrencies',
        'Fiat currencies',
      ]);
      expect(groups[0]?.querySelectorAll('option')).toHaveLength(10);
      expect(groups[1]?.querySelectorAll('option')).toHaveLength(10);
      expect(within(select).getByRole('option', { name: 'Avalanche (AVAX)' })).toHaveValue(
        'avalanche-2',
      );
      expect(within(select).getByRole('option', { name: 'Singapore Dollar (SGD)' })).toHaveValue(
        'sgd',
      );
    }
  });

  it('does not record usage for the first automatic conversion', async () => {
    await open();
    await findResult('1 BTC = 97,312.00 USD');
    await pause(SETTLED);
    expect(usageCalls()).toEqual([]);
  });
});

describe('fetching', () => {
  it("says 'Fetching Rates...' (disabled) and shows a skeleton while the rate is on its way", async () => {
    const answer = deferred();
    server.use(
      http.get(RATE_API, async ({ request }) => {
        const { from, to } = requestedPair(request);
        await answer.promise;
        return HttpResponse.json(cryptoRateBody(from, to, 97312));
      }),
    );
    await open();
    const button = await screen.findByRole('button', { name: 'Fetching Rates...' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('crypto-result-skeleton')).toBeInTheDocument();
    expect(resultArea()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Exchange rate:/)).not.toBeInTheDocument();

    answer.release();
    expect(await findResult('1 BTC = 97,312.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Rates' })).toBeEnabled();
    expect(screen.queryByTestId('crypto-result-skeleton')).not.toBeInTheDocument();
  });

  it('Refresh Rates asks the server again and shows the new rate', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    const answer = deferred();
    server.use(
      http.get(RATE_API, async ({ request }) => {
        cryptoRateRequests.push(requestedPair(request));
        await answer.promise;
        return HttpResponse.json(cryptoRateBody('bitcoin', 'usd', 98000.5));
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh Rates' }));
    expect(await screen.findByRole('button', { name: 'Fetching Rates...' })).toBeDisabled();
    expect(screen.getByTestId('crypto-result-skeleton')).toBeInTheDocument();
    answer.release();
    expect(await findResult('1 BTC = 98,000.50 USD')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 BTC = 98,000.500000 USD')).toBeInTheDocument();
    expect(cryptoRateRequests).toEqual([
      { from: 'bitcoin', to: 'usd' },
      { from: 'bitcoin', to: 'usd' },
    ]);
  });
});

describe('errors (spec section 8)', () => {
  async function expectBanner(message: string) {
    const banner = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(banner).toHaveTextContent(`${message}${SUFFIX}`);
    return banner;
  }

  /** The result and the rate are cleared. */
  function expectNoResult() {
    const result = within(resultArea());
    expect(result.queryByText(/=/)).not.toBeInTheDocument();
    expect(result.queryByText(/Exchange rate/)).not.toBeInTheDocument();
    expect(result.queryByText(/Last updated/)).not.toBeInTheDocument();
  }

  it('says the pair is not available when the server has no rate for it', async () => {
    server.use(
      http.get(RATE_API, () =>
        cryptoRateError('NOT_FOUND', 'Exchange rate data not available for bitcoin/usd'),
      ),
    );
    await open();
    await expectBanner('Exchange rate data not available for bitcoin/usd');
    expectNoResult();
    expect(screen.getByRole('button', { name: 'Refresh Rates' })).toBeEnabled();
  });

  it.each([
    ['missing', null],
    ['not a number', 'n/a'],
    ['zero', 0],
  ])('says the pair is not available when the rate is %s', async (_case, rate) => {
    server.use(
      http.get(RATE_API, () =>
        HttpResponse.json({
          from: 'bitcoin',
          to: 'usd',
          rate,
          updatedAt: RECORDED_AT,
          stale: false,
        }),
      ),
    );
    await open();
    await expectBanner('Exchange rate data not available for bitcoin/usd');
    expectNoResult();
  });

  it('says the rates could not be fetched when the price service is unavailable', async () => {
    server.use(
      http.get(RATE_API, () =>
        cryptoRateError('SERVICE_UNAVAILABLE', 'Failed to fetch exchange rate data'),
      ),
    );
    await open();
    await expectBanner('Failed to fetch exchange rate data');
    expectNoResult();
  });

  it('says the rates could not be fetched on a non-OK answer with no body', async () => {
    server.use(
      http.get(RATE_API, () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    await open();
    await expectBanner('Failed to fetch exchange rate data');
    expectNoResult();
  });

  it('says the rates could not be fetched on a non-OK answer with a JSON body', async () => {
    server.use(
      http.get(RATE_API, () =>
        HttpResponse.json({ error: 'INTERNAL_SERVER_ERROR', message: 'down' }, { status: 500 }),
      ),
    );
    await open();
    await expectBanner('Failed to fetch exchange rate data');
    expectNoResult();
  });

  it("says 'Failed to fetch exchange rate' when the server cannot be reached", async () => {
    server.use(http.get(RATE_API, () => HttpResponse.error()));
    await open();
    await expectBanner('Failed to fetch exchange rate');
    expect(screen.getByRole('alert')).not.toHaveTextContent('exchange rate data');
    expectNoResult();
  });

  it.each(['INTERNAL_SERVER_ERROR', 'RATE_LIMITED', 'BAD_USER_INPUT'])(
    'says the rates could not be fetched for any other server error (%s)',
    async (code) => {
      server.use(http.get(RATE_API, () => cryptoRateError(code, 'Nope')));
      await open();
      await expectBanner('Failed to fetch exchange rate data');
      expectNoResult();
    },
  );

  it('clears an earlier result and rate when the new pair fails, and recovers', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    // The recorded prices have no Cardano price.
    await user.selectOptions(fromSelect(), 'cardano');
    await expectBanner('Exchange rate data not available for cardano/usd');
    expectNoResult();
    expect(screen.queryByText('1 BTC = 97,312.00 USD')).not.toBeInTheDocument();

    await user.selectOptions(fromSelect(), 'ethereum');
    expect(await findResult('1 ETH = 3,412.71 USD')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('stale prices', () => {
  it('says the price service is not answering and gives the time of the last known prices', async () => {
    server.use(
      http.get(RATE_API, () =>
        HttpResponse.json(
          cryptoRateBody('bitcoin', 'usd', 97312, { stale: true, updatedAt: RECORDED_AT }),
        ),
      ),
    );
    await open();
    expect(await findResult('1 BTC = 97,312.00 USD')).toBeInTheDocument();
    const time = formatUpdatedAt(RECORDED_AT);
    expect(time).toMatch(/2025, \d{1,2}:\d{2}:\d{2} (AM|PM)$/);
    expect(screen.getByText(`Last updated: ${time}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `The price service is not answering right now, so these are the last known prices, from ${time}. Press Refresh Rates to try again.`,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind for fresh prices', async () => {
    await open();
    await findResult('1 BTC = 97,312.00 USD');
    expect(screen.queryByText(/not answering/)).not.toBeInTheDocument();
  });
});

describe('changing the pair (spec section 4)', () => {
  it('asks again when the target currency changes', async () => {
    const { user, router } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.selectOptions(toSelect(), 'eur');
    expect(await findResult('1 BTC = 92,451.00 EUR')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 BTC = 92,451.000000 EUR')).toBeInTheDocument();
    expect(cryptoRateRequests).toEqual([
      { from: 'bitcoin', to: 'usd' },
      { from: 'bitcoin', to: 'eur' },
    ]);
    expect(router.state.location.search).toBe('?to=eur');
  });

  it('swaps from and to, asking the server each time (fiat→crypto: rate inverted)', async () => {
    const { user, router } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    // 1 ÷ 97,312 = 0.0000102762…: shown with 2 decimals (spec section 9) and more precisely.
    expect(await findResult('1 USD = 0.00 BTC')).toBeInTheDocument();
    expect(screen.getByText('More precisely: 0.0000102762 BTC')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 USD = 0.000010 BTC')).toBeInTheDocument();
    expect(screen.getByText('1 BTC = 97,312.000000 USD')).toBeInTheDocument();
    expect(fromSelect()).toHaveValue('usd');
    expect(toSelect()).toHaveValue('bitcoin');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('usd');
    const steps = within(screen.getByRole('region', { name: 'How this was calculated' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Price from the price service: 1 BTC = 97,312 USD',
      'Rate, inverted: 1 USD = 1 ÷ 97,312 = 0.0000102762 BTC',
      '1 USD × 0.0000102762 = 0.0000102762 BTC',
    ]);

    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    expect(await findResult('1 BTC = 97,312.00 USD')).toBeInTheDocument();
    expect(cryptoRateRequests).toEqual([
      { from: 'bitcoin', to: 'usd' },
      { from: 'usd', to: 'bitcoin' },
      { from: 'bitcoin', to: 'usd' },
    ]);
  });

  it("never lets a late answer for the earlier pair replace the new pair's rate", async () => {
    const usdAnswer = deferred();
    const usdSignals: AbortSignal[] = [];
    server.use(
      http.get(RATE_API, async ({ request }) => {
        const { from, to } = requestedPair(request);
        cryptoRateRequests.push({ from, to });
        if (to === 'usd') {
          usdSignals.push(request.signal);
          await usdAnswer.promise;
        }
        return HttpResponse.json(cryptoRateBody(from, to, to === 'usd' ? 97312 : 92451));
      }),
    );
    const { user } = await open();
    await screen.findByRole('button', { name: 'Fetching Rates...' }, { timeout: 10_000 });
    await user.selectOptions(toSelect(), 'eur');
    expect(await findResult('1 BTC = 92,451.00 EUR')).toBeInTheDocument();

    // The USD answer comes after the EUR one: it was asked for no longer, so it is not shown.
    expect(usdSignals.map((signal) => signal.aborted)).toEqual([true]);
    usdAnswer.release();
    await pause(100);
    expect(screen.getByText('1 BTC = 92,451.00 EUR')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 BTC = 92,451.000000 EUR')).toBeInTheDocument();
    expect(within(resultArea()).queryByText(/USD/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Rates' })).toBeEnabled();
    expect(cryptoRateRequests).toEqual([
      { from: 'bitcoin', to: 'usd' },
      { from: 'bitcoin', to: 'eur' },
    ]);
  });

  it('choosing a crypto as "to" makes it fiat→crypto and resets a crypto "from" to USD', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.selectOptions(toSelect(), 'ethereum');
    expect(toSelect()).toHaveValue('ethereum');
    expect(fromSelect()).toHaveValue('usd');
    expect(await screen.findByText('Exchange rate: 1 USD = 0.000293 ETH')).toBeInTheDocument();
    expect(cryptoRateRequests.at(-1)).toEqual({ from: 'usd', to: 'ethereum' });
  });

  it('choosing a crypto as "from" makes it crypto→fiat and resets a crypto "to" to USD', async () => {
    const { user } = await open(`${PAGE}?from=eur&to=ethereum`);
    expect(await screen.findByText('Exchange rate: 1 EUR = 0.000308 ETH')).toBeInTheDocument();
    await user.selectOptions(fromSelect(), 'solana');
    expect(fromSelect()).toHaveValue('solana');
    expect(toSelect()).toHaveValue('usd');
    expect(await findResult('1 SOL = 237.49 USD')).toBeInTheDocument();
    expect(cryptoRateRequests).toEqual([
      { from: 'eur', to: 'ethereum' },
      { from: 'solana', to: 'usd' },
    ]);
  });

  it('choosing a crypto as "from" keeps a fiat "to"', async () => {
    const { user } = await open(`${PAGE}?to=gbp`);
    await findResult('1 BTC = 77,120.00 GBP');
    await user.selectOptions(fromSelect(), 'dogecoin');
    expect(toSelect()).toHaveValue('gbp');
    expect(await findResult('1 DOGE = 0.307192 GBP')).toBeInTheDocument();
  });

  it('choosing a fiat "from" while "to" is fiat turns the pair round to fiat→crypto', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.selectOptions(fromSelect(), 'eur');
    expect(fromSelect()).toHaveValue('eur');
    expect(toSelect()).toHaveValue('bitcoin');
    expect(await screen.findByText('1 BTC = 92,451.000000 EUR')).toBeInTheDocument();
  });
});

describe('the amount (spec section 5)', () => {
  it('converts each accepted amount without asking the server again', async () => {
    const { user, router } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.clear(amountField());
    await user.type(amountField(), '2.5');
    expect(await findResult('2.5 BTC = 243,280.00 USD')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?amount=2.5');
    await user.clear(amountField());
    await user.type(amountField(), '0');
    expect(await findResult('0 BTC = 0.00 USD')).toBeInTheDocument();
    expect(cryptoRateRequests).toHaveLength(1);
  });

  it('ignores a negative amount: the last good amount stays', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.clear(amountField());
    await user.type(amountField(), '3');
    await findResult('3 BTC = 291,936.00 USD');
    await user.clear(amountField());
    await user.type(amountField(), '-5');
    expect(amountField()).toHaveValue('-5');
    await pause(50);
    expect(screen.getByText('3 BTC = 291,936.00 USD')).toBeInTheDocument();
    expect(screen.queryByText(/^-5 BTC/)).not.toBeInTheDocument();
    // Leaving the field puts the amount being converted back.
    await user.tab();
    expect(amountField()).toHaveValue('3');
  });

  it('steps the amount by 0.01 with the arrow keys (spec: step 0.01), never below 0', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.click(amountField());
    await user.keyboard('{ArrowUp}');
    expect(amountField()).toHaveValue('1.01');
    await findResult('1.01 BTC = 98,285.12 USD');
    await user.clear(amountField());
    await user.type(amountField(), '0.005');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(amountField()).toHaveValue('0');
  });

  describe('in a German browser', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('reads 1,5 as 1.5 BTC, shows the result as Germans write it, and links 1.5', async () => {
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
      vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
      const { user, router } = await open();
      await findResult('1 BTC = 97.312,00 USD');
      await user.clear(amountField());
      await user.type(amountField(), '1,5');
      await findResult('1,5 BTC = 145.968,00 USD');
      expect(new URLSearchParams(router.state.location.search).get('amount')).toBe('1.5');
      expect(amountField()).toHaveValue('1,5');
    });
  });

  it('ignores an entry that is not a number', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.clear(amountField());
    await user.type(amountField(), 'abc');
    await pause(50);
    expect(screen.getByText('1 BTC = 97,312.00 USD')).toBeInTheDocument();
    await user.tab();
    expect(amountField()).toHaveValue('1');
  });

  it('says so instead of showing Infinity when the amount is too large', async () => {
    await open(`${PAGE}?amount=1e305`);
    expect(
      await within(
        await screen.findByRole('status', { name: 'Conversion result' }, { timeout: 10_000 }),
      ).findByText('The amount is too large to convert. Please enter a smaller amount.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 BTC = 97,312.000000 USD')).toBeInTheDocument();
    expect(screen.queryByText(/Infinity/)).not.toBeInTheDocument();
  });

  it('ignores a non-numeric or negative amount in a shared link', async () => {
    await open(`${PAGE}?amount=-4&from=ethereum`);
    expect(await findResult('1 ETH = 3,412.71 USD')).toBeInTheDocument();
    expect(amountField()).toHaveValue('1');
  });
});

describe('inputs in the URL', () => {
  it('a shared link opens that conversion', async () => {
    await open(`${PAGE}?amount=2&from=ethereum&to=eur`);
    expect(await findResult('2 ETH = 6,484.48 EUR')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 ETH = 3,242.240000 EUR')).toBeInTheDocument();
    expect(amountField()).toHaveValue('2');
    expect(fromSelect()).toHaveValue('ethereum');
    expect(toSelect()).toHaveValue('eur');
    expect(cryptoRateRequests).toEqual([{ from: 'ethereum', to: 'eur' }]);
  });

  it('a link may name two coins (BTC to ETH)', async () => {
    await open(`${PAGE}?from=bitcoin&to=ethereum`);
    // 97,312 ÷ 3,412.71 = 28.5145822…: 6 significant digits.
    expect(await findResult('1 BTC = 28.5146 ETH')).toBeInTheDocument();
    expect(screen.getByText('Exchange rate: 1 BTC = 28.514582 ETH')).toBeInTheDocument();
  });

  it('an unknown currency in a link falls back to the default', async () => {
    await open(`${PAGE}?from=monopoly-money&to=eur`);
    expect(await findResult('1 BTC = 92,451.00 EUR')).toBeInTheDocument();
    expect(cryptoRateRequests).toEqual([{ from: 'bitcoin', to: 'eur' }]);
  });
});

describe('usage recording (calculator 8, crypto-converter)', () => {
  it('records a conversion after a currency change, with the spec fields', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.selectOptions(toSelect(), 'eur');
    await findResult('1 BTC = 92,451.00 EUR');
    await waitFor(() => expect(usageCalls()).toHaveLength(1), { timeout: 3000 });
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 8,
      calculatorSlug: 'crypto-converter',
      inputs: { fromCurrency: 'bitcoin', toCurrency: 'eur', amount: 1, result: 92451 },
    });
  });

  it('records a typed amount once it has settled, not each keystroke', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.clear(amountField());
    await user.type(amountField(), '25');
    await findResult('25 BTC = 2,432,800.00 USD');
    await pause(SETTLED);
    expect(usageCalls().map((call) => call.body.inputs)).toEqual([
      { fromCurrency: 'bitcoin', toCurrency: 'usd', amount: 25, result: 2432800 },
    ]);
  });

  it('records a swap, even back to the starting pair', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    await findResult('1 USD = 0.00 BTC');
    await waitFor(() => expect(usageCalls()).toHaveLength(1), { timeout: 3000 });
    expect(usageCalls()[0]?.body.inputs).toMatchObject({
      fromCurrency: 'usd',
      toCurrency: 'bitcoin',
    });
    await user.click(screen.getByRole('button', { name: 'Swap currencies' }));
    await findResult('1 BTC = 97,312.00 USD');
    await waitFor(() => expect(usageCalls()).toHaveLength(2), { timeout: 3000 });
    expect(usageCalls()[1]?.body.inputs).toEqual({
      fromCurrency: 'bitcoin',
      toCurrency: 'usd',
      amount: 1,
      result: 97312,
    });
  });

  it('records nothing for a failed conversion', async () => {
    const { user } = await open();
    await findResult('1 BTC = 97,312.00 USD');
    await user.selectOptions(fromSelect(), 'cardano');
    await screen.findByRole('alert');
    await pause(SETTLED);
    expect(usageCalls()).toEqual([]);
  });
});
