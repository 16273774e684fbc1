import { describe, expect, it } from 'vitest';
import {
  countCharacters,
  countCharactersWithoutSpaces,
  countParagraphs,
  countSentences,
  countWords,
  wordsOf,
} from './text.ts';

// Each case is counted both with Intl.Segmenter and with the regular expression used where a
// browser lacks it: the two must agree on ordinary text.
const engines = [
  ['Intl.Segmenter', Intl.Segmenter],
  ['the fallback', null],
] as const;

describe.each(engines)('words, with %s', (_name, Segmenter) => {
  it.each([
    // [text, words] — worked by hand.
    ['', []],
    ['   \n\t ', []],
    ['Hello, world!', ['Hello', 'world']],
    [
      'We are met on a great battle-field of that war.',
      ['We', 'are', 'met', 'on', 'a', 'great', 'battle-field', 'of', 'that', 'war'],
    ],
    [
      'we can not dedicate--we can not consecrate',
      ['we', 'can', 'not', 'dedicate', 'we', 'can', 'not', 'consecrate'],
    ],
    ['dedicate—we', ['dedicate', 'we']],
    ['well - known', ['well', 'known']],
    ["don't stop, Lincoln’s speech", ["don't", 'stop', 'Lincoln’s', 'speech']],
    ['It costs 1,000.50 dollars', ['It', 'costs', '1,000.50', 'dollars']],
    ['a,b', ['a', 'b']],
    ['café naïve Ελλάδα Москва', ['café', 'naïve', 'Ελλάδα', 'Москва']],
    ['thumbs 👍🏽 up — 100%', ['thumbs', 'up', '100']],
    ['snake_case words', ['snake_case', 'words']],
  ])('finds the words of %j', (text, words) => {
    expect(wordsOf(text, Segmenter)).toEqual(words);
    expect(countWords(text, Segmenter)).toBe(words.length);
  });

  it.each([
    // [text, sentences] — by hand.
    ['', 0],
    ['One sentence without a stop', 1],
    ['First. Second? Third!', 3],
    ['He said “Stop.” Then he left.', 2],
    ['A heading\nA line of text. Another one.', 3],
    ['First.\n\nSecond.', 2],
    ['The value is 3.5 kg today.', 1],
    ['... !!!', 0],
  ])('counts the sentences of %j', (text, sentences) => {
    expect(countSentences(text, Segmenter)).toBe(sentences);
  });

  it.each([
    // [text, characters, without spaces] — by hand: an accented letter made of e + U+0301 and
    // a thumbs-up with a skin tone are one character each; a CR LF line break is one.
    ['', 0, 0],
    ['a b', 3, 2],
    ['cafe\u0301', 4, 4],
    ['👍🏽 ok', 4, 3],
    ['a\r\nb', 3, 2],
    ['tab\there', 8, 7],
    // A flag (two regional indicators) and a family joined by zero-width joiners: one each.
    ['🇬🇧 👨‍👩‍👧', 3, 2],
  ])('counts the characters of %j', (text, characters, withoutSpaces) => {
    expect(countCharacters(text, Segmenter)).toBe(characters);
    expect(countCharactersWithoutSpaces(text, Segmenter)).toBe(withoutSpaces);
  });
});

describe('words in scripts without spaces', () => {
  it('are found one by one by Intl.Segmenter, and as one run by the fallback', () => {
    // “Tokyo is the capital of Japan”: 東京 / は / 日本 / の / 首都 / です.
    expect(countWords('東京は日本の首都です', Intl.Segmenter)).toBe(6);
    expect(countWords('東京は日本の首都です', null)).toBe(1);
  });
});

describe('paragraphs', () => {
  it.each([
    ['', 0],
    ['One line', 1],
    ['First paragraph.\n\nSecond paragraph.\n\n\nThird.', 3],
    ['Line one\nLine two\r\nLine three\rLine four', 4],
    ['Text\n   \n***\nMore', 2],
  ])('counts the lines with words in %j', (text, paragraphs) => {
    expect(countParagraphs(text)).toBe(paragraphs);
  });
});

describe('plain ASCII, matched without Intl.Segmenter for speed', () => {
  it('finds the same words as Intl.Segmenter', () => {
    const text =
      "x:y 1;2 a.b e.g. U.S.A. it's 'tis dogs' a--b 3a a_b $5.00 #tag @user C++ 100% x-y- -z " +
      "a,b 1,2 1.5.6 a.1 1:2 end.Next o'clock rock'n'roll A-1 3-4 a.-b 1'000 a;b (p) [x] a/b";
    // A non-ASCII word at the end sends the whole text (one piece) to Intl.Segmenter.
    const bySegmenter = wordsOf(`${text} é`).slice(0, -1);
    expect(wordsOf(text)).toEqual(bySegmenter);
    expect(bySegmenter).toContain('a');
    expect(bySegmenter).not.toContain('a.1');
  });
});

describe('long texts, segmented in pieces', () => {
  it('count as a whole', () => {
    // 20,000 words of 5 characters with their space.
    const ascii = 'word '.repeat(20_000);
    expect(countWords(ascii)).toBe(20_000);
    expect(countCharacters(ascii)).toBe(100_000);
    // Each repeat: 'ab', a space, a family of three joined by zero-width joiners, a space.
    const emoji = 'ab 👨‍👩‍👧 '.repeat(5_000);
    expect(countCharacters(emoji)).toBe(25_000);
    expect(countCharactersWithoutSpaces(emoji)).toBe(15_000);
    expect(countWords(emoji)).toBe(5_000);
    // One line of 5,000 sentences, and 2,000 lines of 2 sentences with accents.
    expect(countSentences('The quick brown fox. '.repeat(5_000))).toBe(5_000);
    expect(countSentences('Café au lait. Crème brûlée!\n'.repeat(2_000))).toBe(4_000);
    expect(countWords('Café au lait. Crème brûlée!\n'.repeat(2_000))).toBe(10_000);
  });

  it('count every character of a text without spaces', () => {
    // Japanese without a space: pieces are cut before a letter, never inside a character.
    const japanese = '東京は日本の首都です'.repeat(10_000);
    expect(countCharacters(japanese)).toBe(100_000);
    // Cuts may split one word of such a text in two: at most one word more per piece of 800.
    const words = countWords(japanese);
    expect(words).toBeGreaterThanOrEqual(60_000);
    expect(words).toBeLessThanOrEqual(60_000 + 100_000 / 800);
  });
});
