import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirInUseError,
  LOCK_FILE,
  STALE_AFTER_MS,
  type DataDirLock,
  type LockOwner,
} from './dataDirLock.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const held: DataDirLock[] = [];
const racers: ChildProcess[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'calculators-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
  for (const racer of racers.splice(0)) if (racer.exitCode === null) racer.kill('SIGKILL');
});
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

interface Racer {
  child: ChildProcess;
  /** "won" or "refused: <message>". */
  result: Promise<string>;
}

/** Starts contenders in processes of their own and lets them all try at once. */
async function race(dataDir: string, count: number): Promise<{ racer: Racer; result: string }[]> {
  const started = await Promise.all(
    Array.from({ length: count }, async () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/src/test/dataDirLockRacer.ts', dataDir],
        { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
      );
      racers.push(child);
      const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
      expect((await lines.next()).value).toBe('ready');
      const result = lines.next().then(({ value }) => String(value));
      return { child, result };
    }),
  );
  for (const { child } of started) child.stdin!.write('go\n');
  return Promise.all(started.map(async (racer) => ({ racer, result: await racer.result })));
}

/** Writes a lock as another owner would have, modified `ageMs` ago. */
function writeLock(dataDir: string, owner: Partial<LockOwner>, ageMs = 0): void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  writeFileSync(
    lockPath,
    JSON.stringify({
      pid: 1,
      pidScope: 'host:elsewhere',
      processStart: null,
      hostname: 'elsewhere',
      command: 'node server/src/index.ts',
      startedAt: '2026-11-28T00:00:00.000Z',
      token: 'theirs',
      ...owner,
    }),
  );
  const modified = new Date(Date.now() - ageMs);
  utimesSync(lockPath, modified, modified);
}

const acquire = async (dataDir: string) => {
  const lock = await acquireDataDirLock(dataDir);
  held.push(lock);
  return lock;
};
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('the lock was taken twice');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DataDirInUseError);
      return (error as DataDirInUseError).message;
    },
  );

describe('the data folder lock', () => {
  it('goes to exactly one of several processes starting at once; the others name it', async () => {
    const dataDir = newFolder();
    const results = await race(dataDir, 5);
    const winners = results.filter(({ result }) => result === 'won');
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.racer.child;
    for (const { racer, result } of results) {
      if (racer.child !== winner) {
        expect(result).toMatch(
          new RegExp(
            `^refused: The embedded database in .+ is in use by another process: PID ${winner.pid},`,
          ),
        );
      }
    }
    // Released when its holder closes cleanly.
    winner.stdin!.end();
    await once(winner, 'exit');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('is taken over from a killed holder, by exactly one of several', async () => {
    const dataDir = newFolder();
    const [first] = await race(dataDir, 1);
    expect(first!.result).toBe('won');
    first!.racer.child.kill('SIGKILL');
    await once(first!.racer.child, 'exit');
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const results = await race(dataDir, 5);
    const winners = results.filter(({ result }) => result === 'won');
    expect(winners).toHaveLength(1);
    const winnerPid = winners[0]!.racer.child.pid;
    expect(results.filter(({ result }) => result.includes(`PID ${winnerPid},`))).toHaveLength(4);
  }, 60_000);

  it('is refused to a second open in the same process, and free again once released', async () => {
    const dataDir = newFolder();
    const lock = await acquire(dataDir);
    await lock.setAddress('http://localhost:3000');
    expect(await refusal(acquireDataDirLock(dataDir))).toBe(
      `The embedded database in ${dataDir} is in use by another process: PID ${process.pid}, ` +
        `${lock.owner.command}, started ${lock.owner.startedAt}, serving http://localhost:3000. ` +
        'One process per data folder: stop that one first, or use PostgreSQL (DATABASE_URL) to run several.',
    );
    await lock.release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    await acquire(dataDir);
  });

  it('is taken over when its PID now names another process (a reused PID)', async () => {
    const { pidScope } = (await acquire(newFolder())).owner;
    const dataDir = newFolder();
    // This test's parent runs, but it is not the process that wrote this lock.
    writeLock(dataDir, { pid: process.ppid, pidScope, processStart: '1' });
    expect((await acquire(dataDir)).owner.pid).toBe(process.pid);
  });

  it("is refused while another machine's or container's holder refreshes it, and taken over after", async () => {
    const dataDir = newFolder();
    writeLock(dataDir, { pid: 7, hostname: 'web-2' }, 1000);
    expect(await refusal(acquireDataDirLock(dataDir))).toContain(
      `is in use by another process: PID 7 on web-2 (another machine or container), ` +
        `node server/src/index.ts, started 2026-11-28T00:00:00.000Z. One process per data folder`,
    );
    writeLock(dataDir, { pid: 7, hostname: 'web-2' }, STALE_AFTER_MS + 1000);
    expect((await acquire(dataDir)).owner.pid).toBe(process.pid);
  });

  it('is taken over when unreadable (a machine crash before it reached the disk)', async () => {
    const dataDir = newFolder();
    writeFileSync(path.join(dataDir, LOCK_FILE), '');
    expect((await acquire(dataDir)).owner.pid).toBe(process.pid);
  });
});
