import { DATA, linearConverter } from './shared/units.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 55,
  name: 'Data Storage Converter',
  description:
    'Convert between bits and bytes with SI prefixes (kB, MB, GB) and IEC prefixes (KiB, MiB, GiB).',
  category: 'conversion',
  icon: 'hard-drive',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: [
    'number-base-converter',
    'length-converter',
    'scientific-calculator',
    'subnet-calculator',
  ],
  keywords: 'data storage bytes kb mb gb tb kib mib gib bits',
} satisfies CalculatorRecord;

// The data storage converter: bits and bytes with SI prefixes (powers of 1,000) and IEC prefixes
// (powers of 1,024, IEC 80000-13), each unit's exact size in bits, worked in decimal
// (shared/units.ts).

const NIST_BINARY =
  'NIST, Prefixes for binary multiples (physics.nist.gov/cuu/Units/binary.html), after IEC 60027-2 / IEC 80000-13';

export default linearConverter({
  slug: 'data-storage-converter',
  scale: DATA,
  label: 'Amount of data',
  noun: 'amount',
  defaults: { value: '1', from: 'TB', to: 'GiB' },
  factorSource: 'exact; SI prefixes are powers of 1,000, IEC prefixes powers of 1,024',
  about: [
    'The amount is multiplied by its unit’s size in bits and divided by the size of the unit you convert to. A byte is 8 bits. SI prefixes are powers of 1,000: kilo (k) 1,000, mega (M) 1,000², giga (G) 1,000³, tera (T) 1,000⁴ and peta (P) 1,000⁵, so a kilobyte (kB) is 1,000 bytes and a gigabyte (GB) 1,000,000,000 bytes. IEC prefixes are powers of 1,024: kibi (Ki) 1,024, mebi (Mi) 1,024², gibi (Gi) 1,024³, tebi (Ti) 1,024⁴ and pebi (Pi) 1,024⁵, so a kibibyte (KiB) is 1,024 bytes. Sources: IEC 80000-13:2008, Quantities and units, Part 13: Information science and technology; and NIST’s page Prefixes for binary multiples (physics.nist.gov/cuu/Units/binary.html).',
    'The codes in a link are the unit symbols: bit, kbit, Mbit, Gbit for bits; B, kB, MB, GB, TB, PB for bytes with SI prefixes; KiB, MiB, GiB, TiB, PiB for bytes with IEC prefixes (for example ?value=500&from=GB&to=GiB).',
    'Every factor is a whole number of bits. An exact result is shown in full after "="; one that never ends (1 TB in GiB) is rounded to 10 significant digits and marked "≈"; and the same amount is listed in every unit under it.',
  ],
  faq: [
    {
      question: 'Why does my 1 TB drive show as 931 GB?',
      answer:
        'The drive maker counts in SI units, 1 TB = 1,000,000,000,000 bytes. Some operating systems divide by 1,024³ and call the result GB, though it is really GiB: 1 TB ≈ 931.32 GiB. No space is missing.',
    },
    {
      question: 'Is a kilobyte 1,000 or 1,024 bytes?',
      answer:
        'By the SI and IEC standards, a kilobyte (kB) is 1,000 bytes and a kibibyte (KiB) is 1,024 bytes. Older software and memory makers often used "KB" for 1,024 bytes; this converter keeps the two apart.',
    },
    {
      question: 'What is the difference between Mbit and MB?',
      answer:
        'A megabit (Mbit, often written Mb) is 1,000,000 bits; a megabyte (MB) is 1,000,000 bytes, 8 times as much. Internet speeds are quoted in megabits per second, so a 100 Mbit/s line moves at most 12.5 MB a second.',
    },
  ],
  references: [
    {
      source: `${NIST_BINARY}: one mebibyte, 1 MiB = 2²⁰ B = 1 048 576 B`,
      inputs: { value: '1', from: 'MiB', to: 'B' },
      expected: { result: 1048576 },
      tolerance: 0,
    },
    {
      source: `${NIST_BINARY}: one gibibyte, 1 GiB = 2³⁰ B = 1 073 741 824 B`,
      inputs: { value: '1', from: 'GiB', to: 'B' },
      expected: { result: 1073741824 },
      tolerance: 0,
    },
    {
      source: `${NIST_BINARY}: one gigabyte, 1 GB = 10⁹ B = 1 000 000 000 B`,
      inputs: { value: '1', from: 'GB', to: 'B' },
      expected: { result: 1000000000 },
      tolerance: 0,
    },
    {
      source: `${NIST_BINARY}: one byte, 1 B = 2³ bit = 8 bit`,
      inputs: { value: '1', from: 'B', to: 'bit' },
      expected: { result: 8 },
      tolerance: 0,
    },
    {
      source:
        'Wikipedia (Slovak), IEC 60027-2 (sk.wikipedia.org/wiki/IEC_60027-2), example: 300 GB ≅ 279.397 GiB',
      inputs: { value: '300', from: 'GB', to: 'GiB' },
      expected: { result: 279.397 },
      tolerance: 0.0005,
    },
  ],
});
