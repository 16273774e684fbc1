import { formatNumber } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 172,
  name: 'Color Converter',
  description:
    'Convert a colour between HEX, RGB, HSL, HSV and CMYK, or look up a CSS colour name, with a swatch.',
  category: 'free-tools',
  icon: 'tools',
  iconBg: 'cyan',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['number-base-converter', 'text-case-converter', 'qr-code-generator'],
  keywords:
    'colour color converter hex rgb hsl hsv hsb cmyk css color names colour picker code web colours hex to rgb rgb to hex',
} satisfies CalculatorRecord;

// One colour typed in any of its usual forms: a HEX code (#663399 or #639), rgb(102, 51, 153), hsl(270,
// 50%, 40%), hsv(…) or hsb(…), cmyk(…), or one of the 148 CSS named colours. It is turned into
// sRGB channels from 0 to 255, rounded to whole numbers as a HEX code holds them, and every form is
// worked out from those: HSL by the CSS Color Module Level 4 formulas (§7), HSV by Smith's (1978)
// hexcone, CMYK by the simple device-independent formula (K = 1 − max(R, G, B)), which is not a
// printer's colour profile.

// CSS Color Module Level 4, §6.1 Named Colors: each name and its HEX code.
const NAMED = `aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff
beige f5f5dc bisque ffe4c4 black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2
brown a52a2a burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50
cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b
darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b
darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000
darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f
darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff
dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0
forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700
goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0
hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa
lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080
lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3
lightpink ffb6c1 lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa
lightslategray 778899 lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0
lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 mediumaquamarine 66cdaa
mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db mediumseagreen 3cb371
mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc mediumvioletred c71585
midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead
navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 orangered ff4500
orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee palevioletred db7093
papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6
purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1
saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee
sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090
snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8
tomato ff6347 turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5
yellow ffff00 yellowgreen 9acd32`;

/** The CSS named colours: name → HEX code without '#'. */
export const NAMED_COLORS: ReadonlyMap<string, string> = new Map(
  NAMED.trim()
    .split(/\s+/)
    .flatMap((word, i, words) => (i % 2 === 0 ? [[word, words[i + 1]!] as const] : [])),
);

type Rgb = readonly [number, number, number];

/** What was typed, read: the channels 0–255 (rounded) and the form it was typed in. */
export type ColorReading = { rgb: Rgb; form: string; name: string | null } | { error: string };

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const to255 = (x: number) => Math.round(clamp(x, 0, 1) * 255);

/** HSL (h in degrees, s and l from 0 to 1) to sRGB from 0 to 1: CSS Color 4, §7.1. */
export function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** sRGB from 0 to 1 to HSL (hue in degrees, 0 for greys; s and l from 0 to 1): CSS Color 4, §7.2. */
export function rgbToHsl(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (min + max) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = l === 0 || l === 1 ? 0 : (max - l) / Math.min(l, 1 - l);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return [h, s, l];
}

/** sRGB from 0 to 1 to HSV (hue in degrees; s and v from 0 to 1). */
function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const [h] = rgbToHsl(r, g, b);
  return [h, max === 0 ? 0 : (max - Math.min(r, g, b)) / max, max];
}

/** HSV to sRGB from 0 to 1. */
function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return [f(5), f(3), f(1)];
}

/** sRGB from 0 to 1 to CMYK from 0 to 1. */
function rgbToCmyk(r: number, g: number, b: number): [number, number, number, number] {
  const k = 1 - Math.max(r, g, b);
  if (k === 1) return [0, 0, 0, 1];
  return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k];
}

/** The channels as a HEX code: '#663399'. */
export function hexOf(rgb: Rgb): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const FUNCTION = new RegExp(String.raw`^([a-z]+)\(\s*(.*?)\s*\)$`);

