import { visuallyHiddenStyle, type SystemStyleObject } from '@chakra-ui/react';
import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  listSlotRecipe,
} from '@chakra-ui/react/theme';
import { mergeStyles, recipeStyles, slotStyles } from '../../theme/recipeStyles.ts';
import { DRAWN_WHEN_NEAR } from '../drawnWhenNear.ts';

// The looks of the frame of every page (Layout.tsx, Header.tsx, ColorModeButton.tsx,
// PageLoadingBar.tsx) as classes of plain elements, written once into the site's stylesheet
// (theme/config.ts). Drawn with Chakra components, the frame needed Chakra's system at the
// start of every page, and making it was the longest task of a phone's load (150 to 400 ms at
// 4x CPU); each Chakra element also works its styles out as it hydrates.
//
// Each of these modules gives its classes from a function, called only where the stylesheet is
// written (theme/config.ts: the server, development, tests): the browser's bundle, which links
// the stylesheet, then carries and runs none of this work at a page's start.

type HeadingSize = keyof NonNullable<typeof headingRecipe.variants>['size'];

/** What Chakra's IconButton changes of its Button: no padding, its icon a little larger. */
export const ICON_BUTTON: SystemStyleObject = { px: '0', py: '0', _icon: { fontSize: '1.2em' } };

/** How Chakra's own icons (a breadcrumb's chevron, a select's arrow) draw their lines. */
export const LINE_ICON: SystemStyleObject = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
};

/** A column of parts, `gap` apart, as Chakra's Stack draws it. */
export function column(gap: SystemStyleObject['gap']): SystemStyleObject {
  return { display: 'flex', flexDirection: 'column', gap };
}

/** A list (`selector`) and its items as Chakra's List draws them, with the changes given. */
export function list(
  selector: string,
  changes: SystemStyleObject,
  itemChanges: SystemStyleObject = {},
): Record<string, SystemStyleObject> {
  return {
    [selector]: mergeStyles(slotStyles(listSlotRecipe, 'root'), changes),
    [`${selector} > li`]: mergeStyles(slotStyles(listSlotRecipe, 'item'), itemChanges),
  };
}

/** A link as Chakra's Link draws it, without its colour and underline on hover. */
const plainLink = (): SystemStyleObject =>
  mergeStyles(recipeStyles(linkRecipe), {
    textDecoration: 'none',
    _hover: { textDecoration: 'none' },
  });

