import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import generator from './qr-code-generator.ts';
import {
  darkRuns,
  drawOnCanvas,
  modeOf,
  pixelLayout,
  qrSymbol,
  svgDocument,
  type EccLevel,
  type QrSymbol,
} from './qr-code-generator/qr.ts';

// Capacities are those of ISO/IEC 18004 as tabled by Thonky's QR code tutorial
// ("Character Capacities"); the format information is worked here from the standard's BCH code.

describe('the version chosen', () => {
  it.each([
    // [level, bytes, digits, alphanumeric characters] that version 1 holds.
    ['L', 17, 41, 25],
    ['M', 14, 34, 20],
    ['Q', 11, 27, 16],
    ['H', 7, 17, 10],
  ] as const)('is 1 up to the capacity of 1-%s, and 2 beyond it', (level, bytes, digits, alpha) => {
    expect(qrSymbol('a'.repeat(bytes), level)?.version).toBe(1);
    expect(qrSymbol('a'.repeat(bytes + 1), level)?.version).toBe(2);
    expect(qrSymbol('7'.repeat(digits), level)?.version).toBe(1);
    expect(qrSymbol('7'.repeat(digits + 1), level)?.version).toBe(2);
    expect(qrSymbol('A'.repeat(alpha), level)?.version).toBe(1);
    expect(qrSymbol('A'.repeat(alpha + 1), level)?.version).toBe(2);
  });

  it.each([
    ['L', 2953],
    ['M', 2331],
    ['Q', 1663],
    ['H', 1273],
  ] as const)('is 40 at the byte capacity of 40-%s, and none beyond it', (level, bytes) => {
    const symbol = qrSymbol('a'.repeat(bytes), level);
    expect(symbol?.version).toBe(40);
    expect(symbol?.size).toBe(177);
    expect(qrSymbol('a'.repeat(bytes + 1), level)).toBeNull();
  });

  it('counts UTF-8 bytes: 8 two-byte letters need version 2 at level L… and 9', () => {
    // 'é' is 2 bytes: 8 of them are 16 bytes (version 1-L holds 17), 9 are 18.
    expect(qrSymbol('é'.repeat(8), 'L')?.version).toBe(1);
    expect(qrSymbol('é'.repeat(9), 'L')?.version).toBe(2);
  });

  it('encodes in the smallest mode', () => {
    expect(modeOf('0123456789')).toBe('numeric');
    expect(modeOf('HELLO WORLD')).toBe('alphanumeric');
    expect(modeOf('HTTPS://EXAMPLE.COM/A-B')).toBe('alphanumeric');
    expect(modeOf('https://example.com')).toBe('byte');
    expect(modeOf('Hello')).toBe('byte');
  });
});

/** The standard's format information: 2 bits of level, 3 of mask, BCH(15,5), XOR 101010000010010. */
function formatBits(level: EccLevel, mask: number): number {
  const data = ({ L: 0b01, M: 0b00, Q: 0b11, H: 0b10 }[level] << 3) | mask;
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) {
    if (remainder & (1 << bit)) remainder ^= 0b10100110111 << (bit - 10);
  }
  return ((data << 10) | remainder) ^ 0b101010000010010;
}

/** The format information read from beside the top-left finder pattern (bit 0 at row 0). */
function readFormat(symbol: QrSymbol): number {
  const m = symbol.modules;
  const cells: [number, number][] = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  return cells.reduce((bits, [row, column], i) => bits | (Number(m[row]![column]) << i), 0);
}

/** The second copy: along row 8 at the right, then down column 8 at the bottom. */
function readFormatCopy(symbol: QrSymbol): number {
  const m = symbol.modules;
  const n = symbol.size;
  let bits = 0;
  for (let i = 0; i < 8; i++) bits |= Number(m[8]![n - 1 - i]) << i;
  for (let i = 8; i < 15; i++) bits |= Number(m[n - 15 + i]![8]) << i;
  return bits;
}

