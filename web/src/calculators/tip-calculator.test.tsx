import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter, partsLoaded } from '../test/render.tsx';
import { formatDollars } from '../domain/format.ts';
import { DefinitionCalculator } from '../engine/DefinitionCalculator.tsx';
import { evaluate } from '../engine/evaluate.ts';
import tip from './tip-calculator.ts';

const PATH = '/calculator/tip-calculator';

// Fake timers that still move with real time, so usage that records once the inputs have
// settled for a second can be tested without waiting a real second.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAt(entry = PATH) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={tip}
      calculatorId={2}
      slug={tip.slug}
      name="Tip calculator"
    />,
    entry,
  );
  return { user, router };
}

function result() {
  return screen.getByRole('status');
}

/** The amount shown under a label in the result ('Tip Amount' → '$7.50'). */
function amount(label: string) {
  return within(result()).getByText(label).nextSibling?.textContent;
}

/** Runs the settle delay (1 s) and lets any analytics POST land. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(1100));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

function preset(name: string) {
  return within(screen.getByRole('group', { name: 'Tip presets' })).getByRole('button', { name });
}

// Reference values worked out by hand in exact decimal arithmetic from the spec's formulas
// (section 9), each amount rounded half-up to the cent and the total made from the rounded tip.
describe('the tip amounts', () => {
  it.each([
    // [bill, tip %, people, tip, total, per person, tip per person]
    // Spec section 4 default and its sentence: '15% tip on $50.00 is $7.50'.
    ['50', '15', '1', '$7.50', '$57.50', '$57.50', '$7.50'],
    // By hand: 86.40 × 0.20 = 17.28; 103.68 ÷ 4 = 25.92; 17.28 ÷ 4 = 4.32.
    ['86.40', '20', '4', '$17.28', '$103.68', '$25.92', '$4.32'],
    // By hand: 1234.56 × 0.18 = 222.2208 → 222.22; 1,456.78 ÷ 3 = 485.593… → 485.59.
    ['1234.56', '18', '3', '$222.22', '$1,456.78', '$485.59', '$74.07'],
    // By hand: 47.83 × 0.18 = 8.6094 → $8.61; 56.44 ÷ 2 = 28.22.
    ['47.83', '18', '2', '$8.61', '$56.44', '$28.22', '$4.31'],
    // By hand: a 0% tip is allowed (tip ≥ 0): the total is the bill.
    ['100', '0', '5', '$0.00', '$100.00', '$20.00', '$0.00'],
    // By hand: 2,500,000 × 0.20 = 500,000; 3,000,000 ÷ 3 = 1,000,000.
    ['2500000', '20', '3', '$500,000.00', '$3,000,000.00', '$1,000,000.00', '$166,666.67'],
    // By hand: 99.99 × 0.25 = 24.9975 → $25.00; 124.99 ÷ 7 = 17.855… → $17.86.
    ['99.99', '25', '7', '$25.00', '$124.99', '$17.86', '$3.57'],
    // By hand: 0.70 × 0.15 = 0.105 → $0.11 (half-up); total 0.70 + 0.11 = $0.81 (issue 16).
    ['0.70', '15', '1', '$0.11', '$0.81', '$0.81', '$0.11'],
  ])(
    '$%s with %s%% for %s: tip %s, total %s, each %s (tip each %s)',
    (bill, percent, people, tipAmount, totalAmount, perPerson, tipPerPerson) => {
      const { results } = evaluate(tip, { bill, tip: percent, people });
      expect(
        [results!.tipAmount, results!.totalAmount, results!.perPerson, results!.tipPerPerson].map(
          (amount) => formatDollars(amount!),
        ),
      ).toEqual([tipAmount, totalAmount, perPerson, tipPerPerson]);
    },
  );
});

describe('TipCalculator', () => {
  it('shows the default result at once: $7.50 tip, $57.50 total, and records nothing', async () => {
    renderAt();
    await partsLoaded();
    expect(screen.getByLabelText('Bill Amount')).toHaveValue('50');
    expect(screen.getByLabelText('Tip Percentage')).toHaveValue('15');
    expect(screen.getByLabelText('Number of People')).toHaveValue('1');
    expect(amount('Tip Amount')).toBe('$7.50');
    expect(amount('Total Amount')).toBe('$57.50');
    expect(result()).toHaveTextContent('15% tip on $50.00 is $7.50');
    expect(within(result()).queryByText('Per Person')).not.toBeInTheDocument();
    expect(result()).toHaveAttribute('aria-live', 'polite');
    await settle();
    expect(usageCalls()).toEqual([]);
  });

  it('offers the presets 10, 15, 18, 20 and 25 with the active one pressed', () => {
    renderAt();
    const group = within(screen.getByRole('group', { name: 'Tip presets' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '10%',
      '15%',
      '18%',
      '20%',
      '25%',
    ]);
    expect(preset('15%')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['10%', '18%', '20%', '25%']) {
      expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('recalculates on each edit, splits between people, writes the URL and records once settled', async () => {
    const { user, router } = renderAt();
    await replace(user, 'Bill Amount', '86.40');
    await replace(user, 'Tip Percentage', '20');
    await replace(user, 'Number of People', '4');
    // By hand: 86.40 × 20% = 17.28; 103.68 ÷ 4 = 25.92; 17.28 ÷ 4 = 4.32.
    expect(amount('Tip Amount')).toBe('$17.28');
    expect(amount('Total Amount')).toBe('$103.68');
    expect(amount('Per Person')).toBe('$25.92');
    expect(amount('Tip Per Person')).toBe('$4.32');
    expect(result()).toHaveTextContent('20% tip on $86.40 is $17.28');
    expect(preset('20%')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('15%')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(router.state.location.search).toBe('?bill=86.40&tip=20&people=4'));

    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent('Tip = bill × tip % ÷ 100 = 86.4 × 20 ÷ 100 = $17.28');
    expect(how).toHaveTextContent('Total = bill + tip = 86.4 + 17.28 = $103.68');
    expect(how).toHaveTextContent('Per person = total ÷ people = 103.68 ÷ 4 = $25.92');
    expect(how).toHaveTextContent('Tip per person = tip ÷ people = 17.28 ÷ 4 = $4.32');

    expect(usageCalls()).toEqual([]);
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toHaveLength(1);
    const inputs = usageCalls()[0]?.body.inputs as Record<string, number>;
    expect(usageCalls()[0]?.body).toMatchObject({
      calculatorId: 2,
      calculatorSlug: 'tip-calculator',
    });
    expect(Object.keys(inputs).sort()).toEqual(
      [
        'billAmount',
        'tipPercentage',
        'numberOfPeople',
        'tipAmount',
        'totalAmount',
        'perPerson',
      ].sort(),
    );
    expect(inputs).toMatchObject({ billAmount: 86.4, tipPercentage: 20, numberOfPeople: 4 });
    expect(inputs.tipAmount).toBeCloseTo(17.28, 2);
    expect(inputs.totalAmount).toBeCloseTo(103.68, 2);
    expect(inputs.perPerson).toBeCloseTo(25.92, 2);
  });

  it('a preset click recalculates, is highlighted and records once settled', async () => {
    const { user, router } = renderAt();
    await user.click(preset('20%'));
    expect(preset('20%')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('15%')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Tip Percentage')).toHaveValue('20');
    expect(amount('Tip Amount')).toBe('$10.00');
    expect(amount('Total Amount')).toBe('$60.00');
    expect(result()).toHaveTextContent('20% tip on $50.00 is $10.00');
    await waitFor(() => expect(router.state.location.search).toBe('?tip=20'));
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body.inputs).toEqual({
      billAmount: 50,
      tipPercentage: 20,
      numberOfPeople: 1,
      tipAmount: 10,
      totalAmount: 60,
      perPerson: 60,
    });
  });

  it('Calculate records at once, and the settled edit is not recorded a second time', async () => {
    const { user } = renderAt();
    await replace(user, 'Bill Amount', '120');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 2,
      calculatorSlug: 'tip-calculator',
      inputs: {
        billAmount: 120,
        tipPercentage: 15,
        numberOfPeople: 1,
        tipAmount: 18,
        totalAmount: 138,
        perPerson: 138,
      },
    });
    expect(amount('Total Amount')).toBe('$138.00');
    await settle();
    await settle();
    expect(usageCalls()).toHaveLength(1);

    // Each press is a calculation; a later edit is recorded again once it settles.
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(usageCalls()).toHaveLength(2));
    await user.click(preset('25%'));
    await settle();
    await waitFor(() => expect(usageCalls()).toHaveLength(3));
    expect(usageCalls()[2]?.body.inputs).toMatchObject({ tipPercentage: 25, tipAmount: 30 });
  });

  it('Calculate on the defaults records them; Enter in a field calculates too', async () => {
    const { user } = renderAt();
    await user.click(screen.getByLabelText('Bill Amount'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body.inputs).toMatchObject({ billAmount: 50, tipAmount: 7.5 });
  });

  it('typing a bill digit by digit records one use, not one per keystroke', async () => {
    const { user } = renderAt();
    await replace(user, 'Bill Amount', '5000');
    await settle();
    await settle();
    expect(usageCalls()).toHaveLength(1);
    expect(usageCalls()[0]?.body.inputs).toMatchObject({ billAmount: 5000, tipAmount: 750 });
  });

  it('groups thousands and rounds money to the cent', async () => {
    const { user } = renderAt();
    await replace(user, 'Bill Amount', '1234.56');
    await user.click(preset('18%'));
    await replace(user, 'Number of People', '3');
    // By hand: 1234.56 × 18% = 222.2208; 1456.7808 ÷ 3 = 485.5936.
    expect(amount('Tip Amount')).toBe('$222.22');
    expect(amount('Total Amount')).toBe('$1,456.78');
    expect(amount('Per Person')).toBe('$485.59');
    expect(result()).toHaveTextContent('18% tip on $1,234.56 is $222.22');
    const how = screen.getByRole('region', { name: 'How this was calculated' });
    expect(how).toHaveTextContent('1,234.56 × 18 ÷ 100 = 222.2208 ≈ $222.22');
  });

  it('the people buttons step by one and never go below 1', async () => {
    const { user } = renderAt();
    const fewer = screen.getByRole('button', { name: 'Fewer people' });
    expect(fewer).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More people' }));
    expect(screen.getByLabelText('Number of People')).toHaveValue('2');
    expect(amount('Per Person')).toBe('$28.75');
    expect(amount('Tip Per Person')).toBe('$3.75');
    expect(fewer).toBeEnabled();
    await user.click(fewer);
    expect(screen.getByLabelText('Number of People')).toHaveValue('1');
    expect(within(result()).queryByText('Per Person')).not.toBeInTheDocument();
    // The arrow keys step the field too (spec: people input min 1).
    await user.click(screen.getByLabelText('Number of People'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByLabelText('Number of People')).toHaveValue('3');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByLabelText('Number of People')).toHaveValue('1');
  });

  describe('invalid inputs get a message and keep the last good result, marked out of date', () => {
    it.each([
      ['Bill Amount', '0', 'The bill must be more than $0'],
      ['Bill Amount', '-20', 'The bill must be more than $0'],
      ['Bill Amount', '', 'Enter the bill amount'],
      ['Tip Percentage', '-5', 'The tip cannot be negative'],
      ['Tip Percentage', '', 'Enter the tip percentage'],
      ['Number of People', '0', 'At least 1 person'],
      ['Number of People', '', 'Enter the number of people'],
    ])('%s = "%s"', async (label, text, message) => {
      const { user } = renderAt();
      await replace(user, label, text);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(message)).toBeVisible();
      expect(amount('Tip Amount')).toBe('$7.50');
      expect(amount('Total Amount')).toBe('$57.50');
      expect(result()).toHaveTextContent('15% tip on $50.00 is $7.50');
      expect(result()).toHaveTextContent(
        'Out of date: correct the marked field to update the result.',
      );
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a 0% tip is valid', async () => {
      const { user } = renderAt();
      await replace(user, 'Tip Percentage', '0');
      expect(amount('Tip Amount')).toBe('$0.00');
      expect(amount('Total Amount')).toBe('$50.00');
      expect(result()).toHaveTextContent('0% tip on $50.00 is $0.00');
    });

    it('the last good result is the one shown, not the defaults', async () => {
      const { user } = renderAt();
      await replace(user, 'Bill Amount', '80');
      expect(amount('Tip Amount')).toBe('$12.00');
      await replace(user, 'Number of People', '0');
      expect(amount('Tip Amount')).toBe('$12.00');
      expect(amount('Total Amount')).toBe('$92.00');
    });
  });

  describe('shared links', () => {
    it('a link with inputs shows its result at once, without recording usage', async () => {
      renderAt(`${PATH}?bill=200&tip=18&people=2`);
      expect(screen.getByLabelText('Bill Amount')).toHaveValue('200');
      expect(preset('18%')).toHaveAttribute('aria-pressed', 'true');
      expect(amount('Tip Amount')).toBe('$36.00');
      expect(amount('Total Amount')).toBe('$236.00');
      expect(amount('Per Person')).toBe('$118.00');
      expect(result()).toHaveTextContent('18% tip on $200.00 is $36.00');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a link with invalid inputs shows dashes, never NaN', () => {
      renderAt(`${PATH}?bill=-5`);
      expect(amount('Tip Amount')).toBe('—');
      expect(amount('Total Amount')).toBe('—');
      expect(result()).not.toHaveTextContent(/NaN|tip on/);
    });
  });
});
