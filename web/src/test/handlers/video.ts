import { http, HttpResponse } from 'msw';

/** A video info answer as GET /api/youtube/info gives it (spec section 7), recorded once. */
export const videoInfoFixture = {
  id: 'dQw4w9WgXcQ',
  title: 'Rick Astley - Never Gonna Give You Up (Official Video)',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  duration: 213,
  author: 'Rick Astley',
  formats: {
    mp4: [{ quality: '720p' }, { quality: '360p' }],
    mp3: [{ quality: '256kbps' }, { quality: '128kbps' }],
  },
};

/** The `url` query parameter of every video info request the app made, in order. */
export const videoInfoRequests: string[] = [];

/** Mock API answers for the downloader pages. */
export const videoHandlers = [
  http.get('*/api/youtube/info', ({ request }) => {
    videoInfoRequests.push(new URL(request.url).searchParams.get('url') ?? '');
    return HttpResponse.json(videoInfoFixture);
  }),
];
