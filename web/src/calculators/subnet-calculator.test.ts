import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import subnet, { checkIpv4, classOf, parseIpv4, rangeOf } from './subnet-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

// Expected values worked out independently with Python's ipaddress module, e.g.
//   n = ipaddress.ip_network('192.168.1.130/26', strict=False)
//   n.network_address → 192.168.1.128, n.broadcast_address → 192.168.1.191,
//   n.netmask → 255.255.255.192, n.hostmask → 0.0.0.63, n.num_addresses → 64 (62 usable);
//   '174.24.4.176/26' → 174.24.4.128 / 174.24.4.191 (it-certification-network.blogspot.com);
//   '192.168.0.13/29' → 192.168.0.8 / 192.168.0.15 (Cisco 7600 guide, appendix E);
//   '172.20.1.1/12' → 172.16.0.0 / 172.31.255.255, the RFC 1918 block;
//   '10.0.0.1/31' → [10.0.0.0, 10.0.0.1] (RFC 3021: both hosts); '0.0.0.0/0' → 2**32 addresses.

const TODAY = '2026-11-29';

function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(subnet, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof subnet.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: subnet.headline!.text(v, r, TODAY),
    caption: subnet.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(subnet.facts!(v, r).map((fact) => [fact.label, fact.text])),
    summary: subnet.summary!(v, r, TODAY),
    steps: subnet.steps(v, r),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(subnet, texts, TODAY).errors;

describe('the subnet calculator', () => {
  it('shows 192.168.1.130/26 by default', () => {
    const { results, headline, caption, facts, summary, steps } = shown({});
    expect(headline).toBe('192.168.1.128/26');
    expect(caption).toBe('62 usable hosts: 192.168.1.129 – 192.168.1.190');
    expect(results).toEqual({ usableHosts: 62, addresses: 64 });
    expect(facts).toMatchObject({
      'Network address': '192.168.1.128',
      'Broadcast address': '192.168.1.191',
      'Subnet mask': '255.255.255.192 (/26)',
      'Wildcard mask': '0.0.0.63',
      'First usable host': '192.168.1.129',
      'Last usable host': '192.168.1.190',
      'Usable hosts': '62',
      'Addresses in the subnet': '64',
      'Address class': 'C',
      'Address range': 'Private (RFC 1918, 192.168.0.0/16)',
      'Mask in binary': '11111111.11111111.11111111.11000000',
    });
    expect(summary).toBe(
      '192.168.1.130/26 is in the network 192.168.1.128 (mask 255.255.255.192), with 62 usable hosts from 192.168.1.129 to 192.168.1.190 and broadcast 192.168.1.191.',
    );
    expect(steps).toEqual([
      'Address in binary: 11000000.10101000.00000001.10000010',
      'Mask /26: 26 ones then 6 zeros = 11111111.11111111.11111111.11000000 = 255.255.255.192',
      'Network = address AND mask = 11000000.10101000.00000001.10000000 = 192.168.1.128',
      'Wildcard = NOT mask = 0.0.0.63',
      'Last address = network OR wildcard = 192.168.1.191 (the broadcast address)',
      'Addresses = 2^6 = 64',
      'Usable hosts = 64 − 2 (network and broadcast) = 62',
      'Usable range: 192.168.1.129 – 192.168.1.190',
    ]);
  });

  it('matches published subnets', () => {
    const blog = shown({ ip: '174.24.4.176', cidr: '26' }).facts;
    expect(blog['Network address']).toBe('174.24.4.128');
    expect(blog['Broadcast address']).toBe('174.24.4.191');
    expect(blog['Address class']).toBe('B');
    expect(blog['Address range']).toBe('Public');

    const cisco = shown({ ip: '192.168.0.13', cidr: '29' });
    expect(cisco.headline).toBe('192.168.0.8/29');
    expect(cisco.facts['Broadcast address']).toBe('192.168.0.15');
    expect(cisco.results).toEqual({ usableHosts: 6, addresses: 8 });

    const rfc1918 = shown({ ip: '172.20.1.1', cidr: '12' });
    expect(rfc1918.facts['Network address']).toBe('172.16.0.0');
    expect(rfc1918.facts['Broadcast address']).toBe('172.31.255.255');
    expect(rfc1918.facts['Subnet mask']).toBe('255.240.0.0 (/12)');
    expect(rfc1918.facts['Address range']).toBe('Private (RFC 1918, 172.16.0.0/12)');
    expect(rfc1918.results).toEqual({ usableHosts: 1048574, addresses: 1048576 });
  });

  it('follows RFC 3021 for a /31 and counts a /32 as one host', () => {
    const p2p = shown({ ip: '10.0.0.1', cidr: '31' });
    expect(p2p.results).toEqual({ usableHosts: 2, addresses: 2 });
    expect(p2p.caption).toBe('2 usable hosts: 10.0.0.0 – 10.0.0.1');
    expect(p2p.facts['Broadcast address']).toBe('None (RFC 3021)');
    expect(p2p.steps).toContain('Usable hosts = 2: in a /31 both addresses are hosts (RFC 3021)');
    expect(p2p.summary).toMatch(/point-to-point link of two hosts, 10\.0\.0\.0 and 10\.0\.0\.1/);

    const host = shown({ ip: '8.8.8.8', cidr: '32' });
    expect(host.results).toEqual({ usableHosts: 1, addresses: 1 });
    expect(host.caption).toBe('1 usable host: 8.8.8.8');
    expect(host.facts['Subnet mask']).toBe('255.255.255.255 (/32)');
    expect(host.facts['Wildcard mask']).toBe('0.0.0.0');
    expect(host.facts['Broadcast address']).toBe('None (a single address)');
    expect(host.summary).toBe('8.8.8.8/32 is a single host address (mask 255.255.255.255).');
  });

  it('handles /0, the whole address space', () => {
    const all = shown({ ip: '203.0.113.5', cidr: '0' });
    expect(all.headline).toBe('0.0.0.0/0');
    expect(all.results).toEqual({ usableHosts: 4294967294, addresses: 4294967296 });
    expect(all.facts['Subnet mask']).toBe('0.0.0.0 (/0)');
    expect(all.facts['Wildcard mask']).toBe('255.255.255.255');
    expect(all.facts['Broadcast address']).toBe('255.255.255.255');
  });

  it('names the class and the special ranges', () => {
    expect(classOf(parseIpv4('10.1.2.3')!)).toBe('A');
    expect(classOf(parseIpv4('224.0.0.1')!)).toBe('D (multicast)');
    expect(classOf(parseIpv4('250.0.0.1')!)).toBe('E (reserved)');
    expect(rangeOf(parseIpv4('10.255.255.255')!)).toBe('Private (RFC 1918, 10.0.0.0/8)');
    expect(rangeOf(parseIpv4('172.32.0.1')!)).toBe('Public');
    expect(rangeOf(parseIpv4('172.15.255.255')!)).toBe('Public');
    expect(rangeOf(parseIpv4('127.0.0.1')!)).toBe('Loopback (127.0.0.0/8)');
    expect(rangeOf(parseIpv4('169.254.1.1')!)).toBe('Link-local (169.254.0.0/16)');
    // IANA's IPv4 special-purpose registry (RFC 6890): not globally reachable, so not "Public".
    expect(rangeOf(parseIpv4('192.0.2.5')!)).toBe('Documentation (RFC 5737, 192.0.2.0/24)');
    expect(rangeOf(parseIpv4('198.51.100.1')!)).toBe('Documentation (RFC 5737, 198.51.100.0/24)');
    expect(rangeOf(parseIpv4('203.0.113.9')!)).toBe('Documentation (RFC 5737, 203.0.113.0/24)');
    expect(rangeOf(parseIpv4('198.19.255.255')!)).toBe('Benchmarking (RFC 2544, 198.18.0.0/15)');
    expect(rangeOf(parseIpv4('198.20.0.0')!)).toBe('Public');
    expect(rangeOf(parseIpv4('192.0.0.9')!)).toBe('IETF protocol assignments (192.0.0.0/24)');
    expect(rangeOf(parseIpv4('192.0.1.1')!)).toBe('Public');
    expect(rangeOf(parseIpv4('255.255.255.255')!)).toBe('Limited broadcast (255.255.255.255)');
  });

  it('says what is wrong with an address or a prefix', () => {
    expect(errorsOf({ ip: '' }).ip).toBe('Enter an IPv4 address, such as 192.168.1.10');
    expect(errorsOf({ ip: '192.168.1' }).ip).toBe(
      'An IPv4 address has four numbers separated by dots: 10.0.0.1',
    );
    expect(errorsOf({ ip: '192.168.1.256' }).ip).toBe(
      'Each part must be a whole number from 0 to 255 (not “256”)',
    );
    expect(errorsOf({ ip: '10.0.0.1/8' }).ip).toBe(
      'Enter the address without the prefix; choose the prefix below',
    );
    expect(errorsOf({ ip: '2001:db8::1' }).ip).toBe(
      'Only IPv4 addresses are handled here: four numbers such as 10.0.0.1',
    );
    expect(checkIpv4(' 10.0.0.1 ')).toBeNull();
    expect(errorsOf({ cidr: '33' }).cidr).toBe('The prefix length can be at most 32');
    expect(errorsOf({ cidr: '-1' }).cidr).toBe('The prefix length cannot be negative');
    expect(errorsOf({ cidr: '24.5' }).cidr).toBe(
      'Enter the prefix length as a whole number from 0 to 32',
    );
  });

  it('passes its published reference cases', () => {
    expect(referenceChecks(subnet, TODAY).filter((c) => !c.matches)).toEqual([]);
  });
});

describe('the subnet calculator’s words', () => {
  it('says “1 one then 31 zeros” for a /1 mask', () => {
    expect(wordsShown(subnet, { cidr: '1' })).toMatch(/Mask \/1: 1 one then 31 zeros/);
  });
});
