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
