import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueService } from '../services/catalogue/catalogueService.ts';
import { createSitemapRouter, robotsTxt, sitemapEntries, sitemapXml } from './sitemap.ts';

const calculator = (slug: string, category: string, updatedAt: string) =>
  ({ slug, category, updatedAt: new Date(`${updatedAt}T00:00:00Z`) }) as never;

const catalogue = {
  categories: async () => [{ slug: 'finance' }, { slug: 'health' }, { slug: 'date' }],
  all: async () => [
    calculator('tip-calculator', 'finance', '2025-03-21'),
    calculator('fd-calculator', 'finance', '2026-11-25'),
    calculator('bmi-calculator', 'health', '2025-03-21'),
  ],
} as unknown as CatalogueService;

const builtAt = new Date('2026-11-20T10:00:00Z');

describe('the sitemap', () => {
  it('lists every page with its last change', async () => {
    const entries = await sitemapEntries(catalogue, builtAt);
    const lastModified = Object.fromEntries(entries.map((e) => [e.path, e.lastModified]));
    expect(lastModified).toEqual({
      '/': '2026-11-25',
      '/all-calculators': '2026-11-25',
      '/about': '2026-11-20',
      '/contact': '2026-11-20',
      '/privacy': '2026-11-20',
      '/terms': '2026-11-20',
      '/faq': '2026-11-20',
      '/category/finance': '2026-11-25',
      '/category/health': '2025-03-21',
      // A category with no calculators yet changed with the catalogue.
      '/category/date': '2026-11-25',
      '/calculator/tip-calculator': '2025-03-21',
      '/calculator/fd-calculator': '2026-11-25',
      '/calculator/bmi-calculator': '2025-03-21',
    });
  });

  it('writes absolute, escaped addresses in the sitemaps.org format', () => {
    const xml = sitemapXml('https://example.com', [
      { path: '/a?b=1&c=2', lastModified: '2026-01-02' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://example.com/a?b=1&#38;c=2</loc><lastmod>2026-01-02</lastmod></url>',
    );
  });

  it('is named by robots.txt, which keeps crawlers off the analytics and search pages', () => {
    const robots = robotsTxt('https://example.com');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
    expect(robots).toContain('Disallow: /analytics');
    expect(robots).toContain('Disallow: /search');
  });
});

describe('the sitemap router', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const app = express().use(
      createSitemapRouter({ catalogue, siteOrigin: () => 'https://calc.example' }),
    );
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers /sitemap.xml and /robots.txt with the site’s origin', async () => {
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://calc.example/calculator/fd-calculator</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(13);
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: https://calc.example/sitemap.xml');
  });
});
