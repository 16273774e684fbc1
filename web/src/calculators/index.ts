import type { ComponentType } from 'react';
import { definitionWhenReady, type CalculatorModuleExports } from '../engine/dataFile.ts';
import type { AnyCalculator } from '../engine/definition.ts';
import type { CalculatorPageQuery } from '../gql/graphql.ts';

// Every calculator module in this folder, by slug (the file name), each loaded only when its page
// is first shown by the page frame (features/catalogue/CalculatorPage.tsx). A `<slug>.ts` module
// is a definition the engine draws; a `<slug>.tsx` module is a tool with a page of its own (the
// crypto converter, the video downloaders), drawn by itself inside the frame. Adding a calculator
// adds a file here; nothing lists it by hand.

const definitionModules = import.meta.glob<CalculatorModuleExports<AnyCalculator>>([
  './*.ts',
  '!./index.ts',
  '!./*.test.ts',
]);

const toolModules = import.meta.glob<CalculatorModuleExports<ComponentType<ToolPageProps>>>([
  './*.tsx',
  '!./*.test.tsx',
]);

/** What the frame gives a tool's page: its catalogue record, once loaded. */
export interface ToolPageProps {
  /** The record, or undefined while it loads (`loading`) or when there is none (not found). */
  calculator: NonNullable<CalculatorPageQuery['calculator']> | undefined;
  loading: boolean;
}

/** The loaders of one kind of module, by slug. */
function bySlug<T>(modules: Record<string, () => Promise<CalculatorModuleExports<T>>>) {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path.slice('./'.length).replace(/\.tsx?$/, ''),
      async () => definitionWhenReady(await load()),
    ]),
  );
}

/** Loads a definition by its catalogue slug. */
export const definitionLoaders: Readonly<Record<string, () => Promise<AnyCalculator>>> =
  bySlug(definitionModules);

/** Loads a tool's page by its catalogue slug. */
export const toolLoaders: Readonly<Record<string, () => Promise<ComponentType<ToolPageProps>>>> =
  bySlug(toolModules);

/** Whether a calculator is built from a definition (own keys only). */
export function hasDefinition(slug: string): boolean {
  return Object.hasOwn(definitionLoaders, slug);
}

/** Whether a calculator is a tool with a page of its own (own keys only). */
export function hasTool(slug: string): boolean {
  return Object.hasOwn(toolLoaders, slug);
}
