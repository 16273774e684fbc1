/**
 * The video URL rule of the spec (section 5), shared by the server and, later, the web client.
 * Pure and dependency-free: no Node or DOM APIs, so it can be imported from either side.
 *
 * A URL is accepted only when the whole string (trimmed) is: an optional http:// or https://, an
 * optional www. or m., then youtube.com/watch?v=, youtube.com/shorts/, youtube.com/v/, youtu.be/ or
 * the app short-link host youtube.app.goo.gl/, then an 11-character video id, then optionally more
 * path, query or fragment. Nothing else is accepted: other hosts, ports, user-info
 * (youtube.com@evil.com), other schemes, IP addresses, whitespace or control characters. The
 * caller's string is never fetched; only the id is used, in a URL we build (watchUrl).
 */

/** Message for an empty or missing URL. */
export const VIDEO_URL_REQUIRED = 'Please enter a YouTube video URL';
/** Message for anything that is not an accepted video URL. */
export const VIDEO_URL_INVALID =
  'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)';
/** Longer input is refused without looking at it. */
export const MAX_VIDEO_URL_LENGTH = 2048;

const VIDEO_URL =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?v=|shorts\/|v\/)|youtu\.be\/|youtube\.app\.goo\.gl\/)([A-Za-z0-9_-]{11})(?:[?&#/][^\s\p{Cc}]*)?$/iu;

export type VideoUrlResult =
  { ok: true; id: string } | { ok: false; reason: 'required' | 'invalid'; message: string };

/** Checks a video URL typed by a visitor and extracts its 11-character video id. */
export function parseVideoUrl(input: unknown): VideoUrlResult {
  if (input === undefined || input === null) {
    return { ok: false, reason: 'required', message: VIDEO_URL_REQUIRED };
  }
  if (typeof input !== 'string') {
    return { ok: false, reason: 'invalid', message: VIDEO_URL_INVALID };
  }
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'required', message: VIDEO_URL_REQUIRED };
  if (text.length > MAX_VIDEO_URL_LENGTH) {
    return { ok: false, reason: 'invalid', message: VIDEO_URL_INVALID };
  }
  const match = VIDEO_URL.exec(text);
  const id = match?.[1];
  if (!id) return { ok: false, reason: 'invalid', message: VIDEO_URL_INVALID };
  return { ok: true, id };
}

/** True for an 11-character video id. */
export function isVideoId(value: string): boolean {
  return /^[A-Za-z0-9_-]{11}$/.test(value);
}

/** The canonical watch page of a video id (the only video address the server ever builds). */
export function watchUrl(id: string): string {
  if (!isVideoId(id)) throw new Error('Not a video id');
  return `https://www.youtube.com/watch?v=${id}`;
}
