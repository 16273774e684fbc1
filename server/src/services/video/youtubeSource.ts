/**
 * The real VideoSource, on youtubei.js 18.1.0 (pinned).
 *
 * Why this library (compared in /work/shared/notes/dependency-probe.md, section 8):
 * - Maintenance: ytdl-core 4.11.5 is unmaintained (last release Dec 2024). @distube/ytdl-core
 *   4.16.12 was last published Oct 2025 and scrapes the watch page, which breaks whenever the site
 *   changes. youtubei.js is the actively maintained one (18.1.0, Sep 2026) and speaks the site's
 *   own InnerTube JSON API (/youtubei/v1/player), the most stable surface there is.
 * - Signature deciphering: @distube finds the decipher and "n" functions in the player script with
 *   regular expressions and runs them in node:vm; when the regexes miss, it prints warnings and
 *   writes debug files into the working directory. youtubei.js extracts them by parsing the
 *   player script (an AST, meriyah) and leaves running them to an evaluator we provide: below,
 *   node:vm in a fresh context with no host objects and a 2 s time limit.
 * - Offline testability: youtubei.js takes one `fetch` for every request it makes (session
 *   config, player script, player API and the media bytes), and a session can be created without
 *   any request. Tests give it recorded player responses and a local media file through that fetch,
 *   with no global interception. @distube's `fetch` hook covers only getInfo (a watch-page scrape,
 *   four client requests with retries, and the player script even for plain URLs); its media comes
 *   through miniget.
 * - Streams: youtubei.js returns a web ReadableStream (converted with Readable.fromWeb; cancelling
 *   it aborts the transfer) and fetches audio in ranged chunks as the site expects. @distube gives
 *   a Node Readable directly, its one advantage here.
 *
 * Side effects switched off in code (there are no environment switches to set): youtubei.js has no
 * update check; it writes files only into a cache we would pass (we pass none, and session caching
 * is off); its console logging is limited to errors (none in tests). Every request goes through
 * `guardedFetch`: https only, to the site's own hosts, with a time limit for API calls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import vm from 'node:vm';
import { Innertube, Log, Platform, Utils, type Misc, type Types, type YT } from 'youtubei.js';
import { deadline } from '../../lib/deadline.ts';
import { AppError } from '../../lib/errors.ts';
import { containerOf, formatOptions, pickFormat, type SourceFormat } from './formats.ts';
import type { SourceStream, VideoInfo, VideoSource } from './types.ts';
import { playabilityError, videoErrors } from './videoErrors.ts';
import { isVideoId } from './videoUrl.ts';

Log.setLevel(...(process.env.NODE_ENV === 'test' ? [Log.Level.NONE] : [Log.Level.ERROR]));

/** Runs the player's extracted n/sig code (see the comment above) and returns its result. */
export async function evaluatePlayerScript(
  data: Types.BuildScriptResult,
  env: Record<string, Types.VMPrimative>,
): Promise<Record<string, unknown>> {
  const args = [env.n, env.sp, env.sig].map((value) => JSON.stringify(String(value ?? '')));
  const source = `(function () {\n${data.output}\nreturn process(${args.join(', ')});\n})()`;
  const result: unknown = new vm.Script(source).runInNewContext(Object.create(null), {
    timeout: 2000,
  });
  if (typeof result !== 'object' || result === null) return {};
  const { n, sig } = result as { n?: unknown; sig?: unknown };
  return {
    n: typeof n === 'string' ? n : undefined,
    sig: typeof sig === 'string' ? sig : undefined,
  };
}
Platform.shim.eval = evaluatePlayerScript;

const API_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  'youtubei.googleapis.com',
]);
const isMediaHost = (host: string) => host.endsWith('.googlevideo.com');

/** The signal of the source call in progress, so the library's requests can be aborted. */
const callSignal = new AsyncLocalStorage<AbortSignal | undefined>();

