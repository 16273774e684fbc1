import { formatMeasure } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { shapeLength } from './shared/shapes.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 110,
  name: 'Area Calculator',
  description:
    'Find the area of a rectangle, triangle, circle, trapezoid, parallelogram, ellipse or circle sector.',
  category: 'math',
  group: 'Geometry',
  icon: 'land-plot',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['circle-calculator', 'triangle-calculator', 'volume-calculator', 'area-converter'],
  keywords:
    'area shape rectangle square triangle circle trapezoid trapezium parallelogram ellipse oval sector geometry formula',
} satisfies CalculatorRecord;

// The area of seven plane shapes by the textbook formulas (OpenStax Prealgebra 2e, sections 9.5
// and 9.6; the ellipse and sector from the circle's): rectangle l × w, triangle ½bh, circle πr²,
// trapezoid ½h(a + b), parallelogram bh, ellipse πab, sector (θ ÷ 360°) × πr². π is the full
// double-precision value. The shape is a choice, each with its own fields, so a link names it:
// ?shape=triangle&triangleBase=11&triangleHeight=4.

export const SHAPES = [
  { value: 'rectangle', label: 'Rectangle' },
  { value: 'triangle', label: 'Triangle' },
  { value: 'circle', label: 'Circle' },
  { value: 'trapezoid', label: 'Trapezoid (trapezium)' },
  { value: 'parallelogram', label: 'Parallelogram' },
  { value: 'ellipse', label: 'Ellipse' },
  { value: 'sector', label: 'Circle sector' },
] as const;

type Shape = (typeof SHAPES)[number]['value'];

/** A length of the shape chosen, above 0. */
const length = (shape: Shape, label: string, noun: string, defaultText: string, help?: string) =>
  shapeLength(shape, 1e12, label, noun, defaultText, help);

const fields = {
  shape: {
    kind: 'choice',
    label: 'Shape',
    default: 'rectangle',
    options: SHAPES,
  },
  length: length('rectangle', 'Length (l)', 'length', '10'),
  width: length('rectangle', 'Width (w)', 'width', '5'),
  triangleBase: length('triangle', 'Base (b)', 'base', '11'),
  triangleHeight: length(
    'triangle',
    'Height (h)',
    'height',
    '4',
    'Measured at right angles to the base, from the base to the opposite corner.',
  ),
  radius: length('circle', 'Radius (r)', 'radius', '5', 'From the centre to the edge.'),
  base1: length('trapezoid', 'Parallel side a', 'first parallel side', '3'),
  base2: length('trapezoid', 'Parallel side b', 'second parallel side', '5'),
  trapezoidHeight: length(
    'trapezoid',
    'Height (h)',
    'height',
    '2',
    'The distance between the parallel sides, at right angles to them.',
  ),
  parallelogramBase: length('parallelogram', 'Base (b)', 'base', '8'),
  parallelogramHeight: length(
    'parallelogram',
    'Height (h)',
    'height',
    '3',
    'At right angles to the base, not the slanted side.',
  ),
  semiMajor: length(
    'ellipse',
    'Semi-major axis (a)',
    'semi-major axis',
    '5',
    'Half the longest diameter.',
  ),
  semiMinor: length(
    'ellipse',
    'Semi-minor axis (b)',
    'semi-minor axis',
    '3',
    'Half the shortest diameter.',
  ),
  sectorRadius: length('sector', 'Radius (r)', 'radius', '5'),
  angle: {
    kind: 'number',
    label: 'Central angle (θ)',
    noun: 'angle',
    unit: '°',
    default: '60',
    min: 0,
    minExclusive: true,
    max: 360,
    help: 'In degrees; 360° is the whole circle.',
    messages: { min: 'The angle must be more than 0°', max: 'The angle can be at most 360°' },
    when: { shape: 'sector' },
  },
} as const;

/** The numbers typed for the shape chosen (the others are undefined). */
export interface AreaValues {
  shape: Shape;
  length?: number;
  width?: number;
  triangleBase?: number;
  triangleHeight?: number;
  radius?: number;
  base1?: number;
  base2?: number;
  trapezoidHeight?: number;
  parallelogramBase?: number;
  parallelogramHeight?: number;
  semiMajor?: number;
  semiMinor?: number;
  sectorRadius?: number;
  angle?: number;
}

const n = (value: number | undefined) => value ?? NaN;

