// npm run bench:attack — the hostile requests of issues 15 and 25 against the site as `npm start`
// runs it, on 127.0.0.1 only: 30 s (or 100,000 requests, whichever comes first) of fragment
// fan-out, deep JSON, aliased and persisted mutations, junk page views, search pages holding `$`
// patterns, random query strings and Host headers, walks of the catalogue's related lists, a
// flood of distinct catalogue queries, and slowloris connections, while /healthz is
// timed every 50 ms and the server's memory (RSS) is read every 500 ms. The server runs with
// the defaults of `npm start`, so one attacking address meets the per-client limits;
// BENCH_LIFT_LIMITS=1 lifts them, as for an attacker with as many addresses as it likes.
// Memory is read once the server has settled (idle for 30 s: V8 gives back what it no longer
// needs some seconds after the allocations stop), before the attack and after it.
// Then (issue 25) 15 s of page floods and 15 s of connection holds from many local addresses,
// each while an ordinary visitor on an address of its own opens pages.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { growCatalogue } from './growCatalogue.ts';
import { BROWSER_UA, printTable, ROOT, startServer } from './lib.ts';

/** BENCH_ATTACK_SECONDS=120 attacks for longer, to tell a leak (growing) from a plateau. */
const DURATION_MS = Number(process.env.BENCH_ATTACK_SECONDS ?? 30) * 1000;
const MAX_REQUESTS = 100_000;
const CONCURRENCY = 16;
const SLOW_CONNECTIONS = 50;

const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) throw new Error('npm run build failed');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-attack-'));
/** BENCH_CATALOGUE=300 runs the attack on a catalogue grown to that many calculators. */
const catalogueSize = Number(process.env.BENCH_CATALOGUE ?? 0);
if (catalogueSize) await growCatalogue(dataDir, catalogueSize);
const liftLimits = process.env.BENCH_LIFT_LIMITS === '1';
const heapFile = path.join(dataDir, 'heap.json');
const server = await startServer(
  {
    DATA_DIR: dataDir,
    // As `npm start` runs it (see package.json), plus the heap probe (bench/heapProbe.mjs).
    MALLOC_ARENA_MAX: '2',
    NODE_OPTIONS: `--expose-gc --import ${path.join(ROOT, 'bench/heapProbe.mjs')}`,
    BENCH_HEAP_FILE: heapFile,
    // Analytics events buffered and written in batches, as a busy site runs: where one
    // calculator use PostgreSQL could not store once stalled every later one (issue 25).
    ANALYTICS_BATCH_MS: '200',
    ...(liftLimits
      ? {
          WRITES_PER_MINUTE: '100000000',
          GRAPHQL_PER_MINUTE: '100000000',
          PAGE_RENDERS_PER_MINUTE: '100000000',
        }
      : {}),
  },
  // A free port: a fixed one could be another run's server, which would then be attacked.
  undefined,
);
const { hostname, port } = new URL(server.url);
if (hostname !== '127.0.0.1') throw new Error('bench:attack only ever targets 127.0.0.1');

/** A bare Node http server answering /healthz as the site does: the baseline of its times. */
async function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const source = `require('node:http').createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"status":"ok"}');
  }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${line.toString().trim()}`, child };
}

/** What the server's JavaScript heap holds after a full collection, in MB (bench/heapProbe.mjs). */
async function retainedHeapMb(): Promise<number> {
  const asked = Date.now();
  server.child.kill('SIGUSR2');
  // A few seconds at most: without the probe (no --expose-gc) the figure is NaN, not a hang.
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const probe = JSON.parse(readFileSync(heapFile, 'utf8')) as { heapUsed: number; at: number };
      if (probe.at >= asked) return probe.heapUsed / 1024 / 1024;
    } catch {
      // Not written yet.
    }
  }
  return NaN;
}

