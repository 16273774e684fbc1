import type { SystemStyleObject } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { mergeStyles, slotStyles } from '../theme/recipeStyles.ts';

// The looks of the site's tabs (NativeTabs.tsx) as classes of plain elements, as Chakra's Tabs
// recipe draws them, each with its caller's changes, written once into the site's stylesheet:
// a page with tabs (the BMI calculator's units, a schedule's views) needs no Chakra system for
// them (components/layout/frameCss.ts says why that matters).

type Slot = 'root' | 'list' | 'trigger' | 'content';
type Size = 'sm' | 'md';

interface Look {
  variant: 'subtle' | 'enclosed';
  /** One size, or small on a phone and medium from the md breakpoint on. */
  size: Size | 'sm-md';
  fitted?: boolean;
  /**
   * The caller's changes to each part, written where the recipe writes what they change (a
   * padding under `_horizontal`, a size's under `md`), so that they win there.
   */
  changes?: Partial<Record<Slot, SystemStyleObject>>;
}

/** The tabs' looks, by the name NativeTabs is given. */
export const TAB_LOOKS = {
  // A calculator's choice holding its fields (ChoiceTabs.tsx: the BMI calculator's units).
  choice: {
    variant: 'enclosed',
    size: 'sm-md',
    changes: { trigger: { px: '4', md: { px: '6' } } },
  },
  // A calculator's modes (DefinitionTabs.tsx: the percentage calculator's).
  modes: { variant: 'subtle', size: 'sm-md', changes: { list: { flexWrap: 'wrap', gap: '1' } } },
  // A schedule's annual and monthly views (ScheduleTables.tsx).
  schedule: {
    variant: 'subtle',
    size: 'sm',
    changes: { list: { mb: '3' }, content: { _horizontal: { pt: '0' } } },
  },
  // A video's formats (VideoDownloader.tsx).
  format: {
    variant: 'enclosed',
    size: 'md',
    fitted: true,
    changes: { content: { _horizontal: { pt: '4' } } },
  },
} satisfies Record<string, Look>;

export type TabLook = keyof typeof TAB_LOOKS;

/** A part's styles in a look: its size's, the md size's from that breakpoint on, its changes. */
function slot({ variant, size, fitted = false, changes }: Look, part: Slot): SystemStyleObject {
  const sized = (chosen: Size) =>
    slotStyles(tabsSlotRecipe, part, { variant, size: chosen, fitted });
  const mdSize = tabsSlotRecipe.variants?.size.md as Record<Slot, SystemStyleObject> | undefined;
  return size === 'sm-md'
    ? mergeStyles(sized('sm'), { md: mdSize?.[part] }, changes?.[part])
    : mergeStyles(sized(size), changes?.[part]);
}

export function tabsCss(): Record<string, SystemStyleObject> {
  return Object.fromEntries(
    Object.entries(TAB_LOOKS as Record<TabLook, Look>).flatMap(([name, look]) => {
      const root = `.tabs-${name}`;
      return [
        [root, mergeStyles(slot(look, 'root'), { colorPalette: 'blue' })],
        [`${root} > [role=tablist]`, slot(look, 'list')],
        [`${root} > [role=tablist] > [role=tab]`, slot(look, 'trigger')],
        [`${root} > [role=tabpanel]`, slot(look, 'content')],
      ];
    }),
  );
}
