/** A colour token as the CSS variable Chakra defines for it, for SVG fills ('blue.solid'). */
export const colourVar = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;
