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
import { mergeStyleRules, stylesheetFileName } from './siteStylesheet.ts';

/** Pages outside the sitemap whose looks the stylesheet should hold too. */
const OTHER_PAGES = [
  '/analytics',
  '/search?q=loan',
  '/no/such/page',
  '/calculator/no-such-calculator',
  '/category/no-such-category',
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
    ];
    const pages: StyleRule[][] = [];
    for (const pagePath of paths) {
      const failures: unknown[] = [];
      const page = await renderer.renderPage(
        `http://localhost${pagePath}`,
        execute,
        (error) => failures.push(error),
        { stylesheet: null, collectStyles: true },
      );
      if (failures.length) throw new Error(`${pagePath} did not render`, { cause: failures[0] });
      pages.push(page.styleRules ?? []);
    }
    const rules = mergeStyleRules(pages);
    const css = rules.map((rule) => rule.css).join('');
    const fileName = stylesheetFileName(css);
    await writeFile(path.join(webDist, 'assets', fileName), css);
    await writeFile(
      path.join(serverDist, STYLESHEET_MANIFEST),
      JSON.stringify({ href: `/assets/${fileName}`, ids: rules.map((rule) => rule.id) }),
    );
    console.log(
      `Stylesheet of ${paths.length} pages: ${rules.length} rules, ${(css.length / 1000).toFixed(1)} kB, dist/web/assets/${fileName}`,
    );
  } finally {
    await server.close();
  }
}

await main();
