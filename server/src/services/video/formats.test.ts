import { describe, expect, it } from 'vitest';
import {
  bestAudio,
  containerOf,
  formatOptions,
  mp3Bitrate,
  pickFormat,
  type SourceFormat,
} from './formats.ts';
import { asciiBaseName, attachmentDisposition, safeBaseName } from './contentDisposition.ts';
import type { VideoInfo } from './types.ts';

const progressive = (itag: number, height: number, extra: Partial<SourceFormat> = {}) => ({
  itag,
  mimeType: 'video/mp4; codecs="avc1.42001E, mp4a.40.2"',
  hasVideo: true,
  hasAudio: true,
  qualityLabel: `${height}p`,
  height,
  bitrate: height * 1000,
  ...extra,
});
const audio = (itag: number, kbps: number, extra: Partial<SourceFormat> = {}) => ({
  itag,
  mimeType: 'audio/webm; codecs="opus"',
  hasVideo: false,
  hasAudio: true,
  bitrate: kbps * 1000,
  ...extra,
});
const videoOnly = (itag: number, height: number) => ({
  itag,
  mimeType: 'video/mp4; codecs="avc1.640028"',
  hasVideo: true,
  hasAudio: false,
  qualityLabel: `${height}p`,
  height,
});

describe('formatOptions: the qualities that really exist', () => {
  it('lists progressive MP4 qualities best first and MP3 from the best audio', () => {
    const formats = [
      progressive(18, 360),
      progressive(22, 720),
      videoOnly(137, 1080),
      audio(251, 141),
    ];
    expect(formatOptions(formats)).toEqual({
      mp4: [
        { quality: '720p', downloadQuality: 'highest' },
        { quality: '360p', downloadQuality: 'standard' },
      ],
      mp3: [
        { quality: '256kbps', downloadQuality: 'highest' },
        { quality: '128kbps', downloadQuality: 'standard' },
      ],
    });
  });

  it('never lists video-only, webm, DRM or duplicate qualities as MP4', () => {
    const formats = [
      videoOnly(137, 1080),
      progressive(43, 360, { mimeType: 'video/webm; codecs="vp8.0, vorbis"' }),
      progressive(59, 480, { unusable: true }),
      progressive(18, 360),
      progressive(180, 360, { bitrate: 1 }),
    ];
    expect(formatOptions(formats).mp4).toEqual([{ quality: '360p', downloadQuality: 'highest' }]);
  });

  it('offers only 128kbps MP3 when the best audio is below 128 kbit/s', () => {
    expect(formatOptions([audio(249, 46)]).mp3).toEqual([
      { quality: '128kbps', downloadQuality: 'standard' },
    ]);
  });

  it("falls back to the spec's labels only when the source gives no quality", () => {
    const bare = { itag: 1, mimeType: 'video/mp4', hasVideo: true, hasAudio: true };
    const bare2 = { ...bare, itag: 2 };
    expect(formatOptions([bare, bare2])).toEqual({
      mp4: [
        { quality: '720p', downloadQuality: 'highest' },
        { quality: '480p', downloadQuality: 'standard' },
      ],
      mp3: [
        { quality: '256kbps', downloadQuality: 'highest' },
        { quality: '128kbps', downloadQuality: 'standard' },
      ],
    });
  });

  it('has nothing to offer without usable formats', () => {
    expect(formatOptions([])).toEqual({ mp4: [], mp3: [] });
    expect(formatOptions([videoOnly(137, 1080), audio(251, 160, { unusable: true })])).toEqual({
      mp4: [],
      mp3: [],
    });
  });
});

describe('pickFormat and bestAudio', () => {
  const formats = [
    progressive(18, 360),
    progressive(22, 720),
    audio(140, 129),
    audio(251, 141),
    audio(249, 46),
  ];

  it('highest is the best progressive MP4, standard the next one', () => {
    expect(pickFormat(formats, 'mp4', 'highest')?.itag).toBe(22);
    expect(pickFormat(formats, 'mp4', 'standard')?.itag).toBe(18);
    expect(pickFormat([progressive(18, 360)], 'mp4', 'standard')?.itag).toBe(18);
    expect(pickFormat([audio(251, 141)], 'mp4', 'highest')).toBeUndefined();
  });

  it('MP3 converts the audio-only stream with the highest bitrate, original track first', () => {
    expect(pickFormat(formats, 'mp3', 'standard')?.itag).toBe(251);
    expect(
      bestAudio([
        audio(251, 160, { isOriginalAudio: false }),
        audio(250, 70, { isOriginalAudio: true }),
      ])?.itag,
    ).toBe(250);
    expect(bestAudio([audio(251, 141, { isDrc: true }), audio(140, 129)])?.itag).toBe(140);
  });

  it('MP3 falls back to a progressive format when there is no audio-only stream', () => {
    expect(bestAudio([videoOnly(137, 1080), progressive(18, 360)])?.itag).toBe(18);
  });

  it('mp3Bitrate encodes 256k or 128k, never more than offered', () => {
    const info = (mp3: VideoInfo['formats']['mp3']) =>
      ({ formats: { mp4: [], mp3 } }) as unknown as VideoInfo;
    const both = info(formatOptions([audio(251, 141)]).mp3);
    expect(mp3Bitrate(both, 'highest')).toBe(256);
    expect(mp3Bitrate(both, 'standard')).toBe(128);
    expect(mp3Bitrate(info(formatOptions([audio(249, 46)]).mp3), 'highest')).toBe(128);
  });

  it('containerOf names the container', () => {
    expect(containerOf('audio/webm; codecs="opus"')).toBe('webm');
    expect(containerOf('audio/mp4; codecs="mp4a.40.2"')).toBe('m4a');
    expect(containerOf('video/mp4; codecs="avc1"')).toBe('mp4');
  });
});

describe('Content-Disposition file names', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition('Café del Mar – Ibiza 😎', 'mp3')).toBe(
      `attachment; filename="Cafe del Mar _ Ibiza.mp3"; filename*=UTF-8''Caf%C3%A9%20del%20Mar%20%E2%80%93%20Ibiza%20%F0%9F%98%8E.mp3`,
    );
  });

  it('removes path separators, reserved and control characters, and leading dots', () => {
    expect(safeBaseName('../../etc/passwd')).toBe('etc passwd');
    expect(safeBaseName('a<b>c:d"e|f?g*h\\i')).toBe('a b c d e f g h i');
    expect(safeBaseName('line\r\nbreak\u0000\u202e')).toBe('linebreak');
    expect(safeBaseName('   ...   ')).toBe('video');
    expect(asciiBaseName('日本語のタイトル')).toBe('video');
    expect(attachmentDisposition('Say "hi" (live)', 'mp4')).toBe(
      `attachment; filename="Say hi (live).mp4"; filename*=UTF-8''Say%20hi%20%28live%29.mp4`,
    );
  });

  it('keeps names to a bounded length', () => {
    expect(Array.from(safeBaseName('é'.repeat(500)))).toHaveLength(120);
    expect(attachmentDisposition('x'.repeat(1000), 'mp3').length).toBeLessThan(300);
  });
});
