import { describe, expect, it } from 'vitest';
import {
  COPYRIGHT_MESSAGE,
  downloadPath,
  formatDuration,
  GENERIC_ERROR_MESSAGE,
  PRIVATE_VIDEO_MESSAGE,
  qualityForIndex,
  TRY_ANOTHER_VIDEO_MESSAGE,
  UNAVAILABLE_MESSAGE,
  VideoInfoError,
  videoErrorMessage,
} from './videoApi.ts';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [213, '3:33'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000 + 61, '10:01:01'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d seconds is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('videoErrorMessage (spec section 8)', () => {
  it.each([
    [
      'This is a private video. Please sign in to verify that you may see it.',
      PRIVATE_VIDEO_MESSAGE,
    ],
    ['Private video', PRIVATE_VIDEO_MESSAGE],
    [PRIVATE_VIDEO_MESSAGE, PRIVATE_VIDEO_MESSAGE],
    ['Video unavailable: blocked on copyright grounds', COPYRIGHT_MESSAGE],
    [COPYRIGHT_MESSAGE, COPYRIGHT_MESSAGE],
    ['Video unavailable', UNAVAILABLE_MESSAGE],
    [UNAVAILABLE_MESSAGE, UNAVAILABLE_MESSAGE],
    [
      'Too many requests. Please wait a minute and try again.',
      'Too many requests. Please wait a minute and try again.',
    ],
    ['Please enter a YouTube video URL', 'Please enter a YouTube video URL'],
    ['', TRY_ANOTHER_VIDEO_MESSAGE],
    ['   ', TRY_ANOTHER_VIDEO_MESSAGE],
  ])('the server saying %j shows %j', (serverMessage, shown) => {
    expect(videoErrorMessage(new VideoInfoError(serverMessage))).toBe(shown);
  });

  it('a failure that is not the server speaking (network, abort) gets the generic fallback', () => {
    expect(videoErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(videoErrorMessage('boom')).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe(
      'An error occurred while fetching video information. Please try again.',
    );
  });
});

describe('the download link', () => {
  it('encodes the video URL and names the format and quality', () => {
    expect(downloadPath('https://www.youtube.com/watch?v=abc&t=1s', 'mp4', 'highest')).toBe(
      '/api/youtube/download?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc%26t%3D1s&format=mp4&quality=highest',
    );
    expect(downloadPath('youtu.be/abc', 'mp3', 'standard')).toBe(
      '/api/youtube/download?url=youtu.be%2Fabc&format=mp3&quality=standard',
    );
  });

  it('asks for the highest quality for the first option and standard for the second', () => {
    expect(qualityForIndex(0)).toBe('highest');
    expect(qualityForIndex(1)).toBe('standard');
  });
});