/** The area of the shape chosen. */
export function areaOf(v: AreaValues): number {
  switch (v.shape) {
    case 'rectangle':
      return n(v.length) * n(v.width);
    case 'triangle':
      return (n(v.triangleBase) * n(v.triangleHeight)) / 2;
    case 'circle':
      return Math.PI * n(v.radius) ** 2;
    case 'trapezoid':
      return ((n(v.base1) + n(v.base2)) * n(v.trapezoidHeight)) / 2;
    case 'parallelogram':
      return n(v.parallelogramBase) * n(v.parallelogramHeight);
    case 'ellipse':
      return Math.PI * n(v.semiMajor) * n(v.semiMinor);
    case 'sector':
      return (n(v.angle) / 360) * Math.PI * n(v.sectorRadius) ** 2;
  }
}

/** A number as read: up to 8 significant digits, no trailing zeros. */
const show = (value: number) => formatMeasure(value);

const PI = show(Math.PI);

/** The formula and the visitor's numbers put into it, ending in the area. */
function workings(v: AreaValues, area: number): string[] {
  const result = show(area);
  switch (v.shape) {
    case 'rectangle':
      return ['A = l × w', `= ${show(n(v.length))} × ${show(n(v.width))} = ${result}`];
    case 'triangle':
      return [
        'A = ½ × b × h',
        `= ½ × ${show(n(v.triangleBase))} × ${show(n(v.triangleHeight))} = ${result}`,
      ];
    case 'circle':
      return [
        'A = πr²',
        `= ${PI} × ${show(n(v.radius))}² = ${PI} × ${show(n(v.radius) ** 2)} ≈ ${result}`,
      ];
    case 'trapezoid':
      return [
        'A = ½ × (a + b) × h',
        `= ½ × (${show(n(v.base1))} + ${show(n(v.base2))}) × ${show(n(v.trapezoidHeight))}` +
          ` = ½ × ${show(n(v.base1) + n(v.base2))} × ${show(n(v.trapezoidHeight))} = ${result}`,
      ];
    case 'parallelogram':
      return [
        'A = b × h',
        `= ${show(n(v.parallelogramBase))} × ${show(n(v.parallelogramHeight))} = ${result}`,
      ];
    case 'ellipse':
      return [
        'A = π × a × b',
        `= ${PI} × ${show(n(v.semiMajor))} × ${show(n(v.semiMinor))} ≈ ${result}`,
      ];
    case 'sector':
      return [
        'A = (θ ÷ 360°) × πr²',
        `= (${show(n(v.angle))} ÷ 360) × ${PI} × ${show(n(v.sectorRadius))}² ≈ ${result}`,
      ];
  }
}

/** What the shape is, with its measures: 'a rectangle 10 by 5'. */
function described(v: AreaValues): string {
  switch (v.shape) {
    case 'rectangle':
      return `A rectangle ${show(n(v.length))} by ${show(n(v.width))}`;
    case 'triangle':
      return `A triangle with base ${show(n(v.triangleBase))} and height ${show(n(v.triangleHeight))}`;
    case 'circle':
      return `A circle of radius ${show(n(v.radius))}`;
    case 'trapezoid':
      return `A trapezoid with parallel sides ${show(n(v.base1))} and ${show(n(v.base2))} and height ${show(n(v.trapezoidHeight))}`;
    case 'parallelogram':
      return `A parallelogram with base ${show(n(v.parallelogramBase))} and height ${show(n(v.parallelogramHeight))}`;
    case 'ellipse':
      return `An ellipse with semi-axes ${show(n(v.semiMajor))} and ${show(n(v.semiMinor))}`;
    case 'sector':
      return `${article(n(v.angle)) === 'an' ? 'An' : 'A'} ${show(n(v.angle))}° sector of a circle of radius ${show(n(v.sectorRadius))}`;
  }
}

