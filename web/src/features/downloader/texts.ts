import type { FaqItem } from '../../components/FaqAccordion.tsx';
// The downloader's fixed texts, shared by the tool, both pages and their tests.

export const FETCH_BUTTON = 'Fetch Video';
export const PROCESSING_BUTTON = 'Processing...';
export const COPY_LINK = 'Copy Link';
export const COPIED = 'Copied!';
export const OPEN_IN_NEW_TAB = 'Open in new tab';
export const DOWNLOAD = 'Download';

/** How long 'Copied!' shows before the button says 'Copy Link' again (spec section 9). */
export const COPIED_MS = 2000;

/** Shown instead of a thumbnail that cannot be loaded (spec section 8). */
export const THUMBNAIL_PLACEHOLDER = '/images/video-placeholder.svg';

// Spec section 9: what the tool says about its downloads.
export const QUALITY_NOTE = 'Downloads are available in up to 720p quality, with no watermarks.';
export const EXPIRY_NOTE = 'The direct download link expires in 24 hours.';
export const COPYRIGHT_NOTICE =
  "Only download videos you own or have permission to download. This tool is for educational and personal use only; respect copyright law and YouTube's Terms of Service.";

export const SHORTS_FAQS: FaqItem[] = [
  {
    value: 'free',
    question: 'Is this YouTube Shorts downloader free?',
    answer:
      'Yes. It is completely free, needs no sign-up and has no download limits. Paste a Shorts link, click Fetch Video and choose a download.',
  },
  {
    value: 'formats',
    question: 'Which formats can I download a Short in?',
    answer:
      'MP4 gives you the video with its sound, in up to 720p. MP3 gives you only the audio, for example to keep a song or a voice-over.',
  },
  {
    value: 'watermark',
    question: 'Do downloaded Shorts have a watermark?',
    answer: 'No. The file is the video as it was uploaded, with no watermark or logo added by us.',
  },
  {
    value: 'legal',
    question: 'Is it legal to download YouTube Shorts?',
    answer:
      'Only download Shorts you made yourself or have the creator’s permission to download. Downloading copyrighted content without permission may break copyright law and YouTube’s Terms of Service. Private and restricted videos cannot be downloaded.',
  },
];

export const VIDEO_FAQS: FaqItem[] = [
  {
    value: 'free',
    question: 'Is this YouTube video downloader free?',
    answer:
      'Yes. It is completely free, needs no account and has no download limits or watermarks.',
  },
  {
    value: 'shorts',
    question: 'Can I download YouTube Shorts too?',
    answer:
      'Yes. Paste a Shorts link (youtube.com/shorts/…) just like any other video link. There is also a dedicated YouTube Shorts Downloader.',
  },
  {
    value: 'formats',
    question: 'Should I choose MP4 or MP3?',
    answer:
      'Choose MP4 for the video with its audio, in up to 720p. Choose MP3 if you only want the sound, such as music or a podcast, at 256kbps or 128kbps.',
  },
  {
    value: 'legal',
    question: 'Is it legal to download YouTube videos?',
    answer:
      'It depends on the video. Only download videos you own or have permission to download, such as your own uploads or videos published under a licence that allows it. Downloading copyrighted content without permission may break copyright law and YouTube’s Terms of Service.',
  },
];
