/**
 * MP3 downloads and clients that read slowly or not at all. ffmpeg converts into a temporary file
 * and the client is sent that file at its own pace: a slow client must not keep a converter once
 * its conversion is done, a client that reads nothing is ended after the idle time
 * (VIDEO_IDLE_TIMEOUT_SECONDS), a stuck conversion is stopped at its deadline, and the temporary
 * files are removed whichever way a download ends. Real ffmpeg converts generated silence.
 *
 * The servers listen on Unix sockets: their buffers are a fixed few hundred kilobytes, where a
 * loopback TCP connection may grow to tens of megabytes, which a converter sharing a busy CI
 * machine takes longer than any sensible wait to fill.
 */
import { waitFor } from '../test/waitFor.ts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { Services } from '../context.ts';
import { logger } from '../lib/logger.ts';
import { endlessWav, FakeVideoSource, silentWav } from '../services/video/fakeVideoSource.ts';
import { testFfmpegPath } from '../services/video/testMedia.ts';
import type { VideoInfo } from '../services/video/types.ts';
import {
  createVideoService,
  type VideoLimits,
  type VideoService,
} from '../services/video/videoService.ts';

/** Silence that never ends, said to be 10 minutes long: ffmpeg stops at 10.5 minutes (20 MB). */
const ENDLESS = 'endless0001';
/** Five minutes of silence: about 9.6 MB of MP3, converted in moments, read for minutes. */
const LONG = 'silence5min';
/** Five seconds of silence, then nothing more, ever: a conversion that gets stuck. */
const STALLED = 'stalled0001';

const info = (id: string, duration: number): VideoInfo => ({
  id,
  title: 'Silence',
  thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  duration,
  author: 'Local Test',
  formats: { mp4: [], mp3: [{ quality: '256kbps', downloadQuality: 'highest' }] },
});

/** Five seconds of silence (in a WAV of unknown length), then nothing more, ever. */
function stalledWav(): Readable {
  const stalled = new Readable({ read() {} });
  let left = 44 + 5 * 88_200;
  const silence = endlessWav();
  silence.on('data', (chunk: Buffer) => {
    stalled.push(chunk.subarray(0, left));
    left -= Math.min(left, chunk.length);
    if (left === 0) silence.destroy();
  });
  return stalled;
}

interface Served {
  video: VideoService;
  socketPath: string;
  close(): Promise<void>;
}

let work: string;
const servers: Served[] = [];

/** The video API over the fake source, on a Unix socket, with these limits. */
async function serve(
  limits: Partial<VideoLimits>,
  options: { conversionDeadlineMs?: () => number } = {},
): Promise<Served> {
  const source = new FakeVideoSource({
    [ENDLESS]: { info: info(ENDLESS, 600), open: endlessWav },
    [LONG]: { info: info(LONG, 300), open: () => silentWav(300) },
    [STALLED]: { info: info(STALLED, 600), open: stalledWav },
  });
  const video = createVideoService({
    source,
    limits: {
      infoPerMinute: 100,
      downloadsPerMinute: 100,
      maxDurationSeconds: 3600,
      maxConcurrentTranscodes: 1,
      maxTranscodesPerClient: 2,
      tempMaxBytes: 512 * 1024 * 1024,
      idleTimeoutMs: 60_000,
      ffmpegPath: await testFfmpegPath(),
      ...limits,
    },
    tempParent: work,
    conversionDeadlineMs: options.conversionDeadlineMs,
  });
  const app = await createApp({ services: { video } as unknown as Services });
  const socketPath = path.join(work, `server-${servers.length}.sock`);
  const server = app.app.listen(socketPath);
  await new Promise((resolve) => server.once('listening', resolve));
  const served = {
    video,
    socketPath,
    async close() {
      server.closeAllConnections();
      server.close();
      await app.stop();
      await video.close();
    },
  };
  servers.push(served);
  return served;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'slow-client-'));
});
afterAll(async () => {
  for (const served of servers) await served.close();
  await rm(work, { recursive: true, force: true });
});

