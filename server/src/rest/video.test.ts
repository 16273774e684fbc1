/**
 * The downloader's HTTP API over a fake video source (never the video site): GET /api/youtube/info,
 * GET /api/youtube/download and the videoInfo GraphQL query. The media is a file made by ffmpeg in
 * the set-up; downloads are checked with ffprobe.
 */
import { waitFor } from '../test/waitFor.ts';
import { readdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Services } from '../context.ts';
import { FakeVideoSource } from '../services/video/fakeVideoSource.ts';
import { ffprobe, makeTestMedia, type TestMedia } from '../services/video/testMedia.ts';
import { runningFfmpeg } from '../services/video/transcoder.ts';
import type { VideoInfo } from '../services/video/types.ts';
import { videoErrors, VIDEO_MESSAGES } from '../services/video/videoErrors.ts';
import { createVideoService } from '../services/video/videoService.ts';
import { VIDEO_URL_INVALID, VIDEO_URL_REQUIRED } from '../services/video/videoUrl.ts';
import { startTestServer, type TestServer } from '../test/testServer.ts';

const info = (id: string, extra: Partial<VideoInfo> = {}): VideoInfo => ({
  id,
  title: 'Test Pattern — 440 Hz',
  thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  duration: 3,
  author: 'Local Test',
  formats: {
    mp4: [{ quality: '360p', downloadQuality: 'highest' }],
    mp3: [
      { quality: '256kbps', downloadQuality: 'highest' },
      { quality: '128kbps', downloadQuality: 'standard' },
    ],
  },
  ...extra,
});

const ID = {
  ok: 'okVideo0001',
  slow: 'slowVideo01',
  slow2: 'slowVideo02',
  private: 'private0001',
  copyright: 'copyright01',
  unavailable: 'unavailabl1',
  broken: 'brokenFetch',
  noFormats: 'noFormats01',
  long: 'longVideo01',
  garbage: 'garbageData',
  reset: 'resetMidway',
};
const url = (id: string) => encodeURIComponent(`https://www.youtube.com/watch?v=${id}`);

