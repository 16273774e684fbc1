import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobalStyles } from './chakraLazyGlobalStyles.ts';

const require = createRequire(import.meta.url);
const systemModule = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

function transform(code: string, id: string) {
  const hook = chakraLazyGlobalStyles().transform as (code: string, id: string) => unknown;
  return hook(code, id) as { code: string } | null;
}

describe('Chakra’s createSystem with its global CSS made when first read', () => {
  it('rewrites the installed Chakra, so an upgrade that moves those lines fails here first', async () => {
    const result = transform(readFileSync(systemModule, 'utf8'), systemModule);
    expect(result?.code).toContain('get _global()');
    expect(result?.code).not.toContain('const _global = [');
    // Still a module the bundler can read: no name it adds is already taken.
    await expect(transformWithOxc(result!.code, systemModule)).resolves.toBeDefined();
  });

  it('fails the build when the lines it rewrites are not there', () => {
    expect(() => transform('export function createSystem() {}', systemModule)).toThrow(
      /not found once/,
    );
  });

  it('leaves every other module alone', () => {
    expect(transform('const _global = 1;', '/app/src/main.tsx')).toBeNull();
  });
});
