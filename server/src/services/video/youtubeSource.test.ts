/**
 * The real library (youtubei.js) fed recorded-shape player responses through its fetch hook: no
 * request leaves the process. The fixtures are hand-written in the shape of /youtubei/v1/player
 * answers (this machine cannot reach the site to record real ones); their format URLs are plain
 * (no signatureCipher), so no player script is needed.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { ffprobe, makeTestMedia, testFfmpegPath, type TestMedia } from './testMedia.ts';
import { VIDEO_MESSAGES } from './videoErrors.ts';
import { createVideoService } from './videoService.ts';
import {
  createYoutubeVideoSource,
  evaluatePlayerScript,
  guardedFetch,
  type YoutubeSourceOptions,
} from './youtubeSource.ts';

/** The parts of a player response the tests change. */
type FormatJson = Record<string, unknown> & { itag: number };
interface PlayerJson {
  playabilityStatus: Record<string, unknown>;
  streamingData?: { formats: FormatJson[]; adaptiveFormats: FormatJson[] };
  videoDetails: Record<string, unknown>;
}

const fixture = (name: string): PlayerJson =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'));

const OK_ID = 'dQw4w9WgXcQ';

interface Seen {
  method: string;
  url: URL;
  body?: { videoId?: string; context?: unknown };
  signal: AbortSignal;
}

/** A stand-in for the video site: player answers by video id, media bytes by itag. */
function fakeSite(
  players: Record<string, unknown>,
  media: (itag: string) => ConstructorParameters<typeof Response>[0] | Response = () =>
    new Uint8Array(16),
) {
  const seen: Seen[] = [];
  const siteFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const entry: Seen = { method: request.method, url, signal: request.signal };
    seen.push(entry);
    if (url.pathname === '/youtubei/v1/player') {
      const body = (await request.json()) as NonNullable<Seen['body']>;
      entry.body = body;
      const player = players[body.videoId ?? ''];
      if (player instanceof Response) return player;
      if (player instanceof Error) throw player;
      return Response.json(player ?? fixture('player-unavailable'));
    }
    if (url.hostname.endsWith('.googlevideo.com')) {
      const body = media(url.searchParams.get('itag') ?? '');
      return body instanceof Response ? body : new Response(body, { status: 200 });
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetch: siteFetch, seen };
}

function source(site: ReturnType<typeof fakeSite>, extra: YoutubeSourceOptions = {}) {
  return createYoutubeVideoSource({
    fetch: site.fetch,
    retrievePlayer: false,
    retrieveConfig: false,
    ...extra,
  });
}

const withPlayer = (change: (player: PlayerJson) => void) => {
  const player = fixture('player-ok');
  change(player);
  return player;
};

let media: TestMedia;
beforeAll(async () => {
  media = await makeTestMedia();
}, 60_000);
afterAll(() => media?.cleanup());

describe('getInfo maps a playable video to the spec shape', () => {
  it('returns id, title, thumbnail, duration, author and the real qualities', async () => {
    const site = fakeSite({ [OK_ID]: fixture('player-ok') });
    const info = await source(site).getInfo(OK_ID);
    expect(info).toEqual({
      id: OK_ID,
      title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      duration: 212,
      author: 'Rick Astley',
      formats: {
        // itag 22 (720p) and 18 (360p) have picture and sound; 137/248 (1080p) are video-only.
        mp4: [
          { quality: '720p', downloadQuality: 'highest' },
          { quality: '360p', downloadQuality: 'standard' },
        ],
        // The best audio (itag 251, opus ~141 kbit/s) allows the 256 kbit/s MP3.
        mp3: [
          { quality: '256kbps', downloadQuality: 'highest' },
          { quality: '128kbps', downloadQuality: 'standard' },
        ],
      },
    });
  });

  it('makes exactly one request: the player API, for the id only', async () => {
    const site = fakeSite({ [OK_ID]: fixture('player-ok') });
    await source(site).getInfo(OK_ID);
    expect(site.seen.map((s) => `${s.method} ${s.url.origin}${s.url.pathname}`)).toEqual([
      'POST https://www.youtube.com/youtubei/v1/player',
    ]);
    expect(site.seen[0]?.body?.videoId).toBe(OK_ID);
  });

  it('lists only 360p when that is the only progressive MP4, and 128kbps for weak audio', async () => {
    const player = withPlayer((p) => {
      p.streamingData!.formats = p.streamingData!.formats.filter(
        (f: { itag: number }) => f.itag === 18,
      );
      p.streamingData!.adaptiveFormats = p.streamingData!.adaptiveFormats.filter(
        (f: { itag: number }) => f.itag === 249 || f.itag === 137,
      );
    });
    const info = await source(fakeSite({ [OK_ID]: player })).getInfo(OK_ID);
    expect(info.formats).toEqual({
      mp4: [{ quality: '360p', downloadQuality: 'highest' }],
      mp3: [{ quality: '128kbps', downloadQuality: 'standard' }],
    });
  });

  it("falls back to the spec's MP3 labels when the audio formats carry no bitrate", async () => {
    // (youtubei.js decides "has video" from qualityLabel, so an MP4 without a label cannot reach
    // us through it; the MP4 fallback is covered in formats.test.ts.)
    const player = withPlayer((p) => {
      for (const f of p.streamingData!.adaptiveFormats) {
        delete f.bitrate;
        delete f.averageBitrate;
      }
    });
    const info = await source(fakeSite({ [OK_ID]: player })).getInfo(OK_ID);
    expect(info.formats.mp3.map((f) => f.quality)).toEqual(['256kbps', '128kbps']);
  });

  it('offers nothing for DRM-protected or missing streams, and the service says so', async () => {
    const drm = withPlayer((p) => {
      for (const f of [...p.streamingData!.formats, ...p.streamingData!.adaptiveFormats]) {
        f.drmFamilies = ['WIDEVINE'];
      }
    });
    const none = withPlayer((p) => {
      delete p.streamingData;
      p.videoDetails.videoId = 'aaaaaaaaaa2';
    });
    const site = fakeSite({ [OK_ID]: drm, aaaaaaaaaa2: none });
    const yt = source(site);
    expect((await yt.getInfo(OK_ID)).formats).toEqual({ mp4: [], mp3: [] });
    const service = createVideoService({ source: yt, limits: LIMITS });
    await expect(service.info('https://youtu.be/aaaaaaaaaa2', {})).rejects.toMatchObject({
      code: 'VIDEO_NO_FORMATS',
      message: 'No downloadable formats found for this video. It may be restricted or protected.',
    });
  });
});

