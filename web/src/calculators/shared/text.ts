// Counting the words, characters, sentences and paragraphs of a text, for the word counter and
// the text case converter. Unicode-aware: words and sentences come from Intl.Segmenter where the
// JavaScript engine has it (every current browser, and Node), else from a regular expression over
// letters and digits of any script.
//
// A word is a run of letters, digits and accents, with an apostrophe, a full stop or a colon
// between letters (don't, e.g) and an apostrophe, a full stop, a comma or a semicolon between
// digits (1,000.50), as Unicode's word boundaries (UAX #29) have them. Words joined by one
// hyphen count once (battle-field, well-known); a double hyphen or a dash separates them
// (dedicate--we).

/** Hyphens that join two words into one (hyphen-minus, hyphen, non-breaking hyphen). */
const JOINING_HYPHENS = new Set(['-', '\u2010', '\u2011']);

/** A word without Intl.Segmenter: letters, digits, marks and connectors, with joiners inside. */
const WORD =
  /[\p{L}\p{N}\p{M}\p{Pc}]+(?:(?:[-\u2010\u2011]|(?<=[\p{L}\p{M}])['’.:](?=\p{L})|(?<=\p{N})['’.,;](?=\p{N}))[\p{L}\p{N}\p{M}\p{Pc}]+)*/gu;

/**
 * A character as a reader sees it, without Intl.Segmenter: CR LF, a flag (two regional
 * indicators), or a character with its accents, emoji modifiers and zero-width-joined parts.
 */
const GRAPHEME =
  /\r\n|\p{Regional_Indicator}{2}|[^\p{M}\p{Emoji_Modifier}][\p{M}\p{Emoji_Modifier}]*(?:\u200D[^\p{M}][\p{M}\p{Emoji_Modifier}]*)*|[\s\S]/gu;

/** Whether some letter or digit is in a text. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Intl.Segmenter, or null where the engine lacks it. */
export type SegmenterClass = typeof Intl.Segmenter | null;

function segmenterClass(): SegmenterClass {
  return typeof Intl !== 'undefined' && 'Segmenter' in Intl ? Intl.Segmenter : null;
}

// V8's Intl.Segmenter takes time in proportion to the whole text for each segment it gives (Node
// 20: 100,000 characters of text take seconds), so long texts are segmented in pieces of about
// PIECE characters, cut only where no segment can span the cut.
const PIECE = 200;

/** Characters after which words and characters always break: a space, tab, line feed, CJK stop. */
const BREAK_AFTER = new Set([' ', '\t', '\n', '\u3000', '。', '、', '，', '．', '！', '？']);

/** What may extend the character before it (an accent, a joiner, an emoji modifier). */
const EXTENDS = /^[\p{M}\u200D\p{Emoji_Modifier}]/u;

/** Whether a text may be cut between words and characters after `index`. */
function wordCut(text: string, index: number): boolean {
  return BREAK_AFTER.has(text[index]!) && !EXTENDS.test(text.slice(index + 1, index + 3));
}

/** Where a text may be cut between sentences: after a line feed, or ". " before a capital. */
function sentenceCut(text: string, index: number): boolean {
  return (
    text[index] === '\n' ||
    (text[index] === ' ' &&
      /[.!?]/.test(text[index - 1] ?? '') &&
      /^\p{Lu}/u.test(text.slice(index + 1, index + 3)))
  );
}

/**
 * The text in pieces of PIECE characters or more, each ending where `cut` allows. Where no cut
 * is allowed for 4 × PIECE characters (a language written without spaces), words may be cut
 * before a letter (`hard`), which can split one word of such a language in two.
 */
function pieces(
  text: string,
  cut: (text: string, index: number) => boolean,
  hard: boolean,
): string[] {
  const result: string[] = [];
  let start = 0;
  while (text.length - start > PIECE) {
    let end = -1;
    for (let index = start + PIECE; index < text.length - 1; index++) {
      if (cut(text, index)) {
        end = index + 1;
        break;
      }
      if (hard && index >= start + 4 * PIECE && /^\p{L}/u.test(text.slice(index, index + 2))) {
        const before = text.charCodeAt(index - 1);
        if (before !== 0x200d && (before < 0xd800 || before > 0xdbff)) {
          end = index;
          break;
        }
      }
    }
    if (end < 0) break;
    result.push(text.slice(start, end));
    start = end;
  }
  result.push(text.slice(start));
  return result;
}

