import { formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import {
  CAPACITY,
  hasLoneSurrogate,
  MAX_BYTES,
  MAX_CHARACTERS,
  modeOf,
  pixelLayout,
  qrSymbol,
  sideWithMargin,
  utf8Length,
  type EccLevel,
  type QrMode,
} from './qr-code-generator/qr.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 63,
  name: 'QR Code Generator',
  description:
    'Make a QR code from a link or text and download it as PNG or SVG, made in your browser.',
  category: 'free-tools',
  icon: 'qr-code',
  iconBg: 'gray',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-11-25',
  related: ['password-generator', 'word-counter', 'text-case-converter'],
  keywords: 'qr code qrcode barcode generator',
} satisfies CalculatorRecord;

// The QR code generator: a link or text, an error correction level and an image size. compute
// gives the symbol's version, its modules per side and the text's length in bytes; the panel
// draws the code (as SVG, on the server too: it is deterministic) with PNG and SVG downloads.
// The encoder is uqr (see qr-code-generator/qr.ts).

const LEVELS: readonly { value: EccLevel; label: string }[] = [
  { value: 'L', label: 'L – Low (about 7% can be restored)' },
  { value: 'M', label: 'M – Medium (about 15%)' },
  { value: 'Q', label: 'Q – Quartile (about 25%)' },
  { value: 'H', label: 'H – High (about 30%)' },
];

const fields = {
  text: {
    kind: 'text',
    label: 'Link or text',
    default: 'https://example.com',
    multiline: true,
    rows: 3,
    maxLength: MAX_CHARACTERS,
    required: 'Enter a link or some text to encode',
    check(text: string) {
      if (hasLoneSurrogate(text))
        return 'This text has a broken character: delete it and retype it';
      // What a QR code holds depends on the mode the text is encoded in.
      const mode = modeOf(text);
      if (mode === 'numeric') return null; // within maxLength, 7,089 digits
      if (mode === 'alphanumeric') {
        return text.length > CAPACITY.alphanumeric
          ? `This text is ${formatPlain(text.length)} characters long; a QR code holds at most ` +
              `${formatPlain(CAPACITY.alphanumeric)} of capital letters, digits, space and $ % * + - . / :`
          : null;
      }
      const bytes = utf8Length(text);
      return bytes > MAX_BYTES
        ? `This text is ${formatPlain(bytes)} bytes long; a QR code holds at most ` +
            `${formatPlain(MAX_BYTES)} bytes`
        : null;
    },
  },
  level: {
    kind: 'choice',
    label: 'Error correction',
    default: 'M',
    options: LEVELS,
    help: 'Higher levels still scan when part of the code is damaged or covered, but make it denser.',
  },
  size: {
    kind: 'integer',
    label: 'Image size',
    default: '256',
    min: 128,
    max: 1024,
    unit: 'px',
    help: 'The width and height of the downloaded PNG, margin included.',
    messages: {
      required: 'Enter the image size in pixels',
      min: 'The image must be at least 128 pixels wide',
      max: 'The image can be at most 1,024 pixels wide',
      invalid: 'Enter a whole number of pixels',
    },
  },
} as const;

type QrValues = Values<typeof fields>;

const MODE_NAMES: Record<QrMode, string> = {
  numeric: 'Numeric (digits only)',
  alphanumeric: 'Alphanumeric (0–9, A–Z, space and $ % * + - . / :)',
  byte: 'Byte (the text’s UTF-8 bytes)',
};

/** The symbol of valid values (validate has made sure there is one). */
function symbolOf(v: QrValues) {
  return qrSymbol(v.text, v.level)!;
}

