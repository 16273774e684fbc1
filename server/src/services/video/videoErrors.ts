import { AppError, RATE_LIMITED_MESSAGE, rateLimited, RetryLaterError } from '../../lib/errors.ts';

/**
 * The downloader's errors (spec section 8), each with a stable code. The texts contain the words
 * the web client looks for ('private video', 'copyright', 'unavailable').
 */
export const VIDEO_MESSAGES = {
  private: 'This video is private or requires sign-in. We cannot download private videos.',
  copyright: 'This video is unavailable due to copyright restrictions.',
  unavailable: 'This video is currently unavailable. It may have been removed or restricted.',
  noFormats: 'No downloadable formats found for this video. It may be restricted or protected.',
  fetchFailed: 'Failed to fetch video information. Please try another video.',
  tooLong: 'This video is too long to download.',
  downloadFailed: 'The download failed. Please try again or choose another format.',
  rateLimited: RATE_LIMITED_MESSAGE,
  busy: 'The converter is busy. Please try again in a minute.',
} as const;

export const videoErrors = {
  private: () => new AppError('VIDEO_PRIVATE', VIDEO_MESSAGES.private),
  copyright: () => new AppError('VIDEO_COPYRIGHT', VIDEO_MESSAGES.copyright),
  unavailable: () => new AppError('VIDEO_UNAVAILABLE', VIDEO_MESSAGES.unavailable),
  noFormats: () => new AppError('VIDEO_NO_FORMATS', VIDEO_MESSAGES.noFormats),
  fetchFailed: () => new AppError('VIDEO_FETCH_FAILED', VIDEO_MESSAGES.fetchFailed),
  tooLong: () => new AppError('VIDEO_TOO_LONG', VIDEO_MESSAGES.tooLong),
  downloadFailed: () => new AppError('VIDEO_FETCH_FAILED', VIDEO_MESSAGES.downloadFailed),
  rateLimited,
  busy: (retryAfterSeconds = 60) =>
    new RetryLaterError('CONVERTER_BUSY', VIDEO_MESSAGES.busy, retryAfterSeconds),
};

/** A playability verdict of the source: its status word and every human text it gave. */
export interface Playability {
  status?: string;
  texts: string[];
}

/**
 * Maps the source's playability status to our error, or null when the video is playable.
 * Statuses: OK, LOGIN_REQUIRED (private, members-only, age check, or a bot check), UNPLAYABLE,
 * ERROR, LIVE_STREAM_OFFLINE, AGE_CHECK_REQUIRED, CONTENT_CHECK_REQUIRED.
 */
export function playabilityError({ status, texts }: Playability): AppError | null {
  if (!status || status === 'OK') return null;
  const text = texts.join(' ').toLowerCase();
  if (text.includes('copyright')) return videoErrors.copyright();
  // "Sign in to confirm you're not a bot" is about our server, not the video: an upstream failure.
  if (/\bnot a bot\b|\bbot\b/.test(text)) return videoErrors.fetchFailed();
  if (text.includes('private')) return videoErrors.private();
  if (status === 'LOGIN_REQUIRED' || status === 'AGE_CHECK_REQUIRED') return videoErrors.private();
  return videoErrors.unavailable();
}

/** Any failure from a source, as an AppError safe to show: unknown failures become fetchFailed. */
export function toVideoError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return videoErrors.fetchFailed();
}
