import { Box, Text } from '@chakra-ui/react';
import { formatFigure, formatPercent } from '../../domain/format.ts';
import type { PanelProps } from '../../engine/definition.ts';
import { useFiguresInLocale } from '../../engine/useNumberLocale.ts';
import { colourVar } from '../../theme/colourVar.ts';
import { four } from '../z-score-calculator.ts';
import { areaPath, curvePath, xOf, yOf, Z_LIMIT, type CurveBox } from './normalCurve.ts';

// The z-score on the bell curve: the standard normal curve with the share of values below x
// shaded and a line at z. Drawn from the results, so the server's HTML has it too.

const BOX: CurveBox = { width: 400, baseline: 176, peak: 146 };
/** The y of the z-score's label, over the curve's peak. */
const LABEL_Y = 16;
const TICKS = [-3, -2, -1, 0, 1, 2, 3];

export default function NormalCurvePanel({ results }: PanelProps) {
  const inLocale = useFiguresInLocale();
  if (!results) return null;
  const { z, x, left } = results as { z: number; x: number; left: number };
  const beyond = Math.abs(z) > Z_LIMIT;
  const described = inLocale(
    `The bell curve of the normal distribution with the area below z = ${formatFigure(z, 2)} ` +
      `shaded: P(X < ${four(x)}) = ${formatFigure(left, 4)}.`,
  );
  return (
    <Box as="figure" borderWidth="1px" borderColor="border" borderRadius="l2" p="4" bg="surface">
      <svg viewBox={`0 0 ${BOX.width} 208`} role="img" aria-label={described} width="100%">
        <path d={areaPath(-Z_LIMIT, z, BOX)} fill={colourVar('blue.muted')} />
        <path d={curvePath(BOX)} fill="none" stroke={colourVar('brand.solid')} strokeWidth="2" />
        <line
          x1="0"
          x2={BOX.width}
          y1={BOX.baseline}
          y2={BOX.baseline}
          stroke={colourVar('border')}
        />
        {TICKS.map((tick) => (
          <g key={tick}>
            <line
              x1={xOf(tick, BOX)}
              x2={xOf(tick, BOX)}
              y1={BOX.baseline}
              y2={BOX.baseline + 5}
              stroke={colourVar('fg.muted')}
            />
            <text
              x={xOf(tick, BOX)}
              y={BOX.baseline + 19}
              textAnchor="middle"
              fontSize="13"
              fill={colourVar('fg.muted')}
            >
              {tick === 0 ? '0' : tick > 0 ? `+${tick}` : `−${-tick}`}
            </text>
          </g>
        ))}
        {/* Solid under the curve, dotted from the curve up to the label. */}
        <line
          x1={xOf(z, BOX)}
          x2={xOf(z, BOX)}
          y1={BOX.baseline}
          y2={yOf(z, BOX)}
          stroke={colourVar('fg')}
          strokeWidth="2"
        />
        <line
          x1={xOf(z, BOX)}
          x2={xOf(z, BOX)}
          y1={yOf(z, BOX)}
          y2={LABEL_Y + 6}
          stroke={colourVar('fg.muted')}
          strokeDasharray="3 3"
        />
        <text
          x={Math.min(Math.max(xOf(z, BOX), 40), BOX.width - 40)}
          y={LABEL_Y}
          textAnchor="middle"
          fontSize="13"
          fontWeight="bold"
          fill={colourVar('fg')}
        >
          z = {inLocale(formatFigure(z, 2))}
          {beyond ? (z > 0 ? ' →' : ' ←') : ''}
        </text>
      </svg>
      <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
        {inLocale(
          `Shaded: the share of values below ${four(x)}, P(X < x) = ${formatFigure(left, 4)} (${formatPercent(left * 100)}).`,
        )}{' '}
        The axis is in standard deviations from the mean
        {beyond ? '; z is off the drawing, at the arrow' : ''}.
      </Text>
    </Box>
  );
}
