import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a page needs to know about where it is rendered. In the browser that is window.location;
 * on the server it comes from the request, so the HTML and the hydrated page agree.
 */
export interface RenderEnvironment {
  /** 'https://example.com': for canonical, Open Graph and share addresses. */
  origin: string;
  /** Called by pages that mean "not found", so the server answers 404. Server only. */
  setStatus?: (code: number) => void;
  /** The day the server renders the page on, 'YYYY-MM-DD' on its clock (useToday). Server only. */
  today?: string;
  /** Told each query parameter the page reads (ssr/queryParams.ts). Server only. */
  readQueryKey?: (key: string) => void;
  /**
   * The number signs of the visitor's language (engine/numberText.ts signsKey), from the
   * request's Accept-Language: the page's figures are written in them. Server only.
   */
  numberSigns?: string;
}

/** The id of the JSON script element that carries the server's `today` to the browser. */
export const RENDERED_ON_ID = '__RENDERED_ON__';

/** The id of the JSON script element that carries the page's number signs to the browser. */
export const NUMBER_SIGNS_ID = '__NUMBER_SIGNS__';

let numberSignsRead: { signs: string | undefined } | undefined;

/** The number signs the server wrote this page's figures in, when not links' (browser only). */
export function renderedNumberSigns(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  // Read once: every field and figure asks while the page hydrates.
  numberSignsRead ??= {
    signs: (() => {
      const json = document.getElementById(NUMBER_SIGNS_ID)?.textContent;
      return json ? (JSON.parse(json) as string) : undefined;
    })(),
  };
  return numberSignsRead.signs;
}

const browserEnvironment: RenderEnvironment = {
  origin: typeof window === 'undefined' ? '' : window.location.origin,
};

export const RenderEnvironmentContext = createContext<RenderEnvironment>(browserEnvironment);

export function useOrigin(): string {
  return useContext(RenderEnvironmentContext).origin;
}

/** Marks the page as a 404 for the server's response; does nothing in the browser. */
export function useNotFoundStatus(): void {
  useContext(RenderEnvironmentContext).setStatus?.(404);
}

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true afterwards: for what depends on the visitor's
 * clock or storage (today's date, the saved colour mode), which the server cannot know.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The calendar date on this machine's clock and in its time zone, as 'YYYY-MM-DD'. */
export function localIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day the server rendered this page's HTML on, when it did (browser only). */
function renderedOn(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const json = document.getElementById(RENDERED_ON_ID)?.textContent;
  return json ? (JSON.parse(json) as string) : undefined;
}

/**
 * Today's date on the visitor's clock, 'YYYY-MM-DD'. On the server, and in the browser while it
 * hydrates, the day the server rendered the page on, so the two agree; then the visitor's own,
 * which is another day near midnight or in a time zone far from the server's.
 */
export function useToday(): string {
  const { today } = useContext(RenderEnvironmentContext);
  return useSyncExternalStore(
    subscribeNever,
    localIsoDate,
    () => today ?? renderedOn() ?? localIsoDate(),
  );
}
