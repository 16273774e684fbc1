import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logger } from '../../lib/logger.ts';
import { GrowingFile } from './growingFile.ts';
import { videoErrors } from './videoErrors.ts';

/** This process's folder is `calculators-mp3-<pid>-<random>` in the temporary folder. */
const PREFIX = 'calculators-mp3-';
const FOLDER = /^calculators-mp3-(\d+)-[0-9a-f]+$/;
/** The folders of the stores of this process (tests run several services in one process). */
const ownFolders = new Set<string>();

export interface TempFileOptions {
  /** Where this process's folder is made (default: os.tmpdir(), which TMPDIR sets). */
  parent?: string;
  /** Bytes all the files may take together, each counted at its reserved size. */
  maxBytes: number;
  /** Files one client may hold at once. */
  maxPerClient: number;
}

/** Room reserved for one file. Releasing twice is harmless. */
export interface TempSpace {
  readonly bytes: number;
  /** Gives back what the finished file does not need. */
  shrinkTo(bytes: number): void;
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The MP3 downloads' temporary files: one folder for this process (made with the first file,
 * removed on close; a folder left by a process that died is removed at the next start), a byte
 * budget, and a number of files per client. A full budget, or a client holding all it may,
 * refuses new files with CONVERTER_BUSY (503, Retry-After).
 */
export class TempFileStore {
  readonly dir: string;
  readonly maxBytes: number;
  readonly maxPerClient: number;
  /** Settles when the leftovers of earlier runs are removed (never rejects; failures are logged). */
  readonly ready: Promise<void>;
  #reserved = 0;
  readonly #byClient = new Map<string, number>();
  #made = 0;
  /**
   * The files made and maybe not yet removed, closed with the store: a file handle left open is
   * closed by the garbage collector, which Node 26 makes an uncaught error.
   */
  readonly #files = new Set<GrowingFile>();

  constructor(options: TempFileOptions) {
    const parent = options.parent ?? tmpdir();
    this.dir = path.join(parent, `${PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
    ownFolders.add(this.dir);
    this.maxBytes = options.maxBytes;
    this.maxPerClient = options.maxPerClient;
    this.ready = removeLeftovers(parent).then(
      () => {},
      (error: unknown) => {
        logger.error('MP3 temporary files of an earlier run could not be removed', {
          parent,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }

  /** Bytes reserved by the files in use. */
  get bytesReserved(): number {
    return this.#reserved;
  }

  /**
   * Throws CONVERTER_BUSY when `client` holds all the files it may, or no room is left at all: a
   * quick refusal before a file's size is known.
   */
  refuseIfFull(client: string): void {
    if ((this.#byClient.get(client) ?? 0) >= this.maxPerClient || this.#reserved >= this.maxBytes) {
      throw videoErrors.busy();
    }
  }

  /** Reserves room for a file of at most `bytes`, or throws CONVERTER_BUSY. */
  reserve(client: string, bytes: number): TempSpace {
    const held = this.#byClient.get(client) ?? 0;
    if (held >= this.maxPerClient || this.#reserved + bytes > this.maxBytes) {
      throw videoErrors.busy();
    }
    this.#reserved += bytes;
    this.#byClient.set(client, held + 1);
    let reserved = bytes;
    let released = false;
    return {
      bytes,
      shrinkTo: (size) => {
        if (released || size >= reserved) return;
        this.#reserved -= reserved - size;
        reserved = size;
      },
      release: () => {
        if (released) return;
        released = true;
        this.#reserved -= reserved;
        const left = (this.#byClient.get(client) ?? 1) - 1;
        if (left > 0) this.#byClient.set(client, left);
        else this.#byClient.delete(client);
      },
    };
  }

  /** A new empty file in this process's folder, at most `space.bytes` long. */
  async create(space: TempSpace): Promise<GrowingFile> {
    await this.ready;
    for (const made of this.#files) if (made.removed) this.#files.delete(made);
    const file = await this.#createFile(path.join(this.dir, `${++this.#made}.mp3`), space.bytes);
    this.#files.add(file);
    return file;
  }

  async #createFile(file: string, bytes: number): Promise<GrowingFile> {
    try {
      return await GrowingFile.create(file, bytes);
    } catch (error) {
      // The folder is made with the first file, and again if it vanished (a cleaner of old
      // temporary files, under a long-running server).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await this.#makeFolder();
      return GrowingFile.create(file, bytes);
    }
  }

  /** Closes the files still open, and removes this process's folder and whatever is left in it. */
  async close(): Promise<void> {
    await this.ready;
    await Promise.all([...this.#files].map((file) => file.remove()));
    this.#files.clear();
    await rm(this.dir, { recursive: true, force: true });
    ownFolders.delete(this.dir);
  }

  async #makeFolder(): Promise<void> {
    try {
      await mkdir(this.dir, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Made by a download at the same moment; anything else in its place is refused.
      const stats = await lstat(this.dir);
      if (!stats.isDirectory() || (process.getuid && stats.uid !== process.getuid())) {
        throw new Error(`${this.dir} is not this process's folder`);
      }
    }
  }
}

/**
 * Removes the folders of processes that are no longer running (a crash or SIGKILL skips close()),
 * and of an earlier process with this one's id (a container's server often has the same id at
 * every start). Only this user's own folders are touched; symbolic links are never followed.
 */
export async function removeLeftovers(parent: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent)) {
    const pid = Number(FOLDER.exec(name)?.[1]);
    const folder = path.join(parent, name);
    if (!pid || ownFolders.has(folder) || (pid !== process.pid && isRunning(pid))) continue;
    const stats = await lstat(folder).catch(() => undefined);
    if (!stats?.isDirectory() || (process.getuid && stats.uid !== process.getuid())) continue;
    await rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  if (removed.length)
    logger.info('Removed MP3 temporary files left by an earlier run', { removed });
  return removed;
}
