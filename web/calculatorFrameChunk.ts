import type { Plugin } from 'vite';

// Every calculator page loads the same frame: the calculator page, the definition engine and the
// Chakra parts they draw with. Left to itself, the bundler cut that frame into some sixty chunks
// of a few hundred bytes each (one per set of pages sharing a module), and each is compressed on
// its own: together they came to about 66 kB gzip on the SIP page where one file holding the same
// code is about 52 kB. This plugin finds the modules only calculator pages load at once, and the
// group puts them in one chunk.
//
// A module counts when the calculator page or the definition page imports it, directly or through
// other modules, without a dynamic import between (what those load later stays in chunks of its
// own), and neither another page nor the app's shell (with the parts it loads later, such as the
// footer) does: those keep their modules, so they never download the frame. Nothing outside the
// frame imports from it, so it runs after what it imports, as before.

const CALCULATOR_PAGES = [
  '/web/src/features/catalogue/CalculatorPage.tsx',
  '/web/src/engine/DefinitionPage.tsx',
];
const ROUTES = '/web/src/routes.tsx';
/** What the route imports the calculator page through; it stays out of the chunk. */
const PAGE_ROUTE = '/web/src/features/catalogue/calculatorPageRoute.ts';
const ENTRY = '/web/src/main.tsx';
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/icons\//;

export function calculatorFrameChunk() {
  const frame = new Set<string>();
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
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const calculatorPages = CALCULATOR_PAGES.map(find);
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
      for (const root of [...shellParts, ...pages]) {
        if (!calculatorPages.includes(root) && root !== pageRoute) closure(root, elsewhere);
      }
      frame.clear();
      for (const page of calculatorPages) {
        for (const id of closure(page)) if (!elsewhere.has(id)) frame.add(id);
      }
    },
  };
  // The icons, in a chunk of their own. Left to the bundler, those the frame shares with other
  // pages went into the route's chunk, which imports the frame: the frame then read them before
  // they were made.
  const iconGroup = {
    name: 'icons',
    test: (id: string) => LUCIDE_ICON.test(id),
    includeDependenciesRecursively: false,
  };
  const group = {
    name: 'calculator-frame',
    test: (id: string) => frame.has(id),
    // Only the modules found above: what they import from elsewhere stays where it is.
    includeDependenciesRecursively: false,
  };
  return { plugin, groups: [group, iconGroup] };
}
