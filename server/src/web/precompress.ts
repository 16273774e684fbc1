import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressBoth, type ContentCoding } from './contentEncoding.ts';

// The built web client's text files are compressed once, at build (buildPrecompressed.ts), as
// FILE.br and FILE.gz beside each; the server sends those instead of compressing per request.

/** The file name endings of each coding's copy. */
export const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Files worth compressing: text. Images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/i;

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/**
 * Writes FILE.br and FILE.gz beside each compressible file under `dir`, at the highest settings
 * (built once, sent many times), each only when it is smaller than the file. Returns the files
 * written.
 */
export async function precompressFiles(dir: string): Promise<string[]> {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file));
  const written: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(dir, file));
      const copies = await compressBoth(
        body,
        zlib.constants.BROTLI_MAX_QUALITY,
        zlib.constants.Z_BEST_COMPRESSION,
      );
      for (const coding of ['br', 'gzip'] as const) {
        if (copies[coding].length >= body.length) continue;
        const copy = file + CODING_SUFFIX[coding];
        await writeFile(path.join(dir, copy), copies[coding]);
        written.push(copy);
      }
    }),
  );
  return written.sort();
}

/**
 * The precompressed files under `dir`: each original's address (/assets/app.js) with its file and
 * the codings written beside it. None when there is no such folder (a build without assets).
 */
export function findPrecompressed(
  dir: string,
): Map<string, { file: string; codings: Set<ContentCoding> }> {
  const files = new Set(existsSync(dir) ? listFiles(dir) : []);
  const found = new Map<string, { file: string; codings: Set<ContentCoding> }>();
  for (const file of files) {
    const codings = new Set(
      (['br', 'gzip'] as const).filter((coding) => files.has(file + CODING_SUFFIX[coding])),
    );
    if (codings.size) found.set(`/${file}`, { file, codings });
  }
  return found;
}
