import { graphql, http, HttpResponse } from 'msw';
import { calculatorFixtures } from '../fixtures.ts';
import { notFoundBody } from './catalogue.ts';

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
  // The Shorts page shows its tool only when the catalogue holds the tool's record.
  graphql.query('ShortsDownloaderTool', ({ variables }) => {
    const calculator = calculatorFixtures.find((c) => c.slug === variables.slug);
    const found = calculator && {
      __typename: 'Calculator',
      id: calculator.id,
      slug: calculator.slug,
    };
    return HttpResponse.json(
      found ? { data: { calculator: found } } : notFoundBody('No calculator'),
    );
  }),
];
