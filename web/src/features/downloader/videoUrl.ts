// The video URL rule (spec section 5, Video URL). The server checks the same rule again in its
// own copy; this one runs before any request so a mistyped address costs no round trip.

export const EMPTY_URL_MESSAGE = 'Please enter a YouTube video URL';
export const INVALID_URL_MESSAGE =
  'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)';

/**
 * Optional http(s)://, optional www. or m., then youtube.com/watch?v=, youtube.com/shorts/,
 * youtube.com/v/, youtu.be/ or the app short-link host youtube.app.goo.gl/, followed by an id.
 * Anything after the id (&t=10s, ?si=…, ?feature=share) is allowed. Host and path letters may be
 * in any case, as phone keyboards capitalise the first letter.
 */
export const YOUTUBE_URL_PATTERN =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube\.com\/(?:watch\?v=|shorts\/|v\/)|youtu\.be\/|youtube\.app\.goo\.gl\/)[\w-]+/i;

/** The message for a typed URL, or null when it may be sent to the server. */
export function videoUrlError(input: string): string | null {
  const url = input.trim();
  if (url === '') return EMPTY_URL_MESSAGE;
  if (!YOUTUBE_URL_PATTERN.test(url)) return INVALID_URL_MESSAGE;
  return null;
}
