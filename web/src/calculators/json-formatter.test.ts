import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import formatter, { formattedText, parseJson, positionOf, writeJson } from './json-formatter.ts';

// The published reference cases (in the definition) run in definitions.test.ts. The expected
// texts here are written out by hand, checked against Python's json.dumps and JSON.stringify
// where those agree (Python 3: json.dumps(json.loads(s), indent=2) for the layouts).

const run = (texts: Record<string, string>) => evaluate(formatter, texts);
const format = (text: string, layout: '2' | '4' | 'tab' | 'minify' = '2', sort = 'no') =>
  formattedText(text, layout, sort);

describe('JSON formatter: layouts', () => {
  it('indents by 2 or 4 spaces or a tab, and minifies', () => {
    const text = '{"a":[1,{"b":null}],"c":{},"d":[]}';
    expect(format(text, '2')).toBe(
      '{\n  "a": [\n    1,\n    {\n      "b": null\n    }\n  ],\n  "c": {},\n  "d": []\n}',
    );
    expect(format(text, '4')).toBe(
      '{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ],\n' +
        '    "c": {},\n    "d": []\n}',
    );
    expect(format(text, 'tab')).toBe(
      '{\n\t"a": [\n\t\t1,\n\t\t{\n\t\t\t"b": null\n\t\t}\n\t],\n\t"c": {},\n\t"d": []\n}',
    );
    expect(format(' {\n "a" : [ 1 , { "b" : null } ] , "c" : { } , "d" : [ ] }\n', 'minify')).toBe(
      text,
    );
  });

  it('keeps numbers and strings exactly as typed (JSON.stringify would not)', () => {
    expect(format('[1.0, 1E+2, -0, 12345678901234567890, "caf\\u00e9 \\/"]', 'minify')).toBe(
      '[1.0,1E+2,-0,12345678901234567890,"caf\\u00e9 \\/"]',
    );
    // Spaces inside strings stay.
    expect(format('{"a b": " x , y "}', 'minify')).toBe('{"a b":" x , y "}');
  });

  it('sorts keys at every level by UTF-16 code units, keeping duplicates in order', () => {
    expect(format('{"b":1,"a":{"z":1,"Z":2},"B":0,"a":2}', 'minify', 'yes')).toBe(
      '{"B":0,"a":{"Z":2,"z":1},"a":2,"b":1}',
    );
    // Names compared as decoded: "\u0041" is A, before a.
    expect(format('{"a":1,"\\u0041":2}', 'minify', 'yes')).toBe('{"\\u0041":2,"a":1}');
  });

  it('formats a lone value', () => {
    expect(format(' 42 ')).toBe('42');
    expect(format('true', 'tab')).toBe('true');
  });
});

