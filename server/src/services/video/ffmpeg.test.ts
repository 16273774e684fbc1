import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegNotFoundError, locateFfmpeg } from './ffmpeg.ts';

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

  it('finds a working ffmpeg on this machine with nothing configured', async () => {
    const found = await locateFfmpeg(undefined);
    expect(found.version).toMatch(/\S/);
    expect(['PATH', 'npm']).toContain(found.source);
  });
});
