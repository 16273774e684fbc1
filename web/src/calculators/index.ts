import type { AnyCalculator } from '../engine/definition.ts';

// Every calculator definition in this folder, by slug (the file name), each loaded only when its
// page is first shown. Adding a calculator adds a file here; nothing lists it by hand.

const modules = import.meta.glob<{ default: AnyCalculator }>([
  './*.ts',
  '!./index.ts',
  '!./*.test.ts',
]);

/** Loads a definition by its catalogue slug. */
export const definitionLoaders: Readonly<Record<string, () => Promise<AnyCalculator>>> =
  Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [
      path.slice('./'.length, -'.ts'.length),
      async () => (await load()).default,
    ]),
  );

/** Whether a calculator is built from a definition (own keys only). */
export function hasDefinition(slug: string): boolean {
  return Object.hasOwn(definitionLoaders, slug);
}
