import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../theme/system.ts';
import type { ChartSpec } from './definition.ts';
import { SvgChart } from './SvgChart.tsx';

// The chart as a visitor sees it: its key, its axes, and the values of the point pointed at or
// tapped. Amounts here are made up for the drawing; no calculation is checked.

const bars: ChartSpec = {
  kind: 'stacked-bars',
  caption: 'Principal and interest by year.',
  x: { key: 'year', label: 'Loan year', tooltip: 'Year' },
  series: [
    { id: 'principal', label: 'Principal', color: 'blue.solid' },
    { id: 'interest', label: 'Interest', color: 'orange.solid' },
  ],
  data: [
    { year: '1', principal: 1000, interest: 2000.5 },
    { year: '2', principal: 1100, interest: 1900 },
    { year: '3', principal: 1200, interest: 1800 },
    { year: '4', principal: 1300, interest: 1700.25 },
  ],
};

function draw(chart: ChartSpec) {
  const { container } = render(
    <ChakraProvider value={system}>
      <SvgChart chart={chart} currency="USD" decimals={2} />
    </ChakraProvider>,
  );
  // The plot: the box holding the drawing, 400 px wide on this made-up screen.
  const plot = container.querySelector('svg[viewBox="0 0 1000 1000"]')!.parentElement!;
  vi.spyOn(plot, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 400, 200));
  return { container, plot };
}

/** The values shown for a point, or null. */
const pointValues = (container: HTMLElement) =>
  container.querySelector('[data-chart-point]')?.textContent ?? null;

afterEach(() => vi.restoreAllMocks());

describe('SvgChart', () => {
  it('draws its key, round amounts on its axis and the labels of its points', () => {
    const { container } = draw(bars);
    expect(container).toHaveTextContent('Principal');
    expect(container).toHaveTextContent('Interest');
    // Stacks reach 3,000.50: the axis goes to 4,000 in steps of 1,000.
    for (const tick of ['$0', '$1K', '$2K', '$3K', '$4K']) {
      expect(screen.getByText(tick, { exact: true })).toBeInTheDocument();
    }
    expect(container).toHaveTextContent('Loan year');
    expect(container.querySelectorAll('svg[viewBox="0 0 1000 1000"] > rect')).toHaveLength(8);
    expect(pointValues(container)).toBeNull();
  });

  it('shows the values of the point under the mouse, and hides them when it leaves', () => {
    const { container, plot } = draw(bars);
    // The second of four points spans 100-200 px into the plot, whose left edge is at 100 px.
    fireEvent.pointerMove(plot, { clientX: 250, pointerType: 'mouse' });
    expect(pointValues(container)).toBe('Year 2Principal$1,100.00Interest$1,900.00');
    fireEvent.pointerMove(plot, { clientX: 499, pointerType: 'mouse' });
    expect(pointValues(container)).toBe('Year 4Principal$1,300.00Interest$1,700.25');
    fireEvent.pointerLeave(plot, { pointerType: 'mouse' });
    expect(pointValues(container)).toBeNull();
  });

  it('shows a tapped point until it is tapped again', () => {
    const { container, plot } = draw(bars);
    fireEvent.pointerDown(plot, { clientX: 120, pointerType: 'touch' });
    // A finger lifted leaves the values on screen.
    fireEvent.pointerLeave(plot, { pointerType: 'touch' });
    expect(pointValues(container)).toBe('Year 1Principal$1,000.00Interest$2,000.50');
    fireEvent.pointerDown(plot, { clientX: 130, pointerType: 'touch' });
    expect(pointValues(container)).toBeNull();
  });

  it('puts the values beside the point, on the side with more room, inside the plot', () => {
    // A plot 400 px wide; the values' box is 150 px wide.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(150);
    const { container, plot } = draw(bars);
    const left = () => container.querySelector<HTMLElement>('[data-chart-point]')!.style.left;
    // Point 1 of 4 is centred at 50 px: its values start 54 px to its right (half a slot + 4).
    fireEvent.pointerDown(plot, { clientX: 120, pointerType: 'mouse' });
    expect(left()).toBe('104px');
    // Point 4, centred at 350 px: its values end 54 px to its left.
    fireEvent.pointerDown(plot, { clientX: 480, pointerType: 'mouse' });
    expect(left()).toBe('146px');
  });

  it('keeps the values inside a narrow plot', () => {
    // A phone's plot, 260 px wide, and values 165 px wide: beside point 2 they would end at 299 px.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(260);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(165);
    const { container, plot } = draw(bars);
    fireEvent.pointerDown(plot, { clientX: 250, pointerType: 'touch' });
    expect(container.querySelector<HTMLElement>('[data-chart-point]')!.style.left).toBe('95px');
  });

  it('draws lines broken where a point has no value, and marks the point pointed at', () => {
    const lines: ChartSpec = {
      ...bars,
      kind: 'lines',
      series: [{ id: 'balance', label: 'Balance', color: 'teal.solid', dashed: true }],
      data: [
        { year: '0', balance: 100 },
        { year: '1' },
        { year: '2', balance: 50 },
        { year: '3', balance: 0 },
      ],
    };
    const { container, plot } = draw(lines);
    const path = container.querySelector('svg[viewBox="0 0 1000 1000"] path')!;
    // Two pieces: the first point alone, then the last two.
    expect(path.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    expect(path.getAttribute('stroke-dasharray')).toBe('5 4');
    fireEvent.pointerMove(plot, { clientX: 250, pointerType: 'mouse' });
    // A point without a value shows its label only.
    expect(pointValues(container)).toBe('Year 1');
    fireEvent.pointerMove(plot, { clientX: 350, pointerType: 'mouse' });
    expect(pointValues(container)).toBe('Year 2Balance$50.00');
  });
});