/** A text of ASCII characters only, whose words and characters need no Intl.Segmenter. */
// eslint-disable-next-line no-control-regex -- ASCII is every code from 0 to 127
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The words of a text, in order (hyphenated words whole). Pieces of plain ASCII are matched by
 * WORD, which finds the same words there as Intl.Segmenter, and much faster.
 */
export function wordsOf(text: string, Segmenter: SegmenterClass = segmenterClass()): string[] {
  if (!Segmenter) return text.match(WORD) ?? [];
  const segmenter = new Segmenter('en', { granularity: 'word' });
  const words: string[] = [];
  // Pieces end after a space, so no word runs from one piece into the next.
  for (const piece of pieces(text, wordCut, true)) {
    if (ASCII.test(piece)) {
      for (const word of piece.match(WORD) ?? []) words.push(word);
      continue;
    }
    // The text of a hyphen that follows a word, while the next segment may continue it.
    let hyphen: string | null = null;
    let afterWord = false;
    for (const { segment, isWordLike } of segmenter.segment(piece)) {
      if (isWordLike) {
        if (hyphen !== null) words[words.length - 1] += hyphen + segment;
        else words.push(segment);
        hyphen = null;
        afterWord = true;
      } else {
        hyphen = afterWord && JOINING_HYPHENS.has(segment) ? segment : null;
        afterWord = false;
      }
    }
  }
  return words;
}

/** The number of words (see wordsOf). */
export function countWords(text: string, Segmenter: SegmenterClass = segmenterClass()): number {
  return wordsOf(text, Segmenter).length;
}

/**
 * The characters a reader sees, with and without spaces, tabs and line breaks: an accented
 * letter or an emoji made of several code points counts once (a grapheme cluster), and so does
 * a Windows line break (CR LF). In plain ASCII every character but the CR of a CR LF is one.
 */
export function characterCounts(
  text: string,
  Segmenter: SegmenterClass = segmenterClass(),
): { all: number; withoutSpaces: number } {
  const isSpace = (character: string) => /^\s+$/u.test(character);
  if (!Segmenter) {
    const characters = text.match(GRAPHEME) ?? [];
    return {
      all: characters.length,
      withoutSpaces: characters.filter((character) => !isSpace(character)).length,
    };
  }
  const segmenter = new Segmenter('en', { granularity: 'grapheme' });
  let all = 0;
  let withoutSpaces = 0;
  for (const piece of pieces(text, wordCut, true)) {
    if (ASCII.test(piece)) {
      all += piece.length - (piece.match(/\r\n/g)?.length ?? 0);
      withoutSpaces += piece.replace(/\s/g, '').length;
      continue;
    }
    for (const { segment } of segmenter.segment(piece)) {
      all++;
      if (!isSpace(segment)) withoutSpaces++;
    }
  }
  return { all, withoutSpaces };
}

/** Characters, spaces and line breaks included. */
export function countCharacters(
  text: string,
  Segmenter: SegmenterClass = segmenterClass(),
): number {
  return characterCounts(text, Segmenter).all;
}

/** Characters other than spaces, tabs and line breaks. */
export function countCharactersWithoutSpaces(
  text: string,
  Segmenter: SegmenterClass = segmenterClass(),
): number {
  return characterCounts(text, Segmenter).withoutSpaces;
}

/**
 * Sentences with a word in them. A sentence ends at a full stop, question or exclamation mark
 * followed by a space, at a line break, or at the end of the text, so a heading is a sentence of
 * its own, and an abbreviation such as "Mr." followed by a capital ends one too.
 */
export function countSentences(text: string, Segmenter: SegmenterClass = segmenterClass()): number {
  const sentences = Segmenter
    ? pieces(text, sentenceCut, false).flatMap((piece) =>
        Array.from(
          new Segmenter('en', { granularity: 'sentence' }).segment(piece),
          ({ segment }) => segment,
        ),
      )
    : text.split(/(?<=[.!?…‼⁇。！？]['"’”)\]]*)[^\S\r\n]+(?!\p{Ll})|\r\n|\r|\n/u);
  return sentences.filter((sentence) => HAS_WORD.test(sentence)).length;
}

/** Paragraphs: lines with a word in them (each line break ends one, as word processors count). */
export function countParagraphs(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => HAS_WORD.test(line)).length;
}
