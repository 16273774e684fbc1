import type { Plugin } from 'vite';

// Making the Chakra system (createSystem) is the longest task of a calculator page's start: about
// 270 ms on a phone profile at 4x CPU, timed in the page. This plugin rewrites the browser bundle's
// copy of two of its modules; the server and the tests use Chakra unchanged.
//
// - The global CSS (reset, global styles and the CSS variable of every token) is written out
//   only when asked for. A page rendered on the server already has it in the site's stylesheet,
//   so the browser never needs it there (web/src/theme/documentSystem.ts): about 55 ms at 4x.
// - The theme's configs are merged without first being deep-copied. The copies keep the configs
//   a caller passes unchanged, but the browser makes one system, once, from configs nothing else
//   reads (web/src/theme/config.ts): the copying and the garbage it left were about 110 of the
//   270 ms (medians of 7 loads of the mortgage page, 269 against 152 ms).

/** Each rewritten module, by the end of its path, with each of its rewrites. */
const REWRITES: { module: RegExp; replacements: [string, string][] }[] = [
  {
    module: /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/,
    replacements: [
      [
        'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
        'let globalStylesValue;\n  const globalStyles = () => (globalStylesValue ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
      ],
      ['    _global,\n', '    get _global() {\n      return globalStyles();\n    },\n'],
    ],
  },
  {
    module: /@chakra-ui\/react\/dist\/esm\/styled-system\/merge-config\.js$/,
    replacements: [
      [
        'const merged = mergeWith({}, ...configs.map(clone));',
        'const merged = mergeWith({}, ...configs);',
      ],
    ],
  },
];

/** Rewrites Chakra's createSystem as above, for the browser's bundle. */
export function chakraBrowserSystem(): Plugin {
  return {
    name: 'chakra-browser-system',
    apply: 'build',
    transform(code, id) {
      const rewrite = REWRITES.find(({ module }) => module.test(id));
      if (!rewrite) return null;
      let result = code;
      for (const [from, to] of rewrite.replacements) {
        // A Chakra upgrade that changes these lines fails the build rather than losing the saving.
        if (result.split(from).length !== 2) {
          throw new Error(`chakra-browser-system: "${from.trim()}" not found once in ${id}`);
        }
        result = result.replace(from, to);
      }
      return { code: result, map: null };
    },
  };
}
