// Converting a text's letter case, for the text case converter (its definition counts the result,
// its panel shows it). Each line is converted on its own, so a list of titles or names keeps its
// lines. Pure functions.

export type CaseStyle =
  'upper' | 'lower' | 'title' | 'sentence' | 'camel' | 'pascal' | 'snake' | 'kebab';

export const CASE_STYLES: readonly { value: CaseStyle; label: string }[] = [
  { value: 'upper', label: 'UPPER CASE' },
  { value: 'lower', label: 'lower case' },
  { value: 'title', label: 'Title Case' },
  { value: 'sentence', label: 'Sentence case' },
  { value: 'camel', label: 'camelCase' },
  { value: 'pascal', label: 'PascalCase' },
  { value: 'snake', label: 'snake_case' },
  { value: 'kebab', label: 'kebab-case' },
];

/**
 * Words a title keeps in lower case unless first or last (The Chicago Manual of Style, 17th ed.,
 * 8.159): the articles, the coordinating conjunctions and, but, for, or and nor, "to" and "as",
 * and prepositions of any length. Up, down, out and off are left out: they are as often adverbs
 * ("Look Up", "Turn Down"), which Chicago capitalises.
 */
export const TITLE_MINOR_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'and',
  'but',
  'for',
  'or',
  'nor',
  'to',
  'as',
  'about',
  'above',
  'according',
  'across',
  'after',
  'against',
  'along',
  'amid',
  'among',
  'around',
  'at',
  'before',
  'behind',
  'below',
  'beneath',
  'beside',
  'between',
  'beyond',
  'by',
  'concerning',
  'despite',
  'during',
  'except',
  'from',
  'in',
  'inside',
  'into',
  'like',
  'near',
  'of',
  'on',
  'onto',
  'outside',
  'over',
  'past',
  'per',
  'regarding',
  'since',
  'through',
  'throughout',
  'toward',
  'towards',
  'under',
  'underneath',
  'until',
  'upon',
  'via',
  'with',
  'within',
  'without',
]);

/** A word of running text: letters, digits and apostrophes, hyphenated parts included. */
const TEXT_WORD = /[\p{L}\p{N}\p{M}'’]+(?:[-\u2010\u2011][\p{L}\p{N}\p{M}'’]+)*/gu;

/** Punctuation between words where a title starts again (a subtitle): colon, dash, stop. */
const SUBTITLE_BREAK = /[:—–?!.]/u;

/** Whether a word has a capital after its first letter (NASA, iPhone, McDonald). */
function hasInnerCapital(word: string): boolean {
  return /\p{Lu}/u.test([...word].slice(1).join(''));
}

/** The word with its first letter in capitals and the rest as `rest` makes them. */
function capitalise(word: string, rest: (text: string) => string = (text) => text): string {
  const index = word.search(/[\p{L}\p{N}]/u);
  if (index < 0) return word;
  const first = String.fromCodePoint(word.codePointAt(index)!);
  return word.slice(0, index) + first.toUpperCase() + rest(word.slice(index + first.length));
}

/**
 * A word as a title shows it when not lower-cased: as typed when it has a capital inside (an
 * acronym or a brand: NASA, iPhone; unless the whole title is in capitals), else with a capital
 * first letter and the rest in lower case.
 */
function keptOrCapitalised(word: string, shouting: boolean): string {
  if (!shouting && hasInnerCapital(word)) return word;
  return capitalise(word, (rest) => rest.toLowerCase());
}

/** Whether a title or sentence is written in capitals (it has letters, none in lower case). */
function isShouting(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/** A line in title case (see TITLE_MINOR_WORDS). */
function titleLine(line: string, shouting: boolean): string {
  const matches = [...line.matchAll(TEXT_WORD)];
  let result = '';
  let last = 0;
  matches.forEach((match, index) => {
    const word = match[0];
    const before = line.slice(last, match.index);
    last = match.index + word.length;
    const after = line.slice(last, matches[index + 1]?.index ?? line.length);
    // First and last words, and the words either side of a subtitle break, are capitalised.
    const edge =
      index === 0 ||
      index === matches.length - 1 ||
      SUBTITLE_BREAK.test(before) ||
      SUBTITLE_BREAK.test(after);
    const parts = word.split(/([-\u2010\u2011])/u).map((part, position) => {
      if (position % 2 === 1) return part; // the hyphen itself
      const minor = TITLE_MINOR_WORDS.has(part.toLowerCase().replace(/’/g, "'"));
      // In a hyphenated word the first part is capitalised and later parts unless minor.
      if (minor && !(edge && position === 0)) return part.toLowerCase();
      return keptOrCapitalised(part, shouting);
    });
    result += before + parts.join('');
  });
  return result + line.slice(last);
}

/** A line in sentence case: lower case, with a capital at the start of each sentence and for I. */
function sentenceLine(line: string): string {
  // Sentences end after . ! ? or … (and any closing quotes or brackets) and a space.
  return line
    .split(/(?<=[.!?…]['"’”)\]]*\s+)/u)
    .map((sentence) => {
      // A sentence in capitals is shouted, and lowered whole; otherwise capitals inside a word
      // mark an acronym or a brand (NASA, iPhone), kept as typed.
      const shouting = isShouting(sentence);
      let first = true;
      return sentence.replace(TEXT_WORD, (word: string) => {
        const capital = first || /^i(?:['’](?:m|d|ll|ve))?$/iu.test(word);
        first = false;
        if (!shouting && hasInnerCapital(word)) return word;
        return capital ? capitalise(word.toLowerCase()) : word.toLowerCase();
      });
    })
    .join('');
}

/** The words of an identifier or phrase: split at anything but letters and digits, and at humps. */
export function identifierWords(line: string): string[] {
  return line
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .flatMap((part) => part.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
    .filter((word) => word !== '');
}

/** The text in the chosen case, line by line. */
export function convertCase(text: string, style: CaseStyle): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((line, index) => {
      if (index % 2 === 1) return line; // the line break itself
      switch (style) {
        case 'upper':
          return line.toUpperCase();
        case 'lower':
          return line.toLowerCase();
        case 'title':
          return titleLine(line, isShouting(line));
        case 'sentence':
          return sentenceLine(line);
        case 'camel':
        case 'pascal': {
          const words = identifierWords(line).map((word) =>
            capitalise(word, (rest) => rest.toLowerCase()),
          );
          if (style === 'camel' && words.length > 0) words[0] = words[0]!.toLowerCase();
          return words.join('');
        }
        case 'snake':
          return identifierWords(line)
            .map((word) => word.toLowerCase())
            .join('_');
        case 'kebab':
          return identifierWords(line)
            .map((word) => word.toLowerCase())
            .join('-');
      }
    })
    .join('');
}
