import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Every calculator page loads the same frame: the calculator page and, for a calculator built
// from a definition, the engine, with the Chakra parts they draw with. Left to itself, the bundler
// cut that into some sixty chunks of a few hundred bytes each (one per set of pages sharing a
// module), and each is compressed on its own: together they came to about 66 kB gzip on the SIP
// page where one file holding the same code is about 52 kB. This plugin finds the modules only
// calculator pages load at once, and its groups put them in four chunks: the frame (with what
// the tools with pages of their own share with the engine), the engine, the icons they draw, and
// the small parts they share with other pages (which those pages then load as one file too).
//
// A module counts when the calculator page or the definition page imports it, directly or through
// other modules, without a dynamic import between (what those load later stays in chunks of its
// own), and neither another page nor the app's shell (with the parts it loads later, such as the
// footer) does: those keep their modules, so they never download the frame. Nothing outside the
// frame imports from it, so it runs after what it imports, as before.

/** The frame every calculator page loads, tools (the crypto converter, the downloaders) included. */
const CALCULATOR_PAGE = '/web/src/features/catalogue/CalculatorPage.tsx';
/** The definition engine's page, which the frame loads for a calculator built from a definition. */
const DEFINITION_PAGE = '/web/src/engine/DefinitionPage.tsx';
/** The calculator modules by slug: definitions (`.ts`) and tools with pages of their own (`.tsx`). */
const CALCULATOR_MODULES = '/web/src/calculators/index.ts';
const ROUTES = '/web/src/routes.tsx';
/** What the route imports the calculator page through; it stays out of the chunk. */
const PAGE_ROUTE = '/web/src/features/catalogue/calculatorPageRoute.ts';
/** The browser's entry, which loads the app in stages (startStageChunks.ts). */
export const ENTRY = '/web/src/main.tsx';
const LUCIDE = '/node_modules/lucide-react/dist/esm/lucide-react.mjs';

/** Lucide's icon modules by every name its index exports them as (`TrendingUp`, `TrendingUpIcon`). */
function lucideIconFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  const source = readFileSync(index, 'utf8');
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) {
      files.set(name[1]!, new URL(file!, `file://${index}`).pathname);
    }
  }
  return files;
}

/** The names a module imports from lucide-react (types included; they name no icon file). */
function lucideNames(id: string): string[] {
  if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return [];
  const source = readFileSync(id, 'utf8');
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap(
    ([, names]) => names!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
  );
}

/** The name of the frame's chunk. */
export const CALCULATOR_FRAME_CHUNK = 'calculator-page';

export function calculatorFrameChunk() {
  const page = new Set<string>();
  const engine = new Set<string>();
  const icons = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'calculator-frame-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      /** The modules `from` imports statically, directly or not, itself included. */
      const closure = (from: string | undefined, into = new Set<string>()) => {
        const stack = from ? [from] : [];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          // Lucide's index imports every icon: which of them a module draws is read from its imports.
          if (id.endsWith(LUCIDE)) continue;
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const calculatorPage = find(CALCULATOR_PAGE);
      const definitionPage = find(DEFINITION_PAGE);
      const calculatorPages = [calculatorPage, definitionPage];
      const routes = find(ROUTES);
      const pages = routes ? (this.getModuleInfo(routes)?.dynamicallyImportedIds ?? []) : [];
      // The app's shell: the entry's stages (main.tsx loads the app in steps), the parts the
      // shell loads later (the footer, the header's search), and every other page.
      const entry = find(ENTRY);
      const stages = entry ? (this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []) : [];
      const shell = new Set<string>();
      for (const root of [entry, ...stages]) closure(root, shell);
      const shellParts = [...shell].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      const elsewhere = new Set(shell);
      const pageRoute = find(PAGE_ROUTE);
      // The tools' own pages (the crypto converter, the downloaders) load the frame but not the
      // engine: what they share with the engine goes in the frame's chunk.
      const calculatorModules = find(CALCULATOR_MODULES);
      const tools = (
        this.getModuleInfo(calculatorModules ?? '')?.dynamicallyImportedIds ?? []
      ).filter((id) => id.endsWith('.tsx'));
      const forTools = new Set<string>();
      for (const tool of tools) closure(tool, forTools);
      for (const root of [...shellParts, ...pages]) {
        if (!calculatorPages.includes(root) && root !== pageRoute) closure(root, elsewhere);
      }
      // The frame's modules, and apart from them the engine's: a tool's page loads only the first.
      page.clear();
      engine.clear();
      icons.clear();
      shared.clear();
      const lucide = find(LUCIDE);
      const iconFiles = lucide ? lucideIconFiles(lucide) : new Map<string, string>();
      const pageModules = closure(calculatorPage);
      for (const id of [...pageModules, ...closure(definitionPage)]) {
        for (const name of lucideNames(id)) {
          const file = iconFiles.get(name);
          if (file) icons.add(file);
        }
        if (shell.has(id) || id.endsWith(LUCIDE)) continue;
        else if (elsewhere.has(id)) shared.add(id);
        else if (pageModules.has(id) || forTools.has(id)) page.add(id);
        else engine.add(id);
      }
    },
  };
  // The icons the frame and the engine draw, in a chunk of their own. Left to the bundler, those
  // they share with other pages went into the route's chunk, which imports the frame: the frame
  // then read them before they were made. Other pages' icons stay with their pages.
  const only = (name: string, modules: Set<string>) => ({
    name,
    test: (id: string) => modules.has(id),
    // Only the modules found above: what they import from elsewhere stays where it is.
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [
      only(CALCULATOR_FRAME_CHUNK, page),
      only('calculator-engine', engine),
      only('calculator-icons', icons),
      only('calculator-shared', shared),
    ],
  };
}
