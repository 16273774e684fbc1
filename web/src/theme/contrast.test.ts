import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb } from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([37, 99, 235], [37, 99, 235])).toBe(1);
  });

  it('matches published WCAG values', () => {
    // #767676 on white is the classic 4.54:1 grey; #949494 is 3.03:1.
    expect(contrastRatio(hexToRgb('#767676'), hexToRgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hexToRgb('#949494'), hexToRgb('#FFFFFF'))).toBeCloseTo(3.03, 2);
  });
});

describe('hexToRgb', () => {
  it('reads #rrggbb in either case and refuses anything else', () => {
    expect(hexToRgb('#2563EB')).toEqual([37, 99, 235]);
    expect(() => hexToRgb('#fff')).toThrow('Not a #rrggbb colour');
    expect(() => hexToRgb('blue')).toThrow();
  });
});
