import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { site } from '../site.ts';
import { notFoundBody } from '../test/handlers/catalogue.ts';
import { cryptoRateRequests } from '../test/handlers/crypto.ts';
import { renderRoute } from '../test/render.tsx';
import { server } from '../test/server.ts';

const PAGE = '/calculator/crypto-converter';

beforeEach(() => {
  cryptoRateRequests.length = 0;
});

async function openPage(path = PAGE) {
  const user = userEvent.setup();
  const rendered = await renderRoute(path);
  // The page's data comes from the mock API; the machine running the tests may be busy.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await screen.findByText(/^Exchange rate: 1 /, {}, { timeout: 10_000 });
  return { user, ...rendered };
}

function jsonLdBlocks(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

describe('the crypto converter page', () => {
  it('shows the breadcrumb Home > Finance Calculators > Cryptocurrency Converter', async () => {
    await openPage();
    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Finance Calculators' })).toHaveAttribute(
      'href',
      '/category/finance',
    );
    expect(within(breadcrumb).getByText('Cryptocurrency Converter')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has one h1, an intro, a Print button, a Share control and the tool', async () => {
    await openPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cryptocurrency Converter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Convert Bitcoin, Ethereum and other popular/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Rates' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
  });

  it('Print opens the print dialog and is left out of the printout', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    onTestFinished(() => print.mockRestore());
    const { user } = await openPage();
    const button = screen.getByRole('button', { name: 'Print' });
    // Inside the header's no-print group, which the print style sheet hides.
    expect(button.closest('.no-print')).not.toBeNull();
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('sets the title, description and SoftwareApplication data from the catalogue', async () => {
    await openPage();
    await waitFor(() => expect(jsonLdBlocks()).toHaveLength(1));
    expect(document.title).toBe(`Cryptocurrency Converter | ${site.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Free cryptocurrency converter/,
    );
    expect(jsonLdBlocks()[0]).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Cryptocurrency Converter',
      applicationCategory: 'UtilityApplication',
      applicationSubCategory: 'Finance',
      datePublished: '2025-03-28',
      dateModified: '2025-03-28',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  });

  it('explains the tool: what it is, five steps, rate factors, benefits', async () => {
    await openPage();
    expect(
      screen.getByRole('region', { name: 'What is a cryptocurrency converter?' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How to use the converter' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toHaveLength(5);
    expect(steps.map((step) => step?.split('.')[0])).toEqual([
      'Enter the amount',
      'Choose the source currency',
      'Choose the target currency',
      'View the result',
      'Refresh the rates',
    ]);
    const factors = screen.getByRole('region', { name: 'Why cryptocurrency rates change' });
    expect(within(factors).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(within(factors).getByText(/volatile/)).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Benefits of this converter' });
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });

  it('lists the popular pairs as links that open the tool on that pair', async () => {
    await openPage();
    const pairs = within(screen.getByRole('region', { name: 'Popular conversion pairs' }));
    const expected: [string, string][] = [
      ['BTC to USD', '?from=bitcoin&to=usd'],
      ['ETH to USD', '?from=ethereum&to=usd'],
      ['BTC to ETH', '?from=bitcoin&to=ethereum'],
      ['USDT to BTC', '?from=tether&to=bitcoin'],
      ['BTC to EUR', '?from=bitcoin&to=eur'],
      ['BTC to GBP', '?from=bitcoin&to=gbp'],
      ['BTC to JPY', '?from=bitcoin&to=jpy'],
    ];
    expect(pairs.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expected.map(([label]) => label),
    );
    for (const [label, search] of expected) {
      expect(pairs.getByRole('link', { name: label })).toHaveAttribute('href', `${PAGE}${search}`);
    }
  });

  it('a popular pair link converts that pair, keeping the amount', async () => {
    const { user, router } = await openPage(`${PAGE}?amount=2`);
    await screen.findByText('2 BTC = 194,624.00 USD', {}, { timeout: 10_000 });
    const link = within(screen.getByRole('region', { name: 'Popular conversion pairs' })).getByRole(
      'link',
      { name: 'USDT to BTC' },
    );
    expect(link).toHaveAttribute('href', `${PAGE}?amount=2&from=tether&to=bitcoin`);
    await user.click(link);
    expect(router.state.location.search).toBe('?amount=2&from=tether&to=bitcoin');
    expect(
      await screen.findByText('Exchange rate: 1 USDT = 0.000010 BTC', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('tether');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('bitcoin');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('2');
    expect(
      screen.getByRole('heading', { name: 'Convert crypto and world currencies' }),
    ).toHaveFocus();
    expect(cryptoRateRequests.at(-1)).toEqual({ from: 'tether', to: 'bitcoin' });
  });

  it('shows the disclaimer', async () => {
    await openPage();
    const disclaimer = screen.getByRole('complementary', { name: 'Disclaimer' });
    expect(disclaimer).toHaveTextContent(/for information only and is not financial advice/);
    expect(disclaimer).toHaveTextContent(/public price service/);
    expect(disclaimer).toHaveTextContent(/may be delayed/);
  });

  it('links to the related calculators', async () => {
    await openPage();
    const related = within(screen.getByRole('navigation', { name: 'Related calculators' }));
    expect(related.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/calculator/sip-calculator',
      '/calculator/currency-converter',
      '/calculator/investment-calculator',
    ]);
    expect(related.getByRole('link', { name: /SIP Calculator/ })).toBeInTheDocument();
    expect(related.getByRole('link', { name: /Currency Converter/ })).toBeInTheDocument();
    expect(related.getByRole('link', { name: /Investment Calculator/ })).toBeInTheDocument();
  });
});

describe('when the crypto converter is not registered', () => {
  async function expectNotFound() {
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Calculator Not Found' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The calculator you're looking for could not be found."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Cryptocurrency Converter' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refresh Rates|Fetching Rates/ })).toBeNull();
  }

  it("shows 'Calculator Not Found' when the catalogue has no such calculator", async () => {
    server.use(
      graphql.query('CalculatorPage', () => HttpResponse.json(notFoundBody('No calculator'))),
    );
    await renderRoute(PAGE);
    await expectNotFound();
  });

  it("shows 'Calculator Not Found' when the catalogue cannot be loaded", async () => {
    server.use(
      graphql.query('CalculatorPage', () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 }),
      ),
    );
    await renderRoute(PAGE);
    await expectNotFound();
  });

  it("shows 'Calculator Not Found' when the catalogue answers with no calculator", async () => {
    server.use(
      graphql.query('CalculatorPage', () => HttpResponse.json({ data: { calculator: null } })),
    );
    await renderRoute(PAGE);
    await expectNotFound();
  });
});
