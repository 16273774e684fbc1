import { formatCount, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { countCharacters, countWords } from './shared/text.ts';
import { CASE_STYLES, convertCase, type CaseStyle } from './text-case-converter/convertCase.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 66,
  name: 'Text Case Converter',
  description:
    'Change a text to UPPER CASE, lower case, Title Case, Sentence case, camelCase, snake_case or kebab-case.',
  category: 'free-tools',
  icon: 'case',
  iconBg: 'purple',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'word-counter',
    'qr-code-generator',
    'password-generator',
    'number-to-words-converter',
    'json-formatter',
  ],
  keywords: 'text case uppercase lowercase title case camelcase snake case',
} satisfies CalculatorRecord;

// The text case converter: a text in UPPER, lower, Title, Sentence, camel, Pascal, snake or
// kebab case. The converted text is drawn by a panel under the results, with a Copy button; the
// results are its counts. The text is the visitor's own: a private field, kept out of the URL.

const EXAMPLE = 'the quick brown fox jumps over the lazy dog';

/** What each style does, as the About section and the steps say it. */
const RULES: Record<CaseStyle, string> = {
  upper: 'every letter in capitals',
  lower: 'every letter in lower case',
  title:
    'each word capitalised except articles, the conjunctions and, but, for, or and nor, “to”, ' +
    '“as” and prepositions, unless first or last',
  sentence: 'lower case, with a capital at the start of each sentence and for “I”',
  camel: 'words joined, each after the first starting with a capital',
  pascal: 'words joined, each starting with a capital',
  snake: 'words in lower case joined by underscores',
  kebab: 'words in lower case joined by hyphens',
};

/** 'camelCase', the label of a style. */
function labelOf(style: CaseStyle): string {
  return CASE_STYLES.find((option) => option.value === style)!.label;
}

