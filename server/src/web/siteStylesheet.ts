import { createHash } from 'node:crypto';
import type { StyleRule } from './renderThreads.ts';

// The site's stylesheet, made by the build from the style rules of every page
// (buildStylesheet.ts; how pages use it: web/src/ssr/pageStyles.ts).

/**
 * The rules of all pages, each once: the global styles first (the first declares Chakra's cascade
 * layers, which must come before any rule in them), then the classes in the order first met.
 */
export function mergeStyleRules(pages: readonly (readonly StyleRule[])[]): StyleRule[] {
  const merged = new Map<string, StyleRule>();
  for (const rule of pages.flat()) if (!merged.has(rule.id)) merged.set(rule.id, rule);
  const rules = [...merged.values()];
  return [...rules.filter((rule) => rule.global), ...rules.filter((rule) => !rule.global)];
}

/** The classes a page's changed state (`after`) uses that its first state (`before`) does not. */
export function addedClasses(before: readonly StyleRule[], after: readonly StyleRule[]): string[] {
  const had = new Set(before.map((rule) => rule.id));
  return after.filter((rule) => !rule.global && !had.has(rule.id)).map((rule) => rule.id);
}

/** The stylesheet's file name: its content's hash, so a changed sheet is a new address. */
export function stylesheetFileName(css: string): string {
  return `site-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
}
