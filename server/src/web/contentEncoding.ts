import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The content codings the server sends ready-made: pages it caches, and the built files. */
export type ContentCoding = 'br' | 'gzip';

/** Preferred first when a client accepts both equally (brotli is the smaller). */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send, from a request's Accept-Encoding and the codings at hand: the one with the
 * highest q-value, br before gzip when equal (browsers list gzip first, all at q=1), else identity.
 * Identity wins only when the client names it with a higher q-value than either; a `*` stands for
 * codings it does not name; q=0 refuses.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<ContentCoding>,
): ContentCoding | 'identity' {
  if (!acceptEncoding || available.size === 0) return 'identity';
  const quality = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = item.split(';');
    let q = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      if (key.trim().toLowerCase() === 'q') q = Number(value.trim()) || 0;
    }
    quality.set(name.trim().toLowerCase(), q);
  }
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of CODINGS) {
    const q = quality.get(coding) ?? quality.get('*') ?? 0;
    if (available.has(coding) && q > bestQ) [best, bestQ] = [coding, q];
  }
  return best && bestQ >= (quality.get('identity') ?? 0) ? best : 'identity';
}

/** A body in one content coding, with the ETag of that coding. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

export type EncodedBodies = Record<ContentCoding, EncodedBody>;

/**
 * The ETag of a body sent in `coding`. Each coding has its own: a response that varies on
 * Accept-Encoding is stored by a cache once per coding, and the ETag of a 304 is how the cache
 * picks which stored response to reuse (RFC 9111 4.3.4). Sharing one weak ETag, which RFC 9110
 * allows for equivalent content, would let it hand brotli to a client that asked for gzip.
 */
export function codingEtag(etag: string, coding: ContentCoding): string {
  return `${etag.slice(0, -1)}-${coding}"`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` in brotli (text mode, at `brotliQuality`) and in gzip (at `gzipLevel`), on zlib's thread pool. */
export async function compressBoth(
  body: Buffer,
  brotliQuality: number,
  gzipLevel: number,
): Promise<Record<ContentCoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: gzipLevel }),
  ]);
  return { br, gzip: gz };
}

/**
 * A page's body in brotli and gzip, made once when the page is cached rather than per request.
 * On zlib's thread pool, so a large page does not hold up the event loop. Brotli quality 5: on a
 * 145 kB calculator page it takes about 3 ms, within 1% of quality 6 to 9 and 12% larger than
 * quality 11, which takes 200 ms; every cached page is compressed again each time it is rendered
 * (PAGE_CACHE_SECONDS), so the slow qualities would cost more CPU than rendering. gzip at its
 * default level 6, as the compression middleware would (level 9 saves 1.5% for 10% more time).
 */
export async function encodePage(body: Buffer, etag: string): Promise<EncodedBodies> {
  const { br, gzip: gz } = await compressBoth(body, 5, 6);
  return {
    br: { body: br, etag: codingEtag(etag, 'br') },
    gzip: { body: gz, etag: codingEtag(etag, 'gzip') },
  };
}
