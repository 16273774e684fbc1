// Helpers shared by the benchmarks: start the real server as a child process, run autocannon.
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from '../server/src/test/serverProcess.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Starts the real server (`server/src/index.ts`, with the web client) on `port` (a free one by default). */
export function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  // The first start creates and seeds the embedded database, which takes a while on 2 cores.
  return startServerProcess(env, { webClient: true, port, startTimeoutMs: 120_000 });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  total: number;
}

/** Runs autocannon and returns the figures the issues ask for. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 50, duration: 15, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}
