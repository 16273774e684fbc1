import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { FfmpegNotFoundError, locateFfmpeg } from './ffmpeg.ts';
import { Transcoder } from './transcoder.ts';

/** One second of a 440 Hz tone as 16-bit mono WAV. */
function secondOfToneWav(): Buffer {
  const rate = 44_100;
  const wav = Buffer.alloc(44 + rate * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(wav.length - 8, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(rate * 2, 40);
  for (let i = 0; i < rate; i++) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

// Stand-in executables that answer -version as ffmpeg builds do, so the order of the search is
// checked without depending on what this machine has installed.
let dir: string;
const fake = async (name: string, firstLine: string) => {
  const file = path.join(dir, name);
  await writeFile(file, `#!/bin/sh\necho '${firstLine}'\n`);
  await chmod(file, 0o755);
  return file;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-locate-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('locateFfmpeg', () => {
  it('uses FFMPEG_PATH when it is set, and reads its version', async () => {
    const configured = await fake(
      'configured',
      'ffmpeg version 7.1-custom Copyright (c) 2000-2024',
    );
    const system = await fake('system', 'ffmpeg version 5.1.9-0+deb12u1 Copyright');
    expect(await locateFfmpeg(configured, { system })).toEqual({
      path: configured,
      version: '7.1-custom',
      source: 'FFMPEG_PATH',
    });
  });

  it('refuses an FFMPEG_PATH that is not a working ffmpeg rather than guessing another', async () => {
    const system = await fake('system2', 'ffmpeg version 5.1.9 Copyright');
    await expect(locateFfmpeg(path.join(dir, 'missing'), { system })).rejects.toThrow(
      FfmpegNotFoundError,
    );
    const notFfmpeg = await fake('not-ffmpeg', 'Python 3.11.7');
    await expect(locateFfmpeg(notFfmpeg, { system })).rejects.toThrow(/is not a working ffmpeg/);
  });

  it("prefers the system's ffmpeg to npm's", async () => {
    const system = await fake('system3', 'ffmpeg version 5.1.9-0+deb12u1 Copyright');
    const npm = await fake('npm3', 'ffmpeg version N-47683-g0e8eb07980-static');
    expect(await locateFfmpeg(undefined, { system, npm })).toMatchObject({
      path: system,
      source: 'PATH',
    });
  });

  it("falls back to npm's static build when the system has none", async () => {
    const npm = await fake('npm4', 'ffmpeg version N-47683-g0e8eb07980-static');
    expect(await locateFfmpeg(undefined, { system: path.join(dir, 'absent'), npm })).toEqual({
      path: npm,
      version: 'N-47683-g0e8eb07980-static',
      source: 'npm',
    });
  });

  it('says what to do when there is no ffmpeg at all', async () => {
    await expect(
      locateFfmpeg(undefined, { system: path.join(dir, 'absent'), npm: undefined }),
    ).rejects.toThrow(/install one .* set FFMPEG_PATH, or run npm install/);
  });

  it("converts with npm's static build, so a machine with only Node.js makes real MP3", async () => {
    const npm = await locateFfmpeg(undefined, { system: path.join(dir, 'absent') });
    expect(npm.source).toBe('npm');
    const transcoder = new Transcoder({ maxConcurrent: 1, ffmpegPath: npm.path });
    const job = transcoder.toMp3(Readable.from([secondOfToneWav()]), {
      bitrateKbps: 128,
      slot: transcoder.acquire(),
    });
    const mp3 = Buffer.concat(await job.output.toArray());
    expect((await job.exited).code).toBe(0);
    // One second at 128 kbps is about 16 KB of MPEG audio frames (sync word 0xFFE, layer III).
    expect(mp3.length).toBeGreaterThan(10_000);
    const frame = mp3.findIndex((byte, i) => byte === 0xff && (mp3[i + 1]! & 0xe6) === 0xe2);
    expect(frame).toBeGreaterThanOrEqual(0);
  });

  it('finds a working ffmpeg on this machine with nothing configured', async () => {
    const found = await locateFfmpeg(undefined);
    expect(found.version).toMatch(/\S/);
    expect(['PATH', 'npm']).toContain(found.source);
  });
});
