import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_MODULE_ID } from './calculatorModule.tsx';

// Each test starts as a page does, with no list downloaded: the module keeps what it downloads,
// and the other files of a worker share it.
let calculatorModule: typeof import('./calculatorModule.tsx').calculatorModule;
beforeEach(async () => {
  vi.resetModules();
  ({ calculatorModule } = await import('./calculatorModule.tsx'));
});

function servePage(value: unknown) {
  const script = document.createElement('script');
  script.id = CALCULATOR_MODULE_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(value);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(CALCULATOR_MODULE_ID)?.remove();
});

describe('which module draws a calculator', () => {
  it('takes the page’s own calculator from its HTML, at once, with one loader', () => {
    servePage({ slug: 'pace-calculator', kind: 'definition', href: '/assets/pace-1.js' });
    const found = calculatorModule('pace-calculator');
    expect(found).toMatchObject({ kind: 'definition' });
    // The same loader every time, so memoised parts of the page keep their props.
    expect(calculatorModule('pace-calculator')).toBe(found);
  });

  it('knows at once that the page’s slug names no calculator', () => {
    servePage({ slug: 'no-such-calculator', kind: 'none' });
    expect(calculatorModule('no-such-calculator')).toEqual({ kind: 'none' });
  });

  it('downloads the list for another calculator, then answers from it at once', async () => {
    servePage({ slug: 'pace-calculator', kind: 'definition', href: '/assets/pace-1.js' });
    const waiting = calculatorModule('bmi-calculator');
    expect(waiting).toBeInstanceOf(Promise);
    // Asked twice while it downloads: one promise, for React to wait on.
    expect(calculatorModule('bmi-calculator')).toBe(waiting);
    const bmi = await waiting;
    expect(bmi.kind).toBe('definition');
    const definition = bmi.kind === 'definition' ? await bmi.load() : undefined;
    expect(definition?.slug).toBe('bmi-calculator');
    expect(calculatorModule('crypto-converter')).toMatchObject({ kind: 'tool' });
    expect(calculatorModule('no-such-calculator')).toEqual({ kind: 'none' });
  });
});
