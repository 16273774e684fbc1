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

// The entry imports its stages in the order client, config, start; the bundler lists them in
// another order. Both config and start use a shared chunk, and start another of its own.
const shared = chunk('assets/shared-a1.js', [`${LIBRARY}/shared.js`]);
const startOnly = chunk('assets/span-b2.js', [`${LIBRARY}/span.js`], {
  imports: ['assets/shared-a1.js'],
});
const client = chunk('assets/client-c3.js', ['/work/node_modules/react-dom/client.js']);
const config = chunk('assets/config-d4.js', ['/work/web/src/theme/config.ts'], {
  imports: ['assets/shared-a1.js'],
  isDynamicEntry: true,
});
const start = chunk('assets/start-e5.js', ['/work/web/src/start.tsx'], {
  imports: ['assets/span-b2.js', 'assets/shared-a1.js', 'assets/client-c3.js'],
  isDynamicEntry: true,
});
const entry = chunk('assets/index-f6.js', ['/work/web/index.html', '/work/web/src/main.tsx'], {
  isEntry: true,
  imports: ['assets/runtime-g7.js'],
  dynamicImports: ['assets/start-e5.js', 'assets/config-d4.js', 'assets/client-c3.js'],
  code: 'import("./client-c3.js");import("./config-d4.js");import("./start-e5.js")',
});
const runtime = chunk('assets/runtime-g7.js', ['/work/runtime.js']);

describe('stageModules', () => {
  it('puts each module the stages load in the first stage that loads it, in the order they run', () => {
    const stages = stageModules(
      [entry, runtime, shared, startOnly, client, config, start],
      'frame',
    );
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
      imports: [box, card, big, ours].map((imported) => imported.fileName),
    });
    const chunks = [entry, runtime, shared, startOnly, client, config, start];
    const stages = stageModules([...chunks, box, card, big, ours, page, frame], 'frame');
    expect(stages.at(-1)).toEqual([
      'start',
      ['/work/web/src/start.tsx', `${LIBRARY}/span.js`, `${LIBRARY}/box.js`],
    ]);
  });

  it('leaves the chunks alone when no entry runs main.tsx', () => {
    expect(stageModules([runtime, client], 'frame')).toEqual([]);
  });
});
