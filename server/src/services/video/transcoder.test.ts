import { waitFor } from '../../test/waitFor.ts';
import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { endlessWav } from './fakeVideoSource.ts';
import { ffprobe, testFfmpegPath } from './testMedia.ts';
import { mp3Limits, runningFfmpeg, Transcoder } from './transcoder.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Transcoder', () => {
  it('refuses a conversion beyond the cap with CONVERTER_BUSY and Retry-After', () => {
    const transcoder = new Transcoder({ maxConcurrent: 2 });
    const a = transcoder.acquire();
    transcoder.acquire();
    expect(() => transcoder.acquire()).toThrow(
      expect.objectContaining({ code: 'CONVERTER_BUSY', status: 503, retryAfterSeconds: 60 }),
    );
    a.release();
    a.release(); // twice is harmless
    expect(transcoder.inUse).toBe(1);
    expect(() => transcoder.acquire()).not.toThrow();
  });

  it('SIGKILLs a process that ignores SIGTERM, within the grace period', async () => {
    // A stand-in for a stuck ffmpeg: ignores SIGTERM and never exits on its own.
    const stubborn = () =>
      spawn(
        process.execPath,
        [
          '-e',
          'process.on("SIGTERM", () => {}); console.log("ready"); setInterval(() => {}, 1000)',
        ],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
    const transcoder = new Transcoder({ maxConcurrent: 1, spawn: stubborn, killGraceMs: 300 });
    const input = new PassThrough();
    const job = transcoder.toMp3(input, { bitrateKbps: 128, slot: transcoder.acquire() });
    await new Promise((resolve) => job.output.once('data', resolve)); // "ready"
    const pid = job.pid!;
    expect(runningFfmpeg.size).toBe(1);

    const started = Date.now();
    job.stop();
    await waitFor(() => !alive(pid));
    expect(Date.now() - started).toBeGreaterThanOrEqual(250); // SIGTERM alone did not do it
    expect(await job.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(input.destroyed).toBe(true);
    expect(transcoder.inUse).toBe(0);
    expect(runningFfmpeg.size).toBe(0);
  });

  it('fails the output and frees the place when ffmpeg cannot be started', async () => {
    const transcoder = new Transcoder({ maxConcurrent: 1, ffmpegPath: '/nonexistent/ffmpeg' });
    const input = new PassThrough();
    const job = transcoder.toMp3(input, { bitrateKbps: 128, slot: transcoder.acquire() });
    const error = await new Promise((resolve) => job.output.once('error', resolve));
    expect(error).toMatchObject({ code: 'VIDEO_FETCH_FAILED' });
    await job.exited;
    expect(transcoder.inUse).toBe(0);
    expect(input.destroyed).toBe(true);
  });

  it('fails the output when ffmpeg rejects the input', async () => {
    const transcoder = new Transcoder({ maxConcurrent: 1, ffmpegPath: await testFfmpegPath() });
    const input = new PassThrough();
    const job = transcoder.toMp3(input, { bitrateKbps: 128, slot: transcoder.acquire() });
    input.end(Buffer.from('definitely not media '.repeat(100)));
    const error = await new Promise((resolve) => job.output.once('error', resolve));
    expect(error).toMatchObject({ name: 'TranscodeError' });
    expect((await job.exited).code).not.toBe(0);
    expect(transcoder.inUse).toBe(0);
  });

  it('writes at most maxSeconds of audio, then ends cleanly (a source longer than it said)', async () => {
    const transcoder = new Transcoder({ maxConcurrent: 1, ffmpegPath: await testFfmpegPath() });
    const input = endlessWav();
    const job = transcoder.toMp3(input, {
      bitrateKbps: 128,
      slot: transcoder.acquire(),
      maxSeconds: 2,
    });
    const mp3 = await collect(job.output);
    expect((await job.exited).code).toBe(0);
    const probe = await ffprobe(mp3);
    expect(probe.format.format_name).toBe('mp3');
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThan(0.1);
    // A constant bitrate, as mp3Limits counts it: 16,000 bytes a second at 128 kbit/s, and the
    // tag and header within the room it leaves.
    expect(mp3.length).toBeGreaterThan(2 * 16_000 * 0.95);
    expect(mp3.length).toBeLessThanOrEqual(2 * 16_000 + 65_536);
    expect(transcoder.inUse).toBe(0);
    expect(input.destroyed).toBe(true);
  });

  it('stops a conversion that passes its deadline, failing its output and freeing its place', async () => {
    const transcoder = new Transcoder({ maxConcurrent: 1, ffmpegPath: await testFfmpegPath() });
    // A source that sends a little audio, then nothing more, ever: ffmpeg waits for it.
    const input = new PassThrough();
    const silence = endlessWav();
    input.write(silence.read(44) as Buffer);
    input.write(Buffer.alloc(88_200));
    const job = transcoder.toMp3(input, {
      bitrateKbps: 128,
      slot: transcoder.acquire(),
      deadlineMs: 500,
    });
    const error = await new Promise((resolve) => job.output.once('error', resolve));
    expect(error).toMatchObject({
      name: 'TranscodeError',
      message: 'The conversion took longer than 500 ms',
    });
    await job.exited;
    expect(transcoder.inUse).toBe(0);
    expect(input.destroyed).toBe(true);
    expect(alive(job.pid!)).toBe(false);
  });
});

describe('mp3Limits', () => {
  it('bounds a conversion by the media: 30 s more audio, its bytes at the bitrate, a quarter of the length plus a minute', () => {
    expect(mp3Limits(600, 256)).toEqual({
      maxSeconds: 630,
      maxBytes: 630 * 32_000 + 65_536,
      deadlineMs: 150_000 + 60_000,
    });
    // Three hours: 46 minutes to convert, 347 MB at most.
    expect(mp3Limits(10_800, 256)).toEqual({
      maxSeconds: 10_830,
      maxBytes: 346_625_536,
      deadlineMs: 2_760_000,
    });
  });
});
