import { describe, expect, it } from 'vitest';
import { servedModule } from './servedModule.ts';

// A browser build's manifest, as Vite writes it (keys relative to web/): the entry and its stages,
// the calculator page's route, and two calculators' modules with what they import.
const manifest = {
  'index.html': {
    file: 'assets/index-Ent12345.js',
    imports: ['_runtime-Run12345.js'],
    dynamicImports: ['_client-Cli12345.js', '_start-Sta12345.js'],
  },
  '_runtime-Run12345.js': { file: 'assets/runtime-Run12345.js' },
  '_client-Cli12345.js': { file: 'assets/client-Cli12345.js', imports: ['_runtime-Run12345.js'] },
  '_start-Sta12345.js': { file: 'assets/start-Sta12345.js', imports: ['_client-Cli12345.js'] },
  'src/features/catalogue/calculatorPageRoute.ts': {
    file: 'assets/calculatorPageRoute-Rou12345.js',
    imports: ['_runtime-Run12345.js', '_calculator-page-Pag12345.js'],
  },
  '_calculator-page-Pag12345.js': {
    file: 'assets/calculator-page-Pag12345.js',
    imports: ['_start-Sta12345.js'],
  },
  'src/calculators/mortgage-calculator.ts': {
    file: 'assets/mortgage-calculator-AbC12345.js',
    imports: ['_calculator-page-Pag12345.js', '_amortize-Amo12345.js'],
  },
  '_amortize-Amo12345.js': {
    file: 'assets/amortize-Amo12345.js',
    imports: ['_calculator-page-Pag12345.js'],
  },
  'src/calculators/crypto-converter.tsx': { file: 'assets/crypto-converter-XyZ98765.js' },
};

describe('the module a calculator page names in its HTML', () => {
  // Every file once, and none of the start's (the entry and its stages), which /boot.js preloads.
  it('names a definition’s and a tool’s built module, and the files the page hydrates with', () => {
    expect(servedModule('/calculator/mortgage-calculator', manifest)).toEqual({
      slug: 'mortgage-calculator',
      kind: 'definition',
      href: '/assets/mortgage-calculator-AbC12345.js',
      preload: [
        '/assets/calculatorPageRoute-Rou12345.js',
        '/assets/calculator-page-Pag12345.js',
        '/assets/mortgage-calculator-AbC12345.js',
        '/assets/amortize-Amo12345.js',
      ],
    });
    expect(servedModule('/calculator/crypto-converter', manifest)).toEqual({
      slug: 'crypto-converter',
      kind: 'tool',
      href: '/assets/crypto-converter-XyZ98765.js',
      preload: [
        '/assets/calculatorPageRoute-Rou12345.js',
        '/assets/calculator-page-Pag12345.js',
        '/assets/crypto-converter-XyZ98765.js',
      ],
    });
  });

  it('says a slug has no module, so the page needs no list to show it is not found', () => {
    expect(servedModule('/calculator/no-such-calculator', manifest)).toEqual({
      slug: 'no-such-calculator',
      kind: 'none',
    });
  });

  it('names nothing off calculator pages, without a build, or when the build lacks the module', () => {
    expect(servedModule('/category/finance', manifest)).toBeNull();
    expect(servedModule('/', manifest)).toBeNull();
    expect(servedModule('/calculator/mortgage-calculator', null)).toBeNull();
    expect(servedModule('/calculator/bmi-calculator', manifest)).toBeNull();
  });
});
