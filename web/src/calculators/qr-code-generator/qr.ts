import { encode } from 'uqr';

// A QR code of a text (uqr, an encoder of ISO/IEC 18004 Model 2 symbols), as a matrix of modules
// without margin, and drawn as SVG or on a canvas with the standard quiet zone of 4 modules.
// uqr picks the smallest version (1 to 40) that holds the text at the level asked (it never
// raises the level: boostEcc is off) and the mask with the lowest penalty. It encodes a text of
// digits only in numeric mode, one of 0–9, A–Z, space and $%*+-./: in alphanumeric mode, and
// anything else as its UTF-8 bytes.

export type EccLevel = 'L' | 'M' | 'Q' | 'H';
export type QrMode = 'numeric' | 'alphanumeric' | 'byte';

/** The light margin around a symbol, in modules (ISO/IEC 18004: at least 4). */
export const QUIET_ZONE = 4;

/** The most bytes a QR code holds: version 40 at level L, in byte mode. */
export const MAX_BYTES = 2953;

/**
 * What the largest QR code (version 40, level L) holds in each mode: 7,089 digits, 4,296
 * alphanumeric characters or 2,953 bytes (ISO/IEC 18004, table 7).
 */
export const CAPACITY: Record<QrMode, number> = { numeric: 7089, alphanumeric: 4296, byte: 2953 };

/** The most characters a text may have: the numeric mode's 7,089 digits. */
export const MAX_CHARACTERS = CAPACITY.numeric;

export interface QrSymbol {
  version: number;
  /** Modules per side: 4 × version + 17. */
  size: number;
  /** Rows of modules, true for dark. */
  modules: readonly (readonly boolean[])[];
  mask: number;
  mode: QrMode;
}

/** The mode uqr encodes a text in (the same tests as its own). */
export function modeOf(text: string): QrMode {
  if (/^\d*$/.test(text)) return 'numeric';
  if (/^[A-Z0-9 $%*+./:-]*$/.test(text)) return 'alphanumeric';
  return 'byte';
}

/** The length of a text in UTF-8 bytes. */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Whether a text has half of a surrogate pair on its own (it has no UTF-8 form). */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

// The last symbol made: the form's checks, compute and the panel ask for the same one in turn.
let last: { text: string; level: EccLevel; symbol: QrSymbol | null } | null = null;

/** The QR code of a text at an error correction level, or null when no version holds it. */
export function qrSymbol(text: string, level: EccLevel): QrSymbol | null {
  if (last?.text === text && last.level === level) return last.symbol;
  let symbol: QrSymbol | null;
  if (hasLoneSurrogate(text)) {
    symbol = null;
  } else {
    try {
      const encoded = encode(text, { ecc: level, border: 0 });
      symbol = {
        version: encoded.version,
        size: encoded.size,
        modules: encoded.data,
        mask: encoded.maskPattern,
        mode: modeOf(text),
      };
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      symbol = null; // 'Data too long'
    }
  }
  last = { text, level, symbol };
  return symbol;
}

/** The dark runs of each row: [x, y, length] in modules, margin excluded. */
export function darkRuns(symbol: QrSymbol): [number, number, number][] {
  const runs: [number, number, number][] = [];
  symbol.modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      runs.push([start, y, x - start]);
    }
  });
  return runs;
}

/** The SVG path of the dark modules, in a coordinate system of modules with the quiet zone. */
export function svgPath(symbol: QrSymbol): string {
  return darkRuns(symbol)
    .map(([x, y, length]) => `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${length}v1h-${length}z`)
    .join('');
}

/** Modules per side with the quiet zone on each side. */
export function sideWithMargin(symbol: QrSymbol): number {
  return symbol.size + 2 * QUIET_ZONE;
}

/** A standalone SVG file of the symbol, `pixels` wide and high, black on white. */
export function svgDocument(symbol: QrSymbol, pixels: number): string {
  const side = sideWithMargin(symbol);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#ffffff"/>` +
    `<path fill="#000000" d="${svgPath(symbol)}"/></svg>`
  );
}

/**
 * Where the modules go in a square image `pixels` wide: whole pixels per module (so edges stay
 * sharp), the symbol centred, any pixels left over added to the margin.
 */
export function pixelLayout(symbol: QrSymbol, pixels: number): { scale: number; offset: number } {
  const side = sideWithMargin(symbol);
  const scale = Math.floor(pixels / side);
  return { scale, offset: Math.floor((pixels - scale * side) / 2) + QUIET_ZONE * scale };
}

/** Draws the symbol on a 2D canvas `pixels` wide: white, then the dark modules. */
export function drawOnCanvas(
  context: Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect'>,
  symbol: QrSymbol,
  pixels: number,
): void {
  const { scale, offset } = pixelLayout(symbol, pixels);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pixels, pixels);
  context.fillStyle = '#000000';
  for (const [x, y, length] of darkRuns(symbol)) {
    context.fillRect(offset + x * scale, offset + y * scale, length * scale, scale);
  }
}
