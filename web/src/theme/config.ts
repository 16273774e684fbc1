import { defaultBaseConfig, defineConfig, type SystemStyleObject } from '@chakra-ui/react';
import { frameCss } from '../components/layout/frameCss.ts';
import { cardsCss } from '../components/catalogue/cardsCss.ts';
import { catalogueCss } from '../features/catalogue/catalogueCss.ts';
import { homeCss } from '../features/home/homeCss.ts';
import { searchCss } from '../search/searchCss.ts';
import { paletteCss, PALETTES } from './palettes.ts';
import { pageCss } from '../components/pageCss.ts';
import { tabsCss } from '../components/tabsCss.ts';
import { chartsCss } from '../engine/chartsCss.ts';
import { fieldsCss } from '../engine/fieldsCss.ts';
import { resultsCss } from '../engine/resultsCss.ts';
import { tablesCss } from '../engine/tablesCss.ts';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  colorSwatchRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The custom properties Chakra's global styles give every element (`*`) that this site keeps. */
export const EVERY_ELEMENT_VARS = [
  '--global-font-mono',
  '--global-font-body',
  '--global-color-border',
];

/**
 * Whether this is the browser's production bundle, which carries none of the global CSS: every
 * page it is served with links the site's stylesheet, which holds it (server/src/web/
 * buildStylesheet.ts; the app shell too, serveWebClient.ts), and Chakra then never works it out
 * (documentSystem.ts): 1.1 kB gzip off the chunk every page loads. The server's renderer,
 * which writes the stylesheet, development and the tests keep it.
 */
const GLOBAL_CSS_IN_STYLESHEET = import.meta.env.PROD && !import.meta.env.SSR;

/**
 * Chakra's global styles, with every element given only the custom properties the site's styles
 * read. Chakra's `*` rule also sets 23 defaults for its `ring`, `filter` and `backdropFilter`
 * utilities, which no style of this site uses (no rule of the built stylesheet reads them):
 * custom properties on every element are worked out for each element at each style
 * recalculation, and style and layout were the largest part of a phone's work at load. A style
 * that takes up one of those utilities must set its defaults itself.
 */
function siteGlobalCss(): typeof globalCss {
  const everyElement: SystemStyleObject = Object.fromEntries(
    Object.entries(globalCss['*'] ?? {}).filter(
      ([property]) => !property.startsWith('--') || EVERY_ELEMENT_VARS.includes(property),
    ),
  );
  return { ...globalCss, '*': everyElement };
}

/**
 * Chakra's default theme with only the recipes of the components this site uses. The full
 * default config carries every component's recipe (about 115 kB of JavaScript) and Chakra's
 * `defaultSystem`, which would be built at start-up beside ours. A component whose recipe is
 * missing renders unstyled, so every web test fails when one in use is left out (test/setup.ts).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: GLOBAL_CSS_IN_STYLESHEET ? {} : siteGlobalCss(),
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The one focus ring colour, for every colour palette. Chakra gives each palette its own
 * `focusRing` token, and every recipe's ring (buttons, links, inputs, selects, tabs, accordion
 * triggers, radios) and the `focusVisibleRing` utility read the palette's one: gray's is
 * gray.400, 2.6:1 on white, too faint. This one has at least 3:1 (WCAG 1.4.11) against every
 * background a ring is drawn on:
 * - light, blue.600 #2563eb: 4.95:1 on the page (gray.50 #fafafa), 5.17:1 on cards, header and
 *   inputs (white), 4.75:1 on the home hero (blue.50 #eff6ff), 3.43:1 on the footer (gray.900
 *   #18181b);
 * - dark, blue.400 #60a5fa: 7.43:1 on the page (gray.950 #111111), 6.97:1 on cards, header,
 *   inputs and footer (gray.900 #18181b), 7.15:1 on the home hero (blue.950 #0c142e), 7.83:1 on
 *   popovers and the html background (black #09090b).
 * (theme/system.test.ts computes these from the tokens.)
 */
const focusRingColor = { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' };

const siteConfig = defineConfig({
  globalCss: GLOBAL_CSS_IN_STYLESHEET
    ? {}
    : {
        // Printing a calculator prints its inputs and results, not the site's chrome.
        '.no-print, [data-scope=toast]': { '@media print': { display: 'none !important' } },
        'html, body': { bg: 'bg', color: 'fg', '@media print': { bg: 'white', color: 'black' } },
        // Rings drawn by Chakra's `focusVisibleRing: 'inside'` (text inputs, selects, tab panels)
        // are 1px unless told otherwise; 2px like all the others. Inherited by every element.
        html: { '--focus-ring-width': '2px' },
        // A visible focus ring for keyboard users on every focusable element without a recipe of
        // its own (plain links, native radios and sliders).
        ':focus-visible': {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        },
        // A card that is one link (LinkBox) is ringed whole, not just the words of its link.
        '.chakra-linkbox:has(.chakra-linkbox__overlay:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'focusRing',
          outlineOffset: '2px',
        },
        '.chakra-linkbox__overlay:focus-visible': {
          '@supports selector(:has(*))': { outline: 'none' },
        },
        // The pages' parts drawn as plain elements with classes, worked out only here: the
        // browser's bundle leaves this branch out, and with it their work (frameCss.ts).
        ...frameCss(),
        ...pageCss(),
        ...tabsCss(),
        ...fieldsCss(),
        ...tablesCss(),
        ...chartsCss(),
        ...resultsCss(),
        ...cardsCss(),
        ...searchCss(),
        ...homeCss(),
        ...catalogueCss(),
        ...paletteCss(),
      },
  theme: {
    slotRecipes: {
      accordion: {
        slots: accordionSlotRecipe.slots,
        base: {
          // Drawn inside the trigger: the enclosed accordion clips what is outside its border.
          itemTrigger: { _focusVisible: { outlineOffset: '-2px' } },
        },
      },
    },
    tokens: {
      fonts: {
        heading: {
          value:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: {
          value:
            'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } },
          fg: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
          subtle: { value: { _light: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
        },
        surface: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        page: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
        focusRing: { value: focusRingColor },
        ...Object.fromEntries(
          PALETTES.map((palette) => [palette, { focusRing: { value: focusRingColor } }]),
        ),
      },
    },
  },
});

/**
 * The site's theme: Chakra's base, its recipes this site uses, and the site's own. Built into a
 * system by theme/system.ts, in a task of its own (see main.tsx).
 */
export const themeConfigs = [defaultBaseConfig, chakraTheme, siteConfig] as const;
