import type { BoxProps, ButtonProps } from '@chakra-ui/react';

/**
 * The announcement of a calculator's result box: a live region, read out politely and whole when
 * the result changes. Its look is the class `result-panel` (resultsCss.ts).
 */
export const resultAnnouncement = {
  role: 'status',
  'aria-live': 'polite',
  'aria-atomic': true,
} as const;

/** The look of a calculator's result box. */
export const resultPanelLook = {
  bg: 'brand.subtle',
  color: 'fg',
  borderRadius: 'l2',
  p: { base: '4', md: '5' },
} satisfies BoxProps;

/** The look and the announcement of a tool's result box (`<Box {...resultPanel}>`). */
export const resultPanel = { ...resultAnnouncement, ...resultPanelLook } satisfies BoxProps;

/**
 * Said over a result kept on screen while a field holds a value the calculator cannot use. (Said,
 * not dimmed: dimmed figures would fall below the contrast every visitor is owed.)
 */
export const OUT_OF_DATE_TEXT = 'Out of date: correct the marked field to update the result.';

/** The box around a tool: its form and its results (`<Box {...toolPanel}>`). */
export const toolPanel = {
  bg: 'surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  p: { base: '4', md: '6' },
} satisfies BoxProps;

/** The colours of a tool's main button (Calculate, Convert), readable in light and dark. */
export const primaryButton = {
  bg: 'brand.solid',
  color: { base: 'white', _dark: 'gray.950' },
  _hover: { bg: 'brand.fg' },
} satisfies ButtonProps;
