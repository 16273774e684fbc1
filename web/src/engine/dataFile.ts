// Data a calculator computes from that is too large to send as script (a growth chart's table of
// hundreds of rows): a JSON file of the build, fetched by the calculator's module as it loads.
// The page's HTML preloads it (the definition's `dataFiles`), so it arrives beside the module's
// script instead of after it. The server's renderer and the tests read the same file bundled.

/** A JSON data file of the build. A failed download fails the module's load, as a lost chunk does. */
export async function fetchDataFile<T>(href: string): Promise<T> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`The data file ${href} did not load (${response.status})`);
  return (await response.json()) as T;
}

/**
 * What a calculator's module exports: its definition (or a tool's page), and `ready` when it
 * fetches data as it loads. Not a top-level await: that made the bundler cut the shared frame
 * into other chunks, 8 kB (gzip) more on every calculator page.
 */
export interface CalculatorModuleExports<T> {
  default: T;
  ready?: Promise<unknown>;
}

/** The module's definition, once the data it fetches has loaded. */
export async function definitionWhenReady<T>(module: CalculatorModuleExports<T>): Promise<T> {
  await module.ready;
  return module.default;
}
