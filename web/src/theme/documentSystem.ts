import { SITE_STYLESHEET_ATTRIBUTE } from '../ssr/pageStyles.ts';
import { system } from './system.ts';

/**
 * The Chakra system for the document the app renders into. A page the server rendered links the
 * site's stylesheet, which holds the theme's global CSS (reset, global styles, the variable of
 * every token); there ChakraProvider gets the system without it, so the browser neither computes
 * it (web/chakraBrowserSystem.ts) nor inserts it again. Anywhere else (the server, the app
 * shell, development, tests) it gets the system as made.
 */
export function systemForDocument(document: Document | undefined): typeof system {
  if (!document?.querySelector(`link[${SITE_STYLESHEET_ATTRIBUTE}]`)) return system;
  // The same system in every other respect: its tokens, recipes and css function are read
  // through the prototype.
  return Object.create(system, { _global: { value: [] } }) as typeof system;
}
