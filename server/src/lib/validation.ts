import type { z } from 'zod';
import { badInput } from './errors.ts';

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

/** Parses input with a schema; on failure throws BAD_USER_INPUT naming the first bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
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
