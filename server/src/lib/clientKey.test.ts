import { describe, expect, it } from 'vitest';
import { clientKey } from './clientKey.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    [undefined, 'unknown'],
    ['', 'unknown'],
  ])('%j → %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('keys IPv6 by /64: every address of one client network is one client', () => {
    const keys = [
      '2001:db8:1234:5678::1',
      '2001:db8:1234:5678:ffff:ffff:ffff:ffff',
      '2001:0db8:1234:5678:0:0:0:abcd',
      '2001:DB8:1234:5678:a:b:c:d',
      '2001:db8:1234:5678::9%eth0',
    ].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1234:5678::/64']));
    expect(clientKey('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64');
  });

  it.each([
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['2001:db8::1:2:3:4', '2001:db8:0:0::/64'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('writes out the /64 of %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});
