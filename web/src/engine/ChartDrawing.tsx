import { Chart, useChart } from '@chakra-ui/charts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactMoney } from './chartScale.ts';
import type { ChartSpec } from './definition.ts';
import { formatMoney, type Currency } from './money.ts';

// One chart of a definition, drawn with recharts (loaded only by pages with charts). Hidden from
// assistive technology: its figure's caption says what it shows, and a table holds the numbers.

export default function ChartDrawing({
  chart: spec,
  currency,
  decimals,
  height,
}: {
  chart: ChartSpec;
  currency: Currency;
  decimals: 0 | 2;
  height: { base: string; md: string };
}) {
  const chart = useChart({
    data: spec.data as Record<string, number | string>[],
    series: spec.series.map((series) => ({
      name: series.id,
      label: series.label,
      color: series.color,
      stackId: spec.kind === 'stacked-bars' ? 'stack' : undefined,
    })),
  });
  // Indian amounts in lakh and crore on the axis (₹12L, ₹1.2Cr).
  const compact = compactMoney(currency);
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis
        dataKey={chart.key(spec.x.key)}
        tickLine={false}
        axisLine={false}
        label={{ value: spec.x.label, position: 'insideBottom', offset: -2 }}
        height={40}
      />
      <YAxis
        tickLine={false}
        axisLine={false}
        tickFormatter={(value: number) => compact.format(value)}
        width={56}
      />
      <Tooltip
        cursor={spec.kind === 'stacked-bars' ? { fill: chart.color('bg.muted') } : undefined}
        animationDuration={100}
        content={
          <Chart.Tooltip
            formatter={(value: unknown) =>
              typeof value === 'number' ? formatMoney(value, currency, decimals) : ''
            }
          />
        }
        labelFormatter={(label) => `${spec.x.tooltip} ${String(label)}`}
      />
      <Legend content={<Chart.Legend />} verticalAlign="top" itemSorter={null} />
    </>
  );
  const dashed = new Set(spec.series.filter((series) => series.dashed).map((series) => series.id));
  return (
    <Chart.Root chart={chart} h={height} aspectRatio="auto" aria-hidden="true">
      {spec.kind === 'stacked-bars' ? (
        <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 4 }}>
          {axes}
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={String(item.label)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 4 }}>
          {axes}
          {chart.series.map((item) => (
            <Line
              key={item.name}
              type="monotone"
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={String(item.label)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              strokeDasharray={dashed.has(String(item.name)) ? '5 4' : undefined}
              dot={false}
            />
          ))}
        </LineChart>
      )}
    </Chart.Root>
  );
}
