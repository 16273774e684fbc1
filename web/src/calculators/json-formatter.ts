import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 171,
  name: 'JSON Formatter',
  description:
    'Pretty-print, minify and validate JSON, with the line and column of any error and keys sorted if you like.',
  category: 'free-tools',
  icon: 'text',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['word-counter', 'text-case-converter', 'number-base-converter', 'color-converter'],
  keywords: 'json beautifier pretty print prettify minifier minify validator lint linter parse',
} satisfies CalculatorRecord;

// The JSON formatter: a JSON text (RFC 8259, ECMA-404) read by a strict parser of its own, so
// that an error names its line and column the same in every browser (JSON.parse's messages and
// positions differ from engine to engine), then written out again: indented by 2 or 4 spaces or
// a tab per level, as JSON.stringify(value, null, space) lays it out, or minified. Numbers and
// strings are written exactly as typed. The text is the visitor's own: a private field, kept out
// of the URL.

/** A value of the parsed text; numbers, strings and literals keep the text as typed. */
export type JsonNode =
  | { kind: 'object'; members: { key: string; name: string; value: JsonNode }[] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'scalar'; text: string };

/** A text that is not JSON: where reading stopped (a UTF-16 offset) and why. */
export interface JsonError {
  offset: number;
  line: number;
  column: number;
  message: string;
}

export type Parsed = { ok: true; root: JsonNode } | { ok: false; error: JsonError };

/** Nesting deeper than this is refused (the parser recurses once per level). */
export const MAX_DEPTH = 500;

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * A byte-order mark, which some editors write first: RFC 8259 (section 8.1) lets a parser ignore
 * one at the start, so it is, and columns on line 1 are counted after it, as editors show them.
 */
const BYTE_ORDER_MARK = '\uFEFF';

class Failure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** The line and column (both from 1, columns in Unicode characters) of a UTF-16 offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    const c = text[i];
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line += 1;
      lineStart = i + 1;
    }
  }
  const from = lineStart === 0 && text.startsWith(BYTE_ORDER_MARK) ? 1 : lineStart;
  const column = [...text.slice(from, Math.max(from, offset))].length + 1;
  return { line, column };
}

/** How a character is named in a message: 'x', or a name for what cannot be shown. */
function describe(c: string | undefined): string {
  if (c === undefined) return 'the end of the text';
  if (c === '\n' || c === '\r') return 'a line break';
  if (c === '\t') return 'a tab';
  const code = c.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return `the control character U+${hex4(code)}`;
  if (c === BYTE_ORDER_MARK) return 'a byte-order mark (U+FEFF)';
  // Characters a visitor cannot see in quotes: a no-break or zero-width space, a joiner.
  if (c !== ' ' && /^[\p{Z}\p{Cf}]$/u.test(c)) return `the invisible character U+${hex4(code)}`;
  return `“${String.fromCodePoint(code)}”`;
}

const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

