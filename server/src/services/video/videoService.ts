import type { Readable } from 'node:stream';
import { AppError, badInput } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { RateLimiter } from '../../lib/rateLimit.ts';
import { attachmentDisposition } from './contentDisposition.ts';
import { mp3Bitrate } from './formats.ts';
import { TempFileStore, type TempSpace } from './tempFiles.ts';
import { mp3Limits, Transcoder, type SpawnFn, type TranscodeSlot } from './transcoder.ts';
import type { DownloadFormat, DownloadQuality, VideoInfo, VideoSource } from './types.ts';
import { toVideoError, videoErrors } from './videoErrors.ts';
import { parseVideoUrl } from './videoUrl.ts';
import { isAbortError, waitForData } from './streams.ts';

/** The downloader's limits (server/src/config.ts reads them from the environment). */
export interface VideoLimits {
  /** Info look-ups per client per minute. */
  infoPerMinute: number;
  /** Downloads started per client per minute. */
  downloadsPerMinute: number;
  /** Longer videos are refused with VIDEO_TOO_LONG. */
  maxDurationSeconds: number;
  /** MP3 conversions running at once; more get CONVERTER_BUSY. */
  maxConcurrentTranscodes: number;
  /** MP3 downloads (converting, or sending the file) one client may have; more get CONVERTER_BUSY. */
  maxTranscodesPerClient: number;
  /** Bytes the MP3 temporary files may take together; more get CONVERTER_BUSY. */
  tempMaxBytes: number;
  /** A download whose client reads nothing for this long is ended (ms). */
  idleTimeoutMs: number;
  /** The ffmpeg executable. */
  ffmpegPath: string;
}

export interface VideoServiceOptions {
  source: VideoSource;
  limits: VideoLimits;
  /** A source that sends nothing for this long fails the download (default 30 s). */
  firstByteTimeoutMs?: number;
  /** For tests: how ffmpeg is started. */
  spawn?: SpawnFn;
  /** For tests: where the temporary files' folder is made (default os.tmpdir()). */
  tempParent?: string;
  /** For tests: the time a conversion of media this long may take (default mp3Limits). */
  conversionDeadlineMs?: (lengthSeconds: number) => number;
  /** For tests: the clock of the rate limiters. */
  now?: () => number;
}

/** Who is asking: the key of the per-client limits (the request's address). */
export interface Caller {
  client?: string;
}

export interface DownloadRequest {
  url: unknown;
  format: unknown;
  quality: unknown;
}

/** A download ready to send: the first bytes are already buffered in `stream`. */
export interface VideoDownload {
  stream: Readable;
  contentType: 'video/mp4' | 'audio/mpeg';
  contentDisposition: string;
  /** The file's extension (mp4 or mp3). */
  extension: DownloadFormat;
  title: string;
}

export interface VideoService {
  /** The spec's video info for a visitor's URL (section 3). */
  info(url: unknown, caller: Caller): Promise<VideoInfo>;
  /** Starts a download; aborting `signal` (the client left) stops the source and ffmpeg. */
  download(
    request: DownloadRequest,
    caller: Caller & { signal: AbortSignal },
  ): Promise<VideoDownload>;
  /** The MP3 converter (for tests and metrics). */
  readonly transcoder: Transcoder;
  /** The MP3 downloads' temporary files (for tests and metrics). */
  readonly tempFiles: TempFileStore;
  /** A download whose client reads nothing for this long is ended (ms). */
  readonly idleTimeoutMs: number;
  /** Settles once the temporary files left by an earlier run are removed. */
  readonly ready: Promise<void>;
  /** Removes the temporary files' folder (at shutdown, once no download is left). */
  close(): Promise<void>;
}

const FORMATS: readonly DownloadFormat[] = ['mp4', 'mp3'];
const QUALITIES: readonly DownloadQuality[] = ['highest', 'standard'];

function videoIdOf(url: unknown): string {
  const parsed = parseVideoUrl(Array.isArray(url) ? String(url) : url);
  if (!parsed.ok) throw badInput(parsed.message);
  return parsed.id;
}

function parseFormat(value: unknown): DownloadFormat {
  if (value === undefined || value === '') return 'mp4';
  if (typeof value === 'string' && (FORMATS as readonly string[]).includes(value)) {
    return value as DownloadFormat;
  }
  throw badInput('format must be mp4 or mp3');
}

function parseQuality(value: unknown): DownloadQuality {
  if (value === undefined || value === '') return 'highest';
  if (typeof value === 'string' && (QUALITIES as readonly string[]).includes(value)) {
    return value as DownloadQuality;
  }
  throw badInput('quality must be highest or standard');
}