/**
 * Wraps a fetch so the library can only reach the site's API and media hosts over https, API calls
 * time out, and the current call's AbortSignal applies.
 */
export function guardedFetch(base: typeof fetch, apiTimeoutMs: number): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const media = isMediaHost(url.hostname);
    if (url.protocol !== 'https:' || url.port !== '' || !(media || API_HOSTS.has(url.hostname))) {
      throw new Error(`Refusing to fetch ${url.protocol}//${url.host}`);
    }
    const signals = [
      init?.signal,
      input instanceof Request ? input.signal : undefined,
      callSignal.getStore(),
    ].filter((signal): signal is AbortSignal => Boolean(signal));
    // An API call's deadline covers reading its body too, so it is not cleared when the headers
    // come; it lets go of the other signals when it fires.
    const signal = media
      ? signals.length
        ? AbortSignal.any(signals)
        : undefined
      : deadline(apiTimeoutMs, signals).signal;
    return base(input, { ...init, signal });
  };
}

export interface YoutubeSourceOptions {
  /** The fetch the library uses for everything (default globalThis.fetch); tests pass a fake. */
  fetch?: typeof fetch;
  /**
   * Download the player script so stream URLs can be deciphered (default true). Tests turn it off:
   * their recorded formats carry plain URLs.
   */
  retrievePlayer?: boolean;
  /** Ask the site for its client config when the session starts (default true). */
  retrieveConfig?: boolean;
  /** The InnerTube client to ask as (default: the library's, WEB). */
  client?: Types.InnerTubeClient;
  /** API calls taking longer fail (default 15 s). Media transfers have no total limit. */
  apiTimeoutMs?: number;
  /** Info is reused for this long, so a download right after its info costs no second call (default 10 min). */
  infoTtlMs?: number;
  /** The session (and its player script) is renewed after this long (default 6 h). */
  sessionTtlMs?: number;
  now?: () => number;
}

interface Entry {
  raw: YT.VideoInfo;
  info: VideoInfo;
  formats: SourceFormat[];
  expires: number;
}

function toSourceFormat(format: Misc.Format): SourceFormat {
  return {
    itag: format.itag,
    mimeType: format.mime_type,
    hasVideo: format.has_video,
    hasAudio: format.has_audio,
    qualityLabel: format.quality_label,
    height: format.height,
    bitrate: format.average_bitrate || format.bitrate || undefined,
    isOriginalAudio: format.has_audio ? format.is_original : undefined,
    isDrc: format.is_drc,
    unusable:
      Boolean(format.drm_families?.length) ||
      format.is_type_otf ||
      !(format.url || format.signature_cipher || format.cipher),
  };
}

/** The texts of a playability status: its reason and the error screen's reason and sub-reason. */
function playabilityTexts(status: unknown): string[] {
  const s = (status ?? {}) as { reason?: unknown; error_screen?: unknown };
  const screen = (s.error_screen ?? {}) as { reason?: unknown; subreason?: unknown };
  return [s.reason, screen.reason, screen.subreason]
    .map((text) => (text === undefined || text === null ? '' : String(text)))
    .filter(Boolean);
}

