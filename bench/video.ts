// npm run bench:video — MP3 downloads read slowly (issue 25, item 6), against the video API with
// the limits' defaults and a local stand-in for the video site (never the site itself): ffmpeg
// converts an hour of generated silence per download. Eight slow readers from four addresses read
// at 64 kB/s each (BENCH_SLOW_ADDRESSES changes the four); the bench reports when the converters are free again, the disk the temporary
// files hold, and whether an ordinary visitor's MP3 download is served meanwhile and how soon it
// starts. It also times a conversion of real (tone) audio, to set against the conversion deadline.
//
// bench:attack cannot carry this: it runs `npm start`, whose video source is the video site.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import type { Services } from '../server/src/context.ts';
import { FakeVideoSource, silentWav } from '../server/src/services/video/fakeVideoSource.ts';
import { testFfmpegPath } from '../server/src/services/video/testMedia.ts';
import type { VideoInfo } from '../server/src/services/video/types.ts';
import { createVideoService } from '../server/src/services/video/videoService.ts';
import { printTable } from './lib.ts';

/** BENCH_SLOW_ADDRESSES=2 is the case: two addresses, four slow readers. */
const SLOW_ADDRESSES = Number(process.env.BENCH_SLOW_ADDRESSES ?? 4);
const SLOW_PER_ADDRESS = 2;
const SLOW_BYTES_PER_SECOND = 64 * 1024;
const HOUR = 'silence1hrs';
const SHORT = 'silence10mn';
const TONE = 'tone10min01';

const ffmpegPath = await testFfmpegPath();
const work = await mkdtemp(path.join(tmpdir(), 'bench-video-'));
const toneFile = path.join(work, 'tone.m4a');
await promisify(execFile)(ffmpegPath, [
  '-hide_banner',
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  'sine=frequency=440:duration=600',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-movflags',
  '+faststart',
  toneFile,
]);

const info = (id: string, duration: number): VideoInfo => ({
  id,
  title: 'Bench',
  thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  duration,
  author: 'Bench',
  formats: { mp4: [], mp3: [{ quality: '256kbps', downloadQuality: 'highest' }] },
});
const source = new FakeVideoSource({
  [HOUR]: { info: info(HOUR, 3600), open: () => silentWav(3600) },
  [SHORT]: { info: info(SHORT, 600), open: () => silentWav(600) },
  [TONE]: { info: info(TONE, 600), file: toneFile, mimeType: 'audio/mp4' },
});
// The defaults of `npm start`, but many downloads a minute from one address.
const defaults = loadConfig({});
const video = createVideoService({
  source,
  limits: { ...defaults.video, downloadsPerMinute: 1000, ffmpegPath },
});
const app = await createApp({
  services: { video } as unknown as Services,
  trustProxy: 'loopback',
});
const server = app.app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

function download(id: string, address: string): Promise<http.IncomingMessage> {
  const url = encodeURIComponent(`https://youtu.be/${id}`);
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/youtube/download?url=${url}&format=mp3`,
          headers: { 'x-forwarded-for': address },
        },
        resolve,
      )
      .on('error', reject);
  });
}

/** An ordinary visitor: time to the first byte and to the end of a 10-minute MP3. */
async function ordinaryDownload(address: string) {
  const started = performance.now();
  const response = await download(SHORT, address);
  let firstByteMs = 0;
  let bytes = 0;
  for await (const chunk of response) {
    firstByteMs ||= performance.now() - started;
    bytes += (chunk as Buffer).length;
  }
  return {
    status: response.statusCode ?? 0,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    megabytes: +(bytes / 1e6).toFixed(1),
  };
}

async function until(ms: number, check: () => boolean): Promise<number> {
  const started = performance.now();
  while (!check() && performance.now() - started < ms) await new Promise((r) => setTimeout(r, 50));
  return check() ? Math.round(performance.now() - started) : -1;
}

const rows: Record<string, string | number>[] = [];
const before = await ordinaryDownload('198.51.100.1');
rows.push({ case: 'ordinary visitor, quiet server', ...before });

// Real audio: AAC decoded and MP3 encoded, as a download does.
const toneStarted = performance.now();
const tone = await download(TONE, '198.51.100.2');
let toneBytes = 0;
for await (const chunk of tone) toneBytes += (chunk as Buffer).length;
const toneSeconds = (performance.now() - toneStarted) / 1000;
if (tone.statusCode !== 200 || toneBytes < 600 * 30_000) {
  throw new Error(`The tone download failed: ${tone.statusCode}, ${toneBytes} bytes`);
}

// The attack: each slow reader takes 64 kB/s, in 8 kB reads every 125 ms.
const slow: { response: http.IncomingMessage; timer: NodeJS.Timeout; received: number }[] = [];
const attackStarted = performance.now();
for (let a = 0; a < SLOW_ADDRESSES; a++) {
  for (let i = 0; i < SLOW_PER_ADDRESS; i++) {
    // While all four converters are busy the attacker is refused (503) and tries again.
    let response = await download(HOUR, `203.0.113.${a + 1}`);
    while (response.statusCode === 503 && performance.now() - attackStarted < 600_000) {
      response.resume();
      await new Promise((r) => setTimeout(r, 250));
      response = await download(HOUR, `203.0.113.${a + 1}`);
    }
    if (response.statusCode !== 200) throw new Error(`slow reader refused: ${response.statusCode}`);
    response.pause();
    const reader = { response, received: 0, timer: undefined as unknown as NodeJS.Timeout };
    reader.timer = setInterval(
      () => (reader.received += (response.read(8192) as Buffer | null)?.length ?? 0),
      (8192 / SLOW_BYTES_PER_SECOND) * 1000,
    );
    slow.push(reader);
  }
}
const allReadingMs = Math.round(performance.now() - attackStarted);
const convertersFreeMs = await until(180_000, () => video.transcoder.inUse === 0);
const heldAfterMs = Math.round(performance.now() - attackStarted);
const reservedMb = Math.round(video.tempFiles.bytesReserved / 1e6);
const during = await ordinaryDownload('198.51.100.3');
rows.push({ case: `ordinary visitor, ${slow.length} slow readers at 64 kB/s`, ...during });
const slowReceivedMb = slow.reduce((sum, reader) => sum + reader.received, 0) / 1e6;
for (const reader of slow) {
  clearInterval(reader.timer);
  reader.response.destroy();
}

printTable('MP3 downloads (256 kbit/s) with slow readers of one-hour videos', rows);
printTable('The slow readers', [
  {
    'slow readers': slow.length,
    'all reading after (ms)': allReadingMs,
    'converters free again after (ms; -1: not within 3 min)': convertersFreeMs,
    'measured at (ms after the attack began)': heldAfterMs,
    'temporary files reserved (MB)': reservedMb,
    'read by the slow readers meanwhile (MB)': +slowReceivedMb.toFixed(1),
  },
]);
printTable('Conversion speed of real audio', [
  {
    media: '10 min AAC tone, 128 kbit/s',
    'conversion and download (s)': +toneSeconds.toFixed(1),
    'times real time': Math.round(600 / toneSeconds),
    'deadline for it (s)': 600 / 4 + 60,
  },
]);

server.closeAllConnections();
server.close();
await app.stop();
await video.close();
await rm(work, { recursive: true, force: true });
