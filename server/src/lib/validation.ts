import type { z } from 'zod';
import { badInput } from './errors.ts';

/** Parses input with a schema; on failure throws BAD_USER_INPUT naming the first bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  throw badInput(field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input'));
}
