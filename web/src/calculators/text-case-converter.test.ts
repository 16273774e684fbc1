import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import converter from './text-case-converter.ts';
import { convertCase, identifierWords } from './text-case-converter/convertCase.ts';

const FOX = 'the quick brown fox jumps over the lazy dog';

describe('the case styles of Wikipedia’s “Letter case” example', () => {
  it.each([
    ['upper', 'THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG'],
    ['lower', 'the quick brown fox jumps over the lazy dog'],
    ['title', 'The Quick Brown Fox Jumps over the Lazy Dog'],
    ['sentence', 'The quick brown fox jumps over the lazy dog'],
    ['camel', 'theQuickBrownFoxJumpsOverTheLazyDog'],
    ['pascal', 'TheQuickBrownFoxJumpsOverTheLazyDog'],
    ['snake', 'the_quick_brown_fox_jumps_over_the_lazy_dog'],
    ['kebab', 'the-quick-brown-fox-jumps-over-the-lazy-dog'],
  ] as const)('%s', (style, expected) => {
    expect(convertCase(FOX, style)).toBe(expected);
    // From any other style of the same words, except those that lose the spaces.
    expect(convertCase('THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG', style)).toBe(expected);
  });
});

describe('Title Case, by The Chicago Manual of Style’s examples (17th ed., 8.160)', () => {
  it.each([
    'Mnemonics That Work Are Better Than Rules That Do Not',
    'Singing While You Work',
    'A Little Learning Is a Dangerous Thing',
    'Four Theories concerning the Gospel according to Matthew',
    'Tired but Happy',
    'Sitting on the Floor in an Empty Room',
    // Chicago’s Q&A: participial prepositions in lower case.
    'The World according to Garp',
  ])('%s', (title) => {
    expect(convertCase(title.toLowerCase(), 'title')).toBe(title);
    expect(convertCase(title.toUpperCase(), 'title')).toBe(title);
  });

  it('capitalises the words either side of a subtitle break, and the last word', () => {
    expect(convertCase('gone with the wind: a novel of the south', 'title')).toBe(
      'Gone with the Wind: A Novel of the South',
    );
    expect(convertCase('what it is for', 'title')).toBe('What It Is For');
  });

  it('capitalises each part of a hyphenated word but minor ones', () => {
    expect(convertCase('a well-known self-reliance guide', 'title')).toBe(
      'A Well-Known Self-Reliance Guide',
    );
    expect(convertCase('a day-to-day plan', 'title')).toBe('A Day-to-Day Plan');
  });

  it('keeps acronyms and brands as typed, unless the whole text is in capitals', () => {
    expect(convertCase('the NASA guide to the iPhone', 'title')).toBe(
      'The NASA Guide to the iPhone',
    );
    expect(convertCase('THE NASA GUIDE', 'title')).toBe('The Nasa Guide');
  });
});

describe('Sentence case', () => {
  it('capitalises the start of each sentence and line, and I', () => {
    expect(convertCase('HELLO THERE. i think i’m done! are you?\nNEW LINE', 'sentence')).toBe(
      'Hello there. I think I’m done! Are you?\nNew line',
    );
  });

  it('keeps words with capitals inside, in mixed text', () => {
    expect(convertCase('my iPhone and NASA. Then London', 'sentence')).toBe(
      'My iPhone and NASA. Then london',
    );
  });
});

describe('names in programming styles', () => {
  it('splits at spaces, punctuation and humps, and drops apostrophes', () => {
    expect(identifierWords("XMLHttpRequest, version2Update! don't-stop")).toEqual([
      'XML',
      'Http',
      'Request',
      'version2',
      'Update',
      'dont',
      'stop',
    ]);
  });

  it.each([
    ['camel', 'xmlHttpRequest'],
    ['pascal', 'XmlHttpRequest'],
    ['snake', 'xml_http_request'],
    ['kebab', 'xml-http-request'],
  ] as const)('converts XMLHttpRequest to %s', (style, expected) => {
    expect(convertCase('XMLHttpRequest', style)).toBe(expected);
  });

  it('converts line by line, keeping blank lines and Windows line breaks', () => {
    expect(convertCase('first name\r\n\r\nlast name', 'snake')).toBe('first_name\r\n\r\nlast_name');
    expect(convertCase('Café crème\nΓεια σου κόσμε', 'camel')).toBe('caféCrème\nγειαΣουΚόσμε');
  });
});

describe('the results', () => {
  it('count the converted text, the original and its words', () => {
    // By hand: 'the_quick…' is 43 characters; 'theQuickBrownFox…' 35; 9 words.
    expect(evaluate(converter, { text: FOX, case: 'snake' }).results).toEqual({
      characters: 43,
      originalCharacters: 43,
      words: 9,
    });
    expect(evaluate(converter, { text: `  ${FOX}!  `, case: 'camel' }).results).toEqual({
      characters: 35,
      originalCharacters: 48,
      words: 9,
    });
  });

  it('counts a character that grows in capitals', () => {
    // German ß is SS in capitals: 'straße' (6) → 'STRASSE' (7).
    expect(evaluate(converter, { text: 'straße', case: 'upper' }).results?.characters).toBe(7);
  });

  it('gives nothing for an empty text, and refuses more than 100,000 characters', () => {
    expect(evaluate(converter, { text: '', case: 'title' }).results).toEqual({
      characters: 0,
      originalCharacters: 0,
      words: 0,
    });
    expect(evaluate(converter, { text: 'x'.repeat(100_001), case: 'title' }).errors).toEqual({
      text: 'Enter at most 100,000 characters',
    });
  });

  it('keeps the text out of the URL', () => {
    expect(converter.fields.text.private).toBe(true);
  });
});