/** Reads a JSON text strictly by the grammar of RFC 8259 (the same as ECMA-404's). */
export function parseJson(text: string): Parsed {
  let i = 0;

  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i]!)) i += 1;
  };
  const fail = (message: string, at = i): never => {
    throw new Failure(at, message);
  };

  function value(depth: number): JsonNode {
    skip();
    const c = text[i];
    if (c === '{') return object(depth + 1);
    if (c === '[') return array(depth + 1);
    if (c === '"') return { kind: 'scalar', text: string() };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9'))
      return { kind: 'scalar', text: number() };
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return { kind: 'scalar', text: literal };
      }
    }
    if (c === undefined) return fail('The text ends where a value was expected');
    if (c === "'") return fail('Strings must be in double quotes ("), not single quotes');
    const word = /^[A-Za-z_$][\w$]*/.exec(text.slice(i, i + 20))?.[0];
    if (word) {
      const lower = word.toLowerCase();
      if (lower === 'true' || lower === 'false' || lower === 'null') {
        return fail(`Write ${lower} in lower case`);
      }
      return fail(`Expected a value, found ${word}: text must be in double quotes`);
    }
    return fail(`Expected a value, found ${describe(c)}`);
  }

  function object(depth: number): JsonNode {
    if (depth > MAX_DEPTH) fail(`Nested more than ${MAX_DEPTH} levels deep`);
    i += 1; // {
    const members: { key: string; name: string; value: JsonNode }[] = [];
    skip();
    if (text[i] === '}') {
      i += 1;
      return { kind: 'object', members };
    }
    for (;;) {
      skip();
      const c = text[i];
      if (c !== '"') {
        if (c === '}' && members.length > 0)
          fail('Remove the comma before “}”: no member follows it');
        if (c === "'") fail('Names must be in double quotes ("), not single quotes');
        if (c === undefined) fail('The text ends inside an object: a “}” is missing');
        fail(`Expected a name in double quotes, found ${describe(c)}`);
      }
      const key = string();
      skip();
      if (text[i] !== ':') fail(`Expected “:” after the name ${key}, found ${describe(text[i])}`);
      i += 1;
      const item = value(depth);
      members.push({ key, name: JSON.parse(key) as string, value: item });
      skip();
      const next = text[i];
      if (next === ',') {
        i += 1;
        continue;
      }
      if (next === '}') {
        i += 1;
        return { kind: 'object', members };
      }
      if (next === undefined) fail('The text ends inside an object: a “}” is missing');
      fail(`Expected “,” or “}” after a member, found ${describe(next)}`);
    }
  }

  function array(depth: number): JsonNode {
    if (depth > MAX_DEPTH) fail(`Nested more than ${MAX_DEPTH} levels deep`);
    i += 1; // [
    const items: JsonNode[] = [];
    skip();
    if (text[i] === ']') {
      i += 1;
      return { kind: 'array', items };
    }
    for (;;) {
      skip();
      if (text[i] === ']' && items.length > 0)
        fail('Remove the comma before “]”: no value follows it');
      items.push(value(depth));
      skip();
      const next = text[i];
      if (next === ',') {
        i += 1;
        continue;
      }
      if (next === ']') {
        i += 1;
        return { kind: 'array', items };
      }
      if (next === undefined) fail('The text ends inside an array: a “]” is missing');
      fail(`Expected “,” or “]” after a value, found ${describe(next)}`);
    }
  }

  function string(): string {
    const start = i;
    i += 1; // "
    for (;;) {
      const c = text[i];
      if (c === undefined)
        return fail('The text ends inside a string: a closing " is missing', start);
      if (c === '"') {
        i += 1;
        return text.slice(start, i);
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9A-Fa-f]{4}$/.test(text.slice(i + 2, i + 6))) {
            fail('\\u must be followed by 4 hexadecimal digits');
          }
          i += 6;
          continue;
        }
        if (e !== undefined && '"\\/bfnrt'.includes(e)) {
          i += 2;
          continue;
        }
        fail(`Invalid escape \\${e ?? ''}: use \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX`);
      }
      if (c < ' ') {
        fail(`A string cannot hold ${describe(c)}: write it as an escape (a line break as \\n)`);
      }
      i += 1;
    }
  }

  function number(): string {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) {
      const after = text[i + 1];
      return fail(`A “-” must be followed by a digit, found ${describe(after)}`, i + 1);
    }
    const end = i + match[0].length;
    const next = text[end];
    if (match[1] === '0' && next !== undefined && next >= '0' && next <= '9') {
      fail('A number cannot start with 0 followed by more digits', i);
    }
    if (next === '.') fail('A decimal point must be followed by a digit', end + 1);
    if (next === 'e' || next === 'E') fail('An exponent must have digits', end + 1);
    i = end;
    return match[0];
  }

  try {
    if (text.startsWith(BYTE_ORDER_MARK)) i = 1;
    skip();
    if (i === text.length) fail('There is no JSON value in the text');
    const root = value(0);
    skip();
    if (i < text.length) {
      fail(`The JSON value has ended, but ${describe(text[i])} follows it`);
    }
    return { ok: true, root };
  } catch (caught) {
    if (!(caught instanceof Failure)) throw caught;
    const { line, column } = positionOf(text, caught.offset);
    return {
      ok: false,
      error: { offset: caught.offset, line, column, message: caught.message },
    };
  }
}

/** The last text parsed and its result: the check, compute and panel read the same text. */
let lastParse: { text: string; parsed: Parsed } | null = null;
export function parsed(text: string): Parsed {
  if (lastParse?.text !== text) lastParse = { text, parsed: parseJson(text) };
  return lastParse.parsed;
}