/** The server's resident memory in MB (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

const random = (n: number) => Math.floor(Math.random() * n);
const patterns = (length: number) =>
  Array.from({ length }, () => ['$`', "$'", '$&', '$$'][random(4)]).join('');

function fanOut(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { __typename }`;
}

const viewMutation =
  'recordPageView(input: { page: "visit scam.example", path: "/faq" }) { accepted }';
const persistedQuery = `mutation { ${viewMutation} }`;
const persistedHash = createHash('sha256').update(persistedQuery).digest('hex');

interface Attack {
  name: string;
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => string;
  host?: () => string;
}

// The bodies are made once, as an attacker would: the load generator's own CPU is the server's
// competition on this machine.
const FAN_OUT_BODIES = Array.from({ length: 18 }, (_, i) =>
  JSON.stringify({ query: fanOut(23 + i) }),
);
const DEEP_REST_BODY = `{"calculatorId":1,"calculatorSlug":"bmi-calculator","inputs":${'['.repeat(7000)}${']'.repeat(7000)}}`;
const DEEP_GRAPHQL_BODY = `{"query":"query ($v: String!) { category(slug: $v) { id } }","variables":{"v":${'['.repeat(30_000)}${']'.repeat(30_000)}}}`;
const RELATED_WALK_BODY = JSON.stringify({
  query:
    '{ allCalculators { related { related { related { related { related { related { slug } } } } } } } }',
});
const TYPENAME_ALIASES_BODY = JSON.stringify({
  query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: allCalculators { related { ${Array.from({ length: 10 }, (_, j) => `t${j}: __typename`).join(' ')} } }`).join(' ')} }`,
});
const ALIASED_BODY = JSON.stringify({
  query: `mutation { ${Array.from({ length: 15 }, (_, i) => `v${i}: ${viewMutation}`).join(' ')} }`,
});

const GOOD_USE = 'good calculator use (tip-calculator)';

const ATTACKS: Attack[] = [
  {
    name: 'fragment fan-out (23-40 levels)',
    method: 'POST',
    path: () => '/graphql',
    body: () => FAN_OUT_BODIES[random(FAN_OUT_BODIES.length)]!,
  },
  {
    name: 'REST JSON nested 7,000 deep',
    method: 'POST',
    path: () => '/api/analytics/calculator-usage',
    body: () => DEEP_REST_BODY,
  },
  {
    name: 'GraphQL variables nested 30,000 deep',
    method: 'POST',
    path: () => '/graphql',
    body: () => DEEP_GRAPHQL_BODY,
  },
  {
    name: '15 aliased recordPageView',
    method: 'POST',
    path: () => '/graphql',
    body: () => ALIASED_BODY,
  },
  {
    name: 'persisted mutation replayed by hash',
    method: 'POST',
    path: () => '/graphql',
    body: () =>
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash } } }),
  },
  {
    name: 'page view of a junk address',
    method: 'POST',
    path: () => '/api/analytics/page-view',
    body: () =>
      JSON.stringify({
        page: '<b>visit scam.example</b>',
        path: `/junk-${random(1e9)}`,
        userAgent: BROWSER_UA,
      }),
  },
  {
    name: '/search?q= of 100 $ pattern characters',
    method: 'GET',
    path: () => `/search?q=${encodeURIComponent(patterns(25))}&n=${random(1e9)}`,
  },
  {
    name: 'page with a random query string',
    method: 'GET',
    path: () =>
      `/calculator/sip-calculator?utm_source=${random(1e9)}&${random(1e9)}=${patterns(10)}`,
  },
  {
    name: 'page with a random Host header',
    method: 'GET',
    path: () => '/about',
    host: () => `${random(1e9)}.evil.example`,
  },
  {
    name: 'related walk, 6 levels (111 bytes)',
    method: 'POST',
    path: () => '/graphql',
    body: () => RELATED_WALK_BODY,
  },
  {
    name: '15 aliased lists × 10 __typename',
    method: 'POST',
    path: () => '/graphql',
    body: () => TYPENAME_ALIASES_BODY,
  },
  {
    name: 'distinct catalogue queries (cache fill)',
    method: 'POST',
    path: () => '/graphql',
    body: () =>
      JSON.stringify({
        query: `{ c${random(1e9)}: allCalculators { slug name description icon iconBg } }`,
      }),
  },
  // Issue 25: calculator uses holding a lone UTF-16 surrogate (refused with a 400), and good
  // uses beside them, which must all be stored (checked after the attack).
  {
    name: 'calculator use with a lone surrogate',
    method: 'POST',
    path: () => '/api/analytics/calculator-usage',
    body: () =>
      `{"calculatorId":2,"calculatorSlug":"tip-calculator","inputs":{"bill":"\\u${(0xd800 + random(0x800)).toString(16)}"}}`,
  },
  {
    name: GOOD_USE,
    method: 'POST',
    path: () => '/api/analytics/calculator-usage',
    body: () =>
      JSON.stringify({ calculatorId: 2, calculatorSlug: 'tip-calculator', inputs: { bill: 10 } }),
  },
];

/** BENCH_ATTACKS=0,6 sends only those kinds (by their row in the table), to study one. */
const chosen = process.env.BENCH_ATTACKS?.split(',').map(Number);
const attacks = chosen ? ATTACKS.filter((_, index) => chosen.includes(index)) : ATTACKS;

