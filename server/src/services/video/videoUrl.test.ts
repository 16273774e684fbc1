import { describe, expect, it } from 'vitest';
import {
  MAX_VIDEO_URL_LENGTH,
  parseVideoUrl,
  VIDEO_URL_INVALID,
  VIDEO_URL_REQUIRED,
  watchUrl,
} from './videoUrl.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl accepts the spec shapes and extracts the id', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}&list=PL1234567890&index=2`,
    `https://www.youtube.com/watch?v=${ID}#t=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `youtube.com/shorts/${ID}`,
    `https://m.youtube.com/shorts/${ID}/`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/v/${ID}?version=3`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=AbCdEfGhIjKl`,
    `https://youtube.app.goo.gl/${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: true, id: ID });
  });

  it('keeps the id exactly, with - and _ and its case', () => {
    expect(parseVideoUrl('https://youtu.be/a-B_c1D2e3F')).toEqual({ ok: true, id: 'a-B_c1D2e3F' });
  });
});

describe('parseVideoUrl refuses everything else', () => {
  it.each([
    [undefined, VIDEO_URL_REQUIRED],
    [null, VIDEO_URL_REQUIRED],
    ['', VIDEO_URL_REQUIRED],
    ['   ', VIDEO_URL_REQUIRED],
    [42, VIDEO_URL_INVALID],
    [['https://youtu.be/dQw4w9WgXcQ'], VIDEO_URL_INVALID],
  ])('%j → %s', (input, message) => {
    expect(parseVideoUrl(input)).toMatchObject({ ok: false, message });
  });

  it.each([
    // other hosts and look-alikes
    `https://vimeo.com/${ID}`,
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://www.youtube.co/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://evil.com/?u=https://youtube.com/watch?v=${ID}`,
    `https://evil.com/youtube.com/watch?v=${ID}`,
    // user-info and port tricks
    `https://youtube.com@evil.com/watch?v=${ID}`,
    `https://user:pass@youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8080/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}@evil.com`,
    `https://youtu.be/${ID}@169.254.169.254`,
    // other schemes
    `file:///etc/passwd`,
    `file://youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//youtube.com/watch?v=${ID}`,
    `ftp://youtube.com/watch?v=${ID}`,
    `data:text/html,youtube.com/watch?v=${ID}`,
    `//youtube.com/watch?v=${ID}`,
    // internal addresses
    'http://127.0.0.1/watch?v=dQw4w9WgXcQ',
    'http://localhost:3000/api/youtube/info',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/watch?v=dQw4w9WgXcQ',
    'http://10.0.0.1/shorts/dQw4w9WgXcQ',
    // wrong paths and ids
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQX',
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
    'https://www.youtube.com/',
    'https://youtu.be/',
    // whitespace and control characters inside
    `https://youtu.be/${ID}?a=b c`,
    `https://youtu.be/${ID}\n`.replace('\n', '\nhttps://evil.com'),
    `https://youtu.be/${ID}?x=\u0000`,
    `https://www. youtube.com/watch?v=${ID}`,
    'not a url at all',
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      ok: false,
      reason: 'invalid',
      message: VIDEO_URL_INVALID,
    });
  });

  it('refuses over-long input without matching it', () => {
    const url = `https://www.youtube.com/watch?v=${ID}&x=${'a'.repeat(MAX_VIDEO_URL_LENGTH)}`;
    expect(parseVideoUrl(url)).toMatchObject({ ok: false, message: VIDEO_URL_INVALID });
    const longest = `https://youtu.be/${ID}?x=`.padEnd(MAX_VIDEO_URL_LENGTH, 'a');
    expect(parseVideoUrl(longest)).toEqual({ ok: true, id: ID });
  });

  it('uses the spec messages word for word', () => {
    expect(VIDEO_URL_REQUIRED).toBe('Please enter a YouTube video URL');
    expect(VIDEO_URL_INVALID).toBe(
      'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)',
    );
  });
});

describe('watchUrl', () => {
  it('builds the only address the server fetches from the id alone', () => {
    expect(watchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(() => watchUrl('../../etc')).toThrow();
  });
});
