import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsCalls } from '../../../test/handlers/analytics.ts';
import { notFoundBody } from '../../../test/handlers/catalogue.ts';
import { renderRoute } from '../../../test/render.tsx';
import { server } from '../../../test/server.ts';

// Expected figures were worked out independently (Python's decimal module, 50 digits): see
// web/src/domain/sip.test.ts for the sources of the reference values.

const PATH = '/calculator/sip-calculator';
const PREFILLED =
  'This calculator was pre-filled from shared results. You can adjust the values below.';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSip(path = PATH) {
  const user = userEvent.setup({ delay: null });
  const rendered = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'SIP Calculator' });
  return { user, ...rendered };
}

// Label queries: a role query computes every element's name, which is slow on a page this size.
function results() {
  const panel = screen.getByLabelText('SIP results');
  expect(panel).toHaveAttribute('role', 'status');
  expect(panel).toHaveAttribute('aria-live', 'polite');
  return panel;
}

/** The three amounts as the results panel shows them. */
function shownAmounts() {
  const panel = results();
  const amountOf = (label: string) => {
    const term = within(panel)
      .getAllByRole('term')
      .find((element) => element.textContent === label);
    const definition = term?.nextElementSibling;
    if (!(definition instanceof HTMLElement)) throw new Error(`No ${label} amount`);
    return within(definition).getByText(/^₹/).textContent;
  };
  return {
    invested: amountOf('Invested amount'),
    returns: amountOf('Estimated returns'),
    futureValue: amountOf('Future value'),
  };
}

function input(name: string) {
  return screen.getByLabelText(name, { selector: 'input[type="number"]' });
}

/** Types a field's new text key by key, as a visitor does. */
async function retype(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const field = input(name);
  await user.clear(field);
  if (text) await user.type(field, text);
}

/** Replaces a field's text in one go, as a paste does (typing passes through every prefix). */
async function paste(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  const field = input(name);
  await user.clear(field);
  if (text) await user.paste(text);
}

function usageCalls() {
  return analyticsCalls.filter((call) => call.path === 'calculator-usage');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the SIP page frame', () => {
  it('has the title, metadata and structured data of a free finance calculator', async () => {
    await openSip();
    await waitFor(() => expect(document.title).toBe('SIP Calculator | CalcHub'));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toMatch(/^Free SIP calculator/);
    expect(description?.getAttribute('content')).toContain('finance calculator');
    const script = document.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'SIP Calculator',
      applicationCategory: 'UtilityApplication',
      applicationSubCategory: 'Finance',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      datePublished: '2025-03-21',
      dateModified: '2025-03-21',
    });
  });

  it('shows the breadcrumb Home > Finance Calculators > SIP Calculator', async () => {
    await openSip();
    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Finance Calculators' })).toHaveAttribute(
      'href',
      '/category/finance',
    );
    expect(within(breadcrumb).getByText('SIP Calculator')).toHaveAttribute('aria-current', 'page');
  });

  it('has a Print button that prints, and the share control', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openSip();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Share this calculator')).toBeInTheDocument();
  });

  it('has the text sections and the related links', async () => {
    await openSip();
    for (const heading of [
      'What is a SIP?',
      'How to use this SIP calculator',
      'The SIP formula',
      'Benefits of investing through a SIP',
      'Factors that affect your SIP returns',
      'Disclaimer',
      'Related calculators',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const related = screen.getByRole('region', { name: 'Related calculators' });
    const hrefs = within(related)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/calculator/mortgage-calculator',
      '/calculator/investment-calculator',
      '/calculator/percentage-calculator',
    ]);
    expect(within(related).getByRole('link', { name: /Mortgage Calculator/ })).toBeInTheDocument();
  });

  it("shows 'Calculator Not Found' with Back to Home when the record is missing", async () => {
    server.use(
      graphql.query('SipCalculatorPage', () => HttpResponse.json(notFoundBody('No calculator'))),
    );
    await renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculator Not Found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The calculator you're looking for could not be found."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('status', { name: 'SIP results' })).not.toBeInTheDocument();
  });

  it("shows 'Calculator Not Found' when the record fails to load", async () => {
    server.use(graphql.query('SipCalculatorPage', () => HttpResponse.error()));
    await renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calculator Not Found' }),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while the record loads', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.query('SipCalculatorPage', async ({ variables }) => {
        await answered;
        const { calculatorFixture } = await import('../../../test/fixtures.ts');
        return HttpResponse.json({
          data: { calculator: calculatorFixture(String(variables.slug)) },
        });
      }),
    );
    await renderRoute(PATH);
    expect(await screen.findByRole('status', { name: 'Loading calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SIP Calculator' }),
    ).toBeInTheDocument();
  });
});

