import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Loads a tool's code and picks its component; runs only when the tool is first shown. */
export type ToolLoader = () => Promise<ComponentType>;

/**
 * The built-in tools shown on /calculator/{slug}, by calculator slug (spec section 2,
 * Calculator page). A calculator whose slug is not here shows 'Calculator Under Development'.
 *
 * To add a tool, add one entry, e.g.
 *  * The tool takes no props, and its code is loaded only when its page is first visited.
 */
export const toolLoaders: Readonly<Record<string, ToolLoader>> = {
  'investment-calculator': () =>
    import('./investment/InvestmentCalculator.tsx').then((m) => m.InvestmentCalculator),
};

/** The tools as lazy components, made once so a page re-rendering never remounts its tool. */
export const calculatorTools: Readonly<Record<string, LazyExoticComponent<ComponentType>>> =
  Object.fromEntries(
    Object.entries(toolLoaders).map(([slug, load]) => [
      slug,
      lazy(async () => ({ default: await load() })),
    ]),
  );

/** Whether a calculator has a built-in tool (own keys only: a slug such as 'constructor' has none). */
export function hasCalculatorTool(slug: string): boolean {
  return Object.hasOwn(calculatorTools, slug);
}
