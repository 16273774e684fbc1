import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { definitionWhenReady, type CalculatorModuleExports } from '../../engine/dataFile.ts';
import type { AnyCalculator } from '../../engine/definition.ts';
import type { ToolPageProps } from '../../calculators/index.ts';

// Which module draws a calculator, found without downloading the list of every module.
//
// That list (calculators/index.ts, one loader per calculator) grew with the catalogue in the first load of
// every calculator page. A server-rendered page now names its own calculator's module in its HTML
// (servedModuleScript), and the browser loads the list only when the visitor moves to another
// calculator inside the app, or where no page names its module (the development server, tests).

/** The id of the JSON script element naming the module of the page's calculator. */
export const CALCULATOR_MODULE_ID = '__CALCULATOR_MODULE__';

/** What a server-rendered calculator page says of its calculator's module. */
export interface ServedModule {
  slug: string;
  /** A definition the engine draws, a tool drawing its own page, or no module: not found. */
  kind: CalculatorModule['kind'];
  /** The built module's address (/assets/<slug>-<hash>.js); absent for `none`. */
  href?: string;
}

/** What the frame gives the page sections of a calculator built from a definition. */
export interface DefinitionPageProps {
  calculatorId: number;
  name: string;
  about: string;
}

/**
 * A calculator's module: how to load it, and the part of the page it draws as a lazy component,
 * made once per calculator (so a re-render never remounts it).
 */
export type CalculatorModule =
  | {
      kind: 'definition';
      load: () => Promise<AnyCalculator>;
      Page: LazyExoticComponent<ComponentType<DefinitionPageProps>>;
    }
  | {
      kind: 'tool';
      load: () => Promise<ComponentType<ToolPageProps>>;
      Page: LazyExoticComponent<ComponentType<ToolPageProps>>;
    }
  | { kind: 'none' };

const definitionPages = new Map<string, CalculatorModule & { kind: 'definition' }>();
const toolPages = new Map<string, CalculatorModule & { kind: 'tool' }>();

/** A definition's module: the engine's page sections with the definition, once both have loaded. */
function definitionModule(slug: string, load: () => Promise<AnyCalculator>): CalculatorModule {
  let module = definitionPages.get(slug);
  if (!module) {
    const Page = lazy(async () => {
      const [{ DefinitionPage }, definition] = await Promise.all([
        import('../../engine/DefinitionPage.tsx'),
        load(),
      ]);
      return {
        default: (props: DefinitionPageProps) => (
          <DefinitionPage definition={definition} {...props} />
        ),
      };
    });
    module = { kind: 'definition', load, Page };
    definitionPages.set(slug, module);
  }
  return module;
}

/** A tool's module: its own page. */
function toolModule(slug: string, load: () => Promise<ComponentType<ToolPageProps>>) {
  let module = toolPages.get(slug);
  if (!module) {
    module = { kind: 'tool', load, Page: lazy(async () => ({ default: await load() })) };
    toolPages.set(slug, module);
  }
  return module;
}

/** One promise per slug still waiting for the list, so a page renders again with the same one. */
const pending = new Map<string, Promise<CalculatorModule>>();
let everyModule: Promise<void> | undefined;

/** The module the server-rendered page names, if it is `slug`'s. */
function servedModule(slug: string): CalculatorModule | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(CALCULATOR_MODULE_ID)?.textContent;
  if (!text) return undefined;
  const served = JSON.parse(text) as ServedModule;
  if (served.slug !== slug) return undefined;
  if (served.kind === 'none') return { kind: 'none' };
  const href = served.href;
  if (!href) return undefined;
  // The same address the list's loader imports, so the module is one and the same either way.
  const load = async () =>
    definitionWhenReady((await import(/* @vite-ignore */ href)) as CalculatorModuleExports<never>);
  return served.kind === 'tool' ? toolModule(slug, load) : definitionModule(slug, load);
}

type ModuleList = Pick<
  typeof import('../../calculators/index.ts'),
  'definitionLoaders' | 'toolLoaders' | 'hasDefinition' | 'hasTool'
>;

let listed: ((slug: string) => CalculatorModule) | undefined;

/** Answers from `list` from now on: the server's renderer gives it at once. */
export function setModuleList({
  definitionLoaders,
  toolLoaders,
  hasDefinition,
  hasTool,
}: ModuleList) {
  listed = (slug) => {
    if (hasTool(slug)) return toolModule(slug, toolLoaders[slug]!);
    if (hasDefinition(slug)) return definitionModule(slug, definitionLoaders[slug]!);
    return { kind: 'none' };
  };
}

/** Downloads the list of every module, once. */
function loadEveryModule(): Promise<void> {
  everyModule ??= import('../../calculators/index.ts').then(setModuleList, (error: unknown) => {
    // A failed download (a chunk gone after a redeploy) is tried again on the next visit.
    everyModule = undefined;
    throw error;
  });
  return everyModule;
}

/**
 * The module of the calculator `slug`, or a promise that settles once it is known (the page shows
 * its skeleton until then: CalculatorPage's useCalculatorModule).
 */
export function calculatorModule(slug: string): CalculatorModule | Promise<CalculatorModule> {
  const found = servedModule(slug) ?? listed?.(slug);
  if (found) return found;
  let waiting = pending.get(slug);
  if (!waiting) {
    waiting = loadEveryModule().then(
      () => {
        pending.delete(slug);
        return calculatorModule(slug) as CalculatorModule;
      },
      (error: unknown) => {
        pending.delete(slug);
        throw error;
      },
    );
    pending.set(slug, waiting);
  }
  return waiting;
}
