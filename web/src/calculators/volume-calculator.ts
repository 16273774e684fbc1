import { formatMeasure } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { shapeLength } from './shared/shapes.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 111,
  name: 'Volume Calculator',
  description:
    'Find the volume of a cube, box, cylinder, cone, sphere, pyramid or capsule, with litres and gallons.',
  category: 'math',
  group: 'Geometry',
  icon: 'beaker',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: ['area-calculator', 'volume-converter', 'concrete-calculator', 'circle-calculator'],
  keywords:
    'volume capacity cube box cuboid rectangular prism cylinder cone sphere ball pyramid capsule solid geometry formula cubic',
} satisfies CalculatorRecord;

// The volume of seven solids by the textbook formulas (OpenStax Prealgebra 2e, section 9.7;
// the pyramid's and capsule's from the same parts): cube s³, box l × w × h, cylinder πr²h,
// cone ⅓πr²h, sphere ⁴⁄₃πr³, pyramid ⅓ × l × w × h, capsule πr²h + ⁴⁄₃πr³. π is the full
// double-precision value. The solid is a choice, each with its own fields, so a link names it:
// ?shape=cone&coneRadius=3&coneHeight=10.

export const SHAPES = [
  { value: 'cube', label: 'Cube' },
  { value: 'box', label: 'Box (rectangular prism)' },
  { value: 'cylinder', label: 'Cylinder' },
  { value: 'cone', label: 'Cone' },
  { value: 'sphere', label: 'Sphere' },
  { value: 'pyramid', label: 'Pyramid (rectangular base)' },
  { value: 'capsule', label: 'Capsule' },
] as const;

type Shape = (typeof SHAPES)[number]['value'];

/** A length of the solid chosen, above 0. */
const length = (shape: Shape, label: string, noun: string, defaultText: string, help?: string) =>
  shapeLength(shape, 1e9, label, noun, defaultText, help);

const fields = {
  shape: {
    kind: 'choice',
    label: 'Shape',
    default: 'cylinder',
    options: SHAPES,
  },
  edge: length('cube', 'Edge (s)', 'edge', '3'),
  length: length('box', 'Length (l)', 'length', '8'),
  width: length('box', 'Width (w)', 'width', '5'),
  height: length('box', 'Height (h)', 'height', '4'),
  cylinderRadius: length('cylinder', 'Radius (r)', 'radius', '3', 'Half the diameter.'),
  cylinderHeight: length('cylinder', 'Height (h)', 'height', '10'),
  coneRadius: length('cone', 'Base radius (r)', 'radius', '3'),
  coneHeight: length(
    'cone',
    'Height (h)',
    'height',
    '10',
    'From the base straight up to the tip, not along the slant.',
  ),
  radius: length('sphere', 'Radius (r)', 'radius', '3', 'Half the diameter.'),
  baseLength: length('pyramid', 'Base length (l)', 'base length', '6'),
  baseWidth: length('pyramid', 'Base width (w)', 'base width', '6'),
  pyramidHeight: length(
    'pyramid',
    'Height (h)',
    'height',
    '9',
    'From the base straight up to the apex, not along a face.',
  ),
  capsuleRadius: length('capsule', 'Radius (r)', 'radius', '2'),
  capsuleLength: length(
    'capsule',
    'Length of the straight part (h)',
    'length of the straight part',
    '8',
    'The cylinder between the two round ends; the whole capsule is h + 2r long.',
  ),
} as const;

/** The numbers typed for the solid chosen (the others are undefined). */
export interface VolumeValues {
  shape: Shape;
  edge?: number;
  length?: number;
  width?: number;
  height?: number;
  cylinderRadius?: number;
  cylinderHeight?: number;
  coneRadius?: number;
  coneHeight?: number;
  radius?: number;
  baseLength?: number;
  baseWidth?: number;
  pyramidHeight?: number;
  capsuleRadius?: number;
  capsuleLength?: number;
}

const n = (value: number | undefined) => value ?? NaN;

/** The volume of the solid chosen. */
export function volumeOf(v: VolumeValues): number {
  switch (v.shape) {
    case 'cube':
      return n(v.edge) ** 3;
    case 'box':
      return n(v.length) * n(v.width) * n(v.height);
    case 'cylinder':
      return Math.PI * n(v.cylinderRadius) ** 2 * n(v.cylinderHeight);
    case 'cone':
      return (Math.PI * n(v.coneRadius) ** 2 * n(v.coneHeight)) / 3;
    case 'sphere':
      return (4 / 3) * Math.PI * n(v.radius) ** 3;
    case 'pyramid':
      return (n(v.baseLength) * n(v.baseWidth) * n(v.pyramidHeight)) / 3;
    case 'capsule': {
      const r = n(v.capsuleRadius);
      return Math.PI * r ** 2 * n(v.capsuleLength) + (4 / 3) * Math.PI * r ** 3;
    }
  }
}

