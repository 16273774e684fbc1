// npm run bench:server — throughput of the catalogue's featured list, the home page's hottest
// read, over REST and GraphQL, and of a cached server-rendered page asked for with gzip beside a
// bare node:http server sending the same bytes and headers (the most this machine can do):
// autocannon, 50 connections, 15 s each, against the server as `npm start` runs it (embedded
// database, production mode).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, printTable, ROOT, startServer, type LoadResult } from './lib.ts';

const PAGE = '/calculator/mortgage-calculator';
const GZIP = { 'accept-encoding': 'gzip' };

/** One answer as it came over the wire: status, headers, and the body bytes (not decoded). */
async function rawGet(url: string, headers: Record<string, string>) {
  const [response] = (await once(http.get(url, { headers }), 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    body: Buffer.concat(chunks),
  };
}

/** Starts bench/bareServer.ts answering with `answer`; resolves with its address and a stop. */
async function startBareServer(answer: Awaited<ReturnType<typeof rawGet>>, dir: string) {
  // The headers that describe the response, not the connection (Node writes those itself).
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !perConnection.has(name)),
  );
  writeFileSync(
    path.join(dir, 'response.json'),
    JSON.stringify({ status: answer.status, headers }),
  );
  writeFileSync(path.join(dir, 'body'), answer.body);
  const child = spawn(
    'node',
    [
      '--import',
      'tsx',
      'bench/bareServer.ts',
      path.join(dir, 'response.json'),
      path.join(dir, 'body'),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [port] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    url: `http://127.0.0.1:${String(port).trim()}`,
    stop: () => {
      child.kill('SIGTERM');
      return once(child, 'exit');
    },
  };
}

function row(name: string, result: LoadResult) {
  return {
    path: name,
    'req/s': result.requestsPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
const server = await startServer(
  { DATA_DIR: dataDir, GRAPHQL_PER_MINUTE: '100000000', WRITES_PER_MINUTE: '100000000' },
  3303,
);
try {
  // Warm up: the first answers load the catalogue into memory.
  await load({ url: `${server.url}/api/calculators/featured`, duration: 2 });
  const rest = await load({ url: `${server.url}/api/calculators/featured` });
  const graphql = await load({
    url: `${server.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ featuredCalculators { id slug name description category icon iconBg } }',
    }),
  });
  printTable('featured calculators, 50 connections, 15 s', [
    row('GET /api/calculators/featured', rest),
    row('POST /graphql featuredCalculators', graphql),
  ]);

  // A cached page: the first request renders it, the warm-up then only reads the cache.
  await load({ url: `${server.url}${PAGE}`, headers: GZIP, duration: 2 });
  const answer = await rawGet(`${server.url}${PAGE}`, GZIP);
  if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip') {
    throw new Error(`${PAGE} answered ${answer.status} ${answer.headers['content-encoding']}`);
  }
  const page = await load({ url: `${server.url}${PAGE}`, headers: GZIP });
  const bare = await startBareServer(answer, dataDir);
  try {
    await load({ url: bare.url, headers: GZIP, duration: 2 });
    const yardstick = await load({ url: bare.url, headers: GZIP });
    printTable(
      `GET ${PAGE}, Accept-Encoding: gzip (${answer.body.length} bytes), 50 connections, 15 s`,
      [row('the server (cached page)', page), row('bare node:http, same bytes', yardstick)],
    );
    console.log(
      `page / bare: ${(page.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2)} of the ` +
        `requests/s (goal: at least 0.25), p99 ${page.p99} ms (goal: at most 50 ms)`,
    );
  } finally {
    await bare.stop();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