export type Layout = '2' | '4' | 'tab' | 'minify';

const INDENTS: Record<Exclude<Layout, 'minify'>, string> = { '2': '  ', '4': '    ', tab: '\t' };

/**
 * The value written out: minified (no whitespace), or one member or item per line, each level
 * indented by the layout's unit, "name": value with one space after the colon, and empty
 * objects and arrays as {} and [] (JSON.stringify's layout). With `sort`, each object's members
 * in the order of their names' UTF-16 code units (Array.prototype.sort), duplicates kept in order.
 */
export function writeJson(root: JsonNode, layout: Layout, sort: boolean): string {
  const unit = layout === 'minify' ? '' : INDENTS[layout];
  const parts: string[] = [];
  const write = (node: JsonNode, indent: string) => {
    if (node.kind === 'scalar') {
      parts.push(node.text);
      return;
    }
    const [open, close] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
    const entries =
      node.kind === 'object'
        ? sort
          ? [...node.members].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          : node.members
        : node.items;
    if (entries.length === 0) {
      parts.push(open, close);
      return;
    }
    const inner = indent + unit;
    parts.push(open);
    entries.forEach((entry, index) => {
      if (index > 0) parts.push(',');
      if (layout !== 'minify') parts.push('\n', inner);
      if ('key' in entry) {
        parts.push(entry.key, layout === 'minify' ? ':' : ': ');
        write(entry.value, inner);
      } else {
        write(entry, inner);
      }
    });
    if (layout !== 'minify') parts.push('\n', indent);
    parts.push(close);
  };
  write(root, '');
  return parts.join('');
}

/** Objects, arrays, values (every one, containers included) and the deepest nesting. */
export function countNodes(root: JsonNode): {
  objects: number;
  arrays: number;
  values: number;
  depth: number;
} {
  const counts = { objects: 0, arrays: 0, values: 0, depth: 0 };
  const visit = (node: JsonNode, level: number) => {
    counts.values += 1;
    if (node.kind === 'scalar') return;
    counts.depth = Math.max(counts.depth, level + 1);
    if (node.kind === 'object') {
      counts.objects += 1;
      for (const member of node.members) visit(member.value, level + 1);
    } else {
      counts.arrays += 1;
      for (const item of node.items) visit(item, level + 1);
    }
  };
  visit(root, 0);
  return counts;
}

/** The formatted text for the values, or null when the text is not JSON. */
export function formattedText(text: string, layout: Layout, sortKeys: string): string | null {
  const result = parsed(text);
  return result.ok ? writeJson(result.root, layout, sortKeys === 'yes') : null;
}

const LAYOUTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tabs' },
  { value: 'minify', label: 'Minify' },
] as const satisfies readonly { value: Layout; label: string }[];

/** RFC 8259, section 13: its first example, a JSON object. */
const RFC_OBJECT = `{
  "Image": {
      "Width":  800,
      "Height": 600,
      "Title":  "View from 15th Floor",
      "Thumbnail": {
          "Url":    "http://www.example.com/image/481989943",
          "Height": 125,
          "Width":  100
      },
      "Animated" : false,
      "IDs": [116, 943, 234, 38793]
    }
}`;