export function frameCss(): Record<string, SystemStyleObject> {
  return {
    // Read by screen readers, not shown (Chakra's VisuallyHidden).
    '.visually-hidden': visuallyHiddenStyle,
    // The page: header, main, footer, with the page filling the space between.
    '.site-frame': { display: 'flex', flexDirection: 'column', minH: '100vh', bg: 'page' },
    '.skip-link': mergeStyles(recipeStyles(linkRecipe), {
      position: 'absolute',
      left: '-9999px',
      _focus: { left: '4', top: '4', zIndex: 'skipNav', bg: 'surface', p: '2' },
    }),
    // Chakra's Container, as wide as the site's pages.
    '.page-container': mergeStyles(recipeStyles(containerRecipe), { maxWidth: '6xl' }),
    '.site-main': { flex: '1' },
    '.site-main > .page-container': { py: { base: '6', md: '10' } },

    // The header: the logo, the navigation (a menu on phones), search and colour mode buttons.
    '.site-header': {
      bg: 'surface',
      borderBottomWidth: '1px',
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
    },
    '.site-header > .page-container': { py: '3' },
    // As tall as its buttons from the start: a slow phone may paint the header with only the logo
    // parsed (a layout shift when the row grew as the buttons came and moved the logo down).
    '.site-header-row': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      minH: '10',
    },
    '.site-logo': plainLink(),
    '.site-logo-inner': { display: 'flex', alignItems: 'center', gap: '2' },
    '.site-logo-mark': { bg: 'brand.solid', color: 'white', p: '1.5', rounded: 'md' },
    '.site-logo-name': { fontWeight: 'bold', fontSize: 'xl', color: 'fg' },
    '.site-nav': {
      display: { base: 'none', lg: 'flex' },
      alignItems: 'center',
      gap: '1',
    },
    '.site-nav-link': mergeStyles(recipeStyles(linkRecipe), {
      px: '3',
      py: '2',
      rounded: 'md',
      fontWeight: 'medium',
      color: 'fg.muted',
      textDecoration: 'none',
      _hover: { color: 'brand.fg', bg: 'brand.subtle' },
      '&[aria-current=page], &[aria-current=true]': {
        color: 'brand.fg',
        bg: 'brand.subtle',
        fontWeight: 'semibold',
      },
    }),
    // As wide as its buttons from the start (40 px each, 4 px apart; no menu button on a wide
    // screen), for the same reason: it grew leftwards as they came.
    '.site-header-buttons': {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      minW: { base: '32', lg: '5.25rem' },
    },
    '.header-button': button('ghost', 'md', ICON_BUTTON),
    '.header-button.header-menu-button': { display: { base: 'inline-flex', lg: 'none' } },
    '.header-search': { pt: '3', pb: '1', maxW: '2xl', mx: 'auto' },
    // The search box while its code loads (Header.tsx's SearchBoxLoading).
    '.header-search-loading': { display: 'flex', gap: '2' },
    '.header-search-loading > input': {
      flex: '1',
      minW: '0',
      height: '10',
      px: '3',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'l2',
    },
    '.mobile-menu': {
      display: { base: 'flex', lg: 'none' },
      flexDirection: 'column',
      gap: '1',
      pt: '3',
      pb: '1',
    },

    // The footer (Footer.tsx): four columns on a wide screen, drawn only as it nears the screen.
    '.site-footer': { ...DRAWN_WHEN_NEAR, bg: 'gray.900', color: 'gray.300', mt: 'auto' },
    '.site-footer > .page-container': { py: '10' },
    '.footer-columns': {
      display: 'grid',
      gridTemplateColumns: {
        base: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(4, minmax(0, 1fr))',
      },
      gap: '8',
    },
    '.footer-column': column('3'),
    '.footer-column > h2': mergeStyles(heading('sm'), { color: 'white' }),
    '.footer-links': { display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none' },
    '.footer-link': mergeStyles(recipeStyles(linkRecipe), {
      color: 'gray.300',
      _hover: { color: 'white' },
    }),
    '.footer-social': { display: 'flex', alignItems: 'center', gap: '3' },
    '.footer-social > span': { color: 'gray.400', fontSize: 'lg' },
    '.footer-contact': { display: 'flex', alignItems: 'center', gap: '2' },
    '.footer-bottom': {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      justifyContent: 'space-between',
      borderTopWidth: '1px',
      borderColor: 'gray.700',
      mt: '8',
      pt: '6',
      fontSize: 'sm',
      gap: '2',
    },

    // The bar across the top of the window while the next page loads (PageLoadingBar.tsx).
    '.page-loading-bar': {
      position: 'fixed',
      top: '0',
      insetInline: '0',
      height: '3px',
      zIndex: 'banner',
      overflow: 'hidden',
      pointerEvents: 'none',
      animation: 'fade-in 0.2s ease-out 0.3s both',
    },
    '.page-loading-bar > div': {
      position: 'absolute',
      insetBlock: '0',
      width: '40%',
      bg: 'brand.solid',
      // Chakra's 'position' keyframes move both insets; the bar only slides across.
      '--animate-from-x': '-40%',
      '--animate-to-x': '100%',
      '--animate-from-y': '0',
      '--animate-to-y': '0',
      animation: 'position 1.2s ease-in-out infinite',
      _motionReduce: { animation: 'none', insetInlineStart: '0', width: 'full' },
    },
  };
}

/** Chakra's Button in the variant and size given, with the site's changes to it. */
export function button(
  variant: 'solid' | 'outline' | 'ghost',
  size: 'sm' | 'md' | 'lg',
  changes: SystemStyleObject = {},
): SystemStyleObject {
  return mergeStyles(recipeStyles(buttonRecipe, { variant, size }), changes);
}

/** Chakra's Heading in the size given, and in `mdSize` from the md breakpoint on. */
export function heading(size: HeadingSize, mdSize?: HeadingSize): SystemStyleObject {
  return mergeStyles(
    recipeStyles(headingRecipe, { size }),
    mdSize ? { md: headingRecipe.variants?.size[mdSize] } : {},
  );
}
