import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '../../engine/evaluate.ts';
import countdown from '../countdown-calculator.ts';
import LiveCountdownPanel, { spanParts } from './LiveCountdownPanel.tsx';
import { system } from '../../theme/system.ts';

function renderPanel(texts: Record<string, string>) {
  const { values, results } = evaluate(countdown, texts);
  render(
    <ChakraProvider value={system}>
      <LiveCountdownPanel texts={texts} values={values!} results={results!} onChange={() => {}} />
    </ChakraProvider>,
  );
}

/** The four numbers in the timer: days, hours, minutes, seconds. */
function shown(): string[] {
  return [...screen.getByRole('timer').querySelectorAll('p:first-child')].map(
    (p) => p.textContent!,
  );
}

describe('the live countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from now to the target and ticks each second', () => {
    // 2026-12-24T22:59:50Z is 23:59:50 in Paris (UTC+1): 10 seconds to Christmas Day there.
    vi.setSystemTime(new Date('2026-12-24T22:59:50Z'));
    renderPanel({ event: 'christmas', zone: 'Europe/Paris', from: '2026-12-01' });
    expect(screen.getByRole('region', { name: 'Live countdown from now' })).toBeInTheDocument();
    expect(shown()).toEqual(['0', '00', '00', '10']);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toEqual(['0', '00', '00', '07']);
  });

  it('counts the time since a target that has passed', () => {
    // 1 000 000 000 s after the Unix epoch was 2001-09-09 01:46:40 UTC; a day, an hour, a minute
    // and a second later is 2001-09-10 02:47:41 UTC.
    vi.setSystemTime(new Date('2001-09-10T02:47:41Z'));
    renderPanel({ zone: 'UTC', from: '2001-09-01', target: '2001-09-09T01:46:40' });
    expect(
      screen.getByRole('region', { name: 'Time since the target, from now' }),
    ).toBeInTheDocument();
    expect(shown()).toEqual(['1', '01', '01', '01']);
  });
});

describe('spanParts', () => {
  it('splits seconds into days, hours, minutes and seconds, whatever the sign', () => {
    // 2 days 3 hours 4 minutes 5 seconds = 2 × 86,400 + 3 × 3,600 + 4 × 60 + 5 = 183,845 s.
    expect(spanParts(-183_845).map((part) => part.value)).toEqual([2, 3, 4, 5]);
    expect(spanParts(183_845).map((part) => part.value)).toEqual([2, 3, 4, 5]);
  });
});
