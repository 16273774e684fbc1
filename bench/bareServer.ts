// The bench's yardstick: a bare node:http server that answers every request with one fixed
// response (status, headers, body bytes), as fast as Node can. Started by bench/server.ts as a
// child process, like the real server, so that both compete with autocannon the same way.
// Usage: node bench/bareServer.ts <response.json> <body file>; prints the port it listens on.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [responseFile = '', bodyFile = ''] = process.argv.slice(2);
const { status, headers } = JSON.parse(readFileSync(responseFile, 'utf8')) as {
  status: number;
  headers: Record<string, string | string[]>;
};
const body = readFileSync(bodyFile);
const server = http.createServer((_req, res) => {
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
