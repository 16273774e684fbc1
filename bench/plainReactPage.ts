// The yardstick of bench:web: builds bench/plainReactPage (a loan form in React 19 alone) with
// Vite and serves it gzipped from a bare node:http server, so that it is measured beside the
// site in the same run, on the same machine, the same way.
import { readFileSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const SOURCE = path.join(import.meta.dirname, 'plainReactPage');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

export interface PlainReactPage {
  url: string;
  stop: () => Promise<void>;
}

/** Builds the plain React page and serves it on a free port until `stop`. */
export async function startPlainReactPage(): Promise<PlainReactPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-plain-react-'));
  await build({
    root: SOURCE,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = path.join(outDir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(outDir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const body = gzipSync(readFileSync(file));
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
