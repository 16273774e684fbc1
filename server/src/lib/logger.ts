/** A tiny structured logger: one JSON line per event on stderr, silent in tests. */
type Level = 'info' | 'warn' | 'error';

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.NODE_ENV === 'test' && level !== 'error') return;
  const line = { time: new Date().toISOString(), level, message, ...fields };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

export function describeError(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error };
}