const LIMITS = {
  infoPerMinute: 100,
  downloadsPerMinute: 100,
  maxDurationSeconds: 3 * 3600,
  maxConcurrentTranscodes: 2,
  maxTranscodesPerClient: 2,
  tempMaxBytes: 64 * 1024 * 1024,
  idleTimeoutMs: 30_000,
  ffmpegPath: await testFfmpegPath(),
};

describe('getInfo maps each refusal of the site to our error', () => {
  it.each([
    ['player-private', 'VIDEO_PRIVATE', 403, VIDEO_MESSAGES.private],
    ['player-copyright', 'VIDEO_COPYRIGHT', 451, VIDEO_MESSAGES.copyright],
    ['player-unavailable', 'VIDEO_UNAVAILABLE', 404, VIDEO_MESSAGES.unavailable],
    ['player-bot-check', 'VIDEO_FETCH_FAILED', 502, VIDEO_MESSAGES.fetchFailed],
  ])('%s → %s', async (name, code, status, message) => {
    const site = fakeSite({ [OK_ID]: fixture(name) });
    const error = await source(site)
      .getInfo(OK_ID)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, status, message });
  });

  it('a copyright takedown reported as ERROR is copyright too', async () => {
    const player = fixture('player-unavailable');
    player.playabilityStatus.reason =
      'This video is no longer available due to a copyright claim by Example Records';
    const error = await source(fakeSite({ [OK_ID]: player }))
      .getInfo(OK_ID)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VIDEO_COPYRIGHT' });
  });

  it.each([
    ['a network failure', new TypeError('fetch failed')],
    ['a server error', new Response('oops', { status: 500 })],
    ['a non-JSON answer', new Response('<html>', { headers: { 'content-type': 'text/html' } })],
  ])(
    '%s becomes VIDEO_FETCH_FAILED through the service, with no details',
    async (_name, answer) => {
      const service = createVideoService({
        source: source(fakeSite({ [OK_ID]: answer })),
        limits: LIMITS,
      });
      const error = await service.info(`https://youtu.be/${OK_ID}`, {}).catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'VIDEO_FETCH_FAILED',
        status: 502,
        message: VIDEO_MESSAGES.fetchFailed,
      });
    },
  );
});