describe('JSON formatter: errors with their line and column', () => {
  const error = (text: string) => {
    const result = parseJson(text);
    if (result.ok) throw new Error('expected an error');
    return result.error;
  };

  it('finds a trailing comma', () => {
    // Line 3 is '  2,' and line 4 is ']': the ] is at column 1.
    expect(error('[\n  1,\n  2,\n]')).toMatchObject({
      line: 4,
      column: 1,
      message: 'Remove the comma before “]”: no value follows it',
    });
    expect(error('{"a": 1,}')).toMatchObject({ line: 1, column: 9 });
  });

  it('ignores a byte-order mark at the start, as RFC 8259 allows, and names one elsewhere', () => {
    const withMark = parseJson('\uFEFF{"a": 1}');
    expect(withMark.ok && writeJson(withMark.root, 'minify', false)).toBe('{"a":1}');
    // Columns on line 1 count from after the mark, as an editor shows them: the 2 is column 7.
    expect(error('\uFEFF[1, 2 3]')).toMatchObject({ line: 1, column: 7 });
    expect(error('[1,\uFEFF2]').message).toBe('Expected a value, found a byte-order mark (U+FEFF)');
    expect(error('\uFEFF').message).toBe('There is no JSON value in the text');
    expect(error('{"a": 1}\uFEFF').message).toBe(
      'The JSON value has ended, but a byte-order mark (U+FEFF) follows it',
    );
    // An ordinary space is shown as one, not called invisible.
    expect(error('- 1').message).toMatch(/found “ ”$/);
    // A no-break space between the parts is not JSON whitespace, and cannot be seen in quotes.
    expect(error('[1,\u00A02]').message).toBe(
      'Expected a value, found the invisible character U+00A0',
    );
  });

  it('names single quotes, unquoted names and capitalised literals', () => {
    expect(error("{'a': 1}")).toMatchObject({ line: 1, column: 2 });
    expect(error("{'a': 1}").message).toMatch(/double quotes/);
    expect(error('{a: 1}').message).toBe('Expected a name in double quotes, found “a”');
    expect(error('[True]')).toMatchObject({ column: 2, message: 'Write true in lower case' });
    expect(error('[NaN]').message).toBe(
      'Expected a value, found NaN: text must be in double quotes',
    );
  });

  it('finds a missing comma, colon or bracket', () => {
    expect(error('{"a": 1\n "b": 2}')).toMatchObject({
      line: 2,
      column: 2,
      message: 'Expected “,” or “}” after a member, found “"”',
    });
    expect(error('{"a" 1}').message).toBe('Expected “:” after the name "a", found “1”');
    expect(error('[1, 2')).toMatchObject({
      line: 1,
      column: 6,
      message: 'The text ends inside an array: a “]” is missing',
    });
  });

  it('checks strings and numbers by the grammar', () => {
    expect(error('"a\nb"')).toMatchObject({ line: 1, column: 3 });
    expect(error('"\\x"').message).toMatch(/^Invalid escape \\x/);
    expect(error('"\\u12G4"').message).toBe('\\u must be followed by 4 hexadecimal digits');
    expect(error('"open')).toMatchObject({
      column: 1,
      message: 'The text ends inside a string: a closing " is missing',
    });
    expect(error('012').message).toBe('A number cannot start with 0 followed by more digits');
    expect(error('1.').message).toBe('A decimal point must be followed by a digit');
    expect(error('1e').message).toBe('An exponent must have digits');
    expect(error('-a')).toMatchObject({ column: 2 });
    expect(error('+1')).toMatchObject({ column: 1, message: 'Expected a value, found “+”' });
  });

  it('refuses text after the value, and an empty text', () => {
    expect(error('{} {}')).toMatchObject({
      column: 4,
      message: 'The JSON value has ended, but “{” follows it',
    });
    expect(error('  ').message).toBe('There is no JSON value in the text');
  });

  it('counts lines across LF, CR LF and CR, and columns in characters', () => {
    // a, CR LF, b, CR, c, LF, d: d is UTF-16 offset 7, on line 4.
    expect(positionOf('a\r\nb\rc\nd', 7)).toEqual({ line: 4, column: 1 });
    // The emoji is two UTF-16 units but one character: [, ", 😀, " and a space come before
    // the x, so it is column 6.
    expect(error('["😀" x]')).toMatchObject({ line: 1, column: 6 });
  });
});

describe('JSON formatter: the page', () => {
  it('formats the RFC 8259 example by default', () => {
    const { values, results } = run({});
    // The example re-laid with 2 spaces, as Python's json.dumps(json.loads(example), indent=2)
    // writes it: 19 lines, 302 characters. Values: the root, Image, its 6 members, Thumbnail's
    // 3 and the 4 IDs = 15; root → Image → Thumbnail is 3 levels.
    expect(results).toEqual({
      lines: 19,
      characters: 302,
      objects: 3,
      arrays: 1,
      values: 15,
      depth: 3,
    });
    expect(formatter.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Valid JSON: 3 objects, 1 array and 15 values, nested 3 levels deep. Formatted: 19 lines, ' +
        '302 characters.',
    );
    const steps = formatter.steps(values as never, results as never);
    expect(steps[3]).toBe(
      'Written out indented 2 spaces a level, numbers and strings exactly as typed: 19 lines, ' +
        '302 characters',
    );
  });

  it('gives the error under the field, with its line and column', () => {
    const { errors, results } = run({ json: '{\n  "a": 1,\n  "b": 2,\n}' });
    expect(results).toBeNull();
    expect(errors.json).toBe('Line 4, column 1: Remove the comma before “}”: no member follows it');
    expect(run({ json: '' }).errors.json).toBe('Paste or type some JSON');
  });

  it('minifies with sorted keys, in the summary too', () => {
    const { values, results } = run({
      json: '{"b": [1, 2], "a": "x"}',
      layout: 'minify',
      sortKeys: 'yes',
    });
    // {"a":"x","b":[1,2]}: 19 characters on 1 line; values: the object, "x", the array, 1, 2.
    expect(results).toEqual({
      lines: 1,
      characters: 19,
      objects: 1,
      arrays: 1,
      values: 5,
      depth: 2,
    });
    expect(formatter.summary!(values as never, results as never, '2026-11-29')).toBe(
      'Valid JSON: 1 object, 1 array and 5 values, nested 2 levels deep. Minified: 1 line, ' +
        '19 characters.',
    );
  });

  it('keeps the text out of the URL', () => {
    expect(formatter.fields.json.private).toBe(true);
  });
});
