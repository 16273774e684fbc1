import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../theme/system.ts';
import { NativeTabs } from './NativeTabs.tsx';

const items = [
  { value: 'metric', label: 'Metric', content: <p>Kilograms and centimetres</p> },
  { value: 'imperial', label: 'Imperial', content: <p>Pounds, feet and inches</p> },
  { value: 'other', label: 'Other', content: <p>Stones</p> },
];

function renderTabs(props: Partial<Parameters<typeof NativeTabs>[0]> = {}) {
  return render(
    <ChakraProvider value={system}>
      <NativeTabs label="Units" items={items} look="choice" {...props} />
    </ChakraProvider>,
  );
}

describe('tabs', () => {
  it('shows the first tab’s panel, labelled by its tab, and only that tab in the Tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Units' })).toBeInTheDocument();
    const metric = screen.getByRole('tab', { name: 'Metric' });
    expect(metric).toHaveAttribute('aria-selected', 'true');
    expect(metric).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Imperial' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Metric' })).toHaveTextContent(
      'Kilograms and centimetres',
    );
    expect(screen.queryByText('Pounds, feet and inches')).not.toBeVisible();
  });

  it('selects a tab clicked, and tells the caller', async () => {
    const onValueChange = vi.fn();
    renderTabs({ onValueChange });
    await userEvent.click(screen.getByRole('tab', { name: 'Imperial' }));
    expect(screen.getByRole('tab', { name: 'Imperial' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Pounds, feet and inches')).toBeVisible();
    expect(screen.getByText('Kilograms and centimetres')).not.toBeVisible();
    expect(onValueChange).toHaveBeenCalledWith('imperial');
  });

  it('moves between tabs with the arrow keys, Home and End, selecting each', async () => {
    renderTabs({ defaultValue: 'imperial' });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Imperial' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveFocus();
    expect(screen.getByText('Stones')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Metric' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Metric' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the value its caller keeps', () => {
    const { rerender } = renderTabs({ value: 'metric' });
    rerender(
      <ChakraProvider value={system}>
        <NativeTabs label="Units" items={items} look="choice" value="other" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Stones')).toBeVisible();
  });

  it('draws a lazily mounted tab only once it is first chosen, then keeps it', async () => {
    renderTabs({ lazyMount: true });
    expect(screen.queryByText('Pounds, feet and inches')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Imperial' }));
    expect(screen.getByText('Pounds, feet and inches')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Metric' }));
    expect(screen.getByText('Pounds, feet and inches')).toBeInTheDocument();
  });
});
