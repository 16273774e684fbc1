import { matchPath } from 'react-router-dom';
import type { ServedModule } from '../features/catalogue/calculatorModule.tsx';
import { hasDefinition, hasTool } from '../calculators/index.ts';

// A calculator page names its calculator's built module in its HTML, so the browser loads it
// without the list of every module (calculators/calculatorModule.ts). The addresses come from the
// browser build's manifest (vite.config.ts: build.manifest), read beside this renderer.

/** The browser build's manifest, relative to the built server renderer (dist/server). */
const BROWSER_MANIFEST = '../web/.vite/manifest.json';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/** The calculator page's route module (routes.tsx), in the manifest. */
const CALCULATOR_ROUTE = 'src/features/catalogue/calculatorPageRoute.ts';

/** The built files of `keys` and of everything they import, however deep. */
function filesImported(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The files a calculator page hydrates with that its start (the entry and its stages, which
 * /boot.js preloads) does not load: the route, the calculator's module and what they import.
 * Named in the page, they download beside the start instead of one after another behind it.
 */
function pageChunks(manifest: Manifest, moduleKey: string): string[] {
  const entry = manifest['index.html'];
  const start = filesImported(manifest, [
    'index.html',
    ...(entry?.imports ?? []),
    ...(entry?.dynamicImports ?? []),
  ]);
  return [...filesImported(manifest, [CALCULATOR_ROUTE, moduleKey])]
    .filter((file) => !start.has(file))
    .map((file) => `/${file}`);
}

let builtManifest: Promise<Manifest | null> | undefined;

/** The browser build's manifest, read once; null without one (development, tests). */
function manifestOfBuild(): Promise<Manifest | null> {
  builtManifest ??= import('node:fs/promises')
    .then((fs) => fs.readFile(new URL(BROWSER_MANIFEST, import.meta.url), 'utf8'))
    .then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    );
  return builtManifest;
}

/** What the page at `pathname` says of its calculator's module, or null when it says nothing. */
export function servedModule(pathname: string, manifest: Manifest | null): ServedModule | null {
  const slug = matchPath('/calculator/:slug', pathname)?.params.slug;
  if (slug === undefined || !manifest) return null;
  const kind = hasTool(slug) ? 'tool' : hasDefinition(slug) ? 'definition' : 'none';
  if (kind === 'none') return { slug, kind };
  const key = `src/calculators/${slug}.${kind === 'tool' ? 'tsx' : 'ts'}`;
  const file = manifest[key]?.file;
  // A build without the module's entry: the browser finds it in the list instead.
  return file ? { slug, kind, href: `/${file}`, preload: pageChunks(manifest, key) } : null;
}

/** The served module of the page at `pathname`, from this build's manifest. */
export async function servedModuleOfBuild(pathname: string): Promise<ServedModule | null> {
  return servedModule(pathname, await manifestOfBuild());
}
