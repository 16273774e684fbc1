import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 10,
  name: 'YouTube Video Downloader',
  description: 'Download a YouTube video as MP4 or its audio as MP3, for personal use.',
  category: 'free-tools',
  icon: 'download',
  iconBg: 'red',
  featured: false,
  publishedAt: '2025-04-03',
  updatedAt: '2025-04-03',
  related: [],
  keywords: 'youtube video download mp4 mp3 audio music',
} satisfies CalculatorRecord;

export { VideoDownloaderPage as default } from '../features/downloader/VideoDownloaderPage.tsx';