/** Numbers of a function's arguments, with whether each had a % sign; null if one is not a number. */
function argumentsOf(text: string): { value: number; percent: boolean }[] | null {
  const parts = text
    .replace(/deg/g, '')
    .split(/[\s,/]+/)
    .filter((part) => part !== '');
  const read = parts.map((part) => {
    const match = new RegExp(`^(${NUMBER})(%?)$`).exec(part);
    return match ? { value: Number(match[1]), percent: match[2] === '%' } : null;
  });
  return read.every((x) => x !== null) ? (read as { value: number; percent: boolean }[]) : null;
}

const FORMS =
  'a HEX code (#663399), rgb(102, 51, 153), hsl(270, 50%, 40%), hsv(…), cmyk(…) or a CSS colour name';

/** Reads a colour in any of its forms, or says what is wrong. */
export function readColor(text: string): ColorReading {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (t === '') return { error: `Enter a colour: ${FORMS}` };
  const named = NAMED_COLORS.get(t.replace(/ /g, ''));
  if (named) {
    const rgb = [0, 2, 4].map((i) => parseInt(named.slice(i, i + 2), 16)) as unknown as Rgb;
    return { rgb, form: 'CSS name', name: t.replace(/ /g, '') };
  }
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(t);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    const rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
    return { rgb, form: 'HEX', name: null };
  }
  if (/^#/.test(t))
    return { error: 'A HEX code has 3 or 6 digits from 0 to 9 and a to f: #639 or #663399' };
  const fn = FUNCTION.exec(t) ?? (/^[\d\s.,%+-]+$/.test(t) ? ['', 'rgb', t] : null);
  if (!fn) return { error: `“${text.trim()}” is not a colour we know: enter ${FORMS}` };
  const name = fn[1]!.replace(/a$/, '');
  const args = argumentsOf(fn[2]!);
  const want = name === 'cmyk' ? 4 : 3;
  if (!args || (args.length !== want && !(args.length === want + 1 && name !== 'cmyk'))) {
    return { error: `${name}() takes ${want} numbers: ${FORMS}` };
  }
  const [a, b, c, d] = args as [
    { value: number; percent: boolean },
    { value: number; percent: boolean },
    { value: number; percent: boolean },
    { value: number; percent: boolean } | undefined,
  ];
  const unit = (x: { value: number; percent: boolean }) => (x.percent ? x.value / 100 : x.value);
  // A saturation, lightness or value without % is a percentage, as CSS Color 4 reads hsl(270 50
  // 40): 1 is 1%, never 100%.
  const share = (x: { value: number; percent: boolean }, what: string) => {
    const v = x.value / 100;
    return v < 0 || v > 1 ? `${what} must be from 0% to 100%` : v;
  };
  switch (name) {
    case 'rgb': {
      // (x × 255) ÷ 100, not x × 2.55: 50 × 2.55 is 127.49999999999999 in binary, and 50% is 127.5,
      // which rounds to 128 as CSS Color 4 and browsers do.
      const channels = [a, b, c].map((x) => (x.percent ? (x.value * 255) / 100 : x.value));
      if (channels.some((x) => x < 0 || x > 255)) {
        return { error: 'Each of red, green and blue must be from 0 to 255 (or 0% to 100%)' };
      }
      return { rgb: channels.map(Math.round) as unknown as Rgb, form: 'RGB', name: null };
    }
    case 'hsl':
    case 'hsv':
    case 'hsb': {
      const h = ((a.value % 360) + 360) % 360;
      const s = share(b, 'Saturation');
      const third = share(c, name === 'hsl' ? 'Lightness' : 'Value');
      if (typeof s === 'string') return { error: s };
      if (typeof third === 'string') return { error: third };
      const rgb = name === 'hsl' ? hslToRgb(h, s, third) : hsvToRgb(h, s, third);
      return { rgb: rgb.map(to255) as unknown as Rgb, form: name.toUpperCase(), name: null };
    }
    case 'cmyk': {
      // Without %, from 0 to 1 as CSS Color 5's device-cmyk() reads them; above 1, percentages.
      const parts = [a, b, c, d!].map((x) => (x.percent || x.value > 1 ? x.value / 100 : unit(x)));
      if (parts.some((x) => x < 0 || x > 1)) {
        return { error: 'Each of cyan, magenta, yellow and black must be from 0% to 100%' };
      }
      const [cc, m, y, k] = parts as [number, number, number, number];
      const rgb = [cc, m, y].map((x) => to255((1 - x) * (1 - k)));
      return { rgb: rgb as unknown as Rgb, form: 'CMYK', name: null };
    }
    default:
      return { error: `“${name}()” is not a colour form we know: enter ${FORMS}` };
  }
}