export default defineCalculator({
  slug: 'area-calculator',
  fields,
  outputs: {
    area: { label: 'Area (A)', format: 'number', decimals: 4, emphasis: true },
  },
  compute: (v) => ({ area: areaOf(v) }),
  summary: (v, r) =>
    `${described(v)} has an area of ${show(r.area)} ${r.area === 1 ? 'square unit' : 'square units'}.`,
  steps: (v, r) => [
    ...workings(v, r.area),
    'The area is in the square of the unit the lengths are in (cm gives cm², ft gives ft²).',
  ],
  about: [
    'Choose a shape and type its measures in any one unit of length; the area comes out in that unit squared (metres give m², feet give ft²). The formulas are the textbook ones (OpenStax, Prealgebra 2e, 2020, sections 9.4 and 9.5, “Use Properties of Rectangles, Triangles, and Trapezoids” and “Solve Geometry Applications: Circles and Irregular Figures”): rectangle A = l × w; triangle A = ½ × b × h; trapezoid A = ½ × (a + b) × h, with a and b the parallel sides; parallelogram A = b × h; circle A = πr².',
    'An ellipse with semi-axes a and b (half its longest and shortest diameters) has area A = πab, the circle’s formula with the radius stretched in one direction. A sector, the slice of a circle between two radii with central angle θ in degrees, is the fraction θ ÷ 360 of the circle: A = (θ ÷ 360) × πr², the same as ½r²θ with θ in radians.',
    'Heights are always measured at right angles to the base, never along a slanted side. π is used to full double precision (3.141592653589793), as a calculator’s π key does; textbook answers worked with 3.14 differ slightly (a circle of radius 5 is 78.5398 here, 78.5 with 3.14). The area is shown to 4 decimals, and to 8 significant digits in the steps.',
  ],
  faq: [
    {
      question: 'Which height do I use for a triangle or a parallelogram?',
      answer:
        'The perpendicular height: the straight distance from the base to the opposite corner (or side), at right angles to the base. The length of a slanted side is not the height.',
    },
    {
      question: 'What is the difference between a trapezoid and a trapezium?',
      answer:
        'They are the same four-sided shape with one pair of parallel sides: “trapezoid” in American English, “trapezium” in British English. The area is half the sum of the parallel sides times the distance between them.',
    },
    {
      question: 'How do I find the area of an L-shaped room or another odd shape?',
      answer:
        'Split it into rectangles, triangles and circle parts, find the area of each here, and add them up (or subtract a cut-out). An L shape is two rectangles.',
    },
    {
      question: 'How do I get square metres from lengths in centimetres?',
      answer:
        'Lengths in centimetres give an area in cm². Divide by 10,000 for m² (1 m² = 100 cm × 100 cm), or convert the lengths to metres first. The Area Converter changes between any units of area.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith & Honeycutt Mathis, 2020), §9.4 “Use Properties of Rectangles, Triangles, and Trapezoids” (openstax.org/books/prealgebra-2e/pages/9-4-use-properties-of-rectangles-triangles-and-trapezoids): “The length of a rectangle is 32 meters and the width is 20 meters” … “The area of the rectangle is 640 square meters”',
      inputs: { shape: 'rectangle', length: '32', width: '20' },
      expected: { area: 640 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), §9.4 (openstax.org/books/prealgebra-2e/pages/9-4-use-properties-of-rectangles-triangles-and-trapezoids): “Find the area of a triangle whose base is 11 inches and whose height is 8 inches” … “The area is 44 square inches”',
      inputs: { shape: 'triangle', triangleBase: '11', triangleHeight: '8' },
      expected: { area: 44 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), §9.4 (openstax.org/books/prealgebra-2e/pages/9-4-use-properties-of-rectangles-triangles-and-trapezoids): “Find the area of a trapezoid whose height is 5 feet and whose bases are 10.3 and 13.7 feet” … “The area of the trapezoid is 60 square feet”',
      inputs: { shape: 'trapezoid', base1: '10.3', base2: '13.7', trapezoidHeight: '5' },
      expected: { area: 60 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.6 “Area”, example “Finding the Area of a Parallelogram” (openstax.org/books/contemporary-mathematics/pages/10-6-area): base 10 and height 15 give A = bh = 10(15) = 150 cm²',
      inputs: { shape: 'parallelogram', parallelogramBase: '10', parallelogramHeight: '15' },
      expected: { area: 150 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.6, example “Finding the Area of a Circle” (openstax.org/books/contemporary-mathematics/pages/10-6-area): a diameter of 16 cm, so A = π(8)² = 201.1 cm²',
      inputs: { shape: 'circle', radius: '8' },
      expected: { area: 201.1 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson, 2021), §5.1 “Angles”, Example 9 (openstax.org/books/precalculus-2e/pages/5-1-angles): a lawn sprinkler spraying 20 ft while rotating 30° waters a sector of ½(π/6)(20)² ≈ 104.72 ft²',
      inputs: { shape: 'sector', sectorRadius: '20', angle: '30' },
      expected: { area: 104.72 },
      tolerance: 0.005,
    },
    {
      source:
        'Mathwords, "Area of an Ellipse", worked example: semi-axes 5 cm and 3 cm give A = 15π ≈ 47.12 cm² (mathwords.com/a/area_ellipse.htm)',
      inputs: { shape: 'ellipse', semiMajor: '5', semiMinor: '3' },
      expected: { area: 47.12 },
      tolerance: 0.005,
    },
    {
      source:
        'Open Resources for Community College Algebra (ORCCA), Portland Community College, Example 2.1.10: a trapezoid with a = 3 cm, b = 5 cm and h = 2 cm has area ½(a + b)h = 8 cm² (spot.pcc.edu/math/orcca/knowl/example-14.html)',
      inputs: { shape: 'trapezoid', base1: '3', base2: '5', trapezoidHeight: '2' },
      expected: { area: 8 },
      tolerance: 0,
    },
  ],
});
