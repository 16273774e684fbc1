import type { Readable } from 'node:stream';
import { AppError, badInput } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { RateLimiter } from '../../lib/rateLimit.ts';
import { attachmentDisposition } from './contentDisposition.ts';
import { mp3Bitrate } from './formats.ts';
import { Transcoder, type SpawnFn, type TranscodeSlot } from './transcoder.ts';
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
  /** MP3 conversions one client may run at once; more get CONVERTER_BUSY. */
  maxTranscodesPerClient: number;
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
  /** A download whose client reads nothing for this long is ended (ms). */
  readonly idleTimeoutMs: number;
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
    maxPerClient: limits.maxTranscodesPerClient,
    spawn: options.spawn,
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

  return {
    transcoder,
    idleTimeoutMs: limits.idleTimeoutMs,

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
      // Refuse early, before any outbound request, when every converter is taken.
      let slot: TranscodeSlot | undefined =
        format === 'mp3' ? transcoder.acquire(caller.client || 'unknown') : undefined;
      let upstream: Readable | undefined;
      try {
        const info = await getInfo(id, signal);
        checkDownloadable(info, format);
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
        const job = transcoder.toMp3(upstream, {
          bitrateKbps: mp3Bitrate(info, quality),
          slot: slot!,
          signal,
          title,
        });
        slot = undefined; // the job releases it when ffmpeg exits
        try {
          await waitForData(job.output, { signal, timeoutMs: firstByteTimeoutMs });
        } catch (error) {
          job.stop();
          throw error;
        }
        return { ...common, stream: job.output, contentType: 'audio/mpeg' };
      } catch (error) {
        slot?.release();
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
