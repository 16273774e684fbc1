import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { button, column, heading } from '../components/layout/frameCss.ts';
import { chip } from '../features/catalogue/catalogueCss.ts';
import { mergeStyles, recipeStyles, slotStyles } from '../theme/recipeStyles.ts';

// The look of the calculator search box (SearchForm.tsx: the home hero, the header, the results
// and not-found pages) and of the results page (features/catalogue/SearchPage.tsx) as classes of plain elements, as Chakra's Field, InputGroup, Input and
// Button draw them, written once into the site's stylesheet (components/layout/frameCss.ts
// says why). Its room for the search icon and the icon itself are fieldsCss.ts's
// `.field-group` and `.field-unit-start`, a field's unit.

/** The box in Chakra's Input size: lg in the hero and on pages, md in the header. */
const searchInput = (size: 'md' | 'lg'): SystemStyleObject =>
  mergeStyles(recipeStyles(inputRecipe, { size }), {
    bg: 'surface',
    ps: 'calc(var(--input-height) - 0px)',
  });

/** Search, solid blue in the box's size, never squeezed by the box. */
const searchButton = (size: 'md' | 'lg'): SystemStyleObject =>
  button('solid', size, { colorPalette: 'blue', flexShrink: 0 });

export function searchCss(): Record<string, SystemStyleObject> {
  return {
    '.search-form': { display: 'flex', gap: '2', width: 'full' },
    '.search-field': mergeStyles(slotStyles(fieldSlotRecipe, 'root'), {
      flex: '1',
      minW: '0',
      position: 'relative',
    }),
    '.search-input': searchInput('lg'),
    '.search-input.search-input-md': searchInput('md'),
    '.search-suggestions': {
      position: 'absolute',
      top: '100%',
      insetX: '0',
      mt: '1',
      zIndex: 'dropdown',
      bg: 'surface',
      borderWidth: '1px',
      rounded: 'md',
      shadow: 'lg',
      py: '1',
      listStyleType: 'none',
      textAlign: 'start',
    },
    '.search-suggestion': {
      px: '3',
      py: '2',
      cursor: 'pointer',
      _hover: { bg: 'brand.subtle' },
      '&[aria-selected=true]': { bg: 'brand.subtle' },
    },
    '.search-suggestion-name': { fontWeight: 'medium', color: 'fg' },
    '.search-suggestion-category': { fontSize: 'sm', color: 'fg.muted' },
    '.search-button': searchButton('lg'),
    '.search-button.search-button-md': searchButton('md'),
    // On phones the button shows only its icon, leaving the box room for its placeholder.
    '.search-button-label': { srOnly: { base: true, sm: false } },

    // The results page: its title and box, what was found, the groups of cards by category, or
    // the categories to browse when nothing was found.
    '.search-page': column('6'),
    '.search-page-head': column('4'),
    '.search-page-title': heading('2xl', '3xl'),
    '.search-page-box': { maxW: '2xl' },
    '.search-page-status.search-page-status-shown': { mb: '5' },
    '.search-page-none': mergeStyles(heading('lg'), { textAlign: 'center', pt: '4' }),
    '.search-page-found': mergeStyles(heading('md'), { color: 'fg.muted', fontWeight: 'medium' }),
    '.search-page-groups': column('8'),
    '.search-page-group': column('3'),
    '.search-page-group > h2': heading('md'),
    '.search-page-group > h2 > a': mergeStyles(recipeStyles(linkRecipe), {
      color: 'fg',
      textDecoration: 'none',
      _hover: { color: 'brand.fg' },
    }),
    '.search-page-categories': mergeStyles(column('3'), { alignItems: 'center' }),
    '.search-page-categories > ul': {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      gap: '2',
      listStyleType: 'none',
    },
    '.search-page-categories > ul > li': { display: 'flex', alignItems: 'flex-start' },
    '.search-page-categories > ul > li > a': chip(),
  };
}
