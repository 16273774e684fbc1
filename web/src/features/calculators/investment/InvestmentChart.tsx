import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDollars } from '../../../domain/format.ts';

// The growth chart, in its own file so recharts loads only when the tool is shown
// (InvestmentCalculator.tsx loads it with React.lazy). Its text alternative is the aria-label
// summary and the year-by-year table beside it.

export interface ChartPoint {
  year: number;
  /** 'Start' for year 0, else 'Year 3': the tooltip's title. */
  name: string;
  contributions: number;
  balance: number;
}

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Balance against total contributions, year 0 (the initial investment) to the last year. */
export function InvestmentChart({ data, label }: { data: ChartPoint[]; label: string }) {
  const chart = useChart({
    data,
    series: [
      { name: 'balance', label: 'Balance', color: 'brand.solid' },
      {
        name: 'contributions',
        label: 'Total contributions',
        color: 'fg.muted',
        strokeDasharray: '6 4',
      },
    ],
  });
  return (
    <Chart.Root chart={chart} role="img" aria-label={label} height="full" aspectRatio="auto">
      <AreaChart
        data={chart.data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('year')}
          tickLine={false}
          axisLine={false}
          tickFormatter={(year: number) => `Yr ${year}`}
          minTickGap={16}
        />
        <YAxis
          tickLine={false}
          axisLine={false}
          width={64}
          tickFormatter={(value: number) => compactDollars.format(value)}
        />
        <Tooltip
          cursor={{ stroke: chart.color('border.emphasized') }}
          isAnimationActive={false}
          content={
            <Chart.Tooltip nameKey="name" formatter={(value: number) => formatDollars(value)} />
          }
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Area
            key={item.name}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={item.name}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeDasharray={item.strokeDasharray}
            fill={chart.color(item.color)}
            fillOpacity={item.name === 'balance' ? 0.2 : 0.08}
          />
        ))}
      </AreaChart>
    </Chart.Root>
  );
}
