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

/** Seconds of audio an MP3 may have beyond the video's stated length (which is rounded). */
export const MP3_EXTRA_SECONDS = 30;
/** Room for what ffmpeg writes before the audio: the ID3 tag (with the title) and a Xing frame. */
const MP3_HEADER_BYTES = 64 * 1024;

/**
 * The bounds of one MP3 conversion, from the media's length: the audio it may hold, the bytes that
 * makes at a constant bitrate (libmp3lame's default), and the time it may take. Conversion runs
 * tens of times faster than real time, so a quarter of the length (plus a minute for a slow start
 * or a busy machine) is generous; a conversion still running then is stuck, and is stopped.
 */
export function mp3Limits(lengthSeconds: number, bitrateKbps: number) {
  const maxSeconds = lengthSeconds + MP3_EXTRA_SECONDS;
  return {
    maxSeconds,
    maxBytes: Math.ceil(maxSeconds * bitrateKbps * 125) + MP3_HEADER_BYTES,
    deadlineMs: lengthSeconds * 250 + 60_000,
  };
}

/** Every ffmpeg process started by any Transcoder that has not exited yet (tests, shutdown). */
export const runningFfmpeg: ReadonlySet<ChildProcess> = new Set<ChildProcess>();
const running = runningFfmpeg as Set<ChildProcess>;

const defaultSpawn: SpawnFn = (command, args) =>
  spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });

/** Converts audio to MP3 with ffmpeg (libmp3lame), streaming, with a cap on parallel conversions. */
export class Transcoder {
  readonly maxConcurrent: number;
  readonly #ffmpegPath: string;
  readonly #killGraceMs: number;
  readonly #spawn: SpawnFn;
  #inUse = 0;
  /** ffmpeg processes that have not exited yet. */
  readonly children = new Set<ChildProcess>();

  constructor(options: TranscoderOptions) {
    this.maxConcurrent = options.maxConcurrent;
    this.#ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
    this.#killGraceMs = options.killGraceMs ?? 500;
    this.#spawn = options.spawn ?? defaultSpawn;
  }

  /** Conversion places in use. */
  get inUse(): number {
    return this.#inUse;
  }

  /**
   * Reserves a conversion place, or throws CONVERTER_BUSY (503, Retry-After) when all are taken.
   * (What one client may hold is counted by its temporary files: tempFiles.ts.)
   */
  acquire(): TranscodeSlot {
    if (this.#inUse >= this.maxConcurrent) throw videoErrors.busy();
    this.#inUse += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inUse -= 1;
      },
    };
  }

  /**
   * Starts ffmpeg reading `input` (any container ffmpeg knows) and writing MP3 at `bitrateKbps`,
   * at most `maxSeconds` of it. The slot is released when ffmpeg exits. Aborting `signal` or
   * destroying `output` stops ffmpeg; so does `deadlineMs` passing, which fails `output`.
   * ffmpeg's messages go to the server log, never to the caller.
   */
  toMp3(
    input: Readable,
    options: {
      bitrateKbps: number;
      slot: TranscodeSlot;
      signal?: AbortSignal;
      title?: string;
      maxSeconds?: number;
      deadlineMs?: number;
    },
  ): Mp3Job {
    const { bitrateKbps, slot, signal, maxSeconds, deadlineMs } = options;
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
      ...(maxSeconds ? ['-t', String(maxSeconds)] : []),
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
    let deadlineTimer: NodeJS.Timeout | undefined;

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(deadlineTimer);
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
          clearTimeout(deadlineTimer);
          this.children.delete(child);
          running.delete(child);
          slot.release();
          // ffmpeg may finish before its source does (maxSeconds): stop the transfer.
          input.destroy();
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
    if (deadlineMs !== undefined && !stopped) {
      // A stuck conversion (a source that stalls, an ffmpeg that hangs) must not keep its place.
      deadlineTimer = setTimeout(() => {
        logger.warn('MP3 conversion stopped: it passed its deadline', { deadlineMs });
        output.destroy(new TranscodeError(`The conversion took longer than ${deadlineMs} ms`));
        stop();
      }, deadlineMs);
      deadlineTimer.unref();
    }

    return { output, pid: child.pid, exited: exitedPromise, stop };
  }
}
