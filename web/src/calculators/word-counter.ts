import { capitalised, formatCount, formatFigure, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { characterCounts, countParagraphs, countSentences, countWords } from './shared/text.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 65,
  name: 'Word Counter',
  description:
    'Count the words, characters, sentences and paragraphs of a text, and its reading time.',
  category: 'free-tools',
  icon: 'text',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'text-case-converter',
    'password-generator',
    'qr-code-generator',
    'number-to-words-converter',
    'json-formatter',
  ],
  keywords: 'word count character count letters',
} satisfies CalculatorRecord;

// The word counter: words, characters (with and without spaces), sentences and paragraphs of a
// text, and how long it takes to read and to say. The text is the visitor's own: it stays out of
// the URL (a private field) and is counted in the browser. How words, sentences and characters
// are counted is in shared/text.ts.

/** Silent reading of English non-fiction by adults (Brysbaert 2019, a meta-analysis). */
export const READING_WPM = 238;
/** Conversational speech of US English speakers (National Center for Voice and Speech). */
export const SPEAKING_WPM = 150;

/** The Gettysburg Address, the Bliss copy (the standard text, on the Lincoln Memorial). */
const GETTYSBURG =
  'Four score and seven years ago our fathers brought forth on this continent, a new nation, ' +
  'conceived in Liberty, and dedicated to the proposition that all men are created equal.\n\n' +
  'Now we are engaged in a great civil war, testing whether that nation, or any nation so ' +
  'conceived and so dedicated, can long endure. We are met on a great battle-field of that war. ' +
  'We have come to dedicate a portion of that field, as a final resting place for those who ' +
  'here gave their lives that that nation might live. It is altogether fitting and proper that ' +
  'we should do this.\n\n' +
  'But, in a larger sense, we can not dedicate—we can not consecrate—we can not hallow—this ' +
  'ground. The brave men, living and dead, who struggled here, have consecrated it, far above ' +
  'our poor power to add or detract. The world will little note, nor long remember what we say ' +
  'here, but it can never forget what they did here. It is for us the living, rather, to be ' +
  'dedicated here to the unfinished work which they who fought here have thus far so nobly ' +
  'advanced. It is rather for us to be here dedicated to the great task remaining before ' +
  'us—that from these honored dead we take increased devotion to that cause for which they ' +
  'gave the last full measure of devotion—that we here highly resolve that these dead shall ' +
  'not have died in vain—that this nation, under God, shall have a new birth of freedom—and ' +
  'that government of the people, by the people, for the people, shall not perish from the ' +
  'earth.';

/** Geneseo's copy of the Address, with its double hyphens, sentence by sentence. */
const GENESEO = [
  'Four score and seven years ago our fathers brought forth on this Continent, a new nation, ' +
    'conceived in Liberty, and dedicated to the proposition that all men are created equal.',
  'We are met on a great battle-field of that war.',
  'We have come to dedicate a portion of that field, as a final resting place for those who ' +
    'here gave their lives that that nation might live.',
  'But, in a larger sense, we can not dedicate--we can not consecrate--we can not hallow--this ' +
    'ground.',
  'It is for us the living, rather, to be dedicated here to the unfinished work which they who ' +
    'fought here have thus far so nobly advanced.',
] as const;

const PREAMBLE =
  'We the People of the United States, in Order to form a more perfect Union, establish ' +
  'Justice, insure domestic Tranquility, provide for the common defence, promote the general ' +
  'Welfare, and secure the Blessings of Liberty to ourselves and our Posterity, do ordain and ' +
  'establish this Constitution for the United States of America.';

/** '1 min 8 s', '45 s', '2 h 5 min' for a number of minutes (to the nearest second). */
export function duration(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const mins = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  if (hours > 0) return mins === 0 ? `${hours} h` : `${hours} h ${mins} min`;
  return secs === 0 ? `${mins} min` : `${mins} min ${secs} s`;
}

/** 'about 1 min 8 s'; 'under 1 s' for a time the nearest second would show as 0 s; none '0 s'. */
export function aboutDuration(minutes: number): string {
  const shown = duration(minutes);
  if (minutes === 0) return shown;
  return shown === '0 s' ? 'under 1 s' : `about ${shown}`;
}

/** '1 word', '271 words'. */
function plural(value: number, unit: string): string {
  return `${formatPlain(value)} ${unit}${value === 1 ? '' : 's'}`;
}

