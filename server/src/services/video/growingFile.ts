import { open, rm, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

export class FileTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The file outgrew its ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Bytes a reader takes from the file at a time. */
const READ_BYTES = 64 * 1024;

/**
 * A file written once, from start to end, while one reader streams it: the reader gets the bytes
 * as they are written and ends when the writing is complete (or fails when it fails). This lets an
 * MP3 download start as soon as ffmpeg writes its first bytes, while ffmpeg finishes at its own
 * speed and the client reads at its own.
 */
export class GrowingFile {
  readonly path: string;
  readonly maxBytes: number;
  readonly #handle: FileHandle;
  #size = 0;
  #complete = false;
  #error: Error | undefined;
  #removed: Promise<void> | undefined;
  #waiting: (() => void)[] = [];

  private constructor(filePath: string, handle: FileHandle, maxBytes: number) {
    this.path = filePath;
    this.#handle = handle;
    this.maxBytes = maxBytes;
  }

  /** Creates the file (it must not exist), readable and writable by this user only. */
  static async create(filePath: string, maxBytes: number): Promise<GrowingFile> {
    return new GrowingFile(filePath, await open(filePath, 'wx+', 0o600), maxBytes);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.#size;
  }

  get complete(): boolean {
    return this.#complete;
  }

  /** Whether remove() was called (the file is closed, or being closed, and deleted). */
  get removed(): boolean {
    return this.#removed !== undefined;
  }

  /**
   * Writes everything `source` gives, then marks the file complete. Rejects, failing the reader,
   * when `source` fails, the file would pass maxBytes, or the disk refuses.
   */
  async fill(source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    try {
      for await (const chunk of source) {
        if (this.#size + chunk.length > this.maxBytes) throw new FileTooLargeError(this.maxBytes);
        await this.#handle.write(chunk, 0, chunk.length, this.#size);
        this.#size += chunk.length;
        this.#changed();
      }
      this.#complete = true;
    } catch (error) {
      this.#error = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      this.#changed();
    }
  }

  /** The file's bytes from the start, as they are written; ends when the file is complete. */
  createReadStream(): Readable {
    const reader = { offset: 0, busy: false };
    const stream: Readable = new Readable({
      highWaterMark: READ_BYTES,
      read: () => void this.#pump(stream, reader),
    });
    return stream;
  }

  /** Pushes what is written and not yet read, waiting for more while the file grows. */
  async #pump(stream: Readable, reader: { offset: number; busy: boolean }): Promise<void> {
    if (reader.busy) return;
    reader.busy = true;
    try {
      for (;;) {
        if (stream.destroyed) return;
        const available = this.#size - reader.offset;
        if (available > 0) {
          const buffer = Buffer.allocUnsafe(Math.min(available, READ_BYTES));
          const { bytesRead } = await this.#handle.read(buffer, 0, buffer.length, reader.offset);
          if (stream.destroyed) return;
          if (bytesRead === 0) throw new Error(`${this.path} is shorter than written`);
          reader.offset += bytesRead;
          if (!stream.push(buffer.subarray(0, bytesRead))) return;
        } else if (this.#error || this.#removed) {
          stream.destroy(this.#error ?? new Error(`${this.path} was removed`));
          return;
        } else if (this.#complete) {
          stream.push(null);
          return;
        } else {
          await new Promise<void>((resolve) => this.#waiting.push(resolve));
        }
      }
    } catch (error) {
      stream.destroy(error as Error);
    } finally {
      reader.busy = false;
    }
  }

  /** Closes and deletes the file (once; later calls wait for the first). */
  remove(): Promise<void> {
    this.#removed ??= (async () => {
      this.#changed();
      // close() waits for a read or write under way.
      await this.#handle.close().catch(() => {});
      await rm(this.path, { force: true });
    })();
    return this.#removed;
  }

  #changed() {
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const resolve of waiting) resolve();
  }
}
