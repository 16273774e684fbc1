import type { SystemStyleObject } from '@chakra-ui/react';
import { breadcrumbSlotRecipe, codeRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { mergeStyles, recipeStyles, slotStyles } from '../theme/recipeStyles.ts';
import { DRAWN_WHEN_NEAR } from './drawnWhenNear.ts';
import { button, column, heading, ICON_BUTTON, LINE_ICON, list } from './layout/frameCss.ts';

// The looks of the parts of a calculator or tool page around the calculator (ToolPageHeader.tsx,
// Breadcrumbs.tsx, PageSection.tsx, RelatedCalculators.tsx, ShareButtons.tsx) as classes of
// plain elements, written once into the site's stylesheet: see layout/frameCss.ts for why.

const breadcrumb = (slot: string) => slotStyles(breadcrumbSlotRecipe, slot, { size: 'sm' });

export function pageCss(): Record<string, SystemStyleObject> {
  return {
    // The sections of a page, one under another.
    '.page-stack': column({ base: '6', md: '8' }),

    // Home / … / current page (Breadcrumbs.tsx), as Chakra's Breadcrumb draws it in size sm.
    '.breadcrumbs': mergeStyles(breadcrumb('root'), { mb: '4' }),
    '.breadcrumbs > ol': mergeStyles(breadcrumb('list'), { flexWrap: 'wrap' }),
    '.breadcrumb-item': breadcrumb('item'),
    '.breadcrumb-link': breadcrumb('link'),
    '.breadcrumb-current': breadcrumb('currentLink'),
    '.breadcrumb-separator': breadcrumb('separator'),
    '.breadcrumb-separator > svg': LINE_ICON,

    // The title row and introduction (ToolPageHeader.tsx).
    '.page-title-row': {
      display: 'flex',
      gap: '3',
      alignItems: 'start',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    },
    '.page-title': mergeStyles(heading('2xl', '4xl'), { flex: '1 1 14rem', minW: '0' }),
    '.page-title-buttons': { display: 'flex', alignItems: 'center', gap: '2' },
    // Share and Print: wide enough for their labels from the start (SharePopover.tsx's
    // TITLE_BUTTON_LAYOUT says why).
    '.title-button': button('outline', 'sm', { minW: '6rem', justifyContent: 'flex-start' }),
    '.page-introduction': {
      mt: '3',
      color: 'fg.muted',
      fontSize: { base: 'md', md: 'lg' },
      maxW: '3xl',
    },

    // A titled block of a page (PageSection.tsx), drawn only as it nears the screen.
    '.page-section': {
      ...DRAWN_WHEN_NEAR,
      bg: 'surface',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'xl',
      p: { base: '4', md: '6' },
    },
    '.page-section-heading': mergeStyles(heading('lg', 'xl'), { mb: '3' }),
    '.page-section-prose': {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      color: 'fg.muted',
      lineHeight: 'tall',
    },

    // A calculator's questions and answers, and the bands of a result in About (DefinitionPage.tsx).
    '.faq-list': column('4'),
    '.faq-list > div': column('1'),
    '.faq-list h3': heading('md'),
    '.faq-list p': { color: 'fg.muted', lineHeight: 'tall' },
    '.band-list-heading': mergeStyles(heading('md'), { color: 'fg' }),
    ...list(
      '.band-list',
      { gap: '2', listStyleType: 'none' },
      { display: 'flex', alignItems: 'center', gap: '2' },
    ),
    '.band-list > li > span': {
      boxSize: '3',
      rounded: 'full',
      flexShrink: 0,
      bg: 'colorPalette.solid',
    },

    // A calculator's guide (GuideSections.tsx): a formula set apart, lists with terms in bold.
    '.guide-formula': mergeStyles(recipeStyles(codeRecipe), {
      display: 'block',
      whiteSpace: 'pre-wrap',
      p: '3',
      fontSize: 'md',
      colorPalette: 'gray',
      overflowWrap: 'anywhere',
    }),
    ...list('.guide-list', { gap: '2', ps: '5' }),
    '.guide-list strong': { color: 'fg', fontWeight: 'semibold' },

    // Related calculators: a list of links (RelatedCalculators.tsx).
    ...list('.link-list', { gap: '2', ps: '5' }),
    '.link-list a': mergeStyles(recipeStyles(linkRecipe), {
      color: 'brand.fg',
      textDecoration: 'underline',
    }),

    // Share links as round icon buttons (ShareButtons.tsx).
    '.share-buttons': { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
    '.share-button': button('outline', 'sm', mergeStyles(ICON_BUTTON, { rounded: 'full' })),
  };
}
