/**
 * Chakra's colour palettes, each with a `focusRing` token (config.ts): the ones a catalogue icon
 * (record.ts's iconBg) may be drawn in. On its own so the catalogue's cards name them without
 * loading the theme.
 */
export const PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
] as const;

export type Palette = (typeof PALETTES)[number];

/**
 * An element marked `data-palette="green"` has its `colorPalette.*` colours from that palette
 * (a catalogue icon, a category card, a result's band), as Chakra's `colorPalette` prop gives
 * them: every palette is in the site's stylesheet, so a key that changes a band adds no style.
 */
export function paletteCss(): Record<string, { colorPalette: string }> {
  return Object.fromEntries(
    PALETTES.map((palette) => [`[data-palette="${palette}"]`, { colorPalette: palette }]),
  );
}
