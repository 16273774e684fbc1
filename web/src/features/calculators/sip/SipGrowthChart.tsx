import { Box, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees, formatRupeesCompact } from '../../../domain/indianNumbers.ts';
import type { SipYear } from '../../../domain/sip.ts';

// The growth chart: invested to date against value, year by year. Loaded on its own (React.lazy)
// so recharts is fetched only when the tool is shown. The chart is hidden from screen readers;
// the sentence under it says what it shows, and the year-by-year table has every figure.

interface Point {
  year: number;
  invested: number;
  value: number;
}

/** What the chart shows, in words: its text alternative. */
export function chartSummary(schedule: SipYear[]): string {
  const first = schedule[0];
  const last = schedule.at(-1);
  if (!first || !last) return 'There is nothing to chart.';
  if (schedule.length === 1) {
    return (
      `After 1 year, ${formatRupees(last.invested)} invested is worth ` +
      `${formatRupees(last.value)}. The table below has the same figures.`
    );
  }
  return (
    `Invested money grows from ${formatRupees(first.invested)} after year 1 to ` +
    `${formatRupees(last.invested)} after year ${last.year}, while its value grows from ` +
    `${formatRupees(first.value)} to ${formatRupees(last.value)}. ` +
    'The table below lists every year.'
  );
}

export function SipGrowthChart({ schedule, height }: { schedule: SipYear[]; height: string }) {
  const chart = useChart<Point>({
    data: [
      { year: 0, invested: 0, value: 0 },
      ...schedule.map((row) => ({
        year: row.year,
        invested: Math.round(row.invested),
        value: Math.round(row.value),
      })),
    ],
    series: [
      { name: 'invested', color: 'brand.solid', label: 'Invested' },
      { name: 'value', color: 'green.solid', label: 'Value' },
    ],
  });
  return (
    <Box as="figure" m="0">
      <Box aria-hidden>
        <Chart.Root chart={chart} h={height} aspectRatio="auto">
          <AreaChart
            data={chart.data}
            responsive
            accessibilityLayer={false}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis
              dataKey={chart.key('year')}
              tickLine={false}
              axisLine={false}
              tickMargin={8}
              tickFormatter={(year: number) => `Yr ${year}`}
              stroke={chart.color('border')}
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              width={64}
              tickFormatter={(value: number) => formatRupeesCompact(value)}
              stroke={chart.color('border')}
            />
            <Tooltip
              cursor={{ stroke: chart.color('border') }}
              animationDuration={100}
              content={
                <Chart.Tooltip
                  formatter={(value: number) => formatRupees(value)}
                  labelFormatter={(year) => `Year ${String(year)}`}
                />
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
                fill={chart.color(item.color)}
                fillOpacity={0.15}
              />
            ))}
          </AreaChart>
        </Chart.Root>
      </Box>
      <Text as="figcaption" mt="3" fontSize="sm" color="fg.muted">
        {chartSummary(schedule)}
      </Text>
    </Box>
  );
}
