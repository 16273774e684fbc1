import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempFileStore } from './tempFiles.ts';

let parent: string;
beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'temp-files-'));
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

const MB = 1024 * 1024;

describe('TempFileStore', () => {
  it('removes, at start, the files left by processes that are gone, and only those', async () => {
    const here = await mkdtemp(path.join(parent, 'start-'));
    const left = async (name: string) => {
      await mkdir(path.join(here, name));
      await writeFile(path.join(here, name, '1.mp3'), 'an MP3 nobody will read');
      return name;
    };
    const crashed = await left(`calculators-mp3-${endedPid()}-0a1b2c`);
    // An earlier life of this same process id (a container's server often has the same id).
    const earlierLife = await left(`calculators-mp3-${process.pid}-3d4e5f`);
    // Another server still running on this machine (here: this test's parent process).
    const running = await left(`calculators-mp3-${process.ppid}-6a7b8c`);
    const unrelated = await left('calculators-mp3-notes');
    await symlink(
      path.join(here, running),
      path.join(here, `calculators-mp3-${endedPid()}-9d0e1f`),
    );

    const store = new TempFileStore({ parent: here, maxBytes: MB, maxPerClient: 2 });
    await store.ready;
    const names = await readdir(here);
    expect(names).not.toContain(crashed);
    expect(names).not.toContain(earlierLife);
    expect(names).toContain(running);
    expect(names).toContain(unrelated);
    // A link is left alone, and what it points to is not followed.
    expect(names).toHaveLength(3);
    expect(await readdir(path.join(here, running))).toEqual(['1.mp3']);

    // A second store of this process (tests run several) keeps the first one's files.
    const file = await store.create(store.reserve('a', 100));
    await new TempFileStore({ parent: here, maxBytes: MB, maxPerClient: 2 }).ready;
    expect((await stat(file.path)).isFile()).toBe(true);
    await file.remove();
    await store.close();
  });

  it('makes its folder, private to this user, with the first file, and removes it on close', async () => {
    const store = new TempFileStore({ parent, maxBytes: MB, maxPerClient: 2 });
    await store.ready;
    await expect(stat(store.dir)).rejects.toMatchObject({ code: 'ENOENT' });
    const file = await store.create(store.reserve('a', 100));
    expect(path.dirname(file.path)).toBe(store.dir);
    expect(path.basename(store.dir)).toMatch(new RegExp(`^calculators-mp3-${process.pid}-`));
    expect((await stat(store.dir)).mode & 0o777).toBe(0o700);
    expect((await stat(file.path)).mode & 0o777).toBe(0o600);
    await store.close();
    await expect(stat(store.dir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a file beyond its byte budget with CONVERTER_BUSY and Retry-After', () => {
    const store = new TempFileStore({ parent, maxBytes: 10 * MB, maxPerClient: 5 });
    const first = store.reserve('203.0.113.1', 6 * MB);
    expect(() => store.reserve('203.0.113.2', 5 * MB)).toThrow(
      expect.objectContaining({ code: 'CONVERTER_BUSY', status: 503, retryAfterSeconds: 60 }),
    );
    // A finished file gives back what it did not use.
    first.shrinkTo(2 * MB);
    expect(store.bytesReserved).toBe(2 * MB);
    const second = store.reserve('203.0.113.2', 5 * MB);
    first.release();
    first.release(); // twice is harmless
    second.release();
    expect(store.bytesReserved).toBe(0);
  });

  it('lets one client hold at most maxPerClient files, whatever room is left', () => {
    const store = new TempFileStore({ parent, maxBytes: 100 * MB, maxPerClient: 2 });
    const first = store.reserve('203.0.113.1', MB);
    store.reserve('203.0.113.1', MB);
    expect(() => store.reserve('203.0.113.1', MB)).toThrow(
      expect.objectContaining({ code: 'CONVERTER_BUSY' }),
    );
    expect(() => store.refuseIfFull('203.0.113.1')).toThrow(
      expect.objectContaining({ code: 'CONVERTER_BUSY' }),
    );
    expect(() => store.reserve('203.0.113.2', MB)).not.toThrow();
    expect(() => store.refuseIfFull('203.0.113.2')).not.toThrow();
    first.release();
    expect(() => store.reserve('203.0.113.1', MB)).not.toThrow();
    expect(store.bytesReserved).toBe(3 * MB);
  });
});
