import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FigureText, SentenceText } from './FigureText.tsx';

describe('FigureText', () => {
  it('lets a long figure break after its grouping signs only, its decimals kept with it', () => {
    const { container } = render(<FigureText text="314,159,259,075,794,000.0000 cubic metres" />);
    expect(container.innerHTML).toBe(
      '314,<wbr>159,<wbr>259,<wbr>075,<wbr>794,<wbr>000.0000 cubic metres',
    );
    expect(container.textContent).toBe('314,159,259,075,794,000.0000 cubic metres');
  });

  it('writes a figure in a French visitor’s signs, breaking after its groups, not its decimal comma', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    const { container } = render(<FigureText text="€497,929,222,979,127.06" />);
    const n = '\u202f';
    expect(container.innerHTML).toBe(`€497${n}<wbr>929${n}<wbr>222${n}<wbr>979${n}<wbr>127,06`);
    vi.restoreAllMocks();
  });

  it('leaves a short figure whole', () => {
    const { container } = render(<FigureText text="$1,234,567.89" />);
    expect(container.innerHTML).toBe('$1,234,567.89');
  });
});

describe('SentenceText', () => {
  it('keeps a minus sign with the figure it starts, not with a subtraction', () => {
    const { container } = render(
      <SentenceText text="Net = CA$341,974 − CA$359,670.25 = -CA$17,696.35; 9 - 3 = 6 (-5)" />,
    );
    expect(container.innerHTML).toBe(
      'Net = CA$341,974 − CA$359,670.25 = <span style="white-space: nowrap;">-C</span>A$17,696.35; ' +
        '9 - 3 = 6 (<span style="white-space: nowrap;">-5</span>)',
    );
  });

  it('lets a long figure in a sentence break after its separators', () => {
    const { container } = render(
      <SentenceText text="Binary: 11000000.10101000.00000001.00000000" />,
    );
    expect(container.innerHTML).toBe('Binary: 11000000.<wbr>10101000.<wbr>00000001.<wbr>00000000');
  });
});
