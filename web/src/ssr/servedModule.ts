import { matchPath } from 'react-router-dom';
import type { ServedModule } from '../features/catalogue/calculatorModule.tsx';
import { hasDefinition, hasTool } from '../calculators/index.ts';

// A calculator page names its calculator's built module in its HTML, so the browser loads it
// without the list of every module (calculators/calculatorModule.ts). The addresses come from the
// browser build's manifest (vite.config.ts: build.manifest), read beside this renderer.

/** The browser build's manifest, relative to the built server renderer (dist/server). */
const BROWSER_MANIFEST = '../web/.vite/manifest.json';

type Manifest = Record<string, { file: string }>;

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
  const file = manifest[`src/calculators/${slug}.${kind === 'tool' ? 'tsx' : 'ts'}`]?.file;
  // A build without the module's entry: the browser finds it in the list instead.
  return file ? { slug, kind, href: `/${file}` } : null;
}

/** The served module of the page at `pathname`, from this build's manifest. */
export async function servedModuleOfBuild(pathname: string): Promise<ServedModule | null> {
  return servedModule(pathname, await manifestOfBuild());
}
