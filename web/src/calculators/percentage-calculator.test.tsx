import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usageCalls } from '../test/handlers/analytics.ts';
import { renderWithRouter } from '../test/render.tsx';
import { DefinitionTabs } from '../engine/DefinitionTabs.tsx';
import percentage from './percentage-calculator.ts';

let router: ReturnType<typeof renderWithRouter>;

function renderCalculator(path = '/calculator/percentage-calculator', syncUrl = true) {
  const user = userEvent.setup();
  router = renderWithRouter(
    <DefinitionTabs
      calculator={percentage}
      calculatorId={6}
      name="Percentage calculator"
      syncUrl={syncUrl}
    />,
    path,
  );
  return user;
}

/** The visible tab panel (hidden panels are left out of role queries). */
function panel() {
  return within(screen.getByRole('tabpanel'));
}

function result() {
  return within(screen.getByRole('tabpanel')).getByRole('status');
}

/** The worked steps of the visible tab's result. */
function how() {
  return panel().getByRole('region', { name: 'How this was calculated' });
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => {
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    // The panel left behind is hidden once its closing state has settled.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = panel().getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** Lets any in-flight analytics POST land, so "no call was made" can really fail. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the percentage calculator', () => {
  it('offers the modes as tabs, in order, with Percent of selected', () => {
    renderCalculator();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Percent of',
      'What percent',
      'Percent change',
      'Difference',
      'Increase / decrease',
    ]);
    expect(screen.getByRole('tab', { name: 'Percent of' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  describe('default results on first render (spec section 9)', () => {
    it('Percent of: 15% of 200 is 30.00', () => {
      renderCalculator();
      expect(panel().getByText('What is X% of Y?')).toBeInTheDocument();
      expect(panel().getByLabelText('Percentage (X)')).toHaveValue('15');
      expect(panel().getByLabelText('Value (Y)')).toHaveValue('200');
      expect(within(result()).getByText('30.00')).toBeInTheDocument();
      expect(result()).toHaveTextContent('15% of 200 is 30.00.');
      expect(how()).toHaveTextContent('200 × 15 ÷ 100 = 30');
      expect(result()).toHaveAttribute('aria-live', 'polite');
    });

    it('Percent of: 0.1% of 0.2 is 0.0002, not 0.00', () => {
      // 0.2 × 0.1 ÷ 100 = 0.0002: 2 decimals would show a result that is not 0 as 0.00.
      renderCalculator(
        '/calculator/percentage-calculator?mode=percent-of&percentage=0.1&value=0.2',
      );
      expect(within(result()).getByText('0.0002')).toBeInTheDocument();
      expect(result()).toHaveTextContent('0.1% of 0.2 is 0.0002.');
    });

    it('What percent: 30 is 15.00% of 200', async () => {
      const user = renderCalculator();
      await openTab(user, 'What percent');
      expect(panel().getByText('X is what percent of Y?')).toBeInTheDocument();
      expect(panel().getByLabelText('Value (X)')).toHaveValue('30');
      expect(panel().getByLabelText('Total (Y)')).toHaveValue('200');
      expect(within(result()).getByText('15.00%')).toBeInTheDocument();
      expect(result()).toHaveTextContent('30 is 15.00% of 200.');
      expect(how()).toHaveTextContent('30 ÷ 200 × 100 = 15%');
    });

    it('Percent change: 200 to 250 is a 25.00% increase, change 50.00', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      expect(panel().getByLabelText('Original value (X)')).toHaveValue('200');
      expect(panel().getByLabelText('New value (Y)')).toHaveValue('250');
      expect(result()).toHaveTextContent('Percentage change25.00%Change50.00');
      expect(result()).toHaveTextContent('From 200 to 250 is a 25.00% increase.');
      expect(how()).toHaveTextContent('250 − 200 = 5050 ÷ |200| × 100 = 25%');
    });

    it('Difference: 50 and 75 differ by 40.00%', async () => {
      const user = renderCalculator();
      await openTab(user, 'Difference');
      expect(within(result()).getByText('40.00%')).toBeInTheDocument();
      expect(how()).toHaveTextContent('|50 − 75| ÷ ((50 + 75) ÷ 2) × 100 = 40%');
    });

    it('Increase / decrease: 200 increased by 15% is 230.00', async () => {
      const user = renderCalculator();
      await openTab(user, 'Increase / decrease');
      expect(within(result()).getByText('230.00')).toBeInTheDocument();
      expect(how()).toHaveTextContent('200 + 200 × 15 ÷ 100 = 230');
    });

    it('records no usage for the default results', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      await settle();
      expect(usageCalls()).toEqual([]);
    });
  });

  it('recalculates an edited input only when Calculate is pressed, and records usage once', async () => {
    const user = renderCalculator();
    await replace(user, 'Percentage (X)', '20');
    expect(within(result()).getByText('30.00')).toBeInTheDocument();
    await settle();
    expect(usageCalls()).toEqual([]);

    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    expect(within(result()).getByText('40.00')).toBeInTheDocument();
    expect(how()).toHaveTextContent('200 × 20 ÷ 100 = 40');

    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    await settle();
    expect(usageCalls()).toEqual([
      {
        path: 'calculator-usage',
        body: {
          calculatorId: 6,
          calculatorSlug: 'percentage-calculator',
          inputs: { calculationType: 'percent-of', percentage: 20, value: 200, result: 40 },
        },
      },
    ]);
  });

  it('calculates when Enter is pressed in a field (keyboard use)', async () => {
    const user = renderCalculator();
    await openTab(user, 'What percent');
    await replace(user, 'Value (X)', '50');
    await user.keyboard('{Enter}');
    expect(within(result()).getByText('25.00%')).toBeInTheDocument();
    await waitFor(() => expect(usageCalls()).toHaveLength(1));
    expect(usageCalls()[0]?.body).toEqual({
      calculatorId: 6,
      calculatorSlug: 'percentage-calculator',
      inputs: { calculationType: 'what-percent', valueX: 50, valueY: 200, result: 25 },
    });
  });

  describe('formats results with 2 decimals and thousands separators', () => {
    it('rounds a repeating percentage: 1 is 33.33% of 3', async () => {
      const user = renderCalculator();
      await openTab(user, 'What percent');
      await replace(user, 'Value (X)', '1');
      await replace(user, 'Total (Y)', '3');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('33.33%')).toBeInTheDocument();
      expect(result()).not.toHaveTextContent('33.333333333333336');
    });

    it('groups thousands: 12.5% of 9876543.21 is 1,234,567.90', async () => {
      const user = renderCalculator();
      await replace(user, 'Percentage (X)', '12.5');
      await replace(user, 'Value (Y)', '9876543.21');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('1,234,567.90')).toBeInTheDocument();
      expect(how()).toHaveTextContent('9,876,543.21 × 12.5 ÷ 100 = 1,234,567.90125');
    });

    it('names a decrease and shows a negative change: 250 to 200', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      await replace(user, 'Original value (X)', '250');
      await replace(user, 'New value (Y)', '200');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent('Percentage change-20.00%Change-50.00');
      expect(result()).toHaveTextContent('From 250 to 200 is a 20.00% decrease.');
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      expect(usageCalls()[0]?.body.inputs).toEqual({
        calculationType: 'percent-change',
        originalValue: 250,
        newValue: 200,
        changeAmount: -50,
        percentageChange: -20,
      });
    });

    it('handles a negative original: -50 to -25 is a 50.00% increase', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      await replace(user, 'Original value (X)', '-50');
      await replace(user, 'New value (Y)', '-25');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent('From -50 to -25 is a 50.00% increase.');
      expect(how()).toHaveTextContent('-25 − (-50) = 2525 ÷ |-50| × 100 = 50%');
    });

    it('says “an 80.00% increase”, as it is read aloud', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      await replace(user, 'Original value (X)', '100');
      await replace(user, 'New value (Y)', '180');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent('From 100 to 180 is an 80.00% increase.');
    });
  });

  describe('invalid entries show a message under the field instead of NaN or Infinity', () => {
    it('a blank field: the last result stays, said to be out of date', async () => {
      const user = renderCalculator();
      await replace(user, 'Value (Y)', '');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent(
        'Out of date: correct the marked field to update the result.',
      );
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
      expect(panel().getByLabelText('Value (Y)')).toHaveAttribute('aria-invalid', 'true');
      expect(panel().getByLabelText('Value (Y)')).toHaveAccessibleDescription('Enter a number');
      expect(panel().getByLabelText('Percentage (X)')).not.toHaveAttribute('aria-invalid');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('text that is not a number, in both fields', async () => {
      const user = renderCalculator();
      await replace(user, 'Percentage (X)', 'abc');
      await replace(user, 'Value (Y)', 'e');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(panel().getByLabelText('Percentage (X)')).toHaveAccessibleDescription(
        'Enter a number',
      );
      expect(panel().getByLabelText('Value (Y)')).toHaveAccessibleDescription('Enter a number');
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
    });

    it('a division by zero in What percent', async () => {
      const user = renderCalculator();
      await openTab(user, 'What percent');
      await replace(user, 'Total (Y)', '0');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(panel().getByLabelText('Total (Y)')).toHaveAccessibleDescription(
        'Cannot divide by zero: Y must not be 0.',
      );
      expect(result()).toHaveTextContent('Out of date');
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
      expect(panel().getByLabelText('Total (Y)')).toHaveAttribute('aria-invalid', 'true');
      await settle();
      expect(usageCalls()).toEqual([]);
    });

    it('a zero original value in Percent change', async () => {
      const user = renderCalculator();
      await openTab(user, 'Percent change');
      await replace(user, 'Original value (X)', '0');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(panel().getByLabelText('Original value (X)')).toHaveAccessibleDescription(
        'Cannot divide by zero: the original value must not be 0.',
      );
      expect(result()).not.toHaveTextContent(/NaN|Infinity/);
    });

    it('a zero average in Difference', async () => {
      const user = renderCalculator();
      await openTab(user, 'Difference');
      await replace(user, 'First value (X)', '-5');
      await replace(user, 'Second value (Y)', '5');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(panel().getByLabelText('Second value (Y)')).toHaveAccessibleDescription(
        'Cannot divide by zero: the average of the two values must not be 0.',
      );
    });

    it('a result too large to hold', async () => {
      const user = renderCalculator();
      await replace(user, 'Percentage (X)', '1e300');
      await replace(user, 'Value (Y)', '1e300');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent('The result is too large to calculate.');
      expect(result()).not.toHaveTextContent(/NaN|Infinity|∞/);
    });

    it('recovers once the entry is fixed', async () => {
      const user = renderCalculator();
      await replace(user, 'Value (Y)', '');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(result()).toHaveTextContent('Out of date');
      await replace(user, 'Value (Y)', '400');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('60.00')).toBeInTheDocument();
      expect(result()).not.toHaveTextContent('Out of date');
      expect(panel().getByLabelText('Value (Y)')).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('the extra modes record their own payloads', () => {
    it('Difference', async () => {
      const user = renderCalculator();
      await openTab(user, 'Difference');
      await replace(user, 'First value (X)', '10');
      await replace(user, 'Second value (Y)', '20');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('66.67%')).toBeInTheDocument();
      await waitFor(() => expect(usageCalls()).toHaveLength(1));
      const inputs = usageCalls()[0]?.body.inputs as Record<string, number>;
      expect(inputs).toMatchObject({ calculationType: 'difference', valueX: 10, valueY: 20 });
      expect(inputs.result).toBeCloseTo(200 / 3, 10);
    });

    it('Increase / decrease: switching to Decrease waits for Calculate', async () => {
      const user = renderCalculator();
      await openTab(user, 'Increase / decrease');
      await replace(user, 'Value (X)', '19.99');
      await replace(user, 'Percentage (Y)', '7.5');
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('21.49')).toBeInTheDocument();
      expect(how()).toHaveTextContent('19.99 + 19.99 × 7.5 ÷ 100 = 21.48925');

      await user.click(panel().getByRole('radio', { name: 'Decrease' }));
      expect(panel().getByRole('radio', { name: 'Decrease' })).toBeChecked();
      expect(within(result()).getByText('21.49')).toBeInTheDocument();
      await user.click(panel().getByRole('button', { name: 'Calculate' }));
      expect(within(result()).getByText('18.49')).toBeInTheDocument();
      expect(result()).toHaveTextContent('19.99 decreased by 7.5% is 18.49.');

      await waitFor(() => expect(usageCalls()).toHaveLength(2));
      const [increased, decreased] = usageCalls().map(
        (call) => call.body.inputs as Record<string, number>,
      );
      expect(increased).toMatchObject({
        calculationType: 'increase-decrease',
        value: 19.99,
        percentage: 7.5,
      });
      expect(increased?.result).toBeCloseTo(21.48925, 10);
      expect(increased?.changeAmount).toBeCloseTo(1.49925, 10);
      expect(decreased?.result).toBeCloseTo(18.49075, 10);
      expect(decreased?.changeAmount).toBeCloseTo(-1.49925, 10);
    });
  });

  it('keeps each tab’s own entries and result when switching tabs', async () => {
    const user = renderCalculator();
    await replace(user, 'Percentage (X)', '50');
    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    expect(within(result()).getByText('100.00')).toBeInTheDocument();
    await openTab(user, 'Difference');
    await openTab(user, 'Percent of');
    expect(panel().getByLabelText('Percentage (X)')).toHaveValue('50');
    expect(within(result()).getByText('100.00')).toBeInTheDocument();
  });
});

describe('solving Percent of the other way', () => {
  it('finds the value of which 22 is 10% (Wikipedia: 10% of $220 is $22)', async () => {
    const user = renderCalculator();
    await user.selectOptions(panel().getByLabelText('Solve for'), 'Value (Y)');
    await replace(user, 'Percentage (X)', '10');
    await replace(user, 'Result', '22');
    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    expect(result()).toHaveTextContent('Value (Y)220.00');
    expect(result()).toHaveTextContent('10% of 220 is 22.00.');
    expect(router.state.location.search).toBe(
      '?mode=percent-of&percentage=10&result=22&solve=value',
    );
  });

  it('asks for a value other than 0 when solving for the percentage of 0', () => {
    renderCalculator(
      '/calculator/percentage-calculator?mode=percent-of&value=0&result=5&solve=percentage',
    );
    expect(panel().getByLabelText('Value (Y)')).toHaveAccessibleDescription(
      'Enter a value other than 0: every percentage of 0 is 0.',
    );
    expect(result()).toHaveTextContent('Correct the marked field to see the result.');
    expect(result()).not.toHaveTextContent(/NaN|Infinity/);
  });

  it('rounds a solved value to 2 decimals, and the sentence agrees with it', async () => {
    renderCalculator(
      '/calculator/percentage-calculator?mode=percent-of&percentage=3&result=1&solve=value',
    );
    // 1 ÷ 3% = 33.333…, shown and used as 33.33: 3% of 33.33 is 1.00 (0.9999).
    expect(result()).toHaveTextContent('Value (Y)33.33');
    expect(result()).toHaveTextContent('3% of 33.33 is 1.00.');
  });

  it('a calculation in another tab takes the unknown out of the link', async () => {
    const user = renderCalculator(
      '/calculator/percentage-calculator?mode=percent-of&percentage=10&result=22&solve=value',
    );
    await openTab(user, 'Difference');
    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    expect(router.state.location.search).toBe('?mode=difference');
  });
});

describe('inputs in the URL', () => {
  it('opens the tab and result named by a shared link', async () => {
    renderCalculator('/calculator/percentage-calculator?mode=what-percent&valueX=50&valueY=400');
    expect(screen.getByRole('tab', { name: 'What percent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(result()).toHaveTextContent('12.50%');
  });

  it('writes a share to the 2 decimals the spec fixes, near 100% too', () => {
    // 19,999 ÷ 20,000 = 99.995%, half-up to 2 decimals: 100.00% (other calculators say 99.995%).
    renderCalculator(
      '/calculator/percentage-calculator?mode=what-percent&valueX=19999&valueY=20000',
    );
    expect(result()).toHaveTextContent('100.00%');
    expect(result()).not.toHaveTextContent('99.995');
  });

  it('writes the calculated mode and values to the URL', async () => {
    const user = renderCalculator();
    const input = panel().getByRole('textbox', { name: /Value \(Y\)/ });
    await user.clear(input);
    await user.type(input, '80');
    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    // Inputs at their defaults are left out: the link reads them back as the defaults.
    expect(router.state.location.search).toBe('?mode=percent-of&value=80');
  });

  it('leaves the URL alone when embedded (syncUrl false)', async () => {
    const user = renderCalculator('/', false);
    await user.click(panel().getByRole('button', { name: 'Calculate' }));
    expect(router.state.location.search).toBe('');
  });
});
