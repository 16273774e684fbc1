import { describe, expect, it } from 'vitest';
import { servedModule } from './servedModule.ts';

// A browser build's manifest, as Vite writes it (keys relative to web/).
const manifest = {
  'src/calculators/mortgage-calculator.ts': { file: 'assets/mortgage-calculator-AbC12345.js' },
  'src/calculators/crypto-converter.tsx': { file: 'assets/crypto-converter-XyZ98765.js' },
};

describe('the module a calculator page names in its HTML', () => {
  it('names a definition’s and a tool’s built module', () => {
    expect(servedModule('/calculator/mortgage-calculator', manifest)).toEqual({
      slug: 'mortgage-calculator',
      kind: 'definition',
      href: '/assets/mortgage-calculator-AbC12345.js',
    });
    expect(servedModule('/calculator/crypto-converter', manifest)).toEqual({
      slug: 'crypto-converter',
      kind: 'tool',
      href: '/assets/crypto-converter-XyZ98765.js',
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