describe('the symbol', () => {
  it('works out the format strings Thonky publishes for mask 0', () => {
    expect(formatBits('L', 0).toString(2).padStart(15, '0')).toBe('111011111000100');
    expect(formatBits('M', 0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits('Q', 0).toString(2).padStart(15, '0')).toBe('011010101011111');
    expect(formatBits('H', 0).toString(2).padStart(15, '0')).toBe('001011010001001');
  });

  it.each(['L', 'M', 'Q', 'H'] as const)(
    'carries level %s and its mask in both copies of the format information',
    (level) => {
      const symbol = qrSymbol('https://example.com', level)!;
      expect(readFormat(symbol)).toBe(formatBits(level, symbol.mask));
      expect(readFormatCopy(symbol)).toBe(formatBits(level, symbol.mask));
    },
  );

  it.each([1, 2, 7, 40])(
    'has finder, timing and dark modules where the standard puts them (version %i)',
    (version) => {
      // Byte capacities at level L of versions 1, 2, 7 and 40: 17, 32, 154 and 2,953.
      const bytes = { 1: 17, 2: 32, 7: 154, 40: 2953 }[version]!;
      const symbol = qrSymbol('a'.repeat(bytes), 'L')!;
      expect(symbol.version).toBe(version);
      const n = 4 * version + 17;
      expect(symbol.size).toBe(n);
      expect(symbol.modules).toHaveLength(n);
      const m = symbol.modules;
      // Finder patterns: a dark 7 × 7 ring, a light ring, a dark 3 × 3 centre; light separators.
      for (const [top, left] of [
        [0, 0],
        [0, n - 7],
        [n - 7, 0],
      ]) {
        for (let r = -1; r <= 7; r++) {
          for (let c = -1; c <= 7; c++) {
            const row = top! + r;
            const column = left! + c;
            if (row < 0 || column < 0 || row >= n || column >= n) continue;
            const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
            expect(m[row]![column], `${row},${column}`).toBe(ring !== 2 && ring !== 4);
          }
        }
      }
      // Timing patterns on row and column 6, dark on even positions.
      for (let i = 8; i < n - 8; i++) {
        expect(m[6]![i]).toBe(i % 2 === 0);
        expect(m[i]![6]).toBe(i % 2 === 0);
      }
      // The dark module beside the bottom-left finder.
      expect(m[4 * version + 9]![8]).toBe(true);
    },
  );
});

describe('the drawings', () => {
  const symbol = qrSymbol('https://example.com', 'M')!;

  it('draw every dark module, once', () => {
    const dark = symbol.modules.flat().filter(Boolean).length;
    expect(darkRuns(symbol).reduce((sum, [, , length]) => sum + length, 0)).toBe(dark);
  });

  it('make an SVG of the modules with a quiet zone of 4', () => {
    // Version 2: 25 modules, 33 with the margin.
    const svg = svgDocument(symbol, 256);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 33 33"/,
    );
    expect(svg).toContain('<rect width="33" height="33" fill="#ffffff"/>');
    // The top-left finder's first row: 7 dark modules from (4, 4).
    expect(svg).toContain('M4 4h7v1h-7z');
  });

  it('lay out whole pixels per module, centred', () => {
    // 256 px ÷ 33 = 7 px a module (231 px); 25 px left over, 12 on the left; margin 4 × 7 = 28.
    // 1,024 px ÷ 33 = 31 (1,023 px); 1 px left over, 0 on the left; margin 4 × 31 = 124.
    expect(pixelLayout(symbol, 256)).toEqual({ scale: 7, offset: 40 });
    expect(pixelLayout(symbol, 1024)).toEqual({ scale: 31, offset: 124 });
  });

  it('paint the canvas white, then each run of dark modules', () => {
    const calls: [string, number, number, number, number][] = [];
    const context = {
      fillStyle: '',
      fillRect(x: number, y: number, w: number, h: number) {
        calls.push([this.fillStyle, x, y, w, h]);
      },
    };
    drawOnCanvas(context, symbol, 256);
    expect(calls[0]).toEqual(['#ffffff', 0, 0, 256, 256]);
    expect(calls).toHaveLength(1 + darkRuns(symbol).length);
    // The top-left finder's first row: 7 modules of 7 px at the offset.
    expect(calls[1]).toEqual(['#000000', 40, 40, 49, 7]);
  });
});

