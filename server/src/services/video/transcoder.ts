import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { logger } from '../../lib/logger.ts';
import { videoErrors } from './videoErrors.ts';

/** How the transcoder starts ffmpeg; tests inject one to watch the child processes. */
export type SpawnFn = (command: string, args: string[]) => ChildProcess;

export interface TranscoderOptions {
  /** The ffmpeg executable (default "ffmpeg", found on PATH). */
  ffmpegPath?: string;
  /** At most this many conversions run at once; more are refused with CONVERTER_BUSY. */
  maxConcurrent: number;
  /** At most this many of them for one client (default: no cap of its own). */
  maxPerClient?: number;
  /** After SIGTERM, SIGKILL follows if ffmpeg has not exited within this many ms (default 500). */
  killGraceMs?: number;
  spawn?: SpawnFn;
}

/** A reserved conversion place. Releasing twice is harmless. */
export interface TranscodeSlot {
  release(): void;
}

export interface Mp3Job {
  /** The MP3 bytes as ffmpeg produces them. Fails (is destroyed with an error) if ffmpeg fails. */
  output: Readable;
  /** ffmpeg's process id. */
  pid: number | undefined;
  /** Settles when ffmpeg has exited (never rejects). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the conversion: destroys the input, SIGTERM then SIGKILL to ffmpeg. */
  stop(): void;
}

export class TranscodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscodeError';
  }
}

/** Every ffmpeg process started by any Transcoder that has not exited yet (tests, shutdown). */
export const runningFfmpeg: ReadonlySet<ChildProcess> = new Set<ChildProcess>();
const running = runningFfmpeg as Set<ChildProcess>;

const defaultSpawn: SpawnFn = (command, args) =>
  spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });

/** Converts audio to MP3 with ffmpeg (libmp3lame), streaming, with a cap on parallel conversions. */
export class Transcoder {
  readonly maxConcurrent: number;
  readonly maxPerClient: number;
  readonly #ffmpegPath: string;
  readonly #killGraceMs: number;
  readonly #spawn: SpawnFn;
  #inUse = 0;
  readonly #inUseBy = new Map<string, number>();
  /** ffmpeg processes that have not exited yet. */
  readonly children = new Set<ChildProcess>();

  constructor(options: TranscoderOptions) {
    this.maxConcurrent = options.maxConcurrent;
    this.maxPerClient = options.maxPerClient ?? Number.POSITIVE_INFINITY;
    this.#ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
    this.#killGraceMs = options.killGraceMs ?? 500;
    this.#spawn = options.spawn ?? defaultSpawn;
  }

  /** Conversion places in use. */
  get inUse(): number {
    return this.#inUse;
  }

  /**
   * Reserves a conversion place for `client`, or throws CONVERTER_BUSY (503, Retry-After) when all
   * are taken, or when the client already holds maxPerClient of them: one visitor cannot take
   * every place.
   */
  acquire(client = ''): TranscodeSlot {
    const held = this.#inUseBy.get(client) ?? 0;
    if (this.#inUse >= this.maxConcurrent || held >= this.maxPerClient) throw videoErrors.busy();
    this.#inUse += 1;
    this.#inUseBy.set(client, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inUse -= 1;
        const left = (this.#inUseBy.get(client) ?? 1) - 1;
        if (left > 0) this.#inUseBy.set(client, left);
        else this.#inUseBy.delete(client);
      },
    };
  }

  /**
   * Starts ffmpeg reading `input` (any container ffmpeg knows) and writing MP3 at `bitrateKbps`.
   * The slot is released when ffmpeg exits. Aborting `signal` or destroying `output` stops ffmpeg.
   * ffmpeg's messages go to the server log, never to the caller.
   */
  toMp3(
    input: Readable,
    options: { bitrateKbps: number; slot: TranscodeSlot; signal?: AbortSignal; title?: string },
  ): Mp3Job {
    const { bitrateKbps, slot, signal } = options;
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      'pipe:0',
      '-map',
      '0:a:0',
      '-vn',
      '-sn',
      '-dn',
      '-map_metadata',
      '-1',
      ...(options.title ? ['-metadata', `title=${options.title.slice(0, 200)}`] : []),
      '-c:a',
      'libmp3lame',
      '-b:a',
      `${bitrateKbps}k`,
      '-f',
      'mp3',
      'pipe:1',
    ];
    const output = new PassThrough();
    let child: ChildProcess;
    try {
      child = this.#spawn(this.#ffmpegPath, args);
    } catch (error) {
      slot.release();
      input.destroy();
      output.destroy(error as Error);
      return {
        output,
        pid: undefined,
        exited: Promise.resolve({ code: null, signal: null }),
        stop: () => {},
      };
    }
    this.children.add(child);
    running.add(child);

    let stderrTail = '';
    let stopped = false;
    let exited = false;
    let killTimer: NodeJS.Timeout | undefined;

    const stop = () => {
      if (stopped) return;
      stopped = true;
      signal?.removeEventListener('abort', stop);
      input.unpipe();
      input.destroy();
      child.stdin?.destroy();
      child.stdout?.destroy();
      if (!exited) {
        child.kill('SIGTERM');
        killTimer = setTimeout(() => {
          if (!exited) child.kill('SIGKILL');
        }, this.#killGraceMs);
        killTimer.unref();
      }
      if (!output.destroyed) output.destroy();
    };

    const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
      (resolve) => {
        const onExit = (code: number | null, exitSignal: NodeJS.Signals | null) => {
          if (exited) return;
          exited = true;
          if (killTimer) clearTimeout(killTimer);
          this.children.delete(child);
          running.delete(child);
          slot.release();
          signal?.removeEventListener('abort', stop);
          if (!stopped) {
            if (code === 0) {
              output.end();
            } else {
              logger.warn('ffmpeg failed', { code, signal: exitSignal, stderr: stderrTail });
              output.destroy(new TranscodeError(`ffmpeg exited with ${code ?? exitSignal}`));
            }
          }
          resolve({ code, signal: exitSignal });
        };
        child.once('close', onExit);
        child.once('error', (error) => {
          logger.warn('ffmpeg could not run', { error: error.message });
          if (!stopped) output.destroy(videoErrors.downloadFailed());
          stopped = true;
          input.destroy();
          onExit(null, null);
        });
      },
    );

    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-2000);
    });
    // ffmpeg may stop reading early (bad input); the broken pipe is expected then.
    child.stdin?.on('error', () => {});
    child.stdout?.on('error', () => {});
    child.stdout?.pipe(output, { end: false });
    input.on('error', (error) => {
      logger.warn('Audio source failed during conversion', { error: error.message });
      if (!stopped) {
        output.destroy(new TranscodeError('The audio source failed'));
        stop();
      }
    });
    if (child.stdin) input.pipe(child.stdin);
    // The consumer went away (client left, response destroyed): stop converting.
    output.on('close', () => {
      if (!exited) stop();
    });
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });

    return { output, pid: child.pid, exited: exitedPromise, stop };
  }
}