let media: TestMedia;
let fake: FakeVideoSource;
let server: TestServer;
let clientNumber = 0;
/** The reset source fails only once this resolves (see the test of a source failing midway). */
let resetAllowed = Promise.resolve();
/** Each test is its own client (X-Forwarded-For, trusted from loopback), so limits do not mix. */
const asNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++clientNumber}` });

beforeAll(async () => {
  media = await makeTestMedia();
  const garbage = path.join(media.dir, 'garbage.bin');
  await writeFile(garbage, 'this is not audio or video '.repeat(200));
  const slow = { chunkSize: 4096, intervalMs: 40 };
  fake = new FakeVideoSource({
    [ID.ok]: { info: info(ID.ok), file: media.shortMp4 },
    [ID.slow]: { info: info(ID.slow, { duration: 40 }), file: media.longAudio, trickle: slow },
    [ID.slow2]: { info: info(ID.slow2, { duration: 40 }), file: media.longAudio, trickle: slow },
    [ID.private]: { info: info(ID.private), error: videoErrors.private() },
    [ID.copyright]: { info: info(ID.copyright), error: videoErrors.copyright() },
    [ID.unavailable]: { info: info(ID.unavailable), error: videoErrors.unavailable() },
    [ID.broken]: { info: info(ID.broken), error: new Error('socket hang up at 10.0.0.1') },
    [ID.noFormats]: { info: info(ID.noFormats, { formats: { mp4: [], mp3: [] } }) },
    [ID.long]: { info: info(ID.long, { duration: 3 * 3600 + 1 }), file: media.shortMp4 },
    [ID.garbage]: { info: info(ID.garbage), file: garbage },
    [ID.reset]: {
      info: info(ID.reset, { duration: 40 }),
      file: media.longAudio,
      trickle: { chunkSize: 8192, intervalMs: 20 },
      failAfterBytes: 160_000,
      failWhen: () => resetAllowed,
    },
  });
  server = await startTestServer({
    videoSource: fake,
    env: {
      TRUST_PROXY: 'loopback',
      VIDEO_INFO_PER_MINUTE: '5',
      VIDEO_DOWNLOADS_PER_MINUTE: '3',
      VIDEO_MAX_TRANSCODES: '2',
      VIDEO_MAX_DURATION_SECONDS: String(3 * 3600),
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await media?.cleanup();
});

/** The MP3 downloads' temporary files on disk now. */
const tempFiles = () => readdir(server.services.video.tempFiles.dir).catch(() => [] as string[]);

const get = (path: string, headers: Record<string, string> = asNewClient()) =>
  fetch(`${server.url}${path}`, { headers });
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
});

describe('GET /api/youtube/info', () => {
  it('answers the spec shape for a video', async () => {
    const { status, body } = await json(await get(`/api/youtube/info?url=${url(ID.ok)}`));
    expect(status).toBe(200);
    expect(body).toEqual(info(ID.ok));
  });

  it.each([
    ['no url', '', VIDEO_URL_REQUIRED],
    ['an empty url', '?url=', VIDEO_URL_REQUIRED],
    [
      'another site',
      `?url=${encodeURIComponent('https://vimeo.com/12345678901')}`,
      VIDEO_URL_INVALID,
    ],
    [
      'an internal address',
      `?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      VIDEO_URL_INVALID,
    ],
    [
      'loopback',
      `?url=${encodeURIComponent(`http://127.0.0.1:3000/watch?v=${ID.ok}`)}`,
      VIDEO_URL_INVALID,
    ],
    [
      'a user-info trick',
      `?url=${encodeURIComponent(`https://youtube.com@evil.com/watch?v=${ID.ok}`)}`,
      VIDEO_URL_INVALID,
    ],
    ['a file url', `?url=${encodeURIComponent('file:///etc/passwd')}`, VIDEO_URL_INVALID],
    ['a repeated url', `?url=${url(ID.ok)}&url=${url(ID.ok)}`, VIDEO_URL_INVALID],
  ])('answers 400 for %s, without asking the source', async (_name, query, message) => {
    const before = fake.infoCalls.length;
    const { status, body } = await json(await get(`/api/youtube/info${query}`));
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'BAD_USER_INPUT', message });
    expect(fake.infoCalls.length).toBe(before);
  });

  it.each([
    [ID.private, 403, 'VIDEO_PRIVATE', VIDEO_MESSAGES.private],
    [ID.copyright, 451, 'VIDEO_COPYRIGHT', VIDEO_MESSAGES.copyright],
    [ID.unavailable, 404, 'VIDEO_UNAVAILABLE', VIDEO_MESSAGES.unavailable],
    [ID.noFormats, 422, 'VIDEO_NO_FORMATS', VIDEO_MESSAGES.noFormats],
    [ID.long, 422, 'VIDEO_TOO_LONG', 'This video is too long to download.'],
    [ID.broken, 502, 'VIDEO_FETCH_FAILED', VIDEO_MESSAGES.fetchFailed],
  ])('%s answers %i %s', async (id, status, error, message) => {
    const answer = await json(await get(`/api/youtube/info?url=${url(id)}`));
    expect(answer).toEqual({ status, body: { error, message } });
    expect(JSON.stringify(answer.body)).not.toMatch(/10\.0\.0\.1|stack|at /);
  });

  it('answers 429 with Retry-After after 5 look-ups a minute from one client', async () => {
    const client = asNewClient();
    for (let i = 0; i < 5; i++) {
      expect((await get(`/api/youtube/info?url=${url(ID.ok)}`, client)).status).toBe(200);
    }
    const refused = await get(`/api/youtube/info?url=${url(ID.ok)}`, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Another client is not affected.
    expect((await get(`/api/youtube/info?url=${url(ID.ok)}`)).status).toBe(200);
  });
});

