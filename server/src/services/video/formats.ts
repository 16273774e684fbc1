import type { DownloadFormat, DownloadQuality, VideoFormatOption, VideoInfo } from './types.ts';

/**
 * Which qualities a video really has, and which stream gives each. Pure functions over a neutral
 * format shape (the real source converts the library's formats to it), so they are tested directly.
 */
export interface SourceFormat {
  /** The source's format number. */
  itag: number;
  /** e.g. video/mp4; codecs="avc1.42001E, mp4a.40.2". */
  mimeType: string;
  hasVideo: boolean;
  hasAudio: boolean;
  /** e.g. 720p (video formats). */
  qualityLabel?: string;
  /** Picture height in pixels (video formats). */
  height?: number;
  /** Bits per second (peak or average, whichever the source gives). */
  bitrate?: number;
  /** False for dubbed or descriptive audio tracks. */
  isOriginalAudio?: boolean;
  /** True for the dynamic-range-compressed copy of an audio track. */
  isDrc?: boolean;
  /** True when the stream cannot be fetched as one file (DRM, segmented, no URL). */
  unusable?: boolean;
}

/** The spec's labels (section 9), used only when the source gives no quality of its own. */
export const DEFAULT_MP4_LABELS = ['720p', '480p'] as const;
export const DEFAULT_MP3_LABELS = ['256kbps', '128kbps'] as const;
/** MP3 bitrates we encode, in kbit/s. */
export const MP3_BITRATES: Record<DownloadQuality, number> = { highest: 256, standard: 128 };
/** The best audio must reach this many kbit/s for the 256 kbit/s MP3 to be offered. */
export const HIGH_MP3_MIN_SOURCE_KBPS = 128;

const QUALITIES: DownloadQuality[] = ['highest', 'standard'];

const isMp4 = (format: SourceFormat) => /^video\/mp4\b/i.test(format.mimeType);

/** Progressive MP4 formats (picture and sound in one file), best first, one per quality label. */
export function progressiveMp4(formats: SourceFormat[]): SourceFormat[] {
  const candidates = formats
    .filter((f) => !f.unusable && f.hasVideo && f.hasAudio && isMp4(f))
    .sort((a, b) => (b.height ?? 0) - (a.height ?? 0) || (b.bitrate ?? 0) - (a.bitrate ?? 0));
  const seen = new Set<string>();
  return candidates.filter((f) => {
    const key = f.qualityLabel ?? (f.height ? `${f.height}p` : `itag${f.itag}`);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The best sound to convert to MP3: the audio-only stream with the highest bitrate (original track,
 * not the compressed copy, when there is a choice), else the best progressive format.
 */
export function bestAudio(formats: SourceFormat[]): SourceFormat | undefined {
  const usable = formats.filter((f) => !f.unusable && f.hasAudio);
  const audioOnly = usable.filter((f) => !f.hasVideo);
  const pool = audioOnly.length ? audioOnly : usable;
  const rank = (f: SourceFormat) => [
    f.isOriginalAudio === false ? 0 : 1,
    f.isDrc ? 0 : 1,
    f.bitrate ?? 0,
  ];
  return [...pool].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) {
      const diff = (rb[i] ?? 0) - (ra[i] ?? 0);
      if (diff) return diff;
    }
    return 0;
  })[0];
}

/** The qualities to offer for a video, best first, with the download link value of each. */
export function formatOptions(formats: SourceFormat[]): VideoInfo['formats'] {
  const mp4 = progressiveMp4(formats)
    .slice(0, 2)
    .map((f, index): VideoFormatOption => ({
      quality: f.qualityLabel ?? (f.height ? `${f.height}p` : DEFAULT_MP4_LABELS[index]!),
      downloadQuality: QUALITIES[index]!,
    }));

  const audio = bestAudio(formats);
  let mp3: VideoFormatOption[] = [];
  if (audio) {
    const kbps = audio.bitrate ? audio.bitrate / 1000 : undefined;
    mp3 =
      kbps === undefined || kbps >= HIGH_MP3_MIN_SOURCE_KBPS
        ? [
            { quality: DEFAULT_MP3_LABELS[0], downloadQuality: 'highest' },
            { quality: DEFAULT_MP3_LABELS[1], downloadQuality: 'standard' },
          ]
        : [{ quality: DEFAULT_MP3_LABELS[1], downloadQuality: 'standard' }];
  }
  return { mp4, mp3 };
}

/** The stream to open for a download, or undefined when the video has none of that kind. */
export function pickFormat(
  formats: SourceFormat[],
  format: DownloadFormat,
  quality: DownloadQuality,
): SourceFormat | undefined {
  if (format === 'mp3') return bestAudio(formats);
  const mp4 = progressiveMp4(formats);
  return quality === 'highest' ? mp4[0] : (mp4[1] ?? mp4[0]);
}

/** The MP3 bitrate (kbit/s) to encode: the one asked for if offered, else the best offered. */
export function mp3Bitrate(info: VideoInfo, quality: DownloadQuality): number {
  const offered = info.formats.mp3.map((option) => option.downloadQuality);
  const chosen = offered.includes(quality) ? quality : (offered[0] ?? 'standard');
  return MP3_BITRATES[chosen];
}

/** The container named by a MIME type, e.g. audio/webm → webm, audio/mp4 → m4a. */
export function containerOf(mimeType: string): string {
  const [type = '', subtype = ''] = mimeType.split(';')[0]!.trim().toLowerCase().split('/');
  if (subtype === 'mp4' && type === 'audio') return 'm4a';
  return subtype || 'bin';
}
