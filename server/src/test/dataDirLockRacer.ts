// One contender for a data folder's lock, in a process of its own (dataDirLock.test.ts): it says
// "ready", tries when it reads a line, prints what it got, and holds the lock until stdin closes.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { acquireDataDirLock } from '../db/dataDirLock.ts';

const lines = createInterface({ input: process.stdin });
const closed = once(lines, 'close');
console.log('ready');
await once(lines, 'line');
try {
  const lock = await acquireDataDirLock(process.argv[2] ?? '');
  console.log('won');
  await closed;
  await lock.release();
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : String(error)}`);
}
