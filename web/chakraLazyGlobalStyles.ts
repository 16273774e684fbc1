import type { Plugin } from 'vite';

// Chakra's createSystem writes out the theme's global CSS (reset, global styles and the CSS
// variable of every token) as soon as the system is made: at 4x CPU, as Lighthouse measures a
// phone, about 55 of the 160 ms that making the system takes, in one task before the page can
// answer a tap. A page rendered on the server already has that CSS in the site's stylesheet, so
// the browser never needs it there (web/src/theme/documentSystem.ts). This plugin makes the
// browser bundle's copy of createSystem write it out only when asked for; the server and tests
// use Chakra unchanged.

const SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

/** The two places in createSystem that build the global CSS, and what each becomes. */
const REPLACEMENTS: [string, string][] = [
  [
    'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
    'let globalStylesValue;\n  const globalStyles = () => (globalStylesValue ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
  ],
  ['    _global,\n', '    get _global() {\n      return globalStyles();\n    },\n'],
];

/** Rewrites Chakra's createSystem so that `system._global` is computed when first read. */
export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'chakra-lazy-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      let result = code;
      for (const [from, to] of REPLACEMENTS) {
        // A Chakra upgrade that changes these lines fails the build rather than losing the saving.
        if (result.split(from).length !== 2) {
          throw new Error(`chakra-lazy-global-styles: "${from.trim()}" not found once in ${id}`);
        }
        result = result.replace(from, to);
      }
      return { code: result, map: null };
    },
  };
}
