import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render.tsx';
import { defineCalculator } from './definition.ts';
import { DefinitionCalculator } from './DefinitionCalculator.tsx';

// The frame's second scenario (scenarios.ts, ScenarioCompare.tsx), once, on a calculator of two
// fields (a year's simple interest): opened from a link's b. values or by the visitor, B's own
// values written to the link under b., every other value following A's.

const interest = defineCalculator({
  slug: 'interest',
  currency: 'USD',
  fields: {
    principal: {
      kind: 'money',
      label: 'Principal',
      default: '1000',
      min: 0,
      max: 1e6,
      messages: { required: 'Enter the principal', min: 'Too small', max: 'Too big' },
    },
    rate: {
      kind: 'percent',
      label: 'Rate',
      default: '5',
      min: 0,
      max: 100,
      messages: { required: 'Enter the rate', min: 'Too small', max: 'Too big' },
    },
  },
  outputs: { interest: { label: 'Interest for a year', format: 'money' } },
  compute: (v) => ({ interest: (v.principal * v.rate) / 100 }),
  steps: () => [],
  about: [],
  faq: [
    { question: 'a', answer: 'a' },
    { question: 'b', answer: 'b' },
    { question: 'c', answer: 'c' },
  ],
  references: [
    { source: 's', inputs: {}, expected: { interest: 50 }, tolerance: 0 },
    { source: 's', inputs: {}, expected: { interest: 50 }, tolerance: 0 },
    { source: 's', inputs: {}, expected: { interest: 50 }, tolerance: 0 },
  ],
});

function renderInterest(query: string) {
  const user = userEvent.setup({ delay: null });
  const router = renderWithRouter(
    <DefinitionCalculator definition={interest} calculatorId={1} slug="interest" name="Interest" />,
    `/calculator/interest${query}`,
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { user, params };
}

const comparison = () => screen.findByRole('region', { name: 'Compare with another scenario' });

/** A result's group of rows in the comparison: its name, then its figures in A, B and B − A. */
const resultGroup = (container: HTMLElement, name: string) =>
  within(container).getByText(name, { selector: 'th' }).closest('tbody')!;

// The section's code, loaded as a browser loads it before hydrating a page that has it.
beforeAll(async () => {
  await import('./ScenarioCompare.tsx');
});

describe('a second scenario', () => {
  it('opens from a link with both results and the difference, and keeps B’s values under b.', async () => {
    const { user, params } = renderInterest('?principal=2000&rate=5&b.rate=6.5');
    const section = await comparison();
    const table = within(section).getByRole('table', { name: 'Results of both scenarios' });
    // 5% of 2,000 is 100.00; 6.5%, 130.00.
    const result = () => resultGroup(table, 'Interest for a year');
    expect(result()).toHaveTextContent('Interest for a year$100.00$130.00+$30.00');
    expect(section).toHaveTextContent('Rate: 6.5% instead of 5%');
    const form = within(section).getByRole('form', { name: 'Scenario B' });
    expect(within(form).getByLabelText('Rate')).toHaveValue('6.5');
    expect(within(form).getByLabelText('Principal')).toHaveValue('2000');

    // B's other values follow A's.
    const formA = screen.getByRole('form', { name: 'Interest' });
    await user.clear(within(formA).getByLabelText('Principal'));
    await user.paste('3000');
    await waitFor(() => expect(within(form).getByLabelText('Principal')).toHaveValue('3000'));
    expect(result()).toHaveTextContent('$150.00$195.00+$45.00');

    await user.clear(within(form).getByLabelText('Rate'));
    await user.paste('4');
    await waitFor(() => expect(params().get('b.rate')).toBe('4'));
    expect(result()).toHaveTextContent('$150.00$120.00−$30.00');
    // A value B cannot use is not written: the link keeps the last valid one.
    await user.type(within(form).getByLabelText('Rate'), 'x');
    expect(params().get('b.rate')).toBe('4');
    expect(section).toHaveTextContent('Correct the marked field of scenario B to see its result.');

    await user.click(within(section).getByRole('button', { name: 'Stop comparing' }));
    await waitFor(() => expect(params().has('b.rate')).toBe(false));
    expect(screen.queryByRole('region', { name: 'Compare with another scenario' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compare with another scenario' })).toHaveFocus(),
    );
  });

  it('opens for the visitor as a copy of A, writing only what B changes', async () => {
    const { user, params } = renderInterest('');
    await user.click(screen.getByRole('button', { name: 'Compare with another scenario' }));
    const section = await comparison();
    await waitFor(() => expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(section).toHaveTextContent('Scenario B is scenario A until you change a value.');
    expect(resultGroup(section, 'Interest for a year')).toHaveTextContent('$50.00$50.00Same');
    expect([...params().keys()]).toEqual([]);

    const form = within(section).getByRole('form', { name: 'Scenario B' });
    await user.clear(within(form).getByLabelText('Principal'));
    await user.paste('1500');
    await waitFor(() => expect(params().get('b.principal')).toBe('1500'));
    expect([...params().keys()]).toEqual(['b.principal']);
    expect(screen.getByRole('form', { name: 'Interest' })).toHaveFormValues({ principal: '1000' });
  });
});
