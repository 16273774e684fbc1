import { readFileSync } from 'node:fs';

/**
 * The process's soft limit of open files (`ulimit -n`; Node raises it to the hard limit as it
 * starts), read from /proc/self/limits: Infinity when unlimited, undefined where it cannot be
 * read (other systems than Linux).
 */
export function openFilesLimit(
  readLimits: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | undefined {
  let limits: string;
  try {
    limits = readLimits();
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  if (soft === 'unlimited') return Number.POSITIVE_INFINITY;
  const value = Number(soft);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
