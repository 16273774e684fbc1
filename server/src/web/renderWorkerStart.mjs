// Starts renderWorker.ts in its thread: Node 20 gives worker threads no `--import tsx` of the
// server's own, so the thread registers tsx itself before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./renderWorker.ts');
