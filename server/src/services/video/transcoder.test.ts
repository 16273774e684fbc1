import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testFfmpegPath } from './testMedia.ts';
import { runningFfmpeg, Transcoder } from './transcoder.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(ms: number, check: () => boolean) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
}

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

  it('lets one client hold at most maxPerClient places, whatever is free', () => {
    const transcoder = new Transcoder({ maxConcurrent: 4, maxPerClient: 2 });
    const first = transcoder.acquire('203.0.113.1');
    transcoder.acquire('203.0.113.1');
    expect(() => transcoder.acquire('203.0.113.1')).toThrow(
      expect.objectContaining({ code: 'CONVERTER_BUSY' }),
    );
    expect(() => transcoder.acquire('203.0.113.2')).not.toThrow();
    first.release();
    expect(() => transcoder.acquire('203.0.113.1')).not.toThrow();
    expect(transcoder.inUse).toBe(3);
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
    expect(await until(1000, () => !alive(pid))).toBe(true);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250); // SIGTERM alone did not do it
    expect(took).toBeLessThan(1000);
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
});