describe('GET /api/youtube/download', () => {
  it('streams the MP4 with video and audio, as an attachment named after the title', async () => {
    const response = await get(
      `/api/youtube/download?url=${url(ID.ok)}&format=mp4&quality=highest`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Test Pattern _ 440 Hz.mp4"; filename*=UTF-8''Test%20Pattern%20%E2%80%94%20440%20Hz.mp4`,
    );
    expect(response.headers.get('content-length')).toBeNull();
    const probe = await ffprobe(new Uint8Array(await response.arrayBuffer()), media.dir);
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
  });

  it('converts to a real MP3 (ffmpeg, libmp3lame) at the chosen bitrate', async () => {
    const response = await get(
      `/api/youtube/download?url=${url(ID.ok)}&format=mp3&quality=standard`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Test Pattern _ 440 Hz\.mp3"; filename\*=UTF-8''Test%20Pattern%20%E2%80%94%20440%20Hz\.mp3$/,
    );
    const probe = await ffprobe(new Uint8Array(await response.arrayBuffer()), media.dir);
    expect(probe.format.format_name).toBe('mp3');
    expect(probe.streams).toHaveLength(1);
    expect(probe.streams[0]).toMatchObject({
      codec_type: 'audio',
      codec_name: 'mp3',
      bit_rate: '128000',
    });
    expect(Math.abs(Number(probe.format.duration) - 3)).toBeLessThan(0.2);
    // Its temporary file is gone once it is sent.
    await waitFor(async () => (await tempFiles()).length === 0);
    expect(server.services.video.tempFiles.bytesReserved).toBe(0);
  });

  it('encodes 256 kbit/s for quality=highest', async () => {
    const response = await get(
      `/api/youtube/download?url=${url(ID.ok)}&format=mp3&quality=highest`,
    );
    const probe = await ffprobe(new Uint8Array(await response.arrayBuffer()), media.dir);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'mp3', bit_rate: '256000' });
  });

  it.each([
    ['format=flac', 'format must be mp4 or mp3'],
    ['format=MP3', 'format must be mp4 or mp3'],
    ['quality=ultra', 'quality must be highest or standard'],
    ['format=mp3&format=mp4', 'format must be mp4 or mp3'],
  ])('answers 400 for %s', async (query, message) => {
    const answer = await json(await get(`/api/youtube/download?url=${url(ID.ok)}&${query}`));
    expect(answer).toEqual({ status: 400, body: { error: 'BAD_USER_INPUT', message } });
  });

  it('answers 400 for a bad url, without asking the source', async () => {
    const before = fake.streamCalls.length + fake.infoCalls.length;
    const answer = await json(
      await get(`/api/youtube/download?url=${encodeURIComponent('http://localhost/x')}&format=mp4`),
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: 'BAD_USER_INPUT', message: VIDEO_URL_INVALID },
    });
    expect(fake.streamCalls.length + fake.infoCalls.length).toBe(before);
  });

  it.each([
    [ID.private, 403, 'VIDEO_PRIVATE'],
    [ID.long, 422, 'VIDEO_TOO_LONG'],
    [ID.noFormats, 422, 'VIDEO_NO_FORMATS'],
  ])('%s answers %i %s as JSON, with nothing streamed', async (id, status, error) => {
    const response = await get(`/api/youtube/download?url=${url(id)}&format=mp3&quality=highest`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error });
  });

  it('answers 502 JSON when ffmpeg cannot convert the source (no stderr leaks)', async () => {
    const answer = await json(await get(`/api/youtube/download?url=${url(ID.garbage)}&format=mp3`));
    expect(answer).toEqual({
      status: 502,
      body: { error: 'VIDEO_FETCH_FAILED', message: VIDEO_MESSAGES.downloadFailed },
    });
  });

  it('answers 429 with Retry-After after 3 downloads a minute from one client', async () => {
    const client = asNewClient();
    for (let i = 0; i < 3; i++) {
      const response = await get(`/api/youtube/download?url=${url(ID.ok)}&format=mp4`, client);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await get(`/api/youtube/download?url=${url(ID.ok)}&format=mp4`, client);
    expect(refused.status).toBe(429);
    // 3 a minute: the next download is possible about 20 s later.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(19);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(20);
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('refuses HEAD, which would need the whole conversion', async () => {
    const response = await fetch(`${server.url}/api/youtube/download?url=${url(ID.ok)}`, {
      method: 'HEAD',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

/** Starts a download and resolves once the first bytes arrived. */
async function startDownload(id: string, format: 'mp3' | 'mp4') {
  const controller = new AbortController();
  const response = await fetch(
    `${server.url}/api/youtube/download?url=${url(id)}&format=${format}`,
    {
      headers: asNewClient(),
      signal: controller.signal,
    },
  );
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(first.value?.length).toBeGreaterThan(0);
  return { controller, reader };
}

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

describe('when the client goes away', () => {
  it('kills ffmpeg, destroys the source stream and removes the file', async () => {
    const before = new Set(runningFfmpeg);
    const opened = fake.opened.length;
    const { controller } = await startDownload(ID.slow, 'mp3');
    const children = [...runningFfmpeg].filter((child) => !before.has(child));
    expect(children).toHaveLength(1);
    const pid = children[0]!.pid!;
    expect(gone(pid)).toBe(false);
    const upstream = fake.opened[opened]!;
    expect(upstream.destroyed).toBe(false);
    expect(await tempFiles()).toHaveLength(1);

    // Not left to the idle timeout (60 s, past the test's own timeout): killed when the client goes.
    controller.abort();
    await waitFor(() => gone(pid));
    expect(upstream.destroyed).toBe(true);
    expect(runningFfmpeg.has(children[0]!)).toBe(false);
    await waitFor(async () => (await tempFiles()).length === 0);
  });

  it('destroys the source stream of an MP4 download', async () => {
    const opened = fake.opened.length;
    const { controller } = await startDownload(ID.slow, 'mp4');
    const upstream = fake.opened[opened]!;
    controller.abort();
    await waitFor(() => upstream.destroyed);
  });

  it('answers 503 with Retry-After while every converter is busy, and frees them afterwards', async () => {
    const first = await startDownload(ID.slow, 'mp3');
    const second = await startDownload(ID.slow2, 'mp3');
    const busy = await get(`/api/youtube/download?url=${url(ID.ok)}&format=mp3`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('60');
    expect(await busy.json()).toEqual({
      error: 'CONVERTER_BUSY',
      message: 'The converter is busy. Please try again in a minute.',
    });
    // MP4 needs no converter.
    const mp4 = await get(`/api/youtube/download?url=${url(ID.ok)}&format=mp4`);
    expect(mp4.status).toBe(200);
    await mp4.arrayBuffer();

    first.controller.abort();
    second.controller.abort();
    await waitFor(() => runningFfmpeg.size === 0);
    const again = await get(`/api/youtube/download?url=${url(ID.ok)}&format=mp3`);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});

describe('when the source fails after the first bytes', () => {
  it.each(['mp3', 'mp4'] as const)(
    '%s: the response is cut off (not passed off as complete), ffmpeg stops, the server carries on',
    async (format) => {
      const before = new Set(runningFfmpeg);
      // The source fails once the first bytes are through: before that, on a busy machine, the
      // conversion may not have begun its answer, which is then a 502, not a cut-off download.
      let allowReset = () => {};
      resetAllowed = new Promise((resolve) => (allowReset = resolve));
      const { reader } = await startDownload(ID.reset, format);
      allowReset();
      const children = [...runningFfmpeg].filter((child) => !before.has(child));
      expect(children).toHaveLength(format === 'mp3' ? 1 : 0);
      let failure: unknown;
      try {
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
        }
      } catch (error) {
        failure = error;
      }
      expect(failure).toBeInstanceOf(Error);
      for (const child of children) await waitFor(() => gone(child.pid!));
      await waitFor(async () => (await tempFiles()).length === 0);
      expect((await get(`/api/youtube/info?url=${url(ID.ok)}`)).status).toBe(200);
    },
  );
});

describe('GraphQL videoInfo', () => {
  const query =
    'query ($url: String!) { videoInfo(url: $url) { id title thumbnail duration author formats { mp4 { quality downloadQuality } mp3 { quality downloadQuality } } } }';

  it('returns the video info', async () => {
    const { status, body } = await server.graphql(query, { url: `https://youtu.be/${ID.ok}` });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { videoInfo: info(ID.ok) } });
  });

  it('answers BAD_USER_INPUT with the spec message for an invalid or empty url', async () => {
    const invalid = await server.graphql(query, { url: 'https://evil.com/watch?v=okVideo0001' });
    expect(invalid.body.errors?.[0]).toMatchObject({
      message: VIDEO_URL_INVALID,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const empty = await server.graphql(query, { url: '' });
    expect(empty.body.errors?.[0]).toMatchObject({
      message: VIDEO_URL_REQUIRED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('carries the video error codes', async () => {
    const { body } = await server.graphql(query, { url: `https://youtu.be/${ID.private}` });
    expect(body.errors?.[0]).toMatchObject({
      message: VIDEO_MESSAGES.private,
      extensions: { code: 'VIDEO_PRIVATE' },
    });
  });
});

describe('trust proxy', () => {
  it('is off by default: X-Forwarded-For does not change who the client is', async () => {
    const video = createVideoService({
      source: new FakeVideoSource({ [ID.ok]: { info: info(ID.ok) } }),
      limits: {
        infoPerMinute: 1,
        downloadsPerMinute: 1,
        maxDurationSeconds: 60,
        maxConcurrentTranscodes: 1,
        maxTranscodesPerClient: 1,
        tempMaxBytes: 64 * 1024 * 1024,
        idleTimeoutMs: 30_000,
        ffmpegPath: 'ffmpeg',
      },
    });
    const { app, stop } = await createApp({ services: { video } as unknown as Services });
    const http = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => http.once('listening', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const ask = (ip: string) =>
        fetch(`${base}/api/youtube/info?url=${url(ID.ok)}`, { headers: { 'x-forwarded-for': ip } });
      expect((await ask('203.0.113.1')).status).toBe(200);
      expect((await ask('203.0.113.2')).status).toBe(429);
    } finally {
      http.close();
      await stop();
    }
  });
});