describe('stream opens the chosen format through the library', () => {
  const mediaSite = () =>
    fakeSite({ [OK_ID]: fixture('player-ok') }, () => readFileSync(media.shortMp4));

  it('mp4 highest streams the 720p progressive format, standard the 360p one', async () => {
    const site = mediaSite();
    const yt = source(site);
    await yt.getInfo(OK_ID);
    const high = await yt.stream(OK_ID, 'mp4', 'highest', new AbortController().signal);
    expect(high).toMatchObject({
      mimeType: expect.stringMatching(/^video\/mp4/),
      container: 'mp4',
    });
    expect((await buffer(high.stream)).equals(await readFile(media.shortMp4))).toBe(true);
    const low = await yt.stream(OK_ID, 'mp4', 'standard', new AbortController().signal);
    await buffer(low.stream);
    const itags = site.seen
      .filter((s) => s.method === 'GET')
      .map((s) => s.url.searchParams.get('itag'));
    expect(itags).toEqual(['22', '18']);
    // The info was reused: one player request for info and both streams.
    expect(site.seen.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('mp3 streams the best audio-only format in ranged chunks', async () => {
    const site = mediaSite();
    const opened = await source(site).stream(OK_ID, 'mp3', 'highest', new AbortController().signal);
    expect(opened).toMatchObject({ mimeType: 'audio/webm; codecs="opus"', container: 'webm' });
    await buffer(opened.stream);
    const get = site.seen.find((s) => s.method === 'GET');
    expect(get?.url.searchParams.get('itag')).toBe('251');
    expect(get?.url.searchParams.get('range')).toMatch(/^0-\d+$/);
  });

  it('aborting stops the transfer from the site', async () => {
    // Every body the site starts sending is endless; it counts how many are still being sent.
    let open = 0;
    const endless = () => {
      open += 1;
      return new Response(
        new ReadableStream({
          pull: (controller) =>
            new Promise((r) => setTimeout(r, 20)).then(() =>
              controller.enqueue(new Uint8Array(1024)),
            ),
          cancel: () => {
            open -= 1;
          },
        }),
      );
    };
    const site = fakeSite({ [OK_ID]: fixture('player-ok') }, endless);
    const controller = new AbortController();
    const opened = await source(site).stream(OK_ID, 'mp4', 'highest', controller.signal);
    await new Promise<void>((resolve) => opened.stream.once('data', () => resolve()));
    expect(open).toBeGreaterThan(0);
    controller.abort();
    // Polled, not slept on: a busy machine may need a moment to unwind the streams.
    await expect.poll(() => opened.stream.destroyed, { timeout: 5000 }).toBe(true);
    // Nothing is still coming from the site (ranged requests that finished earlier were
    // cancelled by the library as they ended; the one in flight by the abort).
    await expect.poll(() => open, { timeout: 5000 }).toBe(0);
  });

  it('the real source feeds the MP3 converter: a real MP3 comes out', async () => {
    const service = createVideoService({ source: source(mediaSite()), limits: LIMITS });
    const download = await service.download(
      { url: `https://www.youtube.com/watch?v=${OK_ID}`, format: 'mp3', quality: 'standard' },
      { signal: new AbortController().signal },
    );
    expect(download.contentType).toBe('audio/mpeg');
    const probe = await ffprobe(await buffer(download.stream), media.dir);
    expect(probe.format.format_name).toBe('mp3');
    expect(probe.streams).toMatchObject([{ codec_type: 'audio', codec_name: 'mp3' }]);
    expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
  });
});

describe('guardedFetch', () => {
  const ok = (async () => new Response('ok')) as typeof fetch;

  it.each([
    'http://www.youtube.com/youtubei/v1/player',
    'https://evil.com/youtubei/v1/player',
    'https://127.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://www.youtube.com:8443/',
    'https://googlevideo.com.evil.com/videoplayback',
  ])('refuses %s', async (url) => {
    await expect(guardedFetch(ok, 1000)(url)).rejects.toThrow(/Refusing to fetch/);
  });

  it('allows the API and media hosts over https', async () => {
    const fetch = guardedFetch(ok, 1000);
    expect((await fetch('https://www.youtube.com/youtubei/v1/player')).ok).toBe(true);
    expect((await fetch('https://rr1---sn-abc.googlevideo.com/videoplayback')).ok).toBe(true);
  });

  it('gives API calls a time limit', async () => {
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    await expect(
      guardedFetch(hang, 50)('https://www.youtube.com/youtubei/v1/player'),
    ).rejects.toThrow();
  });
});

describe('evaluatePlayerScript (our JavaScript evaluator for the player code)', () => {
  const script = (body: string) => ({ output: body, exported: ['nsigFunction'] });
  const processFn = `
    function process(n, sp, s) {
      return { n: n.split('').reverse().join(''), sig: s ? s.toUpperCase() : undefined };
    }`;

  it('runs the extracted code and returns n and sig', async () => {
    expect(
      await evaluatePlayerScript(script(processFn), { n: 'abc', sp: 'sig', sig: 'xyz' }),
    ).toEqual({
      n: 'cba',
      sig: 'XYZ',
    });
  });

  it('passes arguments as data, not code', async () => {
    const hostile = '"); throw 1; ("';
    const result = await evaluatePlayerScript(script(processFn), { n: hostile });
    expect(result.n).toBe([...hostile].reverse().join(''));
  });

  it('has no access to Node (process, require) and stops endless loops', async () => {
    await expect(
      evaluatePlayerScript(
        script('function process() { return { n: typeof require + typeof globalThis.process } }'),
        {},
      ),
    ).resolves.toEqual({ n: 'undefinedundefined', sig: undefined });
    await expect(
      evaluatePlayerScript(script('function process() { for (;;) {} }'), {}),
    ).rejects.toThrow(/timed out/);
  }, 10_000);
});