/** A number as read: up to 8 significant digits, no trailing zeros. */
const show = (value: number) => formatMeasure(value);

const PI = show(Math.PI);

/** The formula and the visitor's numbers put into it, ending in the volume. */
function workings(v: VolumeValues, volume: number): string[] {
  const result = show(volume);
  switch (v.shape) {
    case 'cube':
      return ['V = s³', `= ${show(n(v.edge))}³ = ${result}`];
    case 'box':
      return [
        'V = l × w × h',
        `= ${show(n(v.length))} × ${show(n(v.width))} × ${show(n(v.height))} = ${result}`,
      ];
    case 'cylinder':
      return [
        'V = πr²h',
        `= ${PI} × ${show(n(v.cylinderRadius))}² × ${show(n(v.cylinderHeight))} ≈ ${result}`,
      ];
    case 'cone':
      return [
        'V = ⅓πr²h',
        `= ${PI} × ${show(n(v.coneRadius))}² × ${show(n(v.coneHeight))} ÷ 3 ≈ ${result}`,
      ];
    case 'sphere':
      return ['V = ⁴⁄₃πr³', `= 4 × ${PI} × ${show(n(v.radius))}³ ÷ 3 ≈ ${result}`];
    case 'pyramid':
      return [
        'V = ⅓ × l × w × h',
        `= ${show(n(v.baseLength))} × ${show(n(v.baseWidth))} × ${show(n(v.pyramidHeight))} ÷ 3 = ${result}`,
      ];
    case 'capsule': {
      const r = n(v.capsuleRadius);
      const h = n(v.capsuleLength);
      return [
        'V = πr²h + ⁴⁄₃πr³ (a cylinder and two half-spheres)',
        `= ${PI} × ${show(r)}² × ${show(h)} + 4 × ${PI} × ${show(r)}³ ÷ 3` +
          ` ≈ ${show(Math.PI * r * r * h)} + ${show((4 / 3) * Math.PI * r ** 3)} ≈ ${result}`,
      ];
    }
  }
}

/** What the solid is, with its measures. */
function described(v: VolumeValues): string {
  switch (v.shape) {
    case 'cube':
      return `A cube of edge ${show(n(v.edge))}`;
    case 'box':
      return `A box ${show(n(v.length))} × ${show(n(v.width))} × ${show(n(v.height))}`;
    case 'cylinder':
      return `A cylinder of radius ${show(n(v.cylinderRadius))} and height ${show(n(v.cylinderHeight))}`;
    case 'cone':
      return `A cone of radius ${show(n(v.coneRadius))} and height ${show(n(v.coneHeight))}`;
    case 'sphere':
      return `A sphere of radius ${show(n(v.radius))}`;
    case 'pyramid':
      return `A pyramid with ${article(n(v.baseLength))} ${show(n(v.baseLength))} × ${show(n(v.baseWidth))} base and height ${show(n(v.pyramidHeight))}`;
    case 'capsule':
      return `A capsule of radius ${show(n(v.capsuleRadius))} with a straight part ${show(n(v.capsuleLength))} long`;
  }
}

/** Cubic centimetres in a litre, and cubic inches in a US gallon (NIST Handbook 44, Appendix C). */
const CM3_PER_LITRE = 1000;
const IN3_PER_US_GALLON = 231;