export default defineCalculator({
  slug: 'qr-code-generator',
  fields,
  validate(v) {
    const symbol = qrSymbol(v.text, v.level);
    if (!symbol) {
      return {
        text:
          `Too long for a QR code at level ${v.level}: choose a lower error correction level, ` +
          'or shorten the text',
      };
    }
    const side = sideWithMargin(symbol);
    if (v.size < side) {
      return {
        size:
          `This code is ${formatPlain(side)} modules wide with its margin: choose at least ` +
          `${formatPlain(side)} pixels`,
      };
    }
    return {};
  },
  outputs: {
    version: { label: 'QR version', format: 'integer', emphasis: true },
    modules: { label: 'Modules per side', format: 'integer' },
    bytes: { label: 'Length (UTF-8 bytes)', format: 'integer' },
    pixelsPerModule: { label: 'Pixels per module in the PNG', format: 'integer' },
  },
  compute(v) {
    const symbol = symbolOf(v);
    return {
      version: symbol.version,
      modules: symbol.size,
      bytes: utf8Length(v.text),
      pixelsPerModule: pixelLayout(symbol, v.size).scale,
    };
  },
  facts: (v) => [
    { label: 'Encoding mode', text: MODE_NAMES[symbolOf(v).mode] },
    { label: 'Mask pattern', text: String(symbolOf(v).mask) },
  ],
  panel: {
    load: () => import('./qr-code-generator/QrCodePanel.tsx'),
    where: 'results',
  },
  notes: [
    'The code is made by this page: in your browser as you type, or by our server when you open ' +
      'a link to it. The text is sent to no other service. It is part of the page’s address, so ' +
      'a shared link makes the same code: do not encode anything you would not put in a link.',
  ],
  steps(v, r) {
    const symbol = symbolOf(v);
    const { scale, offset } = pixelLayout(symbol, v.size);
    return [
      `Encoding: ${symbol.mode} mode, ${formatPlain(r.bytes)} ` +
        `${r.bytes === 1 ? 'byte' : 'bytes'} of text`,
      `Smallest version that holds it at level ${v.level}: ${symbol.version}`,
      `Modules per side = 4 × ${symbol.version} + 17 = ${symbol.size}; with a quiet zone of 4 ` +
        `on each side, ${sideWithMargin(symbol)}`,
      `PNG: ${formatPlain(v.size)} px ÷ ${sideWithMargin(symbol)} modules = ${scale} whole ` +
        `pixels per module, the code centred with a ${offset} px margin`,
    ];
  },
  about: [
    'The code follows the QR Code standard, ISO/IEC 18004 (Model 2). A text of digits only is ' +
      'encoded in numeric mode, one of capital letters, digits, space and $ % * + - . / : in ' +
      'alphanumeric mode, and anything else, lower-case letters included, as its UTF-8 bytes. ' +
      'The smallest of the 40 versions that holds the text at the chosen level is used: version ' +
      'v has 4v + 17 modules per side, from 21 × 21 to 177 × 177.',
    'Error correction lets a reader restore damaged or covered parts: about 7% of the code at ' +
      'level L, 15% at M, 25% at Q and 30% at H. Higher levels hold less: in byte mode a ' +
      'version 1 code holds 17 bytes at L, 14 at M, 11 at Q and 7 at H, and the largest, ' +
      'version 40, holds 2,953, 2,331, 1,663 and 1,273 bytes (the capacity tables of the ' +
      'standard, as reproduced in Thonky’s QR code tutorial). Digits and capital letters pack ' +
      'tighter: at level L, version 40 holds 7,089 digits in numeric mode and 4,296 characters ' +
      'in alphanumeric mode, and this page accepts texts up to those lengths.',
    'The image has a light margin (the quiet zone) of 4 modules on each side, as the standard ' +
      'asks. The PNG uses a whole number of pixels per module so that edges stay sharp; pixels ' +
      'left over widen the margin. The SVG is a vector drawing that stays sharp at any size. ' +
      'The mask pattern is the one of the eight with the lowest penalty score of the standard.',
    'Encoder: uqr, version 0.1 (MIT licence), a port of Project Nayuki’s QR Code generator.',
  ],
  faq: [
    {
      question: 'Which error correction level should I choose?',
      answer:
        'M suits most uses, on screen or on paper. Choose Q or H for codes that may get ' +
        'scratched or dirty, or that will have a logo over their centre; choose L for the ' +
        'smallest code, where it will be kept clean.',
    },
    {
      question: 'How much text fits in a QR code?',
      answer:
        'Up to 2,953 bytes at level L (a letter of the English alphabet is one byte, an accented ' +
        'letter two, most emoji four), 7,089 digits, or 4,296 capital letters and digits. The ' +
        'longer the text, the denser the code and the larger it must be printed.',
    },
    {
      question: 'Do these QR codes expire?',
      answer:
        'No. The link or text is in the code itself, not behind a redirecting service, so the ' +
        'code works for as long as the link does.',
    },
    {
      question: 'PNG or SVG?',
      answer:
        'PNG for the web, documents and most printing at the size chosen; SVG for print and ' +
        'design tools, where it can be scaled to any size without blurring.',
    },
  ],
  references: [
    {
      source:
        'DENSO WAVE (the maker of QR Code), "Information capacity and versions of QR Code" ' +
        '(https://www.qrcode.com/en/about/version.html), "How to determine the version": for ' +
        'data of 100-digit numerals at error correction level M, Version 3 QR Code (29 × 29 ' +
        'modules) is the most appropriate version',
      inputs: { text: '1234567890'.repeat(10), level: 'M' },
      expected: { version: 3, modules: 29, bytes: 100 },
      tolerance: 0,
    },
    {
      source:
        'DENSO WAVE, "QR Code Introduction - Symbol Version" (http://www.denso-wave.com/qrcode/' +
        'qrgene2-e.html): module configurations run from Version 1 (21 × 21 modules) to Version ' +
        '40 (177 × 177 modules); here the version 40 symbol',
      inputs: { text: 'a'.repeat(2953), level: 'L', size: '256' },
      expected: { version: 40, modules: 177 },
      tolerance: 0,
    },
    {
      source:
        'DENSO WAVE, "QR Code Introduction - Symbol Version" (http://www.denso-wave.com/qrcode/' +
        'qrgene2-e.html): Version 1 is 21 × 21 modules; here a short text that fits version 1',
      inputs: { text: 'HELLO WORLD', level: 'Q' },
      expected: { version: 1, modules: 21 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Data Encoding” (https://www.thonky.com/qr-code-tutorial/' +
        'data-encoding): “HELLO WORLD” at level Q is a version 1 code, alphanumeric mode',
      inputs: { text: 'HELLO WORLD', level: 'Q' },
      expected: { version: 1, modules: 21, bytes: 11 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Character Capacities” (https://www.thonky.com/' +
        'qr-code-tutorial/character-capacities): version 1-L holds 17 bytes',
      inputs: { text: 'abcdefghijklmnopq', level: 'L' },
      expected: { version: 1, modules: 21, bytes: 17 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Character Capacities” (https://www.thonky.com/' +
        'qr-code-tutorial/character-capacities): 18 bytes exceed version 1-L (17), version 2-L ' +
        'holds 32',
      inputs: { text: 'abcdefghijklmnopqr', level: 'L' },
      expected: { version: 2, modules: 25 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Character Capacities” (https://www.thonky.com/' +
        'qr-code-tutorial/character-capacities): version 1-H holds 7 bytes, 8 need version 2',
      inputs: { text: 'abcdefgh', level: 'H' },
      expected: { version: 2, modules: 25 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Character Capacities” (https://www.thonky.com/' +
        'qr-code-tutorial/character-capacities): version 1-L holds 41 digits in numeric mode',
      inputs: { text: '12345678901234567890123456789012345678901', level: 'L' },
      expected: { version: 1, modules: 21 },
      tolerance: 0,
    },
    {
      source:
        'RealNetworks, “QR Code Specification” (https://docs.real.com/access/guides/features/' +
        'qr_codes/qr_codes_3.html): version 4, 33 × 33 modules, holds 50 alphanumeric ' +
        'characters at level H',
      inputs: { text: 'HTTPS://EXAMPLE.COM/ABCDEFGHIJKLMNOPQRSTUVWXYZ/012', level: 'H' },
      expected: { version: 4, modules: 33, bytes: 50 },
      tolerance: 0,
    },
    {
      source:
        'Thonky.com QR Code Tutorial, “Character Capacities” (https://www.thonky.com/' +
        'qr-code-tutorial/character-capacities): version 40-L, 177 × 177 modules, holds 2,953 ' +
        'bytes',
      inputs: { text: 'a'.repeat(2953), level: 'L', size: '256' },
      expected: { version: 40, modules: 177, bytes: 2953 },
      tolerance: 0,
    },
  ],
});