interface Tally {
  sent: number;
  byStatus: Map<number, number>;
  errors: number;
  ms: number[];
}
const tallies = new Map<string, Tally>(
  attacks.map((a) => [a.name, { sent: 0, byStatus: new Map(), errors: 0, ms: [] }]),
);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function send(attack: Attack): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = attack.body?.();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: attack.method,
        path: attack.path(),
        headers: {
          'user-agent': BROWSER_UA,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(attack.host ? { host: attack.host() } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

// Register the persisted mutation once, as a client would, before replaying it by hash.
await send({
  ...ATTACKS[4]!,
  body: () =>
    JSON.stringify({
      query: persistedQuery,
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash } },
    }),
});
const SETTLE_MS = 30_000;
// Warm up: the first renders load the page code; memory is measured from here.
for (const attack of attacks) await send(attack);
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const rssBefore = rssMb();
const heapBefore = await retainedHeapMb();
let rssAt10k: number | undefined;

const started = Date.now();
let sent = 0;
const running = () => Date.now() - started < DURATION_MS && sent < MAX_REQUESTS;

// Slowloris: connections that send a header line every few seconds and never finish, from two
// addresses of their own (one address may hold 32 connections: HTTP_MAX_CONNECTIONS_PER_CLIENT).
const slow: net.Socket[] = [];
const slowClosedByServer = { count: 0, lastMs: 0 };
for (let i = 0; i < SLOW_CONNECTIONS; i++) {
  const from = { localAddress: `127.0.2.${(i % 2) + 1}` };
  const socket = net.connect({ port: Number(port), host: '127.0.0.1', ...from }, () => {
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  });
  socket.on('error', () => {});
  socket.resume(); // read, so the server's 408 and its closing are seen
  socket.on('close', () => {
    slowClosedByServer.count++;
    slowClosedByServer.lastMs = Date.now() - started;
  });
  slow.push(socket);
}
const dribble = setInterval(() => {
  for (const socket of slow) if (!socket.destroyed) socket.write(`X-Slow: ${random(1e6)}\r\n`);
}, 3000);

const bare = await startBareServer();

