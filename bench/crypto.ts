// npm run bench:crypto — the crypto proxy's cache under load: a local stand-in for CoinGecko
// (serving the recorded answer) counts upstream calls while autocannon asks for rates of
// changing pairs for 20 s. With prices kept 60 s, almost every answer comes from memory.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, printTable, ROOT, startServer } from './lib.ts';

const recorded = readFileSync(
  path.join(ROOT, 'server/src/services/rates/fixtures/simple-price.json'),
  'utf8',
);
let upstreamCalls = 0;
const upstream = createServer((_req, res) => {
  upstreamCalls++;
  res.writeHead(200, { 'content-type': 'application/json' }).end(recorded);
});
await new Promise<void>((resolve) => upstream.listen(3399, '127.0.0.1', resolve));

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-crypto-'));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    COINGECKO_BASE_URL: 'http://127.0.0.1:3399/api/v3',
    RATES_CACHE_SECONDS: '10', // shorter than the spec's 60 s, so the run sees refreshes
  },
  3305,
);
const pairs = ['bitcoin&to=usd', 'ethereum&to=eur', 'usd&to=solana', 'bitcoin&to=ethereum'];
try {
  const result = await load({
    url: `${server.url}/api/crypto/rate?from=bitcoin&to=usd`,
    duration: 20,
    requests: pairs.map((pair) => ({ method: 'GET', path: `/api/crypto/rate?from=${pair}` })),
  });
  const answered = result.total - result.non2xx;
  printTable('crypto rates, 50 connections, 20 s, prices kept 10 s', [
    {
      'req/s': result.requestsPerSecond,
      'p99 ms': result.p99,
      answered,
      'upstream calls': upstreamCalls,
      'cache hit ratio': `${(((answered - upstreamCalls) / answered) * 100).toFixed(3)} %`,
    },
  ]);
} finally {
  await server.stop();
  upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