export default defineCalculator({
  slug: 'text-case-converter',
  fields: {
    text: {
      kind: 'text',
      label: 'Your text',
      default: EXAMPLE,
      multiline: true,
      rows: 8,
      maxLength: 100_000,
      private: true,
      placeholder: 'Type or paste the text to convert',
      help: 'Converted in your browser: your text is not sent anywhere, nor put in the page’s address.',
    },
    case: {
      kind: 'choice',
      label: 'Convert to',
      default: 'title',
      options: CASE_STYLES,
    },
  },
  outputs: {
    characters: { label: 'Characters after conversion', format: 'integer' },
    originalCharacters: { label: 'Characters before', format: 'integer' },
    words: { label: 'Words', format: 'integer' },
  },
  compute(v) {
    return {
      characters: countCharacters(convertCase(v.text, v.case)),
      originalCharacters: countCharacters(v.text),
      words: countWords(v.text),
    };
  },
  panel: {
    load: () => import('./text-case-converter/ConvertedTextPanel.tsx'),
    where: 'results',
  },
  notes: [
    'Your text stays in this browser: it is not in the page’s address, so a shared link never ' +
      'carries it, and it is never sent anywhere. Only the counts and the case chosen are ' +
      'recorded, with the site’s anonymous usage statistics.',
  ],
  steps: (v, r) => [
    `${labelOf(v.case)}: ${RULES[v.case]}, line by line`,
    `${formatCount(r.words, 'words')}; ${formatCount(r.originalCharacters, 'characters')} before, ` +
      `${formatPlain(r.characters)} after`,
  ],
  about: [
    'Each line is converted on its own, so a list keeps its lines. UPPER and lower case change ' +
      'every letter, in any alphabet that has capitals (Greek, Cyrillic and others).',
    'Title Case follows the headline style of The Chicago Manual of Style (17th edition, §8.159): ' +
      'the first and last words and every major word are capitalised; articles (a, an, the), ' +
      'the conjunctions and, but, for, or and nor, the words “to” and “as”, and prepositions of ' +
      'any length (of, over, between, according…) are in lower case unless first or last, or ' +
      'next to a colon or dash that starts a subtitle. In a hyphenated word each part is ' +
      'capitalised except those minor words (Well-Known, Self-Reliance). A program cannot tell ' +
      'a preposition from an adverb, so check words such as “on” or “over” used as adverbs ' +
      '(Chicago capitalises them: “Turn On”).',
    'Sentence case puts the text in lower case with a capital at the start of each sentence and ' +
      'line, and for “I”. Names cannot be recognised, so “london” stays in lower case: check ' +
      'proper nouns. In Title and Sentence case a word with a capital after its first letter ' +
      '(NASA, iPhone) is kept as typed, unless the whole line (in Title Case) or sentence is in ' +
      'capitals.',
    'camelCase, PascalCase, snake_case and kebab-case, the styles of names in programming ' +
      '(Wikipedia, “Letter case”), split the text into words at spaces and punctuation and at ' +
      'the humps of a name already in camelCase (XMLHttpRequest is XML, Http, Request), drop ' +
      'apostrophes, and join the words.',
  ],
  faq: [
    {
      question: 'Which words stay in lower case in Title Case?',
      answer:
        'Articles (a, an, the), the conjunctions and, but, for, or and nor, “to” and “as”, and ' +
        'prepositions such as of, in, on, over and according, unless they are the first or last ' +
        'word: “The Quick Brown Fox Jumps over the Lazy Dog”, as The Chicago Manual of Style ' +
        'writes titles.',
    },
    {
      question: 'What is the difference between camelCase and PascalCase?',
      answer:
        'Both join the words and start each with a capital; camelCase keeps the first word in ' +
        'lower case (theQuickBrownFox) and PascalCase capitalises it too (TheQuickBrownFox).',
    },
    {
      question: 'Is my text sent anywhere?',
      answer:
        'No. It is converted in your browser and not added to the page’s address, so a shared ' +
        'link opens the page with the example text, not yours.',
    },
    {
      question: 'Why did a name lose its capital in Sentence case?',
      answer:
        'Sentence case lowers every word except the first of each sentence, “I”, and words with ' +
        'a capital inside such as NASA or iPhone; it cannot know that a word is a name, so put ' +
        'the capitals of names back by hand.',
    },
  ],
  references: [
    {
      source:
        'Unicode Character Database, SpecialCasing.txt (https://www.unicode.org/Public/UCD/' +
        'latest/ucd/SpecialCasing.txt): “00DF; 00DF; 0053 0073; 0053 0053; # LATIN SMALL ' +
        'LETTER SHARP S”, the German es-zed in upper case is SS, two characters',
      inputs: { text: 'ß', case: 'upper' },
      expected: { characters: 2, originalCharacters: 1 },
      tolerance: 0,
    },
    {
      source:
        'Unicode Character Database, SpecialCasing.txt (https://www.unicode.org/Public/UCD/' +
        'latest/ucd/SpecialCasing.txt): “FB03; FB03; 0046 0066 0069; 0046 0046 0049; # LATIN ' +
        'SMALL LIGATURE FFI”, the ligature ﬃ in upper case is FFI, three characters',
      inputs: { text: 'ﬃ', case: 'upper' },
      expected: { characters: 3, originalCharacters: 1 },
      tolerance: 0,
    },
    {
      source:
        'The Chicago Manual of Style, 17th ed., 8.160, as quoted by TAFE SA Library ' +
        '(https://tafesa.libguides.com/visualarts/chicagotitles): “Four Theories concerning the ' +
        'Gospel according to Matthew”, 56 characters',
      inputs: { text: 'four theories concerning the gospel according to matthew', case: 'title' },
      expected: { characters: 56, words: 8 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, “Letter case”, case styles (https://en.wikipedia.org/wiki/Letter_case): ' +
        '“theQuickBrownFoxJumpsOverTheLazyDog”, 35 characters',
      inputs: { text: EXAMPLE, case: 'camel' },
      expected: { characters: 35, originalCharacters: 43, words: 9 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, “Letter case”, case styles (https://en.wikipedia.org/wiki/Letter_case): ' +
        '“the_quick_brown_fox_jumps_over_the_lazy_dog”, 43 characters',
      inputs: { text: EXAMPLE, case: 'snake' },
      expected: { characters: 43 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia, “Letter case”, case styles (https://en.wikipedia.org/wiki/Letter_case): ' +
        '“TheQuickBrownFoxJumpsOverTheLazyDog”, 35 characters',
      inputs: { text: 'The quick brown fox jumps over the lazy dog.', case: 'pascal' },
      expected: { characters: 35, words: 9 },
      tolerance: 0,
    },
  ],
});
