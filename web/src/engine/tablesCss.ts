import type { SystemStyleObject } from '@chakra-ui/react';
import { linkRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { button, column, heading, list } from '../components/layout/frameCss.ts';
import { mergeStyles, recipeStyles, slotStyles } from '../theme/recipeStyles.ts';

// The looks of a calculator's tables and what goes with them (ReferenceChecks.tsx) as classes of
// plain elements, as Chakra's Table draws them (small, lined), written once into the site's
// stylesheet: hydrated as they near the screen, they need no Chakra system (components/layout/
// frameCss.ts says why that matters).

const table = (slot: string) => slotStyles(tableSlotRecipe, slot, { size: 'sm' });

export function tablesCss(): Record<string, SystemStyleObject> {
  return {
    // A small lined table: its rows, column headers and cells; `end` sets a column's figures at
    // the end of their cells.
    '.table': table('root'),
    '.table-row': table('row'),
    '.table-head': table('columnHeader'),
    '.table-cell': table('cell'),
    '.table-head.end, .table-cell.end': { textAlign: 'end' },

    // A box that scrolls a wide table sideways, with its cue (SidewaysScroll.tsx).
    '.sideways-scroll': { position: 'relative' },
    '.sideways-scroll-box': {
      overflowX: 'auto',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'md',
    },
    '.sideways-scroll-cue': {
      position: 'absolute',
      top: '1px',
      bottom: '1px',
      insetEnd: '1px',
      w: '10',
      roundedRight: 'md',
      pointerEvents: 'none',
      bgGradient: 'to-l',
      gradientFrom: 'surface',
      gradientTo: 'transparent',
      transition: 'opacity 0.15s',
    },
    '.sideways-scroll-cue > div': {
      position: 'absolute',
      top: '2',
      insetEnd: '1',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '6',
      rounded: 'full',
      bg: 'brand.solid',
      color: { base: 'white', _dark: 'gray.950' },
      boxShadow: 'sm',
    },

    // A table's caption as its heading, with its CSV download (TableHeading.tsx).
    '.table-heading': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: '3',
      flexWrap: 'wrap',
      mb: '3',
    },
    '.table-heading.narrow': { maxW: 'md' },
    '.table-heading > h2': heading('md'),
    '.download-csv-button': button('outline', 'sm'),

    // A definition's table under its results (ResultTable.tsx): small, striped, its header row
    // and first column staying put as it scrolls, its figures small on a phone.
    '.result-table-part': { mt: { base: '5', md: '6' } },
    '.table.result-table': {
      fontVariantNumeric: 'tabular-nums',
      whiteSpace: 'nowrap',
      '& th, & td': { px: { base: '1.5', md: '3' }, textStyle: { base: 'xs', md: 'sm' } },
      '& th': { whiteSpace: { base: 'normal', md: 'nowrap' } },
      '& tr > :first-of-type': { position: 'sticky', insetStart: '0', bg: 'bg' },
      '& tbody tr:nth-of-type(odd) > :first-of-type': { bg: 'bg.muted' },
      '& tbody tr': { bg: 'bg' },
      '& tbody tr:nth-of-type(odd) td': { bg: 'bg.muted' },
      '& tbody td': { borderBottomWidth: '1px', py: '2', textAlign: 'end' },
      '& tbody td:first-of-type': { textAlign: 'start' },
    },
    '.result-table-head :where(tr)': {
      top: 'var(--table-sticky-offset, 0)',
      position: 'sticky',
      zIndex: 1,
    },

    // A fixed table of a calculator (DataTable.tsx): its headers in the text's colour.
    '.table.data-table': {
      fontVariantNumeric: 'tabular-nums',
      '& th, & td': { px: { base: '2', md: '3' } },
    },

    // The rules a calculation was made under, and what changed (RulesAsOf.tsx).
    '.rules-as-of': {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'md',
      p: '4',
      fontSize: 'sm',
    },
    '.rules-as-of p': { color: 'fg' },
    '.rules-as-of .rules-title': { fontWeight: 'semibold', mb: '1' },
    '.rules-as-of .rules-changes': { mt: '3' },
    '.rules-as-of .rules-reference': { color: 'fg.muted', mt: '1' },
    ...list('.rules-history', { gap: '1', ps: '5', color: 'fg.muted' }),
    '.rules-history span': { color: 'fg' },
    '.rules-history span[data-current]': { fontWeight: 'semibold' },

    // A schedule's tables (ScheduleTables.tsx): every month is in the page, so that it prints in
    // full, styled once from the table, not a class a cell; on a phone the figures are small.
    '.schedule-table': {
      width: 'full',
      borderCollapse: 'collapse',
      fontVariantNumeric: 'lining-nums tabular-nums',
      textStyle: { base: 'xs', md: 'sm' },
      color: 'fg',
      '& caption': {
        captionSide: 'top',
        textAlign: 'start',
        color: 'fg.muted',
        textStyle: 'xs',
        px: '3',
        py: '2',
      },
      '& th, & td': {
        px: { base: '1.5', md: '3' },
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border',
        textAlign: 'end',
        whiteSpace: 'nowrap',
        verticalAlign: 'top',
      },
      '& thead th': { bg: 'bg.muted', fontWeight: 'semibold' },
      // The first column stays put while a phone scrolls the figures sideways.
      '& thead th:first-of-type, & th[scope=row]': {
        textAlign: 'start',
        position: 'sticky',
        insetStart: '0',
        zIndex: '1',
      },
      '& th[scope=row]': { bg: 'surface', fontWeight: 'normal' },
      // On a phone a year's months in words ('Nov 2026 – Oct 2027') take two lines, not a column's
      // worth of width.
      '& tbody th[scope=row]': { whiteSpace: { base: 'normal', md: 'nowrap' }, minWidth: '5rem' },
      '& th[scope=rowgroup]': { textAlign: 'start', bg: 'bg.muted', fontWeight: 'semibold' },
      '& tfoot th, & tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
      '& tfoot th': { bg: 'surface' },
      '& .label': { fontWeight: 'semibold' },
      '& .sub': { display: 'block', textStyle: 'xs', color: 'fg.muted' },
      '@media print': { minWidth: '0', '& tr': { breakInside: 'avoid' } },
    },
    // One year of the monthly view is shown on screen; a printout shows every year.
    '.schedule-table > tbody[data-year]': {
      '@media print': { display: 'table-row-group !important' },
    },
    '.schedule-csv': { display: 'flex', justifyContent: 'flex-end', mb: '3' },
    // On a phone the year's list takes a row of its own, and the buttons share the row under it.
    '.schedule-years': {
      display: 'grid',
      gap: '2',
      mb: '3',
      gridTemplateColumns: { base: '1fr 1fr', sm: 'auto minmax(12rem, 20rem) auto' },
      gridTemplateAreas: { base: '"year year" "previous next"', sm: '"previous year next"' },
      justifyContent: 'start',
    },
    '.schedule-previous': button('outline', 'sm', { gridArea: 'previous' }),
    '.schedule-next': button('outline', 'sm', { gridArea: 'next' }),
    '.schedule-year': mergeStyles(slotStyles(nativeSelectSlotRecipe, 'root', { size: 'sm' }), {
      gridArea: 'year',
    }),
    '.schedule-year > select': mergeStyles(
      slotStyles(nativeSelectSlotRecipe, 'field', { size: 'sm' }),
      { bg: 'surface' },
    ),
    '.schedule-year > .select-indicator': slotStyles(nativeSelectSlotRecipe, 'indicator', {
      size: 'sm',
    }),
    '.schedule-note': { mb: '3', fontSize: 'sm', color: 'fg.muted' },
    '.schedule-footnote': { mt: '3', fontSize: 'sm', color: 'fg.muted' },

    // The boxes of a data table, a schedule and a result table (which scrolls down too: a long
    // table, 60 years, under its header row); in print every row is on paper.
    '.sideways-scroll-box.data-table-scroll': { maxW: 'md' },
    '.sideways-scroll-box.schedule-scroll': {
      '@media print': { overflow: 'visible', maxHeight: 'none', borderWidth: '0' },
    },
    '.sideways-scroll-box.result-table-scroll': {
      overflowY: 'auto',
      maxH: { base: '22rem', md: '26rem' },
      '@media print': { maxHeight: 'none', overflow: 'visible' },
    },

    // "Checked against published examples": each published case, its inputs, its figures
    // published and worked out by the page, and whether they match.
    '.checks': column('5'),
    '.checks-intro': { color: 'fg.muted', lineHeight: 'tall' },
    '.checks-group': column('4'),
    '.checks-group > h3': heading('md'),
    '.check': {
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'lg',
      p: { base: '3', md: '4' },
    },
    '.check > figcaption': { fontWeight: 'medium', color: 'fg', overflowWrap: 'anywhere' },
    // Inline, not the recipe's inline-flex: a box of its own took a line of its own on a phone,
    // leaving the "(" before it and the ")" after it on lines alone. Underlined: a link within
    // running text is told from it by more than its colour (WCAG 1.4.1).
    '.check > figcaption > a': mergeStyles(recipeStyles(linkRecipe), {
      display: 'inline',
      color: 'brand.fg',
      textDecoration: 'underline',
      overflowWrap: 'anywhere',
    }),
    '.check-inputs': { fontSize: 'sm', color: 'fg.muted', mt: '2', overflowWrap: 'anywhere' },
    '.check-input': { color: 'fg', whiteSpace: 'pre-wrap' },
    // Long figures wrap rather than widen a phone's page; the headings are single words that stay
    // whole ("Publishe/d" on a phone otherwise). A figure short enough to fit (data-whole:
    // ReferenceChecks.tsx) never breaks: the row's label wraps instead, and on a phone the figures
    // are small, as in the results' tables, to leave the label room ("$9,6/00.0/0" otherwise).
    '.table.check-table': {
      fontVariantNumeric: 'tabular-nums',
      mt: '3',
      '& th, & td': { textStyle: { base: 'xs', md: 'sm' } },
      '& td': { overflowWrap: 'anywhere' },
      '& td[data-whole]': { whiteSpace: 'nowrap' },
      '& td[data-words]': { overflowWrap: 'normal' },
      // Two long figures leave a label little room: a word of it breaks rather than the table
      // widening past its box, but not before it has 6em ('Category' whole beside two names).
      '& th[scope=row]': { overflowWrap: 'anywhere', minWidth: '6em' },
    },
    '.check-table th[scope=row]': { fontWeight: 'normal' },
    '.check-table td.ours': { fontWeight: 'semibold' },
    '.check-verdict': {
      mt: '2',
      fontSize: 'sm',
      // A figure of many digits (52!) breaks rather than widening a phone's page.
      overflowWrap: 'anywhere',
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      colorPalette: 'green',
      color: 'colorPalette.fg',
    },
    '.check-verdict[data-matches=false]': { colorPalette: 'red' },
  };
}
