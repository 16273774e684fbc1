import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DefinitionCalculator } from '../../engine/DefinitionCalculator.tsx';
import { renderWithRouter } from '../../test/render.tsx';
import scientific from '../scientific-calculator.ts';

// The keypad drawn by the page frame under the expression field: its keys write into the field,
// the result follows, and the memory is shown while it is not 0.

async function renderAt(entry = '/calculator/scientific-calculator') {
  const user = userEvent.setup();
  const router = renderWithRouter(
    <DefinitionCalculator
      definition={scientific}
      calculatorId={41}
      slug={scientific.slug}
      name="Scientific calculator"
    />,
    entry,
  );
  const keypad = await screen.findByRole('group', { name: 'Keypad' });
  const key = (name: string | RegExp) => within(keypad).getByRole('button', { name });
  return { user, router, keypad, key, field: () => screen.getByLabelText('Expression') };
}

const result = () => screen.getByRole('status');

describe('the scientific calculator keypad', () => {
  it('writes keys into the expression, and the result follows', async () => {
    const { user, key, field } = await renderAt();
    expect(result()).toHaveTextContent('32.5');
    await user.click(key('C, clear'));
    expect(field()).toHaveValue('0');
    for (const name of ['2', 'plus', '3', 'multiply', '4']) await user.click(key(name));
    expect(field()).toHaveValue('2+3×4');
    expect(result()).toHaveTextContent('14');
    await user.click(key('Delete the last character'));
    expect(field()).toHaveValue('2+3×');
    await user.click(key('sin, sine'));
    for (const name of ['3', '0', 'close bracket']) await user.click(key(name));
    expect(field()).toHaveValue('2+3×sin(30)');
    expect(result()).toHaveTextContent('3.5');
  });

  it('replaces the expression with its result on =, and recalls it as Ans', async () => {
    const { user, key, field } = await renderAt('/calculator/scientific-calculator?expr=2%5E3%5E2');
    expect(key('Ans, the last answer')).toBeDisabled();
    await user.click(key('equals'));
    expect(field()).toHaveValue('512');
    for (const name of ['divide', 'Ans, the last answer']) await user.click(key(name));
    expect(field()).toHaveValue('512÷512');
    expect(result()).toHaveTextContent('1');
  });

  it('keeps a memory and shows it while it is not 0', async () => {
    const { user, key, keypad, field } = await renderAt('/calculator/scientific-calculator?expr=6');
    expect(within(keypad).queryByText(/Memory/)).toBeNull();
    await user.click(key('M+, add to memory'));
    await user.click(key('M+, add to memory'));
    expect(within(keypad).getByText('Memory: 12')).toBeInTheDocument();
    await user.click(key('C, clear'));
    await user.click(key('MR, memory recall'));
    expect(field()).toHaveValue('12');
    await user.click(key('MC, memory clear'));
    expect(within(keypad).queryByText(/Memory/)).toBeNull();
  });

  it('still takes the keyboard in the field; Enter changes nothing', async () => {
    const { user, field } = await renderAt();
    await user.clear(field());
    await user.type(field(), '1/0{Enter}');
    expect(field()).toHaveValue('1/0');
    expect(
      screen.getByText('Division by zero at position 2: a number cannot be divided by 0'),
    ).toBeInTheDocument();
    await user.type(field(), '{Backspace}4');
    expect(result()).toHaveTextContent('0.25');
  });

  it('reads angles in the unit chosen', async () => {
    const { user } = await renderAt('/calculator/scientific-calculator?expr=sin(90)');
    expect(result()).toHaveTextContent(/^Result1sin\(90\), angles in degrees/);
    await user.click(screen.getByRole('radio', { name: 'Radians' }));
    expect(result()).toHaveTextContent('0.893996663601');
  });
});
