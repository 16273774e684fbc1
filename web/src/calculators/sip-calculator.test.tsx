import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { evaluate } from '../engine/evaluate.ts';
import { OUT_OF_DATE_TEXT } from '../engine/resultPanel.ts';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderRoute, renderWithRouter, partsLoaded } from '../test/render.tsx';
import sip from './sip-calculator.ts';

// Expected figures were worked out independently (Python's decimal module, 50 digits): see
// web/src/domain/sip.test.ts for the sources of the reference values. The published cases are
// the definition's references, run by definitions.test.ts.

const PATH = '/calculator/sip-calculator';
const PREFILLED =
  'This calculator was pre-filled from shared results. You can adjust the values below.';

// Fake timers that still move with real time, so usage recorded once the inputs have settled
// for a second is tested without waiting a real second.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderSip(query = '') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={sip}
      calculatorId={3}
      slug={sip.slug}
      name="SIP Calculator"
    />,
    `${PATH}${query}`,
  );
  return { user, search: () => new URLSearchParams(router.state.location.search) };
}

/** The announced result. */
const result = () => screen.getAllByRole('status')[0]!;

/** The amount shown beside a label in the result ('Future value' → '₹11,61,695'). */
function amount(label: string) {
  const term = within(result()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.firstElementChild?.textContent;
}

function amounts() {
  return {
    invested: amount('Invested amount'),
    returns: amount('Estimated returns'),
    futureValue: amount('Future value'),
  };
}

const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input:not([type=range])' });

/** Replaces a field's text in one go, as a paste does (typing passes through every prefix). */
async function paste(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  if (text) {
    field(label).focus();
    await user.paste(text);
  }
}

function tableRows() {
  const table = screen.getByRole('table', { name: 'Year-by-year growth' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** Runs the settle delay (1 s) and lets any analytics POST land. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(1500));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the SIP calculator', () => {
  it('shows ₹11,61,695 for the defaults: ₹5,000 a month at 12% for 10 years', async () => {
    renderSip();
    await partsLoaded();
    expect(field('Monthly investment')).toHaveValue('5000');
    expect(field('Expected return rate (p.a.)')).toHaveValue('12');
    expect(field('Time period')).toHaveValue('10');
    expect(field('Annual step-up (optional)')).toHaveValue('0');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(amounts()).toEqual({
      invested: '₹6,00,000',
      returns: '₹5,61,695',
      futureValue: '₹11,61,695',
    });
    expect(within(result()).getByText('11.62 lakh rupees')).toBeInTheDocument();
    expect(within(result()).getByText('6 lakh')).toBeInTheDocument();
    expect(result()).toHaveTextContent(
      '₹5,000 a month for 10 years at 12% a year could grow to ₹11,61,695.',
    );
    // 6,00,000 ÷ 11,61,695 = 51.6 %; the returns are the rest.
    expect(document.body).toHaveTextContent('Principal ₹6,00,000 (51.6%)');
    expect(document.body).toHaveTextContent('Returns ₹5,61,695 (48.4%)');
    expect(screen.queryByText(PREFILLED)).not.toBeInTheDocument();
  });

  it('labels every input and slider, and says what each field accepts', async () => {
    renderSip();
    await partsLoaded();
    for (const [name, help] of [
      ['Monthly investment', 'Whole rupees from ₹0 to ₹1,00,00,000.'],
      ['Expected return rate (p.a.)', 'From 0% to 30% a year.'],
      ['Time period', 'Whole years from 1 to 40.'],
      ['Annual step-up (optional)', 'From 0% to 50%.'],
    ] as const) {
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(help));
    }
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((slider) => slider.getAttribute('aria-label'))).toEqual([
      'Adjust monthly investment',
      'Adjust expected return rate',
      'Adjust time period',
      'Adjust annual step-up',
    ]);
    expect(sliders[0]).toHaveAttribute('aria-valuetext', '₹5,000');
    expect(sliders[0]).toHaveAttribute('min', '500');
    expect(sliders[0]).toHaveAttribute('max', '100000');
    expect(sliders[2]).toHaveAttribute('aria-valuetext', '10 years');
    // Text inputs, so that nothing typed is dropped (4,5 is never read 45).
    for (const name of ['Monthly investment', 'Expected return rate (p.a.)', 'Time period']) {
      expect(field(name)).toHaveAttribute('type', 'text');
      expect(field(name)).toHaveAttribute('inputmode', 'decimal');
    }
  });

  it('steps with the arrow keys as the spec’s inputs did: ₹500 from 500', async () => {
    const { user } = renderSip();
    await user.click(field('Monthly investment'));
    await user.keyboard('{ArrowUp}');
    expect(field('Monthly investment')).toHaveValue('5500');
    expect(amount('Future value')).toBe('₹12,77,865');
    await paste(user, 'Monthly investment', '700');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Never below the inputs' ₹500.
    expect(field('Monthly investment')).toHaveValue('500');
  });

  it('steps the rate by 0.1 % and the period up to 40 years, never over a text that is no number', async () => {
    const { user } = renderSip('?rate=12&period=39');
    await user.click(field('Expected return rate (p.a.)'));
    await user.keyboard('{ArrowUp}');
    expect(field('Expected return rate (p.a.)')).toHaveValue('12.1');
    await user.click(field('Time period'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field('Time period')).toHaveValue('40');
    await paste(user, 'Monthly investment', '5,0');
    await user.keyboard('{ArrowUp}');
    expect(field('Monthly investment')).toHaveValue('5,0');
  });

  it('recalculates as each field changes, and keeps the inputs in the address', async () => {
    const { user, search } = renderSip();
    await paste(user, 'Monthly investment', '10000');
    expect(amounts()).toEqual({
      invested: '₹12,00,000',
      returns: '₹11,23,391',
      futureValue: '₹23,23,391',
    });
    await waitFor(() => expect(search().get('monthly')).toBe('10000'));
    await paste(user, 'Monthly investment', '5000');
    await paste(user, 'Expected return rate (p.a.)', '8');
    expect(amount('Future value')).toBe('₹9,20,828');
    await paste(user, 'Expected return rate (p.a.)', '12.5');
    expect(amount('Future value')).toBe('₹11,96,907');
    await paste(user, 'Expected return rate (p.a.)', '0');
    expect(amounts()).toEqual({
      invested: '₹6,00,000',
      returns: '₹0',
      futureValue: '₹6,00,000',
    });
  });

  it('lists every year in the table, ending at the result', async () => {
    const { user } = renderSip();
    expect(tableRows()).toHaveLength(10);
    await paste(user, 'Time period', '5');
    expect(amounts()).toEqual({
      invested: '₹3,00,000',
      returns: '₹1,12,432',
      futureValue: '₹4,12,432',
    });
    expect(tableRows()).toHaveLength(5);
    expect(tableRows().at(-1)).toEqual(['5', '₹3,00,000', '₹1,12,432', '₹4,12,432']);
    expect(
      screen.queryByRole('columnheader', { name: 'Monthly investment' }),
    ).not.toBeInTheDocument();
  });

  it('applies an annual step-up, with the monthly amount of each year in the table', async () => {
    const { user } = renderSip();
    await paste(user, 'Annual step-up (optional)', '10');
    // hashmatic.in's step-up calculator: ₹16,87,163 on ₹9,56,245 invested.
    expect(amounts()).toEqual({
      invested: '₹9,56,245',
      returns: '₹7,30,918',
      futureValue: '₹16,87,163',
    });
    expect(result()).toHaveTextContent(
      '₹5,000 a month, rising 10% every year, for 10 years at 12% a year could grow to ₹16,87,163.',
    );
    expect(screen.getByRole('columnheader', { name: 'Monthly investment' })).toBeInTheDocument();
    expect(tableRows()[1]).toEqual(['2', '₹5,500', '₹1,26,000', '₹16,621', '₹1,42,621']);
    // A blank step-up is none.
    await paste(user, 'Annual step-up (optional)', '');
    expect(amount('Future value')).toBe('₹11,61,695');
  });

  it('moves with the sliders', () => {
    renderSip();
    const [monthly, rate, period] = screen.getAllByRole('slider');
    fireEvent.change(monthly!, { target: { value: '5500' } });
    expect(field('Monthly investment')).toHaveValue('5500');
    expect(amount('Future value')).toBe('₹12,77,865');
    fireEvent.change(period!, { target: { value: '11' } });
    expect(field('Time period')).toHaveValue('11');
    // A step of 0.1 is written as its decimal, not as 12.299999….
    fireEvent.change(rate!, { target: { value: '12.299999999999999' } });
    expect(field('Expected return rate (p.a.)')).toHaveValue('12.3');
  });

  it('keeps a typed value outside the slider range, the slider resting at its end', async () => {
    const { user } = renderSip();
    await paste(user, 'Monthly investment', '200000');
    expect(amount('Invested amount')).toBe('₹2,40,00,000');
    expect(screen.getAllByRole('slider')[0]).toHaveValue('100000');
    expect(field('Monthly investment')).toHaveValue('200000');
  });

  it('marks an invalid value, keeps the last good result out of date, and never rewrites it', async () => {
    const { user } = renderSip();
    await paste(user, 'Monthly investment', '-100');
    expect(field('Monthly investment')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The monthly investment cannot be negative.')).toBeInTheDocument();
    expect(amount('Future value')).toBe('₹11,61,695');
    expect(result()).toHaveTextContent(OUT_OF_DATE_TEXT);
    await paste(user, 'Monthly investment', '5000.5');
    expect(
      screen.getByText('Enter the monthly investment in whole rupees, e.g. 5000.'),
    ).toBeInTheDocument();
    await paste(user, 'Monthly investment', '5000');
    expect(result()).not.toHaveTextContent(OUT_OF_DATE_TEXT);

    // Typed "31" in the rate field stays "31" (it once became 3 on leaving the field).
    await paste(user, 'Expected return rate (p.a.)', '31');
    await user.tab();
    expect(field('Expected return rate (p.a.)')).toHaveValue('31');
    expect(screen.getByText('Enter a return from 0% to 30% a year.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(field('Expected return rate (p.a.)')).toHaveValue('31');
    expect(amount('Future value')).toBe('₹11,61,695');

    // A good value after a bad one is used at once.
    await paste(user, 'Expected return rate (p.a.)', '12');
    await paste(user, 'Monthly investment', '250');
    expect(amount('Future value')).toBe('₹58,085');
  });

  it('shows the worked formula with the visitor’s numbers', async () => {
    const { user } = renderSip();
    // The section is redrawn with each result (and gone while a field is being retyped).
    const how = () => screen.getByRole('region', { name: 'How this was calculated' });
    expect(
      within(how()).getByText(
        'Future value = 5,000 × ((1 + 0.01)^120 − 1) ÷ 0.01 × (1 + 0.01) = ₹11,61,695',
      ),
    ).toBeInTheDocument();
    await paste(user, 'Time period', '5');
    expect(within(how()).getByText('n = 5 × 12 = 60 monthly payments')).toBeInTheDocument();
    expect(
      within(how()).getByText('Returns = ₹4,12,432 − ₹3,00,000 = ₹1,12,432'),
    ).toBeInTheDocument();
    await paste(user, 'Expected return rate (p.a.)', '10');
    expect(within(how()).getByText(/^r = 10 ÷ 12 ÷ 100 ≈ 0\.0083333333/)).toBeInTheDocument();
  });

  it('describes the growth chart in words', () => {
    renderSip();
    expect(
      screen.getByText(
        'Invested money and its value at the end of each year. After 10 years, ₹6,00,000 ' +
          'invested is worth ₹11,61,695. The table lists every year.',
      ),
    ).toBeInTheDocument();
  });

  it('accepts the values spec section 5 allows, and no others', () => {
    const accepted = (id: string, text: string) =>
      Object.keys(evaluate(sip, { [id]: text }).errors).length === 0;
    for (const text of ['0', '250', '5000', '200000', '10000000']) {
      expect(accepted('monthly', text), text).toBe(true);
    }
    for (const text of ['10000001', '-500', '5000.5', 'abc', '']) {
      expect(accepted('monthly', text), text).toBe(false);
    }
    for (const text of ['0', '8.5', '12', '30']) expect(accepted('rate', text), text).toBe(true);
    for (const text of ['30.1', '-1', '1e999', ' '])
      expect(accepted('rate', text), text).toBe(false);
    for (const text of ['1', '10', '40']) expect(accepted('period', text), text).toBe(true);
    for (const text of ['0', '41', '2.5', '-3']) expect(accepted('period', text), text).toBe(false);
    for (const text of ['0', '7.5', '50', '']) expect(accepted('stepup', text), text).toBe(true);
    for (const text of ['51', '-5']) expect(accepted('stepup', text), text).toBe(false);
  });
});

describe('pre-filled from a shared link', () => {
  it('takes monthly, rate and period from the address and says so, even after an edit', async () => {
    const { user } = renderSip('?monthly=10000&rate=10&period=15');
    expect(screen.getByText(PREFILLED)).toBeInTheDocument();
    expect(field('Monthly investment')).toHaveValue('10000');
    expect(field('Expected return rate (p.a.)')).toHaveValue('10');
    expect(field('Time period')).toHaveValue('15');
    expect(amounts()).toEqual({
      invested: '₹18,00,000',
      returns: '₹23,79,243',
      futureValue: '₹41,79,243',
    });
    await paste(user, 'Time period', '5');
    expect(amount('Invested amount')).toBe('₹6,00,000');
    expect(screen.getByText(PREFILLED)).toBeInTheDocument();
  });

  it('asks for a value a link gives as something other than a number', () => {
    renderSip('?monthly=abc&period=15');
    expect(screen.getByText(PREFILLED)).toBeInTheDocument();
    // The field shows what the link gave, and asks for the amount.
    expect(field('Monthly investment')).toHaveValue('abc');
    expect(
      screen.getByText('Enter the monthly investment in whole rupees, e.g. 5000.'),
    ).toBeInTheDocument();
    expect(field('Time period')).toHaveValue('15');
    expect(result()).toHaveTextContent('Correct the marked field to see the result.');
  });

  it('shows no banner without parameters, even after an edit', async () => {
    const { user } = renderSip();
    await paste(user, 'Monthly investment', '6000');
    expect(screen.queryByText(PREFILLED)).not.toBeInTheDocument();
  });
});

describe('usage recording (calculator 3, sip-calculator)', () => {
  it('records nothing for the automatic first calculation', async () => {
    renderSip('?monthly=10000');
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('records one use with the spec payload once a change settles', async () => {
    const { user } = renderSip();
    await paste(user, 'Monthly investment', '10000');
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
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
    await settle();
    expect(usageCalls()).toHaveLength(1);
  });

  it('adds stepUpPercent to the payload only when there is a step-up', async () => {
    const { user } = renderSip();
    await paste(user, 'Annual step-up (optional)', '10');
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
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
    const { user } = renderSip();
    await paste(user, 'Time period', '5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toMatchObject({
      calculatorId: 3,
      calculatorSlug: 'sip-calculator',
      inputs: { investmentPeriod: 5, invested: 300000, futureValue: 412432, returns: 112432 },
    });
    await settle();
    expect(usageCalls()).toHaveLength(1);
  });

  it("'Calculate' records nothing while a field is invalid, and leaves it as typed", async () => {
    const { user } = renderSip();
    await paste(user, 'Monthly investment', '-5');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await settle();
    expect(field('Monthly investment')).toHaveValue('-5');
    expect(usageCalls()).toEqual([]);
  });
});

describe('the SIP page', () => {
  async function openPage(path = PATH) {
    vi.useRealTimers();
    const rendered = await renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: 'SIP Calculator' });
    await screen.findByRole('slider', { name: 'Adjust time period' });
    return { user: userEvent.setup({ delay: null }), ...rendered };
  }

  it('has the breadcrumb, the guide, the disclaimer and the related links', async () => {
    await openPage();
    const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(breadcrumb).getByRole('link', { name: 'Finance Calculators' })).toHaveAttribute(
      'href',
      '/category/finance',
    );
    for (const heading of [
      'What is a SIP?',
      'How to use this SIP calculator',
      'The SIP formula',
      'Benefits of investing through a SIP',
      'Factors that affect your SIP returns',
      'Disclaimer',
      'About this calculator',
      'Frequently asked questions',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('FV = P × ((1 + r)^n − 1) ÷ r × (1 + r)')).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: 'Related calculators' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/calculator/mortgage-calculator',
      '/calculator/investment-calculator',
      '/calculator/percentage-calculator',
    ]);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it("copies the results and says 'SIP calculation results copied to clipboard'", async () => {
    const { user } = await openPage();
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

  it('copies the figures in a German visitor’s signs, and the link as links are written', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const { user } = await openPage(`${PATH}?rate=12.5`);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    const text = writeText.mock.calls[0]?.[0] ?? '';
    expect(text).toContain('Monthly investment: ₹5.000');
    expect(text).toContain('Expected return rate: 12,5% a year');
    expect(text).toContain('Invested amount: ₹600.000');
    expect(text).toContain('/calculator/sip-calculator?rate=12.5');
    vi.restoreAllMocks();
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    const { user } = await openPage();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Results' }));
    expect(await screen.findByText('Failed to copy')).toBeVisible();
    expect(screen.getByText("Couldn't copy to clipboard")).toBeVisible();
  });
});
