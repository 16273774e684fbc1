import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { containerOf } from './formats.ts';
import type {
  DownloadFormat,
  DownloadQuality,
  SourceStream,
  VideoInfo,
  VideoSource,
} from './types.ts';
import { videoErrors } from './videoErrors.ts';

/** One video the fake knows. */
export interface FakeVideo {
  info: VideoInfo;
  /** A local media file served as every stream of this video (MP4 with video and audio). */
  file?: string;
  /** Makes the stream instead of a file (e.g. endless audio). */
  open?: () => Readable;
  /** MIME type reported for the stream (default video/mp4). */
  mimeType?: string;
  /** getInfo rejects with this. */
  error?: Error;
  /** stream() rejects with this. */
  streamError?: Error;
  /** Serve the file slowly: `chunkSize` bytes every `intervalMs`. */
  trickle?: { chunkSize: number; intervalMs: number };
  /** The stream fails (like a connection reset) after this many bytes. */
  failAfterBytes?: number;
  /**
   * ...and not before this resolves: a test's go-ahead once it has what it wanted first (the
   * first bytes of a conversion, however slowly a busy machine makes them).
   */
  failWhen?: () => Promise<void>;
}

/** A VideoSource for tests: known videos, local files, and a record of what was asked. */
export class FakeVideoSource implements VideoSource {
  readonly videos = new Map<string, FakeVideo>();
  readonly infoCalls: string[] = [];
  readonly streamCalls: { id: string; format: DownloadFormat; quality: DownloadQuality }[] = [];
  /** Every stream handed out, to check that it was destroyed. */
  readonly opened: Readable[] = [];

  constructor(videos: Record<string, FakeVideo> = {}) {
    for (const [id, video] of Object.entries(videos)) this.videos.set(id, video);
  }

  async getInfo(id: string): Promise<VideoInfo> {
    this.infoCalls.push(id);
    const video = this.videos.get(id);
    if (!video) throw videoErrors.unavailable();
    if (video.error) throw video.error;
    return structuredClone(video.info);
  }

  async stream(
    id: string,
    format: DownloadFormat,
    quality: DownloadQuality,
    signal: AbortSignal,
  ): Promise<SourceStream> {
    this.streamCalls.push({ id, format, quality });
    const video = this.videos.get(id);
    if (!video) throw videoErrors.unavailable();
    if (video.streamError) throw video.streamError;
    const { trickle: slow, failAfterBytes, failWhen, file, open } = video;
    if (!file && !open) throw videoErrors.noFormats();
    const stream = open
      ? open()
      : slow || failAfterBytes !== undefined
        ? trickle(readFileSync(file!), slow?.chunkSize ?? 16_384, slow?.intervalMs ?? 5, {
            failAfterBytes,
            failWhen,
          })
        : createReadStream(file!);
    this.opened.push(stream);
    const stop = () => stream.destroy();
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    const mimeType = video.mimeType ?? 'video/mp4';
    return { stream, title: video.info.title, mimeType, container: containerOf(mimeType) };
  }
}

/** A stream that hands out `data` slowly, `chunkSize` bytes every `intervalMs`. */
export function trickle(
  data: Buffer,
  chunkSize: number,
  intervalMs: number,
  options: { failAfterBytes?: number; failWhen?: () => Promise<void> } = {},
): Readable {
  let offset = 0;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;
  return new Readable({
    read() {
      if (timer || failing) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (options.failAfterBytes !== undefined && offset >= options.failAfterBytes) {
          failing = true;
          const reset = () => this.destroy(new Error('Connection reset by the source'));
          if (options.failWhen) void options.failWhen().then(reset);
          else reset();
          return;
        }
        const chunk = data.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        this.push(chunk.length ? chunk : null);
      }, intervalMs);
    },
    destroy(error, callback) {
      if (timer) clearTimeout(timer);
      callback(error);
    },
  });
}

/** A mono 16-bit 44.1 kHz WAV header; `dataBytes` 0xffffffff says "unknown length". */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(Math.min(0xffffffff, dataBytes + 36), 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // PCM format chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(88_200, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a sample
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Silence as a WAV stream that never ends (its sizes say "unknown"): ffmpeg converts it to MP3
 * until it is stopped or reaches the length it was given.
 */
export function endlessWav(): Readable {
  let started = false;
  const silence = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      this.push(started ? silence : wavHeader(0xffffffff));
      started = true;
    },
  });
}

/** `seconds` of silence as a WAV stream: long media that ffmpeg converts in moments. */
export function silentWav(seconds: number): Readable {
  let left = seconds * 88_200;
  let started = false;
  const silence = Buffer.alloc(64 * 1024);
  return new Readable({
    read() {
      if (!started) {
        started = true;
        this.push(wavHeader(left));
      } else if (left > 0) {
        const chunk = silence.subarray(0, Math.min(left, silence.length));
        left -= chunk.length;
        this.push(chunk);
      } else {
        this.push(null);
      }
    },
  });
}