describe('the SIP tool', () => {
  it('shows ₹11,61,695 for the defaults: ₹5,000 a month at 12% for 10 years', async () => {
    await openSip();
    expect(input('Monthly investment')).toHaveValue(5000);
    expect(input('Expected return rate (p.a.)')).toHaveValue(12);
    expect(input('Time period')).toHaveValue(10);
    expect(input('Annual step-up (optional)')).toHaveValue(0);
    expect(shownAmounts()).toEqual({
      invested: '₹6,00,000',
      returns: '₹5,61,695',
      futureValue: '₹11,61,695',
    });
    expect(within(results()).getByText('11.62 lakh rupees')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /principal 51\.6% and returns 48\.4%/i })).toBeVisible();
    expect(screen.queryByText(PREFILLED)).not.toBeInTheDocument();
  });

  it('labels every input and slider, and says what each field accepts', async () => {
    await openSip();
    for (const [name, help] of [
      ['Monthly investment', 'Whole rupees from ₹0 to ₹1,00,00,000.'],
      ['Expected return rate (p.a.)', 'From 0% to 30% a year.'],
      ['Time period', 'Whole years from 1 to 40.'],
      ['Annual step-up (optional)', 'From 0% to 50%.'],
    ] as const) {
      expect(input(name)).toHaveAccessibleDescription(expect.stringContaining(help));
    }
    // The thumbs stay visibility:hidden in jsdom, which measures nothing; a browser shows them.
    const sliders = screen.getAllByRole('slider', { hidden: true });
    expect(sliders).toHaveLength(4);
    [
      'Adjust monthly investment',
      'Adjust expected return rate',
      'Adjust time period',
      'Adjust annual step-up',
    ].forEach((name, index) => {
      // Named by their (visually hidden) label; jsdom computes no name for a hidden thumb.
      const labelId = sliders[index]?.getAttribute('aria-labelledby') ?? '';
      expect(document.getElementById(labelId)).toHaveTextContent(name);
    });
    expect(sliders[0]).toHaveAttribute('aria-valuetext', '₹5,000');
    expect(sliders[0]).toHaveAttribute('aria-valuemin', '500');
    expect(sliders[0]).toHaveAttribute('aria-valuemax', '100000');
    expect(input('Monthly investment')).toHaveAttribute('min', '500');
    expect(input('Monthly investment')).toHaveAttribute('step', '500');
    expect(input('Expected return rate (p.a.)')).toHaveAttribute('step', '0.1');
    expect(input('Time period')).toHaveAttribute('max', '40');
  });

  it('recalculates when the monthly investment changes', async () => {
    const { user, router } = await openSip();
    await paste(user, 'Monthly investment', '10000');
    expect(shownAmounts()).toEqual({
      invested: '₹12,00,000',
      returns: '₹11,23,391',
      futureValue: '₹23,23,391',
    });
    // The address keeps the inputs, so a shared link reproduces the result.
    expect(new URLSearchParams(router.state.location.search).get('monthly')).toBe('10000');
  });

  it('recalculates when the rate changes, and a rate of 0 gives back what was invested', async () => {
    const { user } = await openSip();
    await paste(user, 'Expected return rate (p.a.)', '8');
    expect(shownAmounts().futureValue).toBe('₹9,20,828');
    await paste(user, 'Expected return rate (p.a.)', '12.5');
    expect(shownAmounts().futureValue).toBe('₹11,96,907');
    await paste(user, 'Expected return rate (p.a.)', '0');
    expect(shownAmounts()).toEqual({
      invested: '₹6,00,000',
      returns: '₹0',
      futureValue: '₹6,00,000',
    });
  });

  it('recalculates when the period changes, with a row per year in the table', async () => {
    const { user } = await openSip();
    const table = screen.getByRole('table', { name: 'Year-by-year growth' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await paste(user, 'Time period', '5');
    expect(shownAmounts()).toEqual({
      invested: '₹3,00,000',
      returns: '₹1,12,432',
      futureValue: '₹4,12,432',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const lastRow = within(table).getAllByRole('row').at(-1);
    expect(lastRow).toBeDefined();
    expect(
      within(lastRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '₹3,00,000', '₹1,12,432', '₹4,12,432']);
  });

  it('applies an annual step-up, with the monthly amount of each year in the table', async () => {
    const { user } = await openSip();
    await paste(user, 'Annual step-up (optional)', '10');
    // hashmatic.in's step-up calculator: ₹16,87,163 on ₹9,56,245 invested.
    expect(shownAmounts()).toEqual({
      invested: '₹9,56,245',
      returns: '₹7,30,918',
      futureValue: '₹16,87,163',
    });
    const table = screen.getByRole('table', { name: 'Year-by-year growth' });
    expect(within(table).getByRole('columnheader', { name: 'Monthly investment' })).toBeVisible();
    const secondYear = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(secondYear)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₹5,500', '₹1,26,000', '₹16,621', '₹1,42,621']);
  });

  it('moves with the sliders, from the keyboard', async () => {
    const { user } = await openSip();
    const [monthly, , period] = screen.getAllByRole('slider', { hidden: true });
    act(() => monthly?.focus());
    await user.keyboard('{ArrowRight}');
    expect(input('Monthly investment')).toHaveValue(5500);
    expect(shownAmounts().futureValue).toBe('₹12,77,865');
    act(() => period?.focus());
    await user.keyboard('{ArrowRight}');
    expect(input('Time period')).toHaveValue(11);
  });

  it('ignores out-of-range and non-numeric values, keeping the last good one', async () => {
    const { user } = await openSip();
    await paste(user, 'Monthly investment', '-100');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    expect(input('Monthly investment')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('That value is ignored: the result still uses ₹5,000.'),
    ).toBeInTheDocument();
    await paste(user, 'Monthly investment', '5000.5');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');

    await paste(user, 'Time period', '41');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    await paste(user, 'Time period', '0');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    await paste(user, 'Time period', '2.5');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    expect(
      screen.getByText('That value is ignored: the result still uses 10 years.'),
    ).toBeVisible();
    await paste(user, 'Expected return rate (p.a.)', '31');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    await paste(user, 'Expected return rate (p.a.)', '-2');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    await paste(user, 'Annual step-up (optional)', '60');
    expect(shownAmounts().futureValue).toBe('₹11,61,695');
    // Non-numeric text: a number input hands over an empty value.
    await paste(user, 'Expected return rate (p.a.)', 'abc');
    expect(input('Expected return rate (p.a.)')).toHaveValue(null);
    expect(shownAmounts().futureValue).toBe('₹11,61,695');

    // The result says it is out of date while a field is ignored.
    expect(screen.getByRole('status', { name: 'SIP results' })).toHaveTextContent(
      'Out of date: correct the marked field to update the result.',
    );

    // Leaving a field, or pressing Calculate, never changes what was typed there.
    await paste(user, 'Expected return rate (p.a.)', '31');
    await user.tab();
    expect(input('Expected return rate (p.a.)')).toHaveValue(31);
    expect(input('Expected return rate (p.a.)')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(input('Expected return rate (p.a.)')).toHaveValue(31);

    // A good value after a bad one is used at once.
    await paste(user, 'Monthly investment', '250');
    expect(shownAmounts().futureValue).toBe('₹58,085');
  });

  it('keeps a typed value outside the slider range without the slider changing it', async () => {
    const { user } = await openSip();
    await paste(user, 'Monthly investment', '200000');
    expect(shownAmounts().invested).toBe('₹2,40,00,000');
    await paste(user, 'Expected return rate (p.a.)', '12.55');
    expect(input('Expected return rate (p.a.)')).toHaveValue(12.55);
    expect(input('Monthly investment')).toHaveValue(200000);
  });

  it('shows the worked formula with the visitor’s numbers', async () => {
    const { user } = await openSip();
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(
      within(how).getByText(
        'Future value = 5,000 × ((1 + 0.01)^120 − 1) ÷ 0.01 × (1 + 0.01) = ₹11,61,695',
      ),
    ).toBeInTheDocument();
    await paste(user, 'Time period', '5');
    expect(within(how).getByText('n = 5 × 12 = 60 monthly payments')).toBeInTheDocument();
    expect(
      within(how).getByText('Returns = ₹4,12,432 − ₹3,00,000 = ₹1,12,432'),
    ).toBeInTheDocument();
  });

  it('has a chart with a text alternative', async () => {
    await openSip();
    expect(
      await screen.findByText(
        'Invested money grows from ₹60,000 after year 1 to ₹6,00,000 after year 10, while its ' +
          'value grows from ₹64,047 to ₹11,61,695. The table below lists every year.',
      ),
    ).toBeInTheDocument();
  });
});

describe('pre-filled from a shared link', () => {
  it('takes monthly, rate and period from the address and says so', async () => {
    const { user } = await openSip(`${PATH}?monthly=10000&rate=10&period=15`);
    expect(screen.getByText(PREFILLED)).toBeInTheDocument();
    expect(input('Monthly investment')).toHaveValue(10000);
    expect(input('Expected return rate (p.a.)')).toHaveValue(10);
    expect(input('Time period')).toHaveValue(15);
    expect(shownAmounts()).toEqual({
      invested: '₹18,00,000',
      returns: '₹23,79,243',
      futureValue: '₹41,79,243',
    });
    // Still adjustable.
    await paste(user, 'Time period', '5');
    expect(shownAmounts().invested).toBe('₹6,00,000');
  });

  it('uses the default for a parameter it cannot accept', async () => {
    await openSip(`${PATH}?monthly=abc&period=15`);
    expect(screen.getByText(PREFILLED)).toBeInTheDocument();
    expect(input('Monthly investment')).toHaveValue(5000);
    expect(input('Time period')).toHaveValue(15);
  });

  it('shows no banner without parameters, even after an edit', async () => {
    const { user } = await openSip();
    await paste(user, 'Monthly investment', '6000');
    expect(screen.queryByText(PREFILLED)).not.toBeInTheDocument();
  });
});

describe('copying the results', () => {
  it("copies them and says 'SIP calculation results copied to clipboard'", async () => {
    const { user } = await openSip();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    expect(await screen.findByText('SIP calculation results copied to clipboard')).toBeVisible();
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]?.[0] ?? '';
    expect(text).toContain('Monthly investment: ₹5,000');
    expect(text).toContain('Expected return rate: 12% a year');
    expect(text).toContain('Time period: 10 years');
    expect(text).toContain('Invested amount: ₹6,00,000');
    expect(text).toContain('Estimated returns: ₹5,61,695');
    expect(text).toContain('Future value: ₹11,61,695 (11.62 lakh)');
    expect(text).toContain('/calculator/sip-calculator');
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    const { user } = await openSip();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    expect(await screen.findByText('Failed to copy')).toBeVisible();
    expect(screen.getByText("Couldn't copy to clipboard")).toBeVisible();
  });
});

describe('usage recording (calculator 3, sip-calculator)', () => {
  it('records nothing for the automatic first calculation', async () => {
    await openSip(`${PATH}?monthly=10000`);
    await pause(1300);
    expect(usageCalls()).toEqual([]);
  });

  it('records one use with the spec payload once a change settles', async () => {
    const { user } = await openSip();
    await retype(user, 'Monthly investment', '10000');
    await waitFor(() => expect(usageCalls()).toHaveLength(1), { timeout: 3000 });
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 3,
      calculatorSlug: 'sip-calculator',
      inputs: {
        monthlyInvestment: 10000,
        annualReturnRate: 12,
        investmentPeriod: 10,
        invested: 1200000,
        returns: 1123391,
        futureValue: 2323391,
      },
    });
    await pause(1200);
    expect(usageCalls()).toHaveLength(1);
  });

  it('adds stepUpPercent to the payload only when there is a step-up', async () => {
    const { user } = await openSip();
    await paste(user, 'Annual step-up (optional)', '10');
    await waitFor(() => expect(usageCalls()).toHaveLength(1), { timeout: 3000 });
    expect(usageCalls()[0]?.body.inputs).toEqual({
      monthlyInvestment: 5000,
      annualReturnRate: 12,
      investmentPeriod: 10,
      invested: 956245,
      returns: 730918,
      futureValue: 1687163,
      stepUpPercent: 10,
    });
  });

  it("records at once on 'Calculate', and not again when the inputs settle", async () => {
    const { user } = await openSip();
    await paste(user, 'Time period', '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toMatchObject({
      calculatorId: 3,
      calculatorSlug: 'sip-calculator',
      inputs: { investmentPeriod: 5, invested: 300000, futureValue: 412432, returns: 112432 },
    });
    await pause(1300);
    expect(usageCalls()).toHaveLength(1);
  });

  it("'Calculate' records the values in force and leaves an ignored field as typed", async () => {
    await openSip();
    const field = input('Monthly investment');
    fireEvent.change(field, { target: { value: '-5' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.submit(screen.getByRole('form', { name: 'SIP calculator' }));
    expect(field).toHaveValue(-5);
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body.inputs).toMatchObject({ monthlyInvestment: 5000 });
  });
});
