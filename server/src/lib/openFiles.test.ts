import { describe, expect, it } from 'vitest';
import { openFilesLimit } from './openFiles.ts';

const LIMITS = (soft: string) =>
  'Limit                     Soft Limit           Hard Limit           Units     \n' +
  'Max processes             63704                63704                processes \n' +
  `Max open files            ${soft}                524288               files     \n` +
  'Max locked memory         8388608              8388608              bytes     \n';

describe("the process's limit of open files", () => {
  it('is the soft limit in /proc/self/limits', () => {
    expect(openFilesLimit(() => LIMITS('1024'))).toBe(1024);
    expect(openFilesLimit(() => LIMITS('unlimited'))).toBe(Number.POSITIVE_INFINITY);
  });

  it('is unknown where it cannot be read', () => {
    expect(
      openFilesLimit(() => {
        throw new Error('ENOENT');
      }),
    ).toBeUndefined();
    expect(openFilesLimit(() => 'nothing here')).toBeUndefined();
  });
});
