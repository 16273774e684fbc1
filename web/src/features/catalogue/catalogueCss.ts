import type { SystemStyleObject } from '@chakra-ui/react';
import { linkRecipe } from '@chakra-ui/react/theme';
import { column, heading } from '../../components/layout/frameCss.ts';
import { mergeStyles, recipeStyles } from '../../theme/recipeStyles.ts';

// The looks of the catalogue's pages (CategoryPage.tsx, AllCalculatorsPage.tsx) as classes of
// plain elements, as Chakra's Stack, Heading, Text, Link, Wrap and SimpleGrid drew them, written
// once into the site's stylesheet (components/layout/frameCss.ts says why). Their cards are
// components/catalogue/cardsCss.ts's.

/** A link drawn as a rounded chip (a category to jump to or to browse), with changes. */
export const chip = (changes: SystemStyleObject = {}): SystemStyleObject =>
  mergeStyles(
    recipeStyles(linkRecipe),
    {
      px: '3',
      py: '1.5',
      rounded: 'full',
      borderWidth: '1px',
      bg: 'surface',
      color: 'brand.fg',
      fontWeight: 'medium',
      textDecoration: 'none',
      _hover: { bg: 'brand.subtle' },
    },
    changes,
  );

export function catalogueCss(): Record<string, SystemStyleObject> {
  return {
    // A category's page: its icon and title, its line, and its calculators under their groups'
    // headings.
    '.category-title-row': { display: 'flex', alignItems: 'center', gap: { base: '3', md: '4' } },
    '.category-title': heading('2xl', '4xl'),
    '.category-description': {
      mt: '4',
      color: 'fg.muted',
      fontSize: { base: 'md', md: 'lg' },
      maxW: '3xl',
    },
    '.category-groups': column({ base: '8', md: '10' }),
    '.category-group-heading': mergeStyles(heading('lg', 'xl'), { mb: '4' }),

    // Every calculator: links to jump to each list, then the lists, each in a box.
    '.all-calculators': column({ base: '5', md: '6' }),
    '.all-calculators-head': column('2'),
    '.all-calculators-head > h1': heading('2xl', '3xl'),
    '.all-calculators-head > p': { color: 'fg.muted' },
    '.jump-links > ul': { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none' },
    '.jump-links > ul > li > a': chip({ display: 'inline-flex', fontSize: 'sm' }),
    '.calculator-list': {
      scrollMarginTop: '20',
      bg: 'surface',
      borderWidth: '1px',
      rounded: 'xl',
      p: { base: '4', md: '5' },
    },
    '.calculator-list-head': {
      display: 'flex',
      flexDirection: { base: 'column', sm: 'row' },
      justifyContent: 'space-between',
      alignItems: { base: 'start', sm: 'baseline' },
      gap: '1',
      mb: '3',
    },
    '.calculator-list-head > h2': heading('lg'),
    '.calculator-list-head > a': mergeStyles(recipeStyles(linkRecipe), {
      color: 'brand.fg',
      fontWeight: 'semibold',
      fontSize: 'sm',
      textDecoration: 'none',
      _hover: { textDecoration: 'underline' },
    }),
    '.calculator-list > ul': {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      },
      columnGap: '6',
      listStyleType: 'none',
    },
    '.calculator-list > ul > li > a': mergeStyles(recipeStyles(linkRecipe), {
      display: 'block',
      py: { base: '1.5', sm: '2' },
      color: 'fg',
      fontWeight: 'medium',
      textDecoration: 'none',
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      _hover: { color: 'brand.fg' },
    }),
  };
}
