import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import wordCounter, { aboutDuration, duration, READING_WPM, SPEAKING_WPM } from './word-counter.ts';

describe('the word counter', () => {
  it('counts the sample text, the Gettysburg Address (Bliss copy), on load', () => {
    const { results, errors } = evaluate(wordCounter, {});
    expect(errors).toEqual({});
    // By hand: 272 words split at spaces and dashes, less one for battle-field; 10 sentences
    // and 3 paragraphs; 1,454 characters, 1,189 without spaces (Python len() of the text).
    expect(results).toMatchObject({
      words: 271,
      sentences: 10,
      paragraphs: 3,
      characters: 1454,
      charactersNoSpaces: 1189,
    });
    // 271 ÷ 238 = 1.1387 minutes (68.3 s); 271 ÷ 150 = 1.8067 minutes (108.4 s).
    expect(results!.readingMinutes).toBeCloseTo(1.1387, 4);
    expect(results!.speakingMinutes).toBeCloseTo(1.8067, 4);
  });

  it('says a time under half a second is under 1 s, not 0 s', () => {
    // One word: 1 ÷ 238 minutes = 0.25 s to read, 1 ÷ 150 = 0.4 s to say.
    const { results } = evaluate(wordCounter, { text: 'Hello' });
    const values = { text: 'Hello' };
    expect(wordCounter.summary!(values, results!, '2026-12-04')).toBe(
      '1 word in 1 sentence and 1 paragraph: under 1 s to read and under 1 s to say aloud.',
    );
    expect(wordCounter.steps(values, results!, { advice: true }).slice(-2)).toEqual([
      'Reading time = 1 word ÷ 238 words a minute = 0.004202 minutes, under 1 s',
      'Speaking time = 1 word ÷ 150 words a minute = 0.01 minutes, under 1 s',
    ]);
  });

  it('uses the published rates', () => {
    expect(READING_WPM).toBe(238);
    expect(SPEAKING_WPM).toBe(150);
  });

  it('counts an empty text as nothing, without an error', () => {
    const { results, errors } = evaluate(wordCounter, { text: '' });
    expect(errors).toEqual({});
    expect(results).toEqual({
      words: 0,
      characters: 0,
      charactersNoSpaces: 0,
      sentences: 0,
      paragraphs: 0,
      readingMinutes: 0,
      speakingMinutes: 0,
    });
  });

  it('accepts 100,000 characters and refuses more', () => {
    // 20,000 × 'word ' is 100,000 characters and 20,000 words.
    const longest = 'word '.repeat(20_000);
    expect(evaluate(wordCounter, { text: longest }).results?.words).toBe(20_000);
    expect(evaluate(wordCounter, { text: `${longest}x` }).errors).toEqual({
      text: 'Enter at most 100,000 characters',
    });
  });

  it('keeps the text out of the URL', () => {
    expect(wordCounter.fields.text.private).toBe(true);
  });
});

describe('durations', () => {
  it.each([
    [0, '0 s'],
    [0.5, '30 s'],
    [271 / 238, '1 min 8 s'],
    [2, '2 min'],
    [59.995, '1 h'],
    [125.5, '2 h 5 min'],
  ])('%s minutes is %s', (minutes, text) => {
    expect(duration(minutes)).toBe(text);
  });

  it('says about a time, under 1 s one the nearest second shows as 0 s, and no time 0 s', () => {
    expect(aboutDuration(271 / 238)).toBe('about 1 min 8 s');
    expect(aboutDuration(1 / 238)).toBe('under 1 s');
    expect(aboutDuration(0.5 / 60)).toBe('about 1 s');
    expect(aboutDuration(0)).toBe('0 s');
  });
});
