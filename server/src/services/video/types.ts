import type { Readable } from 'node:stream';

/** What a download is: the video with sound (MP4) or the sound only (MP3). */
export type DownloadFormat = 'mp4' | 'mp3';
/** The two quality choices of a download link. */
export type DownloadQuality = 'highest' | 'standard';

/** One quality a video can be downloaded in. */
export interface VideoFormatOption {
  /** The label shown, e.g. 720p or 256kbps. */
  quality: string;
  /** The download link's `quality` parameter that gives this quality. */
  downloadQuality: DownloadQuality;
}

/** The spec's "video info result" (section 3): what the downloader shows for one video. */
export interface VideoInfo {
  /** The 11-character video id. */
  id: string;
  title: string;
  /** Address of the largest thumbnail image. */
  thumbnail: string;
  /** Length in whole seconds (0 when unknown). */
  duration: number;
  /** The channel's name. */
  author: string;
  /** The qualities that really exist for this video, best first (at most two each). */
  formats: { mp4: VideoFormatOption[]; mp3: VideoFormatOption[] };
}

/** A media stream opened at the source. */
export interface SourceStream {
  /** The bytes; destroying it stops the transfer from the source. */
  stream: Readable;
  title: string;
  /** The source's MIME type, e.g. video/mp4 or audio/webm; codecs="opus". */
  mimeType: string;
  /** The container, e.g. mp4, webm or m4a. */
  container: string;
}

/**
 * Where videos come from. The real one (youtubeSource.ts) talks to the video site; tests use
 * fakeVideoSource.ts. Ids are always valid 11-character ids: callers validate URLs first.
 */
export interface VideoSource {
  /** The video's details and available qualities; rejects with an AppError (video codes) on failure. */
  getInfo(id: string, signal?: AbortSignal): Promise<VideoInfo>;
  /**
   * Opens a media stream: for mp4 the progressive (video + audio) MP4 of the chosen quality; for mp3
   * the best audio stream, in whatever container the source has (the service converts it to MP3).
   * Aborting `signal` or destroying the stream stops the transfer.
   */
  stream(
    id: string,
    format: DownloadFormat,
    quality: DownloadQuality,
    signal: AbortSignal,
  ): Promise<SourceStream>;
}
