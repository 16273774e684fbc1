import { createSystem, type SystemContext } from '@chakra-ui/react';
import { SITE_STYLESHEET_ATTRIBUTE } from '../ssr/pageStyles.ts';
import { themeConfigs } from './config.ts';

/**
 * The Chakra system for the document the app renders into. A page the server rendered links the
 * site's stylesheet, which holds the theme's global CSS (reset, global styles, the variable of
 * every token and the order of its layers); there the system is made only when a Chakra
 * component first needs it (lazySystem). Anywhere else (the server, the app shell, development,
 * tests) it is made at once, whole.
 */
export function systemForDocument(
  document: Document | undefined,
  makeSystem: () => SystemContext = () => createSystem(...themeConfigs),
): SystemContext {
  if (!document?.querySelector(`link[${SITE_STYLESHEET_ATTRIBUTE}]`)) return makeSystem();
  return lazySystem(makeSystem);
}

/**
 * What ChakraProvider reads of the system as it renders, and nothing else does: whether to
 * insert the order of the layers, and the global CSS to insert. The site's stylesheet holds both.
 */
const PROVIDER_VIEW: Partial<SystemContext> = {
  _config: { disableLayers: true },
  _global: [],
};

/**
 * A system made on first use. Making it is the longest task of a page's start on a phone (150 to
 * 400 ms at 4x CPU), and a page whose first screen is drawn without Chakra components (the
 * calculator pages) needs it only when a part below the fold hydrates, if at all.
 */
function lazySystem(makeSystem: () => SystemContext): SystemContext {
  let made: SystemContext | undefined;
  return new Proxy(PROVIDER_VIEW as SystemContext, {
    get(view, key) {
      if (Object.hasOwn(view, key)) return Reflect.get(view, key);
      return Reflect.get((made ??= makeMarked(makeSystem)), key);
    },
    has: (view, key) => Object.hasOwn(view, key) || key in (made ??= makeMarked(makeSystem)),
  });
}

/** The name of the mark on the page's timeline when the system is made (browser tests read it). */
export const SYSTEM_MADE_MARK = 'chakra-system-made';

function makeMarked(makeSystem: () => SystemContext): SystemContext {
  const system = makeSystem();
  globalThis.performance?.mark?.(SYSTEM_MADE_MARK);
  return system;
}
