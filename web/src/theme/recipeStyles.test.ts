import {
  breadcrumbSlotRecipe,
  buttonRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
} from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { mergeStyles, recipeStyles, slotStyles } from './recipeStyles.ts';
import { system } from './system.ts';

// The site's plain elements take their looks from Chakra's recipes through these: each must give
// the styles Chakra itself gives a component in those variants (which it puts in its recipes
// layer; the site's classes are in its stylesheet's base layer).

/** Chakra's styles of each slot of a slot recipe (read loosely: the recipes differ in type). */
const chakraSlots = (recipe: object, variants: object) =>
  (system.sva as unknown as (recipe: object) => (variants: object) => Record<string, object>)(
    recipe,
  )(variants);

const chakraCss = (styles: object) =>
  (system.css(styles) as Record<string, unknown>)['@layer recipes'];

describe('a recipe as plain styles', () => {
  const buttons: { variant?: 'solid' | 'outline' | 'ghost'; size?: 'sm' | 'md' | 'lg' }[] = [
    {},
    { variant: 'outline', size: 'sm' },
    { variant: 'ghost', size: 'md' },
    { variant: 'solid', size: 'lg' },
  ];
  it.each(buttons)('gives what Chakra gives a Button %o', (variants) => {
    expect(system.css(recipeStyles(buttonRecipe, variants))).toEqual(
      chakraCss(system.cva(buttonRecipe)(variants)),
    );
  });

  it('gives the defaults of an Input and a Heading', () => {
    expect(system.css(recipeStyles(inputRecipe))).toEqual(chakraCss(system.cva(inputRecipe)({})));
    expect(system.css(recipeStyles(headingRecipe, { size: '4xl' }))).toEqual(
      chakraCss(system.cva(headingRecipe)({ size: '4xl' })),
    );
  });

  it.each([
    [fieldSlotRecipe, ['root', 'label', 'errorText', 'helperText'], {}],
    [breadcrumbSlotRecipe, ['list', 'link', 'item', 'separator', 'currentLink'], { size: 'sm' }],
    [nativeSelectSlotRecipe, ['root', 'field', 'indicator'], {}],
  ] as const)('gives each slot of a slot recipe as Chakra does', (recipe, slots, variants) => {
    const chakra = chakraSlots(recipe, variants);
    for (const slot of slots) {
      expect(system.css(slotStyles(recipe, slot, variants))).toEqual(chakraCss(chakra[slot]!));
    }
  });
});

describe('merging styles', () => {
  it('merges conditions deeply, the later part winning', () => {
    expect(
      mergeStyles(
        { color: 'red', _hover: { bg: 'blue', color: 'white' } },
        { _hover: { bg: 'green' }, px: '2' },
      ),
    ).toEqual({ color: 'red', _hover: { bg: 'green', color: 'white' }, px: '2' });
  });
});
