import { formatMeasure } from '../domain/format.ts';
import { defineCalculator, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 82,
  name: 'Circle Calculator',
  description:
    'Find the radius, diameter, circumference and area of a circle from any one of them.',
  category: 'math',
  group: 'Geometry',
  icon: 'target',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'area-converter',
    'pythagorean-theorem-calculator',
    'triangle-calculator',
    'length-converter',
    'area-calculator',
  ],
  keywords: 'circle radius diameter circumference perimeter area pi round',
} satisfies CalculatorRecord;

// The circle calculator: one measure given (radius, diameter, circumference or area), the
// others from d = 2r, C = 2πr = πd and A = πr², with π as the full double-precision value
// (3.141592653589793), never 3.14. The measure given is a choice (radio buttons: four tabs were
// wider than a phone), each with its own field, so a link names it: ?given=area&area=100 (the
// radius by default: ?radius=5).

const GIVEN = [
  { value: 'radius', label: 'Radius' },
  { value: 'diameter', label: 'Diameter' },
  { value: 'circumference', label: 'Circumference' },
  { value: 'area', label: 'Area' },
] as const;

type Given = (typeof GIVEN)[number]['value'];

function measure(given: Given, label: string, defaultText: string, help: string) {
  return {
    kind: 'number',
    label,
    default: defaultText,
    min: 0,
    minExclusive: true,
    max: 1e12,
    help,
    when: { given },
  } as const satisfies NumberField;
}

/** The four measures of a circle, from its radius. */
export function circleOf(radius: number) {
  return {
    radius,
    diameter: 2 * radius,
    circumference: 2 * Math.PI * radius,
    area: Math.PI * radius * radius,
  };
}

/** The radius from the measure given. */
export function radiusFrom(given: Given, value: number): number {
  switch (given) {
    case 'radius':
      return value;
    case 'diameter':
      return value / 2;
    case 'circumference':
      return value / (2 * Math.PI);
    case 'area':
      return Math.sqrt(value / Math.PI);
  }
}

/** A number as read: up to 8 significant digits, no trailing zeros. */
export const show = (value: number) => formatMeasure(value);

/** The value typed in the field of the measure given. */
function givenValue(v: {
  given: Given;
  radius?: number;
  diameter?: number;
  circumference?: number;
  area?: number;
}): number {
  return v[v.given] ?? NaN;
}

const DECIMALS = 4;

/** A multiple of π as written: 'π', '4π', '2.25π'. */
const piTimes = (value: number) => (value === 1 ? 'π' : `${show(value)}π`);

