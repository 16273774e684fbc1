import { formatCount, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 105,
  name: 'Subnet Calculator',
  description:
    'Find the network and broadcast address, subnet mask, wildcard, usable host range and host count of an IPv4 address and prefix.',
  category: 'more',
  icon: 'binary',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['number-base-converter', 'data-storage-converter', 'scientific-calculator'],
  keywords:
    'cidr subnet mask ipv4 ip address network broadcast wildcard netmask prefix hosts subnetting',
} satisfies CalculatorRecord;

// An IPv4 address and a prefix length (CIDR, RFC 4632): the mask is `prefix` one-bits followed
// by zeros; the network address is the address AND the mask, the broadcast address the network
// OR the wildcard (the mask's complement, RFC 950's all-ones host part). Usable hosts are the
// addresses between them (2^(32 − prefix) − 2), except a /31, where both addresses are hosts
// (RFC 3021), and a /32, a single host. Worked in unsigned 32-bit integers, so nothing rounds.

/** An address as a 32-bit unsigned integer, or null when the text is not a dotted IPv4 address. */
export function parseIpv4(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** The message for a text that is not an IPv4 address, or null. */
export function checkIpv4(text: string): string | null {
  const t = text.trim();
  if (t === '') return 'Enter an IPv4 address, such as 192.168.1.10';
  if (t.includes(':')) return 'Only IPv4 addresses are handled here: four numbers such as 10.0.0.1';
  if (t.includes('/')) return 'Enter the address without the prefix; choose the prefix below';
  const parts = t.split('.');
  if (parts.length !== 4) return 'An IPv4 address has four numbers separated by dots: 10.0.0.1';
  const bad = parts.find((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255);
  if (bad !== undefined) return `Each part must be a whole number from 0 to 255 (not “${bad}”)`;
  return null;
}

/** A 32-bit integer in dotted form: 3232235777 → '192.168.1.1'. */
export function dotted(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** A 32-bit integer as four groups of eight binary digits. */
export function binary(value: number): string {
  return [24, 16, 8, 0]
    .map((shift) => (Math.floor(value / 2 ** shift) % 256).toString(2).padStart(8, '0'))
    .join('.');
}

/** The mask of a prefix length as an unsigned integer (0 for /0). */
export function maskOf(prefix: number): number {
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

/** The RFC 1918 private range (or other special range) an address lies in, if any. */
export function rangeOf(address: number): string {
  const a = Math.floor(address / 2 ** 24);
  const b = Math.floor(address / 2 ** 16) % 256;
  const c = Math.floor(address / 2 ** 8) % 256;
  if (a === 10) return 'Private (RFC 1918, 10.0.0.0/8)';
  if (a === 172 && b >= 16 && b <= 31) return 'Private (RFC 1918, 172.16.0.0/12)';
  if (a === 192 && b === 168) return 'Private (RFC 1918, 192.168.0.0/16)';
  if (a === 127) return 'Loopback (127.0.0.0/8)';
  if (a === 169 && b === 254) return 'Link-local (169.254.0.0/16)';
  if (a === 100 && b >= 64 && b <= 127) return 'Shared address space (100.64.0.0/10)';
  // The other blocks IANA's special-purpose registry (RFC 6890) marks as not globally reachable.
  if (a === 192 && b === 0 && c === 0) return 'IETF protocol assignments (192.0.0.0/24)';
  if (a === 192 && b === 0 && c === 2) return 'Documentation (RFC 5737, 192.0.2.0/24)';
  if (a === 198 && b === 51 && c === 100) return 'Documentation (RFC 5737, 198.51.100.0/24)';
  if (a === 203 && b === 0 && c === 113) return 'Documentation (RFC 5737, 203.0.113.0/24)';
  if (a === 198 && (b === 18 || b === 19)) return 'Benchmarking (RFC 2544, 198.18.0.0/15)';
  if (a >= 224 && a <= 239) return 'Multicast (224.0.0.0/4)';
  if (address === 2 ** 32 - 1) return 'Limited broadcast (255.255.255.255)';
  if (a >= 240) return 'Reserved (240.0.0.0/4)';
  if (a === 0) return '“This network” (0.0.0.0/8)';
  return 'Public';
}

/** The historical class of an address (RFC 791), by its first octet. */
export function classOf(address: number): string {
  const a = Math.floor(address / 2 ** 24);
  if (a < 128) return 'A';
  if (a < 192) return 'B';
  if (a < 224) return 'C';
  if (a < 240) return 'D (multicast)';
  return 'E (reserved)';
}

export interface Subnet {
  address: number;
  prefix: number;
  mask: number;
  wildcard: number;
  network: number;
  broadcast: number;
  addresses: number;
  usable: number;
  first: number;
  last: number;
}

/** The subnet of an address and prefix length. */
export function subnetOf(address: number, prefix: number): Subnet {
  const mask = maskOf(prefix);
  const wildcard = ~mask >>> 0;
  const network = (address & mask) >>> 0;
  const broadcast = (network | wildcard) >>> 0;
  const addresses = 2 ** (32 - prefix);
  // RFC 3021: both addresses of a /31 are hosts; a /32 is one host.
  const usable = prefix >= 31 ? addresses : addresses - 2;
  const first = prefix >= 31 ? network : network + 1;
  const last = prefix >= 31 ? broadcast : broadcast - 1;
  return { address, prefix, mask, wildcard, network, broadcast, addresses, usable, first, last };
}

const subnetOfValues = (v: { ip: string; cidr: number }) => subnetOf(parseIpv4(v.ip)!, v.cidr);

const range = (s: Subnet) =>
  s.first === s.last ? dotted(s.first) : `${dotted(s.first)} – ${dotted(s.last)}`;

export default defineCalculator({
  slug: 'subnet-calculator',
  fields: {
    ip: {
      kind: 'text',
      label: 'IP address',
      default: '192.168.1.130',
      maxLength: 40,
      code: true,
      placeholder: '192.168.1.130',
      help: 'An IPv4 address in dotted form: four numbers from 0 to 255.',
      required: 'Enter an IPv4 address, such as 192.168.1.10',
      check: checkIpv4,
    },
    cidr: {
      kind: 'integer',
      label: 'Prefix length (CIDR)',
      default: '26',
      min: 0,
      max: 32,
      noun: 'prefix length',
      help: 'The number after the slash: /24 is the mask 255.255.255.0.',
      messages: {
        required: 'Enter the prefix length, 0 to 32',
        min: 'The prefix length cannot be negative',
        max: 'The prefix length can be at most 32',
        invalid: 'Enter the prefix length as a whole number from 0 to 32',
      },
    },
  },
  outputs: {
    usableHosts: { label: 'Usable hosts', format: 'integer' },
    addresses: { label: 'Addresses in the subnet', format: 'integer' },
  },
  compute(v) {
    const s = subnetOfValues(v);
    return { usableHosts: s.usable, addresses: s.addresses };
  },
  headline: {
    label: 'Network',
    text: (v) => {
      const s = subnetOfValues(v);
      return `${dotted(s.network)}/${s.prefix}`;
    },
    caption: (v) => {
      const s = subnetOfValues(v);
      const hosts = `${formatPlain(s.usable)} usable ${s.usable === 1 ? 'host' : 'hosts'}`;
      return `${hosts}: ${range(s)}`;
    },
  },
  facts(v) {
    const s = subnetOfValues(v);
    return [
      { label: 'Network address', text: dotted(s.network) },
      {
        label: 'Broadcast address',
        text:
          s.prefix === 32
            ? 'None (a single address)'
            : s.prefix === 31
              ? 'None (RFC 3021)'
              : dotted(s.broadcast),
      },
      { label: 'Subnet mask', text: `${dotted(s.mask)} (/${s.prefix})` },
      { label: 'Wildcard mask', text: dotted(s.wildcard) },
      { label: 'First usable host', text: dotted(s.first) },
      { label: 'Last usable host', text: dotted(s.last) },
      { label: 'Usable hosts', text: formatPlain(s.usable) },
      { label: 'Addresses in the subnet', text: formatPlain(s.addresses) },
      { label: 'Address class', text: classOf(s.address) },
      { label: 'Address range', text: rangeOf(s.address) },
      { label: 'Mask in binary', text: binary(s.mask) },
    ];
  },
  summary(v) {
    const s = subnetOfValues(v);
    if (s.prefix === 32) {
      return `${dotted(s.address)}/32 is a single host address (mask 255.255.255.255).`;
    }
    if (s.prefix === 31) {
      return `${dotted(s.address)}/31 is a point-to-point link of two hosts, ${dotted(s.first)} and ${dotted(s.last)}, with no network or broadcast address (RFC 3021).`;
    }
    return `${dotted(s.address)}/${s.prefix} is in the network ${dotted(s.network)} (mask ${dotted(s.mask)}), with ${formatPlain(s.usable)} usable hosts from ${dotted(s.first)} to ${dotted(s.last)} and broadcast ${dotted(s.broadcast)}.`;
  },
  steps(v) {
    const s = subnetOfValues(v);
    const hostBits = 32 - s.prefix;
    const usable =
      s.prefix === 32
        ? 'Usable hosts = 1: a /32 is one host'
        : s.prefix === 31
          ? 'Usable hosts = 2: in a /31 both addresses are hosts (RFC 3021)'
          : `Usable hosts = ${formatPlain(s.addresses)} − 2 (network and broadcast) = ${formatPlain(s.usable)}`;
    return [
      `Address in binary: ${binary(s.address)}`,
      `Mask /${s.prefix}: ${formatCount(s.prefix, 'ones')} then ${formatCount(hostBits, 'zeros')} = ${binary(s.mask)} = ${dotted(s.mask)}`,
      `Network = address AND mask = ${binary(s.network)} = ${dotted(s.network)}`,
      `Wildcard = NOT mask = ${dotted(s.wildcard)}`,
      `Last address = network OR wildcard = ${dotted(s.broadcast)}${s.prefix >= 31 ? '' : ' (the broadcast address)'}`,
      `Addresses = 2^${hostBits} = ${formatPlain(s.addresses)}`,
      usable,
      `Usable range: ${range(s)}`,
    ];
  },
  about: [
    'A prefix length (CIDR notation, RFC 4632) says how many leading bits of the 32-bit address name the network: /26 is 26 one-bits, the mask 255.255.255.192. The network address is the address AND the mask; the wildcard mask is the mask’s complement, and the broadcast address is the network address with every host bit set to one (RFC 950 and RFC 919).',
    'A subnet of prefix p holds 2^(32 − p) addresses. The first (network) and last (broadcast) are not given to hosts, so the usable hosts are 2^(32 − p) − 2, from the network address + 1 to the broadcast address − 1.',
    'Two conventions for the smallest subnets: a /31 has two addresses and both are usable hosts, with no network or broadcast address, as RFC 3021 defines for point-to-point links; a /32 is a single host (a host route), counted as 1 usable host.',
    'The address range line says whether the address is private (RFC 1918: 10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16), loopback, link-local, shared (RFC 6598), for documentation (RFC 5737) or benchmarking (RFC 2544), or multicast, as IANA’s special-purpose address registry lists them (RFC 6890); the class (A to E) is the historical classful one by the first number (RFC 791), which CIDR no longer uses for routing. IPv4 only.',
  ],
  faq: [
    {
      question: 'How do I find the network address?',
      answer:
        'AND the address with the mask, bit by bit. For 192.168.1.130/26 the mask is 255.255.255.192; 130 AND 192 is 128, so the network is 192.168.1.128.',
    },
    {
      question: 'Why are there 2 fewer usable hosts than addresses?',
      answer:
        'The first address names the network and the last is its broadcast address, so neither is given to a host: a /24 has 256 addresses and 254 usable hosts.',
    },
    {
      question: 'How many hosts does a /31 or a /32 have?',
      answer:
        'A /31 has two addresses and, by RFC 3021, both are hosts on a point-to-point link, so 2. A /32 is one address, a single host. Older calculators show 0 for a /31.',
    },
    {
      question: 'What is a wildcard mask?',
      answer:
        'The subnet mask with every bit flipped: 255.255.255.192 becomes 0.0.0.63. Cisco access lists and OSPF use it to match a range of addresses.',
    },
    {
      question: 'Which addresses are private?',
      answer:
        '10.0.0.0 to 10.255.255.255, 172.16.0.0 to 172.31.255.255 and 192.168.0.0 to 192.168.255.255 (RFC 1918). They are used inside home and company networks and are not routed on the internet.',
    },
  ],
  references: [
    {
      source:
        'IETF RFC 4632, "Classless Inter-domain Routing (CIDR)", section 3.1 (rfc-editor.org/rfc/rfc4632): the legacy Class B network 172.16.0.0 is written 172.16.0.0/16, and the table of prefix sizes gives a /16 65536 addresses',
      inputs: { ip: '172.16.0.0', cidr: '16' },
      expected: { addresses: 65536 },
      tolerance: 0,
    },
    {
      source:
        'IETF RFC 4632, section 3.1: the legacy Class C network 192.168.99.0 is written 192.168.99.0/24, and the table gives a /24 (n.n.n.0/24) 256 addresses',
      inputs: { ip: '192.168.99.0', cidr: '24' },
      expected: { addresses: 256 },
      tolerance: 0,
    },
    {
      source: 'IETF RFC 4632, section 3.1, table of prefix sizes: n.n.x.0/23 holds 512 addresses',
      inputs: { ip: '192.168.98.0', cidr: '23' },
      expected: { addresses: 512 },
      tolerance: 0,
    },
    {
      source:
        'Cisco 7600 Series Router Configuration Guide, Appendix E "IPv4 Addresses and Subnet Masks" (manualowl.com/m/Cisco/7604/Manual/322989?page=690): the /20 (255.255.240.0) subnets of 10.1 hold 4096 addresses each',
      inputs: { ip: '10.1.16.0', cidr: '20' },
      expected: { addresses: 4096 },
      tolerance: 0,
    },
    {
      source:
        'IETF RFC 3021, "Using 31-Bit Prefixes on IPv4 Point-to-Point Links" (rfc-editor.org/rfc/rfc3021), section 2: the two addresses of a 31-bit prefix are both host addresses',
      inputs: { ip: '10.0.0.0', cidr: '31' },
      expected: { usableHosts: 2, addresses: 2 },
      tolerance: 0,
    },
    {
      source:
        'egtry, "Broadcast and host range" (egtry.com/addresses-are-arithmetic/broadcast-and-host-range/): 192.168.1.128/26 has first host 192.168.1.129, last host 192.168.1.190, broadcast 192.168.1.191 and 62 usable hosts',
      inputs: { ip: '192.168.1.128', cidr: '26' },
      expected: { usableHosts: 62 },
      tolerance: 0,
    },
    {
      source:
        'AfNOG 2005 workshop, "IP Basics", slide "Allocating IP Addresses" (ws.afnog.org/afnog2005/e2/05-ipbasics/ipbasics/tsld042.htm): a /24 leaves 2^8 − 2 = 254 possible hosts',
      inputs: { ip: '192.168.1.0', cidr: '24' },
      expected: { usableHosts: 254, addresses: 256 },
      tolerance: 0,
    },
    {
      source:
        'AfNOG 2005 workshop, "IP Basics", slide "Allocating IP Addresses" (ws.afnog.org/afnog2005/e2/05-ipbasics/ipbasics/tsld042.htm): a /27 (255.255.255.224) leaves 2^5 − 2 = 30 possible hosts',
      inputs: { ip: '192.168.1.32', cidr: '27' },
      expected: { usableHosts: 30, addresses: 32 },
      tolerance: 0,
    },
  ],
});
