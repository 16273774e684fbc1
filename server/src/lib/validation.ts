import type { z } from 'zod';
import { AppError, badInput } from './errors.ts';

/**
 * Deepest nesting of objects and arrays accepted in any JSON a client sends (REST bodies, GraphQL
 * variables and literals). The site's own payloads nest 2 levels; deeper input would make every
 * recursive step after it (validation, storage, logging) cost stack and time.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The input is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * True when `value` nests objects or arrays more than `maxDepth` levels deep ({} is 1 level).
 * Iterative, so any nesting is measured without using the stack, and it stops at the first
 * container past the limit.
 */
export function nestsDeeperThan(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > maxDepth) return true;
    for (const child of Object.values(next.value))
      pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Matches a UTF-16 surrogate that is not half of a pair: with the `u` flag a pair is read as one
 * code point, so only a lone one is a Surrogate. JSON can spell one ("\\ud800"), JavaScript
 * keeps it, and PostgreSQL refuses it, in text and in jsonb alike.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

export const NOT_UNICODE_MESSAGE =
  'must be well-formed Unicode (it holds a lone UTF-16 surrogate, \\ud800-\\udfff)';

/**
 * The path of the first string, key or value, for which `isBad` holds, as `a.b.0` ('' for the
 * value itself), or undefined when there is none. Iterative, like nestsDeeperThan, so input
 * nested however deep is walked without the stack. Characters a path cannot show as they are (a
 * lone surrogate, NUL) are written as \\uXXXX escapes.
 */
export function pathOfText(value: unknown, isBad: (text: string) => boolean): string | undefined {
  interface Step {
    value: unknown;
    key?: string | number;
    parent?: Step;
  }
  const pathTo = (step: Step, key?: string) => {
    const keys: (string | number)[] = key === undefined ? [] : [key];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return showPath(keys.reverse());
  };
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (isBad(current)) return pathTo(step);
    } else if (current !== null && typeof current === 'object') {
      const entries = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      const children: Step[] = [];
      for (const [key, item] of entries) {
        if (typeof key === 'string' && isBad(key)) return pathTo(step, key);
        children.push({ value: item, key, parent: step });
      }
      // Last pushed is walked first: reversed, the walk follows the input's order.
      pending.push(...children.reverse());
    }
  }
  return undefined;
}

/** Longest path shown in a message; input nested deeper than MAX_JSON_DEPTH has long ones. */
const MAX_PATH_SHOWN = 200;

/** Characters a message cannot show as they are: a lone surrogate, NUL. */
// eslint-disable-next-line no-control-regex -- NUL is one of them
const UNSHOWABLE = /\p{Surrogate}|\u0000/gu;

function showPath(path: (string | number)[]): string {
  const text = path
    .join('.')
    .replace(UNSHOWABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const characters = [...text];
  return characters.length > MAX_PATH_SHOWN
    ? `${characters.slice(0, MAX_PATH_SHOWN).join('')}…`
    : text;
}

/** True when text holds a lone UTF-16 surrogate, which is not Unicode text. */
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

/**
 * The error for input whose text is not well-formed Unicode, or undefined when all of it is.
 * `prefix` names where the input came from (`variables` in GraphQL).
 */
export function notUnicodeError(value: unknown, prefix?: string): AppError | undefined {
  const at = pathOfText(value, hasLoneSurrogate);
  if (at === undefined) return undefined;
  const path = [prefix, at].filter(Boolean).join('.');
  return badInput(`${path ? `${path}: ` : ''}${NOT_UNICODE_MESSAGE}`);
}

/**
 * True when JSON text nests objects or arrays more than `maxDepth` deep: one pass over the bytes,
 * before JSON.parse builds anything, stopping at the first bracket past the limit.
 */
export function jsonTextNestsDeeperThan(text: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Parses input with a schema; on failure throws BAD_USER_INPUT naming the first bad field. Input
 * nested deeper than MAX_JSON_DEPTH is refused before anything else looks at it, and text
 * PostgreSQL cannot store (not Unicode, or holding NUL) before the schema reads it.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (nestsDeeperThan(input)) throw badInput(TOO_DEEP_MESSAGE);
  const notUnicode = notUnicodeError(input);
  if (notUnicode) throw notUnicode;
  // PostgreSQL cannot store NUL in text or JSON either.
  const nulAt = pathOfText(input, (text) => text.includes('\u0000'));
  if (nulAt !== undefined) {
    throw badInput(`${nulAt ? `${nulAt}: ` : ''}must not contain the NUL character (\\u0000)`);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw badInput(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input'));
}
