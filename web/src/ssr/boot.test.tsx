import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CALCULATOR_MODULE_ID } from '../features/catalogue/calculatorModule.tsx';

// /boot.js (web/public) as a served page runs it: deferred, with the entry and the start's files
// in its attributes, and the page's own files in the page's JSON note.
const BOOT = readFileSync('web/public/boot.js', 'utf8');

function runBoot(note?: string) {
  if (note !== undefined) {
    const script = document.createElement('script');
    script.id = CALCULATOR_MODULE_ID;
    script.type = 'application/json';
    script.textContent = note;
    document.body.append(script);
  }
  const boot = document.createElement('script');
  boot.setAttribute('data-entry', '/assets/index-1.js');
  boot.setAttribute('data-preload', '/assets/runtime-1.js /assets/start-1.js');
  Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
  new Function(BOOT)();
}

/** What the page asked for, in order: preloads by address, the module script as `entry …`. */
const asked = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      element instanceof HTMLLinkElement
        ? element.getAttribute('href')
        : `entry ${element.getAttribute('src')}`,
  );

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('/boot.js on a served page', () => {
  it('loads the start, then preloads the calculator page’s own files its note lists', async () => {
    runBoot(
      JSON.stringify({
        slug: 'mortgage-calculator',
        kind: 'definition',
        href: '/assets/mortgage-calculator-1.js',
        preload: ['/assets/calculatorPageRoute-1.js', '/assets/mortgage-calculator-1.js'],
      }),
    );
    await waitFor(() =>
      expect(asked()).toEqual([
        '/assets/runtime-1.js',
        '/assets/start-1.js',
        'entry /assets/index-1.js',
        '/assets/calculatorPageRoute-1.js',
        '/assets/mortgage-calculator-1.js',
      ]),
    );
  });

  it('loads the start alone on other pages, and where the note cannot be read', async () => {
    runBoot();
    await waitFor(() =>
      expect(asked()).toEqual([
        '/assets/runtime-1.js',
        '/assets/start-1.js',
        'entry /assets/index-1.js',
      ]),
    );
    document.head.replaceChildren();
    runBoot('{"slug": "mortgage-calc');
    await waitFor(() =>
      expect(asked()).toEqual([
        '/assets/runtime-1.js',
        '/assets/start-1.js',
        'entry /assets/index-1.js',
      ]),
    );
  });
});
