import { Box, Flex, Text } from '@chakra-ui/react';
import { colourVar } from '../theme/colourVar.ts';
import type { ChartSpec } from './definition.ts';
import type { Currency } from './money.ts';
import { chartExtent, compactMoney, labelledPoints, niceTicks } from './chartScale.ts';

// A chart as plain SVG and HTML, drawn on the server: what a printout shows. The chart on screen
// (ChartDrawing, recharts) draws only in the browser once scrolled near, and a printout cannot
// wait for it: printing straight after landing has this one, already in the page. The plot is
// one SVG stretched to the box (its lines keep their width: non-scaling strokes); its labels are
// HTML placed by percentages, so no text is stretched at any width.

/** A theme colour token ('blue.solid') as the CSS variable the theme defines for it. */

/** The plot's coordinates: 1000 × 1000, stretched to the box. */
const SIZE = 1000;

export function PrintedChart({ chart, currency }: { chart: ChartSpec; currency: Currency }) {
  const { min, max } = chartExtent(chart);
  const ticks = niceTicks(min, max);
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  /** A value's height from the top of the plot, as a fraction of it. */
  const fromTop = (value: number) => (high - value) / (high - low);
  const points = chart.data.length;
  const slot = SIZE / Math.max(points, 1);
  const format = compactMoney(currency);
  const value = (point: ChartSpec['data'][number], id: string) => {
    const raw = point[id];
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  };

  const bars: { x: number; y: number; height: number; fill: string }[] = [];
  if (chart.kind === 'stacked-bars') {
    chart.data.forEach((point, index) => {
      let up = 0;
      let down = 0;
      for (const series of chart.series) {
        const amount = value(point, series.id) ?? 0;
        const [from, to] = amount >= 0 ? [up, (up += amount)] : [down, (down += amount)];
        const top = fromTop(Math.max(from, to)) * SIZE;
        bars.push({
          x: index * slot + slot * 0.15,
          y: top,
          height: fromTop(Math.min(from, to)) * SIZE - top,
          fill: colourVar(series.color),
        });
      }
    });
  }
  /** A line series as an SVG path, broken where a point has no value. */
  const path = (id: string) => {
    let d = '';
    let drawing = false;
    chart.data.forEach((point, index) => {
      const amount = value(point, id);
      if (amount === null) {
        drawing = false;
        return;
      }
      const x = (index + 0.5) * slot;
      d += `${drawing ? 'L' : 'M'}${x.toFixed(2)} ${(fromTop(amount) * SIZE).toFixed(2)}`;
      drawing = true;
    });
    return d;
  };

  return (
    <Box
      aria-hidden="true"
      display="none"
      data-printed-chart=""
      css={{ '@media print': { display: 'block', breakInside: 'avoid' } }}
      fontSize="xs"
      color="fg"
    >
      <Flex gap="4" wrap="wrap" justify="center" mb="2">
        {chart.series.map((series) => (
          <Flex key={series.id} align="center" gap="1.5">
            <svg width="12" height="12" viewBox="0 0 12 12">
              {chart.kind === 'lines' ? (
                <line
                  x1="0"
                  y1="6"
                  x2="12"
                  y2="6"
                  stroke={colourVar(series.color)}
                  strokeWidth="2"
                  strokeDasharray={series.dashed ? '3 2' : undefined}
                />
              ) : (
                <rect width="12" height="12" rx="2" fill={colourVar(series.color)} />
              )}
            </svg>
            {series.label}
          </Flex>
        ))}
      </Flex>
      <Box display="grid" gridTemplateColumns="3.5rem 1fr" gridTemplateRows="100%" h="14rem">
        <Box position="relative" me="2">
          {ticks.map((tick) => (
            <Text
              as="span"
              key={tick}
              position="absolute"
              insetEnd="0"
              top={`${fromTop(tick) * 100}%`}
              transform="translateY(-50%)"
              whiteSpace="nowrap"
            >
              {format.format(tick)}
            </Text>
          ))}
        </Box>
        <Box position="relative">
          <svg
            viewBox={`0 0 ${SIZE} ${SIZE}`}
            preserveAspectRatio="none"
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              overflow: 'visible',
            }}
          >
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2={SIZE}
                y1={fromTop(tick) * SIZE}
                y2={fromTop(tick) * SIZE}
                stroke={colourVar('border')}
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {bars.map((bar, index) => (
              <rect
                key={index}
                x={bar.x}
                y={bar.y}
                width={slot * 0.7}
                height={Math.max(bar.height, 0)}
                fill={bar.fill}
              />
            ))}
            {chart.kind === 'lines' &&
              chart.series.map((series) => (
                <path
                  key={series.id}
                  d={path(series.id)}
                  fill="none"
                  stroke={colourVar(series.color)}
                  strokeWidth="2"
                  strokeDasharray={series.dashed ? '5 4' : undefined}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
          </svg>
        </Box>
      </Box>
      <Box position="relative" ms="3.5rem" h="5" mt="1">
        {labelledPoints(points).map((index) => (
          <Text
            as="span"
            key={index}
            position="absolute"
            top="0"
            left={`${((index + 0.5) / points) * 100}%`}
            transform="translateX(-50%)"
            whiteSpace="nowrap"
          >
            {String(chart.data[index]![chart.x.key] ?? '')}
          </Text>
        ))}
      </Box>
      <Text textAlign="center" color="fg.muted" ms="3.5rem">
        {chart.x.label}
      </Text>
    </Box>
  );
}
