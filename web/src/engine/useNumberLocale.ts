import { createContext, useContext, useSyncExternalStore } from 'react';
import { figuresIn, LINK_LOCALE, numberLocaleOf, type NumberLocale } from './numberText.ts';

// The signs the visitor writes numbers with. The server cannot know them, so its HTML (and the
// hydrating render) shows and reads numbers as links do; the browser's locale follows. For a
// locale that writes numbers as links do (en-US, en-IN) it is the same object, so nothing is
// drawn again.

/** The signs of the browser's first language (LINK_LOCALE outside a browser). */
export function browserNumberLocale(): NumberLocale {
  if (typeof navigator === 'undefined') return LINK_LOCALE;
  return numberLocaleOf(navigator.languages?.[0] ?? navigator.language);
}

const noChanges = () => () => {};
const linkLocale = () => LINK_LOCALE;

/** The visitor's number signs once hydrated; a link's on the server and while hydrating. */
export function useNumberLocale(): NumberLocale {
  return useSyncExternalStore(noChanges, browserNumberLocale, linkLocale);
}

/** Returns a text as it is unchanged: the figures of a link's locale. */
const asWritten = (text: string) => text;

/**
 * Whether a page's figures are kept as written in every locale: a calculator whose input is
 * code (an expression, a timestamp, JSON) or whose subject is a way of writing numbers (Indian
 * grouping) shows them as its input takes them.
 */
export const FiguresAsWritten = createContext(false);

/**
 * Writes a text's figures in the visitor's signs once hydrated ('$1,380.51' is '$1.380,51' in
 * Germany), so results read as the fields beside them are typed; as written on the server and
 * while hydrating, and on a page of FiguresAsWritten.
 */
export function useFiguresInLocale(): (text: string) => string {
  const signs = useShownSigns();
  return signs === LINK_LOCALE ? asWritten : (text) => figuresIn(text, signs);
}

/** The signs results are shown in: the visitor's once hydrated, unless kept as written. */
export function useShownSigns(): NumberLocale {
  const kept = useContext(FiguresAsWritten);
  const locale = useNumberLocale();
  return kept ? LINK_LOCALE : locale;
}
