import { statSync } from 'node:fs';
import express, { type Request } from 'express';
import type { CatalogueService } from '../services/catalogue/catalogueService.ts';

// /sitemap.xml (every page a search engine should know, with when it last changed) and
// /robots.txt, which names it. Both need the site's absolute origin, so they are made per
// request rather than kept as files.

/** Pages that are not in the catalogue; /search and /analytics are left to robots.txt. */
const SITE_PAGES = ['/', '/all-calculators', '/about', '/contact', '/privacy', '/terms', '/faq'];

const day = (date: Date) => date.toISOString().slice(0, 10);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastModified: string;
}

/**
 * Every page with its last change: a calculator's from the catalogue, a category's as its newest
 * calculator's, the home and A–Z pages as the newest calculator's, and the other pages' texts as
 * the built web client's (they change only with a new build).
 */
export async function sitemapEntries(
  catalogue: CatalogueService,
  builtAt: Date,
): Promise<SitemapEntry[]> {
  const [categories, calculators] = await Promise.all([catalogue.categories(), catalogue.all()]);
  const newest = (list: { updatedAt: Date }[]) =>
    day(new Date(Math.max(...list.map((calculator) => calculator.updatedAt.getTime()))));
  const catalogueChanged = newest(calculators);
  return [
    ...SITE_PAGES.map((path) => ({
      path,
      lastModified: path === '/' || path === '/all-calculators' ? catalogueChanged : day(builtAt),
    })),
    ...categories.map((category) => {
      const inIt = calculators.filter((calculator) => calculator.category === category.slug);
      return {
        path: `/category/${category.slug}`,
        lastModified: inIt.length ? newest(inIt) : catalogueChanged,
      };
    }),
    ...calculators.map((calculator) => ({
      path: `/calculator/${calculator.slug}`,
      lastModified: day(calculator.updatedAt),
    })),
  ];
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${entry.lastModified}</lastmod></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /analytics\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function createSitemapRouter(options: {
  catalogue: CatalogueService;
  siteOrigin: (req: Request) => string;
  /** The built web client's index.html: when the site's own pages last changed. */
  builtFile?: string;
}) {
  const router = express.Router();
  let builtAt = new Date();
  try {
    if (options.builtFile) builtAt = statSync(options.builtFile).mtime;
  } catch {
    // Not built (development): today.
  }
  router.get('/sitemap.xml', async (req, res) => {
    const entries = await sitemapEntries(options.catalogue, builtAt);
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml(options.siteOrigin(req), entries));
  });
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(options.siteOrigin(req)));
  });
  return router;
}
