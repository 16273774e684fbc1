import type { SystemStyleObject } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { button } from '../components/layout/frameCss.ts';
import { mergeStyles, recipeStyles, slotStyles } from '../theme/recipeStyles.ts';

// The look of the calculator search box (SearchForm.tsx: the home hero, the header, the results
// and not-found pages) as classes of plain elements, as Chakra's Field, InputGroup, Input and
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
  };
}
