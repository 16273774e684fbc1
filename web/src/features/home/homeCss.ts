import type { SystemStyleObject } from '@chakra-ui/react';
import { cardSlotRecipe, fieldSlotRecipe, inputRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { DRAWN_WHEN_NEAR } from '../../components/drawnWhenNear.ts';
import { button, column, heading, list } from '../../components/layout/frameCss.ts';
import { mergeStyles, recipeStyles, slotStyles } from '../../theme/recipeStyles.ts';

// The looks of the home page (HomePage.tsx, PercentageSection.tsx, WhyUseSection.tsx,
// ListMessages.tsx and components/Newsletter.tsx) as classes of plain elements, as Chakra's
// Stack, Heading, Text, Card, List, Field, Input and Button drew them, written once into the
// site's stylesheet: the page then hydrates without Chakra's system (components/layout/
// frameCss.ts says why). Its cards are components/catalogue/cardsCss.ts's.

const card = (slot: string) => slotStyles(cardSlotRecipe, slot);

/** A column of parts 5 apart, centred in `maxW` (the hero's, the newsletter's). */
const centredColumn = (maxW: string): SystemStyleObject =>
  mergeStyles(column('5'), { alignItems: 'center', textAlign: 'center', maxW, mx: 'auto' });

export function homeCss(): Record<string, SystemStyleObject> {
  return {
    '.home-page': column({ base: '12', md: '16' }),

    // The hero: the page's title and the search box on a blue panel.
    '.home-hero': {
      bg: 'brand.subtle',
      rounded: '2xl',
      px: { base: '5', md: '10' },
      py: { base: '10', md: '16' },
    },
    '.home-hero-stack': centredColumn('2xl'),
    '.home-hero-title': mergeStyles(heading('xl'), {
      fontSize: { base: '3xl', md: '5xl' },
      lineHeight: '1.15',
      fontWeight: 'bold',
    }),
    '.home-hero-text': { fontSize: { base: 'md', md: 'xl' }, color: 'fg.muted' },

    // A section: its h2 (with a link at its right, or a line under it) and its content. Drawn only
    // as it nears the screen.
    '.home-section': { ...column('6'), ...DRAWN_WHEN_NEAR },
    '.home-section-head': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: { base: 'start', sm: 'center' },
      flexDirection: { base: 'column', sm: 'row' },
      gap: '2',
    },
    '.home-section-title': heading('2xl'),
    '.home-section-title.home-section-title-centred': { textAlign: 'center' },
    '.home-section-link': mergeStyles(recipeStyles(linkRecipe), {
      color: 'brand.fg',
      fontWeight: 'semibold',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
    }),
    '.home-section-intro': column('2'),
    '.home-section-intro > p': { color: 'fg.muted' },
    // A list that is empty (ListMessages.tsx).
    '.list-empty': {
      color: 'fg.muted',
      bg: 'surface',
      borderWidth: '1px',
      borderStyle: 'dashed',
      rounded: 'lg',
      px: '4',
      py: '6',
      textAlign: 'center',
    },

    // The percentage calculator beside its about text (one under the other on a phone).
    '.percentage-grid': {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
      gap: { base: '6', md: '8' },
    },
    '.percentage-calculator': { minW: '0' },
    '.percentage-about': {
      ...column('3'),
      bg: 'brand.subtle',
      rounded: 'lg',
      px: { base: '5', md: '6' },
      py: { base: '5', md: '6' },
      alignSelf: 'start',
    },
    '.percentage-about > h3': heading('lg'),
    ...list('.percentage-about > ol', { gap: '2', ps: '5' }),
    '.percentage-about-term': { fontWeight: 'semibold' },
    '.percentage-about-note': { color: 'fg.muted', fontSize: 'sm' },
    '.percentage-failed': { color: 'fg.muted' },
    '.percentage-failed > a': mergeStyles(recipeStyles(linkRecipe), {
      color: 'brand.fg',
      textDecoration: 'underline',
    }),

    // The four reasons, as cards with an icon in their palette.
    '.why-grid': {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr))',
      },
      gap: { base: '4', md: '6' },
    },
    '.why-card': mergeStyles(card('root'), { bg: 'surface', textAlign: 'center' }),
    '.why-card-body': mergeStyles(card('body'), { gap: '3', alignItems: 'center' }),
    '.why-card-icon': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSize: '12',
      rounded: 'full',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
    },
    '.why-card-body > h3': mergeStyles(card('title'), { fontSize: 'lg' }),
    '.why-card-body > p': { color: 'fg.muted', fontSize: 'sm' },

    // Stay Updated (components/Newsletter.tsx).
    '.newsletter': {
      ...DRAWN_WHEN_NEAR,
      bg: 'brand.subtle',
      borderWidth: '1px',
      borderColor: 'blue.muted',
      rounded: 'xl',
      px: { base: '5', md: '10' },
      py: { base: '8', md: '10' },
    },
    '.newsletter-stack': centredColumn('xl'),
    '.newsletter-icon': { color: 'brand.fg' },
    '.newsletter-form': {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      gap: '3',
      width: 'full',
    },
    '.newsletter-field': mergeStyles(slotStyles(fieldSlotRecipe, 'root'), { flex: '1' }),
    '.newsletter-field > input': mergeStyles(recipeStyles(inputRecipe, { size: 'lg' }), {
      bg: 'surface',
    }),
    '.newsletter-button': button('solid', 'lg', { colorPalette: 'blue' }),
  };
}
