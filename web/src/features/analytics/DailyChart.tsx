import { Box } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';

export interface DailyPoint {
  day: string;
  count: number;
}

/** Counts per day as bars. Loaded on its own so recharts is fetched only on the dashboard. */
export function DailyChart({ days, label }: { days: DailyPoint[]; label: string }) {
  const chart = useChart<DailyPoint>({
    data: days,
    series: [{ name: 'count', color: 'blue.solid', label }],
  });
  return (
    <Box aria-hidden>
      <Chart.Root chart={chart} h="180px" aspectRatio="auto">
        <BarChart
          data={chart.data}
          responsive
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('day')}
            tickLine={false}
            axisLine={false}
            tickMargin={8}
            minTickGap={24}
            tickFormatter={(day: string) => day.slice(5)}
            stroke={chart.color('border')}
          />
          <YAxis
            tickLine={false}
            axisLine={false}
            width={40}
            allowDecimals={false}
            stroke={chart.color('border')}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              radius={[3, 3, 0, 0]}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </Box>
  );
}
