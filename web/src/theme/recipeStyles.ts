import type { SystemStyleObject } from '@chakra-ui/react';

// Chakra's recipes as plain style objects, for the site's own classes (frameCss.ts and others):
// the look of a Chakra component, written once into the site's stylesheet, for an element the
// browser draws without Chakra working its styles out.

type Styles = SystemStyleObject;

// Recipes as defineRecipe and defineSlotRecipe make them, read loosely: only their parts.
interface Recipe {
  base?: Styles;
  variants?: object;
  compoundVariants?: object[];
  defaultVariants?: object;
}

interface SlotRecipe {
  base?: object;
  variants?: object;
  compoundVariants?: object[];
  defaultVariants?: object;
}

type Table = Record<string, unknown>;
const table = (value: object | undefined): Table => (value ?? {}) as Table;

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Styles merged as Chakra merges a recipe's parts: nested conditions deeply, later wins. */
export function mergeStyles(...parts: (object | undefined)[]): SystemStyleObject {
  const merged: Table = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(table(part))) {
      const before = merged[key];
      merged[key] =
        isPlainObject(before) && isPlainObject(value) ? mergeStyles(before, value) : value;
    }
  }
  return merged as SystemStyleObject;
}

/** The variants chosen, with the recipe's defaults for the others. */
function chosen(recipe: Recipe | SlotRecipe, variants: Table): Table {
  return { ...table(recipe.defaultVariants), ...variants };
}

const matches = (compound: object, picked: Table) =>
  Object.entries(table(compound)).every(([key, value]) => key === 'css' || picked[key] === value);

/** Each variant's styles for the value picked, in the recipe's order of variants. */
const variantParts = (recipe: Recipe | SlotRecipe, picked: Table) =>
  Object.entries(table(recipe.variants)).map(
    ([name, values]) => table(values as object)[String(picked[name])] as object | undefined,
  );

const compoundParts = (recipe: Recipe | SlotRecipe, picked: Table) =>
  (recipe.compoundVariants ?? [])
    .filter((compound) => matches(compound, picked))
    .map((compound) => table(compound).css as object);

/** A recipe's styles for `variants` (its defaults for the rest), compound variants included. */
export function recipeStyles(
  recipe: Recipe,
  variants: Record<string, string | boolean> = {},
): SystemStyleObject {
  const picked = chosen(recipe, variants);
  return mergeStyles(
    recipe.base,
    ...variantParts(recipe, picked),
    ...compoundParts(recipe, picked),
  );
}

/** One slot of a slot recipe, for `variants` as recipeStyles. */
export function slotStyles(
  recipe: SlotRecipe,
  slot: string,
  variants: Record<string, string | boolean> = {},
): SystemStyleObject {
  const picked = chosen(recipe, variants);
  const part = (styles: object | undefined) => table(styles)[slot] as object | undefined;
  return mergeStyles(
    part(recipe.base),
    ...variantParts(recipe, picked).map(part),
    ...compoundParts(recipe, picked).map(part),
  );
}