/** RFC 8259, section 13: its second example, an array of two objects. */
const RFC_ARRAY = `[
  {
     "precision": "zip",
     "Latitude":  37.7668,
     "Longitude": -122.3959,
     "Address":   "",
     "City":      "SAN FRANCISCO",
     "State":     "CA",
     "Zip":       "94107",
     "Country":   "US"
  },
  {
     "precision": "zip",
     "Latitude":  37.371991,
     "Longitude": -122.026020,
     "Address":   "",
     "City":      "SUNNYVALE",
     "State":     "CA",
     "Zip":       "94085",
     "Country":   "US"
  }
]`;

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatPlain(n)} ${n === 1 ? one : many}`;

const LAYOUT_WORDS: Record<Layout, string> = {
  '2': 'indented 2 spaces a level',
  '4': 'indented 4 spaces a level',
  tab: 'indented a tab a level',
  minify: 'minified (no spaces or line breaks)',
};

export default defineCalculator({
  slug: 'json-formatter',
  // JSON writes numbers with a decimal point in every locale.
  figuresAsWritten: true,
  fields: {
    json: {
      kind: 'text',
      label: 'Your JSON',
      default: RFC_OBJECT,
      multiline: true,
      rows: 14,
      maxLength: 1_000_000,
      private: true,
      code: true,
      required: 'Paste or type some JSON',
      placeholder: 'Paste JSON here, for example {"name": "value"}',
      help: 'Checked and formatted in your browser: your JSON is not sent anywhere, nor put in the page’s address.',
      check(text) {
        const result = parsed(text);
        if (result.ok) return null;
        const { line, column, message } = result.error;
        return `Line ${formatPlain(line)}, column ${formatPlain(column)}: ${message}`;
      },
    },
    layout: {
      kind: 'choice',
      label: 'Format',
      default: '2',
      options: LAYOUTS,
    },
    sortKeys: {
      kind: 'choice',
      label: 'Sort keys',
      default: 'no',
      options: [
        { value: 'no', label: 'Keep the order' },
        { value: 'yes', label: 'A to Z' },
      ],
      display: 'radio',
    },
  },
  outputs: {
    lines: { label: 'Lines', format: 'integer', emphasis: true },
    characters: { label: 'Characters', format: 'integer', emphasis: true },
    objects: { label: 'Objects', format: 'integer' },
    arrays: { label: 'Arrays', format: 'integer' },
    values: { label: 'Values (all, objects and arrays included)', format: 'integer' },
    depth: { label: 'Deepest nesting (levels)', format: 'integer' },
  },
  compute(v) {
    const result = parsed(v.json);
    if (!result.ok) throw new Error('compute runs only on checked JSON');
    const out = writeJson(result.root, v.layout, v.sortKeys === 'yes');
    return {
      lines: out.split('\n').length,
      characters: [...out].length,
      ...countNodes(result.root),
    };
  },
  panel: {
    load: () => import('./json-formatter/FormattedJsonPanel.tsx'),
    where: 'results',
  },
  summary: (v, r) =>
    `Valid JSON: ${plural(r.objects, 'object')}, ${plural(r.arrays, 'array')} and ` +
    `${plural(r.values, 'value')}, nested ${plural(r.depth, 'level')} deep. ` +
    `${v.layout === 'minify' ? 'Minified' : 'Formatted'}: ${plural(r.lines, 'line')}, ` +
    `${plural(r.characters, 'character')}.`,
  notes: [
    'Your JSON stays in this browser: it is not in the page’s address, so a shared link never ' +
      'carries it, and it is never sent anywhere. Only the counts and the format chosen are ' +
      'recorded, with the site’s anonymous usage statistics.',
  ],
  steps: (v, r) => [
    'Read by the JSON grammar of RFC 8259 (ECMA-404): no error found',
    `${plural(r.values, 'value')}: ${plural(r.objects, 'object')}, ${plural(r.arrays, 'array')}, ` +
      `the rest strings, numbers, true, false or null; deepest nesting ${plural(r.depth, 'level')}`,
    v.sortKeys === 'yes'
      ? 'Members of each object sorted by name, A to Z (by UTF-16 code units, as JavaScript sorts)'
      : 'Members kept in the order typed',
    `Written out ${LAYOUT_WORDS[v.layout]}, numbers and strings exactly as typed: ` +
      `${plural(r.lines, 'line')}, ${plural(r.characters, 'character')}`,
  ],
  about: [
    'The text is read strictly by the JSON grammar of RFC 8259 (IETF, December 2017) and ECMA-404 (2nd edition, December 2017), the same grammar as JavaScript’s JSON.parse (ECMA-262, section 25.5.1): one value, which is an object, an array, a string in double quotes, a number, true, false or null, with only spaces, tabs and line breaks around the parts. Comments, single quotes, trailing commas, unquoted names, NaN and leading zeros (012) are not JSON and are reported. A byte-order mark (U+FEFF) at the very start, which some editors write, is ignored, as RFC 8259 (section 8.1) allows; anywhere else it is reported by name, as are other characters that cannot be seen, such as a no-break space.',
    'An error is given by its line and column, worked out here from where reading stopped: line breaks are LF, CR LF or CR, and the column counts Unicode code points from 1 (a simple emoji is one; one with a skin tone or joined from several is as many as its parts). JSON.parse’s own messages and positions differ from browser to browser, so they are not used.',
    'Pretty-printing writes each member and array item on a line of its own, indented by 2 or 4 spaces or a tab for each level, with “name”: value (a space after the colon), and {} and [] for empty ones: the layout of JSON.stringify(value, null, 2). Minifying leaves out every space and line break outside strings. Unlike JSON.parse followed by JSON.stringify, numbers and strings are kept exactly as typed: 10E2 stays 10E2 (not 1000), 12345678901234567890 keeps all its digits, and escapes such as \\u00e9 are kept.',
    'Sort keys puts the members of every object, at every level, in the order of their names compared by UTF-16 code units (JavaScript’s default sort: capitals before lower case). Members with the same name are all kept, in the order typed; RFC 8259 (section 4) says names should be unique, and JSON.parse keeps only the last.',
  ],
  faq: [
    {
      question: 'Why is my JSON invalid?',
      answer:
        "The message gives the line and column where reading stopped, and why. The usual causes: a comma after the last item ([1, 2,]), single quotes ('name'), names without quotes ({name: 1}), comments, or a line break inside a string. JSON allows none of them.",
    },
    {
      question: 'Is my JSON sent anywhere?',
      answer:
        'No. It is checked and formatted in your browser and not added to the page’s address, so a shared link opens the page with the example, not your data.',
    },
    {
      question: 'Does formatting change my numbers?',
      answer:
        'No. Numbers and strings are written exactly as you typed them, so 1e3, 10E2 and very long integers keep their digits. Only the spaces and line breaks between the parts change (and the order of members, if you sort keys).',
    },
    {
      question: 'What is the difference between 2 spaces, 4 spaces and tabs?',
      answer:
        'Only the indentation of each level. 2 spaces is common in JavaScript projects, 4 spaces in Python’s json.dumps(indent=4), and tabs let each reader choose the width. Minify removes all of it for the smallest file.',
    },
  ],
  references: [
    {
      source:
        'RFC 8259, “The JavaScript Object Notation (JSON) Data Interchange Format”, section 13 ' +
        '(https://www.rfc-editor.org/rfc/rfc8259#section-13): a JSON object whose Image member is ' +
        'an object whose Thumbnail member is an object and whose IDs member is an array',
      inputs: { json: RFC_OBJECT },
      expected: { objects: 3, arrays: 1 },
      tolerance: 0,
    },
    {
      source:
        'RFC 8259, section 13 (https://www.rfc-editor.org/rfc/rfc8259#section-13): “This is a ' +
        'JSON array containing two objects”',
      inputs: { json: RFC_ARRAY },
      expected: { arrays: 1, objects: 2 },
      tolerance: 0,
    },
    {
      source:
        'RFC 8259, section 13 (https://www.rfc-editor.org/rfc/rfc8259#section-13): “Here are ' +
        'three small JSON texts containing only values”, the first "Hello world!"',
      inputs: { json: '"Hello world!"' },
      expected: { objects: 0, arrays: 0, values: 1, depth: 0, lines: 1, characters: 14 },
      tolerance: 0,
    },
    {
      source:
        'MDN Web Docs, “JSON.stringify()”, the space parameter ' +
        '(https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/JSON/' +
        'stringify): { uno: 1, dos: 2 } with "\\t" gives 4 lines, 24 characters',
      inputs: { json: '{"uno": 1, "dos": 2}', layout: 'tab' },
      expected: { lines: 4, characters: 24 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, json module, compact encoding ' +
        '(https://docs.python.org/3/library/json.html): [1,2,3,{"4":5,"6":7}], 21 characters',
      inputs: { json: '[1, 2, 3, {"4": 5, "6": 7}]', layout: 'minify' },
      expected: { lines: 1, characters: 21, arrays: 1, objects: 1 },
      tolerance: 0,
    },
    {
      source:
        'Python documentation, json module, pretty printing ' +
        '(https://docs.python.org/3/library/json.html): {"6": 7, "4": 5} with sort_keys and ' +
        'indent=4 gives 4 lines, 26 characters',
      inputs: { json: '{"6": 7, "4": 5}', layout: '4', sortKeys: 'yes' },
      expected: { lines: 4, characters: 26 },
      tolerance: 0,
    },
  ],
});