const colorOf = (text: string) => readColor(text) as Exclude<ColorReading, { error: string }>;

/** Every form of a colour from its channels. */
function forms(rgb: Rgb) {
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
  const [h, s, l] = rgbToHsl(r, g, b);
  const [, sv, v] = rgbToHsv(r, g, b);
  const [c, m, y, k] = rgbToCmyk(r, g, b);
  return {
    h,
    s: s * 100,
    l: l * 100,
    sv: sv * 100,
    v: v * 100,
    c: c * 100,
    m: m * 100,
    y: y * 100,
    k: k * 100,
  };
}

const one = (x: number) => formatNumber(x, 1).replace(/\.0$/, '');

/** The CSS names of a HEX code (aqua and cyan are both #00ffff). */
function namesOf(hex: string): string[] {
  return [...NAMED_COLORS].filter(([, code]) => `#${code}` === hex).map(([name]) => name);
}

export default defineCalculator({
  slug: 'color-converter',
  fields: {
    color: {
      kind: 'text',
      label: 'Colour',
      default: '#663399',
      maxLength: 60,
      code: true,
      placeholder: '#663399',
      help: 'A HEX code, rgb(…), hsl(…), hsv(…), cmyk(…) or a CSS colour name such as teal.',
      required: 'Enter a colour, such as #663399 or rgb(102, 51, 153)',
      check(text: string) {
        const read = readColor(text);
        return 'error' in read ? read.error : null;
      },
    },
  },
  outputs: {
    red: { label: 'Red', format: 'integer' },
    green: { label: 'Green', format: 'integer' },
    blue: { label: 'Blue', format: 'integer' },
    hue: { label: 'Hue (degrees)', format: 'number', decimals: 1 },
    saturation: { label: 'HSL saturation', format: 'percent', decimals: 1 },
    lightness: { label: 'Lightness', format: 'percent', decimals: 1 },
    hsvSaturation: { label: 'HSV saturation', format: 'percent', decimals: 1 },
    value: { label: 'Value (brightness)', format: 'percent', decimals: 1 },
    cyan: { label: 'Cyan', format: 'percent', decimals: 1 },
    magenta: { label: 'Magenta', format: 'percent', decimals: 1 },
    yellow: { label: 'Yellow', format: 'percent', decimals: 1 },
    black: { label: 'Black (key)', format: 'percent', decimals: 1 },
  },
  compute(v) {
    const { rgb } = colorOf(v.color);
    const f = forms(rgb);
    return {
      red: rgb[0],
      green: rgb[1],
      blue: rgb[2],
      hue: f.h,
      saturation: f.s,
      lightness: f.l,
      hsvSaturation: f.sv,
      value: f.v,
      cyan: f.c,
      magenta: f.m,
      yellow: f.y,
      black: f.k,
    };
  },
  headline: {
    label: 'HEX',
    text: (v) => hexOf(colorOf(v.color).rgb),
    caption(v) {
      const { rgb } = colorOf(v.color);
      const names = namesOf(hexOf(rgb));
      return `rgb(${rgb.join(', ')})${names.length > 0 ? `, the CSS colour ${names.join(' or ')}` : ''}`;
    },
  },
  facts(v) {
    const { rgb } = colorOf(v.color);
    const f = forms(rgb);
    return [
      // Colour values as CSS and design tools take them: a decimal point in every locale.
      { label: 'HEX', text: hexOf(rgb), code: true },
      { label: 'RGB', text: `rgb(${rgb.join(', ')})`, code: true },
      { label: 'HSL', text: `hsl(${one(f.h)}, ${one(f.s)}%, ${one(f.l)}%)`, code: true },
      { label: 'HSV (HSB)', text: `hsv(${one(f.h)}, ${one(f.sv)}%, ${one(f.v)}%)`, code: true },
      {
        label: 'CMYK',
        text: `cmyk(${one(f.c)}%, ${one(f.m)}%, ${one(f.y)}%, ${one(f.k)}%)`,
        code: true,
      },
    ];
  },
  panel: {
    load: () => import('./color-converter/ColorSwatchPanel.tsx'),
    where: 'results',
  },
  steps(v) {
    const { rgb, form, name } = colorOf(v.color);
    const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
    const f = forms(rgb);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const lines = [
      name
        ? `${name} is ${hexOf(rgb)} in the CSS named colours table, rgb(${rgb.join(', ')}).`
        : form === 'HEX'
          ? `HEX ${hexOf(rgb)}: each pair of hex digits is a channel from 0 to 255: ${rgb.join(', ')}.`
          : `${form} converted to red, green and blue from 0 to 255, rounded to whole numbers: ${rgb.join(', ')} (${hexOf(rgb)}).`,
      `As fractions of 255: R = ${r.toFixed(4)}, G = ${g.toFixed(4)}, B = ${b.toFixed(4)}; largest ${max.toFixed(4)}, smallest ${min.toFixed(4)}.`,
      `Lightness = (largest + smallest) ÷ 2 = ${one(f.l)}%. HSL saturation = ${
        f.l === 0 || f.l === 100
          ? '0% (black and white have none)'
          : `(largest − lightness) ÷ min(lightness, 1 − lightness) = ${one(f.s)}%`
      }. Hue from the largest channel = ${one(f.h)}°.`,
      `HSV: value = largest = ${one(f.v)}%; saturation = ${
        f.v === 0 ? '0% (black has none)' : `(largest − smallest) ÷ largest = ${one(f.sv)}%`
      }.`,
      `CMYK: K = 1 − largest = ${one(f.k)}%; C = (1 − R − K) ÷ (1 − K) = ${one(f.c)}%, M = ${one(f.m)}%, Y = ${one(f.y)}%.`,
    ];
    return lines;
  },
  about: [
    'Type a colour in any of its usual forms: a HEX code (#663399 or the short #639), rgb(102, 51, 153) or just 102, 51, 153, hsl(270, 50%, 40%), hsv(…) or hsb(…), cmyk(…), or one of the 148 CSS named colours (teal, rebeccapurple). A fourth (alpha) number in rgb() or hsl() is ignored. In hsl(), hsv() and hsb() a saturation, lightness or value without a % sign is a percentage, as CSS reads it: hsl(270, 50, 40) is hsl(270, 50%, 40%). In cmyk() a number without % from 0 to 1 is a fraction, as in CSS’s device-cmyk() (cmyk(0, 1, 1, 0) is red), and one above 1 a percentage.',
    'The colour is turned into red, green and blue from 0 to 255, rounded to whole numbers as a HEX code holds them, and every other form is worked out from those channels, shown to 1 decimal. HSL uses the formulas of the W3C’s CSS Color Module Level 4 (§7, “HSL Colors”), with a hue of 0 for greys. HSV (also called HSB) uses Smith’s hexcone model (1978): value is the largest channel, saturation is (largest − smallest) ÷ largest.',
    'CMYK uses the simple formula K = 1 − the largest channel, C = (1 − R − K) ÷ (1 − K) and so on. It is a guide only: a printer converts with a colour profile for its inks and paper, which this is not. Colour names and codes come from CSS Color Module Level 4, §6.1 (Named Colors).',
  ],
  faq: [
    {
      question: 'How do I convert HEX to RGB?',
      answer:
        'Split the six hex digits into three pairs and read each pair as a number from 0 to 255: #663399 is 66, 33, 99 in hex, which is 102, 51, 153. A three-digit code repeats each digit: #639 is #663399.',
    },
    {
      question: 'What is the difference between HSL and HSV?',
      answer:
        'Both have a hue in degrees, but in HSL 50% lightness is the pure colour and 100% is white, while in HSV 100% value is the pure colour (with full saturation). Design tools often use HSV (HSB); CSS uses HSL.',
    },
    {
      question: 'Will the CMYK values print exactly this colour?',
      answer:
        'Not exactly. Screens mix light and printers mix ink, and the real conversion depends on the printer’s colour profile. The CMYK shown is the usual rough conversion; ask your printer for a profile-based one.',
    },
    {
      question: 'Why does my HSL come back slightly different?',
      answer:
        'The colour is stored as whole-number RGB, as HEX holds it, so an HSL typed with more precision than 256 levels per channel can carry comes back rounded, usually within 0.5% or 1°.',
    },
  ],
  references: [
    {
      source:
        'W3C, CSS Color Module Level 4, §6.1 Named Colors (www.w3.org/TR/css-color-4/#named-colors): rebeccapurple is #663399, rgb(102 51 153)',
      inputs: { color: 'rebeccapurple' },
      expected: { red: 102, green: 51, blue: 153 },
      tolerance: 0,
    },
    {
      source:
        'W3C, CSS Color Module Level 4, §6.1 Named Colors (www.w3.org/TR/css-color-4/#named-colors): orange is #ffa500, rgb(255 165 0)',
      inputs: { color: '#ffa500' },
      expected: { red: 255, green: 165, blue: 0 },
      tolerance: 0,
    },
    {
      source:
        'W3C, CSS Color Module Level 4, §7.3 “Examples of HSL Colors” (www.w3.org/TR/css-color-4/#hsl-examples; saturation across, lightness down): in the 30° (oranges) table, saturation 60% and lightness 40% is rgb(163, 102, 41)',
      inputs: { color: 'hsl(30, 60%, 40%)' },
      expected: { red: 163, green: 102, blue: 41 },
      tolerance: 0,
    },
    {
      source:
        'W3C, CSS Color Module Level 4, §7.3 “Examples of HSL Colors” (as above): in the 240° (blues) table, saturation 80% and lightness 90% is rgb(209, 209, 250)',
      inputs: { color: 'hsl(240, 80%, 90%)' },
      expected: { red: 209, green: 209, blue: 250 },
      tolerance: 0,
    },
    {
      source:
        'W3C, CSS Color Module Level 4, §7.3 “Examples of HSL Colors” (as above): with saturation 0% every hue is a grey, and lightness 50% is rgb(128, 128, 128) (the 0° reds table)',
      inputs: { color: 'hsl(0, 0%, 50%)' },
      expected: { red: 128, green: 128, blue: 128 },
      tolerance: 0,
    },
    {
      source:
        'W3C, CSS Color, naive conversion of device-cmyk() to and from sRGB (drafts.csswg.org/css-color/#cmyk-rgb): “black = 1 - max(red, green, blue); cyan = (1 - red - black) / (1 - black), or 0 if black is 1”, and so for magenta and yellow: black #000000 is C 0, M 0, Y 0, K 1',
      inputs: { color: '#000000' },
      expected: { cyan: 0, magenta: 0, yellow: 0, black: 100 },
      tolerance: 0,
    },
    {
      source:
        'RGB-Hex.com, “RGB to CMYK” (rgb-hex.com/rgb-to-cmyk): R = 100, G = 200, B = 50 gives K ≈ 0.216, C = 0.5, M = 0, Y = 0.75',
      inputs: { color: 'rgb(100, 200, 50)' },
      expected: { cyan: 50, magenta: 0, yellow: 75, black: 21.6 },
      tolerance: 0.05,
    },
  ],
});
