// A thread that renders pages with the built server renderer (web/src/entry-server.tsx), so the
// tens of milliseconds of CPU a page takes never hold up the main thread's event loop (the API,
// /healthz). The page's GraphQL queries are run by the main thread: see renderThreads.ts.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type {
  ExecuteResult,
  RenderResult,
  ServerRendererModule,
  ToRenderThread,
} from './renderThreads.ts';

// Rendering is background work: when the machine is busy, the thread answering requests comes
// first. On Linux a thread is its own task, and setting the priority of "process 0" sets this
// thread's alone (elsewhere it would set the whole server's, so it is left alone there).
if (process.platform === 'linux') os.setPriority(10);

const port = parentPort!;
const { entry } = workerData as { entry: string };
const renderer = (await import(pathToFileURL(entry).href)) as ServerRendererModule;

let lastQuery = 0;
const queries = new Map<number, (result: ExecuteResult) => void>();

const execute: Parameters<ServerRendererModule['renderPage']>[1] = (request) =>
  new Promise((resolve, reject) => {
    const id = ++lastQuery;
    queries.set(id, (answer) =>
      answer.error ? reject(new Error(answer.error)) : resolve(answer.result!),
    );
    port.postMessage({ type: 'execute', id, request });
  });

const describe = (error: unknown) =>
  error instanceof Error
    ? { message: error.message, stack: error.stack }
    : { message: String(error) };

async function render(id: number, url: string, numberSigns: string): Promise<void> {
  const componentErrors: RenderResult['componentErrors'] = [];
  try {
    const page = await renderer.renderPage(
      url,
      execute,
      (error) => componentErrors.push(describe(error)),
      { numberSigns },
    );
    port.postMessage({ type: 'rendered', id, page, componentErrors } satisfies RenderResult);
  } catch (error) {
    port.postMessage({ type: 'rendered', id, error: describe(error), componentErrors });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'render') {
    void render(message.id, message.url, message.numberSigns);
  } else {
    queries.get(message.id)?.(message);
    queries.delete(message.id);
  }
});
port.postMessage({ type: 'ready' });
