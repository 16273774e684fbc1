import { describe, expect, it } from 'vitest';
import { EMPTY_URL_MESSAGE, INVALID_URL_MESSAGE, videoUrlError } from './videoUrl.ts';

describe('the video URL rule (spec section 5)', () => {
  it('says the messages word for word', () => {
    expect(EMPTY_URL_MESSAGE).toBe('Please enter a YouTube video URL');
    expect(INVALID_URL_MESSAGE).toBe(
      'Please enter a valid YouTube URL (e.g., youtube.com/watch?v=xxxxx or youtube.com/shorts/xxxxx)',
    );
  });

  it.each([
    ['', EMPTY_URL_MESSAGE],
    ['   ', EMPTY_URL_MESSAGE],
    ['\t\n', EMPTY_URL_MESSAGE],
  ])('%j is empty', (input, message) => {
    expect(videoUrlError(input)).toBe(message);
  });

  it.each([
    // watch?v=, with and without scheme, www or m
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'm.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://www.youtube.com/watch?v=a-b_c',
    // shorts/
    'https://youtube.com/shorts/abcDEF12345',
    'https://www.youtube.com/shorts/abcDEF12345',
    'youtube.com/shorts/abcDEF12345',
    'https://youtube.com/shorts/abcDEF12345?feature=share',
    'https://m.youtube.com/shorts/abcDEF12345',
    // v/
    'https://www.youtube.com/v/dQw4w9WgXcQ',
    'youtube.com/v/dQw4w9WgXcQ',
    // youtu.be
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=AbC123',
    // the app short-link host
    'https://youtube.app.goo.gl/AbCd1234',
    'youtube.app.goo.gl/AbCd1234',
    // surrounding spaces are ignored; hosts in any case (phone keyboards capitalise)
    '  https://youtu.be/dQw4w9WgXcQ  ',
    'Youtube.com/shorts/abcDEF12345',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ',
  ])('accepts %s', (input) => {
    expect(videoUrlError(input)).toBeNull();
  });

  it.each([
    'dQw4w9WgXcQ',
    'hello',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?list=PL123',
    'https://youtube.com/shorts/',
    'https://youtu.be/',
    'https://youtube.com/channel/UC123',
    'https://www.youtube.com/@RickAstleyYT',
    'https://vimeo.com/123456',
    'https://www.notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=%20',
    'see https://youtu.be/dQw4w9WgXcQ',
  ])('rejects %s', (input) => {
    expect(videoUrlError(input)).toBe(INVALID_URL_MESSAGE);
  });
});
