import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger.ts';
import { OncePerMinuteLog } from './logOncePerMinute.ts';

afterEach(() => vi.restoreAllMocks());

describe('a log of each kind once a minute', () => {
  it('logs the first of a kind, then once a minute with how many more came', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    let clock = 0;
    const log = new OncePerMinuteLog({ now: () => clock });
    for (let i = 0; i < 100; i++) log.warn('A bad Host', { host: `h${i}` });
    log.warn('A bad target');
    expect(warn.mock.calls).toEqual([
      ['A bad Host', { host: 'h0' }],
      ['A bad target', {}],
    ]);
    clock = 59_999;
    log.warn('A bad Host', { host: 'late' });
    expect(warn).toHaveBeenCalledTimes(2);
    clock = 60_000;
    log.warn('A bad Host', { host: 'next' });
    expect(warn.mock.calls[2]).toEqual(['A bad Host', { host: 'next', moreSinceLastLine: 100 }]);
  });
});
