import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, GrowingFile } from './growingFile.ts';

let dir: string;
let count = 0;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'growing-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const newFile = (maxBytes = 1024 * 1024) =>
  GrowingFile.create(path.join(dir, `${++count}.bin`), maxBytes);

/** Resolves with the next chunk `reader` gives. */
const nextChunk = (reader: Readable) =>
  new Promise<Buffer>((resolve) => reader.once('data', resolve));

describe('GrowingFile', () => {
  it('gives its reader the bytes as they are written, and ends when the writing is complete', async () => {
    const file = await newFile();
    const source = new PassThrough();
    const filled = file.fill(source);
    const reader = file.createReadStream();

    source.write(Buffer.from('first '));
    expect((await nextChunk(reader)).toString()).toBe('first ');
    // The reader has caught up and waits: nothing more, and no end, until more is written.
    reader.pause();
    const ended = new Promise((resolve) => reader.once('end', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reader.readableLength).toBe(0);
    expect(reader.readableEnded).toBe(false);

    const rest: Buffer[] = [];
    reader.on('data', (chunk: Buffer) => rest.push(chunk)).resume();
    source.end(Buffer.from('second'));
    await filled;
    await ended;
    expect(Buffer.concat(rest).toString()).toBe('second');
    expect(file.complete).toBe(true);
    expect(file.size).toBe(12);
    expect(await readFile(file.path, 'utf8')).toBe('first second');
    await file.remove();
  });

  it('is read whole when the reader starts after the writing is done', async () => {
    const file = await newFile();
    const big = Buffer.alloc(300_000, 7);
    await file.fill([big.subarray(0, 100_000), big.subarray(100_000)]);
    const chunks: Buffer[] = [];
    for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await file.remove();
  });

  it('fails its reader when the source fails', async () => {
    const file = await newFile();
    const source = new PassThrough();
    const filled = file.fill(source);
    const reader = file.createReadStream();
    source.write(Buffer.from('some'));
    await nextChunk(reader);
    source.destroy(new Error('The source broke'));
    await expect(filled).rejects.toThrow('The source broke');
    const error = await new Promise((resolve) => reader.once('error', resolve));
    expect(error).toMatchObject({ message: 'The source broke' });
    await file.remove();
  });

  it('refuses to grow past maxBytes', async () => {
    const file = await newFile(10);
    const reader = file.createReadStream();
    const failed = new Promise((resolve) => reader.once('error', resolve));
    reader.resume();
    await expect(file.fill([Buffer.alloc(6), Buffer.alloc(6)])).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    expect(file.size).toBe(6);
    expect(await failed).toBeInstanceOf(FileTooLargeError);
    await file.remove();
  });

  it('is deleted by remove(), which also ends a waiting reader', async () => {
    const file = await newFile();
    const source = new PassThrough();
    void file.fill(source).catch(() => {});
    const reader = file.createReadStream();
    source.write(Buffer.from('x'));
    await nextChunk(reader);
    const failed = new Promise((resolve) => reader.once('error', resolve));
    await file.remove();
    await file.remove(); // twice is harmless
    await expect(stat(file.path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await failed).toBeInstanceOf(Error);
    source.destroy();
  });

  it('will not open a file that already exists', async () => {
    const file = await newFile();
    await expect(GrowingFile.create(file.path, 10)).rejects.toMatchObject({ code: 'EEXIST' });
    await file.remove();
  });
});