/** URL checks, limits and the MP3 conversion around a VideoSource. */
export function createVideoService(options: VideoServiceOptions): VideoService {
  const { source, limits } = options;
  const firstByteTimeoutMs = options.firstByteTimeoutMs ?? 30_000;
  const infoLimiter = new RateLimiter({ limit: limits.infoPerMinute, now: options.now });
  const downloadLimiter = new RateLimiter({ limit: limits.downloadsPerMinute, now: options.now });
  const transcoder = new Transcoder({
    ffmpegPath: limits.ffmpegPath,
    maxConcurrent: limits.maxConcurrentTranscodes,
    spawn: options.spawn,
  });
  const tempFiles = new TempFileStore({
    parent: options.tempParent,
    maxBytes: limits.tempMaxBytes,
    maxPerClient: limits.maxTranscodesPerClient,
  });

  const limit = (limiter: RateLimiter, caller: Caller) => {
    const decision = limiter.take(caller.client || 'unknown');
    if (!decision.allowed) throw videoErrors.rateLimited(decision.retryAfterSeconds);
  };

  const checkDownloadable = (info: VideoInfo, format?: DownloadFormat) => {
    if (info.duration > limits.maxDurationSeconds) throw videoErrors.tooLong();
    const available = format
      ? info.formats[format].length
      : info.formats.mp4.length + info.formats.mp3.length;
    if (!available) throw videoErrors.noFormats();
  };

  const getInfo = async (id: string, signal?: AbortSignal) => {
    try {
      return await source.getInfo(id, signal);
    } catch (error) {
      if (isAbortError(error)) throw error;
      const mapped = toVideoError(error);
      if (mapped.code === 'VIDEO_FETCH_FAILED') {
        logger.warn('Video info failed', { id, error: (error as Error)?.message });
      }
      throw mapped;
    }
  };

  /**
   * Converts `upstream` to MP3 into a temporary file and streams that file as it grows: the
   * converter is free as soon as ffmpeg is done, however slowly the client reads. The file is
   * removed, and its space freed, when the returned stream closes (sent, the client left, or it
   * stopped reading).
   */
  const convertToFile = async (
    upstream: Readable,
    mp3: { slot: TranscodeSlot; space: TempSpace; bitrateKbps: number; lengthSeconds: number },
    title: string,
    signal: AbortSignal,
  ): Promise<Readable> => {
    const { slot, space, bitrateKbps, lengthSeconds } = mp3;
    let file;
    try {
      file = await tempFiles.create(space);
    } catch (error) {
      slot.release();
      space.release();
      upstream.destroy();
      throw error;
    }
    const bounds = mp3Limits(lengthSeconds, bitrateKbps);
    const job = transcoder.toMp3(upstream, {
      bitrateKbps,
      slot,
      signal,
      title,
      maxSeconds: bounds.maxSeconds,
      deadlineMs: options.conversionDeadlineMs?.(lengthSeconds) ?? bounds.deadlineMs,
    });
    const filled = file.fill(job.output).then(
      () => space.shrinkTo(file.size),
      () => {}, // the reader fails with the same error
    );
    const stream = file.createReadStream();
    const onAbort = () => stream.destroy();
    signal.addEventListener('abort', onAbort, { once: true });
    stream.once('close', () => {
      signal.removeEventListener('abort', onAbort);
      job.stop();
      void filled
        .then(() => file.remove())
        .catch((error: unknown) => {
          logger.warn('MP3 temporary file could not be removed', {
            file: file.path,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => space.release());
    });
    try {
      await waitForData(stream, { signal, timeoutMs: firstByteTimeoutMs });
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return stream;
  };

  return {
    transcoder,
    tempFiles,
    idleTimeoutMs: limits.idleTimeoutMs,
    ready: tempFiles.ready,
    close: () => tempFiles.close(),

    async info(url, caller) {
      limit(infoLimiter, caller);
      const id = videoIdOf(url);
      const info = await getInfo(id);
      checkDownloadable(info);
      return info;
    },

    async download(request, caller) {
      limit(downloadLimiter, caller);
      const id = videoIdOf(request.url);
      const format = parseFormat(request.format);
      const quality = parseQuality(request.quality);
      const { signal } = caller;
      const client = caller.client || 'unknown';
      // Refuse early, before any outbound request, when every converter is taken or the client
      // has all the MP3 downloads it may have.
      if (format === 'mp3') tempFiles.refuseIfFull(client);
      let slot: TranscodeSlot | undefined = format === 'mp3' ? transcoder.acquire() : undefined;
      let space: TempSpace | undefined;
      let upstream: Readable | undefined;
      try {
        const info = await getInfo(id, signal);
        checkDownloadable(info, format);
        // An unknown length (0) is taken as the longest allowed.
        const lengthSeconds = info.duration || limits.maxDurationSeconds;
        const bitrateKbps = mp3Bitrate(info, quality);
        if (format === 'mp3') {
          // The client's share of the temporary files, and the disk's: checked before the media
          // is fetched.
          const { maxBytes } = mp3Limits(lengthSeconds, bitrateKbps);
          space = tempFiles.reserve(client, maxBytes);
        }
        const opened = await source.stream(id, format, quality, signal);
        upstream = opened.stream;
        const title = info.title || opened.title;
        const common = {
          extension: format,
          title,
          contentDisposition: attachmentDisposition(title, format),
        };
        if (format === 'mp4') {
          await waitForData(upstream, { signal, timeoutMs: firstByteTimeoutMs });
          return { ...common, stream: upstream, contentType: 'video/mp4' };
        }
        const mp3 = { slot: slot!, space: space!, bitrateKbps, lengthSeconds };
        // From here the MP3's file frees the slot, the space and the source.
        slot = space = upstream = undefined;
        const stream = await convertToFile(opened.stream, mp3, title, signal);
        return { ...common, stream, contentType: 'audio/mpeg' };
      } catch (error) {
        slot?.release();
        space?.release();
        upstream?.destroy();
        if (error instanceof AppError || isAbortError(error) || signal.aborted) throw error;
        logger.warn('Video download failed before sending', {
          id,
          format,
          error: error instanceof Error ? error.message : String(error),
        });
        throw videoErrors.downloadFailed();
      }
    },
  };
}
