import type { SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import { mergeStyles, recipeStyles, slotStyles } from '../../theme/recipeStyles.ts';
import { CARD_GRID_COLUMNS, orphanFreeLayout } from './gridLayout.ts';

// The looks of the catalogue's cards and their grid (CardGrid.tsx, CalculatorCard.tsx,
// CategoryCard.tsx, CatalogueIcon.tsx) as classes of plain elements, as Chakra's Card, LinkBox,
// Badge and Grid draw them, written once into the site's stylesheet: the home page, a category
// and the search results then hydrate without Chakra's system (layout/frameCss.ts says why).

const card = (slot: string) => slotStyles(cardSlotRecipe, slot);

const tracks = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

// A grid whose last row would hold a single card is laid out by gridLayout.ts: with two columns
// its first card spans both, with three its last four share two rows in six tracks. These are
// those layouts for any such count, as CardGrid.tsx marks them. A grid's cards are all one
// element (article or li), so the first and last of their type are the first and last cards.
const lgJoined = () => orphanFreeLayout(CARD_GRID_COLUMNS.lg * 2 + 1, CARD_GRID_COLUMNS.lg);
const lgJoinedEnd = CARD_GRID_COLUMNS.lg + 1;

/** A card that is one link (Chakra's LinkBox on a Card): raised a little on hover or focus. */
const linkCard = (): SystemStyleObject =>
  mergeStyles(card('root'), {
    position: 'relative',
    height: 'full',
    bg: 'surface',
    transition: 'box-shadow 0.15s, transform 0.15s',
    _hover: { shadow: 'md', transform: 'translateY(-2px)' },
    '&:focus-within': { shadow: 'md' },
    '& a[href]:not(.chakra-linkbox__overlay), abbr[title]': { position: 'relative', zIndex: 1 },
  });

/** A catalogue icon's tile: the icon in its palette's colours. */
const iconTile: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  rounded: 'lg',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
};

export function cardsCss(): Record<string, SystemStyleObject> {
  return {
    '.card-grid': {
      display: 'grid',
      gap: { base: '4', md: '6' },
      gridTemplateColumns: {
        base: tracks(CARD_GRID_COLUMNS.base),
        sm: tracks(CARD_GRID_COLUMNS.sm),
        lg: tracks(CARD_GRID_COLUMNS.lg),
      },
    },
    '.card-grid-list': { listStyleType: 'none' },
    '.card-grid[data-first-wide] > :first-of-type': { smToLg: { gridColumn: 'span 2' } },
    '.card-grid[data-joined-end]': { lg: { gridTemplateColumns: tracks(lgJoined().tracks) } },
    '.card-grid[data-joined-end] > *': { lg: { gridColumn: `span ${lgJoined().spans[0]}` } },
    [`.card-grid[data-joined-end] > :nth-last-of-type(-n+${lgJoinedEnd})`]: {
      lg: { gridColumn: `span ${lgJoined().spans.at(-1)}` },
    },

    // A card: its body, title, line of text and footer.
    '.catalogue-card': linkCard(),
    '.catalogue-card.category-card': { overflow: 'hidden' },
    '.catalogue-card-body': mergeStyles(card('body'), { gap: '3' }),
    '.catalogue-card-title': mergeStyles(card('title'), { fontSize: 'lg' }),
    '.catalogue-card-text': { color: 'fg.muted', fontSize: 'sm' },
    '.catalogue-card-footer': card('footer'),
    '.catalogue-card-top': {
      display: 'flex',
      alignItems: 'start',
      justifyContent: 'space-between',
      gap: '2',
    },
    '.catalogue-card-named': { display: 'flex', alignItems: 'center', gap: '3' },
    '.catalogue-card-new': mergeStyles(recipeStyles(badgeRecipe), { colorPalette: 'green' }),
    // The whole card is the link: its link's box covers the card (Chakra's LinkOverlay).
    '.chakra-linkbox__overlay': {
      position: 'static',
      '&::before': {
        content: "''",
        cursor: 'inherit',
        display: 'block',
        position: 'absolute',
        top: 0,
        left: 0,
        zIndex: 0,
        width: '100%',
        height: '100%',
      },
    },
    '.category-card-image': {
      bg: 'colorPalette.subtle',
      aspectRatio: 2,
      maxH: '160px',
    },
    '.category-card-image > img': { width: 'full', height: 'full', objectFit: 'contain' },
    '.category-card-link': {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      color: 'brand.fg',
      fontWeight: 'semibold',
      fontSize: 'sm',
      _hover: { textDecoration: 'underline' },
    },

    '.catalogue-icon': mergeStyles(iconTile, { boxSize: '10' }),
    '.catalogue-icon.catalogue-icon-large': { boxSize: { base: '12', md: '14' } },
  };
}
