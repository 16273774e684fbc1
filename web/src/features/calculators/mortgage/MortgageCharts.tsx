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
import { formatDollars } from '../../../domain/format.ts';
import { CHART_HEIGHT, type BalancePoint, type YearBar } from './chartData.ts';

// The mortgage charts, loaded only on the mortgage page (React.lazy in MortgageCalculator.tsx) so
// recharts stays out of every other page's code. Each chart is decorative for assistive
// technology: its figure has a written summary and the schedule table holds every number.

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const dollarsTick = (value: number) => compactDollars.format(value);
const tooltipValue = (value: unknown) => (typeof value === 'number' ? formatDollars(value) : '');

/** Principal and interest paid each loan year, stacked. */
export function PaymentsByYearChart({ data }: { data: YearBar[] }) {
  const chart = useChart({
    data,
    series: [
      { name: 'principal', label: 'Principal', color: 'blue.solid', stackId: 'paid' },
      { name: 'interest', label: 'Interest', color: 'orange.solid', stackId: 'paid' },
    ],
  });
  return (
    <Chart.Root chart={chart} h={CHART_HEIGHT} aspectRatio="auto" aria-hidden="true">
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 4 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('year')}
          tickLine={false}
          axisLine={false}
          label={{ value: 'Loan year', position: 'insideBottom', offset: -2 }}
          height={40}
        />
        <YAxis tickLine={false} axisLine={false} tickFormatter={dollarsTick} width={56} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip formatter={tooltipValue} />}
          labelFormatter={(label) => `Year ${String(label)}`}
        />
        <Legend content={<Chart.Legend />} verticalAlign="top" itemSorter={null} />
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
    </Chart.Root>
  );
}

/** The balance at the end of each loan year, with and without the extra payment. */
export function BalanceChart({ data }: { data: BalancePoint[] }) {
  const chart = useChart({
    data,
    series: [
      { name: 'withoutExtra', label: 'Without extra payments', color: 'fg.muted' },
      { name: 'withExtra', label: 'With extra payments', color: 'teal.solid' },
    ],
  });
  return (
    <Chart.Root chart={chart} h={CHART_HEIGHT} aspectRatio="auto" aria-hidden="true">
      <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 4 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis
          dataKey={chart.key('year')}
          tickLine={false}
          axisLine={false}
          label={{ value: 'Loan year', position: 'insideBottom', offset: -2 }}
          height={40}
        />
        <YAxis tickLine={false} axisLine={false} tickFormatter={dollarsTick} width={56} />
        <Tooltip
          animationDuration={100}
          content={<Chart.Tooltip formatter={tooltipValue} />}
          labelFormatter={(label) => `End of year ${String(label)}`}
        />
        <Legend content={<Chart.Legend />} verticalAlign="top" itemSorter={null} />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            strokeDasharray={item.name === 'withoutExtra' ? '5 4' : undefined}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
