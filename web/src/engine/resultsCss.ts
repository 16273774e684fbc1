import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { resultPanelLook, toolPanel } from './resultPanel.ts';
import { column } from '../components/layout/frameCss.ts';

// The looks of the parts of a calculator drawn again with every keystroke (its box and grid, the
// rows of the results box, its facts, the breakdown under it and the bar on a phone), as class
// names on plain elements. Chakra's style props are worked out into class names on each render:
// on a phone at 4x CPU about 1 ms an element, some 40 elements a key, a third of a keystroke's
// time. These are the same tokens, written once into the site's stylesheet (theme/config.ts's
// globalCss), which the browser's bundle does not carry.

/** Chakra's Badge as its recipe draws it: subtle, in the size given. */
function badge(size: 'sm' | 'lg'): SystemStyleObject {
  return {
    ...badgeRecipe.base,
    ...badgeRecipe.variants?.variant.subtle,
    ...badgeRecipe.variants?.size[size],
  };
}

export function resultsCss(): Record<string, SystemStyleObject> {
  return {
    // The calculator (CalculatorLayout.tsx): its box, the form beside the results (under them on a
    // phone), a column of parts, and the sections under the box.
    '.calculator-box': toolPanel,
    '.calculator-grid': {
      display: 'grid',
      gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
      gap: { base: '5', md: '6' },
    },
    '.calculator-column': column('4'),
    '.calculator-results': { scrollMarginTop: '20' },
    // Under the Calculate button of a calculator that has one, once a field is changed.
    '.calculator-pending': { fontSize: 'sm', color: 'fg.muted' },
    '.calculator-sections': {
      display: 'flex',
      flexDirection: 'column',
      gap: { base: '4', md: '6' },
    },
    '.result-panel': resultPanelLook,
    // The headline above the rows, and the rows.
    '.result-headline-box': { mb: '3' },
    '.result-rows': column('2'),
    // A row of the results box: its label, and its figure (with a band) and caption at the end.
    '.result-row': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '3',
      flexWrap: 'wrap',
    },
    // The label takes the room the figure leaves and wraps its words in it: a long label beside a
    // large figure ('Total of 360 payments  $364,813.42') sent the figure to a line of its own
    // on a phone. A figure too long to fit beside any label takes its own line, at the end.
    '.result-label': { color: 'fg.muted', fontSize: 'sm', flex: '1 1 6rem' },
    '.result-row > dd': { flex: '0 1 auto', ms: 'auto', textAlign: 'end' },
    '.result-figure-line': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '3',
      flexWrap: 'wrap',
    },
    '.result-figure': {
      fontWeight: 'bold',
      fontSize: { base: 'lg', md: 'xl' },
      color: 'fg',
      overflowWrap: 'anywhere',
    },
    '.result-figure.result-big': { fontSize: { base: 'xl', md: '3xl' }, color: 'brand.fg' },
    '.result-caption': { fontSize: 'sm', color: 'fg.muted', textAlign: 'end' },
    // The headline: its label, the figure solved for, and what it means.
    '.result-headline': {
      fontSize: { base: '2xl', md: '3xl' },
      fontWeight: 'bold',
      color: 'brand.fg',
      overflowWrap: 'anywhere',
    },
    '.result-headline[data-long]': { fontSize: { base: 'xl', md: '3xl' } },
    '.result-headline-caption': { color: 'fg.muted', overflowWrap: 'anywhere' },
    '.result-summary': { mt: '3', fontWeight: 'medium', overflowWrap: 'anywhere' },
    // Why no result is shown (a field to correct, a value that cannot be solved for, a prompt),
    // the dash standing for a headline not worked out yet, and a number typed with more digits
    // than it is worked with.
    '.result-absence': { fontWeight: 'medium' },
    '.result-absence.result-absence-spaced': { mb: '3' },
    '.result-absence.result-absence-muted': { color: 'fg.muted' },
    '.result-dash': { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' },
    '.result-rounded': { mt: '3', fontSize: 'sm', overflowWrap: 'anywhere' },
    // A result's band ('Normal weight'), as Chakra's Badge draws it (subtle, large, bold, bordered),
    // in the band's palette (its data-palette: theme/palettes.ts).
    '.band-badge': {
      ...badge('lg'),
      fontWeight: 'bold',
      borderWidth: '1px',
      borderColor: 'colorPalette.border',
    },
    // Said where the facts would be while a value is implausible; a boxed note with its own facts
    // (what an extra payment changes), shown as a value makes it worth saying.
    '.result-withheld': { color: 'fg.muted' },
    '.result-highlight': {
      colorPalette: 'green',
      bg: 'surface',
      borderWidth: '1px',
      borderStartWidth: '4px',
      borderColor: 'colorPalette.solid',
      rounded: 'md',
      p: '3',
    },
    '.result-highlight-title': { fontWeight: 'semibold', color: 'colorPalette.fg' },
    '.result-highlight-text': { mt: '1', mb: '2', color: 'fg' },
    // Labels and texts as a list of two columns ('Healthy weight  53.5 – 72.0 kg').
    '.result-facts': {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
      columnGap: '6',
      rowGap: { base: '0', sm: '2' },
      '& > div': { display: 'contents' },
      '& dt': { color: 'fg.muted' },
      '& dd': {
        color: 'fg',
        fontWeight: 'semibold',
        mb: { base: '2', sm: '0' },
        overflowWrap: 'anywhere',
        minW: '0',
      },
    },
    // Parts of a total as one bar, each written beside it with its amount and share.
    '.breakdown-bar': {
      display: 'flex',
      h: '3',
      rounded: 'full',
      overflow: 'hidden',
      bg: 'bg.muted',
      '& > div': { printColorAdjust: 'exact' },
    },
    '.breakdown-key': {
      display: 'flex',
      mt: '2',
      columnGap: '4',
      rowGap: '1',
      flexWrap: 'wrap',
      fontSize: 'sm',
      '& > div': { display: 'flex', alignItems: 'center', gap: '1.5' },
      '& p': { color: 'fg' },
    },
    '.breakdown-dot': {
      boxSize: '2.5',
      rounded: 'full',
      printColorAdjust: 'exact',
    },
    // The bar on a phone (HeadlineBar.tsx), fixed at the bottom while the results are out of sight,
    // drawn again each time it comes back: its frame, its figures and "Details".
    '.headline-bar': {
      position: 'fixed',
      insetX: '0',
      bottom: '0',
      zIndex: 'docked',
      bg: 'surface',
      borderTopWidth: '1px',
      borderColor: 'border',
      boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
      px: '4',
      pt: '2',
      pb: 'calc(0.5rem + env(safe-area-inset-bottom, 0px))',
      color: 'fg',
      textDecoration: 'none',
      animationName: 'fade-in',
      animationDuration: 'fast',
      _motionReduce: { animation: 'none' },
    },
    '.headline-bar-inner': {
      display: 'flex',
      maxW: '6xl',
      mx: 'auto',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
    },
    '.headline-bar-figures': {
      display: 'flex',
      minW: '0',
      gap: '4',
      alignItems: 'flex-end',
      flexWrap: 'wrap',
      rowGap: '1',
    },
    '.headline-bar-details': {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      flexShrink: 0,
      fontSize: 'sm',
      fontWeight: 'medium',
    },
    // The figures the bar on a phone repeats.
    '.headline-bar-label': { fontSize: 'xs', color: 'fg.muted', lineClamp: '1' },
    // At most two lines: a long figure in words (number to words) or an exact conversion took up
    // to a fifth of a phone's screen; the bar links to the results, which show it whole.
    '.headline-bar-figure': {
      fontSize: 'lg',
      fontWeight: 'bold',
      color: 'brand.fg',
      lineHeight: 'short',
      overflowWrap: 'anywhere',
      lineClamp: '2',
    },
    '.headline-bar-figure.headline-bar-several': { fontSize: 'md' },
    // "Out of date" beside the figures, as Chakra's Badge draws it (subtle, small, orange).
    '.headline-bar-stale': {
      ...badge('sm'),
      colorPalette: 'orange',
      alignSelf: 'center',
    },
    // How this was calculated (HowCalculated.tsx): a tinted box, its title and the numbered steps,
    // as Chakra's List with markers draws them.
    '.how-calculated': {
      bg: 'brand.subtle',
      borderStartWidth: '3px',
      borderColor: 'brand.solid',
      rounded: 'md',
      p: '4',
    },
    '.how-calculated-title': { fontWeight: 'semibold', mb: '2', color: 'fg' },
    '.how-calculated-steps': {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      listStyle: 'revert',
      ps: '5',
      color: 'fg.muted',
      fontSize: 'sm',
      '& > li': {
        display: 'list-item',
        whiteSpace: 'normal',
        fontFamily: 'mono',
        overflowWrap: 'anywhere',
        _marker: { color: 'fg.subtle' },
      },
    },
  };
}
