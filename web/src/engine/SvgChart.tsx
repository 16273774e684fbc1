import { useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { colourVar } from '../theme/colourVar.ts';
import type { ChartSpec } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';
import { useFiguresInLocale } from './useNumberLocale.ts';
import { chartExtent, compactMoney, labelledPoints, niceTicks } from './chartScale.ts';

// A chart as plain SVG and HTML, drawn on the server, on screen and on paper alike. Pointing at
// (or tapping) a point shows its values. The plot is one SVG stretched to the box (its lines
// keep their width: non-scaling strokes); its labels are HTML placed by percentages, so no text
// is stretched at any width. It replaced a chart library (recharts) whose redraw after an edit
// took a phone 0.3-0.4 s, and whose code every page with a chart loaded; labels are plain spans
// for the same reason: a chart is drawn again with each settled edit.

/** The plot's coordinates: 1000 × 1000, stretched to the box. */
const SIZE = 1000;

const placed = (style: CSSProperties): CSSProperties => ({
  position: 'absolute',
  whiteSpace: 'nowrap',
  ...style,
});

export function SvgChart({
  chart,
  currency,
  decimals,
}: {
  chart: ChartSpec;
  currency: Currency;
  /** Of the amounts a point's values show: 0 for whole units. */
  decimals: 0 | 2;
}) {
  // The point pointed at (or tapped), whose values show.
  const [active, setActive] = useState<number | null>(null);
  const inLocale = useFiguresInLocale();
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

  /** The point under the pointer. */
  const pointAt = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor(((event.clientX - box.left) / box.width) * points);
    return Math.min(Math.max(index, 0), points - 1);
  };
  const shown = active !== null && active < points ? active : null;

  return (
    // Plain elements with the classes of chartsCss.ts: hydrated as they near the screen, or at
    // the visitor's first key, they need no Chakra system.
    <div aria-hidden="true" className="chart">
      <div className="chart-key">
        {chart.series.map((series) => (
          <div key={series.id}>
            <SeriesKey chart={chart} series={series} />
            {series.label}
          </div>
        ))}
      </div>
      <div className="chart-body">
        <div className="chart-ticks">
          {ticks.map((tick) => (
            <span
              key={tick}
              style={placed({
                insetInlineEnd: 0,
                top: `${fromTop(tick) * 100}%`,
                transform: 'translateY(-50%)',
              })}
            >
              {inLocale(format.format(tick))}
            </span>
          ))}
        </div>
        <div
          className="chart-plot"
          onPointerMove={(event) => {
            if (event.pointerType === 'mouse') setActive(pointAt(event));
          }}
          onPointerDown={(event) => {
            const index = pointAt(event);
            // A second tap on the same point puts its values away.
            setActive((now) => (now === index && event.pointerType !== 'mouse' ? null : index));
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') setActive(null);
          }}
        >
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
            {shown !== null && chart.kind === 'stacked-bars' && (
              <rect
                x={shown * slot}
                y={0}
                width={slot}
                height={SIZE}
                fill={colourVar('bg.muted')}
              />
            )}
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
            {shown !== null && chart.kind === 'lines' && (
              <line
                x1={(shown + 0.5) * slot}
                x2={(shown + 0.5) * slot}
                y1={0}
                y2={SIZE}
                stroke={colourVar('fg.muted')}
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            )}
          </svg>
          {shown !== null && (
            <PointValues chart={chart} index={shown} currency={currency} decimals={decimals} />
          )}
        </div>
      </div>
      <div className="chart-x-labels">
        {labelledPoints(points).map((index) => (
          <span
            key={index}
            style={placed({
              top: 0,
              left: `${((index + 0.5) / points) * 100}%`,
              transform: 'translateX(-50%)',
            })}
          >
            {String(chart.data[index]![chart.x.key] ?? '')}
          </span>
        ))}
      </div>
      <p className="chart-x-title">{chart.x.label}</p>
    </div>
  );
}

/** A series' mark in the key and beside its value: a line, or a square for bars. */
function SeriesKey({ chart, series }: { chart: ChartSpec; series: ChartSpec['series'][number] }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" style={{ flexShrink: 0 }}>
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
  );
}

/** A point's values, in a box beside it: 'Year 5', then each series' amount. */
function PointValues({
  chart,
  index,
  currency,
  decimals,
}: {
  chart: ChartSpec;
  index: number;
  currency: Currency;
  decimals: 0 | 2;
}) {
  const point = chart.data[index]!;
  const box = useRef<HTMLDivElement>(null);
  const inLocale = useFiguresInLocale();
  // Beside the point, on the side with more room, and inside the plot where it fits: its width
  // is known once drawn, so it is placed before it is painted.
  useLayoutEffect(() => {
    const values = box.current!;
    const plot = values.parentElement!.clientWidth;
    const width = values.offsetWidth;
    const slot = plot / chart.data.length;
    const centre = (index + 0.5) * slot;
    const gap = slot / 2 + 4;
    const beside = centre < plot / 2 ? centre + gap : centre - gap - width;
    values.style.left = `${Math.max(0, Math.min(beside, plot - width))}px`;
  }, [chart, index]);
  return (
    <div ref={box} className="no-print chart-point" data-chart-point="">
      <p className="chart-point-title">{`${chart.x.tooltip} ${String(point[chart.x.key] ?? '')}`}</p>
      {chart.series.map((series) => {
        const amount = point[series.id];
        if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
        return (
          <div key={series.id} className="chart-point-value">
            <SeriesKey chart={chart} series={series} />
            <span>{series.label}</span>
            <span className="chart-point-amount">
              {inLocale(formatMoney(amount, currency, decimals))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
