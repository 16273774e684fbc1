import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { stageModules } from './startStageChunks.ts';

const LIBRARY = '/work/node_modules/lib';

/** A built chunk with what stageModules reads of it. */
function chunk(
  fileName: string,
  moduleIds: string[],
  options: Partial<Rollup.OutputChunk> = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: fileName.replace(/-\w+\.js$/, '').replace('assets/', ''),
    moduleIds,
    imports: [],
    dynamicImports: [],
    isEntry: false,
    isDynamicEntry: false,
    code: 'x',
    ...options,
  } as Rollup.OutputChunk;
}

// main.tsx imports its stages in the order client, config, start; the bundler lists them in
// another order. Both config and start use a shared chunk, and start another of its own.
const shared = chunk('assets/shared-a1.js', [`${LIBRARY}/shared.js`]);
const startOnly = chunk('assets/span-b2.js', [`${LIBRARY}/span.js`], {
  imports: ['assets/shared-a1.js'],
});
const STAGES = [
  '/work/node_modules/react-dom/client.js',
  '/work/web/src/theme/config.ts',
  '/work/web/src/start.tsx',
];
const client = chunk('assets/client-c3.js', [STAGES[0]!], {
  isDynamicEntry: true,
});
const config = chunk('assets/config-d4.js', [STAGES[1]!], {
  imports: ['assets/shared-a1.js'],
  isDynamicEntry: true,
});
const start = chunk('assets/start-e5.js', [STAGES[2]!], {
  imports: ['assets/span-b2.js', 'assets/shared-a1.js', 'assets/client-c3.js'],
  isDynamicEntry: true,
});
const entry = chunk('assets/index-f6.js', ['/work/web/index.html', '/work/web/src/main.tsx'], {
  isEntry: true,
  imports: ['assets/runtime-g7.js'],
  dynamicImports: ['assets/start-e5.js', 'assets/config-d4.js', 'assets/client-c3.js'],
});
const runtime = chunk('assets/runtime-g7.js', ['/work/runtime.js']);
const stageChunks = [entry, runtime, shared, startOnly, client, config, start];
/** Every package says it has no side effects, but the one named so. */
const noSideEffects = (id: string) => !id.includes('/with-side-effects/');

describe('stageModules', () => {
  it('puts each module the stages load in the first stage that loads it, in the order they run', () => {
    const stages = stageModules(stageChunks, STAGES, 'frame', noSideEffects);
    expect(stages).toEqual([
      ['client', ['/work/node_modules/react-dom/client.js']],
      ['config', ['/work/web/src/theme/config.ts', `${LIBRARY}/shared.js`]],
      ['start', ['/work/web/src/start.tsx', `${LIBRARY}/span.js`]],
    ]);
  });

  it('adds to the last stage the small library chunks the frame imports, and only those', () => {
    const box = chunk('assets/box-h8.js', [`${LIBRARY}/box.js`], {
      imports: ['assets/start-e5.js'],
    });
    // Joins once the small chunk it imports has.
    const stack = chunk('assets/stack-n5.js', [`${LIBRARY}/stack.js`], {
      imports: ['assets/flex-o6.js'],
    });
    const flex = chunk('assets/flex-o6.js', [`${LIBRARY}/flex.js`]);
    const polyfill = chunk('assets/polyfill-p7.js', ['/work/node_modules/with-side-effects/a.js']);
    // Imports a chunk that stays apart: it would make the start load that chunk too.
    const card = chunk('assets/card-i9.js', [`${LIBRARY}/card.js`], {
      imports: ['assets/page-j1.js'],
    });
    const big = chunk('assets/chart-k2.js', [`${LIBRARY}/chart.js`], { code: 'x'.repeat(10_000) });
    const ours = chunk('assets/route-l3.js', ['/work/web/src/route.ts']);
    const page = chunk('assets/page-j1.js', ['/work/web/src/page.tsx'], { isDynamicEntry: true });
    const frame = chunk('assets/frame-m4.js', ['/work/web/src/frame.tsx'], {
      name: 'frame',
      isDynamicEntry: true,
      imports: [stack, box, card, big, ours, polyfill].map((imported) => imported.fileName),
    });
    const stages = stageModules(
      [...stageChunks, stack, flex, box, card, big, ours, polyfill, page, frame],
      STAGES,
      'frame',
      noSideEffects,
    );
    const [name, modules] = stages.at(-1)!;
    expect(name).toBe('start');
    // In any order: they all go in one chunk.
    expect(new Set(modules)).toEqual(
      new Set([
        '/work/web/src/start.tsx',
        `${LIBRARY}/span.js`,
        `${LIBRARY}/flex.js`,
        `${LIBRARY}/stack.js`,
        `${LIBRARY}/box.js`,
      ]),
    );
  });

  it('leaves the chunks alone when no entry runs main.tsx or a stage has no chunk', () => {
    expect(stageModules([runtime, client], STAGES, 'frame', noSideEffects)).toEqual([]);
    const missing = [...STAGES, '/work/web/src/later.tsx'];
    expect(stageModules(stageChunks, missing, 'frame', noSideEffects)).toEqual([]);
  });
});
