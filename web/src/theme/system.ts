import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    // Printing a calculator prints its inputs and results, not the site's chrome.
    '.no-print, [data-scope=toast]': { '@media print': { display: 'none !important' } },
    'html, body': { bg: 'bg', color: 'fg', '@media print': { bg: 'white', color: 'black' } },
    // A visible focus ring for keyboard users on every focusable element.
    ':focus-visible': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
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
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
