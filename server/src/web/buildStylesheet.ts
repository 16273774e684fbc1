// npm run build:css — after the browser and server builds: renders every page of the site once
// and writes the style rules they use into one stylesheet, named by a hash of its content, that
// browsers cache across pages (dist/web/assets/site-<hash>.css), and the list of its rules beside
// the server renderer (dist/server/stylesheet.json), which then leaves them out of each page's
// HTML. See web/src/ssr/pageStyles.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { startServer } from '../server.ts';
import type { ServerRendererModule, StyleRule } from './renderThreads.ts';
import { sitemapEntries } from './sitemap.ts';
import { STYLESHEET_MANIFEST } from '../../../web/src/ssr/pageStyles.ts';
import { addedClasses, mergeStyleRules, stylesheetFileName } from './siteStylesheet.ts';

/** Pages outside the sitemap whose looks the stylesheet should hold too. */
const OTHER_PAGES = [
  '/analytics',
  '/search?q=loan',
  '/no/such/page',
  '/calculator/no-such-calculator',
  '/category/no-such-category',
];

/**
 * Pages as a visitor makes them by typing: a field's message and a result to correct, a cell's
 * message. Their rules go into the stylesheet, and every page names the classes they add to the
 * page as first served (`typedIds`), so that the browser's Emotion finds them there: inserted at
 * the first key that shows them, a rule made the browser work out the whole page's styles again,
 * the slowest key of a visit (on a phone at 4x CPU, 135 ms against 40 for the next ones).
 */
const TYPED_PAGES = [
  '/calculator/bmi-calculator?weight=abc',
  '/calculator/gpa-calculator?credits=3~x~4&grade=a~b~c',
];

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../../..');
  const webDist = path.join(root, 'dist/web');
  const serverDist = path.join(root, 'dist/server');
  const renderer = (await import(
    pathToFileURL(path.join(serverDist, 'entry-server.js')).href
  )) as ServerRendererModule;

  // The real catalogue and GraphQL API on a throwaway embedded database, without a web client:
  // pages are rendered here, in this process.
  const server = await startServer({
    ...loadConfig({ NODE_ENV: 'production', GRAPHQL_PER_MINUTE: '1000000' }),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    webDistDir: '/nonexistent-web-build',
  });
  try {
    const execute: Parameters<ServerRendererModule['renderPage']>[1] = async (request) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      return (await response.json()) as never;
    };
    const paths = [
      ...(await sitemapEntries(server.services.catalogue, new Date())).map((entry) => entry.path),
      ...OTHER_PAGES,
      ...TYPED_PAGES,
    ];
    const pages = new Map<string, StyleRule[]>();
    for (const pagePath of paths) {
      const failures: unknown[] = [];
      const page = await renderer.renderPage(
        `http://localhost${pagePath}`,
        execute,
        (error) => failures.push(error),
        { stylesheet: null, collectStyles: true },
      );
      if (failures.length) throw new Error(`${pagePath} did not render`, { cause: failures[0] });
      pages.set(pagePath, page.styleRules ?? []);
    }
    const rules = mergeStyleRules([...pages.values()]);
    const typedIds = TYPED_PAGES.flatMap((typed) =>
      addedClasses(pages.get(typed.slice(0, typed.indexOf('?')))!, pages.get(typed)!),
    );
    const css = rules.map((rule) => rule.css).join('');
    const fileName = stylesheetFileName(css);
    await writeFile(path.join(webDist, 'assets', fileName), css);
    await writeFile(
      path.join(serverDist, STYLESHEET_MANIFEST),
      JSON.stringify({
        href: `/assets/${fileName}`,
        ids: rules.map((rule) => rule.id),
        typedIds: [...new Set(typedIds)],
      }),
    );
    console.log(
      `Stylesheet of ${paths.length} pages: ${rules.length} rules (${typedIds.length} shown by typing), ${(css.length / 1000).toFixed(1)} kB, dist/web/assets/${fileName}`,
    );
  } finally {
    await server.close();
  }
}

await main();
