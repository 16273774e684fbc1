import type { SystemStyleObject } from '@chakra-ui/react';
import { column } from '../components/layout/frameCss.ts';

// The looks of a definition's charts (ChartFigures.tsx, SvgChart.tsx) as classes of plain
// elements, written once into the site's stylesheet: charts hydrate as they near the screen or at
// the visitor's first key, and drawn with Chakra they would make its system then
// (components/layout/frameCss.ts says why that matters).

/** The width of the axis of amounts, beside the plot. */
const AXIS_WIDTH = '3.5rem';

export function chartsCss(): Record<string, SystemStyleObject> {
  return {
    '.chart-figures': column('6'),
    '.chart-caption': { mt: '3', fontSize: 'sm', color: 'fg.muted' },
    '.chart': { fontSize: 'xs', color: 'fg', breakInside: 'avoid' },
    // The key: each series' mark and name.
    '.chart-key': {
      display: 'flex',
      gap: '4',
      flexWrap: 'wrap',
      justifyContent: 'center',
      mb: '2',
    },
    '.chart-key > div': { display: 'flex', alignItems: 'center', gap: '1.5' },
    // The axis of amounts beside the plot.
    '.chart-body': {
      display: 'grid',
      gridTemplateColumns: `${AXIS_WIDTH} 1fr`,
      gridTemplateRows: '100%',
      h: { base: '13rem', md: '16rem' },
      '@media print': { height: '14rem' },
    },
    '.chart-ticks': { position: 'relative', me: '2' },
    '.chart-plot': { position: 'relative' },
    '.chart-x-labels': { position: 'relative', ms: AXIS_WIDTH, h: '5', mt: '1' },
    '.chart-x-title': { textAlign: 'center', color: 'fg.muted', ms: AXIS_WIDTH },
    // A point's values, in a box beside it.
    '.chart-point': {
      position: 'absolute',
      top: '0',
      bg: 'bg.panel',
      borderWidth: '1px',
      rounded: 'md',
      shadow: 'md',
      px: '2.5',
      py: '1.5',
      pointerEvents: 'none',
      whiteSpace: 'nowrap',
      zIndex: '1',
    },
    '.chart-point-title': { fontWeight: 'semibold' },
    '.chart-point-value': { display: 'flex', alignItems: 'center', gap: '1.5' },
    '.chart-point-amount': {
      ms: 'auto',
      ps: '3',
      fontVariantNumeric: 'tabular-nums',
      fontWeight: 'medium',
    },
  };
}
