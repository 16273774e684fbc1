/**
 * A client that stops reading an MP3 download must not keep one of the converters: the download
 * is ended after the idle time (VIDEO_IDLE_TIMEOUT_SECONDS), and a client that keeps reading is
 * left alone. Real ffmpeg converts endless silence, so the response outgrows every buffer.
 *
 * The server listens on a Unix socket: its buffers are a fixed few hundred kilobytes, where a
 * loopback TCP connection may grow to tens of megabytes, which a converter sharing a busy CI
 * machine takes longer than any sensible wait to fill.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Services } from '../context.ts';
import { endlessWav, FakeVideoSource } from '../services/video/fakeVideoSource.ts';
import { testFfmpegPath } from '../services/video/testMedia.ts';
import { createVideoService, type VideoService } from '../services/video/videoService.ts';

const ID = 'endless0001';
let video: VideoService;
let socketDir: string;
let socketPath: string;
let server: http.Server;
let stopApp: () => Promise<void>;

beforeAll(async () => {
  const source = new FakeVideoSource({
    [ID]: {
      info: {
        id: ID,
        title: 'Silence',
        thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
        duration: 600,
        author: 'Local Test',
        formats: { mp4: [], mp3: [{ quality: '256kbps', downloadQuality: 'highest' }] },
      },
      open: endlessWav,
    },
  });
  video = createVideoService({
    source,
    limits: {
      infoPerMinute: 100,
      downloadsPerMinute: 100,
      maxDurationSeconds: 3600,
      maxConcurrentTranscodes: 1,
      maxTranscodesPerClient: 1,
      idleTimeoutMs: 700,
      ffmpegPath: await testFfmpegPath(),
    },
  });
  const app = await createApp({ services: { video } as unknown as Services });
  stopApp = app.stop;
  socketDir = await mkdtemp(path.join(tmpdir(), 'slow-client-'));
  socketPath = path.join(socketDir, 'server.sock');
  server = app.app.listen(socketPath);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await stopApp?.();
  await rm(socketDir, { recursive: true, force: true });
});

const DOWNLOAD = `/api/youtube/download?url=${encodeURIComponent(`https://youtu.be/${ID}`)}&format=mp3`;

/** Starts an MP3 download; resolves with the response once its headers are here. */
function startDownload(): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get({ socketPath, path: DOWNLOAD }, resolve).on('error', reject);
  });
}

async function until(ms: number, check: () => boolean): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return check();
}

describe('an MP3 download', () => {
  it('is ended when its client reads nothing for the idle time, freeing the converter', async () => {
    const response = await startDownload();
    expect(response.statusCode).toBe(200);
    response.pause(); // the client stops reading
    expect(video.transcoder.inUse).toBe(1);
    // The connection's buffers fill within moments; then 0.7 s in which it takes nothing ends
    // the download.
    expect(await until(20_000, () => video.transcoder.inUse === 0)).toBe(true);
    // Reading again, the client gets what was on its way, then a cut-off response.
    response.on('error', () => {}).resume();
    await new Promise((resolve) => response.once('close', resolve));
    expect(response.complete).toBe(false);

    // The converter is free for the next visitor.
    const next = await startDownload();
    expect(next.statusCode).toBe(200);
    next.destroy();
    expect(await until(2_000, () => video.transcoder.inUse === 0)).toBe(true);
  });

  it('goes on while its client reads', async () => {
    const response = await startDownload();
    expect(response.statusCode).toBe(200);
    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await pause();
    const early = received;
    await pause();
    // Four times the idle time later the download is still on, and still sending.
    expect(early).toBeGreaterThan(0);
    expect(received).toBeGreaterThan(early);
    expect(video.transcoder.inUse).toBe(1);
    expect(response.complete).toBe(false);
    response.destroy();
    expect(await until(2_000, () => video.transcoder.inUse === 0)).toBe(true);
  });
});
