import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rollup } from 'vite';
import { ENTRY } from './calculatorFrameChunk.ts';

// main.tsx starts the app in stages (React DOM, then Chakra's library and the theme, then the
// app), each a dynamic import, so that evaluating them is three tasks rather than one long one.
// The bundler cannot know that the stages always load in that order, so the modules two stages
// share went into chunks of their own: every page loaded fifteen files before its own, a dozen
// of them under 1 kB gzip, and each file costs the main thread a few ms to fetch, compile and link
// whatever its size (30 small modules against one file holding them: 50 to 110 ms more on a
// desktop, four times that on a phone).
//
// So the build is made twice. The first, not written, shows which modules the stages load (after
// tree shaking: Chakra's index names every component, a stage loads only those it draws); the
// second puts each of them in the chunk of the first stage that loads it. A later stage then
// imports from an earlier one, loaded already, and never the reverse: what a stage's chunks
// import is loaded by that stage too.

/**
 * Set while the first build runs: in it, this plugin only waits to be read, and does not start a
 * build of its own.
 */
const PROBE = 'START_STAGE_CHUNKS_PROBE';

/**
 * `frameChunk` names the chunk of the frame every calculator page loads: the small library chunks
 * it imports go in the last stage.
 */
export function startStageChunks(frameChunk: string) {
  /** The chunk of each module the stages load: that of the first stage that loads it. */
  const chunkOf = new Map<string, string>();
  let settings: InlineConfig = {};
  let configFile: string | undefined;
  let probe: Rollup.OutputChunk[] = [];
  const plugin: Plugin = {
    name: 'start-stage-chunks',
    apply: 'build',
    configResolved(config) {
      // The first build is made with the same options as this one (mode, minifying, …).
      settings = config.inlineConfig;
      configFile = config.configFile;
    },
    async buildStart() {
      chunkOf.clear();
      probe = [];
      if (process.env[PROBE]) return;
      process.env[PROBE] = '1';
      try {
        const output = await build({
          ...settings,
          configFile,
          logLevel: 'silent',
          build: { ...settings.build, write: false, manifest: false },
        });
        probe = (Array.isArray(output) ? output : [output as Rollup.RollupOutput])
          .flatMap((result) => result.output)
          .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      } finally {
        delete process.env[PROBE];
      }
    },
    buildEnd() {
      if (process.env[PROBE]) return;
      // The stages in the order main.tsx imports them, which is the order they run in.
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(ENTRY));
      const stages = entry ? (this.getModuleInfo(entry)?.dynamicallyImportedIds ?? []) : [];
      const found = stageModules(probe, stages, frameChunk, hasNoSideEffects);
      if (found.length === 0) {
        this.warn(`No start stages found in ${ENTRY}: each module two stages share keeps a file`);
      }
      for (const [stage, modules] of found) {
        for (const id of modules) if (!chunkOf.has(id)) chunkOf.set(id, stage);
      }
    },
  };
  const group = {
    debugName: 'start-stages',
    name: (id: string) => chunkOf.get(id) ?? null,
    // Only the modules found above: each stage's imports are in its chunk or an earlier one.
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}

/**
 * Each stage's chunk name (`client` for react-dom/client) with the modules it loads, given the
 * first build's chunks and the stages' modules in the order main.tsx loads them. The entry's own
 * modules are left where they are. Nothing when a stage has no chunk of its own.
 */
export function stageModules(
  chunks: Rollup.OutputChunk[],
  stages: readonly string[],
  frameChunk: string,
  hasNoSideEffects: (id: string) => boolean,
): [string, string[]][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.moduleIds.some((id) => id.endsWith(ENTRY)),
  );
  // The chunk holding each stage's module (which other modules may import too).
  const stageChunks = stages.map((id) => chunks.find((chunk) => chunk.moduleIds.includes(id)));
  if (!entry || stageChunks.length === 0 || !stageChunks.every((chunk) => chunk !== undefined)) {
    return [];
  }
  const loaded = new Set<string>();
  /** The modules of `file` and of the chunks it imports, not loaded by an earlier stage. */
  const load = (file: string, into: string[] = []) => {
    if (loaded.has(file)) return into;
    loaded.add(file);
    const chunk = byFile.get(file);
    if (!chunk) return into;
    into.push(...chunk.moduleIds);
    for (const imported of chunk.imports) load(imported, into);
    return into;
  };
  load(entry.fileName);
  const loadedAtStart = stageChunks.map((stage): [string, string[]] => [
    stage.name,
    load(stage.fileName),
  ]);
  const frame = chunks.find((chunk) => chunk.name === frameChunk);
  if (frame) {
    loadedAtStart.at(-1)![1].push(...smallLibraryChunks(frame, byFile, loaded, hasNoSideEffects));
  }
  return loadedAtStart;
}

/** A library chunk smaller than this (in bytes, before compression) joins the last stage. */
const SMALL_CHUNK = 2_500;

/**
 * The modules of the small chunks of library code the calculator pages' frame imports (Chakra's
 * Box, Card, Skeleton and HStack, Lucide's icons): a calculator page loaded six of them, under
 * 1 kB gzip each, before its own code. In the last stage they cost the other pages about 1.6 kB
 * gzip, and save every calculator page as many files. Only packages that declare no side
 * effects (`"sideEffects": false`, as Chakra and Lucide do) join: what their modules do as they
 * load makes only values, so running it earlier changes nothing. A chunk joins only when all it
 * imports is loaded at the start, the other chunks that join included.
 */
function smallLibraryChunks(
  frame: Rollup.OutputChunk,
  byFile: Map<string, Rollup.OutputChunk>,
  loaded: Set<string>,
  hasNoSideEffects: (id: string) => boolean,
): string[] {
  const modules: string[] = [];
  const isSmallLibrary = (chunk: Rollup.OutputChunk) =>
    !loaded.has(chunk.fileName) &&
    !chunk.isDynamicEntry &&
    chunk.code.length < SMALL_CHUNK &&
    chunk.moduleIds.every((id) => id.includes('/node_modules/') && hasNoSideEffects(id));
  const candidates = new Set<Rollup.OutputChunk>();
  const collect = (chunk: Rollup.OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported && isSmallLibrary(imported) && !candidates.has(imported)) {
        candidates.add(imported);
        collect(imported);
      }
    }
  };
  collect(frame);
  let joined = true;
  while (joined) {
    joined = false;
    for (const chunk of candidates) {
      if (loaded.has(chunk.fileName) || !chunk.imports.every((file) => loaded.has(file))) continue;
      loaded.add(chunk.fileName);
      modules.push(...chunk.moduleIds);
      joined = true;
    }
  }
  return modules;
}

/** Whether the package a module comes from says none of its modules has side effects. */
function hasNoSideEffects(id: string): boolean {
  for (
    let folder = path.dirname(id);
    folder !== path.dirname(folder);
    folder = path.dirname(folder)
  ) {
    const manifest = path.join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, sideEffects } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      sideEffects?: unknown;
    };
    // Some packages have a package.json in a folder of their build (`{"type": "module"}`).
    if (name !== undefined) return sideEffects === false;
  }
  return false;
}
