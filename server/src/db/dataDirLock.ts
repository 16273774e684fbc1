import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database folder. PGlite has no lock of its own across processes (its
 * postmaster.pid always says PID -42), and two processes on one folder each see only their own
 * writes and corrupt it. The lock is a file in the folder, created atomically and complete (a
 * hard link to a file already written), naming its owner. A dead owner's lock is taken over:
 * on this machine when its PID no longer runs, from elsewhere (another container or host on a
 * shared folder, whose PIDs cannot be checked) when its owner stopped refreshing it.
 */

export const LOCK_FILE = 'server.lock';
/** The owner touches its lock this often... */
export const HEARTBEAT_MS = 10_000;
/** ...and an owner whose PID cannot be checked from here is dead after this long without. */
export const STALE_AFTER_MS = 60_000;
/** A start that died while taking over a dead owner's lock leaves its guard at most this long. */
const GUARD_STALE_MS = 10_000;
const ACQUIRE_TIMEOUT_MS = 15_000;

export interface LockOwner {
  pid: number;
  /** Where the PID means something: this kernel's boot and PID namespace (Linux), or the host. */
  pidScope: string;
  /** The process's start time as the kernel counts it (Linux), to tell a reused PID apart. */
  processStart: string | null;
  hostname: string;
  command: string;
  startedAt: string;
  /** The site's address, once the server listens. */
  address?: string;
  /** Tells this lock apart from any other, even of the same PID. */
  token: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const local = owner.pidScope === pidScope();
    const who = [
      `PID ${owner.pid}${local ? '' : ` on ${owner.hostname} (another machine or container)`}`,
      owner.command,
      `started ${owner.startedAt}`,
      owner.address ? `serving ${owner.address}` : undefined,
    ].filter(Boolean);
    super(
      `The embedded database in ${dataDir} is in use by another process: ${who.join(', ')}. ` +
        'One process per data folder: stop that one first, or use PostgreSQL (DATABASE_URL) to ' +
        'run several.' +
        (local
          ? ''
          : ` Its lock (${path.join(dataDir, LOCK_FILE)}) is taken over when it has not been ` +
            `refreshed for ${STALE_AFTER_MS / 1000} s.`),
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly owner: LockOwner;
  /** Names the site's address in the lock, for the message a second start prints. */
  setAddress(address: string): Promise<void>;
  release(): Promise<void>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Where a PID names a process this one can check: on Linux this boot of the kernel and this PID
 * namespace (containers sharing the folder each have their own PIDs), elsewhere the host.
 */
function pidScope(): string {
  if (cachedPidScope === undefined) {
    const bootId = readText('/proc/sys/kernel/random/boot_id');
    let namespace: string | null = null;
    try {
      namespace = readlinkSync('/proc/self/ns/pid');
    } catch {
      // Not Linux.
    }
    cachedPidScope = bootId && namespace ? `linux:${bootId}:${namespace}` : `host:${os.hostname()}`;
  }
  return cachedPidScope;
}
let cachedPidScope: string | undefined;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

/** Locks this process holds, by path: a second open of one folder in one process is refused too. */
const heldHere = new Map<string, string>();

function isAlive(owner: LockOwner, lockPath: string, modifiedMs: number): boolean {
  if (owner.pidScope !== pidScope()) return Date.now() - modifiedMs < STALE_AFTER_MS;
  if (owner.pid === process.pid) return heldHere.get(lockPath) === owner.token;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const start = processStartTime(owner.pid);
  return !(owner.processStart && start && start !== owner.processStart);
}

interface ReadLock {
  raw: string;
  owner: LockOwner | null;
  modifiedMs: number;
}

async function readLock(lockPath: string): Promise<ReadLock | null> {
  try {
    const [raw, info] = await Promise.all([readFile(lockPath, 'utf8'), stat(lockPath)]);
    let owner: LockOwner | null = null;
    try {
      const parsed = JSON.parse(raw) as LockOwner;
      if (Number.isInteger(parsed.pid) && typeof parsed.token === 'string') owner = parsed;
    } catch {
      // Unreadable: left by a crash of the machine before the file reached the disk, say. A live
      // owner's lock is always whole (it is linked or renamed into place), so this one is dead.
    }
    return { raw, owner, modifiedMs: info.mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One start at a time replaces a dead owner's lock; false when another start is doing it. */
async function takeGuard(guardPath: string): Promise<boolean> {
  try {
    await writeFile(guardPath, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    const info = await stat(guardPath).catch(() => null);
    if (info && Date.now() - info.mtimeMs > GUARD_STALE_MS) await unlink(guardPath).catch(() => {});
    return false;
  }
}

/**
 * Takes the folder's lock, or throws DataDirInUseError naming the process that holds it. Two
 * starts at once: exactly one gets it, whether the folder was free or its owner had died.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const guardPath = `${lockPath}.takeover`;
  const owner: LockOwner = {
    pid: process.pid,
    pidScope: pidScope(),
    processStart: processStartTime(process.pid),
    hostname: os.hostname(),
    command: [path.basename(process.argv0), ...process.argv.slice(1)].join(' ').slice(0, 300),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  const written = `${lockPath}.${owner.token}.tmp`;
  const write = (content: LockOwner) => writeFile(written, `${JSON.stringify(content)}\n`);

  await write(owner);
  try {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    for (;;) {
      try {
        await link(written, lockPath);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const current = await readLock(lockPath);
      if (!current) continue;
      if (current.owner && isAlive(current.owner, lockPath, current.modifiedMs)) {
        throw new DataDirInUseError(dataDir, current.owner);
      }
      if (Date.now() > deadline) throw new Error(`Could not take the lock ${lockPath}`);
      if (!(await takeGuard(guardPath))) {
        await sleep(50);
        continue;
      }
      try {
        // Only a guard holder removes a lock, and only the dead one it has just read.
        const again = await readLock(lockPath);
        if (again?.raw === current.raw) await unlink(lockPath);
      } finally {
        await unlink(guardPath).catch(() => {});
      }
    }
  } finally {
    await unlink(written).catch(() => {});
  }

  heldHere.set(lockPath, owner.token);
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lockPath, now, now).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const ownsLock = () => {
    try {
      return (JSON.parse(readText(lockPath) ?? '') as LockOwner).token === owner.token;
    } catch {
      return false;
    }
  };
  // process.exit() without close() (a failed start, say) still frees the folder.
  const releaseOnExit = () => {
    if (!released && ownsLock()) {
      try {
        unlinkSync(lockPath);
      } catch {
        // Gone already.
      }
    }
  };
  process.on('exit', releaseOnExit);

  return {
    owner,
    async setAddress(address) {
      if (released) return;
      owner.address = address;
      await write(owner);
      await rename(written, lockPath);
    },
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      process.off('exit', releaseOnExit);
      heldHere.delete(lockPath);
      if (ownsLock()) await unlink(lockPath).catch(() => {});
    },
  };
}
