// The video routes (spec section 7): GET /api/youtube/info answers the details of a video, and
// /api/youtube/download streams it. The download route is only ever a link (download, copy, open
// in a new tab); the page never calls it itself.

export type VideoFormat = 'mp4' | 'mp3';

/** The two qualities the download route serves: the first listed quality, then the second. */
export type VideoQuality = 'highest' | 'standard';

export interface FormatOption {
  quality: string;
}

/** The video info result (spec section 3). */
export interface VideoInfo {
  id: string;
  title: string;
  thumbnail: string;
  /** Seconds. */
  duration: number;
  author: string;
  formats: { mp4: FormatOption[]; mp3: FormatOption[] };
}

// The error catalogue (spec section 8), word for word.
export const PRIVATE_VIDEO_MESSAGE =
  'This video is private or requires sign-in. We cannot download private videos.';
export const COPYRIGHT_MESSAGE = 'This video is unavailable due to copyright restrictions.';
export const UNAVAILABLE_MESSAGE =
  'This video is currently unavailable. It may have been removed or restricted.';
export const TRY_ANOTHER_VIDEO_MESSAGE =
  'Failed to fetch video information. Please try another video.';
export const DEFAULT_INFO_ERROR = 'Failed to fetch video information';
export const NO_FORMATS_MESSAGE =
  'No downloadable formats found for this video. It may be restricted or protected.';
export const GENERIC_ERROR_MESSAGE =
  'An error occurred while fetching video information. Please try again.';

/** A failure the server (or the answer's contents) explained; its message is shown as mapped. */
export class VideoInfoError extends Error {
  override name = 'VideoInfoError';
}

/** What the visitor reads for a failed fetch: the server's words mapped through the catalogue. */
export function videoErrorMessage(error: unknown): string {
  if (!(error instanceof VideoInfoError)) return GENERIC_ERROR_MESSAGE;
  const text = error.message.toLowerCase();
  if (text.includes('private video')) return PRIVATE_VIDEO_MESSAGE;
  if (text.includes('copyright')) return COPYRIGHT_MESSAGE;
  if (text.includes('unavailable')) return UNAVAILABLE_MESSAGE;
  return error.message.trim() || TRY_ANOTHER_VIDEO_MESSAGE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message of an error answer: its `message` field, else its `error` field, else the default. */
async function errorAnswerMessage(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return DEFAULT_INFO_ERROR;
  }
  if (!isRecord(body)) return DEFAULT_INFO_ERROR;
  return nonBlank(body.message) ?? nonBlank(body.error) ?? DEFAULT_INFO_ERROR;
}

function formatList(value: unknown): FormatOption[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  return value.map((item) => ({
    quality: isRecord(item) && typeof item.quality === 'string' ? item.quality : '',
  }));
}

/** The info answer checked field by field; null when it is not a video info result. */
function parseVideoInfo(body: unknown): VideoInfo | null {
  if (!isRecord(body) || typeof body.title !== 'string') return null;
  const formats = isRecord(body.formats) ? body.formats : {};
  const mp4 = formatList(formats.mp4);
  const mp3 = formatList(formats.mp3);
  if (!mp4 || !mp3) return null;
  const duration = Number(body.duration);
  return {
    id: typeof body.id === 'string' ? body.id : '',
    title: body.title,
    thumbnail: typeof body.thumbnail === 'string' ? body.thumbnail : '',
    duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
    author: typeof body.author === 'string' ? body.author : '',
    formats: { mp4, mp3 },
  };
}

/**
 * The details of a video. Rejects with a VideoInfoError carrying the server's message, the
 * no-formats message, or the try-another-video message for an answer that is not video info;
 * a network failure rejects with the browser's own error.
 */
export async function fetchVideoInfo(url: string, signal?: AbortSignal): Promise<VideoInfo> {
  const response = await fetch(`/api/youtube/info?url=${encodeURIComponent(url)}`, {
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new VideoInfoError(await errorAnswerMessage(response));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new VideoInfoError(TRY_ANOTHER_VIDEO_MESSAGE);
  }
  const info = parseVideoInfo(body);
  if (!info) throw new VideoInfoError(TRY_ANOTHER_VIDEO_MESSAGE);
  if (info.formats.mp4.length === 0 && info.formats.mp3.length === 0) {
    throw new VideoInfoError(NO_FORMATS_MESSAGE);
  }
  return info;
}

/** The download route's address (same origin) for a video, format and quality. */
export function downloadPath(url: string, format: VideoFormat, quality: VideoQuality): string {
  return `/api/youtube/download?url=${encodeURIComponent(url)}&format=${format}&quality=${quality}`;
}

/** The quality the download route understands for the n-th listed option (0-based). */
export function qualityForIndex(index: number): VideoQuality {
  return index === 0 ? 'highest' : 'standard';
}

/** Quality labels used when the server sends an option without one (spec section 9). */
export const DEFAULT_QUALITY_LABELS: Record<VideoFormat, readonly [string, string]> = {
  mp4: ['720p', '480p'],
  mp3: ['256kbps', '128kbps'],
};

/** A duration in seconds as m:ss, or h:mm:ss from an hour up. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
