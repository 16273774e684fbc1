import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, as a load balancer's drain does; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The process exited before it was ready; exitCode and stderr say why. */
export class ServerStartError extends Error {
  constructor(
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`The server stopped while starting (exit code ${exitCode}): ${stderr.trim()}`);
    this.name = 'ServerStartError';
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcessOptions {
  /** Serve the built web client too (default: the API only). */
  webClient?: boolean;
  /** Default: a free one. */
  port?: number;
  /** How long starting may take (default 60 s). */
  startTimeoutMs?: number;
}

/**
 * Starts server/src/index.ts in its own process, as `npm start` does (production), and resolves
 * once /readyz answers. The tests and the benchmarks (bench/lib.ts) both use it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { webClient = false, port, startTimeoutMs = 60_000 }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      ...(webClient ? {} : { WEB_DIST_DIR: '/nonexistent-web-build' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The tail is kept (bench:attack's servers log a lot).
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-65_536);
    process.stderr.write(chunk);
  });
  // After the exit and the end of its output.
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = () =>
    child.exitCode !== null
      ? Promise.resolve(child.exitCode)
      : new Promise<number | null>((resolve) => {
          child.once('exit', (code) => resolve(code));
          child.kill('SIGTERM');
        });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new ServerStartError(await closed, stderr);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, stop };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
