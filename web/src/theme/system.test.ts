import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb } from './contrast.ts';
import { EVERY_ELEMENT_VARS } from './config.ts';
import { PALETTES } from './palettes.ts';
import { system } from './system.ts';

type Mode = '_light' | '_dark';

/** A colour token's #rrggbb in a colour mode, following references ('{colors.blue.600}'). */
function colourIn(name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`No colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions?.[mode] ?? conditions?.base ?? token.originalValue ?? token.value;
  const reference = /^\{colors\.(.+)\}$/.exec(String(value));
  return reference ? colourIn(reference[1]!, mode) : String(value);
}

// What a focus ring is drawn on: the page, cards and the header, the html background and
// popovers, the home hero, the footer (dark in both modes).
const BACKGROUNDS = ['page', 'surface', 'bg', 'bg.panel', 'brand.subtle', 'gray.900'];

describe('the focus ring', () => {
  it.each(['_light', '_dark'] as const)(
    'has at least 3:1 against every background in %s mode',
    (mode) => {
      const ring = hexToRgb(colourIn('focusRing', mode));
      for (const background of BACKGROUNDS) {
        const ratio = contrastRatio(ring, hexToRgb(colourIn(background, mode)));
        expect(ratio, `${background} in ${mode}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it.each(['_light', '_dark'] as const)(
    'is the same in every colour palette in %s mode',
    (mode) => {
      const ring = colourIn('focusRing', mode);
      for (const palette of PALETTES) expect(colourIn(`${palette}.focusRing`, mode)).toBe(ring);
    },
  );
});

describe('the global styles', () => {
  // Chakra gives every element 26 custom properties; the site keeps the three its styles read.
  it('give every element only the custom properties the site reads', () => {
    const layers = system.getGlobalCss() as Record<string, Record<string, Record<string, unknown>>>;
    const everyElement = layers['@layer base']?.['&*'];
    const variables = Object.keys(everyElement ?? {}).filter((property) =>
      property.startsWith('--'),
    );
    expect(variables.sort()).toEqual([...EVERY_ELEMENT_VARS].sort());
    expect(everyElement).toHaveProperty('fontFeatureSettings', '"cv11"');
  });
});
