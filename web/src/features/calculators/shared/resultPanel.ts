import type { BoxProps } from '@chakra-ui/react';

/**
 * The look and the announcement of every tool's result box: a live region, read out politely
 * and whole when the result changes (`<Box {...resultPanel}>`).
 */
export const resultPanel = {
  role: 'status',
  'aria-live': 'polite',
  'aria-atomic': true,
  bg: 'brand.subtle',
  color: 'fg',
  borderRadius: 'l2',
  p: { base: '4', md: '5' },
} satisfies BoxProps;