/** Maps what the library gave back to the spec's video info. */
export function toVideoInfo(
  id: string,
  raw: YT.VideoInfo,
): { info: VideoInfo; formats: SourceFormat[] } {
  const details = raw.basic_info;
  const streaming = raw.streaming_data;
  const formats =
    streaming && !details.is_live
      ? [...streaming.formats, ...streaming.adaptive_formats].map(toSourceFormat)
      : [];
  return {
    formats,
    info: {
      id,
      title: details.title ?? '',
      thumbnail: details.thumbnail?.[0]?.url ?? `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      duration: Number.isFinite(details.duration)
        ? Math.max(0, Math.round(details.duration ?? 0))
        : 0,
      author: details.author ?? '',
      formats: formatOptions(formats),
    },
  };
}

/** The real source: InnerTube through youtubei.js. */
export function createYoutubeVideoSource(options: YoutubeSourceOptions = {}): VideoSource {
  const now = options.now ?? Date.now;
  const infoTtlMs = options.infoTtlMs ?? 10 * 60_000;
  const sessionTtlMs = options.sessionTtlMs ?? 6 * 60 * 60_000;
  const fetchImpl = guardedFetch(options.fetch ?? globalThis.fetch, options.apiTimeoutMs ?? 15_000);
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  let session: { innertube: Promise<Innertube>; expires: number } | undefined;

  const innertube = () => {
    if (!session || session.expires <= now()) {
      const created = Innertube.create({
        fetch: fetchImpl,
        retrieve_player: options.retrievePlayer ?? true,
        retrieve_innertube_config: options.retrieveConfig ?? true,
        generate_session_locally: true,
        enable_session_cache: false,
        lang: 'en',
        location: 'US',
      });
      const current = { innertube: created, expires: now() + sessionTtlMs };
      session = current;
      // A failed start is not kept: the next call tries again.
      created.catch(() => {
        if (session === current) session = undefined;
      });
    }
    return session.innertube;
  };

  const load = async (id: string): Promise<Entry> => {
    let raw: YT.VideoInfo;
    try {
      const yt = await innertube();
      raw = await yt.getBasicInfo(id, options.client ? { client: options.client } : undefined);
    } catch (error) {
      if (error instanceof Utils.InnertubeError) {
        const info = (error as { info?: { status?: string } }).info;
        const mapped = info?.status
          ? playabilityError({ status: info.status, texts: playabilityTexts(info) })
          : null;
        if (mapped) throw mapped;
      }
      throw error;
    }
    const refused = playabilityError({
      status: raw.playability_status?.status,
      texts: playabilityTexts(raw.playability_status),
    });
    if (refused) throw refused;
    if (raw.basic_info.id && raw.basic_info.id !== id) {
      throw new Error(`Asked for ${id}, got ${raw.basic_info.id}`);
    }
    const entry: Entry = { raw, ...toVideoInfo(id, raw), expires: now() + infoTtlMs };
    if (cache.size >= 200) cache.delete(cache.keys().next().value!);
    cache.set(id, entry);
    return entry;
  };

  const entryFor = (id: string, signal?: AbortSignal): Promise<Entry> => {
    if (!isVideoId(id)) return Promise.reject(new AppError('BAD_USER_INPUT', 'Not a video id'));
    const cached = cache.get(id);
    if (cached && cached.expires > now()) return Promise.resolve(cached);
    cache.delete(id);
    let inFlight = pending.get(id);
    if (!inFlight) {
      // Shared by callers asking at the same time; not tied to one caller's signal.
      inFlight = callSignal.run(undefined, () => load(id)).finally(() => pending.delete(id));
      pending.set(id, inFlight);
    }
    if (!signal) return inFlight;
    return Promise.race([
      inFlight,
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  };

  return {
    async getInfo(id, signal) {
      return (await entryFor(id, signal)).info;
    },

    async stream(id, format, quality, signal): Promise<SourceStream> {
      const entry = await entryFor(id, signal);
      const chosen = pickFormat(entry.formats, format, quality);
      if (!chosen) throw videoErrors.noFormats();
      const web = await callSignal.run(signal, () =>
        entry.raw.download({
          itag: chosen.itag,
          type: chosen.hasVideo ? 'video+audio' : 'audio',
        }),
      );
      const stream = Readable.fromWeb(web as unknown as NodeReadableStream<Uint8Array>);
      const stop = () => stream.destroy();
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
      stream.once('close', () => signal.removeEventListener('abort', stop));
      return {
        stream,
        title: entry.info.title,
        mimeType: chosen.mimeType,
        container: containerOf(chosen.mimeType),
      };
    },
  };
}
