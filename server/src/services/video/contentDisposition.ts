/**
 * `Content-Disposition: attachment` for a download named after the video's title: a plain ASCII
 * `filename` for old clients and the full Unicode name in RFC 5987 / RFC 6266 `filename*`.
 * Both are made safe as file names on Windows, macOS and Linux: no path separators, reserved or
 * control characters, no leading dots, and a bounded length.
 */
const MAX_NAME_LENGTH = 120;
const FALLBACK_NAME = 'video';

/** A Unicode file name (without extension) made from a title. */
export function safeBaseName(title: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const limited = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  return limited || FALLBACK_NAME;
}

/** An ASCII-only file name (without extension): accents dropped, other characters replaced. */
export function asciiBaseName(title: string): string {
  const ascii = safeBaseName(title)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ._()\-[\]&,'!+=@~]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._\s]+|[._\s]+$/g, '');
  return ascii || FALLBACK_NAME;
}

/** RFC 5987 value encoding: UTF-8, percent-encoding everything but attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The header value for downloading `title` with the given extension (mp4, mp3). */
export function attachmentDisposition(title: string, extension: string): string {
  const ascii = `${asciiBaseName(title)}.${extension}`.replace(/["\\]/g, '_');
  const unicode = `${safeBaseName(title)}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(unicode)}`;
}
