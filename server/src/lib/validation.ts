import type { z } from 'zod';
import { badInput } from './errors.ts';

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
 * The path of the first string, key or value, holding a NUL character, or undefined. PostgreSQL
 * cannot store NUL in text or JSON, so such input must be refused before it reaches the database.
 */
function pathOfNulCharacter(value: unknown, path: (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key].join('.');
      const found = pathOfNulCharacter(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
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
 * nested deeper than MAX_JSON_DEPTH is refused before anything else looks at it.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  if (nestsDeeperThan(input)) throw badInput(TOO_DEEP_MESSAGE);
  const nulAt = pathOfNulCharacter(input);
  if (nulAt !== undefined) {
    throw badInput(`${nulAt ? `${nulAt}: ` : ''}must not contain the NUL character (\\u0000)`);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw badInput(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input'));
}
