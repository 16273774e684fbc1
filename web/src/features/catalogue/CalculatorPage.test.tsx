import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { site } from '../../site.ts';
import { calculatorFixture } from '../../test/fixtures.ts';
import { analyticsCalls } from '../../test/handlers/analytics.ts';
import { notFoundBody } from '../../test/handlers/catalogue.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';

// Two calculators stand in for any: investment-calculator's definition loads when the test says
// so, currency-converter's fails to load (a chunk gone after a redeploy); a test may take
// investment-calculator's definition out.
const standIn = vi.hoisted(() => {
  let release!: () => void;
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const defined = new Set(['investment-calculator', 'currency-converter']);
  return { loaded, release, defined };
});

vi.mock('../../calculators/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../calculators/index.ts')>();
  const standIns = ['investment-calculator', 'currency-converter'];
  return {
    ...real,
    definitionLoaders: {
      ...real.definitionLoaders,
      'investment-calculator': async () => {
        await standIn.loaded;
        return real.definitionLoaders['investment-calculator']!();
      },
      'currency-converter': () => Promise.reject(new Error('Failed to fetch a chunk')),
    },
    hasDefinition: (slug: string) =>
      standIns.includes(slug) ? standIn.defined.has(slug) : real.hasDefinition(slug),
  };
});

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pageViews() {
  return analyticsCalls.filter((call) => call.path === 'page-view');
}

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('No JSON-LD block');
  return JSON.parse(script.textContent) as Record<string, unknown>;
}

/** The levels of the page's headings, in document order. */
function headingLevels(): number[] {
  return screen
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)))
    .filter((level) => !Number.isNaN(level));
}

