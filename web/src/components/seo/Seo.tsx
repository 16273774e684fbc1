import { useLocation } from 'react-router-dom';
import { useOrigin } from '../../ssr/renderEnvironment.tsx';
import { site } from '../../site.ts';

/** Where the page is: structured data that names addresses is built from it. */
export interface PageAddress {
  /** 'https://example.com' */
  origin: string;
  /** The canonical address of the page. */
  url: string;
}

/** A JSON-LD block: a plain object, or one built from the page's address. */
export type JsonLdBlock = object | ((page: PageAddress) => object);

export interface SeoProps {
  /** The page's title; ' | {site name}' is added unless already there. */
  title: string;
  description: string;
  keywords?: string;
  /** Canonical address; defaults to the current address without its query. */
  canonical?: string;
  /** Share image path or URL; defaults to /og-image.png. */
  image?: string;
  /** Structured data blocks (JSON-LD), one script each. */
  jsonLd?: JsonLdBlock[];
}

export function fullTitle(title: string): string {
  return title.includes(`| ${site.name}`) ? title : `${title} | ${site.name}`;
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:/.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/**
 * A page's metadata (spec section 2, Page metadata). React 19 moves <title>, <meta> and <link>
 * into the document head wherever they are rendered; the server puts them in the HTML's head.
 */
export function Seo({ title, description, keywords, canonical, image, jsonLd = [] }: SeoProps) {
  const origin = useOrigin();
  const { pathname } = useLocation();
  const pageTitle = fullTitle(title);
  const url = canonical ?? `${origin}${pathname}`;
  const imageUrl = absolute(origin, image ?? '/og-image.png');
  const page = { origin, url };
  return (
    <>
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((block, index) => (
        <JsonLd key={index} data={typeof block === 'function' ? block(page) : block} />
      ))}
    </>
  );
}

/** The WebSite block with a SearchAction pointing at /search?q=. */
export function websiteJsonLd(): JsonLdBlock {
  return ({ origin }: PageAddress) => ({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}

export const DEFAULT_PAGE_DATE = '2025-03-21';

/** The day part, YYYY-MM-DD, of an ISO date or date and time. */
const day = (date: string | undefined) => date?.slice(0, 10) || undefined;

/** The free SoftwareApplication block of calculator pages. */
export function calculatorJsonLd(options: {
  name: string;
  description: string;
  category?: string;
  /** An ISO date, or a date and time such as the catalogue's publishedAt. */
  datePublished?: string;
  dateModified?: string;
}): JsonLdBlock {
  const datePublished = day(options.datePublished) ?? DEFAULT_PAGE_DATE;
  return ({ url }: PageAddress) => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: options.name,
    description: options.description,
    applicationCategory: 'UtilityApplication',
    applicationSubCategory: options.category,
    operatingSystem: 'Web',
    url,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    datePublished,
    dateModified: day(options.dateModified) ?? datePublished,
  });
}

/** One structured-data block as a script element. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be raw JSON; '<' is escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
