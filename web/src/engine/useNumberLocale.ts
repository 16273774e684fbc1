import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  figuresIn,
  LINK_LOCALE,
  LINK_SIGNS,
  localeOfSignsKey,
  numberLocaleOf,
  type NumberLocale,
} from './numberText.ts';
import { RenderEnvironmentContext, renderedNumberSigns } from '../ssr/renderEnvironment.tsx';

// The signs the visitor writes numbers with. The server writes its HTML in those of the language
// the request prefers (Accept-Language), and the hydrating render in the same; the browser's own
// first language follows. The same signs are the same object, so when the two agree (as they do
// unless a visitor's languages are set apart) nothing is drawn again.

/** The signs of the browser's first language (LINK_LOCALE outside a browser). */
export function browserNumberLocale(): NumberLocale {
  if (typeof navigator === 'undefined') return LINK_LOCALE;
  return numberLocaleOf(navigator.languages?.[0] ?? navigator.language);
}

const noChanges = () => () => {};

/**
 * The visitor's number signs. On the server, those of the language the request prefers; while
 * hydrating, those the server wrote the page in (the same, unless the browser's first language
 * writes numbers otherwise, when the page is drawn again in its signs).
 */
export function useNumberLocale(): NumberLocale {
  const { numberSigns } = useContext(RenderEnvironmentContext);
  return useSyncExternalStore(noChanges, browserNumberLocale, () =>
    localeOfSignsKey(numberSigns ?? renderedNumberSigns() ?? LINK_SIGNS),
  );
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
 * Writes a text's figures in the visitor's signs (useNumberLocale: '$1,380.51' is '$1.380,51' in
 * Germany), so results read as the fields beside them are typed; as written on a page of
 * FiguresAsWritten.
 */
export function useFiguresInLocale(): (text: string) => string {
  const signs = useShownSigns();
  return signs === LINK_LOCALE ? asWritten : (text) => figuresIn(text, signs);
}

/** The signs results are shown in: the visitor's (useNumberLocale), unless kept as written. */
export function useShownSigns(): NumberLocale {
  const kept = useContext(FiguresAsWritten);
  const locale = useNumberLocale();
  return kept ? LINK_LOCALE : locale;
}
