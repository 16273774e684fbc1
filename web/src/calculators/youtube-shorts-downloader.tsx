import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 9,
  name: 'YouTube Shorts Downloader',
  description: 'Save a YouTube Short as an MP4 video or its sound as an MP3, free.',
  category: 'free-tools',
  icon: 'download',
  iconBg: 'red',
  featured: false,
  publishedAt: '2025-04-03',
  updatedAt: '2025-04-03',
  related: [],
  keywords: 'youtube shorts video download mp4 mp3',
} satisfies CalculatorRecord;

export { ShortsDownloaderPage as default } from '../features/downloader/ShortsDownloaderPage.tsx';