// /healthz is timed from a thread of its own: this thread's event loop is busy sending the
// attack and reading the answers, and would add its own waiting to the times. It asks from an
// address of its own, as another visitor: the attacking address is held to its own share of
// connections. An answer that does not come within 5 s counts as 5 s.
const HEALTH_PROBE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = () => new Promise((resolve) => {
  const request = http.get(workerData.url, { agent, localAddress: '127.0.0.251', timeout: 5000 }, (response) => {
    response.resume();
    response.on('end', resolve);
    response.on('error', resolve);
  });
  request.on('timeout', () => request.destroy());
  request.on('error', resolve);
});
const samples = [];
(async () => {
  while (Date.now() < workerData.until) {
    const t = performance.now();
    await get();
    samples.push(performance.now() - t);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  agent.destroy();
  parentPort.postMessage(samples);
})();`;
const probeHealth = (url: string) =>
  new Promise<number[]>((resolve, reject) => {
    const probe = new Worker(HEALTH_PROBE, {
      eval: true,
      workerData: { url, until: started + DURATION_MS },
    });
    probe.once('message', resolve);
    probe.once('error', reject);
  });
const healthLoop = probeHealth(`${server.url}/healthz`);
// The baseline, in the same run: a bare Node server answering the same /healthz, not attacked,
// timed the same way on the same busy machine. The site's figure is read beside it.
const bareLoop = probeHealth(`${bare.url}/healthz`);

let rssPeak = rssBefore;
const memory = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMb());
}, 500);

await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (running()) {
      if (sent === 10_000) rssAt10k = rssMb();
      const attack = attacks[sent++ % attacks.length]!;
      const tally = tallies.get(attack.name)!;
      tally.sent++;
      try {
        const t = performance.now();
        const status = await send(attack);
        tally.ms.push(performance.now() - t);
        tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      } catch {
        tally.errors++;
      }
    }
  }),
);
const elapsedMs = Date.now() - started;
const healthz = await healthLoop;
const bareHealthz = await bareLoop;
bare.child.kill();
clearInterval(dribble);
clearInterval(memory);
await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const rssAfter = rssMb();
const heapAfter = await retainedHeapMb();
for (const socket of slow) socket.destroy();
agent.destroy();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

printTable(
  `hostile requests: ${sent.toLocaleString()} in ${(elapsedMs / 1000).toFixed(1)} s, ${CONCURRENCY} at a time, ` +
    (liftLimits ? 'per-client limits lifted' : 'the limits of npm start') +
    (catalogueSize ? `, catalogue grown to ${catalogueSize} calculators` : ''),
  [...tallies].map(([name, tally]) => ({
    attack: name,
    sent: tally.sent,
    answers: [...tally.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    '5xx': [...tally.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
    'p50 ms': percentile(tally.ms, 50).toFixed(1),
    'no answer': tally.errors,
  })),
);
const timesOf = (server: string, samples: number[]) => ({
  server,
  samples: samples.length,
  'p50 ms': percentile(samples, 50).toFixed(1),
  'p99 ms': percentile(samples, 99).toFixed(1),
  'max ms': Math.max(...samples).toFixed(1),
});
printTable('/healthz during the attack (every 50 ms), beside a bare Node server in the same run', [
  timesOf('this site, attacked', healthz),
  timesOf('bare Node http server, not attacked', bareHealthz),
]);
printTable('server memory (RSS, and the JavaScript heap that survives a full collection)', [
  {
    'settled before MB': rssBefore.toFixed(0),
    'at 10,000 requests MB': rssAt10k?.toFixed(0) ?? '-',
    'peak MB': rssPeak.toFixed(0),
    'settled after MB': rssAfter.toFixed(0),
    'growth MB': (rssAfter - rssBefore).toFixed(0),
    'JS heap after a full collection, growth MB': (heapAfter - heapBefore).toFixed(0),
    [`slow connections closed by the server (of ${SLOW_CONNECTIONS})`]: slowClosedByServer.count,
    'the last after s': (slowClosedByServer.lastMs / 1000).toFixed(1),
  },
]);

// Issue 25: every good calculator use accepted must be stored, lone surrogates beside them or
// not (the last batch was written during the settling; the top lists' cache is 5 s).
if (tallies.has(GOOD_USE)) {
  const top = (await (await fetch(`${server.url}/api/analytics/top-calculators`)).json()) as {
    calculatorSlug: string;
    count: number;
  }[];
  printTable('good calculator uses beside lone surrogates (batching on)', [
    {
      'accepted (202), with the one of the warm-up':
        (tallies.get(GOOD_USE)!.byStatus.get(202) ?? 0) + 1,
      stored: top.find((row) => row.calculatorSlug === 'tip-calculator')?.count ?? 0,
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Many addresses (issue 25): page floods and connection holds from 127.0.0.2 and up (Linux routes
// all of 127.0.0.0/8 over loopback, so each is another client to the server), each within its
// own per-address limits, while an ordinary visitor on an address of its own opens pages. Does the
// visitor still get pages rendered on the server, and can it still connect?

const FLOOD_MS = 15_000;
/** Addresses flooding renders, and requests each keeps in flight. */
const FLOOD_ADDRESSES = 20;
const FLOOD_IN_FLIGHT = 4;
/** Addresses holding connections (the issue: 11 of them at 100 each held all 1,000). */
const HOLD_ADDRESSES = 50;
const HOLD_PER_ADDRESS = 100;
const VISITOR = '127.0.0.250';

/** GETs `path` from `localAddress`: the status, the body as text, and how long it took. */
function getFrom(
  localAddress: string,
  path: string,
  agent?: http.Agent,
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, localAddress, agent, headers: { 'user-agent': BROWSER_UA } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** A page rendered on the server, not the app shell (whose #root is empty). */
const serverRendered = (body: string) => !body.includes('<div id="root"></div>');

/** The site's pages, from its sitemap. */
const sitePages = [
  ...(await getFrom(VISITOR, '/sitemap.xml')).body.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g),
].map((match) => match[1]!);

/**
 * The visitor: a page every 300 ms until `until`, each one it has not opened before: search pages
 * and shared calculator links, each of which needs a render (as they are those of the flood).
 */
async function visit(until: number) {
  const tally = { pages: 0, serverRendered: 0, shell: 0, failed: 0, ms: [] as number[] };
  for (let n = 0; Date.now() < until; n++) {
    const path =
      n % 2 ? `/search?q=visitor-${n}` : `/calculator/loan-emi-calculator?principal=${100 + n}`;
    try {
      const page = await getFrom(VISITOR, path);
      tally.pages++;
      tally.ms.push(page.ms);
      if (page.status === 200 && serverRendered(page.body)) tally.serverRendered++;
      else tally.shell++;
    } catch {
      tally.failed++;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return tally;
}

// The first render of each kind of page loads its code in the render thread, seconds on a busy
// machine: every page of the site is opened once first, from addresses of their own (each may
// have 60 pages rendered a minute).
for (const [i, page] of sitePages.entries()) await getFrom(`127.0.3.${(i % 4) + 1}`, page);

// Page floods: made-up search pages and share-link variants (?principal=N), as fast as answered.
{
  const until = Date.now() + FLOOD_MS;
  const flood = { sent: 0, serverRendered: 0, shell: 0, notFound: 0, other: 0, errors: 0 };
  const flooders = Array.from({ length: FLOOD_ADDRESSES }, async (_, a) => {
    const from = `127.0.0.${a + 2}`;
    const floodAgent = new http.Agent({ keepAlive: true, maxSockets: FLOOD_IN_FLIGHT });
    await Promise.all(
      Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
        while (Date.now() < until) {
          const n = random(1e9);
          const path =
            n % 2 ? `/search?q=flood-${n}` : `/calculator/loan-emi-calculator?principal=${n}`;
          flood.sent++;
          try {
            const page = await getFrom(from, path, floodAgent);
            if (page.status === 200 && serverRendered(page.body)) flood.serverRendered++;
            else if (page.status === 200) flood.shell++;
            else if (page.status === 404) flood.notFound++;
            else flood.other++;
          } catch {
            flood.errors++;
          }
        }
      }),
    );
    floodAgent.destroy();
  });
  // Let the flood take the render slots first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const visitor = await visit(until);
  await Promise.all(flooders);
  printTable(
    `many-address page flood: ${FLOOD_ADDRESSES} addresses, ${FLOOD_IN_FLIGHT} requests in flight each, ${FLOOD_MS / 1000} s`,
    [
      {
        who: `flood (${flood.sent} sent)`,
        'server-rendered': flood.serverRendered,
        'app shell': flood.shell,
        '404': flood.notFound,
        other: flood.other,
        'no answer': flood.errors,
        'p50 ms': '-',
      },
      {
        who: `ordinary visitor (${visitor.pages} pages)`,
        'server-rendered': visitor.serverRendered,
        'app shell': visitor.shell,
        '404': 0,
        other: 0,
        'no answer': visitor.failed,
        'p50 ms': percentile(visitor.ms, 50).toFixed(1),
      },
    ],
  );
}

// Connection holds: each address opens HOLD_PER_ADDRESS connections that send half a request and
// reconnects 3 s after one is closed (refused at once, or let go at the headers deadline).
{
  const until = Date.now() + FLOOD_MS;
  const sockets = new Set<net.Socket>();
  const hold = (from: string) => {
    if (Date.now() >= until) return;
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress: from });
    sockets.add(socket);
    socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    socket.on('error', () => {});
    socket.resume();
    socket.once('close', () => {
      sockets.delete(socket);
      setTimeout(() => hold(from), 3000);
    });
  };
  for (let a = 0; a < HOLD_ADDRESSES; a++) {
    for (let c = 0; c < HOLD_PER_ADDRESS; c++) hold(`127.0.1.${a + 2}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // The connections the server keeps: the held ones that are still open a moment later.
  const heldAfter2s = [...sockets].filter((socket) => !socket.destroyed && !socket.connecting);
  const visitor = await visit(until);
  const health = { ok: 0, failed: 0 };
  for (let i = 0; i < 10; i++) {
    try {
      if ((await getFrom(VISITOR, '/healthz')).status === 200) health.ok++;
      else health.failed++;
    } catch {
      health.failed++;
    }
  }
  for (const socket of sockets) socket.destroy();
  printTable(
    `many-address connection holds: ${HOLD_ADDRESSES} addresses × ${HOLD_PER_ADDRESS} connections, ${FLOOD_MS / 1000} s`,
    [
      {
        'connections held after 2 s': heldAfter2s.length,
        'visitor pages server-rendered': `${visitor.serverRendered} of ${visitor.pages}`,
        'visitor app shell': visitor.shell,
        'visitor no answer': visitor.failed,
        'visitor p50 ms': percentile(visitor.ms, 50).toFixed(1),
        'visitor /healthz ok': `${health.ok} of 10`,
      },
    ],
  );
}

await server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
