import type { EmotionCache } from '@emotion/cache';

// The CSS a server-rendered page needs, split between the site's stylesheet and the page.
//
// Chakra's styles are Emotion rules: the theme's global CSS (tokens, reset, globals) and one class
// per distinct style of an element (recipes and style props), named by a hash of its styles, so
// the same style has the same class on every page. The build renders every page once and writes
// the rules they use into one hashed stylesheet (server/src/web/buildStylesheet.ts) that browsers
// cache across pages. A page then carries in its HTML only the rules that stylesheet lacks.
//
// The browser's Emotion must know which rules are already there, or it inserts them all again
// while hydrating: it reads the names listed in each <style data-emotion="css …"> element of the
// server's HTML (Emotion's own server-rendering protocol), so the page lists the classes it uses
// from the stylesheet in an empty element, and each global style in an empty element of its own.

/** One Emotion rule: a class's CSS, or a global style's. */
export interface StyleRule {
  id: string;
  css: string;
  global: boolean;
}

/** Marks the link to the site's stylesheet, whose global CSS the browser then leaves out. */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-site-stylesheet';

/** The file beside the server renderer naming the site's stylesheet and its rules. */
export const STYLESHEET_MANIFEST = 'stylesheet.json';

/** The link to the site's stylesheet at `href`, as every page's head (and the app shell's) has it. */
export function siteStylesheetLink(href: string): string {
  return `<link rel="stylesheet" href="${href}" ${SITE_STYLESHEET_ATTRIBUTE}>`;
}

/** The site's stylesheet, as the build wrote it. */
export interface SiteStylesheet {
  /** Its address, e.g. /assets/site-1a2b3c4d.css. */
  href: string;
  /** The Emotion names of the rules it holds. */
  ids: ReadonlySet<string>;
  /**
   * Of them, the classes a page shows only once typed in (a field's message): every page names
   * them with its own, so that the browser's Emotion does not insert them at the first such key.
   */
  typedIds?: readonly string[];
}

/** The rules a render inserted into `cache` that `html` uses (every global style, and its classes). */
export function usedStyleRules(cache: EmotionCache, html: string): StyleRule[] {
  const classPattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  const used = new Set(Array.from(html.matchAll(classPattern), (match) => match[1]));
  const rules: StyleRule[] = [];
  for (const [id, css] of Object.entries(cache.inserted)) {
    // `true` marks a rule that was already in the document (never the case on the server).
    if (typeof css !== 'string') continue;
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    if (global || used.has(id)) rules.push({ id, css, global });
  }
  return rules;
}

const styleTag = (key: string, ids: string[], css: string) =>
  `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`;

/**
 * The <link> and <style> elements a page's head needs for `rules`: the site's stylesheet, when
 * there is one, and the rules it lacks; each global style in an element of its own (Emotion
 * takes them over one by one), then the classes.
 */
export function pageStyleTags(
  key: string,
  rules: readonly StyleRule[],
  stylesheet: SiteStylesheet | null,
): string {
  const inSheet = (rule: StyleRule) => stylesheet?.ids.has(rule.id) ?? false;
  const globals = rules
    .filter((rule) => rule.global)
    .map((rule) => styleTag(`${key}-global`, [rule.id], inSheet(rule) ? '' : rule.css));
  const classes = rules.filter((rule) => !rule.global);
  const shared = new Set([
    ...classes.filter(inSheet).map((rule) => rule.id),
    ...(stylesheet?.typedIds ?? []),
  ]);
  const own = classes.filter((rule) => !inSheet(rule));
  return (
    (stylesheet ? siteStylesheetLink(stylesheet.href) : '') +
    globals.join('') +
    (shared.size ? styleTag(key, [...shared], '') : '') +
    (own.length
      ? styleTag(
          key,
          own.map((rule) => rule.id),
          own.map((rule) => rule.css).join(''),
        )
      : '')
  );
}