export default defineCalculator({
  slug: 'volume-calculator',
  fields,
  outputs: {
    volume: { label: 'Volume (V)', format: 'number', decimals: 4, emphasis: true },
  },
  compute: (v) => ({ volume: volumeOf(v) }),
  summary: (v, r) => `${described(v)} has a volume of ${show(r.volume)} cubic units.`,
  facts: (_v, r) => [
    {
      label: 'If the lengths are in centimetres',
      text: `${show(r.volume)} cm³ = ${show(r.volume / CM3_PER_LITRE)} litres`,
    },
    {
      label: 'If the lengths are in inches',
      text: `${show(r.volume)} in³ = ${show(r.volume / IN3_PER_US_GALLON)} US gallons`,
    },
    {
      label: 'If the lengths are in metres',
      text: `${show(r.volume)} m³ = ${show(r.volume * CM3_PER_LITRE)} litres`,
    },
  ],
  steps: (v, r) => [
    ...workings(v, r.volume),
    'The volume is in the cube of the unit the lengths are in (cm gives cm³, ft gives ft³).',
  ],
  about: [
    'Choose a solid and type its measures in any one unit of length; the volume comes out in that unit cubed (centimetres give cm³, feet give ft³). The formulas are the textbook ones (OpenStax, Prealgebra 2e, 2020, section 9.6 “Solve Geometry Applications: Volume and Surface Area”): cube V = s³; rectangular box V = l × w × h; cylinder V = πr²h; cone V = ⅓πr²h; sphere V = ⁴⁄₃πr³.',
    'A pyramid is a third of the box on the same base with the same height: V = ⅓ × l × w × h for a rectangular (or square) base. A capsule is a cylinder with a half-sphere on each end, so its volume is the cylinder’s plus a whole sphere’s: V = πr²h + ⁴⁄₃πr³, where h is the length of the straight part only.',
    'Heights are perpendicular, from the base straight up, never along a slant. π is used to full double precision (3.141592653589793); textbook answers worked with 3.14 differ slightly. The volume is shown to 4 decimals, and to 8 significant digits in the steps. Capacities use exact definitions: 1 litre = 1,000 cm³ and 1 US gallon = 231 in³ (NIST Handbook 44, Appendix C).',
  ],
  faq: [
    {
      question: 'How do I turn the volume into litres or gallons?',
      answer:
        'Measure in centimetres and divide the cm³ by 1,000 for litres; measure in metres and multiply the m³ by 1,000. In inches, divide the in³ by 231 for US gallons. The lines under the result do this for you, and the Volume Converter does any other unit.',
    },
    {
      question: 'Why is a cone a third of a cylinder?',
      answer:
        'A cone (and any pyramid) holds exactly a third of the cylinder (or prism) with the same base and height: three full cones fill the cylinder. The same is true of a pyramid and the box on its base.',
    },
    {
      question: 'What do I enter for a capsule?',
      answer:
        'The radius of its round ends and the length of its straight middle part. If you measured the whole capsule end to end, subtract the diameter (2r) to get the straight part.',
    },
    {
      question: 'Why is my answer slightly different from my textbook’s?',
      answer:
        'Many exercises use π ≈ 3.14 or 22/7. This page uses π to 15 decimal places, so a sphere of radius 6 is 904.78 here but 904.32 with 3.14. Round as your exercise asks.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith & Honeycutt Mathis, 2020), §9.6 “Solve Geometry Applications: Volume and Surface Area” (openstax.org/books/prealgebra-2e/pages/9-6-solve-geometry-applications-volume-and-surface-area): a rectangular solid with length 14 cm, height 17 cm and width 9 cm, V = 14 · 9 · 17 = 2,142 cubic centimeters',
      inputs: { shape: 'box', length: '14', width: '9', height: '17' },
      expected: { volume: 2142 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Prealgebra 2e (2020), §9.6 (openstax.org/books/prealgebra-2e/pages/9-6-solve-geometry-applications-volume-and-surface-area): “A cube is 2.5 inches on each side” … V = (2.5)³ = 15.625 cubic inches',
      inputs: { shape: 'cube', edge: '2.5' },
      expected: { volume: 15.625 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.7 “Volume and Surface Area”, example “Finding the Surface Area and Volume of a Cylinder” (openstax.org/books/contemporary-mathematics/pages/10-7-volume-and-surface-area): radius 5 in and height 12 in, V = π(5)²(12) = 942.48 in³',
      inputs: { shape: 'cylinder', cylinderRadius: '5', cylinderHeight: '12' },
      expected: { volume: 942.48 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.7, example “Applying a Calculation of Volume” (openstax.org/books/contemporary-mathematics/pages/10-7-volume-and-surface-area): a can of pie filling with radius 4 cm and height 10 cm holds V = π(4)²(10) = 502.7 cm³',
      inputs: { shape: 'cylinder', cylinderRadius: '4', cylinderHeight: '10' },
      expected: { volume: 502.7 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Calculus Volume 1 (Strang & Herman, 2016), §6.2 “Determining Volumes by Slicing”, exercise 63 (openstax.org/books/calculus-volume-1/pages/6-2-determining-volumes-by-slicing): “A pyramid with height 6 units and square base of side 2 units” has a volume of 8 units³',
      inputs: { shape: 'pyramid', baseLength: '2', baseWidth: '2', pyramidHeight: '6' },
      expected: { volume: 8 },
      tolerance: 0,
    },
    {
      source:
        'Edodo, "Volume of cylinders, cones, and spheres: Volume Formulas for Round Shapes", step 2: a cone with r = 3 and h = 10 has V = 30π ≈ 94.2 cm³ (edodo.app/experiences/cyqMiBUGNX)',
      inputs: { shape: 'cone', coneRadius: '3', coneHeight: '10' },
      expected: { volume: 94.2 },
      tolerance: 0.05,
    },
    {
      source:
        'Subject Coach, "Sphere Calculator", example: a sphere of radius 6 has V = ⁴⁄₃ × π × 216 = 288π ≈ 904.78 cubic units (subjectcoach.com/online/solid-geometry/calculators/sphere-calculator)',
      inputs: { shape: 'sphere', radius: '6' },
      expected: { volume: 904.78 },
      tolerance: 0.005,
    },
    {
      source:
        'AccuCalculator, "Capsule Volume Calculator", example: radius 2 and a cylindrical part 8 long give about 134.04129 cubic units (accucalculator.com/capsule)',
      inputs: { shape: 'capsule', capsuleRadius: '2', capsuleLength: '8' },
      expected: { volume: 134.04129 },
      tolerance: 0.000005,
    },
  ],
});