const downloadPath = (id: string) =>
  `/api/youtube/download?url=${encodeURIComponent(`https://youtu.be/${id}`)}&format=mp3`;

/** Starts an MP3 download; resolves with the response once its headers are here. */
function startDownload(served: Served, id: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath: served.socketPath, path: downloadPath(id) }, resolve)
      .on('error', reject);
  });
}

/** Reads `response` at a trickle: `bytes` every `everyMs`. */
function readSlowly(response: http.IncomingMessage, bytes: number, everyMs: number) {
  const chunks: Buffer[] = [];
  let received = 0;
  response.pause();
  const timer = setInterval(() => {
    const chunk = response.read(bytes) as Buffer | null;
    if (!chunk) return;
    chunks.push(chunk);
    received += chunk.length;
  }, everyMs);
  return {
    received: () => received,
    /** Stops the trickle and reads the rest at full speed; resolves with every byte. */
    async readRest(): Promise<Buffer> {
      clearInterval(timer);
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stop: () => clearInterval(timer),
  };
}

async function readAll(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The temporary files of `served` on disk now (its folder is made with the first one). */
async function tempFiles(served: Served): Promise<string[]> {
  return readdir(served.video.tempFiles.dir).catch(() => []);
}

describe('an MP3 download read by a slow client', () => {
  it('frees the converter once the conversion is done: a second conversion runs meanwhile', async () => {
    const served = await serve({ maxConcurrentTranscodes: 1 });
    const slow = await startDownload(served, LONG);
    expect(slow.statusCode).toBe(200);
    // 80 kB/s: the whole file would take two minutes.
    const reader = readSlowly(slow, 4096, 50);
    try {
      // The conversion is done in moments, and with it the only converter is free again.
      await waitFor(() => served.video.transcoder.inUse === 0);
      expect(reader.received()).toBeGreaterThan(0);
      expect(await tempFiles(served)).toHaveLength(1);

      // A second conversion starts, and is sent whole, while the first client is still reading.
      const next = await startDownload(served, LONG);
      expect(next.statusCode).toBe(200);
      const nextBytes = await readAll(next);
      expect(next.complete).toBe(true);
      expect(nextBytes.length).toBeGreaterThan(9_000_000);
      expect(slow.complete).toBe(false);
      const soFar = reader.received();
      expect(soFar).toBeLessThan(nextBytes.length / 2);

      // The slow client gets the same whole file in the end.
      const slowBytes = await reader.readRest();
      expect(slow.complete).toBe(true);
      expect(slowBytes.equals(nextBytes)).toBe(true);
    } finally {
      reader.stop();
      slow.destroy();
    }
    // Both temporary files are gone once their downloads are done, and their room is given back
    // (just after the file is deleted: wait for both).
    await waitFor(
      async () =>
        (await tempFiles(served)).length === 0 && served.video.tempFiles.bytesReserved === 0,
    );
  }, 90_000);

  it('removes the temporary file when the client leaves midway', async () => {
    const served = await serve({});
    const slow = await startDownload(served, LONG);
    const reader = readSlowly(slow, 4096, 50);
    await waitFor(() => served.video.transcoder.inUse === 0);
    expect(await tempFiles(served)).toHaveLength(1);
    reader.stop();
    slow.destroy();
    await waitFor(
      async () =>
        (await tempFiles(served)).length === 0 && served.video.tempFiles.bytesReserved === 0,
    );
  }, 60_000);

  it('answers 503 with Retry-After while the temporary files would pass their budget', async () => {
    // 20 MB: one five-minute MP3 (10.6 MB reserved) fits, two do not.
    const served = await serve({ maxConcurrentTranscodes: 4, tempMaxBytes: 20 * 1024 * 1024 });
    const first = await startDownload(served, LONG);
    expect(first.statusCode).toBe(200);
    const reader = readSlowly(first, 4096, 50);

    const refused = await startDownload(served, LONG);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(JSON.parse((await readAll(refused)).toString())).toEqual({
      error: 'CONVERTER_BUSY',
      message: 'The converter is busy. Please try again in a minute.',
    });

    // The budget is back when the first client leaves.
    reader.stop();
    first.destroy();
    await waitFor(() => served.video.tempFiles.bytesReserved === 0);
    const again = await startDownload(served, LONG);
    expect(again.statusCode).toBe(200);
    again.destroy();
  }, 60_000);
});

describe('one client', () => {
  it('may have VIDEO_MAX_TRANSCODES_PER_CLIENT MP3 downloads, converting or being sent', async () => {
    const served = await serve({ maxConcurrentTranscodes: 4, maxTranscodesPerClient: 1 });
    const first = await startDownload(served, LONG);
    const reader = readSlowly(first, 4096, 50);
    await waitFor(() => served.video.transcoder.inUse === 0);
    // Its conversion is done, but its file is still being sent: a second one is refused.
    const refused = await startDownload(served, LONG);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    refused.resume();
    reader.stop();
    first.destroy();
    await waitFor(() => served.video.tempFiles.bytesReserved === 0);
    const again = await startDownload(served, LONG);
    expect(again.statusCode).toBe(200);
    again.destroy();
  }, 60_000);
});

describe('an MP3 download whose client reads nothing', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ idleTimeoutMs: 700 });
  });

  it('is ended after the idle time, and its temporary file removed', async () => {
    const response = await startDownload(served, ENDLESS);
    expect(response.statusCode).toBe(200);
    response.pause(); // the client stops reading
    // The connection's buffers fill within moments; then 0.7 s in which it takes nothing ends
    // the download, stops ffmpeg if it still runs, and removes the file.
    await waitFor(async () => {
      const files = await tempFiles(served);
      return files.length === 0 && served.video.transcoder.inUse === 0;
    });
    // Reading again, the client gets what was on its way, then a cut-off response.
    response.on('error', () => {}).resume();
    await new Promise((resolve) => response.once('close', resolve));
    expect(response.complete).toBe(false);

    // The next visitor is served.
    const next = await startDownload(served, ENDLESS);
    expect(next.statusCode).toBe(200);
    next.destroy();
    // Gone for the next test too: its file, its converter and its room (the client's one
    // download may be refused until that is released, which a busy machine can make a moment late).
    await waitFor(
      async () =>
        (await tempFiles(served)).length === 0 &&
        served.video.transcoder.inUse === 0 &&
        served.video.tempFiles.bytesReserved === 0,
    );
  });

  it('goes on while its client reads', async () => {
    const response = await startDownload(served, ENDLESS);
    expect(response.statusCode).toBe(200);
    // 800 kB/s: the 20 MB file takes about 25 s.
    const reader = readSlowly(response, 16_384, 20);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await pause();
    const early = reader.received();
    await pause();
    // Four times the idle time later the download is still on, and still sending.
    expect(early).toBeGreaterThan(0);
    expect(reader.received()).toBeGreaterThan(early);
    expect(response.complete).toBe(false);
    reader.stop();
    response.destroy();
    await waitFor(async () => (await tempFiles(served)).length === 0);
  });
});

describe('a conversion that gets stuck', () => {
  it('is stopped at its deadline: the converter is freed, the response cut off, the file removed', async () => {
    const served = await serve({}, { conversionDeadlineMs: () => 1500 });
    const warn = vi.spyOn(logger, 'warn');
    const response = await startDownload(served, STALLED);
    expect(response.statusCode).toBe(200);
    expect(served.video.transcoder.inUse).toBe(1);
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.on('error', () => {});
    await new Promise((resolve) => response.once('close', resolve));
    // The five seconds that were converted arrived; then the response was cut off.
    expect(received).toBeGreaterThan(0);
    expect(response.complete).toBe(false);
    expect(warn).toHaveBeenCalledWith('MP3 conversion stopped: it passed its deadline', {
      deadlineMs: 1500,
    });
    warn.mockRestore();
    await waitFor(() => served.video.transcoder.inUse === 0);
    await waitFor(async () => (await tempFiles(served)).length === 0);
  });
});