describe('the QR code generator', () => {
  it('makes a version 2 code of the default link at level M', () => {
    // 'https://example.com' is 19 bytes: more than 1-M holds (14), less than 2-M (26).
    const { results, errors } = evaluate(generator, {});
    expect(errors).toEqual({});
    expect(results).toEqual({ version: 2, modules: 25, bytes: 19, pixelsPerModule: 7 });
  });

  it('refuses a text no version holds at the level chosen', () => {
    expect(evaluate(generator, { text: 'a'.repeat(1274), level: 'H' }).errors).toEqual({
      text: 'Too long for a QR code at level H: choose a lower error correction level, or shorten the text',
    });
    // Thonky: version 34-Q holds 1,228 bytes, 35-Q 1,283.
    expect(evaluate(generator, { text: 'a'.repeat(1274), level: 'Q' }).results?.version).toBe(35);
  });

  it('refuses a text longer than any QR code holds, in bytes', () => {
    // 1,477 × 'é' is 1,477 characters but 2,954 bytes.
    expect(evaluate(generator, { text: 'é'.repeat(1477), level: 'L' }).errors).toEqual({
      text: 'This text is 2,954 bytes long; a QR code holds at most 2,953 bytes',
    });
    expect(evaluate(generator, { text: 'a'.repeat(2954) }).errors).toEqual({
      text: 'This text is 2,954 bytes long; a QR code holds at most 2,953 bytes',
    });
  });

  it('accepts what a QR code holds in each mode: 7,089 digits, 4,296 alphanumeric characters', () => {
    // ISO/IEC 18004, as Thonky's character-capacity table reproduces it: version 40-L holds
    // 7,089 numeric and 4,296 alphanumeric characters.
    expect(evaluate(generator, { text: '7'.repeat(7089), level: 'L' }).results).toMatchObject({
      version: 40,
      modules: 177,
    });
    expect(evaluate(generator, { text: 'A'.repeat(4296), level: 'L' }).results).toMatchObject({
      version: 40,
    });
    expect(evaluate(generator, { text: '7'.repeat(7090), level: 'L' }).errors).toEqual({
      text: 'Enter at most 7,089 characters',
    });
    expect(evaluate(generator, { text: 'A'.repeat(4297), level: 'L' }).errors).toEqual({
      text: 'This text is 4,297 characters long; a QR code holds at most 4,296 of capital letters, digits, space and $ % * + - . / :',
    });
    // At level H version 40 holds 3,057 digits: more is too long for that level.
    expect(evaluate(generator, { text: '7'.repeat(3058), level: 'H' }).errors.text).toMatch(
      /^Too long for a QR code at level H/,
    );
  });

  it('refuses a blank text and a broken character', () => {
    expect(evaluate(generator, { text: '  ' }).errors).toEqual({
      text: 'Enter a link or some text to encode',
    });
    expect(evaluate(generator, { text: 'a\uD800b' }).errors).toEqual({
      text: 'This text has a broken character: delete it and retype it',
    });
  });

  it('refuses an image with fewer pixels than the code has modules', () => {
    // Version 40: 177 modules, 185 with the margin.
    const big = { text: 'a'.repeat(2953), level: 'L' };
    expect(evaluate(generator, { ...big, size: '184' }).errors).toEqual({
      size: 'This code is 185 modules wide with its margin: choose at least 185 pixels',
    });
    expect(evaluate(generator, { ...big, size: '185' }).results?.pixelsPerModule).toBe(1);
  });

  it.each([
    [{ size: '127' }, { size: 'The image must be at least 128 pixels wide' }],
    [{ size: '1025' }, { size: 'The image can be at most 1,024 pixels wide' }],
    [{ size: '' }, { size: 'Enter the image size in pixels' }],
  ])('refuses %j', (texts, errors) => {
    expect(evaluate(generator, texts).errors).toEqual(errors);
  });
});