/** One h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(levels: number[]) {
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  });
}

async function findNotFound() {
  return screen.findByRole('heading', { level: 1, name: 'Calculator Not Found' });
}

describe('the calculator page', () => {
  it('shows a skeleton while the calculator loads', async () => {
    const answer = deferred();
    server.use(
      graphql.query('CalculatorPage', async () => {
        await answer.promise;
        return HttpResponse.json({ data: { calculator: calculatorFixture('bmi-calculator') } });
      }),
    );
    await renderRoute('/calculator/bmi-calculator');
    expect(await screen.findByRole('status', { name: 'Loading calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BMI Calculator' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading calculator' })).not.toBeInTheDocument();
  });

  it('shows the breadcrumb, title, share button, description, About and share row', async () => {
    const bmi = calculatorFixture('bmi-calculator');
    await renderRoute('/calculator/bmi-calculator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BMI Calculator' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Health Calculators' })).toHaveAttribute(
      'href',
      '/category/health',
    );
    expect(within(breadcrumb).getByText('BMI Calculator')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('button', { name: /share/i })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText(bmi.description, { exact: false }).length).toBeGreaterThan(0);

    const about = await screen.findByRole('region', { name: 'About this calculator' });
    expect(
      within(about).getByText(`The BMI Calculator is a free online tool. ${bmi.description}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      within(about).getByText('BMI = weight in kg divided by height in metres squared.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Below 18.5: Underweight',
      '18.5-24.9: Normal weight',
      '25-29.9: Overweight',
      '30 and above: Obese',
    ]);
    expect(within(about).queryByText(/three questions/)).not.toBeInTheDocument();
    expectHeadingsInOrder(headingLevels());
    expect(headingLevels()).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  it('opens each share link of the share row in a new tab at the right host', async () => {
    // The memory router leaves jsdom's address alone; the browser's would be the page's own.
    window.history.replaceState(null, '', '/calculator/bmi-calculator');
    onTestFinished(() => window.history.replaceState(null, '', '/'));
    await renderRoute('/calculator/bmi-calculator');
    const share = await screen.findByRole('region', { name: 'Share this calculator' });
    expect(within(share).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Share this calculator',
    );
    const expected: [string, (url: URL) => boolean][] = [
      ['Share on Facebook', (url) => url.hostname === 'www.facebook.com'],
      ['Share on Twitter', (url) => url.hostname === 'twitter.com'],
      ['Share on LinkedIn', (url) => url.hostname === 'www.linkedin.com'],
      ['Share on WhatsApp', (url) => url.hostname === 'wa.me'],
      ['Share on Email', (url) => url.protocol === 'mailto:'],
    ];
    const links = within(share).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      expected.map(([name]) => name),
    );
    for (const [name, rightHost] of expected) {
      const link = within(share).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      const href = new URL(link.getAttribute('href') ?? '');
      expect(rightHost(href)).toBe(true);
      expect(decodeURIComponent(href.href)).toContain('/calculator/bmi-calculator');
    }
  });

  it('explains the three modes in the About text of the percentage calculator', async () => {
    await renderRoute('/calculator/percentage-calculator');
    const about = await screen.findByRole('region', { name: 'About this calculator' });
    expect(
      within(about).getByText(
        'It answers the three questions people ask most, each on its own tab:',
      ),
    ).toBeInTheDocument();
    expect(within(about).getByText(/^Percent of finds X% of Y.*15% of 200 is 30\.$/)).toBeVisible();
    expect(
      within(about).getByText(/^What percent finds what percentage X is of Y.*30 is 15% of 200\.$/),
    ).toBeVisible();
    expect(
      within(about).getByText(/^Percent change finds.*from 200 to 250 is a 25% increase\.$/),
    ).toBeVisible();
    expect(within(about).queryByText(/Underweight/)).not.toBeInTheDocument();
  });

  it('shows the published examples, each worked out by the page, under their sources', async () => {
    await renderRoute('/calculator/compound-interest-calculator');
    const checks = await screen.findByRole('region', {
      name: 'Checked against published examples',
    });
    const examples = await within(checks).findAllByRole('figure');
    expect(examples).toHaveLength(7);
    const first = examples[0]!;
    expect(first.querySelector('figcaption')).toHaveTextContent(
      'Southeastern Louisiana University, Compound interest example ($1,500 at 4.3% quarterly)',
    );
    expect(first).toHaveTextContent(
      'Initial deposit: $1,500 · Interest rate (per year): 4.3% · Time: 6 years · Compounding: Quarterly',
    );
    // 1500 × (1 + 0.043/4)^24 = 1,938.8368…
    expect(
      within(first)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ResultPublishedThis page', 'Final amount$1,938.84$1,938.84']);
    expect(first).toHaveTextContent('Matches to the cent.');
    for (const example of examples) expect(example).toHaveTextContent(/Matches .+\./);
  });

  it('groups a tabbed calculator’s published examples by tab', async () => {
    await renderRoute('/calculator/percentage-calculator');
    const checks = await screen.findByRole('region', {
      name: 'Checked against published examples',
    });
    await within(checks).findAllByRole('figure');
    expect(
      within(checks)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Percent of',
      'What percent',
      'Percent change',
      'Difference',
      'Increase / decrease',
    ]);
  });

  it('has no extra About text for other calculators', async () => {
    await renderRoute('/calculator/mortgage-calculator');
    const about = await screen.findByRole('region', { name: 'About this calculator' });
    expect(within(about).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(about).getByText(/^The Mortgage Calculator is a free online tool\./),
    ).toBeVisible();
  });

  it('gives the page its title, description and software-application block', async () => {
    const investment = calculatorFixture('investment-calculator');
    await renderRoute('/calculator/investment-calculator');
    await screen.findByRole('heading', { level: 1, name: investment.name });
    await waitFor(() => expect(document.title).toBe(`${investment.name} | ${site.name}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      investment.description,
    );
    expect(jsonLd()).toMatchObject({
      '@type': 'SoftwareApplication',
      name: investment.name,
      description: investment.description,
      applicationCategory: 'UtilityApplication',
      applicationSubCategory: 'Finance',
      offers: { price: '0', priceCurrency: 'USD' },
      datePublished: '2025-03-28',
      dateModified: '2025-03-28',
    });
  });

  it('uses the default 2025-03-21 dates the seed gives most calculators', async () => {
    await renderRoute('/calculator/bmi-calculator');
    await screen.findByRole('heading', { level: 1, name: 'BMI Calculator' });
    expect(jsonLd()).toMatchObject({
      applicationSubCategory: 'Health',
      datePublished: '2025-03-21',
      dateModified: '2025-03-21',
    });
  });

  it('says a calculator without a built-in tool is under development', async () => {
    standIn.defined.delete('investment-calculator');
    onTestFinished(() => {
      standIn.defined.add('investment-calculator');
    });
    await renderRoute('/calculator/investment-calculator');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calculator Under Development' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This calculator is currently being developed. Please check back soon!'),
    ).toBeInTheDocument();
    // The rest of the frame is still there.
    expect(screen.getByRole('region', { name: 'About this calculator' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Share this calculator' })).toBeInTheDocument();
  });

  it('loads a calculator into the page, with a skeleton until its code arrives', async () => {
    await renderRoute('/calculator/investment-calculator');
    await screen.findByRole('heading', { level: 1, name: 'Investment Calculator' });
    expect(screen.getByRole('status', { name: 'Loading calculator tool' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Initial investment')).not.toBeInTheDocument();
    standIn.release();
    expect(await screen.findByLabelText('Initial investment')).toHaveValue('10000');
    expect(
      screen.queryByRole('status', { name: 'Loading calculator tool' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Calculator Under Development')).not.toBeInTheDocument();
  });

  it('keeps the page up when a calculator cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => consoleError.mockRestore());
    await renderRoute('/calculator/currency-converter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This calculator could not be loaded. Please refresh the page.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Currency Converter' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Share this calculator' })).toBeInTheDocument();
  });

  it('shows Calculator Not Found for an unknown slug', async () => {
    await renderRoute('/calculator/no-such-calculator');
    expect(await findNotFound()).toBeInTheDocument();
    expect(
      screen.getByText("The calculator you're looking for could not be found."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`Calculator Not Found | ${site.name}`));
  });

  it.each([
    ['an empty answer', () => HttpResponse.json({ data: { calculator: null } })],
    ['a GraphQL error', () => HttpResponse.json(notFoundBody('boom'))],
    ['a server error', () => new HttpResponse('down', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows Calculator Not Found on %s', async (_name, answer) => {
    server.use(graphql.query('CalculatorPage', answer));
    await renderRoute('/calculator/bmi-calculator');
    expect(await findNotFound()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'BMI Calculator' })).not.toBeInTheDocument();
    // The not-found page is a page view too; waited for, so it is not counted in the next test.
    await waitFor(() => expect(pageViews()).toHaveLength(1));
  });

  it('records one page view once the calculator has loaded, and one per calculator', async () => {
    const answer = deferred();
    server.use(
      graphql.query('CalculatorPage', async ({ variables }) => {
        if (variables.slug === 'bmi-calculator') await answer.promise;
        return HttpResponse.json({
          data: { calculator: calculatorFixture(String(variables.slug)) },
        });
      }),
    );
    const { router } = await renderRoute('/calculator/bmi-calculator');
    await screen.findByRole('status', { name: 'Loading calculator' });
    await pause(50);
    expect(pageViews()).toHaveLength(0);

    answer.release();
    await screen.findByRole('heading', { level: 1, name: 'BMI Calculator' });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]?.body).toMatchObject({
      page: '/calculator/bmi-calculator',
      ipAddress: null,
    });
    await pause(100);
    expect(pageViews()).toHaveLength(1);

    await router.navigate('/calculator/mortgage-calculator');
    await screen.findByRole('heading', { level: 1, name: 'Mortgage Calculator' });
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]?.body).toMatchObject({ page: '/calculator/mortgage-calculator' });
    await pause(100);
    expect(pageViews()).toHaveLength(2);
  });
});