export default defineCalculator({
  slug: 'circle-calculator',
  intro: 'Which measure of the circle do you know?',
  fields: {
    given: {
      kind: 'choice',
      label: 'Known measure',
      default: 'radius',
      display: 'radio',
      options: GIVEN,
    },
    radius: measure('radius', 'Radius', '5', 'From the centre to the edge.'),
    diameter: measure(
      'diameter',
      'Diameter',
      '10',
      'Straight across through the centre: twice the radius.',
    ),
    circumference: measure(
      'circumference',
      'Circumference',
      '50',
      'The distance around the circle (its perimeter).',
    ),
    area: measure('area', 'Area', '100', 'In the square of the unit of length (cm², m², in²…).'),
  },
  outputs: {
    radius: { label: 'Radius (r)', format: 'number', decimals: DECIMALS },
    diameter: { label: 'Diameter (d)', format: 'number', decimals: DECIMALS },
    circumference: { label: 'Circumference (C)', format: 'number', decimals: DECIMALS },
    area: { label: 'Area (A)', format: 'number', decimals: DECIMALS },
  },
  compute: (v) => circleOf(radiusFrom(v.given, givenValue(v))),
  summary: (_v, r) =>
    `A circle of radius ${show(r.radius)} has a diameter of ${show(r.diameter)}, a circumference of ${show(r.circumference)} and an area of ${show(r.area)}.`,
  facts(v, r) {
    if (v.given === 'radius' || v.given === 'diameter') {
      return [
        {
          label: 'In terms of π',
          text: `C = ${piTimes(r.diameter)}, A = ${piTimes(r.radius * r.radius)}`,
        },
      ];
    }
    return [{ label: 'Check', text: `C ÷ d = ${show(r.circumference / r.diameter)} = π` }];
  },
  steps(v, r) {
    const value = givenValue(v);
    const lines: string[] = [];
    switch (v.given) {
      case 'radius':
        lines.push(`Radius r = ${show(value)} (given)`);
        break;
      case 'diameter':
        lines.push(`Radius r = d ÷ 2 = ${show(value)} ÷ 2 = ${show(r.radius)}`);
        break;
      case 'circumference':
        lines.push(`Radius r = C ÷ 2π = ${show(value)} ÷ ${show(2 * Math.PI)} ≈ ${show(r.radius)}`);
        break;
      case 'area':
        lines.push(
          `Radius r = √(A ÷ π) = √(${show(value)} ÷ ${show(Math.PI)}) = √${show(value / Math.PI)} ≈ ${show(r.radius)}`,
        );
        break;
    }
    if (v.given !== 'diameter') {
      // ≈ where the radius shown is rounded and twice it is not the diameter shown.
      const twice =
        Number(show(r.radius).replace(/,/g, '')) * 2 === Number(show(r.diameter).replace(/,/g, ''));
      lines.push(
        `Diameter d = 2r = 2 × ${show(r.radius)} ${twice ? '=' : '≈'} ${show(r.diameter)}`,
      );
    }
    if (v.given !== 'circumference') {
      lines.push(
        `Circumference C = 2πr = 2 × ${show(Math.PI)} × ${show(r.radius)} ≈ ${show(r.circumference)}`,
      );
    }
    if (v.given !== 'area') {
      lines.push(
        `Area A = πr² = ${show(Math.PI)} × ${show(r.radius)}² = ${show(Math.PI)} × ${show(r.radius * r.radius)} ≈ ${show(r.area)}`,
      );
    }
    return lines;
  },
  about: [
    'A circle is set by one length. With radius r (centre to edge), the diameter is d = 2r, the circumference (the distance around) is C = 2πr = πd, and the area is A = πr². Going back, r = d ÷ 2, r = C ÷ 2π and r = √(A ÷ π). Choose the measure you know and type it; the other three follow.',
    'π is the ratio of any circle’s circumference to its diameter, 3.14159265…; this page uses it to full double precision (3.141592653589793), as a calculator’s π key does. Textbook answers that take π as 3.14 or 22/7 differ a little: a radius of 5 gives an area of 78.5398 here, 78.5 with 3.14.',
    'Any unit works: the radius, diameter and circumference come out in the unit typed, and the area in that unit squared (cm in, cm² out). Results are shown to 4 decimals, and to 8 significant digits in the steps.',
  ],
  faq: [
    {
      question: 'How do I find the area from the circumference?',
      answer:
        'Find the radius first, r = C ÷ 2π, then A = πr². In one step A = C² ÷ 4π: a circumference of 90 cm gives 8,100 ÷ 12.566… ≈ 644.58 cm².',
    },
    {
      question: 'How do I find the radius from the area?',
      answer:
        'Divide the area by π and take the square root: r = √(A ÷ π). An area of 50 ft² gives √(15.915…) ≈ 3.99 ft.',
    },
    {
      question: 'Why is my answer slightly different from my textbook’s?',
      answer:
        'Many exercises use π ≈ 3.14 or 22/7. This page uses π to 15 decimal places, so a radius of 5 gives an area of 78.5398 rather than 3.14 × 25 = 78.5. Round to the places your exercise asks for.',
    },
    {
      question: 'What is the difference between circumference and area?',
      answer:
        'The circumference is a length, the distance once around the circle, in cm or m. The area is the surface inside it, in cm² or m². Doubling the radius doubles the circumference but multiplies the area by four.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.4 “Polygons, Perimeter, and Circumference”, example “Finding Circumference with Radius” (openstax.org/books/contemporary-mathematics/pages/10-4-polygons-perimeter-and-circumference): a circumference of 12 in gives r = 12 ÷ 2π = 1.91 in',
      inputs: { given: 'circumference', circumference: '12' },
      expected: { radius: 1.91 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.6 “Area”, example “Finding the Area of a Circle” (openstax.org/books/contemporary-mathematics/pages/10-6-area): a diameter of 16 cm, so A = π(8)² = 201.1 cm²',
      inputs: { given: 'diameter', diameter: '16' },
      expected: { radius: 8, area: 201.1 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.6, example “Determining the Better Value for Pizza” (openstax.org/books/contemporary-mathematics/pages/10-6-area): an 8-inch pizza has A = π(4)² = 50.3 in²',
      inputs: { given: 'diameter', diameter: '8' },
      expected: { area: 50.3 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.6, example “Finding the Area within an Area” (openstax.org/books/contemporary-mathematics/pages/10-6-area): a hot tub 6 ft across has a radius of 3 ft and A = π(3)² = 9π = 28.27 ft²',
      inputs: { given: 'radius', radius: '3' },
      expected: { diameter: 6, area: 28.27 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Contemporary Mathematics (2023), §10.7 “Volume and Surface Area”, example “Maximizing Area” (openstax.org/books/contemporary-mathematics/pages/10-7-volume-and-surface-area): a circular corral with a circumference of 150 m has a radius of 23.87 m and an area of 1,790.5 m²',
      inputs: { given: 'circumference', circumference: '150' },
      expected: { area: 1790.5 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Precalculus 2e (Abramson, 2021), §5.1 “Angles”, Example 8 (openstax.org/books/precalculus-2e/pages/5-1-angles): Mercury’s orbit as a circle of radius 36 million miles, C = 2π(36) ≈ 226 million miles',
      inputs: { given: 'radius', radius: '36' },
      expected: { circumference: 226 },
      tolerance: 0.5,
    },
    {
      source:
        'GradeSaver, Algebra 1 (Pearson), 10-2 Simplifying Radicals, p. 612, exercise 77 (gradesaver.com/textbooks/math/algebra/algebra-1/chapter-10-radical-expressions-and-equations-10-2-simplifying-radicals-practice-and-problem-solving-exercises-page-612/77): areas 50, 32 and 10 give radii 3.99, 3.19 and 1.78; the first here',
      inputs: { given: 'area', area: '50' },
      expected: { radius: 3.99 },
      tolerance: 0.005,
    },
  ],
});
