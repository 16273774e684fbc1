import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import converter, { hslToRgb, NAMED_COLORS, readColor, rgbToHsl } from './color-converter.ts';

// Expected values worked out by hand from the CSS Color 4 formulas, and checked with Python's
// colorsys (rgb_to_hls, rgb_to_hsv).

function run(color?: string) {
  const { values, results, errors } = evaluate(converter, color === undefined ? {} : { color });
  expect(errors).toEqual({});
  const v = values as Parameters<typeof converter.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: converter.headline!.text(v, r, ''),
    caption: converter.headline!.caption(v, r, ''),
    facts: Object.fromEntries(converter.facts!(v, r).map((f) => [f.label, f.text])),
    steps: converter.steps(v, r),
  };
}

describe('the colour converter', () => {
  it('shows every form of the default, rebeccapurple', () => {
    const page = run();
    expect(page.headline).toBe('#663399');
    expect(page.caption).toBe('rgb(102, 51, 153), the CSS colour rebeccapurple');
    // l = (0.6 + 0.2) ÷ 2 = 40%; s = 0.2 ÷ 0.4 = 50%; hue (0.4 − 0.2) ÷ 0.4 + 4 = 4.5 × 60 = 270.
    expect(page.facts).toEqual({
      HEX: '#663399',
      RGB: 'rgb(102, 51, 153)',
      HSL: 'hsl(270, 50%, 40%)',
      'HSV (HSB)': 'hsv(270, 66.7%, 60%)',
      CMYK: 'cmyk(33.3%, 66.7%, 0%, 40%)',
    });
  });

  it('reads every form', () => {
    expect(run('#639').headline).toBe('#663399');
    expect(run('663399').headline).toBe('#663399');
    expect(run('RGB(102 51 153)').headline).toBe('#663399');
    expect(run('102, 51, 153').headline).toBe('#663399');
    expect(run('hsl(270deg 50% 40%)').headline).toBe('#663399');
    expect(run('hsla(270, 50%, 40%, 0.5)').headline).toBe('#663399');
    // hsv(270, 66.67%, 60%): 153 × (1 − 2/3) = 51 → #663399.
    expect(run('hsb(270, 66.67%, 60%)').headline).toBe('#663399');
    // cmyk(0, 100%, 100%, 0) is pure red.
    expect(run('cmyk(0%, 100%, 100%, 0%)').headline).toBe('#ff0000');
    expect(run('Dark Slate Gray').headline).toBe('#2f4f4f');
    // CSS Color 4: 100% is 255, so 50% is 127.5 and 90% is 229.5, each rounded half up.
    expect(run('rgb(100%, 0%, 50%)').headline).toBe('#ff0080');
    expect(run('rgb(90%, 90%, 90%)').headline).toBe('#e6e6e6');
  });

  it('reads a saturation or lightness without % as a percentage, as CSS does', () => {
    // CSS Color 4: hsl(270 50 40) is hsl(270, 50%, 40%).
    expect(run('hsl(270, 50, 40)').headline).toBe('#663399');
    // hsl(120, 1%, 50%): 127.5 ± 1.275 → rgb(126, 129, 126), not saturation 100% (#00ff00).
    expect(run('hsl(120, 1, 50)').headline).toBe('#7e817e');
    expect(run('hsl(120, 1%, 50%)').headline).toBe('#7e817e');
    expect(run('hsv(270, 66.67, 60)').headline).toBe('#663399');
    // device-cmyk() fractions: cmyk(0, 1, 1, 0) is red.
    expect(run('cmyk(0, 1, 1, 0)').headline).toBe('#ff0000');
  });

  it('handles greys, black and white', () => {
    const grey = run('#808080');
    expect(grey.results).toMatchObject({ hue: 0, saturation: 0, hsvSaturation: 0 });
    // K = 1 − 128/255 = 49.8039%.
    expect(grey.results.black).toBeCloseTo(49.8039, 4);
    expect(grey.caption).toBe('rgb(128, 128, 128), the CSS colour gray or grey');
    expect(run('black').facts.CMYK).toBe('cmyk(0%, 0%, 0%, 100%)');
    expect(run('white').facts.HSL).toBe('hsl(0, 0%, 100%)');
  });

  it('converts HSL both ways as CSS Color 4 does', () => {
    // hsl(120, 100%, 25%) = rgb(0, 127.5, 0).
    expect(hslToRgb(120, 1, 0.25).map((c) => c * 255)).toEqual([0, 127.5, 0]);
    const [h, s, l] = rgbToHsl(1, 0.5, 0);
    expect([h, s, l]).toEqual([30, 1, 0.5]);
  });

  it('has the 148 CSS named colours', () => {
    expect(NAMED_COLORS.size).toBe(148);
    expect(NAMED_COLORS.get('cornflowerblue')).toBe('6495ed');
  });

  it('says what is wrong with a colour', () => {
    expect(readColor('#12345')).toEqual({
      error: 'A HEX code has 3 or 6 digits from 0 to 9 and a to f: #639 or #663399',
    });
    expect(readColor('rgb(300, 0, 0)')).toEqual({
      error: 'Each of red, green and blue must be from 0 to 255 (or 0% to 100%)',
    });
    expect(readColor('hsl(10, 150%, 50%)')).toEqual({
      error: 'Saturation must be from 0% to 100%',
    });
    expect(evaluate(converter, { color: 'blurple' }).errors).toEqual({
      color:
        '“blurple” is not a colour we know: enter a HEX code (#663399), rgb(102, 51, 153), hsl(270, 50%, 40%), hsv(…), cmyk(…) or a CSS colour name',
    });
    expect(evaluate(converter, { color: '' }).errors).toEqual({
      color: 'Enter a colour, such as #663399 or rgb(102, 51, 153)',
    });
  });

  it('explains the steps with the visitor’s colour', () => {
    const page = run('#ff8000');
    expect(page.steps[0]).toBe(
      'HEX #ff8000: each pair of hex digits is a channel from 0 to 255: 255, 128, 0.',
    );
    expect(page.steps[4]).toBe(
      'CMYK: K = 1 − largest = 0%; C = (1 − R − K) ÷ (1 − K) = 0%, M = 49.8%, Y = 100%.',
    );
  });
  it('says black has no saturation rather than writing 0 ÷ 0 = 0%', () => {
    expect(run('#000000').steps).toContain(
      'HSV: value = largest = 0%; saturation = 0% (black has none).',
    );
  });
});
