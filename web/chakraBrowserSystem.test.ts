import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { chakraBrowserSystem } from './chakraBrowserSystem.ts';
import { themeConfigs } from './src/theme/config.ts';

const require = createRequire(import.meta.url);
const chakraDist = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const REWRITTEN = ['styled-system/system.js', 'styled-system/merge-config.js'];

function transform(code: string, id: string) {
  const hook = chakraBrowserSystem().transform as (code: string, id: string) => unknown;
  return hook(code, id) as { code: string } | null;
}

/** A deep copy of a config's objects and arrays; its functions are kept as they are. */
function copied<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copied) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copied(entry)])) as T;
}

// A copy of Chakra's modules with the browser's rewrites, inside the project's node_modules so
// that what they import resolves as Chakra's own.
const copyRoot = mkdtempSync(path.join(import.meta.dirname, '../node_modules/.chakra-browser-'));
const copy = path.join(copyRoot, '@chakra-ui/react/dist/esm');
afterAll(() => rmSync(copyRoot, { recursive: true, force: true }));

describe('Chakra’s createSystem as the browser bundle has it', () => {
  it('rewrites the installed Chakra, so an upgrade that moves those lines fails here first', () => {
    for (const file of REWRITTEN) {
      const id = path.join(chakraDist, file);
      const result = transform(readFileSync(id, 'utf8'), id);
      expect(result?.code).not.toBe(readFileSync(id, 'utf8'));
    }
  });

  it('makes the same system as Chakra’s own: global CSS, tokens and every recipe’s styles', async () => {
    cpSync(chakraDist, copy, { recursive: true });
    for (const file of REWRITTEN) {
      const id = path.join(copy, file);
      writeFileSync(id, transform(readFileSync(id, 'utf8'), id)!.code);
    }
    const original = createSystem(...themeConfigs);
    // The rewritten one merges into the configs it is given: it gets copies, so that the other
    // files of this worker, which share its modules, keep the theme as written.
    const rewritten = (
      (await import(pathToFileURL(path.join(copy, 'styled-system/system.js')).href)) as {
        createSystem: typeof createSystem;
      }
    ).createSystem(...themeConfigs.map(copied));

    const styles = (system: SystemContext) => ({
      global: system._global,
      tokens: system.tokens.allTokens.map((token) => [token.name, token.value]),
      recipes: Object.keys(system._config.theme?.recipes ?? {}).map((key) =>
        system.css(system.getRecipeFn(key)({})),
      ),
      slotRecipes: Object.keys(system._config.theme?.slotRecipes ?? {}).map((key) =>
        Object.values(system.getSlotRecipeFn(key)({}) as object).map((slot) => system.css(slot)),
      ),
      sample: system.css({ bg: 'brand.solid', p: 4, _dark: { color: 'fg.muted' }, md: { p: 8 } }),
    });
    const expected = styles(original);
    expect(expected.recipes.length).toBeGreaterThan(10);
    expect(JSON.stringify(styles(rewritten))).toBe(JSON.stringify(expected));
    // Its global CSS is made only when read.
    expect(Object.getOwnPropertyDescriptor(rewritten, '_global')?.get).toBeDefined();
  });

  it('fails the build when the lines it rewrites are not there', () => {
    const id = path.join(chakraDist, REWRITTEN[0]!);
    expect(() => transform('export function createSystem() {}', id)).toThrow(/not found once/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const _global = 1;', '/app/src/main.tsx')).toBeNull();
  });
});