export default defineCalculator({
  slug: 'word-counter',
  fields: {
    text: {
      kind: 'text',
      label: 'Your text',
      default: GETTYSBURG,
      multiline: true,
      rows: 12,
      maxLength: 100_000,
      private: true,
      placeholder: 'Type or paste your text here',
      help: 'Counted in your browser: your text is not sent anywhere, nor put in the page’s address.',
    },
  },
  outputs: {
    words: { label: 'Words', format: 'integer', emphasis: true },
    characters: { label: 'Characters', format: 'integer', emphasis: true },
    charactersNoSpaces: { label: 'Characters without spaces', format: 'integer' },
    sentences: { label: 'Sentences', format: 'integer' },
    paragraphs: { label: 'Paragraphs', format: 'integer' },
    readingMinutes: {
      label: `Reading time (minutes, at ${READING_WPM} words a minute)`,
      format: 'number',
      decimals: 1,
      caption: (minutes) => capitalised(aboutDuration(minutes)),
    },
    speakingMinutes: {
      label: `Speaking time (minutes, at ${SPEAKING_WPM} words a minute)`,
      format: 'number',
      decimals: 1,
      caption: (minutes) => capitalised(aboutDuration(minutes)),
    },
  },
  compute(v) {
    const words = countWords(v.text);
    const characters = characterCounts(v.text);
    return {
      words,
      characters: characters.all,
      charactersNoSpaces: characters.withoutSpaces,
      sentences: countSentences(v.text),
      paragraphs: countParagraphs(v.text),
      readingMinutes: words / READING_WPM,
      speakingMinutes: words / SPEAKING_WPM,
    };
  },
  summary: (_v, r) =>
    `${plural(r.words, 'word')} in ${plural(r.sentences, 'sentence')} and ` +
    `${plural(r.paragraphs, 'paragraph')}: ${aboutDuration(r.readingMinutes)} to read and ` +
    `${aboutDuration(r.speakingMinutes)} to say aloud.`,
  notes: [
    'Your text stays in this browser: it is not in the page’s address, so a shared link never ' +
      'carries it, and it is never sent anywhere. Only the counts are recorded, with the site’s ' +
      'anonymous usage statistics.',
  ],
  steps: (_v, r) => [
    `Words: ${formatPlain(r.words)}, counting each run of letters or digits once, with ` +
      'hyphenated words (battle-field) and words with an apostrophe (don’t) as one word',
    `Characters: ${formatPlain(r.characters)} with spaces and line breaks, ` +
      `${formatPlain(r.charactersNoSpaces)} without`,
    `Sentences: ${formatPlain(r.sentences)}; paragraphs (lines with words in them): ` +
      formatPlain(r.paragraphs),
    `Reading time = ${formatCount(r.words, 'words')} ÷ ${READING_WPM} words a minute = ` +
      `${formatFigure(r.readingMinutes, 2)} minutes, ${aboutDuration(r.readingMinutes)}`,
    `Speaking time = ${formatCount(r.words, 'words')} ÷ ${SPEAKING_WPM} words a minute = ` +
      `${formatFigure(r.speakingMinutes, 2)} minutes, ${aboutDuration(r.speakingMinutes)}`,
  ],
  about: [
    'Words are found with the browser’s own word segmentation (Intl.Segmenter), which knows ' +
      'the word boundaries of every script, including languages written without spaces such as ' +
      'Chinese and Japanese; where a browser lacks it, a word is a run of letters, digits and ' +
      'accents. Words joined by one hyphen count once (battle-field, well-known); a dash or a ' +
      'double hyphen separates them. An apostrophe keeps a word whole (don’t, Lincoln’s), and so ' +
      'do a number’s grouping and decimal signs (1,000.50). Punctuation and emoji are not words.',
    'Characters are what a reader sees: an accented letter or an emoji made of several Unicode ' +
      'code points counts once. Spaces and line breaks are included in Characters and left out ' +
      'of Characters without spaces.',
    'A sentence ends at a full stop, question mark or exclamation mark followed by a space, at a ' +
      'line break, or at the end of the text, so a heading counts as a sentence, and so can an ' +
      'abbreviation such as “Mr.” followed by a name. A paragraph is a line with words in it, ' +
      'as word processors count them.',
    `Reading time uses ${READING_WPM} words a minute, the average silent reading rate of adults ` +
      'for English non-fiction found by M. Brysbaert, “How many words do we read per minute? A ' +
      'review and meta-analysis of reading rate”, Journal of Memory and Language 109 (2019), ' +
      `from 190 studies (fiction is read a little faster, at 260). Speaking time uses ` +
      `${SPEAKING_WPM} words a minute, the average conversational rate of US English speakers ` +
      'given by the National Center for Voice and Speech; speeches are often slower, at 125 to ' +
      '150 words a minute (S. E. Lucas, The Art of Public Speaking).',
  ],
  faq: [
    {
      question: 'How are hyphenated words counted?',
      answer:
        'As one word: “battle-field” and “well-known” are one word each. So the Gettysburg ' +
        'Address (the Bliss copy) counts 271 words here, while counters that split at hyphens ' +
        'give the often-quoted 272.',
    },
    {
      question: 'Is my text sent anywhere?',
      answer:
        'No. It is counted in your browser, it is not added to the page’s address, and a shared ' +
        'link opens this page with the sample text, not yours.',
    },
    {
      question: 'How is the reading time worked out?',
      answer:
        `Words divided by ${READING_WPM} words a minute, the average adult silent reading speed ` +
        'for English non-fiction in a 2019 review of 190 studies. Most adults read between 175 ' +
        'and 300 words a minute, so your own time may differ.',
    },
    {
      question: 'Why does another counter give a different number?',
      answer:
        'Counters differ on hyphenated words, numbers, dashes and text without spaces. This one ' +
        'counts a hyphenated word once, splits words at dashes, and counts Chinese or Japanese ' +
        'text by its words rather than as one long word.',
    },
  ],
  references: [
    {
      source:
        'SUNY Geneseo Writing Guide, “Gettysburg Address” with the words of each sentence ' +
        '(https://writingguide.geneseo.edu/gettys.html): the first sentence, 30 words',
      inputs: { text: GENESEO[0] },
      expected: { words: 30, sentences: 1 },
      tolerance: 0,
    },
    {
      source:
        'SUNY Geneseo Writing Guide, “Gettysburg Address” (https://writingguide.geneseo.edu/' +
        'gettys.html): “We are met on a great battle-field of that war.”, 10 words',
      inputs: { text: GENESEO[1] },
      expected: { words: 10, sentences: 1 },
      tolerance: 0,
    },
    {
      source:
        'SUNY Geneseo Writing Guide, “Gettysburg Address” (https://writingguide.geneseo.edu/' +
        'gettys.html): the fourth sentence, 27 words',
      inputs: { text: GENESEO[2] },
      expected: { words: 27 },
      tolerance: 0,
    },
    {
      source:
        'SUNY Geneseo Writing Guide, “Gettysburg Address” (https://writingguide.geneseo.edu/' +
        'gettys.html): “But, in a larger sense, we can not dedicate--…”, 19 words',
      inputs: { text: GENESEO[3] },
      expected: { words: 19 },
      tolerance: 0,
    },
    {
      source:
        'SUNY Geneseo Writing Guide, “Gettysburg Address” (https://writingguide.geneseo.edu/' +
        'gettys.html): the ninth sentence, 26 words',
      inputs: { text: GENESEO[4] },
      expected: { words: 26 },
      tolerance: 0,
    },
    {
      source:
        'House Divided, Dickinson College, “Gettysburg Address (Bliss Copy)” ' +
        '(http://hd.housedivided.dickinson.edu/node/41267): “a mere ten sentences”',
      inputs: { text: GETTYSBURG },
      expected: { sentences: 10 },
      tolerance: 0,
    },
    {
      source:
        'House Divided, Dickinson College, “Gettysburg Address (Bliss Copy)” ' +
        '(http://hd.housedivided.dickinson.edu/node/41267): “only about 272 words” (271 here, ' +
        'with battle-field as one word)',
      inputs: { text: GETTYSBURG },
      expected: { words: 272 },
      tolerance: 1,
    },
    {
      source:
        'CyCivic, “What is only 52 words long in the Constitution?” ' +
        '(https://cycivic.com/article/what-is-only-52-words-long-in-the-constitution): the ' +
        'Preamble, 52 words',
      inputs: { text: PREAMBLE },
      expected: { words: 52, sentences: 1, paragraphs: 1 },
      tolerance: 0,
    },
  ],
});
